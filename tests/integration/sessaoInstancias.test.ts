import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createApp, listen, type App } from '../../server/app';
import { esperar } from '../support/agenteFixtures';
import { createPartner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const CONTA = '{ usuariosCount }';
const SESSAO_SQL = /select "id", "nome", "email", "telefone", "contratanteId", "caslRules", "ativo", "sessaoVersao" from "usuario"/;

/**
 * Sessions are served from memory (docs/operacao.md, "Sessões em memória") but end at once on every instance: two server instances
 * over one database (the same SQLite file, or one PostgreSQL database), the session remembered on
 * both, then ended through A (or by a write from outside the server); B refuses it on the very next
 * request, without waiting.
 */
describe.skipIf(postgresUnavailable())(`sessões em memória em duas instâncias (${testEngine})`, () => {
  let a: TestApp;
  let b: { app: App; server: Server; url: string; queries: string[] };
  let admin: string;
  let n = 0;

  const gql = async (url: string, query: string, token: string, variables: Record<string, unknown> = {}) => {
    const r = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return { status: r.status, ...((await r.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] }) };
  };
  /** A partner's token remembered by both instances: B answered it at least once without reading the user. */
  const lembradoNasDuas = async () => {
    n += 1;
    const p = await createPartner(a, admin, `Memoria${n}`);
    for (const url of [a.url, b.url]) {
      await esperar(
        async () => {
          b.queries.length = 0;
          a.queries.length = 0;
          const r = await gql(url, CONTA, p.token);
          expect(r.status).toBe(200);
          return [...a.queries, ...b.queries].some((q) => SESSAO_SQL.test(q));
        },
        (leu) => !leu,
      );
    }
    return p;
  };
  const recusado = async (url: string, token: string) => {
    const r = await gql(url, CONTA, token);
    expect(r.status).toBe(401);
    expect(r.errors?.[0].message).toBe(MSG.sessaoExpirada);
  };

  beforeAll(async () => {
    a = await startTestApp();
    const queries: string[] = [];
    const app = await createApp(a.config, { onQuery: (q) => queries.push(q) });
    const server = await listen(app, 0);
    b = { app, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, queries };
    admin = await a.login(ADMIN.email, ADMIN.password);
  }, 60_000);
  afterAll(async () => {
    await b?.app.close();
    b?.server.closeAllConnections();
    await new Promise((r) => b?.server.close(r));
    await a?.close();
  });

  it('a user deactivated through A is refused by B and by A on the next request', async () => {
    const p = await lembradoNasDuas();
    const r = await gql(a.url, 'mutation($id: Int!) { updateUsuario(id: $id, input: { ativo: false }) { id } }', admin, { id: p.usuarioId });
    expect(r.errors).toBeUndefined();
    await recusado(b.url, p.token);
    await recusado(a.url, p.token);
  });

  it('Sair on A ends the session on B at once', async () => {
    const p = await lembradoNasDuas();
    expect((await gql(a.url, 'mutation { usuarioEncerrarSessao }', p.token)).data).toEqual({ usuarioEncerrarSessao: true });
    await recusado(b.url, p.token);
  });

  it('a password change on B ends the older token on A; the new one works on both', async () => {
    const p = await lembradoNasDuas();
    const passo = await gql(b.url, 'query($s: String!) { usuarioValidaSenhaAtual(senhaAtual: $s) }', p.token, { s: p.password });
    const troca = await gql(b.url, 'mutation($n: String!, $t: String!) { usuarioAtualizarSenha(novaSenha: $n, token: $t) { token } }', p.token, {
      n: 'Outra#Senha9x',
      t: passo.data!.usuarioValidaSenhaAtual,
    });
    expect(troca.errors).toBeUndefined();
    await recusado(a.url, p.token);
    await recusado(b.url, p.token);
    const novo = (troca.data!.usuarioAtualizarSenha as { token: string }).token;
    expect((await gql(a.url, CONTA, novo)).status).toBe(200);
    expect((await gql(b.url, CONTA, novo)).status).toBe(200);
  });

  it('a user removed through A is refused by B', async () => {
    const p = await lembradoNasDuas();
    expect((await gql(a.url, 'mutation($id: Int!) { deleteUsuario(id: $id) }', admin, { id: p.usuarioId })).errors).toBeUndefined();
    await recusado(b.url, p.token);
  });

  it('a change written outside the server (an operator in the database) reaches both instances: permissions and deactivation', async () => {
    const p = await lembradoNasDuas();
    for (const url of [b.url, a.url]) expect((await gql(url, CONTA, p.token)).data, url).toEqual({ usuariosCount: 1 });
    // Permissions taken away: the partner sees no user, by the rules as they are now, not by a remembered copy.
    await a.app.db.kysely.updateTable('usuario').set({ caslRules: '[]' }).where('id', '=', p.usuarioId).execute();
    for (const url of [b.url, a.url]) {
      const r = await gql(url, CONTA, p.token);
      expect(r.data ?? null, url).not.toEqual({ usuariosCount: 1 });
    }
    await b.app.db.kysely.updateTable('usuario').set({ ativo: 0 }).where('id', '=', p.usuarioId).execute();
    await recusado(a.url, p.token);
    await recusado(b.url, p.token);
  });
});
