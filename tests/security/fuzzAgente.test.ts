import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS_DADOS } from '../../common/catalogo';
import { FECHAMENTO, MAX_BYTES_MENSAGEM } from '../../common/protocolo';
import { MSG_FALHA_SERVIDOR } from '../../server/hub/gerenciadorHub';
import type { TelefoneSimulado } from '../../scripts/device';
import { criarCenario, usuario } from '../integration/mobileCenario';
import { AgenteCru } from '../support/agenteCru';
import { gerarToken, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial } from '../support/fixtures';
import { POR_RODADA, RODADAS, SEMENTE, mutacoes, resumo } from '../support/fuzz';
import { startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

/** Agents attacking at once, each on its own branch (a second socket of one branch replaces the first). */
const AGENTES_HOSTIS = 4;
const PRODUTO = 'configuracaoDadosProduto';

const idMsg = fc.string({ minLength: 1, maxLength: 12 });
/** Every type of the catalogue (insert types included: no run sends them) and one that is none. */
const TIPOS = fc.constantFrom(...TIPOS_DADOS.map((t) => t.tipo), 'configuracaoBasica', 'inexistente');
/** Messages as a well-behaved agent sends them, the seeds of the mutations. */
const VALIDAS: fc.Arbitrary<unknown> = fc.oneof(
  idMsg.map((id) => ({ id, type: 'hello', payload: { versao: '0.1.0', hostname: 'erp' } })),
  idMsg.map((id) => ({ id, type: 'heartbeat' })),
  idMsg.map((id) => ({ id, type: 'configuracao', payload: {} })),
  fc.tuple(idMsg, fc.integer({ min: 1, max: 100 })).map(([id, limite]) => ({ id, type: 'pendentes', payload: { limite } })),
  idMsg.map((id) => ({ id, type: 'chavesPedidos', payload: {} })),
  fc
    .tuple(idMsg, TIPOS)
    .map(([id, tipo]) => ({ id, type: 'statusExecucao', payload: { tipo, dtInicio: new Date().toISOString(), executando: true, itemsCount: 0, msg: null } })),
  idMsg.map((id) => ({
    id,
    type: 'statusExecucao',
    payload: {
      tipo: PRODUTO,
      dtFim: new Date().toISOString(),
      executando: false,
      sucesso: false,
      erro: 'x',
      falhas: [{ identificador: 'P1', motivo: 'm' }],
      falhasTotal: 1,
    },
  })),
  fc.tuple(idMsg, fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 5 }), TIPOS).map(([id, ids, tipo]) => ({
    id,
    type: 'lote',
    payload: {
      tipo,
      geracao: 0,
      registros: ids.map((i) => ({ identificador: `F${i}`, dados: { descricao: i, valorUnitario: 1.5, ativo: true, selectItens: [{ a: 1 }] } })),
    },
  })),
  fc
    .tuple(idMsg, fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 5 }))
    .map(([id, ids]) => ({ id, type: 'lote', payload: { tipo: PRODUTO, geracao: 0, removidos: ids.map((i) => `F${i}`) } })),
  fc
    .tuple(
      idMsg,
      fc.option(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
      ),
    )
    .map(([id, proximaExecucao]) => ({ id, type: 'agenda', payload: { tipo: PRODUTO, proximaExecucao } })),
  idMsg.map((id) => ({ id, type: 'confirmacao', payload: { tipo: 'pedido', uuid: randomUUID(), situacao: 'integrado', chaveErp: '1' } })),
  idMsg.map((id) => ({
    id,
    type: 'confirmacao',
    payload: { tipo: 'cliente', uuid: randomUUID(), situacao: 'erro', erro: 'e', detalhe: '', tipoErro: 'sintaxe' },
  })),
  idMsg.map((id) => ({ id, type: 'resposta', payload: { status: true } })),
);

/** One frame as it goes on the wire: text (valid, mutated or raw), invalid UTF-8, binary, or over a size bound. */
class Quadro {
  constructor(
    readonly conteudo: string | Buffer,
    readonly binario = false,
  ) {}
  [fc.toStringMethod](): string {
    return typeof this.conteudo === 'string'
      ? `texto ${resumo(this.conteudo)}`
      : `${this.binario ? 'binário' : 'texto em bytes'} ${this.conteudo.toString('hex').slice(0, 200)}`;
  }
}
const QUADROS: fc.Arbitrary<Quadro> = fc.oneof(
  { weight: 3, arbitrary: VALIDAS.map((m) => new Quadro(JSON.stringify(m))) },
  { weight: 12, arbitrary: mutacoes(VALIDAS).map((m) => new Quadro(JSON.stringify(m) ?? 'undefined')) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }).map((texto) => new Quadro(texto)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('null', '42', '[]', '"x"', 'true', '{}', '{"id":"1"}', '{"id":"1","type":"lote","payload":' + '['.repeat(50_000))
      .map((texto) => new Quadro(texto)),
  },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => new Quadro(Buffer.concat([Buffer.from(b), Buffer.from([0xff, 0xfe])]))) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => new Quadro(Buffer.from(b), true)) },
  { weight: 1, arbitrary: fc.constant(null).map(() => new Quadro(`{"id":"g","type":"heartbeat","payload":"${'g'.repeat(64 * 1024)}"}`)) },
);
/** A few times a run, a frame past the hub's bound (refused before it is read). */
const GIGANTE = new Quadro(`{"id":"g","type":"lote","payload":"${'g'.repeat(MAX_BYTES_MENSAGEM)}"}`);

