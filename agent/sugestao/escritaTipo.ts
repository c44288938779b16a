import type { JustificativaCampo } from '../../common/api/sugestao';
import type { TabelaErp } from '../../common/api/esquemaErp';
import { configuracaoPadrao, TIPOS_DADOS_POR_TIPO, type GravacaoUnica, type TipoDados, type TipoRegistroApp } from '../../common/catalogo';
import type { ContextoSugestao } from './contexto';
import { proporInsert, type InsertProposto } from './escrita';
import { alternativasDe, escolherTabela, tabelaDosItens, type SugestaoInterna } from './leituraTipo';
import { conceitos } from './nomes';
import { candidatas, type Candidata } from './tabelas';
import { literalVerdade } from './valoresAmostra';
import { VOCABULARIO_CAMPOS, VOCABULARIO_ITENS, VOCABULARIO_TIPOS } from './vocabulario';

/** The placeholders a table must take to be the record's table (a customer without name and document is not one). */
const IMPORTANTES: Record<TipoRegistroApp, { cabecalho: string[]; itens: string[] }> = {
  pedido: { cabecalho: ['clienteIdentificador', 'dataPedido', 'valorTotal'], itens: ['produtoIdentificador', 'quantidade', 'valorUnitarioVenda'] },
  cliente: { cabecalho: ['nome', 'docFederal'], itens: [] },
  ordemServico: { cabecalho: ['clienteIdentificador', 'dataOrdemServico', 'valorTotal'], itens: ['quantidade'] },
};

const ITENS: Record<TipoRegistroApp, string | null> = { pedido: 'pedido', cliente: null, ordemServico: 'ordemServico' };

interface Avaliada {
  candidata: Candidata;
  insert: InsertProposto;
  linhas: number | null;
  itens: { tabela: TabelaErp; colunaPai: string } | null;
  pontos: number;
}

/** The role flag of a party table written as "true" (FL_CLIENTE = 'S'), so the new row is a customer. */
async function fixasDoPapel(ctx: ContextoSugestao, candidata: Candidata): Promise<Record<string, { valor: string; motivo: string }>> {
  if (!candidata.papel) return {};
  const coluna = (await ctx.colunas(candidata.tabela)).find((c) => c.coluna.nome === candidata.papel)!;
  return {
    [coluna.coluna.nome]: {
      valor: literalVerdade(coluna).sql,
      motivo: `${candidata.tabela.nome} guarda vários papéis: ${coluna.coluna.nome} marca o registro novo como cliente.`,
    },
  };
}

/** Text columns of the record's table that could hold the uuid (the exactly-once choice colunaErp). */
async function colunasParaUuid(ctx: ContextoSugestao, tabela: TabelaErp, usadas: Set<string>) {
  return (await ctx.colunas(tabela)).filter(
    (c) => c.natureza === 'texto' && c.coluna.nulavel !== false && !c.coluna.geracao && (c.tamanho === null || c.tamanho >= 36) && !usadas.has(c.coluna.nome),
  );
}

/**
 * The proposal of an insert type (orders, customers, service orders): the record's table (by name,
 * the placeholders it takes, its rows, and for records with items a table pointing at it), its
 * INSERT with the key read back, the items' INSERT, and the exactly-once choice to make.
 */
