import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMANDOS, EVENTOS } from '../../common/protocolo';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const TIPO = 'configuracaoDadosProduto';
const PRODUTOS = 60;
const PRODUTO = {
  dados: {
    tempoSincronizacao: '00:30',
    quantidadeRegistrosPaginar: 25,
    select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo',
  },
  mapeamento: {
    campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
  },
};
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso itemsCount dtInicio dtFim erro } }';
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado } }';

interface Situacao {
  executando: boolean;
  sucesso: boolean;
  itemsCount: number;
  dtInicio: string | null;
  dtFim: string | null;
  erro: string | null;
}

/**
 * A sync asked for right after another ended (the panel's button, or a test that waits for the end):
 * once the request is answered, the status is the new run's, never the previous run's end. The agent
 * used to answer at once and report the start afterwards, so for a moment the panel (and
 * agenteFalhas' "killed ten times") read the last run's success and took an ERP changed since as synced.
 */
describe('sincronização pedida logo após outra', () => {
  let t: TestApp;
  let erp: ErpDeTeste;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ReturnType<typeof iniciarAgente>;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Pedida');
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, PRODUTOS);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Pedida'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, TIPO, PRODUTO.dados, PRODUTO.mapeamento);
    agente = iniciarAgente(t.url, filial.token);
    await esperar(
      async () =>
        (await t.gql<{ filialGerenciadorStatus: { conectado: boolean } }>(STATUS, { a: filial.identificadorApp }, parceiro.token)).data?.filialGerenciadorStatus
          .conectado,
      Boolean,
      30_000,
    );
  }, 60_000);
  afterAll(async () => {
    await agente?.parar();
    await t?.close();
    await erp?.remover();
  });

  const sincronizar = async () =>
    (
      await t.gql<{ filialGerenciadorSincronizar: { status: boolean; msg: string | null } }>(
        SINCRONIZAR,
        { a: filial.identificadorApp, d: { tipo: TIPO, reenviarTodos: false } },
        parceiro.token,
      )
    ).data!.filialGerenciadorSincronizar;
  const situacao = async () =>
    (await t.gql<{ filialGerenciadorSincronizarStatus: Situacao }>(SYNC_STATUS, { a: filial.identificadorApp, t: TIPO }, parceiro.token)).data!
      .filialGerenciadorSincronizarStatus;
  const terminou = (s: Situacao) => !s.executando && s.dtFim !== null && s.sucesso;
  const vivosNaNuvem = async () =>
    (
      await t.app.db.kysely
        .selectFrom('mobile_dado')
        .select(['identificador', 'dados', 'removido'])
        .where('filialId', '=', filial.filialId)
        .where('tipo', '=', TIPO)
        .execute()
    )
      .filter((r) => !Number(r.removido))
      .map((r) => [r.identificador, (JSON.parse(r.dados) as { valorUnitario: number }).valorUnitario] as const)
      .sort(([a], [b]) => a.localeCompare(b));
  const noErp = async () => (await erp.sql('SELECT codigo, preco FROM produtos ORDER BY codigo')).map((l) => [String(l.codigo), Number(l.preco)] as const);

  it('once the request is answered, the status is the new run (its start stored first), and its end has the ERP as it is now', async () => {
    expect(await sincronizar()).toMatchObject({ status: true });
    await esperar(situacao, terminou, 30_000);
    expect(await vivosNaNuvem()).toHaveLength(PRODUTOS);

    // The ERP changes after that run ended.
    await erp.sql('DELETE FROM produtos WHERE codigo = ?', ['P0002']);
    await erp.sql('UPDATE produtos SET preco = preco + 1 WHERE codigo = ?', ['P0001']);

    // In the order the server saw them: the new run's start stored, the agent's answer to the request.
    const ordem: string[] = [];
    const tratar = t.app.hub.handlers.event;
    const pedir = t.app.hub.request.bind(t.app.hub);
    t.app.hub.handlers.event = async (filialId, mensagem, responder) => {
      await tratar(filialId, mensagem, responder);
      const relato = (mensagem.payload ?? {}) as { tipo?: string; executando?: boolean };
      if (mensagem.type === EVENTOS.statusExecucao && relato.tipo === TIPO && relato.executando === true) ordem.push('início registrado');
    };
    t.app.hub.request = (async (...args: Parameters<typeof pedir>) => {
      const resposta = await pedir(...args);
      if (args[1] === COMANDOS.sincronizar) ordem.push('pedido respondido');
      return resposta;
    }) as typeof t.app.hub.request;
    const pedidoEm = new Date().toISOString();
    try {
      expect(await sincronizar()).toMatchObject({ status: true });
      const logoApos = await situacao();
      expect(ordem[0]).toBe('início registrado');
      expect(logoApos.executando || (logoApos.dtInicio ?? '') >= pedidoEm).toBe(true);
    } finally {
      t.app.hub.handlers.event = tratar;
      t.app.hub.request = pedir;
    }

    // Waiting for the end as the panel and agenteFalhas do: the cloud is the ERP as it is now.
    const fim = await esperar(situacao, terminou, 30_000);
    expect(fim.erro).toBeNull();
    expect(await vivosNaNuvem()).toEqual(await noErp());
  });

  it('a run asked for once the previous run’s end is stored starts, instead of being refused as one still running', async () => {
    // The request reaches the agent between the end it reported (stored, on the page) and the server's answer to it.
    const tratar = t.app.hub.handlers.event;
    let pedido: ReturnType<typeof t.app.hub.request<'sincronizar'>> | undefined;
    t.app.hub.handlers.event = async (filialId, mensagem, responder) => {
      const relato = (mensagem.payload ?? {}) as { tipo?: string; executando?: boolean };
      const fimDaExecucao = mensagem.type === EVENTOS.statusExecucao && relato.tipo === TIPO && relato.executando === false;
      await tratar(filialId, mensagem, (...resposta) => {
        // Sent on the socket before the answer: the agent reads the request first.
        if (fimDaExecucao && !pedido) pedido = t.app.hub.request(filialId, COMANDOS.sincronizar, { tipo: TIPO, reenviarTodos: false });
        responder(...resposta);
      });
    };
    try {
      expect(await sincronizar()).toMatchObject({ status: true });
      await esperar(async () => pedido, Boolean, 30_000);
      expect(await pedido).toMatchObject({ status: true });
    } finally {
      t.app.hub.handlers.event = tratar;
    }
    const fim = await esperar(situacao, terminou, 30_000);
    expect(fim.erro).toBeNull();
  });
});
