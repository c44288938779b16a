import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/testApp';
import { executarServidor, iniciarProcessoServidor, portaLivre, type ProcessoServidor } from '../support/processoServidor';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

/** Secrets each failing path below carries; not one may appear in the log. Distinct so a hit names its path. */
const S = {
  senhaUsuario: 'Segredo-Usuario-7781',
  confirmacao: 'Segredo-Confirmacao-7782',
  senhaLogin: 'Segredo-Login-7783',
  senhaTipoErrado: 'Segredo-TipoErrado-7784',
  tokenAgente: 'fvg_Segredo-TokenAgente-7785',
  tokenCelular: 'Segredo-TokenCelular-7786',
  senhaCorpoCelular: 'Segredo-CorpoCelular-7787',
  senhaCorpoQuebrado: 'Segredo-CorpoQuebrado-7788',
  senhaBancoFilial: 'Segredo-BancoFilial-7789',
  senhaBancoVariavel: 'Segredo-BancoVariavel-7790',
  senhaGet: 'Segredo-Get-7791',
  senhaDatabaseUrl: 'Segredo-DatabaseUrl-7792',
  senhaLiteral: 'Segredo-Literal-7793',
  tokenDoAgente: 'fvg_Segredo-AgenteProcesso-7794',
  senhaUrlAgente: 'Segredo-UrlAgente-7795',
};

const segredosNo = (log: string) =>
  Object.entries(S)
    .filter(([, segredo]) => log.includes(segredo))
    .map(([nome]) => nome);

/**
 * Secrets never reach the log, whatever fails: each failing path is triggered against the server
 * running as its own process (LOG_LEVEL=trace, everything it writes captured), then the output is
 * searched for every secret sent.
 */
