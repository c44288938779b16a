import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfiguracaoBasica } from '../../common/catalogo';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

type Item = { produtoIdentificador: string; quantidade: number; valorUnitarioVenda: number } & Record<string, unknown>;

describe.skipIf(postgresUnavailable())('regras da configuração básica no envio de pedidos, ordens de serviço e clientes', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let fone: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Regras');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('10', 'dez', 'senha10'), usuario('20', 'vinte', 'senha20')]);
    await c.sincronizar('configuracaoDadosProduto', [
      produto('P1', { valorUnitario: 10, valorVendaAPrazo: 11, estoqueAtual: 5, valorMinimoVenda: 8, percDescontoMaximo: 10 }),
      produto('P2', { valorUnitario: 4, estoqueAtual: 50 }),
      produto('INATIVO', { ativo: false }),
    ]);
    await c.sincronizar('configuracaoDadosServico', [
      { identificador: 'S1', dados: { servicoIdentificador: 'S1', descricao: 'Visita técnica', valorUnitario: 50, ativo: true } },
    ]);
    await c.sincronizar('configuracaoDadosCliente', [
      cliente('C10', { usuarioIdentificador: '10', nome: 'Mercado São João', docFederal: '11.222.333/0001-81', telefone: '(11) 3456-7890' }),
      cliente('C20', { usuarioIdentificador: '20', nome: 'Padaria Central', docFederal: '45723174000110' }),
      cliente('CREMOVIDO', { nome: 'Loja Fechada', docFederal: '40688134000161' }),
    ]);
    await c.dados.marcarRemovidos(c.filialId, 'configuracaoDadosCliente', ['CREMOVIDO']);
    await c.sincronizar('configuracaoDadosCondicaoPagamento', [
      { identificador: 'CP30', dados: { condicaoPagamentoIdentificador: 'CP30', descricao: '30 dias' } },
    ]);
    await c.sincronizar('configuracaoDadosTipoOperacaoPedido', [
      { identificador: 'VENDA', dados: { tipoOperacaoPedidoIdentificador: 'VENDA', descricao: 'Venda' } },
    ]);
    await c.sincronizar('configuracaoDadosFormaPagamento', [
      { identificador: 'DIN', dados: { formaPagamentoIdentificador: 'DIN', descricao: 'Dinheiro', usaValorAPrazo: false } },
      { identificador: 'PRAZO', dados: { formaPagamentoIdentificador: 'PRAZO', descricao: 'Boleto', usaValorAPrazo: true } },
    ]);
    await c.sincronizar('configuracaoDadosTabelaPreco', [
      { identificador: 'TP1', dados: { tabelaPrecoIdentificador: 'TP1', descricao: 'Atacado', selectItens: [{ produtoIdentificador: 'P1', valorVenda: 9 }] } },
    ]);
    fone = await c.vendedorLogado('dez', 'senha10');
  });
  afterAll(() => t?.close());

  const pedido = (itens: Item[], extra: Record<string, unknown> = {}) => montarPedido('C10', itens, extra);
  const item = (produtoIdentificador: string, quantidade: number, valorUnitarioVenda: number, extra: Record<string, unknown> = {}): Item => ({
    produtoIdentificador,
    quantidade,
    valorUnitarioVenda,
    ...extra,
  });
  const guardados = async (uuid: string) => (await t.app.db.kysely.selectFrom('mobile_registro').select('id').where('uuid', '=', uuid).execute()).length;

  /** Posts under `off`, expects exactly these refusals and nothing stored; then under `on`, expects it stored once. */
  async function recusaEAceita(
    corpo: Record<string, unknown>,
    rota: 'pedidos' | 'ordens-servico',
    off: Partial<ConfiguracaoBasica>,
    on: Partial<ConfiguracaoBasica>,
    erros: string[],
  ) {
    await c.configurar(off);
    const recusa = await fone.postar(rota, corpo);
    expect(recusa).toEqual({ status: 422, corpo: { erro: erros.join('\n'), codigo: 'REGRA_VIOLADA', erros } });
    expect(await guardados(String(corpo.uuid))).toBe(0);
    await c.configurar(on);
    const aceite = await fone.postar(rota, corpo);
    expect(aceite.corpo).toMatchObject({ situacao: 'pendente' });
    expect(await guardados(String(corpo.uuid))).toBe(1);
  }

  describe('pedido', () => {
    it('permiteVendaProdutoSemEstoque: quantities above estoqueAtual, summed over the items', async () => {
      await recusaEAceita(pedido([item('P1', 3, 10), item('P2', 1, 4), item('P1', 3, 10)]), 'pedidos', {}, { permiteVendaProdutoSemEstoque: true }, [
        'Item 3 (produto P1): a quantidade 6 excede o estoque atual 5 e a filial não permite vender produto sem estoque.',
      ]);
    });

    it('permiteAlterarValorVendaItemPedido: a price other than the product’s', async () => {
      await recusaEAceita(pedido([item('P1', 1, 9.5)]), 'pedidos', {}, { permiteAlterarValorVendaItemPedido: true }, [
        'Item 1 (produto P1): o valor unitário 9,50 difere do valor de venda 10,00 e a filial não permite alterar o valor de venda.',
      ]);
    });

    it('…and never below valorMinimoVenda, even when changes are allowed', async () => {
      await c.configurar({ permiteAlterarValorVendaItemPedido: true });
      const r = await fone.postar('pedidos', pedido([item('P1', 1, 7.99)]));
      expect(r.corpo.erros).toEqual(['Item 1 (produto P1): o valor unitário 7,99 está abaixo do valor mínimo de venda 8,00.']);
      expect((await fone.postar('pedidos', pedido([item('P1', 1, 8)]))).status).toBe(200);
    });

    it('permiteDescontoNoItemPedido and percDescontoMaximo', async () => {
      await recusaEAceita(pedido([item('P1', 2, 10, { valorDesconto: 2, valorTotal: 18 })]), 'pedidos', {}, { permiteDescontoNoItemPedido: true }, [
        'Item 1 (produto P1): a filial não permite desconto no item.',
      ]);
      const acima = await fone.postar('pedidos', pedido([item('P2', 1, 4, { percDesconto: 50 }), item('P1', 1, 10, { percDesconto: 10.5 })]));
      expect(acima.corpo.erros).toEqual(['Item 2 (produto P1): o desconto de 10,50% excede o desconto máximo de 10,00%.']);
    });

    it('permiteDescontoNoPedido', async () => {
      await recusaEAceita(pedido([item('P2', 1, 4)], { valorDesconto: 1 }), 'pedidos', {}, { permiteDescontoNoPedido: true }, [
        'A filial não permite desconto no pedido.',
      ]);
      await c.configurar({});
      expect((await fone.postar('pedidos', pedido([item('P2', 1, 4)], { percDesconto: 5 }))).corpo.erros).toEqual(['A filial não permite desconto no pedido.']);
    });

    it('utilizaProdutoFracionado', async () => {
      await recusaEAceita(pedido([item('P2', 1.5, 4)]), 'pedidos', {}, { utilizaProdutoFracionado: true }, [
        'Item 1 (produto P2): a quantidade 1,5 é fracionada e a filial não utiliza produto fracionado.',
      ]);
    });

    it('utilizaCondicaoPagamento, utilizaTipoOperacao and utilizaTabelaPreco: the reference is required and must exist among synced records', async () => {
      const on = { utilizaCondicaoPagamento: true, utilizaTipoOperacao: true, utilizaTabelaPreco: true };
      await c.configurar(on);
      const sem = await fone.postar('pedidos', pedido([item('P2', 1, 4)]));
      expect(sem.corpo.erros).toEqual([
        'O campo Condição de pagamento é requerido pela configuração da filial.',
        'O campo Tipo de operação é requerido pela configuração da filial.',
        'O campo Tabela de preço é requerido pela configuração da filial.',
      ]);
      const inexistentes = await fone.postar(
        'pedidos',
        pedido([item('P2', 1, 4)], {
          condicaoPagamentoIdentificador: 'CP99',
          tipoOperacaoPedidoIdentificador: 'TROCA',
          tabelaPrecoIdentificador: 'TP9',
          formaPagamentoIdentificador: 'CHEQUE',
        }),
      );
      expect(inexistentes.corpo.erros).toEqual([
        'A condição de pagamento CP99 não existe na filial.',
        'O tipo de operação TROCA não existe na filial.',
        'A tabela de preço TP9 não existe na filial.',
        'A forma de pagamento CHEQUE não existe na filial.',
      ]);
      // With the price table, its price is the reference: 9 passes, the product's 10 does not.
      const refs = { condicaoPagamentoIdentificador: 'CP30', tipoOperacaoPedidoIdentificador: 'VENDA', tabelaPrecoIdentificador: 'TP1' };
      expect((await fone.postar('pedidos', pedido([item('P1', 1, 10)], refs))).corpo.erros).toEqual([
        'Item 1 (produto P1): o valor unitário 10,00 difere do valor de venda 9,00 e a filial não permite alterar o valor de venda.',
      ]);
      const certo = pedido([item('P1', 1, 9), item('P2', 1, 4)], refs);
      expect((await fone.postar('pedidos', certo)).status).toBe(200);
      // Turned off, the references are not required and are not stored.
      await c.configurar({});
      const semRefs = pedido([item('P2', 1, 4)], { condicaoPagamentoIdentificador: 'QUALQUER', tabelaPrecoIdentificador: 'TP1' });
      expect((await fone.postar('pedidos', semRefs)).status).toBe(200);
      const guardado = await c.registros.buscarPorUuid(c.filialId, 'pedido', semRefs.uuid);
      expect(guardado!.dados).not.toHaveProperty('condicaoPagamentoIdentificador');
      expect(guardado!.dados).not.toHaveProperty('tabelaPrecoIdentificador');
    });

    it('a deferred payment method (usaValorAPrazo) makes valorVendaAPrazo the reference', async () => {
      await c.configurar({});
      expect((await fone.postar('pedidos', pedido([item('P1', 1, 11)], { formaPagamentoIdentificador: 'PRAZO' }))).status).toBe(200);
      expect((await fone.postar('pedidos', pedido([item('P1', 1, 11)], { formaPagamentoIdentificador: 'DIN' }))).corpo.erros).toEqual([
        'Item 1 (produto P1): o valor unitário 11,00 difere do valor de venda 10,00 e a filial não permite alterar o valor de venda.',
      ]);
    });

    it('products, customers and the seller’s customers must exist', async () => {
      await c.configurar({});
      const r = await fone.postar('pedidos', montarPedido('NINGUEM', [item('INATIVO', 1, 10), item('FANTASMA', 1, 1)]));
      expect(r.corpo.erros).toEqual([
        'O cliente NINGUEM não existe na filial.',
        'Item 1: o produto INATIVO não existe ou está inativo.',
        'Item 2: o produto FANTASMA não existe ou está inativo.',
      ]);
      expect((await fone.postar('pedidos', montarPedido('C20', [item('P2', 1, 4)]))).status).toBe(200);
      await c.configurar({ clientePorVendedor: true });
      expect((await fone.postar('pedidos', montarPedido('C20', [item('P2', 1, 4)]))).corpo.erros).toEqual(['O cliente C20 não pertence ao vendedor.']);
      // A customer the phone posted is named by its uuid until the ERP key comes back.
      const novo = { uuid: randomUUID(), nome: 'Cliente Novo do App', tipoPessoa: 'F', docFederal: '39053344705' };
      expect((await fone.postar('clientes', novo)).status).toBe(200);
      expect((await fone.postar('pedidos', montarPedido(novo.uuid, [item('P2', 1, 4)]))).status).toBe(200);
    });

    it('utilizaPedido off refuses orders', async () => {
      await c.configurar({ utilizaPedido: false });
      expect(await fone.postar('pedidos', pedido([item('P2', 1, 4)]))).toEqual({
        status: 422,
        corpo: { erro: 'A filial não utiliza pedidos.', codigo: 'REGRA_VIOLADA', erros: ['A filial não utiliza pedidos.'] },
      });
    });

    it('an order breaking several rules gets every message and is not stored', async () => {
      await c.configurar({});
      const corpo = pedido([item('P1', 7, 9, { valorDesconto: 1 }), item('P2', 0.5, 4)], { valorDesconto: 3 });
      const r = await fone.postar('pedidos', corpo);
      expect(r.corpo.erros).toEqual([
        'A filial não permite desconto no pedido.',
        'Item 1 (produto P1): o valor unitário 9,00 difere do valor de venda 10,00 e a filial não permite alterar o valor de venda.',
        'Item 1 (produto P1): a filial não permite desconto no item.',
        'Item 1 (produto P1): a quantidade 7 excede o estoque atual 5 e a filial não permite vender produto sem estoque.',
        'Item 2 (produto P2): a quantidade 0,5 é fracionada e a filial não utiliza produto fracionado.',
      ]);
      expect(await guardados(corpo.uuid)).toBe(0);
    });

    it('an order that follows every active rule is stored once and reaches the write-back queue', async () => {
      await c.configurar({
        utilizaCondicaoPagamento: true,
        utilizaTipoOperacao: true,
        utilizaTabelaPreco: true,
        permiteDescontoNoItemPedido: true,
        permiteDescontoNoPedido: true,
        clientePorVendedor: true,
      });
      const corpo = pedido([item('P1', 5, 9, { percDesconto: 10, valorTotal: 40.5 }), item('P2', 2, 4)], {
        condicaoPagamentoIdentificador: 'CP30',
        tipoOperacaoPedidoIdentificador: 'VENDA',
        tabelaPrecoIdentificador: 'TP1',
        formaPagamentoIdentificador: 'DIN',
        valorDesconto: 0.5,
        valorTotal: 48,
      });
      const respostas = await Promise.all([fone.postar('pedidos', corpo), fone.postar('pedidos', corpo)]);
      expect(respostas.map((r) => r.status)).toEqual([200, 200]);
      expect(await guardados(corpo.uuid)).toBe(1);
      const fila = await c.registros.pendentes(c.filialId, { tipos: ['pedido'], limite: 1000 });
      expect(fila.filter((r) => r.uuid === corpo.uuid)).toEqual([
        expect.objectContaining({
          situacao: 'pendente',
          usuarioIdentificador: '10',
          dados: expect.objectContaining({ condicaoPagamentoIdentificador: 'CP30', tabelaPrecoIdentificador: 'TP1', itens: expect.any(Array) }),
        }),
      ]);
    });
  });

  describe('ordem de serviço', () => {
    const os = (itens: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
      uuid: randomUUID(),
      clienteIdentificador: 'C10',
      dataOrdemServico: '2026-03-01T09:30:00',
      valorTotal: 100,
      itens,
      ...extra,
    });
    const servico = (extra: Record<string, unknown> = {}) => ({
      tipoItem: 'S',
      servicoIdentificador: 'S1',
      quantidade: 1,
      valorUnitarioVenda: 50,
      valorTotal: 50,
      ...extra,
    });
    const peca = (extra: Record<string, unknown> = {}) => ({
      tipoItem: 'P',
      produtoIdentificador: 'P2',
      quantidade: 1,
      valorUnitarioVenda: 4,
      valorTotal: 4,
      ...extra,
    });
    const base = { utilizaOrdemServico: true };

    it('utilizaOrdemServico off refuses service orders', async () => {
      await c.configurar({});
      expect((await fone.postar('ordens-servico', os([servico()]))).corpo).toMatchObject({ erro: 'A filial não utiliza ordens de serviço.' });
    });

    it('permiteIncluirServicoSemCadastro (with a description)', async () => {
      await recusaEAceita(
        os([servico({ servicoIdentificador: undefined, descricao: 'Limpeza extra', valorUnitarioVenda: 35 })]),
        'ordens-servico',
        base,
        { ...base, permiteIncluirServicoSemCadastro: true },
        ['Item 1: a filial não permite incluir serviço sem cadastro.'],
      );
      await c.configurar({ ...base, permiteIncluirServicoSemCadastro: true });
      expect((await fone.postar('ordens-servico', os([servico({ servicoIdentificador: undefined })]))).corpo.erros).toEqual([
        'Item 1: informe a descrição do serviço sem cadastro.',
      ]);
      expect((await fone.postar('ordens-servico', os([servico({ servicoIdentificador: 'S404' })]))).corpo.erros).toEqual([
        'Item 1: o serviço S404 não existe ou está inativo.',
      ]);
    });

    it('permiteAlterarValorVendaServicoOrdemServico and permiteDescontoNoServicoOrdemServico', async () => {
      await recusaEAceita(
        os([servico({ valorUnitarioVenda: 60, valorTotal: 60 })]),
        'ordens-servico',
        base,
        { ...base, permiteAlterarValorVendaServicoOrdemServico: true },
        ['Item 1 (serviço S1): o valor unitário 60,00 difere do valor de venda 50,00 e a filial não permite alterar o valor de venda.'],
      );
      await recusaEAceita(
        os([servico({ percDesconto: 10, valorTotal: 45 })]),
        'ordens-servico',
        base,
        { ...base, permiteDescontoNoServicoOrdemServico: true },
        ['Item 1 (serviço S1): a filial não permite desconto no item.'],
      );
    });

    it('product items follow the service order’s own flags, stock and fractions', async () => {
      // The order's flags do not apply to service orders and vice versa.
      await recusaEAceita(
        os([peca({ valorUnitarioVenda: 5 })]),
        'ordens-servico',
        { ...base, permiteAlterarValorVendaItemPedido: true },
        { ...base, permiteAlterarValorVendaProdutoOrdemServico: true },
        ['Item 1 (produto P2): o valor unitário 5,00 difere do valor de venda 4,00 e a filial não permite alterar o valor de venda.'],
      );
      await recusaEAceita(
        os([peca({ valorDesconto: 1 })]),
        'ordens-servico',
        { ...base, permiteDescontoNoItemPedido: true },
        { ...base, permiteDescontoNoProdutoOrdemServico: true },
        ['Item 1 (produto P2): a filial não permite desconto no item.'],
      );
      await c.configurar(base);
      expect((await fone.postar('ordens-servico', os([peca({ produtoIdentificador: 'P1', valorUnitarioVenda: 10, quantidade: 6 })]))).corpo.erros).toEqual([
        'Item 1 (produto P1): a quantidade 6 excede o estoque atual 5 e a filial não permite vender produto sem estoque.',
      ]);
    });

    it('permiteDescontoNaOrdemServico', async () => {
      await recusaEAceita(os([servico()], { valorDesconto: 5 }), 'ordens-servico', base, { ...base, permiteDescontoNaOrdemServico: true }, [
        'A filial não permite desconto na ordem de serviço.',
      ]);
    });
  });

  describe('cliente', () => {
    const novo = (extra: Record<string, unknown> = {}) => ({
      uuid: randomUUID(),
      nome: 'Cliente Qualquer',
      tipoPessoa: 'J',
      docFederal: '06990590000123',
      ...extra,
    });

    it('permiteInclusaoNovosClientes false refuses new customers', async () => {
      await c.configurar({ permiteInclusaoNovosClientes: false });
      expect(await fone.postar('clientes', novo())).toEqual({
        status: 422,
        corpo: {
          erro: 'A filial não permite a inclusão de novos clientes.',
          codigo: 'REGRA_VIOLADA',
          erros: ['A filial não permite a inclusão de novos clientes.'],
        },
      });
    });

    it('docFederal (default): refused when a synced or pending customer has it, in any formatting', async () => {
      await c.configurar({});
      expect(await fone.postar('clientes', novo({ docFederal: '11222333000181' }))).toEqual({
        status: 409,
        corpo: {
          erro: 'Já existe um cliente da filial com o mesmo CPF / CNPJ.',
          codigo: 'CLIENTE_DUPLICADO',
          erros: ['Já existe um cliente da filial com o mesmo CPF / CNPJ.'],
        },
      });
      const pendente = novo({ docFederal: '11.444.777/0001-61' });
      expect((await fone.postar('clientes', pendente)).status).toBe(200);
      expect((await fone.postar('clientes', novo({ docFederal: '11444777000161' }))).status).toBe(409);
      // A removed customer and a post the ERP refused no longer hold the value.
      expect((await fone.postar('clientes', novo({ docFederal: '40688134000161' }))).status).toBe(200);
      const registro = await c.registros.buscarPorUuid(c.filialId, 'cliente', pendente.uuid);
      await c.registros.marcarErro(c.filialId, registro!.id, { erro: 'CNPJ bloqueado' });
      expect((await fone.postar('clientes', novo({ docFederal: '11444777000161' }))).status).toBe(200);
    });

    it('nome: compared without accents, case or extra spaces', async () => {
      await c.configurar({ campoClienteValidacaoUnico: 'nome' });
      expect((await fone.postar('clientes', novo({ nome: '  MERCADO  sao joão ', docFederal: '19131243000197' }))).corpo).toMatchObject({
        erro: 'Já existe um cliente da filial com o mesmo nome.',
      });
      expect((await fone.postar('clientes', novo({ nome: 'Mercado São José', docFederal: '11222333000181' }))).status).toBe(200);
    });

    it('telefone: compared by digits', async () => {
      await c.configurar({ campoClienteValidacaoUnico: 'telefone' });
      expect((await fone.postar('clientes', novo({ telefone: '1134567890' }))).corpo).toMatchObject({
        erro: 'Já existe um cliente da filial com o mesmo telefone.',
      });
      expect((await fone.postar('clientes', novo({ telefone: '1134567891' }))).status).toBe(200);
      expect((await fone.postar('clientes', novo())).status).toBe(200);
    });

    it('nenhum: checks nothing', async () => {
      await c.configurar({ campoClienteValidacaoUnico: 'nenhum' });
      expect((await fone.postar('clientes', novo({ nome: 'Mercado São João', docFederal: '11222333000181', telefone: '1134567890' }))).status).toBe(200);
    });

    it('concurrent posts of the same new document by two phones: one is stored', async () => {
      await c.configurar({});
      const outro = await c.vendedorLogado('vinte', 'senha20');
      const doc = '33000167000101';
      const fones = Array.from({ length: 10 }, (_, i) => (i % 2 ? outro : fone));
      const respostas = await Promise.all(fones.map((f) => f.postar('clientes', novo({ docFederal: doc }))));
      expect(respostas.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    });
  });
});
