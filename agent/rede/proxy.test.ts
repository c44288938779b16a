import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErroProxy, foraDoProxy, lerSemProxy, lerUrlProxy, proxyPara, proxyParaLog } from './proxy';
import { Rede } from './rede';

const u = (texto: string) => new URL(texto);
const para = (destino: string, env: Record<string, string>, proprio?: string) =>
  proxyPara(u(destino), proprio ? lerUrlProxy(proprio, '--proxy') : null, env)?.href ?? null;

describe('qual proxy cada conexão usa', () => {
  it('takes https_proxy for https and wss, falling back to http_proxy, and http_proxy for http and ws; lower case first', () => {
    const env = { HTTPS_PROXY: 'http://seguro:3128', http_proxy: 'http://simples:8080', HTTP_PROXY: 'http://maiusculo:8080' };
    expect(para('https://nuvem.exemplo.com', env)).toBe('http://seguro:3128/');
    expect(para('wss://nuvem.exemplo.com/api', env)).toBe('http://seguro:3128/');
    expect(para('http://nuvem.exemplo.com', env)).toBe('http://simples:8080/');
    expect(para('ws://nuvem.exemplo.com', env)).toBe('http://simples:8080/');
    expect(para('wss://nuvem.exemplo.com', { http_proxy: 'http://so-http:8080' })).toBe('http://so-http:8080/');
    expect(para('wss://nuvem.exemplo.com', {})).toBeNull();
  });

  it('lets the agent’s own option win over the environment, for every protocol', () => {
    expect(para('wss://nuvem.exemplo.com', { HTTPS_PROXY: 'http://ambiente:3128' }, 'http://fv:s@proprio:3128')).toBe('http://fv:s@proprio:3128/');
    expect(para('ws://nuvem.exemplo.com', {}, 'proprio:3128')).toBe('http://proprio:3128/');
  });

  it('sends NO_PROXY’s hosts straight: exact host, its subdomains, leading dot or *., a port when given, and * for all', () => {
    const excecoes = lerSemProxy('localhost, .interno.empresa,*.rede.local 10.0.0.5:8443 [::1]');
    expect(foraDoProxy(u('http://localhost:3000'), excecoes)).toBe(true);
    expect(foraDoProxy(u('https://nuvem.interno.empresa'), excecoes)).toBe(true);
    expect(foraDoProxy(u('https://interno.empresa'), excecoes)).toBe(true);
    expect(foraDoProxy(u('https://naointerno.empresa'), excecoes)).toBe(false);
    expect(foraDoProxy(u('wss://a.b.rede.local/ws'), excecoes)).toBe(true);
    expect(foraDoProxy(u('https://10.0.0.5:8443'), excecoes)).toBe(true);
    expect(foraDoProxy(u('https://10.0.0.5'), excecoes)).toBe(false);
    expect(foraDoProxy(u('http://[::1]:3000'), excecoes)).toBe(true);
    expect(foraDoProxy(u('https://nuvem.exemplo.com'), excecoes)).toBe(false);
    expect(foraDoProxy(u('https://qualquer'), lerSemProxy('*'))).toBe(true);
    expect(para('https://nuvem.exemplo.com', { https_proxy: 'http://p:1', NO_PROXY: 'exemplo.com' }, 'http://q:2')).toBeNull();
  });

  it('refuses what cannot be a proxy, in Portuguese', () => {
    expect(() => lerUrlProxy('socks5://p:1080', '--proxy')).toThrow(ErroProxy);
    expect(() => lerUrlProxy('socks5://p:1080', '--proxy')).toThrow('deve começar com http:// ou https://');
    expect(() => lerUrlProxy('http://[malformado', '--proxy')).toThrow('não é válido');
    expect(() => Rede.ler({}, { HTTPS_PROXY: 'ftp://p:21' })).toThrow('o proxy em HTTPS_PROXY deve começar com http:// ou https://');
  });

  it('never shows the password', () => {
    expect(proxyParaLog(u('http://fv:S%40nha@proxy.empresa:3128'))).toBe('http://fv:[oculto]@proxy.empresa:3128');
    expect(proxyParaLog(u('https://proxy.empresa'))).toBe('https://proxy.empresa');
    const rede = Rede.ler({ proxy: 'http://fv:Segredo1@proxy.empresa:3128' }, {});
    expect(rede.descrever(u('wss://nuvem'))).toBe('proxy http://fv:[oculto]@proxy.empresa:3128');
    expect(rede.descrever(u('wss://nuvem'))).not.toContain('Segredo1');
  });
});

describe('certificados a aceitar (--ca)', () => {
  const pasta = mkdtempSync(join(tmpdir(), 'ca-'));

  it('adds a PEM bundle’s certificates to Node’s, and says what is wrong with a file that has none or is missing', () => {
    const semPem = join(pasta, 'texto.crt');
    writeFileSync(semPem, 'não é um certificado');
    expect(() => Rede.ler({ ca: semPem }, {})).toThrow(`o arquivo ${semPem} não tem certificados em PEM`);
    expect(() => Rede.ler({ ca: join(pasta, 'nao-existe.pem') }, {})).toThrow('não foi possível ler o arquivo de certificados');
    const pem = join(pasta, 'empresa.pem');
    writeFileSync(pem, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const opcoes = Rede.ler({ ca: pem }, {}).opcoes(u('wss://nuvem'));
    expect(opcoes.agent).toBeUndefined();
    expect(opcoes.ca?.at(-1)).toContain('MIIB');
    expect(opcoes.ca!.length).toBeGreaterThan(100);
  });

  it('gives the same proxy agent to every connection through one proxy, with the certificates', () => {
    const rede = Rede.ler({ proxy: 'http://p.empresa:3128' }, {});
    const a = rede.opcoes(u('wss://nuvem/ws'));
    expect(a.agent).toBeDefined();
    expect(rede.opcoes(u('https://nuvem/api')).agent).toBe(a.agent);
    expect(Rede.ler({}, { NO_PROXY: 'nuvem', HTTPS_PROXY: 'http://p:1' }).opcoes(u('wss://nuvem/ws')).agent).toBeUndefined();
  });
});
