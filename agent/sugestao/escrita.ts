import type { JustificativaCampo } from '../../common/api/sugestao';
import type { TabelaErp } from '../../common/api/esquemaErp';
import type { Placeholder } from '../../common/catalogo';
import { distintos, type ColunaAnalisada } from './colunas';
import type { ContextoSugestao } from './contexto';
import { lerChave } from './chave';
import { corresponder } from './correspondencia';
import { conceitos } from './nomes';
import { literal } from './sqlMotor';
import { lerTipoPessoa, literalVerdade, maisFrequente } from './valoresAmostra';

/** An insert statement proposed for one table, with what it needs said. */
export interface InsertProposto {
  /** The statements in order (PostgreSQL takes a lock before a next-key insert). */
  cards: { sql: string; selectChave: string }[];
  justificativas: JustificativaCampo[];
  avisos: string[];
  /** 0..1: the share of the important placeholders that found a column, and whether the key can be read back. */
  cobertura: number;
  /** How the key is read back (for the justification and the tests). */
  chave: 'retornada' | 'selectChave' | 'nenhuma';
}

export interface OpcoesInsert {
  placeholders: Placeholder[];
  /** Placeholders that must find a column for the table to be a good one. */
  importantes: string[];
  entidade: readonly string[];
  /** Columns whose value is fixed by the caller: the header's key in the items (`:pedidoIdentificador`), a role flag. */
  fixas: Record<string, { valor: string; motivo: string; placeholder?: string }>;
  /** Prefix of the justifications' campo: `insert` or `insertItens`. */
  grupo: 'insert' | 'insertItens';
  /** The record's key is read back (the header); the items need none. */
  lerChave: boolean;
}

/** Placeholders a proposal never maps by name: the write-back's own, or values an ERP column rarely means. */
const NAO_MAPEAR = new Set(['uuid', 'dataSincronizacao', 'dataCriacaoApp', 'situacao', 'fracaoDesconto', 'valorDescontoItens', 'codigoIbgeEstado']);

const ehGerada = (tabela: TabelaErp, coluna: string) => (tabela.gatilhos ?? []).some((g) => g.colunas.some((c) => c.toLowerCase() === coluna.toLowerCase()));

