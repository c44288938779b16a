import { distintos, type ColunaAnalisada } from './colunas';

/** How the sample's values of a column read: as booleans, as person types, and whether they suit a field. */

const VERDADE = new Set(['s', 'sim', '1', 't', 'true', 'y', 'yes', 'v', 'verdadeiro', 'a', 'ativo', 'ativa', 'active']);
const FALSO = new Set(['n', 'nao', '0', 'f', 'false', 'no', 'falso', 'i', 'inativo', 'inativa', 'inactive']);

const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A value read as a boolean, or null when it is neither. */
export function lerBooleano(valor: unknown): boolean | null {
  if (typeof valor === 'boolean') return valor;
  const t = semAcento(String(valor ?? '').trim());
  if (VERDADE.has(t)) return true;
  if (FALSO.has(t)) return false;
  return null;
}

/** A value read as a person type (F or J), or null. */
export function lerTipoPessoa(valor: unknown): 'F' | 'J' | null {
  const t = semAcento(String(valor ?? '').trim());
  if (/^(j|pj|jur|juridica|juridico|empresa|company|corporate|business|legal|cnpj)/.test(t)) return 'J';
  if (/^(f|pf|fis|fisica|fisico|person|individual|pessoa|cpf)/.test(t)) return 'F';
  return null;
}

const digitos = (valor: unknown) => String(valor ?? '').replace(/\D/g, '');

/** The share of the sample's values that pass `teste` (1 when there are none to judge). */
function parcela(valores: unknown[], teste: (v: unknown) => boolean): number {
  const presentes = valores.filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
  return presentes.length ? presentes.filter(teste).length / presentes.length : 1;
}

/**
 * How much the sample supports the column holding the field: about 1 when its values look right,
 * less when they do not (a TIPO column with values other than F/J is not the person type).
 */
export function plausibilidade(campo: string, natureza: string, coluna: ColunaAnalisada): number {
  const v = coluna.valores;
  switch (campo) {
    case 'email':
      return 0.4 + 0.7 * parcela(v, (x) => String(x).includes('@'));
    case 'docFederal':
      return 0.4 + 0.7 * parcela(v, (x) => [11, 14].includes(digitos(x).length));
    case 'tipoPessoa':
      return 0.2 + 0.9 * parcela(v, (x) => lerTipoPessoa(x) !== null);
    case 'cep':
      return 0.5 + 0.6 * parcela(v, (x) => digitos(x).length === 8);
    case 'estado':
      return 0.5 + 0.6 * parcela(v, (x) => /^[A-Za-z]{2}$/.test(String(x).trim()));
    case 'telefone':
      return 0.5 + 0.6 * parcela(v, (x) => digitos(x).length >= 8);
  }
  if (natureza === 'booleano' && coluna.natureza !== 'booleano' && coluna.natureza !== 'data') {
    const valores = distintos(v);
    if (valores.length > 3) return 0.2;
    return 0.3 + 0.8 * parcela(v, (x) => lerBooleano(x) !== null);
  }
  return 1;
}

/** The literal that means "true" in a flag column, from its sample (and its type when the sample does not say). */
export function literalVerdade(coluna: ColunaAnalisada): { sql: string; booleana: boolean } {
  if (coluna.natureza === 'booleano' && !/^(tinyint|bit)/i.test(coluna.coluna.tipo)) return { sql: 'TRUE', booleana: true };
  const verdadeiros = distintos(coluna.valores).filter((x) => lerBooleano(x) === true);
  if (coluna.natureza === 'inteiro' || coluna.natureza === 'booleano' || coluna.natureza === 'decimal') return { sql: '1', booleana: false };
  const texto = verdadeiros[0] ?? (coluna.valores.some((x) => /^[TF]$/i.test(String(x ?? '').trim())) ? 'T' : 'S');
  return { sql: `'${texto.replace(/'/g, "''")}'`, booleana: false };
}

/** The most frequent non-null value of the sample (a constant to propose for a NOT NULL column). */
export function maisFrequente(valores: unknown[]): unknown {
  const contagem = new Map<string, { valor: unknown; n: number }>();
  for (const v of valores) {
    if (v === null || v === undefined) continue;
    const chave = String(v);
    const item = contagem.get(chave) ?? { valor: v, n: 0 };
    item.n++;
    contagem.set(chave, item);
  }
  return [...contagem.values()].sort((a, b) => b.n - a.n)[0]?.valor;
}
