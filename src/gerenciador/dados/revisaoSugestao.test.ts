import { describe, expect, it } from 'vitest';
import { configuracaoPadrao, TIPOS_DADOS_POR_TIPO, type DadosTipo } from '../../../common/catalogo';
import type { FormDados } from './formDados';
import { aplicarItens, itensDaSugestao, justificativaDoCampo, justificativasAvulsas } from './revisaoSugestao';

const form = (tipo: string, patch: Partial<DadosTipo> = {}, campos: Record<string, string> = {}): FormDados => {
  const c = configuracaoPadrao(tipo);
  return { dados: { ...(c.dados as unknown as DadosTipo), ...patch }, mapeamento: { ...c.mapeamento, campos }, ativa: false };
};

describe('a proposal as a draft', () => {
  it('lists what differs, leaves the schedule and an empty proposal alone, and applies or restores each item', () => {
    const atual = form('configuracaoDadosProduto', { tempoSincronizacao: '02:00' }, { produtoIdentificador: 'codigo', grupo: 'meu_grupo' });
    const sugestao = {
      dados: { tempoSincronizacao: '00:30', quantidadeRegistrosPaginar: 50, select: 'SELECT ProductID, ProductName FROM products' },
      mapeamento: { campos: { produtoIdentificador: 'ProductID', descricao: 'ProductName', grupo: '' }, fixos: { campos: { ativo: '1' } } },
    };
    const itens = itensDaSugestao(atual, sugestao);
    expect(itens.map((i) => i.id)).toEqual(['dados.select', 'mapa.select.produtoIdentificador', 'mapa.select.descricao', 'mapa.select.ativo']);

    const rascunho = aplicarItens(atual, itens, 'proposto');
    expect(rascunho.dados.select).toBe('SELECT ProductID, ProductName FROM products');
    expect(rascunho.dados.tempoSincronizacao).toBe('02:00');
    expect(rascunho.mapeamento.campos).toMatchObject({ produtoIdentificador: 'ProductID', descricao: 'ProductName', grupo: 'meu_grupo' });
    expect(rascunho.mapeamento.fixos?.campos).toEqual({ ativo: '1' });

    const rejeitado = aplicarItens(
      rascunho,
      itens.filter((i) => i.id === 'mapa.select.produtoIdentificador' || i.id === 'mapa.select.ativo'),
      'anterior',
    );
    expect(rejeitado.mapeamento.campos.produtoIdentificador).toBe('codigo');
    expect(rejeitado.mapeamento.campos.descricao).toBe('ProductName');
    expect(rejeitado.mapeamento.fixos?.campos).toEqual({});
  });

  it('compares insert cards by their SQL, not their ids, and gives proposed cards ids', () => {
    const atual = form('configuracaoDadosInsertPedido');
    const cards = [{ sql: 'INSERT INTO orders (customer_id) VALUES (:clienteIdentificador)', selectChave: '' }];
    const itens = itensDaSugestao(atual, {
      dados: { insert: cards, insertItens: atual.dados.insertItens.map((c) => ({ ...c, id: 'outro' })) },
      mapeamento: {},
    });
    expect(itens.map((i) => i.id)).toEqual(['dados.insert']);
    const rascunho = aplicarItens(atual, itens, 'proposto');
    expect(rascunho.dados.insert).toEqual([{ id: 'SUG_insert_0', ...cards[0] }]);
    expect(aplicarItens(rascunho, itens, 'anterior').dados.insert).toEqual(atual.dados.insert);
  });

  it('finds the justification of a field, and keeps apart those no input shows', () => {
    const justificativas = [
      { campo: 'descricao', coluna: 'ProductName', motivo: 'nome parecido' },
      { campo: 'selectItens.valorVenda', coluna: 'UnitPrice', motivo: 'preço' },
      { campo: 'imagemURL', coluna: null, motivo: 'nenhuma coluna de imagem' },
    ];
    expect(justificativaDoCampo(justificativas, 'select', 'descricao')?.coluna).toBe('ProductName');
    expect(justificativaDoCampo(justificativas, 'selectItens', 'valorVenda')?.coluna).toBe('UnitPrice');
    expect(justificativaDoCampo(justificativas, 'selectItens', 'descricao')).toBeUndefined();
    const def = TIPOS_DADOS_POR_TIPO.configuracaoDadosTabelaPreco;
    expect(
      justificativasAvulsas(justificativas, def, { select: ['descricao'], selectItens: ['valorVenda'], selectFormaPagamentoCliente: [] }).map((j) => j.campo),
    ).toEqual(['imagemURL']);
    const insert = TIPOS_DADOS_POR_TIPO.configuracaoDadosInsertPedido;
    expect(
      justificativasAvulsas([{ campo: 'insert.clienteIdentificador', coluna: 'CustomerID', motivo: 'chave estrangeira' }], insert, {
        select: [],
        selectItens: [],
        selectFormaPagamentoCliente: [],
      }),
    ).toHaveLength(1);
  });
});
