import { temLimite } from '../../common/catalogo';

/** The column a batched sub-select adds to tell which parent each row belongs to. */
export const COLUNA_PAI = 'fv_chave_pai';

/**
 * How a sub-select runs for a page of parents: in one statement (`lote`), the parent's key compared
 * by `IN (…)` and selected as COLUNA_PAI, or once per parent (`linha`) when its SQL is not of the
 * simple form that can be rewritten safely.
 */
export type PlanoSubSelect = { modo: 'lote'; sql: (marcadores: string[]) => string } | { modo: 'linha' };

const IDENTIFICADOR = String.raw`(?:[A-Za-z_][\w$]*|"[^"]+"|\`[^\`]+\`|\[[^\]]+\])`;
const COLUNA = new RegExp(String.raw`(${IDENTIFICADOR}(?:\.${IDENTIFICADOR})?)\s*=\s*$`);
const COLUNA_DEPOIS = new RegExp(String.raw`^\s*=\s*(${IDENTIFICADOR}(?:\.${IDENTIFICADOR})?)(?=\s|\)|$)`);
/** Top-level constructs a batch would change the meaning of. */
const NAO_EM_LOTE = /\b(union|intersect|except|group\s+by|having|window|over|or)\b/i;
/** What may follow the comparison: the end of the condition. */
const FIM_DA_CONDICAO = /^\s*($|\)|and\b|order\b|;)/i;

/** The SQL with string literals and comments blanked (same length), so positions still match. */
function mascarar(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g, (m) => ' '.repeat(m.length));
}

/** The text at parenthesis depth zero (deeper parts blanked), positions kept. */
function nivelZero(texto: string): string {
  let profundidade = 0;
  let saida = '';
  for (const ch of texto) {
    if (ch === '(') profundidade++;
    saida += profundidade === 0 ? ch : ' ';
    if (ch === ')') profundidade = Math.max(0, profundidade - 1);
  }
  return saida;
}

/**
 * Plans a sub-select such as `SELECT produto, valor FROM itens WHERE tabela = :identificador ORDER BY
 * produto`: when its only placeholder compares a plain column at the top level of a plain SELECT, it
 * becomes `SELECT tabela AS fv_chave_pai, produto, valor FROM itens WHERE tabela IN (?, ?, …) ORDER
 * BY produto`, one statement for the page. Anything else runs once per parent, as written.
 */
export function planejarSubSelect(sql: string): PlanoSubSelect {
  const mascara = mascarar(sql);
  const topo = nivelZero(mascara);
  const placeholders = [...mascara.matchAll(/(?<![:\w]):([A-Za-z_][A-Za-z0-9_]*)/g)];
  if (placeholders.length !== 1) return { modo: 'linha' };
  const [ocorrencia] = placeholders;
  const inicio = ocorrencia.index!;
  const fim = inicio + ocorrencia[0].length;
  if (topo.slice(inicio, fim) !== mascara.slice(inicio, fim)) return { modo: 'linha' };
  if (NAO_EM_LOTE.test(topo) || temLimite(topo) || /^\s*with\b/i.test(topo)) return { modo: 'linha' };
  const cabeca = /^(\s*select\s+(?:(?:distinct|all)\s+)?)/i.exec(topo);
  if (!cabeca || /^\s*\*/.test(topo.slice(cabeca[1].length))) return { modo: 'linha' };

  let comparacao: { de: number; ate: number; coluna: string } | null = null;
  const antes = COLUNA.exec(mascara.slice(0, inicio));
  if (antes && /(\bwhere|\band|\bon|\()\s*$/i.test(topo.slice(0, antes.index)) && FIM_DA_CONDICAO.test(topo.slice(fim))) {
    comparacao = { de: antes.index, ate: fim, coluna: antes[1] };
  } else {
    const depois = COLUNA_DEPOIS.exec(mascara.slice(fim));
    if (depois && /(\bwhere|\band|\bon|\()\s*$/i.test(topo.slice(0, inicio)) && FIM_DA_CONDICAO.test(topo.slice(fim + depois[0].length)))
      comparacao = { de: inicio, ate: fim + depois[0].length, coluna: depois[1] };
  }
  if (!comparacao) return { modo: 'linha' };
  const { de, ate, coluna } = comparacao;
  const lista = cabeca[1].length;
  return {
    modo: 'lote',
    sql: (marcadores) => `${sql.slice(0, lista)}${coluna} AS ${COLUNA_PAI}, ${sql.slice(lista, de)}${coluna} IN (${marcadores.join(', ')})${sql.slice(ate)}`,
  };
}
