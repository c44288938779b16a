import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server as ServidorProxy } from 'proxy-chain';
import { createServer as criarServidorTls, type Server as ServidorTls } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { esperar, gerarToken, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const USUARIO = 'fv-proxy';
/** With characters a URL must escape: the agent reads them from %XX. */
const SENHA = 'S3nh@:Proxy/1';
const SENHA_URL = encodeURIComponent(SENHA);
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado versao } }';
/** No proxy from the machine running the tests leaks into the agent's environment. */
const SEM_PROXY = { HTTP_PROXY: '', http_proxy: '', HTTPS_PROXY: '', https_proxy: '', NO_PROXY: '', no_proxy: '', GERENCIADOR_PROXY: '' };

/**
 * The agent behind a company proxy that asks for a password (proxy-chain, a real HTTP proxy on
 * this machine): through it with the right user and password, refused with a Portuguese message
 * saying what to fix (and retried) with the wrong one, and straight to the server for NO_PROXY's hosts.
 */
// Each case starts the agent under tsx (several seconds on a loaded machine).
describe('gerenciador atrás de um proxy com autenticação', { timeout: 90_000 }, () => {
  let t: TestApp;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let proxy: ServidorProxy;
  let pasta: string;
  /** Every CONNECT the proxy took: to where, and whether its credentials were right. */
  const tuneis: { destino: string; autenticado: boolean }[] = [];
  let agente: ChildProcess | null = null;

  beforeAll(async () => {
    t = await startTestApp();
    parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'Proxy');
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja do Proxy'));
    proxy = new ServidorProxy({
      port: 0,
      host: '127.0.0.1',
      prepareRequestFunction: ({ username, password, hostname, port }) => {
        const autenticado = username === USUARIO && password === SENHA;
        tuneis.push({ destino: `${hostname}:${port}`, autenticado });
        return { requestAuthentication: !autenticado };
      },
    });
    await proxy.listen();
    pasta = mkdtempSync(join(tmpdir(), 'proxy-'));
  });
  afterEach(async () => {
    if (agente) await matar(agente);
    agente = null;
    tuneis.length = 0;
  });
  afterAll(async () => {
    await proxy?.close(true);
    await t?.close();
    if (pasta) rmSync(pasta, { recursive: true, force: true });
  });

  const urlProxy = (senha: string) => `http://${USUARIO}:${senha}@127.0.0.1:${proxy.port}`;
  const servidor = () => new URL(t.url).host;
  const status = async () =>
    (await t.gql<{ filialGerenciadorStatus: { conectado: boolean; versao: string | null } }>(STATUS, { a: filial.identificadorApp }, parceiro.token)).data!
      .filialGerenciadorStatus;

  it('connects through the proxy with the right user and password given by --proxy, and never logs the password', async () => {
    let registro = '';
    agente = lancarAgente(t.url, filial.token, join(pasta, 'certo.db'), (texto) => (registro += texto), {
      argumentos: ['--proxy', urlProxy(SENHA_URL)],
      env: SEM_PROXY,
    });
    expect(await esperar(status, (s) => s.conectado && s.versao !== null, 30_000)).toMatchObject({ conectado: true });
    expect(tuneis).toContainEqual({ destino: servidor(), autenticado: true });
    expect(tuneis.every((x) => x.autenticado)).toBe(true);
    expect(registro).toContain(`proxy http://${USUARIO}:[oculto]@127.0.0.1:${proxy.port}`);
    expect(registro).not.toContain(SENHA_URL);
    expect(registro).not.toContain(SENHA);
  });

  it('is refused with the wrong password from HTTP_PROXY, says in Portuguese what to fix, and keeps trying', async () => {
    let registro = '';
    agente = lancarAgente(t.url, filial.token, join(pasta, 'errado.db'), (texto) => (registro += texto), {
      env: { ...SEM_PROXY, HTTP_PROXY: urlProxy('senha-errada') },
    });
    const mensagem = MSG.proxyRecusouSenha(`http://${USUARIO}:[oculto]@127.0.0.1:${proxy.port}`);
    // The backoff starts at about a second: a second refusal shows the agent kept trying by itself.
    await esperar(
      async () => registro.split(mensagem).length - 1,
      (n) => n >= 2,
      30_000,
    );
    expect(mensagem).toContain('recusou o usuário e a senha (HTTP 407)');
    expect(tuneis.length).toBeGreaterThanOrEqual(2);
    expect(tuneis.every((x) => x.destino === servidor() && !x.autenticado)).toBe(true);
    expect((await status()).conectado).toBe(false);
    expect(registro).not.toContain('senha-errada');
    expect(agente.exitCode).toBeNull();
  });

  /**
   * A company network that inspects TLS: the server is reached through a TLS front whose certificate
   * is signed by the company's own CA (made here with openssl), which Node does not trust.
   */
  it('refuses the certificate of a TLS-inspecting network in Portuguese, and connects with the company CA given by --ca', async () => {
    const ca = join(pasta, 'empresa-ca.pem');
    const chave = join(pasta, 'frente.key');
    const certificado = join(pasta, 'frente.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=CA da Empresa',
        '-keyout',
        join(pasta, 'ca.key'),
        '-out',
        ca,
      ],
      { stdio: 'ignore' },
    );
    execFileSync(
      'openssl',
      [
        'req',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        chave,
        '-out',
        join(pasta, 'frente.csr'),
      ],
      { stdio: 'ignore' },
    );
    writeFileSync(join(pasta, 'frente.ext'), 'subjectAltName=IP:127.0.0.1\n');
    execFileSync(
      'openssl',
      [
        'x509',
        '-req',
        '-in',
        join(pasta, 'frente.csr'),
        '-CA',
        ca,
        '-CAkey',
        join(pasta, 'ca.key'),
        '-CAcreateserial',
        '-days',
        '1',
        '-extfile',
        join(pasta, 'frente.ext'),
        '-out',
        certificado,
      ],
      { stdio: 'ignore' },
    );
    const destino = new URL(t.url);
    const frente: ServidorTls = criarServidorTls({ key: readFileSync(chave), cert: readFileSync(certificado) }, (cliente) => {
      const servidorHttp = connect(Number(destino.port), destino.hostname);
      cliente.pipe(servidorHttp).pipe(cliente);
      cliente.on('error', () => servidorHttp.destroy());
      servidorHttp.on('error', () => cliente.destroy());
    });
    await new Promise<void>((r) => frente.listen(0, '127.0.0.1', r));
    const https = `https://127.0.0.1:${(frente.address() as AddressInfo).port}`;
    try {
      let registro = '';
      agente = lancarAgente(https, filial.token, join(pasta, 'tls.db'), (texto) => (registro += texto), { env: SEM_PROXY });
      await esperar(
        async () => registro,
        (r) => r.includes('não é confiável'),
        30_000,
      );
      expect(registro).toContain(MSG.certificadoNaoConfiavel('UNABLE_TO_VERIFY_LEAF_SIGNATURE'));
      expect((await status()).conectado).toBe(false);
      await matar(agente);
      agente = lancarAgente(https, filial.token, join(pasta, 'tls.db'), undefined, { argumentos: ['--ca', ca], env: SEM_PROXY });
      expect(await esperar(status, (s) => s.conectado && s.versao !== null, 30_000)).toMatchObject({ conectado: true });
    } finally {
      if (agente) await matar(agente);
      await new Promise((r) => frente.close(r));
    }
  });

  it('goes straight to the server when NO_PROXY names it, whatever HTTP_PROXY says', async () => {
    agente = lancarAgente(t.url, filial.token, join(pasta, 'direto.db'), undefined, {
      env: { ...SEM_PROXY, HTTP_PROXY: urlProxy(SENHA_URL), HTTPS_PROXY: urlProxy(SENHA_URL), NO_PROXY: 'localhost,127.0.0.1' },
    });
    expect(await esperar(status, (s) => s.conectado && s.versao !== null, 30_000)).toMatchObject({ conectado: true });
    expect(tuneis).toEqual([]);
  });
});
