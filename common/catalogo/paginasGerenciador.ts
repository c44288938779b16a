/**
 * The manager's own pages under /admin/gerenciador/{id}/ (docs/produto.md §2 "Área do gerenciador"); the data pages'
 * routes are in the catalogue (TIPOS_DADOS). The phone records queue is an addition (docs/guia-integrador.md §7).
 */
export const PAGINAS_GERENCIADOR = {
  situacao: 'situacao_gerenciador',
  basica: 'configuracao_basica',
  conexao: 'configuracao_conexao_dados',
  registros: 'registros_aplicativo',
} as const;

/** The path of a manager page of a branch, as the browser opens it (e-mails link to it). */
export const caminhoGerenciador = (filialId: number, pagina: string) => `/admin/gerenciador/${filialId}/${pagina}`;
