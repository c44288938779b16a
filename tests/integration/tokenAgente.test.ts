import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirSqlite } from '../../common/sqlite/abrirSqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperar, gerarToken, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner } from '../support/fixtures';
import { matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/** What `ps` shows of a process, and what its environment holds (readable by its owner and root only). */
const linhaDeComando = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0+/g, ' ').trim();
const ambiente = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8');
const filhos = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

/**
 * The agent's token never shows in the process list: given on the first start's command line it is
 * masked at once and kept in the state file; later starts, and the supervisor's worker, need it on
 * no command line. Linux only (/proc), as the installed service.
 */
describe.runIf(existsSync('/proc/self/cmdline'))('o token do agente fora da linha de comando', { timeout: 90_000 }, () => {
  let t: TestApp;
  let filial: FilialComGerenciador;
  let pasta: string;
  const processos: ChildProcess[] = [];

  const iniciar = (...argumentos: string[]) => {
    const filho = spawn(process.execPath, ['--import', 'tsx', 'agent/main.ts', ...argumentos], {
      stdio: ['ignore', 'ignore', process.env.AGENTE_LOG ? 'inherit' : 'ignore'],
      env: { PATH: process.env.PATH ?? '' },
    });
    processos.push(filho);
    return filho;
  };
  const conectado = (sim: boolean) =>
    esperar(
      async () => t.app.hub.isConnected(filial.filialId),
      (c) => c === sim,
    );

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const parceiro = await createPartner(t, admin, 'Token');
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Token'));
    pasta = mkdtempSync(join(tmpdir(), 'token-agente-'));
  }, 60_000);
  afterAll(async () => {
    for (const p of processos) await matar(p);
    await t?.close();
    rmSync(pasta, { recursive: true, force: true });
  });

  it('the first start takes --token, masks it in the process list and keeps it in a state file only its owner reads', async () => {
    const estado = join(pasta, 'estado.db');
    const agente = iniciar('--server', t.url, '--token', filial.token, '--estado', estado);
    await conectado(true);
    const visto = linhaDeComando(agente.pid!);
    expect(visto).toBe(`fv-gerenciador --server ${t.url} --token *** --estado ${estado}`);
    expect(visto).not.toContain(filial.token);
    expect(ambiente(agente.pid!)).not.toContain(filial.token);
    expect(statSync(estado).mode & 0o777).toBe(0o600);
    const db = abrirSqlite(estado, { readonly: true });
    expect(db.prepare("SELECT valor FROM agente WHERE chave = 'token'").get()).toEqual({ valor: filial.token });
    db.close();
    await matar(agente);
    await conectado(false);
  });

  it('later starts connect with no token anywhere but the state file', async () => {
    const agente = iniciar('--server', t.url, '--estado', join(pasta, 'estado.db'));
    await conectado(true);
    expect(linhaDeComando(agente.pid!)).not.toContain(filial.token);
    expect(ambiente(agente.pid!)).not.toContain(filial.token);
    await matar(agente);
    await conectado(false);
  });

  it('the supervisor gives its worker neither the token on the command line nor in the environment', async () => {
    const estado = join(pasta, 'supervisionado.db');
    const supervisor = iniciar('--supervisionar', '--server', t.url, '--token', filial.token, '--estado', estado, '--log', join(pasta, 'gerenciador.log'));
    await conectado(true);
    const [trabalhador] = await esperar(
      async () => filhos(supervisor.pid!),
      (f) => f.length === 1,
    );
    expect(linhaDeComando(supervisor.pid!)).not.toContain(filial.token);
    expect(linhaDeComando(trabalhador!)).toContain(`--server ${t.url} --estado ${estado}`);
    expect(linhaDeComando(trabalhador!)).not.toContain(filial.token);
    expect(ambiente(trabalhador!)).not.toContain(filial.token);
    supervisor.kill('SIGTERM');
    await conectado(false);
  });
});
