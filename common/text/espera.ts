const unidade = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/**
 * A wait in words for a message ("Tente novamente em 15 minutos"), rounded up so the user never
 * comes back too early: seconds under a minute, then minutes, hours, days.
 */
export function formatarEspera(ms: number): string {
  const segundos = Math.max(1, Math.ceil(ms / 1000));
  if (segundos < 60) return unidade(segundos, 'segundo', 'segundos');
  const minutos = Math.ceil(segundos / 60);
  if (minutos < 60) return unidade(minutos, 'minuto', 'minutos');
  const horas = Math.ceil(minutos / 60);
  if (horas < 24) return unidade(horas, 'hora', 'horas');
  return unidade(Math.ceil(horas / 24), 'dia', 'dias');
}
