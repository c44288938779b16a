import { PAGINAS_GERENCIADOR, TIPOS_DADOS, TIPOS_DADOS_POR_ROTA, tipoHabilitado, type ConfiguracaoBasica, type TipoDados } from '../../common/catalogo';

/** The manager's own pages (docs/produto.md §2 "Área do gerenciador", common/catalogo); the data pages come from the catalogue. */
export const ROTA_SITUACAO = PAGINAS_GERENCIADOR.situacao;
export const ROTA_BASICA = PAGINAS_GERENCIADOR.basica;
export const ROTA_CONEXAO = PAGINAS_GERENCIADOR.conexao;
export const ROTA_REGISTROS = PAGINAS_GERENCIADOR.registros;

/** docs/produto.md §2: the id is numeric, 0 when absent or not a number. */
export function idDaFilial(param: string | undefined): number {
  return param && /^\d+$/.test(param) ? Number(param) : 0;
}

/** The data pages whose flag in the basic configuration is on, in menu order. */
export function tiposVisiveis(basica: ConfiguracaoBasica): TipoDados[] {
  return TIPOS_DADOS.filter((t) => tipoHabilitado(t, basica));
}

/** The data page of a path segment, or null when it is unknown or its flag is off (it then redirects). */
export function tipoDaRota(rota: string | undefined, basica: ConfiguracaoBasica): TipoDados | null {
  const tipo = rota ? TIPOS_DADOS_POR_ROTA[rota] : undefined;
  return tipo && tipoHabilitado(tipo, basica) ? tipo : null;
}