/**
 * Property-based fuzzing of the agent's WebSocket, which anyone holding a branch's token can reach:
 * at least 10,000 random and mutated frames to the running server. The process stays up, another
 * tenant's agent and a phone are answered after every group, a socket is closed only for the
 * protocol's reasons, and no message that passed the checks ends in the server's own failure.
 */
describe.skipIf(postgresUnavailable())(`fuzzing of the agent channel (${testEngine})`, { timeout: 360_000 }, () => {
  let t: TestApp;
  let hostis: FilialComGerenciador[];
  let agenteBom: AgenteCru;
  let fone: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    // The well-behaved agent and the phone are another tenant's.
    const outro = await criarCenario(t, 'FuzzOutro');
    await outro.sincronizar('configuracaoDadosUsuario', [usuario('1', 'vendedor', 'senha-certa')]);
    fone = await outro.vendedorLogado('vendedor', 'senha-certa');
    agenteBom = await AgenteCru.abrir(t.url, (await gerarToken(t, outro.partner.token, outro.filialId)).token);
    const atacante = await criarCenario(t, 'FuzzAgente');
    await t.app.db.kysely.updateTable('contratante').set({ maxDipositivos: 100, maxFiliais: 10 }).where('id', '=', atacante.partner.contratanteId).execute();
    hostis = [];
    for (let i = 0; i < AGENTES_HOSTIS; i++)
      hostis.push(await gerarToken(t, atacante.partner.token, await createFilial(t, atacante.partner.token, `Filial Fuzz ${i}`, { numeroDispositivos: 1 })));
  });
  afterAll(async () => {
    agenteBom?.fechar();
    await t?.close();
  });

  it(`${RODADAS * POR_RODADA} random and mutated agent frames: sockets that break the protocol are closed, nothing fails inside`, async () => {
    const sockets: (AgenteCru | null)[] = hostis.map(() => null);
    const falhasInternas: string[] = [];
    const fechamentos = new Map<number, number>();
    let enviados = 0;
    let gigantes = 0;
    const abrir = async (i: number): Promise<AgenteCru> => {
      const atual = sockets[i];
      if (atual?.aberto) return atual;
      const novo = await AgenteCru.abrir(t.url, hostis[i]!.token);
      void novo.fechado.then(({ codigo }) => fechamentos.set(codigo, (fechamentos.get(codigo) ?? 0) + 1));
      novo.socket.on('message', (d) => {
        if (String(d).includes(MSG_FALHA_SERVIDOR)) falhasInternas.push(String(d).slice(0, 300));
      });
      sockets[i] = novo;
      return novo;
    };
    /** Sends each frame and waits for its fate (a sentinel answered, or the socket closed) before the next. */
    const atacar = async (i: number, quadros: Quadro[]) => {
      for (const quadro of quadros) {
        const agente = await abrir(i);
        agente.socket.send(quadro.conteudo, { binary: quadro.binario });
        enviados++;
        await Promise.race([agente.pedir('chavesPedidos', {}, `sentinela-${enviados}`), agente.fechado]);
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(QUADROS, { minLength: POR_RODADA, maxLength: POR_RODADA }), fc.boolean(), async (quadros, comGigante) => {
        if (comGigante && gigantes < 5) {
          gigantes++;
          quadros[0] = GIGANTE;
        }
        await Promise.all(
          hostis.map((_, i) =>
            atacar(
              i,
              quadros.filter((_, j) => j % hostis.length === i),
            ),
          ),
        );
        // Another tenant is served: its agent gets its configuration, its phone the branch's.
        const config = await agenteBom.pedir('configuracao', {});
        expect(config?.erro).toBeUndefined();
        expect(config?.payload).toMatchObject({ configuracoes: expect.any(Array) });
        expect((await fone.chamar('GET', '/configuracao')).status).toBe(200);
        expect(falhasInternas).toEqual([]);
      }),
      { numRuns: RODADAS, seed: SEMENTE, endOnFailure: true },
    );
    for (const s of sockets) s?.fechar();
    expect(enviados).toBeGreaterThanOrEqual(10_000);
    // Closed only for the protocol's reasons: invalid message, too many, too big, invalid UTF-8, a broken frame.
    const codigos = [...fechamentos.keys()].filter((c) => c !== 1005 && c !== 1006);
    expect(
      codigos.every((c) => [FECHAMENTO.mensagemInvalida, FECHAMENTO.mensagensDemais, 1009, 1007, 1002].includes(c)),
      JSON.stringify([...fechamentos]),
    ).toBe(true);
    expect(fechamentos.get(FECHAMENTO.mensagemInvalida) ?? 0).toBeGreaterThan(1000);
    expect(fechamentos.get(1007) ?? 0).toBeGreaterThan(0);
  });
});
