import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { abrirSqlite } from '../../common/sqlite/abrirSqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EstadoLocal } from '../../agent/estado';
import { MOTIVOS_RECUSA } from '../../agent/atualizacao/verificacao';
import { ARTEFATOS, PASTA_VERSOES } from '../../server/downloads/artefatos';
import { esperar, gerarToken, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { novaChave, publicarVersao } from '../support/versoesAgente';

/**
 * The self-update end to end on Linux (docs/operacao.md, "Atualização automática dos gerenciadores"):
 * two signed builds of the Linux executable (npm run build:agent with AGENT_PLATAFORMAS=linux), the
 * first run under its supervisor as the service runs it, connected to a real server; the branch is
 * pinned in turn to a tampered file, a file signed with another key, a signed version that exits at
 * start, and the second build. The first two are refused with the first version still connected,
 * the third is rolled back by the supervisor, the fourth downloads, verifies, swaps, restarts and
 * reports itself, with the state file (token and journal) as it was.
 */
const RAIZ = resolve(__dirname, '../..');
const V1 = '9.0.1';
const V2 = '9.0.2';
const ADULTERADA = '9.0.3';
const OUTRA_CHAVE = '9.0.4';
const SAI_AO_INICIAR = '9.0.5';
const EXECUTAVEL = ARTEFATOS.executavel.linux.arquivo;

const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado versao } }';
const SITUACAO =
  'query($a: String!) { filialGerenciadorAtualizacao(identificadorApp: $a) { versaoAtual versaoAlvo ultimaVersao ultimoResultado ultimoMotivo } }';
const FIXAR = 'mutation($a: String!, $v: String) { filialGerenciadorFixarVersao(identificadorApp: $a, versao: $v) { versaoAlvo } }';

/** A file's SHA-256 (comparing 100 MB buffers element by element would hold the server's event loop for minutes). */
const resumo = (arquivo: string) => createHash('sha256').update(readFileSync(arquivo)).digest('hex');

