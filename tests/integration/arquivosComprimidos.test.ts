import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';

/** A build output of this test's making, as `npm run build` lays it out: each script beside its .br and .gz. */
function saidaDoBuild(raiz: string): { script: string; conteudo: Buffer } {
  const script = '/assets/index-Ab12Cd34.js';
  const conteudo = Buffer.from(`console.log(${JSON.stringify('olá '.repeat(2000))});\n`);
  mkdirSync(join(raiz, 'app/assets'), { recursive: true });
  mkdirSync(join(raiz, 'landing'), { recursive: true });
  writeFileSync(join(raiz, 'app/index.html'), `<!doctype html><html><head><script type="module" src="${script}"></script></head><body></body></html>`);
  writeFileSync(join(raiz, 'app', script), conteudo);
  writeFileSync(join(raiz, 'app', `${script}.br`), brotliCompressSync(conteudo));
  writeFileSync(join(raiz, 'app', `${script}.gz`), gzipSync(conteudo));
  writeFileSync(join(raiz, 'app/assets/sem-variantes-Zz98Yy76.css'), 'body{}');
  writeFileSync(join(raiz, 'app/favicon.ico'), 'icone');
  writeFileSync(join(raiz, 'landing/index.html'), '<!doctype html><title>Força de Vendas</title>');
  return { script, conteudo };
}

interface Resposta {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  corpo: Buffer;
}

/** Plain node:http (fetch would decode the body): the bytes as sent. */
function obter(url: string, headers: Record<string, string> = {}): Promise<Resposta> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, corpo: Buffer.concat(partes) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe.skipIf(postgresUnavailable())('arquivos estáticos pré-comprimidos', () => {
  let t: TestApp;
  let raiz: string;
  let build: ReturnType<typeof saidaDoBuild>;

  beforeAll(async () => {
    raiz = mkdtempSync(join(tmpdir(), 'estaticos-'));
    build = saidaDoBuild(raiz);
    t = await startTestApp({ STATIC_DIR: raiz });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(raiz, { recursive: true, force: true });
  });

  it("sends /login's script as brotli to a browser that accepts it, cached for good, varying by Accept-Encoding", async () => {
    const pagina = await obter(`${t.url}/login`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(pagina.status).toBe(200);
    const script = /src="([^"]+\.js)"/.exec(pagina.corpo.toString('utf8'))?.[1];
    expect(script).toBe(build.script);
    const r = await obter(`${t.url}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers.vary).toContain('Accept-Encoding');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(r.headers['content-length'])).toBe(r.corpo.length);
    expect(r.corpo.length).toBeLessThan(build.conteudo.length / 4);
    expect(brotliDecompressSync(r.corpo).equals(build.conteudo)).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the file as is to one that accepts neither', async () => {
    const gzip = await obter(`${t.url}${build.script}`, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.corpo).equals(build.conteudo)).toBe(true);
    for (const aceita of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const r = await obter(`${t.url}${build.script}`, aceita ? { 'accept-encoding': aceita } : {});
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toContain('Accept-Encoding');
      expect(r.corpo.equals(build.conteudo)).toBe(true);
    }
    const semBrotli = await obter(`${t.url}${build.script}`, { 'accept-encoding': 'br;q=0, *' });
    expect(semBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a missing asset, never the page with a one-year cache', async () => {
    for (const caminho of ['/assets/x.js', '/assets/index-Zz00Zz00.js', '/assets/']) {
      const r = await obter(`${t.url}${caminho}`, { 'accept-encoding': 'br' });
      expect(r.status, caminho).toBe(404);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.corpo.toString('utf8')).not.toContain('<html');
    }
  });

  it('keeps the immutable cache for hashed assets only; pages and unhashed files are revalidated', async () => {
    const semVariantes = await obter(`${t.url}/assets/sem-variantes-Zz98Yy76.css`, { 'accept-encoding': 'br' });
    expect(semVariantes.headers['content-encoding']).toBeUndefined();
    expect(semVariantes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const caminho of ['/favicon.ico', '/', '/login', '/admin/home']) {
      const r = await obter(`${t.url}${caminho}`);
      expect(r.status, caminho).toBe(200);
      expect(r.headers['cache-control'], caminho).toBe('no-cache');
    }
  });
});
