import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { dentroDoRollout } from '../../common/atualizacaoAgente';
import { WS_PATH, type Mensagem } from '../../common/protocolo';
import { PASTA_VERSOES } from '../../server/downloads/artefatos';
import { hashAgentToken } from '../../server/services/gerenciadorConexoes';
import { esperar, gerarToken } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { novaChave, publicarVersao } from '../support/versoesAgente';

const VERSOES = 'query { agenteVersoesDisponiveis { versao assinada chave plataformas { plataforma tamanho sha256 assinatura } } }';

/**
 * The agents' self-update on the server (docs/operacao.md, "Atualização automática dos
 * gerenciadores"): the versions it offers, read from the build's archive.
 */
describe('atualização dos gerenciadores: servidor', () => {
  let t: TestApp;
  let admin: string;
  let parceiro: Partner;
  let semFilial: Partner;
  const pasta = mkdtempSync(join(tmpdir(), 'versoes-'));
  const chave = novaChave();
  const anterior = process.env.AGENT_DIST_DIR;

  beforeAll(async () => {
    process.env.AGENT_DIST_DIR = pasta;
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Versoes');
    semFilial = await createPartner(t, admin, 'SemFilial');
    await createFilial(t, parceiro.token, 'Loja Versões');
    publicarVersao(pasta, '0.2.0', { linux: 'binário 0.2.0 linux', windows: 'binário 0.2.0 windows' }, chave);
    publicarVersao(pasta, '0.10.0', { linux: 'binário 0.10.0' }, chave);
    publicarVersao(pasta, '0.3.0', { linux: 'sem assinatura' }, null);
    // Not versions: a folder without a manifest, and one whose manifest names another version.
    mkdirSync(join(pasta, PASTA_VERSOES, '0.4.0'));
    publicarVersao(pasta, '0.5.0', { linux: 'x' }, chave);
    writeFileSync(join(pasta, PASTA_VERSOES, '0.5.0', 'manifest.json'), JSON.stringify({ versao: '9.9.9', artefatos: [] }));
  });
  afterAll(async () => {
    await t?.close();
    if (anterior === undefined) delete process.env.AGENT_DIST_DIR;
    else process.env.AGENT_DIST_DIR = anterior;
    rmSync(pasta, { recursive: true, force: true });
  });

  it('lists the archived versions newest first, with each platform’s SHA-256 and signature, and which are signed', async () => {
    const r = await t.gql<{
      agenteVersoesDisponiveis: { versao: string; assinada: boolean; chave: string | null; plataformas: { plataforma: string; assinatura: string | null }[] }[];
    }>(VERSOES, {}, admin);
    expect(r.errors).toBeUndefined();
    const versoes = r.data!.agenteVersoesDisponiveis;
    expect(versoes.map((v) => [v.versao, v.assinada])).toEqual([
      ['0.10.0', true],
      ['0.3.0', false],
      ['0.2.0', true],
    ]);
    expect(versoes[2].chave).toBe(chave.impressao);
    expect(versoes[2].plataformas.map((p) => p.plataforma).sort()).toEqual(['linux', 'windows']);
    expect(versoes[2].plataformas.every((p) => p.assinatura?.length === 88)).toBe(true);
  });

  it('shows them to a partner with a branch, and to no one else', async () => {
    expect((await t.gql(VERSOES, {}, parceiro.token)).errors).toBeUndefined();
    const recusado = await t.gql(VERSOES, {}, semFilial.token);
    expect(recusado.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(VERSOES, {})).status).toBe(401);
  });
});

const ROLLOUT =
  'mutation($c: Int, $v: String!, $p: Int!) { agenteDefinirRollout(contratanteId: $c, versao: $v, percentual: $p) { contratanteId versao percentual } }';
const SITUACAO =
  'query($a: String!) { filialGerenciadorAtualizacao(identificadorApp: $a) { versaoAtual versaoAlvo versaoFixada ultimaVersao ultimoResultado ultimoMotivo ultimaEm } }';
const FIXAR = 'mutation($a: String!, $v: String) { filialGerenciadorFixarVersao(identificadorApp: $a, versao: $v) { versaoAlvo versaoFixada } }';

