import type { AlternativaTabela, JustificativaCampo } from '../../common/api/sugestao';
import type { TabelaErp } from '../../common/api/esquemaErp';
import { camposVisiveis, configuracaoPadrao, MAPEAMENTO_VAZIO, type ChaveMapa, type Mapeamento, type SubSelect, type TipoDados } from '../../common/catalogo';
import type { ContextoSugestao } from './contexto';
import { proporSelect, type SelectProposto } from './leitura';
import { conceitos } from './nomes';
import { candidatas, nomeDaTabela, type Candidata } from './tabelas';
import { melhorEncaixe } from './colunas';
import { VOCABULARIO_ITENS, VOCABULARIO_TIPOS } from './vocabulario';

/** A proposal before it becomes the GraphQL answer (JSON text of dados and mapeamento). */
export interface SugestaoInterna {
  tipo: string;
  dados: Record<string, unknown>;
  mapeamento: Mapeamento;
  justificativas: JustificativaCampo[];
  alternativas: AlternativaTabela[];
  confianca: number;
  avisos: string[];
}

/** How many candidate tables of a type are looked at closely (sampled and mapped). */
const CANDIDATAS_AVALIADAS = 5;

interface Avaliada {
  candidata: Candidata;
  proposta: SelectProposto;
  linhas: number | null;
  pontos: number;
}

/** A candidate's worth: its name, how many mandatory fields it fills, and that it has rows. */
const pontuar = (nome: number, cobertura: number, linhas: number | null) => 0.45 * nome + 0.45 * cobertura + 0.1 * (linhas ? 1 : 0);

/** The candidates of a read type (or the one table chosen), each mapped on its sample, best first. */
async function avaliar(ctx: ContextoSugestao, def: TipoDados, tabela?: string): Promise<Avaliada[]> {
  const vocab = VOCABULARIO_TIPOS[def.tipo]!;
  const campos = camposVisiveis(def.campos, ctx.basica);
  const avaliadas: Avaliada[] = [];
  for (const candidata of candidatas(ctx.tabelas, vocab, { tabela }).slice(0, CANDIDATAS_AVALIADAS)) {
    const linhas = await ctx.linhas(candidata.tabela);
    const proposta = await proporSelect(ctx, candidata.tabela, campos, {
      entidade: [...vocab.entidade, ...conceitos(candidata.tabela.nome)],
      papel: candidata.papel,
      filtroChaves: def.parametrosSelect?.some((p) => p.nome === 'pedidosIdentificadores') ? 'pedidosIdentificadores' : undefined,
    });
    avaliadas.push({ candidata, proposta, linhas, pontos: pontuar(candidata.nome, proposta.cobertura, linhas) });
  }
  return avaliadas.sort((a, b) => b.pontos - a.pontos);
}

/** The table a type lives in (cached: another type's foreign keys are resolved against it). */
export function escolherTabela(ctx: ContextoSugestao, tipo: string, def: TipoDados): Promise<TabelaErp | null> {
  let escolha = ctx.escolhas.get(tipo);
  if (!escolha) {
    const vocab = VOCABULARIO_TIPOS[tipo];
    // Names only: enough to tell which table another type's foreign key points at.
    escolha = Promise.resolve(vocab ? (candidatas(ctx.tabelas, vocab, { semViews: def.direcao === 'nuvemParaErp' })[0]?.tabela ?? null) : null);
    ctx.escolhas.set(tipo, escolha);
  }
  return escolha;
}

const motivoAlternativa = (a: Avaliada) =>
  `Nome ${Math.round(a.candidata.nome * 100)}% compatível; ${Math.round(a.proposta.cobertura * 100)}% dos campos obrigatórios encontrados; ${a.linhas === null ? 'linhas não contadas' : a.linhas > 1000 ? 'mais de 1000 linhas' : `${a.linhas} linha(s)`}.`;

export function alternativasDe<T extends { candidata: Candidata; pontos: number }>(avaliadas: T[], motivo: (a: T) => string): AlternativaTabela[] {
  return avaliadas.slice(1).map((a) => ({ tabela: nomeDaTabela(a.candidata.tabela), motivo: motivo(a), confianca: Number(a.pontos.toFixed(2)) }));
}

/** The table of a sub-select's rows: one that points at the parent by a foreign key, named as the items of the type. */
export async function tabelaDosItens(ctx: ContextoSugestao, pai: TabelaErp, vocabItens: string): Promise<{ tabela: TabelaErp; colunaPai: string } | null> {
  const vocab = VOCABULARIO_ITENS[vocabItens]!;
  const pkPai = ctx.chavePrimaria(pai);
  const opcoes: { tabela: TabelaErp; colunaPai: string; pontos: number }[] = [];
  for (const tabela of ctx.tabelas) {
    if (tabela === pai) continue;
    const nome = melhorEncaixe(conceitos(tabela.nome), vocab.tabelas);
    const fk = ctx.estrangeirasPara(tabela, pai).find((k) => k.colunas.length === 1);
    if (fk) opcoes.push({ tabela, colunaPai: fk.colunas[0]!, pontos: 0.6 + 0.4 * nome });
    else if (nome > 0.5 && pkPai.length === 1) {
      // No declared foreign key: a column named like the parent's key.
      const coluna = tabela.colunas.find((c) => c.nome.toLowerCase() === pkPai[0]!.toLowerCase());
      if (coluna) opcoes.push({ tabela, colunaPai: coluna.nome, pontos: 0.5 * nome });
    }
  }
  return opcoes.sort((a, b) => b.pontos - a.pontos)[0] ?? null;
}

