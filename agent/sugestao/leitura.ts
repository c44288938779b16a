import type { JustificativaCampo } from '../../common/api/sugestao';
import type { TabelaErp } from '../../common/api/esquemaErp';
import type { CampoMapeavel } from '../../common/catalogo';
import { distintos, melhorEncaixe, type ColunaAnalisada } from './colunas';
import type { ContextoSugestao } from './contexto';
import { booleano, numero, texto, tipoPessoa, tipoPessoaPeloDocumento, type Conversao } from './conversoes';
import { corresponder, naturezaDoAlvo, type Correspondencia } from './correspondencia';
import { conceitos } from './nomes';
import { literal } from './sqlMotor';
import { literalVerdade } from './valoresAmostra';
import { VOCABULARIO_CAMPOS } from './vocabulario';

/** One column of the proposed select: its SQL and the name it has in the result (the mapping's column). */
interface ItemSelect {
  sql: string;
  /** The result's column name: the ERP column's own for a plain column, the field's name for an expression. */
  nome: string;
  alias: boolean;
}

/** A select proposed for one table and its fields, with the mapping, the fixed values and a justification per field. */
export interface SelectProposto {
  sql: string;
  mapa: Record<string, string>;
  fixos: Record<string, string>;
  justificativas: JustificativaCampo[];
  /** 0..1: the share of the mandatory fields that have a column or a sure derivation. */
  cobertura: number;
  avisos: string[];
}

export interface OpcoesSelect {
  /** Concepts of the table's entity (free words in column names). */
  entidade: readonly string[];
  /** The flag column that keeps only the type's rows of a party table (FL_CLIENTE = 'S'). */
  papel?: string | null;
  /** A condition on the parent's key, for a sub-select (`pedido_id = :pedidoIdentificador`). */
  filtroPai?: { coluna: string; placeholder: string };
  /** The select of the order status reads only the orders the phones sent: `key IN (:pedidosIdentificadores)`. */
  filtroChaves?: string;
  /** Whether the first field is the table's own key (false for items, whose first field is another table's). */
  identificador?: boolean;
}

const ehChave = (nome: string) => /Identificador$/.test(nome);

/**
 * The select of one table for `campos`: each field's column (by correspondencia.ts), converted in the
 * engine's SQL where the field wants it (conversoes.ts), the group's name through its foreign key, the
 * soft-deleted rows left out, a party table kept to the type's role, in key order.
 */