/** An agent as far as the self-update goes: says hello with its version and platform, records the offers, answers them. */
async function agenteSimulado(url: string, token: string, versao = '0.1.0') {
  const ofertas: Mensagem[] = [];
  const socket = new WebSocket(url.replace(/^http/, 'ws') + WS_PATH, { headers: { authorization: `Bearer ${token}` } });
  const respostas = new Map<string, (m: Mensagem) => void>();
  socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as Mensagem;
    if (m.type === 'atualizar') {
      ofertas.push(m);
      socket.send(JSON.stringify({ id: m.id, type: 'resposta', payload: { status: true } }));
    }
    if (m.type === 'resposta') respostas.get(m.id)?.(m);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ id: randomUUID(), type: 'hello', payload: { versao, hostname: 'erp', plataforma: 'linux' } }));
  const enviar = (type: string, payload: unknown) =>
    new Promise<Mensagem>((resolve) => {
      const id = randomUUID();
      respostas.set(id, resolve);
      socket.send(JSON.stringify({ id, type, payload }));
    });
  return { ofertas, socket, enviar };
}

describe('atualização dos gerenciadores: rollout, fixação e resultado', () => {
  let t: TestApp;
  let admin: string;
  let parceiro: Partner;
  let outro: Partner;
  const pasta = mkdtempSync(join(tmpdir(), 'rollout-'));
  const chave = novaChave();
  const anterior = process.env.AGENT_DIST_DIR;
  const agentes: Awaited<ReturnType<typeof agenteSimulado>>[] = [];
  let ids: number[] = [];

  beforeAll(async () => {
    process.env.AGENT_DIST_DIR = pasta;
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Rollout');
    outro = await createPartner(t, admin, 'RolloutOutro');
    publicarVersao(pasta, '0.2.0', { linux: 'binário 0.2.0 linux', windows: 'binário 0.2.0 windows' }, chave);
    publicarVersao(pasta, '0.3.0', { linux: 'sem assinatura' }, null);
    // 50 branches of the partner, each with an agent token, written straight (the API would take a while).
    const agora = new Date().toISOString();
    const tokens = Array.from({ length: 50 }, () => randomUUID());
    const linhas = await t.app.db.kysely
      .insertInto('mobile_filial')
      .values(
        tokens.map((token, i) => ({
          contratanteId: parceiro.contratanteId,
          filialUuid: randomUUID(),
          identificadorApp: `ROLL${String(i).padStart(4, '0')}`,
          numeroDispositivos: 1,
          nome: `Filial rollout ${i}`,
          tipoDocFederal: 'J',
          ativo: 1,
          agentTokenHash: hashAgentToken(token),
          createdAt: agora,
          updatedAt: agora,
        })),
      )
      .returning('id')
      .execute();
    ids = linhas.map((l) => Number(l.id));
    for (const token of tokens) agentes.push(await agenteSimulado(t.url, token));
    // Every hello has been taken (its platform kept) before a rollout is set.
    await esperar(
      async () =>
        Number(
          (
            await t.app.db.kysely
              .selectFrom('agente_atualizacao')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      (n) => n === 50,
      20_000,
    );
  }, 60_000);
  afterAll(async () => {
    for (const a of agentes) a.socket.terminate();
    await t?.close();
    if (anterior === undefined) delete process.env.AGENT_DIST_DIR;
    else process.env.AGENT_DIST_DIR = anterior;
    rmSync(pasta, { recursive: true, force: true });
  });

  it('offers a version at 10 % to about 5 of 50 connected agents, the same the hash chooses, then to all at 100 %', async () => {
    const esperadas = ids.filter((id) => dentroDoRollout(id, '0.2.0', 10));
    const r = await t.gql(ROLLOUT, { c: parceiro.contratanteId, v: '0.2.0', p: 10 }, admin);
    expect(r.errors).toBeUndefined();
    const comOferta = () => ids.filter((_, i) => agentes[i].ofertas.length > 0);
    await esperar(
      async () => comOferta().length,
      (n) => n === esperadas.length,
      10_000,
    );
    expect(comOferta()).toEqual(esperadas);
    expect(esperadas.length).toBeGreaterThanOrEqual(2);
    expect(esperadas.length).toBeLessThanOrEqual(9);
    const oferta = agentes[ids.indexOf(esperadas[0])].ofertas[0].payload as {
      versao: string;
      url: string;
      tamanho: number;
      sha256: string;
      assinatura: string;
    };
    expect(oferta).toMatchObject({
      versao: '0.2.0',
      plataforma: 'linux',
      url: '/api/v1/gerenciador/atualizacao/0.2.0/linux',
      tamanho: Buffer.byteLength('binário 0.2.0 linux'),
    });
    expect(oferta.assinatura).toHaveLength(88);

    expect((await t.gql(ROLLOUT, { c: parceiro.contratanteId, v: '0.2.0', p: 100 }, admin)).errors).toBeUndefined();
    await esperar(
      async () => comOferta().length,
      (n) => n === 50,
      10_000,
    );
    console.log(`rollout: 10 % de 50 agentes ofereceu a ${esperadas.length}; 100 % a ${comOferta().length}`);
  });

  it('downloads the offered executable with the agent token only', async () => {
    const semToken = await fetch(`${t.url}/api/v1/gerenciador/atualizacao/0.2.0/linux`);
    expect(semToken.status).toBe(401);
    const f = await gerarToken(t, admin, ids[0]);
    const ok = await fetch(`${t.url}/api/v1/gerenciador/atualizacao/0.2.0/linux`, { headers: { authorization: `Bearer ${f.token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('binário 0.2.0 linux');
    const naoAssinada = await fetch(`${t.url}/api/v1/gerenciador/atualizacao/0.3.0/linux`, { headers: { authorization: `Bearer ${f.token}` } });
    expect(naoAssinada.status).toBe(404);
  });

  it('records the result on the branch and offers a refused version no more', async () => {
    const i = 3;
    const identificadorApp = `ROLL${String(i).padStart(4, '0')}`;
    const resposta = await agentes[i].enviar('atualizacaoResultado', {
      versao: '0.2.0',
      resultado: 'recusado',
      motivo: 'A assinatura da versão 0.2.0 não confere com a chave deste gerenciador.',
    });
    expect(resposta.payload).toEqual({ ok: true });
    const s = await t.gql<{ filialGerenciadorAtualizacao: Record<string, unknown> }>(SITUACAO, { a: identificadorApp }, parceiro.token);
    expect(s.data!.filialGerenciadorAtualizacao).toMatchObject({
      versaoAtual: '0.1.0',
      versaoAlvo: '0.2.0',
      ultimaVersao: '0.2.0',
      ultimoResultado: 'recusado',
      ultimoMotivo: expect.stringContaining('assinatura'),
    });
    const antes = agentes[i].ofertas.length;
    // Reconnects: no new offer of the refused version.
    const denovo = await agenteSimulado(t.url, (await gerarToken(t, admin, ids[i])).token);
    agentes.push(denovo);
    await esperar(
      async () => (await t.app.db.kysely.selectFrom('gerenciador_presenca').select('filialId').where('filialId', '=', ids[i]).executeTakeFirst()) ?? null,
      (p) => p !== null,
    );
    expect(denovo.ofertas).toHaveLength(0);
    expect(agentes[i].ofertas.length).toBe(antes);
  });

  it('pins a branch (its partner may), refuses an unsigned version, and keeps others out', async () => {
    const identificadorApp = 'ROLL0007';
    const fixada = await t.gql<{ filialGerenciadorFixarVersao: { versaoAlvo: string; versaoFixada: string } }>(
      FIXAR,
      { a: identificadorApp, v: '0.2.0' },
      parceiro.token,
    );
    expect(fixada.data?.filialGerenciadorFixarVersao).toEqual({ versaoAlvo: '0.2.0', versaoFixada: '0.2.0' });
    const naoAssinada = await t.gql(FIXAR, { a: identificadorApp, v: '0.3.0' }, parceiro.token);
    expect(naoAssinada.errors?.[0].message).toBe('A versão 0.3.0 não está disponível assinada para todas as plataformas neste servidor.');
    expect((await t.gql(FIXAR, { a: identificadorApp, v: '0.2.0' }, outro.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(ROLLOUT, { c: null, v: '0.2.0', p: 10 }, parceiro.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const percentual = await t.gql(ROLLOUT, { c: null, v: '0.2.0', p: 150 }, admin);
    expect(percentual.errors?.[0].message).toBe('O percentual deve ser um número inteiro de 0 a 100.');
  });
});
