import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const EVIL = 'https://atacante.example';
const PARTNER_SITE = 'https://parceiro.example';

describe.skipIf(postgresUnavailable())(`security headers and CORS (${testEngine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: `${PARTNER_SITE}, não é uma url` });
    token = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  const graphql = (headers: Record<string, string> = {}) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

  it.each([
    ['the landing', '/', 'GET'],
    ['an SPA route', '/login', 'GET'],
    ['a privacy page', '/politicaprivacidade', 'GET'],
    ['GraphQL', '/graphql', 'POST'],
    ['the device API', '/api/v1/mobile/ping', 'GET'],
    ['an unknown API route', '/api/v1/nada', 'GET'],
  ])('%s carries a strict CSP without inline script, frame-ancestors none, nosniff and a referrer policy', async (_, path, method) => {
    const r = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? '{"query":"{ __typename }"}' : undefined,
    });
    const csp = directives(r.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('same-origin');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('x-powered-by')).toBeNull();
  });

  it('API answers are never cached, static pages may be', async () => {
    expect((await graphql()).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${t.url}/api/v1/mobile/ping`)).headers.get('cache-control')).toBe('no-store');
    const cards = await fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${token}` } });
    expect(cards.status).toBe(200);
    expect(cards.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${t.url}/api/v1/contratante/gerenciador-status`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${t.url}/`)).headers.get('cache-control')).not.toBe('no-store');
  });

  it('a page of another origin is refused by the API, preflight or not, and never gets CORS headers', async () => {
    const preflight = await fetch(`${t.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const post = await graphql({ origin: EVIL, authorization: `Bearer ${token}` });
    expect(post.status).toBe(403);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await post.json()).toEqual({ erro: 'Origem não permitida: esta API só atende páginas do próprio servidor.', codigo: 'ORIGEM_RECUSADA' });
    const rest = await fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { origin: EVIL, authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(403);
  });

  it('the own origin, an allowlisted origin and callers without Origin (phones, agent) get through', async () => {
    const own = await graphql({ origin: t.url });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    expect((await graphql()).status).toBe(200);

    const preflight = await fetch(`${t.url}/graphql`, { method: 'OPTIONS', headers: { origin: PARTNER_SITE, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER_SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const allowed = await graphql({ origin: PARTNER_SITE });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER_SITE);
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
  });
});
