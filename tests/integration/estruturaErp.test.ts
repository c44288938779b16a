import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusCard } from '../../common/api/statusCard';
import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import { ALERTAS_PADRAO, CONFIGURACAO_BASICA_PADRAO, TABELA_GRAVACAO } from '../../common/catalogo';
import { COMANDOS } from '../../common/protocolo';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { engineDisponivel } from '../support/erps';
import { criarErpNomeado, type ErpNomeado, type Estilo } from '../support/erpsNomes';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { assuntoDe, startSmtpServer, type SmtpMailbox } from '../support/mailbox';
import { testEngine } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * A column the configuration uses is dropped from the ERP while the agent runs (docs/guia-integrador.md,
 * "Quando a estrutura do ERP muda"): the data page and the insert page say which, the home card and
 * an e-mail tell, the products' run fails before reading (nothing is removed from the phones), the
 * phone's order waits in the queue with the reason, and once the proposals are accepted again for the
 * ERP as it is now, the order is written once and the run succeeds. One naming style per engine.
 */
const CASOS = (
  [
    { motor: 'sqlite', estilo: 'ingles' },
    { motor: 'mariadb', estilo: 'delphi' },
    { motor: 'postgres', estilo: 'camel' },
    { motor: 'firebird', estilo: 'delphi' },
  ] as const
).filter((c) => engineDisponivel(c.motor) && (testEngine !== 'postgres' || c.motor === 'sqlite'));

/** Per style: the products' table and the mapped column dropped; the orders' table and the insert's column dropped; the order's keys. */
const QUEDA: Record<
  Estilo,
  { produtos: string; estoque: string; pedidos: string; obs: string; chave: string; cliente: string; vendedor: string; produto: string }
> = {
  ingles: {
    produtos: 'products',
    estoque: 'units_in_stock',
    pedidos: 'orders',
    obs: 'notes',
    chave: 'order_id',
    cliente: 'SJOAO',
    vendedor: '1',
    produto: '3',
  },
  delphi: { produtos: 'PRODUTO', estoque: 'ESTOQUE', pedidos: 'PEDIDO', obs: 'OBS', chave: 'NUM_PEDIDO', cliente: '1', vendedor: '7', produto: '101' },
  camel: { produtos: 'Products', estoque: 'Units In Stock', pedidos: 'Orders', obs: 'Notes', chave: 'OrderID', cliente: '1', vendedor: '1', produto: '3' },
};

