import { lookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { intervaloAposFalha, TENTATIVAS_WEBHOOK } from '../services/webhooks';
import { assinaturaWebhook, enderecoInterno, postarWebhook, problemaUrlWebhook } from './webhookPost';

describe('endereços de webhook (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'não-é-ip',
  ])('refuses %s', (ip) => {
    expect(enderecoInterno(ip)).toBe(true);
  });
  it.each(['8.8.8.8', '200.160.2.3', '172.32.0.1', '2804:14c::1', '::ffff:200.160.2.3'])('accepts %s', (ip) => {
    expect(enderecoInterno(ip)).toBe(false);
  });
  it('checks the URL: http(s), no credentials, no internal host unless allowed', () => {
    expect(problemaUrlWebhook('https://hooks.exemplo.com.br/fv?x=1', false)).toBeNull();
    expect(problemaUrlWebhook('ftp://exemplo.com/', false)).toBe(MSG.webhookUrlInvalida);
    expect(problemaUrlWebhook('exemplo.com/hook', false)).toBe(MSG.webhookUrlInvalida);
    expect(problemaUrlWebhook('https://u:s@exemplo.com/', false)).toBe(MSG.webhookUrlComSenha);
    expect(problemaUrlWebhook(`https://exemplo.com/${'a'.repeat(2000)}`, false)).toBe(MSG.webhookUrlLonga);
    for (const url of [
      'http://localhost:3000/',
      'http://api.localhost/',
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:7f00:1]/',
    ]) {
      expect(problemaUrlWebhook(url, false), url).toBe(MSG.webhookRedeInterna);
      expect(problemaUrlWebhook(url, true), url).toBeNull();
    }
  });
  it('waits 30 s, 1 min, 2 min… up to an hour between attempts', () => {
    expect(Array.from({ length: TENTATIVAS_WEBHOOK }, (_, i) => intervaloAposFalha(i + 1) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
  });
  it('signs "<timestamp>.<body>" with HMAC-SHA256 (the docs/operacao.md example)', () => {
    // The same value as `printf '%s' '1764158400.{"evento":"webhook.teste"}' | openssl dgst -sha256 -hmac fvwh_exemplo`.
    expect(assinaturaWebhook('fvwh_exemplo', '1764158400', '{"evento":"webhook.teste"}')).toBe(
      'sha256=e526bd35afb99ad9cea17d3d55924f901dd56e83cae80fdf78303631478ceccf',
    );
  });
});

const NOME_INTERNO = enderecoInterno(await new Promise<string>((r) => lookup(hostname(), (e, a) => r(e ? '' : a))));

describe('postarWebhook', () => {
  let server: Server;
  let base: string;
  const caminhos: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      caminhos.push(req.url ?? '');
      req.resume();
      if (req.url === '/redireciona') {
        res.writeHead(302, { location: '/interno' });
        return res.end();
      }
      res.writeHead(204);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  const postar = (url: string, redeInterna: boolean) =>
    postarWebhook({ url, corpo: '{}', segredo: 's', evento: 'webhook.teste', entrega: 'e', timestamp: '1', timeoutMs: 5000, redeInterna });

  it('refuses the server’s own network without sending anything, unless allowed', async () => {
    expect(await postar(`${base}/ok`, false)).toMatchObject({ statusHttp: null, erro: MSG.webhookRedeInterna });
    expect(caminhos).toEqual([]);
    expect(await postar(`${base}/ok`, true)).toMatchObject({ statusHttp: 204, erro: null });
    expect(caminhos).toEqual(['/ok']);
  });
  // The machine's own name passes the name check (it is not "localhost") and resolves to a loopback
  // address in /etc/hosts here (127.0.0.1 or 127.0.1.1, as Debian writes it): the look-up refuses it.
  it.runIf(NOME_INTERNO)('refuses a name that resolves to the server’s own network at connection time', async () => {
    const porta = new URL(base).port;
    expect(problemaUrlWebhook(`http://${hostname()}:${porta}/ok`, false)).toBeNull();
    expect(await postar(`http://${hostname()}:${porta}/ok`, false)).toMatchObject({ statusHttp: null, erro: MSG.webhookRedeInterna });
    expect(caminhos).toEqual(['/ok']);
  });
  it('does not follow a redirect', async () => {
    expect(await postar(`${base}/redireciona`, true)).toMatchObject({ statusHttp: 302, erro: MSG.webhookRedirecionamento(302) });
    expect(caminhos).toEqual(['/ok', '/redireciona']);
  });
  it('says in Portuguese when nobody answers', async () => {
    const fechado = createServer();
    await new Promise<void>((r) => fechado.listen(0, '127.0.0.1', r));
    const porta = (fechado.address() as AddressInfo).port;
    await new Promise((r) => fechado.close(r));
    expect(await postar(`http://127.0.0.1:${porta}/`, true)).toMatchObject({ statusHttp: null, erro: MSG.webhookSemResposta('conexão recusada') });
  });
});
