const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §9 date format: DD/MM/YYYY - HH:mm:ss, in the local time zone (the browser’s, or the server’s for its files); blank when absent or invalid. */
export function formatarDataHora(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} - ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