const ITENS_DO_TIPO: Record<string, string> = {
  configuracaoDadosTabelaPreco: 'tabelaPreco',
  configuracaoDadosPedido: 'pedido',
  configuracaoDadosOrdemServico: 'ordemServico',
  configuracaoDadosCliente: 'formaPagamentoCliente',
};

/** A sub-select (price-table items, order items, customer payment methods) of the chosen parent table. */
async function proporSubSelect(
  ctx: ContextoSugestao,
  def: TipoDados,
  sub: SubSelect,
  pai: TabelaErp,
): Promise<(SelectProposto & { tabela: TabelaErp }) | null> {
  const itens = await tabelaDosItens(ctx, pai, ITENS_DO_TIPO[def.tipo] ?? 'pedido');
  if (!itens) return null;
  const proposta = await proporSelect(ctx, itens.tabela, sub.campos, {
    entidade: [...VOCABULARIO_ITENS[ITENS_DO_TIPO[def.tipo] ?? 'pedido']!.entidade, ...conceitos(itens.tabela.nome)],
    filtroPai: { coluna: itens.colunaPai, placeholder: def.campos[0]!.nome },
    identificador: false,
  });
  return { ...proposta, tabela: itens.tabela };
}

/**
 * The proposal of a read type: the best of its candidate tables (by name, mandatory fields found in
 * its columns and sample, and rows), its select and mapping, its sub-selects, the other candidates.
 */
export async function sugerirLeitura(ctx: ContextoSugestao, def: TipoDados, tabela?: string): Promise<SugestaoInterna> {
  const avaliadas = await avaliar(ctx, def, tabela);
  const melhor = avaliadas[0];
  const padrao = configuracaoPadrao(def.tipo);
  if (!melhor) {
    return {
      tipo: def.tipo,
      dados: padrao.dados,
      mapeamento: padrao.mapeamento,
      justificativas: [],
      alternativas: [],
      confianca: 0,
      avisos: [`Nenhuma tabela do ERP tem nome de ${def.titulo.toLowerCase()}: escreva o select e o mapeamento a partir da lista de tabelas.`],
    };
  }
  ctx.escolhas.set(def.tipo, Promise.resolve(melhor.candidata.tabela));
  const mapeamento: Mapeamento = { ...structuredClone(MAPEAMENTO_VAZIO), campos: melhor.proposta.mapa };
  const fixos: Partial<Record<ChaveMapa, Record<string, string>>> = {};
  if (Object.keys(melhor.proposta.fixos).length) fixos.campos = melhor.proposta.fixos;
  const dados: Record<string, unknown> = { ...padrao.dados, select: melhor.proposta.sql };
  const justificativas = [
    { campo: '(tabela)', coluna: melhor.candidata.tabela.nome, motivo: `Tabela escolhida: ${motivoAlternativa(melhor)}` },
    ...melhor.proposta.justificativas,
  ];
  const avisos = [...melhor.proposta.avisos];
  let confianca = melhor.pontos;
  for (const sub of def.subSelects.filter((s) => !s.visivel || s.visivel(ctx.basica))) {
    const proposta = await proporSubSelect(ctx, def, sub, melhor.candidata.tabela);
    if (!proposta) {
      avisos.push(`Nenhuma tabela aponta para ${melhor.candidata.tabela.nome} como ${sub.label.toLowerCase()}: escreva esse select.`);
      confianca *= 0.8;
      continue;
    }
    dados[sub.chave] = proposta.sql;
    mapeamento[sub.chave] = proposta.mapa;
    if (Object.keys(proposta.fixos).length) fixos[sub.chave] = proposta.fixos;
    justificativas.push(
      {
        campo: `${sub.chave}.(tabela)`,
        coluna: proposta.tabela.nome,
        motivo: `${sub.label}: ${proposta.tabela.nome} aponta para ${melhor.candidata.tabela.nome}.`,
      },
      ...proposta.justificativas.map((j) => ({ ...j, campo: `${sub.chave}.${j.campo}` })),
    );
    avisos.push(...proposta.avisos);
    confianca = Math.min(confianca, 0.5 + 0.5 * proposta.cobertura);
  }
  if (Object.keys(fixos).length) mapeamento.fixos = fixos;
  if (def.dadosExtras) avisos.push(...Object.values(def.dadosExtras).map((rotulo) => `Preencha ${rotulo} com os valores de situação do seu ERP.`));
  return {
    tipo: def.tipo,
    dados,
    mapeamento,
    justificativas,
    alternativas: alternativasDe(avaliadas, motivoAlternativa),
    confianca: Number(Math.min(1, confianca).toFixed(2)),
    avisos,
  };
}
