import fc from 'fast-check';

/**
 * The pieces the fuzz tests share (tests/security/fuzzAgente.test.ts, fuzzDispositivo.test.ts):
 * values of every shape, mutations of a valid message or body, and readable failure reports.
 * FUZZ_SEED=… replays a run (fast-check prints the seed of a failure).
 */
export const SEMENTE = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Runs of each property and what each run sends: at least 10,000 in all. */
export const RODADAS = 100;
export const POR_RODADA = 100;

// ---------------------------------------------------------------- mutations of valid things

/**
 * A value too big to print in a failure report: it becomes itself in JSON (toJSON) and prints as a
 * short description (fast-check's toString hook), so a failing case stays readable.
 */
export class Grande {
  constructor(
    private descricao: string,
    private valor: () => unknown,
  ) {}
  toJSON(): unknown {
    return this.valor();
  }
  [fc.toStringMethod](): string {
    return this.descricao;
  }
}

/** Values of every shape a peer could put anywhere. */
export const lixo: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', '0', [], {}, '__proto__', 'constructor') },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => new Grande(`'ç' × ${n}`, () => 'ç'.repeat(n))) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 3000 }).map((n) => new Grande(`[ ] aninhados ${n} vezes`, () => JSON.parse('['.repeat(n) + ']'.repeat(n)))),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 500, max: 3000 }).map((n) => new Grande(`lista de ${n} objetos`, () => Array.from({ length: n }, (_, i) => ({ i })))),
  },
);

/** Every path to a value inside `v` (objects and arrays), the root included. */
export function caminhos(v: unknown, prefixo: (string | number)[] = []): (string | number)[][] {
  const saida = [prefixo];
  if (Array.isArray(v)) v.forEach((x, i) => saida.push(...caminhos(x, [...prefixo, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) saida.push(...caminhos(x, [...prefixo, k]));
  return saida;
}

export type Operacao = 'trocar' | 'apagar' | 'acrescentar' | 'envolver' | 'texto';

/** `base` with one change at one of its paths: a value swapped, a field dropped or added, a value wrapped or turned to text. */
export function mutar(base: unknown, escolha: number, operacao: Operacao, valor: unknown): unknown {
  const copia = structuredClone(base);
  const todos = caminhos(copia);
  const caminho = todos[escolha % todos.length]!;
  if (!caminho.length) return operacao === 'trocar' ? valor : copia;
  const pai = caminho.slice(0, -1).reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], copia) as Record<string | number, unknown>;
  const chave = caminho.at(-1)!;
  if (operacao === 'trocar') pai[chave] = valor;
  else if (operacao === 'apagar') delete pai[chave];
  else if (operacao === 'acrescentar') pai[`${String(chave)}Extra`] = valor;
  else if (operacao === 'envolver') pai[chave] = [pai[chave]];
  else pai[chave] = JSON.stringify(pai[chave]) ?? 'undefined';
  return copia;
}

/** What a failure report prints of a frame or a request: its start, never megabytes. */
export const resumo = (texto: string) => (texto.length > 300 ? `${texto.slice(0, 300)}… (${texto.length} caracteres)` : texto);

export const mutacoes = (validos: fc.Arbitrary<unknown>) =>
  fc
    .tuple(validos, fc.nat(), fc.constantFrom<Operacao>('trocar', 'apagar', 'acrescentar', 'envolver', 'texto'), lixo)
    .map(([b, i, op, v]) => mutar(b, i, op, v));