function construir(saida: string, versao: string, chavePem: string): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-agent/build.ts'], {
    cwd: RAIZ,
    env: { ...process.env, AGENT_DIST_DIR: saida, AGENT_PLATAFORMAS: 'linux', AGENT_VERSION: versao, AGENT_SIGNING_KEY: chavePem, AGENT_SIGNING_KEY_FILE: '' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build:agent ${versao} falhou: ${r.stderr || r.stdout}`);
}

// The server side runs on both engines in atualizacaoAgente.test.ts; here the builds take the time, once.
describe.skipIf(process.platform !== 'linux' || process.env.TEST_DB === 'postgres')('atualização do executável do gerenciador (Linux)', () => {
  let t: TestApp;
  let admin: string;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let supervisor: ChildProcess;
  const dist = mkdtempSync(join(tmpdir(), 'versoes-exec-'));
  const instalacao = mkdtempSync(join(tmpdir(), 'instalacao-'));
  const executavel = join(instalacao, 'fv-gerenciador');
  const estado = join(instalacao, 'estado.db');
  const log = join(instalacao, 'gerenciador.log');
  const chave = novaChave();
  const chavePem = chave.privada.export({ type: 'pkcs8', format: 'pem' }).toString();

  const status = async () =>
    (await t.gql<{ filialGerenciadorStatus: { conectado: boolean; versao: string | null } }>(STATUS, { a: filial.identificadorApp }, parceiro.token)).data!
      .filialGerenciadorStatus;
  const situacao = async () =>
    (await t.gql<{ filialGerenciadorAtualizacao: Record<string, string | null> }>(SITUACAO, { a: filial.identificadorApp }, parceiro.token)).data!
      .filialGerenciadorAtualizacao;
  const fixar = async (versao: string) => {
    const r = await t.gql(FIXAR, { a: filial.identificadorApp, v: versao }, parceiro.token);
    expect(r.errors).toBeUndefined();
  };
  /** Waits for the result of the attempt at `versao`, as the server recorded it. */
  const resultado = (versao: string) => esperar(situacao, (s) => s.ultimaVersao === versao && s.ultimoResultado !== null, 120_000);
  const estadoLido = () => {
    const db = abrirSqlite(estado, { readonly: true });
    try {
      return {
        agente: db.prepare('SELECT chave, valor FROM agente ORDER BY chave').all(),
        diario: db.prepare('SELECT uuid, tipo, situacao, chaveErp FROM diario ORDER BY uuid').all(),
      };
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    construir(dist, V1, chavePem);
    copyFileSync(join(dist, EXECUTAVEL), executavel);
    construir(dist, V2, chavePem);
    const segunda = readFileSync(join(dist, PASTA_VERSOES, V2, EXECUTAVEL));
    // Signed as the second build, then one byte changed (same size): the SHA-256 no longer matches.
    publicarVersao(dist, ADULTERADA, { linux: segunda }, chave);
    const adulterada = Buffer.from(segunda);
    adulterada[adulterada.length - 1] ^= 0xff;
    writeFileSync(join(dist, PASTA_VERSOES, ADULTERADA, EXECUTAVEL), adulterada);
    publicarVersao(dist, OUTRA_CHAVE, { linux: segunda }, novaChave());
    publicarVersao(dist, SAI_AO_INICIAR, { linux: '#!/bin/sh\nexit 3\n' }, chave);

    process.env.AGENT_DIST_DIR = dist;
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'AutoAtualizacao');
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Atualização'));
    // The state file as a running agent leaves it: its token and a journal entry of a record written to the ERP.
    const local = new EstadoLocal(estado);
    local.tokenDoAgente(filial.token);
    local.anotar('3f1c2a4e-0000-4000-8000-000000000001', 'pedido', 'confirmado', { chaveErp: 'PED-77' });
    local.fechar();
    supervisor = spawn(executavel, ['--supervisionar', '--server', t.url, '--estado', estado, '--log', log], {
      cwd: instalacao,
      env: { PATH: '/usr/bin:/bin', HOME: instalacao, GERENCIADOR_PRAZO_ATUALIZACAO: '60' },
      stdio: 'ignore',
    });
    expect(await esperar(status, (s) => s.conectado && s.versao === V1, 60_000)).toMatchObject({ versao: V1 });
  }, 300_000);

  afterAll(async () => {
    if (supervisor) {
      supervisor.kill('SIGTERM');
      await new Promise<void>((r) => (supervisor.exitCode !== null ? r() : supervisor.once('exit', () => r())));
      await matar(supervisor);
    }
    await t?.close();
    delete process.env.AGENT_DIST_DIR;
    if (process.env.AGENTE_LOG) process.stdout.write(readFileSync(log, 'utf8'));
    rmSync(dist, { recursive: true, force: true });
    rmSync(instalacao, { recursive: true, force: true });
  }, 150_000);

  it('refuses a tampered artefact, and the first version keeps running', async () => {
    const antes = estadoLido();
    await fixar(ADULTERADA);
    const s = await resultado(ADULTERADA);
    expect(s).toMatchObject({ ultimoResultado: 'recusado', ultimoMotivo: expect.stringContaining('SHA-256') });
    expect(s.ultimoMotivo).toContain('versão atual continua rodando');
    expect(await status()).toEqual({ conectado: true, versao: V1 });
    expect(resumo(executavel)).toBe(resumo(join(dist, PASTA_VERSOES, V1, EXECUTAVEL)));
    expect(estadoLido()).toEqual(antes);
  }, 150_000);

  it('refuses a version signed with another key, and the first version keeps running', async () => {
    await fixar(OUTRA_CHAVE);
    const s = await resultado(OUTRA_CHAVE);
    expect(s.ultimoResultado).toBe('recusado');
    expect(s.ultimoMotivo).toBe(MOTIVOS_RECUSA.assinatura({ versao: OUTRA_CHAVE } as never));
    expect(await status()).toEqual({ conectado: true, versao: V1 });
  }, 150_000);

  it('rolls back a version that exits at start, and the server records why', async () => {
    await fixar(SAI_AO_INICIAR);
    const s = await resultado(SAI_AO_INICIAR);
    expect(s).toMatchObject({
      ultimoResultado: 'revertido',
      ultimoMotivo: `A versão ${SAI_AO_INICIAR} terminou ao iniciar (código 3) antes de se conectar ao servidor; o supervisor voltou para a versão ${V1}.`,
    });
    expect(await esperar(status, (x) => x.conectado, 30_000)).toEqual({ conectado: true, versao: V1 });
    expect(resumo(executavel)).toBe(resumo(join(dist, PASTA_VERSOES, V1, EXECUTAVEL)));
  }, 150_000);

  it('downloads, verifies, swaps and restarts in the second version, which reports itself with the state file intact', async () => {
    const antes = estadoLido();
    expect(antes.agente).toContainEqual({ chave: 'token', valor: filial.token });
    await fixar(V2);
    const s = await resultado(V2);
    expect(s).toMatchObject({ ultimoResultado: 'atualizado', versaoAtual: V2, versaoAlvo: V2 });
    expect(await esperar(status, (x) => x.conectado && x.versao === V2, 30_000)).toEqual({ conectado: true, versao: V2 });
    expect(resumo(executavel)).toBe(resumo(join(dist, PASTA_VERSOES, V2, EXECUTAVEL)));
    expect(resumo(`${executavel}.anterior`)).toBe(resumo(join(dist, PASTA_VERSOES, V1, EXECUTAVEL)));
    // The token and the journal of records written to the ERP survived; the new version reconnected with the token from the file.
    expect(estadoLido()).toEqual(antes);
    expect(spawnSync(executavel, ['--versao'], { encoding: 'utf8' }).stdout.trim()).toBe(V2);
  }, 150_000);
});