export async function proporSelect(ctx: ContextoSugestao, tabela: TabelaErp, campos: CampoMapeavel[], opcoes: OpcoesSelect): Promise<SelectProposto> {
  const motor = ctx.motor;
  const colunas = await ctx.colunas(tabela);
  const alvos = campos.map((c, i) => ({ nome: c.nome, tipo: c.tipo, identificador: opcoes.identificador !== false && i === 0 }));
  const encontradas = await corresponder(ctx, tabela, colunas, alvos, opcoes.entidade);
  const juntar = campos.some((c) => VOCABULARIO_CAMPOS[c.nome]?.nomeDaReferencia && encontradas.get(c.nome)?.referencia);
  const ref = (coluna: string) => (juntar ? `t.${motor.nome(coluna)}` : motor.nome(coluna));
  const itens: ItemSelect[] = [];
  const juncoes: string[] = [];
  const mapa: Record<string, string> = {};
  const fixos: Record<string, string> = {};
  const justificativas: JustificativaCampo[] = [];
  const avisos: string[] = [];
  const usadas = new Set<string>([...encontradas.values()].map((c) => c.coluna.coluna.nome));
  let obrigatorios = 0;
  let cobertos = 0;

  const selecionar = (campo: CampoMapeavel, conversao: Conversao, colunaOrigem: string, plana: string, motivo: string) => {
    const simples = conversao.sql === plana;
    const nome = simples ? colunaOrigem : campo.nome;
    itens.push({ sql: simples ? plana : `${conversao.sql} AS ${motor.nome(nome)}`, nome, alias: !simples });
    mapa[campo.nome] = nome;
    justificativas.push({ campo: campo.nome, coluna: colunaOrigem, motivo: conversao.nota ? `${motivo} Conversão: ${conversao.nota}.` : motivo });
  };

  for (const [i, campo] of campos.entries()) {
    if (!campo.opcional) obrigatorios++;
    const achada = encontradas.get(campo.nome);
    const resultado = await converterCampo(ctx, tabela, colunas, campo, achada, {
      ref,
      juncoes,
      usadas,
      encontradas,
      chave: (opcoes.identificador !== false && i === 0) || ehChave(campo.nome),
    });
    if (resultado.tipo === 'coluna') {
      selecionar(campo, resultado.conversao, resultado.coluna, resultado.plana, resultado.motivo);
      if (!campo.opcional) cobertos += resultado.certeza;
    } else if (resultado.tipo === 'fixo') {
      fixos[campo.nome] = resultado.valor;
      justificativas.push({ campo: campo.nome, coluna: null, motivo: resultado.motivo });
      if (!campo.opcional) cobertos += 0.8;
      avisos.push(`Confirme o valor fixo ${resultado.valor} de ${campo.label}: ${resultado.motivo}`);
    } else {
      justificativas.push({
        campo: campo.nome,
        coluna: null,
        motivo: campo.opcional
          ? `Nenhuma coluna de ${tabela.nome} corresponde a ${campo.label}; o campo é opcional e fica sem mapeamento.`
          : `Nenhuma coluna de ${tabela.nome} corresponde a ${campo.label}, que é obrigatório: escolha a coluna ou escreva a expressão no select.`,
      });
      if (!campo.opcional) avisos.push(`${campo.label} não foi encontrado em ${tabela.nome}: mapeie-o antes de salvar.`);
    }
  }

  const onde: string[] = [];
  if (opcoes.filtroPai) onde.push(`${ref(opcoes.filtroPai.coluna)} = :${opcoes.filtroPai.placeholder}`);
  if (opcoes.filtroChaves) onde.push(`${ref(mapa[campos[0]!.nome] ?? '')} IN (:${opcoes.filtroChaves})`);
  if (opcoes.papel) {
    const flag = colunas.find((c) => c.coluna.nome === opcoes.papel)!;
    onde.push(condicaoVerdade(ref(flag.coluna.nome), flag));
    justificativas.push({
      campo: '(filtro)',
      coluna: flag.coluna.nome,
      motivo: `${tabela.nome} guarda vários papéis: só as linhas com ${flag.coluna.nome} marcado.`,
    });
  }
  for (const excluido of colunas.filter((c) => !usadas.has(c.coluna.nome) && ehExcluido(c))) {
    onde.push(
      ehDataExclusao(excluido)
        ? `${ref(excluido.coluna.nome)} IS NULL`
        : `(${ref(excluido.coluna.nome)} IS NULL OR NOT ${condicaoVerdade(ref(excluido.coluna.nome), excluido)})`,
    );
    justificativas.push({
      campo: '(filtro)',
      coluna: excluido.coluna.nome,
      motivo: `Registros excluídos (${excluido.coluna.nome}) ficam de fora: os aparelhos os removem.`,
    });
  }
  // Aliases must not repeat a column's name in the result (an engine would answer two columns of one name).
  const nomes = new Set<string>();
  for (const item of itens) {
    if (nomes.has(item.nome.toLowerCase()) && item.alias) {
      const novo = `${item.nome}_fv`;
      item.sql = item.sql.replace(/ AS .+$/, ` AS ${motor.nome(novo)}`);
      for (const [campo, coluna] of Object.entries(mapa)) if (coluna === item.nome) mapa[campo] = novo;
      item.nome = novo;
    }
    nomes.add(item.nome.toLowerCase());
  }
  const ordem = ctx.chavePrimaria(tabela).map(ref);
  const sql = [
    `SELECT ${itens.map((i) => i.sql).join(',\n  ')}`,
    `FROM ${ctx.nomeSql(tabela)}${juntar ? ' t' : ''}`,
    ...juncoes,
    ...(onde.length ? [`WHERE ${onde.join('\n  AND ')}`] : []),
    ...(ordem.length ? [`ORDER BY ${ordem.join(', ')}`] : []),
  ].join('\n');
  return { sql, mapa, fixos, justificativas, cobertura: obrigatorios ? cobertos / obrigatorios : 1, avisos };
}

/** A flag column equal to its "true" (S, 1, TRUE…). */
function condicaoVerdade(expr: string, coluna: ColunaAnalisada): string {
  const verdade = literalVerdade(coluna);
  if (verdade.booleana) return expr;
  return verdade.sql.startsWith("'") ? `UPPER(${expr}) = ${verdade.sql.toUpperCase()}` : `${expr} = ${verdade.sql}`;
}

/** A soft-deletion column: a deletion date or a deleted flag. */
const ehExcluido = (c: ColunaAnalisada) => c.conceitos.includes('excluido') && c.natureza !== 'decimal';
/** A deletion column read as a date (set when deleted) rather than a flag: a date type, or text longer than a flag. */
const ehDataExclusao = (c: ColunaAnalisada) => c.natureza === 'data' || (c.natureza === 'texto' && (c.tamanho ?? 99) > 3);