describe.skipIf(postgresUnavailable())(`nenhum segredo no log (${testEngine})`, { timeout: 60_000 }, () => {
  let servidor: ProcessoServidor;
  beforeAll(async () => {
    servidor = await iniciarProcessoServidor({ LOG_LEVEL: 'trace' });
  });
  afterAll(async () => {
    if (servidor) await servidor.encerrar();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const r = await fetch(`${servidor.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: r.status,
      corpo: (await r.json()) as { data?: Record<string, { id?: number; token?: string }>; errors?: { message: string; extensions: { code: string } }[] },
    };
  };

  it('the agent refused for a bad token logs neither the token nor the password of its server URL', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'fv-log-agente-'));
    const url = servidor.url.replace('http://', `http://operador:${S.senhaUrlAgente}@`);
    const agente = spawn(process.execPath, ['--import', 'tsx', 'agent/main.ts', '--server', url, '--estado', join(pasta, 'estado.db')], {
      env: { PATH: process.env.PATH ?? '', GERENCIADOR_TOKEN: S.tokenDoAgente },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    agente.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    agente.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    const saiu = new Promise((resolve) => agente.once('close', resolve));
    try {
      while (!/falha na conexão/.test(log) && agente.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    } finally {
      agente.kill('SIGTERM');
      await saiu;
      rmSync(pasta, { recursive: true, force: true });
    }
    expect(log).toMatch(/servidor http:\/\/operador:\[oculto\]@127\.0\.0\.1/);
    expect(log).toMatch(/falha na conexão: Sessão expirada!/);
    expect(segredosNo(log + servidor.saida())).toEqual([]);
  });

  it('refused GraphQL variables, a bad login, a bad agent token, a failed activation and a bad database configuration log no secret', async () => {
    const login = await gql('mutation($e: String!, $p: String!) { createToken(email: $e, password: $p) { token } }', { e: ADMIN.email, p: ADMIN.password });
    const admin = login.corpo.data!.createToken.token!;

    // createUsuario with a field the type does not have: the whole value fails validation.
    const desconhecido = await gql(
      'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
      {
        i: { nome: 'Fulano', email: 'fulano@log.com.br', password: S.senhaUsuario, passwordConfirmacao: S.confirmacao, campoQueNaoExiste: 1 },
      },
      admin,
    );
    expect(desconhecido.status).toBe(400);
    expect(desconhecido.corpo.errors?.[0]).toMatchObject({ message: 'Valor inválido para a variável $i.', extensions: { code: 'BAD_USER_INPUT' } });

    // A wrong password, and a password sent in a variable of the wrong type.
    expect(
      (await gql('mutation($e: String!, $p: String!) { createToken(email: $e, password: $p) { token } }', { e: ADMIN.email, p: S.senhaLogin })).corpo
        .errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (await gql('mutation($e: String!, $p: String!) { createToken(email: $e, password: $p) { token } }', { e: ADMIN.email, p: { senha: S.senhaTipoErrado } }))
        .status,
    ).toBe(400);
    // A password written in the document itself, in a document that fails validation.
    expect((await gql(`mutation { createToken(email: "${ADMIN.email}", password: "${S.senhaLiteral}", naoExiste: 1) { token } }`, {})).status).toBe(400);

    // An agent with a token that is not any branch's.
    const recusa = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`${servidor.url.replace('http', 'ws')}/api/v1/gerenciador/ws`, { headers: { authorization: `Bearer ${S.tokenAgente}` } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('conexão aceita')));
      ws.on('error', () => undefined);
    });
    expect(recusa).toBe(401);

    // A phone's activation that fails: a token that is not a token, an unknown branch, a body that is not JSON.
    const ativar = (corpo: string) =>
      fetch(`${servidor.url}/api/v1/mobile/ativacao`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${S.tokenCelular}` },
        body: corpo,
      });
    expect((await ativar(JSON.stringify({ identificadorApp: 'NAOEXISTE', uuid: 'u-1', senha: S.senhaCorpoCelular }))).status).toBe(404);
    expect((await ativar(`{"identificadorApp":"X","senha":"${S.senhaCorpoQuebrado}"`)).status).toBe(400);

    // A branch database configuration that is invalid, and one sent in variables of the wrong type.
    const contratante = await gql(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: { tipoEmpresa: 'J', docFederal: '11222333000181', nome: 'Log Ltda', email: 'contato@log.com.br', telefone: '1134567890', cidadeId: 3550308 },
      },
      admin,
    );
    const contratanteId = contratante.corpo.data!.createUpdateContratante.id!;
    const filial = await gql(
      'mutation($i: MobileFilialInput!) { createUpdatMobileFilial(input: $i) { id } }',
      { i: { nome: 'Filial Log', tipoDocFederal: 'J', docFederal: '11222333000181', contratanteId } },
      admin,
    );
    const filialId = filial.corpo.data!.createUpdatMobileFilial.id!;
    const banco = (configuracao: unknown) =>
      gql(
        'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
        { i: { filialId, ativa: true, configuracao } },
        admin,
      );
    expect(
      (await banco(JSON.stringify({ database: 'erp', host: '', porta: 'abc', usuario: 'sa', senha: S.senhaBancoFilial }))).corpo.errors?.[0].extensions.code,
    ).toBe('VALIDATION');
    expect((await banco({ database: 'erp', host: 'h', porta: 1, usuario: 'sa', senha: S.senhaBancoVariavel })).status).toBe(400);

    // GET /graphql with variables that are not JSON.
    for (const variables of [`{"password":"${S.senhaGet}"`, S.senhaGet])
      await fetch(`${servidor.url}/graphql?query=${encodeURIComponent('query { __typename }')}&variables=${encodeURIComponent(variables)}`);

    const log = await servidor.encerrar();
    // The refusals were logged (so the search below looks at a real log), and not one secret.
    expect(log.match(/requisição GraphQL recusada/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(segredosNo(log), log).toEqual([]);
  });

  it('a DATABASE_URL the server cannot use stops it with a message that hides the password', async () => {
    const { saida, fim } = executarServidor({
      DATABASE_URL: `mysql://erp:${S.senhaDatabaseUrl}@db.exemplo/erp`,
      PORT: String(await portaLivre()),
      APP_SECRET: 'x'.repeat(40),
      DATA_DIR: `/tmp/fv-log-${process.pid}`,
    });
    expect(await fim).not.toBe(0);
    expect(saida()).toContain('DATABASE_URL');
    expect(segredosNo(saida())).toEqual([]);
  });
});
