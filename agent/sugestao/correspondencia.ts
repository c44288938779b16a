import type { TabelaErp } from '../../common/api/esquemaErp';
import type { TipoValor } from '../../common/catalogo';
import { compatibilidade, melhorEncaixe, type ColunaAnalisada } from './colunas';
import type { ContextoSugestao } from './contexto';
import { conceitos } from './nomes';
import { plausibilidade } from './valoresAmostra';
import { VOCABULARIO_CAMPOS, VOCABULARIO_TIPOS, type Natureza, type Padrao } from './vocabulario';

/** A field (read types) or placeholder (insert types) to find a column for. */
export interface Alvo {
  nome: string;
  tipo: TipoValor;
  /** The table's own key: its primary key wins. */
  identificador?: boolean;
}

/** The column chosen for a field, how sure, and why (in Portuguese, for the justification). */
export interface Correspondencia {
  alvo: Alvo;
  coluna: ColunaAnalisada;
  pontos: number;
  motivo: string;
  /** The table a foreign key of the column points at (a join can fetch its name). */
  referencia?: { tabela: TabelaErp; coluna: string };
}

/** Below this a column is not proposed for a field: a wrong mapping costs more than an empty one. */
export const MINIMO = 0.45;

const NATUREZA_DO_TIPO: Record<TipoValor, Natureza> = {
  texto: 'texto',
  inteiro: 'inteiro',
  decimal: 'decimal',
  booleano: 'booleano',
  data: 'data',
  dataHora: 'data',
};

export const naturezaDoAlvo = (alvo: Alvo): Natureza => VOCABULARIO_CAMPOS[alvo.nome]?.natureza ?? NATUREZA_DO_TIPO[alvo.tipo];

/** The patterns of a field: the vocabulary's, or its own name's words. */
export const padroesDoAlvo = (nome: string): Padrao[] => VOCABULARIO_CAMPOS[nome]?.colunas ?? [conceitos(nome)];

/** How a name pattern reads in a justification: "nome da coluna com o sentido de preço e venda". */
const sentido = (coluna: ColunaAnalisada) => coluna.conceitos.join(', ');

/**
 * Scores every column of `tabela` for every field and takes the best pairs first, each column for one
 * field. The own key is the primary key; a foreign key to the table of the referenced type
 * (clienteIdentificador → the customers' table) beats a name; otherwise the name's concepts, the
 * column's type and its sample values decide.
 */
export async function corresponder(
  ctx: ContextoSugestao,
  tabela: TabelaErp,
  colunas: ColunaAnalisada[],
  alvos: Alvo[],
  entidade: readonly string[],
): Promise<Map<string, Correspondencia>> {
  const pk = ctx.chavePrimaria(tabela);
  const pares: Correspondencia[] = [];
  for (const alvo of alvos) {
    const vocab = VOCABULARIO_CAMPOS[alvo.nome];
    const natureza = naturezaDoAlvo(alvo);
    for (const coluna of colunas) {
      const nomeColuna = coluna.coluna.nome;
      // A key never lives in a flag (FL_FUNC CHAR(1) says someone is staff, it does not name them).
      if (/Identificador$/.test(alvo.nome) && (coluna.natureza === 'booleano' || (coluna.natureza === 'texto' && (coluna.tamanho ?? 99) < 3))) continue;
      if (alvo.identificador && pk.length === 1 && pk[0] === nomeColuna) {
        pares.push({ alvo, coluna, pontos: 1, motivo: `Chave primária da tabela ${tabela.nome}.` });
        continue;
      }
      const referencia = ctx.referenciaDe(tabela, nomeColuna);
      const nome = melhorEncaixe(coluna.conceitos, padroesDoAlvo(alvo.nome), alvo.identificador ? [] : entidade);
      if (vocab?.referencia && referencia) {
        const alvoRef = await ctx.escolhas.get(vocab.referencia);
        const doTipo = alvoRef
          ? alvoRef === referencia.tabela
          : melhorEncaixe(conceitos(referencia.tabela.nome), VOCABULARIO_TIPOS[vocab.referencia]?.tabelas ?? []) > 0.5;
        if (doTipo) {
          pares.push({
            alvo,
            coluna,
            referencia,
            pontos: 0.7 + 0.3 * nome,
            motivo: `Chave estrangeira para ${referencia.tabela.nome}.${referencia.coluna}${nome ? ` (o nome ${nomeColuna} também indica)` : ''}.`,
          });
          continue;
        }
      }
      if (!nome) continue;
      let pontos = nome * compatibilidade(natureza, coluna) * Math.min(1.1, plausibilidade(alvo.nome, natureza, coluna));
      // A key field of another type wants a key-like column; a foreign key to something else is not it.
      if (vocab?.referencia && referencia) pontos *= 0.5;
      if (alvo.identificador && pk.length && !pk.includes(nomeColuna)) pontos *= 0.8;
      if (pontos < MINIMO) continue;
      pares.push({
        alvo,
        coluna,
        pontos: Math.min(1, pontos),
        referencia: referencia ?? undefined,
        motivo: `O nome ${nomeColuna} (${sentido(coluna)}) e o tipo ${coluna.coluna.tipo} correspondem ao campo.`,
      });
    }
  }
  pares.sort((a, b) => b.pontos - a.pontos);
  const escolhidas = new Map<string, Correspondencia>();
  const usadas = new Set<string>();
  for (const par of pares) {
    if (escolhidas.has(par.alvo.nome) || usadas.has(par.coluna.coluna.nome)) continue;
    escolhidas.set(par.alvo.nome, par);
    usadas.add(par.coluna.coluna.nome);
  }
  return escolhidas;
}
