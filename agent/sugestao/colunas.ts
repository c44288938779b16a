import type { ColunaErp, TabelaErp } from '../../common/api/esquemaErp';
import type { Linha } from '../dialects';
import { leitorDeColunas } from '../sincronizacao/mapeador';
import { conceitos } from './nomes';
import type { Natureza, Padrao } from './vocabulario';

/** A column as the proposal sees it: its concepts, the kind of value its type holds, and its values in the sample. */
export interface ColunaAnalisada {
  coluna: ColunaErp;
  conceitos: string[];
  natureza: Natureza;
  /** Declared length of a text column (CHAR(1) is a flag, VARCHAR(200) a description). */
  tamanho: number | null;
  /** CHAR (fixed length): the engine pads it with spaces. */
  fixa: boolean;
  /** The column's values in the sample rows (null included). */
  valores: unknown[];
}

/** The kind of value of an engine's column type, and its declared length. */
export function naturezaDoTipo(tipo: string): { natureza: Natureza; tamanho: number | null; fixa: boolean } {
  const t = tipo.toLowerCase().trim();
  const tamanho = Number(/\((\d+)/.exec(t)?.[1] ?? NaN);
  const comTamanho = Number.isFinite(tamanho) ? tamanho : null;
  if (/^(bool|boolean|bit)\b/.test(t) || /^tinyint\(1\)/.test(t)) return { natureza: 'booleano', tamanho: null, fixa: false };
  if (/^(tinyint|smallint|mediumint|int|integer|bigint|int128|serial|bigserial|smallserial)\b/.test(t) || /^(number|numeric|decimal)\(\d+(,\s*0)?\)/.test(t))
    return { natureza: 'inteiro', tamanho: null, fixa: false };
  if (/^(decimal|numeric|number|float|double|real|money|smallmoney|decfloat)/.test(t)) return { natureza: 'decimal', tamanho: null, fixa: false };
  if (/^(date|datetime|timestamp|time)/.test(t)) return { natureza: 'data', tamanho: null, fixa: false };
  const fixa = /^(char|nchar|character)(\(|\s|$)/.test(t) && !/varying/.test(t);
  return { natureza: 'texto', tamanho: comTamanho, fixa };
}

const DATA = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A text column of an engine without date types (SQLite keeps dates as TEXT) holds dates when its
 * sample does, or, with no sample values, when its name says so (DT_EMISSAO, order_date).
 */
function textoDeDatas(tipo: string, nomes: string[], valores: unknown[]): boolean {
  if (!/^(text|qualquer|varchar\((1\d|2\d|3\d)\))$/i.test(tipo.trim())) return false;
  const presentes = valores.filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
  if (presentes.length) return presentes.every((v) => v instanceof Date || DATA.test(String(v).trim()));
  return nomes.includes('data') || nomes.includes('vencimento') || nomes.includes('emissao');
}

export function analisarColunas(tabela: TabelaErp, amostra: Linha[]): ColunaAnalisada[] {
  const leitores = amostra.map((l) => leitorDeColunas(l));
  return tabela.colunas.map((coluna) => {
    const valores = leitores.map((ler) => ler(coluna.nome));
    const nomes = conceitos(coluna.nome);
    const natureza = naturezaDoTipo(coluna.tipo);
    if (natureza.natureza === 'texto' && textoDeDatas(coluna.tipo, nomes, valores))
      return { coluna, conceitos: nomes, natureza: 'data', tamanho: null, fixa: false, valores };
    return { coluna, conceitos: nomes, ...natureza, valores };
  });
}

/**
 * How well a name's concepts fit a pattern: 0 when a concept of the pattern is missing; 1 when they
 * are the same; a little less for each concept the name carries beyond (those in `livres`, the
 * table's own entity, are free: produto_nome in a products table is just a name).
 */
export function encaixe(nome: string[], padrao: Padrao, livres: readonly string[] = []): number {
  const resto = [...nome];
  for (const c of padrao) {
    const i = resto.indexOf(c);
    if (i < 0) return 0;
    resto.splice(i, 1);
  }
  const extras = resto.filter((c) => !livres.includes(c)).length;
  // A name that is only free words plus the pattern (produto_id for [id]) still counts fully.
  return Math.max(0, 1 - 0.22 * extras);
}

/** The best fit of a name among patterns (earlier patterns are slightly preferred), and which pattern gave it. */
export function melhorEncaixe(nome: string[], padroes: readonly Padrao[], livres: readonly string[] = []): number {
  let melhor = 0;
  padroes.forEach((p, i) => {
    melhor = Math.max(melhor, encaixe(nome, p, livres) * (1 - 0.02 * i));
  });
  return melhor;
}

/** How a column's kind of value suits a field's: 1 same, less when a conversion is plausible, 0 when not. */
export function compatibilidade(campo: Natureza, coluna: ColunaAnalisada): number {
  const { natureza, tamanho } = coluna;
  if (campo === natureza) return 1;
  switch (campo) {
    case 'decimal':
      return natureza === 'inteiro' ? 0.9 : natureza === 'texto' ? 0.2 : 0;
    case 'inteiro':
      return natureza === 'decimal' ? 0.6 : natureza === 'texto' ? 0.3 : 0;
    case 'texto':
      return natureza === 'inteiro' ? 0.75 : natureza === 'decimal' ? 0.3 : natureza === 'data' ? 0.3 : 0.2;
    case 'booleano':
      return natureza === 'inteiro' ? 0.9 : natureza === 'texto' && (tamanho ?? 99) <= 3 ? 0.9 : natureza === 'texto' ? 0.5 : natureza === 'data' ? 0.6 : 0;
    case 'data':
      return natureza === 'texto' ? 0.4 : 0;
  }
}

/** The distinct non-null values of the sample, as trimmed text. */
export function distintos(valores: unknown[]): string[] {
  return [...new Set(valores.filter((v) => v !== null && v !== undefined).map((v) => (v instanceof Date ? v.toISOString() : String(v)).trim()))];
}