const PRODUTO = 'configuracaoDadosProduto';
const PEDIDO = 'configuracaoDadosInsertPedido';
const SUGERIR = 'query($a: String!, $t: String!) { r: filialGerenciadorSugerirConfiguracao(identificadorApp: $a, tipo: $t) { dados mapeamento avisos } }';
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { r: filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const STATUS = `query($a: String!, $t: String!) { r: filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) {
  executando sucesso msg erro dtInicio dtFim divergencias { tabela coluna motivo } divergenciasDesde } }`;
const RESUMO =
  'query($a: String!, $t: String!) { r: filialGerenciadorRegistrosResumo(identificadorApp: $a, tipo: $t) { pendente integrado erro divergencias { tabela coluna motivo } } }';

type Status = {
  executando: boolean;
  sucesso: boolean;
  msg: string | null;
  erro: string | null;
  dtInicio: string | null;
  dtFim: string | null;
  divergencias: { tabela: string; coluna: string | null; motivo: string }[];
};

describe.each(CASOS)('estrutura do ERP alterada com o gerenciador rodando: $motor ($estilo)', ({ motor, estilo }) => {
  let t: TestApp;
  let caixa: SmtpMailbox;
  let erp: ErpNomeado;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ReturnType<typeof iniciarAgente>;
  const q = QUEDA[estilo];

  beforeAll(async () => {
    caixa = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: caixa.url, PERIODIC_TASKS_MS: '0' });
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, `Estrutura${motor}`);
    erp = await criarErpNomeado(motor, estilo);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, `Loja ${motor}`));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoBasica', {
      ...CONFIGURACAO_BASICA_PADRAO,
      ...ALERTAS_PADRAO,
      alertasEmail: true,
      alertasDestinatarios: 'ti@exemplo.com.br',
    });
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    agente = iniciarAgente(t.url, filial.token);
    await esperar(async () => t.app.hub.isConnected(filial.filialId), Boolean);
  }, 120_000);
  afterAll(async () => {
    await agente?.parar();
    await t?.close();
    await caixa?.close();
    await erp?.remover();
  });

  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const r = await t.gql<{ r: T }>(query, { a: filial.identificadorApp, ...variables }, parceiro.token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.r;
  };
  /** Accepts the proposal of a type as it is (the insert with the agent's own table agreed to). */
  const aceitar = async (tipo: string) => {
    const s = await gql<SugestaoConfiguracao>(SUGERIR, { t: tipo });
    const dados = JSON.parse(s.dados);
    if (dados.gravacaoUnica) dados.gravacaoUnica.criarTabela = true;
    await salvarConfiguracao(t, parceiro.token, filial.filialId, tipo, dados, JSON.parse(s.mapeamento));
    return dados as Record<string, unknown>;
  };
  const rodar = async (): Promise<Status> => {
    const antes = (await gql<Status>(STATUS, { t: PRODUTO })).dtInicio;
    expect((await gql<{ status: boolean }>(SINCRONIZAR, { d: { tipo: PRODUTO, reenviarTodos: true } })).status).toBe(true);
    return esperar(
      () => gql<Status>(STATUS, { t: PRODUTO }),
      (s) => !s.executando && Boolean(s.dtFim) && s.dtInicio !== antes,
    );
  };
  const naNuvem = () =>
    t.app.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'removido'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', PRODUTO)
      .execute();
  const pedidos = () =>
    t.app.db.kysely
      .selectFrom('mobile_registro')
      .select(['uuid', 'situacao', 'chaveErp', 'erro'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', 'pedido')
      .execute();
  const card = async () => {
    const r = await fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${parceiro.token}` } });
    return ((await r.json()) as StatusCard[]).find((c) => c.filialId === filial.filialId)!;
  };

  it('says which column, keeps the phones’ data, holds the order, and writes it once after the fix', async () => {
    const produtos = await aceitar(PRODUTO);
    expect(String(produtos.select)).toContain(erp.q(erp.guardado(q.estoque)));
    await aceitar(PEDIDO);
    expect(await rodar()).toMatchObject({ sucesso: true, divergencias: [] });
    const antes = (await naNuvem()).filter((r) => !r.removido);
    expect(antes).toHaveLength(8);

    // A DBA drops the stock column and the orders' notes while the agent runs.
    await erp.sql(`ALTER TABLE ${erp.q(q.produtos)} DROP ${motor === 'firebird' ? '' : 'COLUMN '}${erp.q(q.estoque)}`);
    await erp.sql(`ALTER TABLE ${erp.q(q.pedidos)} DROP ${motor === 'firebird' ? '' : 'COLUMN '}${erp.q(q.obs)}`);

    const falhou = await rodar();
    const estoque = erp.guardado(q.estoque);
    expect(falhou).toMatchObject({
      sucesso: false,
      divergencias: [
        {
          tabela: erp.guardado(q.produtos),
          coluna: estoque,
          motivo: expect.stringContaining(`A coluna ${estoque} de ${erp.guardado(q.produtos)} não existe mais`),
        },
      ],
    });
    expect(falhou.msg).toContain('Sugerir configuração');
    // Nothing removed from the phones: the run failed before reading.
    expect((await naNuvem()).filter((r) => !r.removido)).toEqual(antes);

    const uuid = `estrutura-${motor}`;
    await t.app.services.registrosApp.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid,
      usuarioIdentificador: q.vendedor,
      dados: {
        clienteIdentificador: q.cliente,
        usuarioIdentificador: q.vendedor,
        dataPedido: '2024-06-01 09:00:00',
        observacao: 'sem coluna no ERP',
        valorTotal: 20,
        itens: [{ produtoIdentificador: q.produto, quantidade: 2, valorUnitarioVenda: 10, valorTotal: 20 }],
      },
    });
    t.app.hub.notify(filial.filialId, COMANDOS.registrosPendentes);
    const obs = erp.guardado(q.obs);
    const esperando = await esperar(pedidos, (r) => Boolean(r[0]?.erro));
    expect(esperando).toMatchObject([{ uuid, situacao: 'pendente', chaveErp: null }]);
    expect(esperando[0]!.erro).toContain(`A coluna ${obs} de ${erp.guardado(q.pedidos)} não existe mais`);
    expect(await gql(RESUMO, { t: PEDIDO })).toMatchObject({
      pendente: 1,
      integrado: 0,
      erro: 0,
      divergencias: [{ tabela: erp.guardado(q.pedidos), coluna: obs }],
    });
    expect((await card()).estruturaAlterada.sort()).toEqual(['Inserção de Pedidos', 'Produtos']);
    await t.app.services.avisos.ociosos();
    const assuntos = caixa.messages.map(assuntoDe);
    expect(assuntos.some((a) => a.includes('Produtos: a estrutura do ERP mudou'))).toBe(true);
    expect(assuntos.some((a) => a.includes('Inserção de Pedidos: a estrutura do ERP mudou'))).toBe(true);

    // The fix: the proposals for the ERP as it is now, accepted and saved.
    const corrigido = await aceitar(PRODUTO);
    expect(String(corrigido.select)).not.toContain(erp.q(estoque));
    await aceitar(PEDIDO);
    const [gravado] = await esperar(pedidos, (r) => r[0]?.situacao === 'integrado', 60_000);
    const chaves = await erp.sql(`SELECT chave FROM ${TABELA_GRAVACAO} WHERE uuid = ?`, [uuid]);
    expect(chaves.map((c) => String(Object.values(c)[0]))).toEqual([gravado!.chaveErp]);
    const doPedido = await erp.sql(`SELECT COUNT(*) AS n FROM ${erp.q(q.pedidos)} WHERE ${erp.q(q.chave)} = ?`, [Number(gravado!.chaveErp)]);
    expect(Number(Object.values(doPedido[0]!)[0])).toBe(1);
    expect(await rodar()).toMatchObject({ sucesso: true, divergencias: [] });
    expect(await gql(RESUMO, { t: PEDIDO })).toMatchObject({ integrado: 1, divergencias: [] });
    expect((await card()).estruturaAlterada).toEqual([]);
    expect((await naNuvem()).filter((r) => !r.removido)).toHaveLength(8);
  }, 240_000);
});
