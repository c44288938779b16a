import type { Agenda } from './agenda';
import { ALERTAS_PADRAO } from './alertas';
import { CONFIGURACAO_BASICA_PADRAO } from './basica';
import { CONFIGURACAO_INTEGRACAO_PADRAO } from './conexao';
import { TIPOS_DADOS, TIPOS_DADOS_POR_TIPO } from './dados';
import { SINCRONIZACAO_PADRAO } from './sincronizacao';
import type { TipoValor } from './types';

export const TIPO_BASICA = 'configuracaoBasica';
export const TIPO_INTEGRACAO = 'configuracaoIntegracao';
export const TIPOS_CONFIGURACAO: string[] = [TIPO_BASICA, TIPO_INTEGRACAO, ...TIPOS_DADOS.map((t) => t.tipo)];

/** Custom field types and the value type each stores (docs/produto.md §3 "Campos personalizados"). */
export const TIPOS_CAMPO_PERSONALIZADO = {
  texto: 'string',
  textoLongo: 'string',
  inteiro: 'integer',
  decimal: 'decimal',
  monetario: 'decimal',
  data: 'date',
  hora: 'time',
  dataHora: 'datetime',
  booleano: 'boolean',
  selecionavel: 'string',
} as const;
export type TipoCampoPersonalizado = keyof typeof TIPOS_CAMPO_PERSONALIZADO;

const VALOR_DO_TIPO_ARMAZENADO: Record<string, TipoValor> = {
  string: 'texto',
  integer: 'inteiro',
  decimal: 'decimal',
  date: 'data',
  time: 'texto',
  datetime: 'dataHora',
  boolean: 'booleano',
};

/** The catalogue value type a custom field converts to (ERP reads and phone posts alike). */
export function tipoValorCampoPersonalizado(tipo: string): TipoValor {
  return VALOR_DO_TIPO_ARMAZENADO[TIPOS_CAMPO_PERSONALIZADO[tipo as TipoCampoPersonalizado]] ?? 'texto';
}

export interface ValorSelecionavel {
  label: string;
  id: string;
}

export interface CampoPersonalizado {
  id: string;
  label: string;
  tipo: TipoCampoPersonalizado;
  fieldRelacionado: string;
  mostraLista: boolean;
  editavel: boolean;
  editavelObrigatorio: boolean;
  valoresSelecionavel: ValorSelecionavel[];
}

/** One insert statement with the select that reads back the new record's key. */
export interface InsertCard {
  id: string;
  sql: string;
  selectChave: string;
}

/**
 * How a write-back knows, after a crash in its COMMIT, whether the record reached the ERP, without a
 * column added to the ERP's own tables (docs/guia-integrador.md, "Gravação exatamente uma vez"):
 * `tabelaGerenciador` keeps the record's uuid in the agent's own table (fv_gravacao) in the ERP's
 * database, written in the record's transaction; `colunaErp` writes the uuid into a text column the
 * integrator picked and finds the record by it with `selectUuid`.
 */
export interface GravacaoUnica {
  modo: 'tabelaGerenciador' | 'colunaErp';
  /** tabelaGerenciador: the integrator agreed that the agent creates fv_gravacao in the ERP's database. */
  criarTabela: boolean;
  /** colunaErp: the select reading the record's key by `:uuid`. */
  selectUuid: string;
}

/** The agent's own table in the ERP's database for `tabelaGerenciador` (never one of the ERP's tables). */
export const TABELA_GRAVACAO = 'fv_gravacao';

export interface DadosTipo {
  tempoSincronizacao: string;
  quantidadeRegistrosPaginar: number;
  select: string;
  selectItens: string;
  selectFormaPagamentoCliente: string;
  insert: InsertCard[];
  insertItens: InsertCard[];
  transacaoInsert: boolean;
  /** Insert pages: the exactly-once choice (absent: the key select finds the record by :uuid, as before). */
  gravacaoUnica?: GravacaoUnica;
  situacaoInicial?: string;
  situacaoFinal?: string;
  /** Reads from the ERP: when the automatic runs may start (common/catalogo/agenda; absent: at any time). */
  agenda?: Agenda;
}

/** Where a select's column mapping is kept: the main select in `campos`, each sub-select under its own key. */
export type ChaveMapa = 'campos' | 'selectItens' | 'selectFormaPagamentoCliente';

export interface Mapeamento {
  campos: Record<string, string>;
  selectItens: Record<string, string>;
  selectFormaPagamentoCliente: Record<string, string>;
  camposPersonalizados: CampoPersonalizado[];
  /**
   * Fields that take a fixed value instead of a column (tipoPessoa = J, ativo = 1), per select; the
   * text converts to the field's type as a column's value would. A field here ignores its column.
   */
  fixos?: Partial<Record<ChaveMapa, Record<string, string>>>;
}

/** The fixed values of one select's fields (none when the configuration predates them). */
export const valoresFixos = (mapeamento: Pick<Mapeamento, 'fixos'>, chave: ChaveMapa): Record<string, string> => mapeamento.fixos?.[chave] ?? {};

export interface Configuracao {
  tipo: string;
  dados: Record<string, unknown>;
  mapeamento: Mapeamento;
  ativa: boolean;
}

/** A new custom field: id CP_ plus a timestamp (docs/produto.md §3), text, not shown, not editable. */
export function novoCampoPersonalizado(agora = Date.now()): CampoPersonalizado {
  return {
    id: `CP_${agora}`,
    label: '',
    tipo: 'texto',
    fieldRelacionado: '',
    mostraLista: false,
    editavel: false,
    editavelObrigatorio: false,
    valoresSelecionavel: [],
  };
}

export function novoInsert(agora = Date.now()): InsertCard {
  return { id: `INS_${agora}`, sql: '', selectChave: '' };
}

export const MAPEAMENTO_VAZIO: Mapeamento = { campos: {}, selectItens: {}, selectFormaPagamentoCliente: {}, camposPersonalizados: [] };

/** What a configuration type reads as before it was ever saved. */
export function configuracaoPadrao(tipo: string): Configuracao {
  if (tipo === TIPO_BASICA)
    return { tipo, dados: { ...CONFIGURACAO_BASICA_PADRAO, ...ALERTAS_PADRAO }, mapeamento: structuredClone(MAPEAMENTO_VAZIO), ativa: true };
  if (tipo === TIPO_INTEGRACAO) return { tipo, dados: { ...CONFIGURACAO_INTEGRACAO_PADRAO }, mapeamento: structuredClone(MAPEAMENTO_VAZIO), ativa: true };
  const def = TIPOS_DADOS_POR_TIPO[tipo];
  const dados: DadosTipo = {
    ...SINCRONIZACAO_PADRAO,
    select: '',
    selectItens: '',
    selectFormaPagamentoCliente: '',
    insert: def?.inserts.some((g) => g.chave === 'insert') ? [novoInsert(0)] : [],
    insertItens: def?.inserts.some((g) => g.chave === 'insertItens') ? [{ ...novoInsert(0), id: 'INS_ITENS_0' }] : [],
    transacaoInsert: true,
    ...(def?.dadosExtras ? { situacaoInicial: '', situacaoFinal: '' } : {}),
  };
  return { tipo, dados: dados as unknown as Record<string, unknown>, mapeamento: structuredClone(MAPEAMENTO_VAZIO), ativa: false };
}