type Resultado =
  | { tipo: 'coluna'; conversao: Conversao; coluna: string; plana: string; motivo: string; certeza: number }
  | { tipo: 'fixo'; valor: string; motivo: string }
  | { tipo: 'nada' };

interface Ajuda {
  ref: (coluna: string) => string;
  juncoes: string[];
  usadas: Set<string>;
  encontradas: Map<string, Correspondencia>;
  chave: boolean;
}

/** One field's column and conversion, or what stands in for a missing one (a join, a derivation, a fixed value). */
async function converterCampo(
  ctx: ContextoSugestao,
  tabela: TabelaErp,
  colunas: ColunaAnalisada[],
  campo: CampoMapeavel,
  achada: Correspondencia | undefined,
  ajuda: Ajuda,
): Promise<Resultado> {
  const motor = ctx.motor;
  const { ref } = ajuda;
  const vocab = VOCABULARIO_CAMPOS[campo.nome];
  const coluna = (c: ColunaAnalisada, conversao: Conversao, motivo: string, certeza: number): Resultado => ({
    tipo: 'coluna',
    conversao,
    coluna: c.coluna.nome,
    plana: ref(c.coluna.nome),
    motivo,
    certeza,
  });

  if (campo.nome === 'nome') {
    // First and last names in two columns: joined with a space (before a column that holds only one of them).
    const semUso = (c: ColunaAnalisada) => !ajuda.usadas.has(c.coluna.nome) || c === achada?.coluna;
    const primeiro = colunas.find(
      (c) => semUso(c) && c.conceitos.includes('nome') && c.conceitos.some((x) => ['first', 'primeiro', 'prenome', 'given'].includes(x)),
    );
    const ultimo = colunas.find(
      (c) => semUso(c) && c.conceitos.includes('nome') && c.conceitos.some((x) => ['last', 'ultimo', 'sobrenome', 'surname', 'family'].includes(x)),
    );
    if (primeiro && ultimo && (!achada || achada.coluna === primeiro || achada.coluna === ultimo)) {
      ajuda.usadas.add(primeiro.coluna.nome).add(ultimo.coluna.nome);
      return {
        tipo: 'coluna',
        conversao: { sql: motor.concatenar([motor.aparar(ref(primeiro.coluna.nome)), literal(' '), motor.aparar(ref(ultimo.coluna.nome))]), nota: null },
        coluna: `${primeiro.coluna.nome} + ${ultimo.coluna.nome}`,
        plana: '',
        motivo: `Nome e sobrenome em ${primeiro.coluna.nome} e ${ultimo.coluna.nome}, unidos com um espaço.`,
        certeza: 0.9,
      };
    }
  }

  if (achada && vocab?.nomeDaReferencia && achada.referencia) {
    // The name behind the foreign key (the group's description), through a LEFT JOIN so rows without one stay.
    const alvo = achada.referencia.tabela;
    const colunasAlvo = await ctx.colunas(alvo);
    const nomeAlvo = colunasAlvo
      .filter((c) => c.natureza === 'texto' && c.coluna.nome !== achada.referencia!.coluna)
      .map((c) => ({ c, p: melhorEncaixe(c.conceitos, [['nome'], ['descricao'], ['titulo']], conceitos(alvo.nome)) }))
      // A name beats a description; of two equally good, the shorter column is the label (a long one is a note).
      .sort((a, b) => b.p - a.p || (a.c.tamanho ?? 9999) - (b.c.tamanho ?? 9999))[0];
    if (nomeAlvo && nomeAlvo.p > 0.4) {
      const apelido = `j${ajuda.juncoes.length + 1}`;
      ajuda.juncoes.push(`LEFT JOIN ${ctx.nomeSql(alvo)} ${apelido} ON ${apelido}.${motor.nome(achada.referencia.coluna)} = ${ref(achada.coluna.coluna.nome)}`);
      const expr = `${apelido}.${motor.nome(nomeAlvo.c.coluna.nome)}`;
      return {
        tipo: 'coluna',
        conversao: { sql: nomeAlvo.c.fixa ? motor.aparar(expr) : expr, nota: null },
        coluna: `${alvo.nome}.${nomeAlvo.c.coluna.nome}`,
        plana: '',
        motivo: `${achada.motivo.replace(/\.$/, '')}: o nome vem de ${alvo.nome}.${nomeAlvo.c.coluna.nome}.`,
        certeza: achada.pontos,
      };
    }
  }

  if (achada) {
    const c = achada.coluna;
    const expr = ref(c.coluna.nome);
    if (campo.nome === 'tipoPessoa') return coluna(c, tipoPessoa(motor, expr, c), achada.motivo, achada.pontos);
    if (naturezaDoAlvo(campo) === 'booleano') return coluna(c, booleano(expr, c, false), achada.motivo, achada.pontos);
    if (campo.tipo === 'decimal' || campo.tipo === 'inteiro') return coluna(c, numero(expr, c, campo.padrao, !campo.opcional), achada.motivo, achada.pontos);
    if (campo.tipo === 'texto') return coluna(c, texto(motor, expr, c, ajuda.chave || ehChave(campo.nome)), achada.motivo, achada.pontos);
    return coluna(c, { sql: expr, nota: null }, achada.motivo, achada.pontos);
  }

  const livres = colunas.filter((c) => !ajuda.usadas.has(c.coluna.nome));
  if (campo.nome === 'tipoPessoa') {
    const doc = ajuda.encontradas.get('docFederal');
    if (doc)
      return {
        tipo: 'coluna',
        conversao: tipoPessoaPeloDocumento(motor, ref(doc.coluna.coluna.nome)),
        coluna: doc.coluna.coluna.nome,
        plana: '',
        motivo: `Sem coluna de tipo de pessoa: vem do documento ${doc.coluna.coluna.nome}.`,
        certeza: 0.85,
      };
  }
  if (naturezaDoAlvo(campo) === 'booleano' && campo.nome === 'ativo') {
    const inversa = livres
      .map((c) => ({ c, p: melhorEncaixe(c.conceitos, vocab?.inversas ?? [], []) }))
      .filter((x) => x.p > 0.5 && (x.c.natureza !== 'texto' || distintos(x.c.valores).length <= 3))
      .sort((a, b) => b.p - a.p)[0];
    if (inversa) {
      ajuda.usadas.add(inversa.c.coluna.nome);
      return {
        tipo: 'coluna',
        conversao: booleano(ref(inversa.c.coluna.nome), inversa.c, true),
        coluna: inversa.c.coluna.nome,
        plana: '',
        motivo: `${inversa.c.coluna.nome} diz o contrário de ativo: o valor é invertido.`,
        certeza: 0.85,
      };
    }
    return { tipo: 'fixo', valor: '1', motivo: `${tabela.nome} não tem coluna de ativo/inativo: todos os registros lidos contam como ativos.` };
  }
  if (campo.nome === 'valorTotal') {
    // An item's total the ERP does not keep: quantity times unit price.
    const quantidade = ajuda.encontradas.get('quantidade');
    const unitario = ajuda.encontradas.get('valorUnitarioVenda');
    if (quantidade && unitario) {
      return {
        tipo: 'coluna',
        conversao: { sql: `${ref(quantidade.coluna.coluna.nome)} * ${ref(unitario.coluna.coluna.nome)}`, nota: null },
        coluna: `${quantidade.coluna.coluna.nome} × ${unitario.coluna.coluna.nome}`,
        plana: '',
        motivo: `Sem coluna de total: quantidade × valor unitário.`,
        certeza: 0.85,
      };
    }
  }
  if (campo.nome === 'estoqueAtual') {
    // A required quantity the ERP does not keep: the phones show no stock rather than refuse the product.
    return { tipo: 'fixo', valor: '0', motivo: `${tabela.nome} não tem coluna de estoque: o estoque dos produtos vai como 0.` };
  }
  if (campo.nome === 'situacao' && campo.valores?.includes('pago')) {
    const pagamento = ajuda.encontradas.get('dataPagamento');
    const vencimento = ajuda.encontradas.get('dataVencimento');
    if (pagamento && vencimento) {
      const hoje = motor.tipo === 'mssql' ? 'CAST(GETDATE() AS DATE)' : 'CURRENT_DATE';
      return {
        tipo: 'coluna',
        conversao: {
          sql: `CASE WHEN ${ref(pagamento.coluna.coluna.nome)} IS NOT NULL THEN 'pago' WHEN ${ref(vencimento.coluna.coluna.nome)} < ${hoje} THEN 'pendente' ELSE 'aberto' END`,
          nota: null,
        },
        coluna: `${pagamento.coluna.coluna.nome}, ${vencimento.coluna.coluna.nome}`,
        plana: '',
        motivo: 'Pago quando tem data de pagamento; pendente quando venceu sem pagamento; aberto antes do vencimento.',
        certeza: 0.85,
      };
    }
  }
  return { tipo: 'nada' };
}
