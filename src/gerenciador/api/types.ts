import type { Mapeamento } from '../../../common/catalogo';
import type { FilialGerenciadorRegistrosResumoQuery, FilialGerenciadorStatusQuery, MobileFilialQuery } from '../../graphql/operacoes';

export type { StatusSincronizacao } from '../../../common/api/statusSincronizacao';

/** The branch the manager area is about (the fields of its mobileFilial query in operacoes.graphql). */
export type FilialGerenciador = NonNullable<MobileFilialQuery['mobileFilial']>;

/** A configuration as the pages edit it: dados and mapeamento parsed from their JSON text. */
export interface FormConfiguracao<D = Record<string, unknown>> {
  dados: D;
  mapeamento: Mapeamento;
  ativa: boolean;
}

/** docs/produto.md §3 "Resultado de chamada ao gerenciador"; dados is e.g. the row of a select test. */
export interface ResultadoGerenciador {
  status: boolean;
  msg: string | null;
  erro: string | null;
  dados?: unknown;
}

export type StatusGerenciador = FilialGerenciadorStatusQuery['filialGerenciadorStatus'];

/** Phone records of an insert type by situação, and the changes of the ERP's structure under its statements (the records wait meanwhile). */
export type ResumoRegistros = FilialGerenciadorRegistrosResumoQuery['filialGerenciadorRegistrosResumo'];
