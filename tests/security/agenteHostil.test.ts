import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FECHAMENTO, MAX_BYTES_MENSAGEM } from '../../common/protocolo';
import type { GerenciadorEventHandler } from '../../server/hub/gerenciadorHub';
import { LIMITES_FLUXO } from '../../server/hub/fluxoAgente';
import { logger } from '../../server/logger';
import { gerarToken, esperar } from '../support/agenteFixtures';
import { AgenteCru, codigoDeFechamento, quadroCru } from '../support/agenteCru';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const PRODUTO = 'configuracaoDadosProduto';
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado } }';

/**
 * A partner can mint an agent token for its own branch and send the hub anything. Whatever it
 * sends, the server stays up for every other tenant: the socket that broke the protocol is closed
 * with a reason, logged once, and nothing of it reaches the services.
 */
describe.skipIf(postgresUnavailable())(`a hostile agent (${testEngine})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let parceiro: Partner;
  let outroParceiro: Partner;
  let hostil: { filialId: number; identificadorApp: string; token: string };
  let bom: { filialId: number; identificadorApp: string; token: string };
  let agenteBom: AgenteCru;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Hostil');
    outroParceiro = await createPartner(t, admin, 'Comportado');
    hostil = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Filial Hostil'));
    bom = await gerarToken(t, outroParceiro.token, await createFilial(t, outroParceiro.token, 'Filial Comportada'));
    agenteBom = await AgenteCru.abrir(t.url, bom.token);
    agenteBom.enviar({ id: 'h', type: 'hello', payload: { versao: '0.1.0', hostname: 'erp' } });
  });
  afterAll(async () => {
    agenteBom?.fechar();
    await t?.close();
  });
  afterEach(() => vi.restoreAllMocks());

  /** The others are still served: another tenant's agent gets its configuration and a phone its ping. */
  async function outrosAtendidos(): Promise<void> {
    const config = await agenteBom.pedir('configuracao', {});
    expect(config?.erro).toBeUndefined();
    expect(config?.payload).toMatchObject({ conexao: { tipoIntegracao: 'mysql' }, configuracoes: expect.any(Array) });
    expect((await fetch(`${t.url}/api/v1/mobile/ping`)).status).toBe(200);
  }

  /** Counts what reaches the services while `corpo` runs. */
  async function contandoEventos(corpo: (chegaram: () => number) => Promise<void>): Promise<void> {
    const original = t.app.hub.handlers.event;
    let chegaram = 0;
    t.app.hub.handlers.event = ((filialId, mensagem, responder) => {
      if (filialId === hostil.filialId) chegaram++;
      return original(filialId, mensagem, responder);
    }) satisfies GerenciadorEventHandler;
    try {
      await corpo(() => chegaram);
    } finally {
      t.app.hub.handlers.event = original;
    }
  }

  it('the text frame `null` closes that socket with a reason and a single warning, and the server goes on', async () => {
    const aviso = vi.spyOn(logger, 'warn');
    const agente = await AgenteCru.abrir(t.url, hostil.token);
    agente.enviar('null');
    expect(await agente.fechado).toEqual({ codigo: FECHAMENTO.mensagemInvalida, razao: 'Mensagem inválida: a mensagem não é um objeto JSON' });
    const recusas = aviso.mock.calls.filter(([, msg]) => msg === 'mensagem do gerenciador recusada; conexão encerrada');
    expect(recusas).toHaveLength(1);
    expect(recusas[0]![0]).toEqual({ filialId: hostil.filialId, codigo: FECHAMENTO.mensagemInvalida, motivo: 'a mensagem não é um objeto JSON' });
    await outrosAtendidos();
  });

  it('numbers, arrays, strings, unknown types and payloads off their schema never reach the services', async () => {
    const recusadas: [unknown, string][] = [
      ['42', 'a mensagem não é um objeto JSON'],
      ['[{"id":"1","type":"lote"}]', 'a mensagem não é um objeto JSON'],
      ['"hello"', 'a mensagem não é um objeto JSON'],
      ['{"id": 1, "type": "heartbeat"}', 'a mensagem não tem um id válido'],
      [{ id: '1', type: 'apagarTudo', payload: {} }, 'tipo de mensagem desconhecido'],
      [{ id: '1', type: 'pendentes', payload: { limite: -1 } }, 'pendentes: limite é pequeno demais ou está vazio'],
      [
        {
          id: '1',
          type: 'lote',
          payload: {
            tipo: PRODUTO,
            geracao: 0,
            registros: [
              { identificador: 'P1', dados: { nome: 'ok' } },
              { identificador: 'P2', dados: { a: { b: { c: [1] } } } },
            ],
          },
        },
        'lote: registros.1.dados não é um registro mapeado',
      ],
      [{ id: '1', type: 'confirmacao', payload: { tipo: 'pedido', uuid: 'u', situacao: 'integrado' } }, 'confirmacao: chaveErp tem o tipo errado'],
      [{ id: '1', type: 'statusExecucao', payload: { tipo: PRODUTO, itemsCount: 'muitos' } }, 'statusExecucao: itemsCount tem o tipo errado'],
    ];
    await contandoEventos(async (chegaram) => {
      for (const [mensagem, motivo] of recusadas) {
        const agente = await AgenteCru.abrir(t.url, hostil.token);
        agente.enviar(mensagem);
        const { codigo, razao } = await agente.fechado;
        expect(codigo).toBe(FECHAMENTO.mensagemInvalida);
        expect(razao.startsWith(`Mensagem inválida: ${motivo}`.slice(0, 100))).toBe(true);
      }
      expect(chegaram()).toBe(0);
    });
    // A batch of a type no run reads from the ERP (an insert page's) is answered as such, not failed inside.
    const agente = await AgenteCru.abrir(t.url, hostil.token);
    expect(await agente.pedir('lote', { tipo: 'configuracaoDadosInsertPedido', geracao: 0, registros: [{ identificador: 'P1', dados: {} }] })).toMatchObject({
      payload: null,
      erro: 'Tipo de dado desconhecido.',
    });
    agente.fechar();
    // The batch whose second record was off its schema stored nothing, not even its first record.
    const dados = await t.app.db.kysely.selectFrom('mobile_dado').select('identificador').where('filialId', '=', hostil.filialId).execute();
    expect(dados).toEqual([]);
    await outrosAtendidos();
  });

  it('a 20 MB frame is refused before it is read, and the server goes on', async () => {
    const aviso = vi.spyOn(logger, 'warn');
    const agente = await AgenteCru.abrir(t.url, hostil.token);
    agente.enviar(`{"id":"1","type":"heartbeat","payload":{"x":"${'x'.repeat(20 * 1024 * 1024)}"}}`);
    expect((await agente.fechado).codigo).toBe(1009);
    expect(aviso.mock.calls.some(([c]) => (c as { codigo?: string }).codigo === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')).toBe(true);
    expect(MAX_BYTES_MENSAGEM).toBeLessThan(20 * 1024 * 1024);
    await outrosAtendidos();
  });

  it('a 7-byte frame with invalid UTF-8 (81 81 00 00 00 00 ff) closes only that socket', async () => {
    const { aberto, depois } = await quadroCru(t.url, hostil.token, Buffer.from([0x81, 0x81, 0x00, 0x00, 0x00, 0x00, 0xff]));
    expect(aberto).toBe(true);
    expect(codigoDeFechamento(depois)).toBe(1007);
    await outrosAtendidos();
  });

  it('a flood of 2,000 pendentes at once does not starve the others: they are answered while it is still being worked through', async () => {
    // Pending phone records, so that each request costs what it costs for real.
    const dispositivoId = await insertDevice(t, hostil.filialId, 'aparelho-enxurrada');
    for (let i = 0; i < 40; i++) {
      await t.app.services.registrosApp.registrar({
        filialId: hostil.filialId,
        dispositivoId,
        tipo: i % 2 ? 'pedido' : 'cliente',
        uuid: `enx-${i}`,
        usuarioIdentificador: '1',
        dados: { clienteIdentificador: `enx-${i - 1}` },
      });
    }
    const agente = await AgenteCru.abrir(t.url, hostil.token);
    const total = 2000;
    for (let i = 0; i < total; i++) agente.enviar({ id: `p${i}`, type: 'pendentes', payload: { limite: 100 } });
    await esperar(
      async () => agente.respostas.size,
      (n) => n > 0 || !agente.aberto,
    );
    await outrosAtendidos();
    const status = await t.gql<{ filialGerenciadorStatus: { conectado: boolean } }>(STATUS, { a: bom.identificadorApp }, outroParceiro.token);
    expect(status.data?.filialGerenciadorStatus.conectado).toBe(true);
    // The others were answered in the middle of the flood, not after it.
    expect(agente.respostas.size).toBeLessThan(total);
    // The flood ends one way or the other: answered in turn, or closed as too many at once.
    const fim = await Promise.race([
      agente.fechado,
      esperar(
        async () => agente.respostas.size,
        (n) => n === total,
        110_000,
      ).then(() => null),
    ]);
    if (fim) expect(fim.codigo).toBe(FECHAMENTO.mensagensDemais);
    agente.fechar();
  });

  it('batches sent faster than they are stored stay at the sender: the hub stops reading the socket instead of holding them all', async () => {
    let soltar!: () => void;
    const solto = new Promise<void>((r) => (soltar = r));
    const agente = await AgenteCru.abrir(t.url, hostil.token);
    const lote = (i: number) => ({
      id: `l${i}`,
      type: 'lote',
      payload: {
        tipo: PRODUTO,
        geracao: 0,
        registros: Array.from({ length: 10 }, (_, j) => ({ identificador: `L${i}-${j}`, dados: { descricao: 'x'.repeat(100_000) } })),
      },
    });
    const lotes = 60;
    const original = t.app.hub.handlers.event;
    // The store held: every batch that reaches it waits there.
    t.app.hub.handlers.event = async (filialId, mensagem, responder) => {
      if (filialId === hostil.filialId) await solto;
      return original(filialId, mensagem, responder);
    };
    try {
      await contandoEventos(async (chegaram) => {
        for (let i = 0; i < lotes; i++) agente.enviar(lote(i));
        const conexao = (t.app.hub as unknown as { connections: Map<number, { socket: { isPaused: boolean } }> }).connections.get(hostil.filialId);
        await esperar(async () => conexao?.socket.isPaused ?? false, Boolean);
        // Only the requests in flight reached the store; the rest wait in a short queue or at the agent.
        expect(chegaram()).toBe(LIMITES_FLUXO.emVoo);
        expect(agente.socket.bufferedAmount).toBeGreaterThan(0);
        soltar();
        await esperar(
          async () => agente.respostas.size,
          (n) => n === lotes,
          110_000,
        );
      });
    } finally {
      soltar();
      t.app.hub.handlers.event = original;
    }
    expect([...agente.respostas.values()].every((r) => !r.erro)).toBe(true);
    const { n } = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('filialId', '=', hostil.filialId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(lotes * 10);
    agente.fechar();
  });
});
