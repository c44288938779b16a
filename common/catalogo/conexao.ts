/** SPEC.md §3 "Connection dados" and §9 default ports. */
export const TIPOS_INTEGRACAO = ['mysql', 'mariadb', 'postgres', 'sqlite', 'mssql', 'firebird'] as const;
export type TipoIntegracao = (typeof TIPOS_INTEGRACAO)[number];

export const PORTAS_PADRAO: Partial<Record<TipoIntegracao, number>> = {
  mysql: 3306,
  mariadb: 3306,
  postgres: 5432,
  firebird: 5030,
};

export const CONFIGURACAO_INTEGRACAO_PADRAO = {
  tipoIntegracao: 'mysql' as TipoIntegracao,
  database: '',
  username: '',
  password: '',
  hostname: '',
  porta: 3306,
  portaMssql: 0,
  sqliteArquivo: '',
  conexaoEstabelecida: false,
};

export type ConfiguracaoIntegracao = typeof CONFIGURACAO_INTEGRACAO_PADRAO;

/** The port a type change sets (SPEC §4); keeps the current one for types without a default. */
export function portaPadrao(tipo: TipoIntegracao, atual: number): number {
  return PORTAS_PADRAO[tipo] ?? atual;
}
