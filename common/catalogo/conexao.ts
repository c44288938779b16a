/** docs/produto.md §3 "Conexão" and §9 default ports. */
export const TIPOS_INTEGRACAO = ['mysql', 'mariadb', 'postgres', 'sqlite', 'mssql', 'firebird'] as const;
export type TipoIntegracao = (typeof TIPOS_INTEGRACAO)[number];

export const PORTAS_PADRAO: Partial<Record<TipoIntegracao, number>> = {
  mysql: 3306,
  mariadb: 3306,
  postgres: 5432,
  firebird: 5030,
};

/** SQL Server's own port, used when its optional port is left empty (0). */
export const PORTA_MSSQL_PADRAO = 1433;

/** The SQL Server port the agent connects to and the form shows: the one typed, else 1433. */
export function portaMssqlEfetiva(portaMssql: unknown): number {
  return Number(portaMssql) || PORTA_MSSQL_PADRAO;
}

export const CONFIGURACAO_INTEGRACAO_PADRAO = {
  tipoIntegracao: 'mysql' as TipoIntegracao,
  database: '',
  username: '',
  password: '',
  hostname: '',
  porta: 3306,
  portaMssql: PORTA_MSSQL_PADRAO,
  sqliteArquivo: '',
  conexaoEstabelecida: false,
};

export type ConfiguracaoIntegracao = typeof CONFIGURACAO_INTEGRACAO_PADRAO;

/** The port a type change sets (docs/produto.md §4); keeps the current one for types without a default. */
export function portaPadrao(tipo: TipoIntegracao, atual: number): number {
  return PORTAS_PADRAO[tipo] ?? atual;
}
