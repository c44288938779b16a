import type { DivergenciaEstrutura } from '../../../common/api/divergencia';
import type { Mapeamento } from '../../../common/catalogo';

export type { StatusSincronizacao } from '../../../common/api/statusSincronizacao';

/** The branch the manager area is about (docs/produto.md §3 MobileFilial, the fields this area uses). */
export interface FilialGerenciador {
  id: number;
  nome: string;
  identificadorApp: string;
  ativo: boolean;
}

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

export interface StatusGerenciador extends ResultadoGerenciador {
  conectado: boolean;
  versao: string | null;
  versaoServidor: string;
  desatualizado: boolean;
  hostname: string | null;
  ultimoContato: string | null;
  tokenGerado: boolean;
}

/** Phone records of an insert type by situação (filialGerenciadorRegistrosResumo). */
export interface ResumoRegistros {
  tipo: string;
  pendente: number;
  integrado: number;
  erro: number;
  descartado: number;
  /** Changes of the ERP's structure under the insert's statements: the records wait meanwhile. */
  divergencias?: DivergenciaEstrutura[];
}
