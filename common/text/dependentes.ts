/** What a contratante or a branch holds, as counted by the server before a removal. */
export interface Dependentes {
  usuarios?: number;
  filiais?: number;
  dispositivos?: number;
  dadosSincronizados?: number;
  registrosCelular?: number;
}

const NOMES: Record<keyof Dependentes, [string, string]> = {
  usuarios: ['usuário', 'usuários'],
  filiais: ['filial', 'filiais'],
  dispositivos: ['dispositivo', 'dispositivos'],
  dadosSincronizados: ['registro sincronizado do ERP', 'registros sincronizados do ERP'],
  registrosCelular: ['registro enviado pelos celulares', 'registros enviados pelos celulares'],
};

/** Whether anything would be lost with the record. */
export const temDependentes = (d: Dependentes): boolean => Object.values(d).some((n) => Number(n) > 0);

/** "2 usuários, 1 filial e 3 dispositivos": the non-zero counts in words (server message and SPA dialog alike). */
export function descreverDependentes(d: Dependentes): string {
  const partes = (Object.keys(NOMES) as (keyof Dependentes)[]).filter((k) => Number(d[k]) > 0).map((k) => `${d[k]} ${NOMES[k][d[k] === 1 ? 0 : 1]}`);
  return partes.length <= 1 ? (partes[0] ?? '') : `${partes.slice(0, -1).join(', ')} e ${partes[partes.length - 1]}`;
}

/** The typed confirmation matches the record's name (spaces at the ends and letter case aside). */
export const nomeConfere = (digitado: string | null | undefined, nome: string): boolean =>
  Boolean(digitado) && digitado!.trim().toLocaleLowerCase('pt-BR') === nome.trim().toLocaleLowerCase('pt-BR');