export async function sugerirEscrita(ctx: ContextoSugestao, def: TipoDados, tabelaEscolhida?: string): Promise<SugestaoInterna> {
  const registro = def.registroApp!;
  const vocab = VOCABULARIO_TIPOS[def.tipo]!;
  const padrao = configuracaoPadrao(def.tipo);
  // The tables of the types the record points at (its customer, seller, products…), for its foreign keys.
  for (const p of def.inserts.flatMap((g) => g.placeholders)) {
    const tipo = VOCABULARIO_CAMPOS[p.nome]?.referencia;
    if (tipo && TIPOS_DADOS_POR_TIPO[tipo] && tipo !== def.tipo) await escolherTabela(ctx, tipo, TIPOS_DADOS_POR_TIPO[tipo]!);
  }
  const cabecalho = def.inserts.find((g) => g.chave === 'insert')!.placeholders;
  const grupoItens = def.inserts.find((g) => g.chave === 'insertItens');
  const avaliadas: Avaliada[] = [];
  for (const candidata of candidatas(ctx.tabelas, vocab, { semViews: true, tabela: tabelaEscolhida }).slice(0, 5)) {
    const linhas = await ctx.linhas(candidata.tabela);
    const insert = await proporInsert(ctx, candidata.tabela, {
      placeholders: cabecalho,
      importantes: IMPORTANTES[registro].cabecalho,
      entidade: [...vocab.entidade, ...conceitos(candidata.tabela.nome)],
      fixas: await fixasDoPapel(ctx, candidata),
      grupo: 'insert',
      lerChave: true,
    });
    const itens = ITENS[registro] ? await tabelaDosItens(ctx, candidata.tabela, ITENS[registro]!) : null;
    const pontos = 0.4 * candidata.nome + 0.4 * insert.cobertura + 0.1 * (linhas ? 1 : 0) + 0.1 * (ITENS[registro] ? (itens ? 1 : 0) : 1);
    avaliadas.push({ candidata, insert, linhas, itens, pontos });
  }
  avaliadas.sort((a, b) => b.pontos - a.pontos);
  const melhor = avaliadas[0];
  if (!melhor) {
    return {
      tipo: def.tipo,
      dados: padrao.dados,
      mapeamento: padrao.mapeamento,
      justificativas: [],
      alternativas: [],
      confianca: 0,
      avisos: [`Nenhuma tabela do ERP tem nome de ${def.titulo.replace(/^Inserção de /, '').toLowerCase()}: escreva os inserts a partir da lista de tabelas.`],
    };
  }
  const tabela = melhor.candidata.tabela;
  const justificativas: JustificativaCampo[] = [
    {
      campo: 'insert.(tabela)',
      coluna: tabela.nome,
      motivo: `Tabela escolhida: nome ${Math.round(melhor.candidata.nome * 100)}% compatível, ${Math.round(melhor.insert.cobertura * 100)}% dos dados principais com coluna.`,
    },
    ...melhor.insert.justificativas,
  ];
  const avisos = [...melhor.insert.avisos];
  let confianca = melhor.pontos;
  const dados: Record<string, unknown> = {
    ...padrao.dados,
    transacaoInsert: true,
    insert: melhor.insert.cards.map((c, i) => ({ id: `INS_${i + 1}`, ...c })),
  };
  if (grupoItens) {
    if (melhor.itens) {
      const itens = await proporInsert(ctx, melhor.itens.tabela, {
        placeholders: grupoItens.placeholders,
        importantes: IMPORTANTES[registro].itens,
        entidade: [...VOCABULARIO_ITENS[ITENS[registro]!]!.entidade, ...conceitos(melhor.itens.tabela.nome)],
        fixas: {
          [melhor.itens.colunaPai]: {
            valor: `:${grupoItens.placeholders[0]!.nome}`,
            placeholder: grupoItens.placeholders[0]!.nome,
            motivo: `Chave estrangeira de ${melhor.itens.tabela.nome} para ${tabela.nome}: recebe a chave lida do insert do cabeçalho.`,
          },
        },
        grupo: 'insertItens',
        lerChave: false,
      });
      dados.insertItens = itens.cards.map((c, i) => ({ id: `INS_ITENS_${i + 1}`, ...c }));
      justificativas.push(
        {
          campo: 'insertItens.(tabela)',
          coluna: melhor.itens.tabela.nome,
          motivo: `${melhor.itens.tabela.nome} aponta para ${tabela.nome} pela coluna ${melhor.itens.colunaPai}.`,
        },
        ...itens.justificativas,
      );
      avisos.push(...itens.avisos);
      confianca = Math.min(confianca, 0.5 + 0.5 * itens.cobertura);
    } else {
      avisos.push(`Nenhuma tabela aponta para ${tabela.nome} como itens: escreva o insert dos itens.`);
      confianca *= 0.7;
    }
  }
  const gravacaoUnica: GravacaoUnica = { modo: 'tabelaGerenciador', criarTabela: false, selectUuid: '' };
  dados.gravacaoUnica = gravacaoUnica;
  const usadas = new Set(melhor.insert.justificativas.map((j) => j.coluna ?? ''));
  const livres = await colunasParaUuid(ctx, tabela, usadas);
  avisos.push(
    `Gravação exatamente uma vez: o gerenciador pode criar a tabela fv_gravacao no banco do ERP (só dele; as tabelas do ERP não mudam) e gravar nela o identificador de cada registro na mesma transação. Marque a autorização para criá-la${
      livres.length
        ? `, ou escolha uma coluna de texto de ${tabela.nome} para guardar o identificador (${livres
            .slice(0, 3)
            .map((c) => c.coluna.nome)
            .join(', ')})`
        : ''
    }.`,
  );
  if (melhor.insert.chave === 'nenhuma') confianca *= 0.6;
  return {
    tipo: def.tipo,
    dados,
    mapeamento: padrao.mapeamento,
    justificativas,
    alternativas: alternativasDe(
      avaliadas,
      (a) =>
        `Nome ${Math.round(a.candidata.nome * 100)}% compatível; ${Math.round(a.insert.cobertura * 100)}% dos dados principais com coluna${a.itens ? `; itens em ${a.itens.tabela.nome}` : ''}.`,
    ),
    confianca: Number(Math.min(1, confianca).toFixed(2)),
    avisos,
  };
}
