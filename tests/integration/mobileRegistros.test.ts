import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';
import type { SituacaoRegistroApp } from '../../common/catalogo';

describe.skipIf(postgresUnavailable())('registros do aplicativo: envio, idempotência, retorno do ERP e cards da home', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let fone: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Envio', { basica: { utilizaOrdemServico: true } });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('10', 'joao', 'senha123')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1'), produto('P2', { valorUnitario: 2.5 })]);
    await c.sincronizar('configuracaoDadosServico', [
      { identificador: 'S1', dados: { servicoIdentificador: 'S1', descricao: 'Instalação', valorUnitario: 80, ativo: true } },
    ]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    fone = await c.vendedorLogado('joao', 'senha123');
  });
  afterAll(() => t?.close());

  const pedido = (extra: Record<string, unknown> = {}) => montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 2, valorUnitarioVenda: 10 }], extra);
  const linhas = (uuid: string) => t.app.db.kysely.selectFrom('mobile_registro').selectAll().where('uuid', '=', uuid).execute();

  it('stores a valid order as pendente, with the seller and the catalogue fields only', async () => {
    const corpo = { ...pedido({ observacao: '  entregar cedo ' }), campoInventado: 'x' };
    const r = await fone.postar('pedidos', corpo);
    expect(r).toEqual({
      status: 200,
      corpo: { uuid: corpo.uuid, tipo: 'pedido', situacao: 'pendente', chaveErp: null, erro: null, recebidoEm: expect.any(String) },
    });
    const [linha] = await linhas(corpo.uuid);
    expect(linha).toMatchObject({ filialId: c.filialId, tipo: 'pedido', situacao: 'pendente', usuarioIdentificador: '10' });
    const dados = JSON.parse(linha.dados);
    expect(dados).toMatchObject({
      clienteIdentificador: 'C1',
      usuarioIdentificador: '10',
      observacao: 'entregar cedo',
      valorTotal: 20,
      itens: [{ produtoIdentificador: 'P1', quantidade: 2, valorUnitarioVenda: 10, valorTotal: 20 }],
    });
    expect(dados.dataPedido).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(dados).not.toHaveProperty('campoInventado');
  });

  it('the same uuid twice: one record, the same answer; 20 concurrent retries: still one', async () => {
    const corpo = pedido();
    const primeira = await fone.postar('pedidos', corpo);
    const segunda = await fone.postar('pedidos', corpo);
    expect(segunda).toEqual(primeira);
    const outro = pedido();
    const respostas = await Promise.all(Array.from({ length: 20 }, () => fone.postar('pedidos', outro)));
    expect(new Set(respostas.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(respostas[0]).toMatchObject({ status: 200, corpo: { uuid: outro.uuid, situacao: 'pendente' } });
    expect(await linhas(outro.uuid)).toHaveLength(1);
    expect(await linhas(corpo.uuid)).toHaveLength(1);
  });

  it('20 concurrent retries of one new customer: one record, no false duplicate', async () => {
    const novo = { uuid: randomUUID(), nome: 'Maria da Silva', tipoPessoa: 'F', docFederal: '529.982.247-25', telefone: '11987654321' };
    const respostas = await Promise.all(Array.from({ length: 20 }, () => fone.postar('clientes', novo)));
    expect(respostas.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(respostas.map((r) => JSON.stringify(r.corpo))).size).toBe(1);
    const [linha, ...resto] = await linhas(novo.uuid);
    expect(resto).toHaveLength(0);
    expect(JSON.parse(linha.dados)).toMatchObject({ nome: 'Maria da Silva', docFederal: '52998224725', usuarioIdentificador: '10' });
  });

  it('a uuid reused with other content is refused', async () => {
    const corpo = pedido();
    await fone.postar('pedidos', corpo);
    const r = await fone.postar('pedidos', { ...corpo, observacao: 'outro' });
    expect(r).toEqual({
      status: 409,
      corpo: { erro: 'Já existe um registro com este uuid e conteúdo diferente. Gere um novo uuid.', codigo: 'UUID_REUTILIZADO' },
    });
  });

  it('validates against the catalogue with Portuguese messages per field', async () => {
    const r = await fone.postar('pedidos', {
      uuid: randomUUID(),
      dataPedido: 'ontem',
      itens: [{ produtoIdentificador: 'P1', quantidade: 'dois', valorUnitarioVenda: -1 }, 'x'],
    });
    expect(r.status).toBe(400);
    expect(r.corpo.campos).toEqual({
      clienteIdentificador: 'O campo Identificador do cliente é requerido.',
      dataPedido: 'O campo Data do pedido não é uma data e hora válida.',
      valorTotal: 'O campo Valor total é requerido.',
      'itens.1.quantidade': 'Item 1: O campo Quantidade não é um número decimal.',
      'itens.1.valorUnitarioVenda': 'Item 1: O campo Valor unitário de venda não pode ser negativo.',
      'itens.1.valorTotal': 'Item 1: O campo Valor total é requerido.',
      'itens.2': 'O item 2 deve ser um objeto.',
    });
    expect(r.corpo.erro).toContain('O campo Identificador do cliente é requerido.');
    expect((await fone.postar('pedidos', { ...pedido(), itens: [] })).corpo.campos).toEqual({ itens: 'Informe ao menos um item.' });
    expect((await fone.postar('pedidos', { ...pedido(), uuid: '' })).corpo).toMatchObject({
      campos: { uuid: 'O campo uuid é requerido (texto de até 100 caracteres).' },
    });
    const clienteRuim = await fone.postar('clientes', { uuid: randomUUID(), nome: 'X', tipoPessoa: 'Q', docFederal: '123', email: 'nao-eh-email' });
    expect(clienteRuim.corpo.campos).toEqual({ tipoPessoa: 'O campo Tipo de pessoa (F ou J) aceita apenas: F, J.', email: 'Email inválido' });
    const cpfRuim = await fone.postar('clientes', { uuid: randomUUID(), nome: 'X', tipoPessoa: 'F', docFederal: '12345678900', telefone: '123' });
    expect(cpfRuim.corpo.campos).toEqual({ docFederal: 'O CPF/CNPJ não é válido!', telefone: 'Numero de telefone inválido!' });
    const os = await fone.postar('ordens-servico', {
      uuid: randomUUID(),
      clienteIdentificador: 'C1',
      dataOrdemServico: '2026-01-10 10:00',
      valorTotal: 80,
      itens: [
        { tipoItem: 'X', quantidade: 1, valorTotal: 80 },
        { tipoItem: 'p', quantidade: 1, valorTotal: 1 },
      ],
    });
    expect(os.corpo.campos).toEqual({
      'itens.1.tipoItem': 'Item 1: O campo Tipo do item (P produto, S serviço) aceita apenas: P, S.',
      'itens.2.produtoIdentificador': 'Item 2: O campo Identificador do produto é requerido.',
    });
    expect(
      await t.app.db.kysely.selectFrom('mobile_registro').select('id').where('situacao', '=', 'pendente').where('tipo', '=', 'ordemServico').execute(),
    ).toHaveLength(0);
  });

  it('posting needs a logged seller', async () => {
    const aparelho = await c.telefone();
    expect(await aparelho.postar('pedidos', pedido())).toEqual({
      status: 401,
      corpo: { erro: 'Faça o login do vendedor para continuar.', codigo: 'VENDEDOR_NAO_AUTENTICADO' },
    });
  });

  it('write-back: the agent takes pending records oldest first, then integrado with the key or erro with the message; the phone reads each state', async () => {
    const [a, b, d] = [pedido(), pedido(), pedido()];
    for (const p of [a, b, d]) expect((await fone.postar('pedidos', p)).status).toBe(200);
    const pendentes = await c.registros.pendentes(c.filialId, { tipos: ['pedido'] });
    const ids = pendentes.map((p) => p.uuid);
    expect(ids.indexOf(a.uuid)).toBeLessThan(ids.indexOf(b.uuid));
    expect(pendentes.find((p) => p.uuid === a.uuid)).toMatchObject({
      tipo: 'pedido',
      situacao: 'pendente',
      dados: { clienteIdentificador: 'C1' },
      usuarioIdentificador: '10',
    });
    expect(await c.registros.pendentes(c.filialId, { tipos: ['cliente'] })).toEqual([expect.objectContaining({ tipo: 'cliente' })]);

    const idA = pendentes.find((p) => p.uuid === a.uuid)!.id;
    const idB = pendentes.find((p) => p.uuid === b.uuid)!.id;
    expect(await c.registros.marcarIntegrado(c.filialId, idA, 'PED-1001')).toBe(true);
    expect(await c.registros.marcarIntegrado(c.filialId, idA, 'PED-1001')).toBe(true);
    expect(await c.registros.marcarIntegrado(c.filialId, idA, 'PED-9999')).toBe(false);
    expect(await c.registros.marcarErro(c.filialId, idA, { erro: 'tarde demais' })).toBe(false);
    expect(await c.registros.marcarErro(c.filialId, idB, { erro: 'Cliente bloqueado no ERP' })).toBe(true);
    expect(await c.registros.marcarIntegrado(c.filialId + 999, idB, 'X')).toBe(false);
    await expect(c.registros.marcarIntegrado(c.filialId, idB, '  ')).rejects.toThrow('A chave do ERP deve ter de 1 a 200 caracteres.');

    expect((await fone.situacao('pedidos', a.uuid)).corpo).toMatchObject({ situacao: 'integrado', chaveErp: 'PED-1001', erro: null });
    expect((await fone.situacao('pedidos', b.uuid)).corpo).toMatchObject({ situacao: 'erro', chaveErp: null, erro: 'Cliente bloqueado no ERP' });
    expect((await fone.situacao('pedidos', d.uuid)).corpo).toMatchObject({ situacao: 'pendente' });
    expect(await fone.situacao('clientes', a.uuid)).toEqual({ status: 404, corpo: { erro: 'Registro não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    // A retry of an integrated order answers its current state.
    expect((await fone.postar('pedidos', a)).corpo).toMatchObject({ situacao: 'integrado', chaveErp: 'PED-1001' });
    const restantes = (await c.registros.pendentes(c.filialId, { tipos: ['pedido'] })).map((p) => p.uuid);
    expect(restantes).toContain(d.uuid);
    expect(restantes).not.toContain(a.uuid);
    expect(restantes).not.toContain(b.uuid);
  });

  it('the home cards count the real orders of the branch', async () => {
    const cards = async () => {
      const r = await fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${c.partner.token}` } });
      return ((await r.json()) as Record<string, number>[]).find((card) => card.filialId === c.filialId)!;
    };
    const contar = async (situacao: SituacaoRegistroApp) =>
      (
        await t.app.db.kysely
          .selectFrom('mobile_registro')
          .select('id')
          .where('filialId', '=', c.filialId)
          .where('tipo', '=', 'pedido')
          .where('situacao', '=', situacao)
          .execute()
      ).length;
    const antes = await cards();
    expect(antes).toEqual({
      filialId: c.filialId,
      nome: 'Filial Envio',
      ativo: true,
      pedidosSincronizados: await contar('integrado'),
      pedidosSemSincronizar: await contar('pendente'),
      qtdeErros: await contar('erro'),
      pedidosDia: (await contar('integrado')) + (await contar('pendente')) + (await contar('erro')),
      gerenciadorConectado: false,
      versaoGerenciador: null,
      ultimoContatoGerenciador: null,
      estruturaAlterada: [],
    });
    expect(antes.pedidosSincronizados).toBe(1);
    expect(antes.qtdeErros).toBe(1);

    const novos = [pedido(), pedido()];
    for (const p of novos) await fone.postar('pedidos', p);
    await fone.postar('clientes', { uuid: randomUUID(), nome: 'Outro Cliente', tipoPessoa: 'F', docFederal: '11144477735' });
    const depoisPost = await cards();
    expect(depoisPost).toMatchObject({
      pedidosDia: antes.pedidosDia + 2,
      pedidosSemSincronizar: antes.pedidosSemSincronizar + 2,
      pedidosSincronizados: 1,
      qtdeErros: 1,
    });

    const [um, dois] = await Promise.all(novos.map((p) => c.registros.buscarPorUuid(c.filialId, 'pedido', p.uuid)));
    await c.registros.marcarIntegrado(c.filialId, um!.id, 'PED-2001');
    await c.registros.marcarErro(c.filialId, dois!.id, { erro: 'Falhou' });
    expect(await cards()).toMatchObject({
      pedidosDia: antes.pedidosDia + 2,
      pedidosSemSincronizar: antes.pedidosSemSincronizar,
      pedidosSincronizados: 2,
      qtdeErros: 2,
    });

    // Yesterday's orders (Brasília time) leave pedidosDia but still count in the other cards.
    await t.app.db.kysely
      .updateTable('mobile_registro')
      .set({ createdAt: new Date(Date.now() - 36 * 3600_000).toISOString() })
      .where('id', '=', um!.id)
      .execute();
    expect(await cards()).toMatchObject({ pedidosDia: antes.pedidosDia + 1, pedidosSincronizados: 2 });
  });
});
