import { novoInsert, SINCRONIZACAO_PADRAO, type DadosTipo, type InsertCard, type TipoDados } from '../../../common/catalogo';
import type { JustificativaCampo, Sugestao } from '../api/sugestao';
import { mesmoConteudo } from '../hooks/mesmoConteudo';
import { chaveMapeamento, definirDado, fixar, mapear, type ChaveSelect, type FormDados } from './formDados';

/** Where a field takes its value from: a column of the select, or a fixed value (absent: the column). */
export interface OrigemCampo {
  coluna: string;
  fixo?: string;
}

/**
 * One thing a proposal changes on the page, with what was there before it: a piece of `dados` (a
 * select's SQL, an insert group, a status value…) or the origin of one mapped field. The page applies
 * the proposal as a draft; each item is then accepted (it stays) or rejected (what was there returns).
 */
export type ItemRevisao =
  | { id: string; tipo: 'dado'; chave: string; anterior: unknown; proposto: unknown }
  | { id: string; tipo: 'campo'; select: ChaveSelect; campo: string; anterior: OrigemCampo; proposto: OrigemCampo };

/** The schedule is the integrator's choice, not something the ERP's schema tells: a proposal leaves it. */
const FORA_DA_SUGESTAO = new Set<string>(Object.keys(SINCRONIZACAO_PADRAO));
const SELECTS: ChaveSelect[] = ['select', 'selectItens', 'selectFormaPagamentoCliente'];
const ehGrupoInsert = (chave: string): chave is 'insert' | 'insertItens' => chave === 'insert' || chave === 'insertItens';

export const idDado = (chave: string) => `dados.${chave}`;
export const idCampo = (select: ChaveSelect, campo: string) => `mapa.${select}.${campo}`;

/** Insert cards compared by what they run, not by their ids; proposed cards get ids of their own. */
const semIds = (cards: unknown) =>
  Array.isArray(cards) ? cards.map((c: Partial<InsertCard>) => ({ sql: c.sql ?? '', selectChave: c.selectChave ?? '' })) : cards;
function comIds(cards: unknown, chave: string): InsertCard[] {
  if (!Array.isArray(cards)) return [];
  return cards.map((c: Partial<InsertCard>, i) => ({ ...novoInsert(i), id: c.id || `SUG_${chave}_${i}`, sql: c.sql ?? '', selectChave: c.selectChave ?? '' }));
}

function origem(form: Pick<FormDados, 'mapeamento'>, select: ChaveSelect, campo: string): OrigemCampo {
  const k = chaveMapeamento(select);
  const fixo = form.mapeamento.fixos?.[k]?.[campo];
  return { coluna: form.mapeamento[k]?.[campo] ?? '', ...(fixo !== undefined ? { fixo } : {}) };
}

/** What the proposal would change on the page as it stands: one item per piece that differs. */
export function itensDaSugestao(form: FormDados, sugestao: Pick<Sugestao, 'dados' | 'mapeamento'>): ItemRevisao[] {
  const itens: ItemRevisao[] = [];
  const atuais = form.dados as unknown as Record<string, unknown>;
  for (const [chave, valor] of Object.entries(sugestao.dados)) {
    if (valor === undefined || FORA_DA_SUGESTAO.has(chave)) continue;
    const proposto = ehGrupoInsert(chave) ? comIds(valor, chave) : valor;
    const igual = ehGrupoInsert(chave) ? mesmoConteudo(semIds(atuais[chave]), semIds(proposto)) : mesmoConteudo(atuais[chave], proposto);
    if (!igual) itens.push({ id: idDado(chave), tipo: 'dado', chave, anterior: atuais[chave], proposto });
  }
  const proposta = { mapeamento: { ...form.mapeamento, ...sugestao.mapeamento, fixos: sugestao.mapeamento.fixos } } as Pick<FormDados, 'mapeamento'>;
  for (const select of SELECTS) {
    const k = chaveMapeamento(select);
    const campos = new Set([...Object.keys(sugestao.mapeamento[k] ?? {}), ...Object.keys(sugestao.mapeamento.fixos?.[k] ?? {})]);
    for (const campo of campos) {
      const proposto = origem(proposta, select, campo);
      // Nothing found for the field: what the integrator mapped stays, nothing to review.
      if (!proposto.coluna.trim() && proposto.fixo === undefined) continue;
      const anterior = origem(form, select, campo);
      if (!mesmoConteudo(anterior, proposto)) itens.push({ id: idCampo(select, campo), tipo: 'campo', select, campo, anterior, proposto });
    }
  }
  return itens;
}

/** Puts one side of the items on the form: the proposal (the draft) or what was there before (rejected). */
export function aplicarItens(form: FormDados, itens: ItemRevisao[], lado: 'proposto' | 'anterior'): FormDados {
  return itens.reduce((f, item) => {
    if (item.tipo === 'dado') return definirDado(f, item.chave as keyof DadosTipo, item[lado] as never);
    const valor = item[lado];
    return fixar(mapear(f, item.select, item.campo, valor.coluna), item.select, item.campo, valor.fixo ?? null);
  }, form);
}

/** The error keys an item's inputs show their messages under (they go when the item changes them). */
export const chavesDeErro = (item: ItemRevisao): string => (item.tipo === 'dado' ? item.chave : `mapeamento.${item.select}.${item.campo}`);

/**
 * The justifications by the field they explain: a read type's field (`descricao`, a sub-select's
 * `selectItens.valorVenda`) under the select it belongs to; the rest (insert placeholders) by name.
 */
export function justificativaDoCampo(justificativas: JustificativaCampo[], select: ChaveSelect, campo: string): JustificativaCampo | undefined {
  return justificativas.find((j) => j.campo === `${select}.${campo}` || (select === 'select' && j.campo === campo));
}

/** The justifications that no mapping input of the page shows beside it (insert placeholders, hidden fields). */
export function justificativasAvulsas(justificativas: JustificativaCampo[], def: TipoDados, visiveis: Record<ChaveSelect, string[]>): JustificativaCampo[] {
  if (def.direcao !== 'erpParaNuvem') return justificativas;
  return justificativas.filter(
    (j) => !SELECTS.some((select) => (visiveis[select] ?? []).some((campo) => j.campo === `${select}.${campo}` || (select === 'select' && j.campo === campo))),
  );
}