/** A column's declared default, usable as SQL (a literal or the engine's own expression), or null. */
function padraoSql(coluna: ColunaAnalisada): string | null {
  const p = coluna.coluna.padrao;
  if (!p || /^nextval\(/i.test(p) || /^gen_id\(/i.test(p)) return null;
  return p;
}

/** A constant for a NOT NULL column no placeholder fills: the sample's most frequent value, or an empty one of its kind. */
function constante(coluna: ColunaAnalisada): { sql: string; texto: string } {
  const frequente = maisFrequente(coluna.valores);
  if (frequente !== undefined) {
    if (coluna.natureza === 'inteiro' || coluna.natureza === 'decimal') return { sql: String(Number(frequente)), texto: String(frequente) };
    if (coluna.natureza === 'booleano')
      return { sql: literalVerdade(coluna).booleana ? (frequente ? 'TRUE' : 'FALSE') : String(Number(frequente) ? 1 : 0), texto: String(frequente) };
    if (coluna.natureza === 'data') return { sql: 'CURRENT_TIMESTAMP', texto: 'a data e hora da gravação' };
    const texto = String(frequente).trimEnd();
    return { sql: literal(texto), texto: `'${texto}'` };
  }
  if (coluna.natureza === 'inteiro' || coluna.natureza === 'decimal' || coluna.natureza === 'booleano') return { sql: '0', texto: '0' };
  if (coluna.natureza === 'data') return { sql: 'CURRENT_TIMESTAMP', texto: 'a data e hora da gravação' };
  return { sql: "''", texto: 'texto vazio' };
}

/**
 * The value SQL of one placeholder for its column: bound as is; with the column's default when the
 * phone sends nothing (COALESCE, so that a missing discount writes the ERP's 0 and not NULL); turned
 * into the column's own words where its sample says so (F/J into FÍSICA/JURÍDICA).
 */
function valorDoPlaceholder(ctx: ContextoSugestao, ph: Placeholder, coluna: ColunaAnalisada): { sql: string; nota: string | null } {
  const marcador = `:${ph.nome}`;
  if (ph.nome === 'tipoPessoa') {
    const valores = distintos(coluna.valores);
    const juridica = valores.find((v) => lerTipoPessoa(v) === 'J');
    const fisica = valores.find((v) => lerTipoPessoa(v) === 'F');
    if (juridica && fisica && !(juridica === 'J' && fisica === 'F')) {
      return {
        sql: `CASE WHEN ${ctx.motor.tipar(marcador, 'varchar(1)')} = 'J' THEN ${literal(juridica)} ELSE ${literal(fisica)} END`,
        nota: `F e J viram ${fisica} e ${juridica}, como o ERP grava`,
      };
    }
  }
  const padrao = padraoSql(coluna);
  if (padrao !== null)
    return { sql: `COALESCE(${ctx.motor.tipar(marcador, coluna.coluna.tipo)}, ${padrao})`, nota: `sem valor do aparelho, fica o padrão do ERP (${padrao})` };
  return { sql: marcador, nota: null };
}

/** The discount column holds a fraction (0.05 = 5 %) when its sample has values between 0 and 1 only. */
function ehFracao(coluna: ColunaAnalisada): boolean {
  const numeros = coluna.valores
    .filter((v) => v !== null && v !== undefined)
    .map(Number)
    .filter(Number.isFinite);
  return numeros.some((n) => n > 0 && n < 1) && numeros.every((n) => n >= 0 && n <= 1);
}

/**
 * The INSERT of one table: the columns the engine does not fill itself (identity, computed, set by a
 * trigger), each with the placeholder that matches it, the caller's fixed ones (the header's key in
 * the items, the role flag of a party table), and a constant for each NOT NULL column without a
 * default that nothing else fills (told in `avisos` to be confirmed). The key is read back by
 * chave.ts's strategy when `lerChave`.
 */
export async function proporInsert(ctx: ContextoSugestao, tabela: TabelaErp, opcoes: OpcoesInsert): Promise<InsertProposto> {
  const colunas = await ctx.colunas(tabela);
  const pk = ctx.chavePrimaria(tabela);
  const justificativas: JustificativaCampo[] = [];
  const avisos: string[] = [];
  const fixasPorNome = new Map(Object.entries(opcoes.fixas).map(([c, v]) => [c.toLowerCase(), v]));
  const proprias = colunas.filter((c) => c.coluna.geracao || ehGerada(tabela, c.coluna.nome));
  const chaveGerada = pk.length === 1 && proprias.some((c) => c.coluna.nome === pk[0]);
  const chaveSimples = opcoes.lerChave && pk.length === 1 ? pk[0]! : null;
  const gravaveis = colunas.filter((c) => !proprias.includes(c) && !fixasPorNome.has(c.coluna.nome.toLowerCase()) && c.coluna.nome !== chaveSimples);
  for (const c of proprias)
    justificativas.push({
      campo: `${opcoes.grupo}.(coluna)`,
      coluna: c.coluna.nome,
      motivo:
        c.coluna.geracao === 'calculada'
          ? `${c.coluna.nome} é calculada pelo banco: fica fora do insert.`
          : c.coluna.geracao === 'identidade'
            ? `${c.coluna.nome} é gerada pelo banco: fica fora do insert.`
            : `${c.coluna.nome} é preenchida por um gatilho do ERP: fica fora do insert.`,
    });

  const alvos = opcoes.placeholders.filter(
    (p) =>
      (!p.interno || p.nome === 'sequencia') && !p.derivar && !NAO_MAPEAR.has(p.nome) && !Object.values(opcoes.fixas).some((f) => f.placeholder === p.nome),
  );
  const encontradas = await corresponder(
    ctx,
    tabela,
    gravaveis,
    alvos.map((p) => ({ nome: p.nome, tipo: p.tipo })),
    opcoes.entidade,
  );
  const nomes: string[] = [];
  const valores: string[] = [];
  for (const [coluna, fixa] of Object.entries(opcoes.fixas)) {
    const real = colunas.find((c) => c.coluna.nome.toLowerCase() === coluna.toLowerCase());
    if (!real) continue;
    nomes.push(real.coluna.nome);
    valores.push(fixa.valor);
    justificativas.push({ campo: `${opcoes.grupo}.${fixa.placeholder ?? '(fixo)'}`, coluna: real.coluna.nome, motivo: fixa.motivo });
  }
  for (const ph of alvos) {
    const achada = encontradas.get(ph.nome);
    if (!achada) continue;
    let placeholder = ph;
    if (ph.nome === 'valorDesconto' && ehFracao(achada.coluna)) placeholder = opcoes.placeholders.find((p) => p.nome === 'fracaoDesconto') ?? ph;
    const valor = valorDoPlaceholder(ctx, placeholder, achada.coluna);
    nomes.push(achada.coluna.coluna.nome);
    valores.push(valor.sql);
    const motivo = placeholder !== ph ? `${achada.motivo} A amostra tem valores entre 0 e 1: é o desconto em fração (:fracaoDesconto).` : achada.motivo;
    justificativas.push({
      campo: `${opcoes.grupo}.${placeholder.nome}`,
      coluna: achada.coluna.coluna.nome,
      motivo: valor.nota ? `${motivo} ${valor.nota}.` : motivo,
    });
  }
  for (const c of gravaveis.filter((g) => !nomes.includes(g.coluna.nome))) {
    if (c.coluna.nulavel !== false || padraoSql(c) !== null) continue;
    const k = constante(c);
    nomes.push(c.coluna.nome);
    valores.push(k.sql);
    justificativas.push({
      campo: `${opcoes.grupo}.(constante)`,
      coluna: c.coluna.nome,
      motivo: `${c.coluna.nome} é obrigatória, sem valor padrão, e nenhum campo do aparelho corresponde: valor fixo ${k.texto}.`,
    });
    avisos.push(`Confirme o valor fixo ${k.texto} da coluna ${c.coluna.nome} de ${tabela.nome} (obrigatória, sem padrão no ERP).`);
  }

  // The columns in the table's own order, as the integrator reads the table.
  const ordem = new Map(colunas.map((c, i) => [c.coluna.nome, i]));
  const pares = nomes.map((n, i) => [n, valores[i]!] as const).sort((a, b) => ordem.get(a[0])! - ordem.get(b[0])!);
  nomes.splice(0, nomes.length, ...pares.map((p) => p[0]));
  valores.splice(0, valores.length, ...pares.map((p) => p[1]));

  let cards: { sql: string; selectChave: string }[];
  let modoChave: InsertProposto['chave'] = 'nenhuma';
  const faltando = opcoes.importantes.filter((p) => !encontradas.has(p) && !Object.values(opcoes.fixas).some((f) => f.placeholder === p));
  if (chaveSimples) {
    const leitura = lerChave(
      ctx,
      tabela,
      colunas.find((c) => c.coluna.nome === chaveSimples)!,
      chaveGerada,
      nomes,
      valores,
    );
    cards = leitura.cards;
    modoChave = leitura.chave;
    justificativas.push({ campo: `${opcoes.grupo}.(chave)`, coluna: leitura.colunaChave, motivo: leitura.motivo });
    if (leitura.aviso) avisos.push(leitura.aviso);
  } else {
    if (opcoes.lerChave) avisos.push(`${tabela.nome} não tem uma chave primária de uma coluna só: escreva o select que lê a chave do registro inserido.`);
    cards = [
      { sql: `INSERT INTO ${ctx.nomeSql(tabela)} (${nomes.map((n) => ctx.motor.nome(n)).join(', ')})\nVALUES (${valores.join(', ')})`, selectChave: '' },
    ];
  }
  if (!opcoes.lerChave && pk.length > 1) {
    const produto = pk.find((c) => conceitos(c).includes('produto') || conceitos(c).includes('servico'));
    if (produto && !pk.some((c) => conceitos(c).includes('sequencia') || conceitos(c).includes('item'))) {
      avisos.push(`A chave de ${tabela.nome} é (${pk.join(', ')}): o mesmo produto duas vezes no mesmo pedido será recusado pelo ERP.`);
    }
  }
  const cobertura =
    ((opcoes.importantes.length - faltando.length) / Math.max(1, opcoes.importantes.length)) * (opcoes.lerChave && modoChave === 'nenhuma' ? 0.6 : 1);
  for (const p of faltando) avisos.push(`Nenhuma coluna de ${tabela.nome} recebe :${p}: confira se o ERP guarda esse dado.`);
  return { cards, justificativas, avisos, cobertura, chave: modoChave };
}
