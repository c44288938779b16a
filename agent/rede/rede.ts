import { readFileSync } from 'node:fs';
import type { Agent } from 'node:http';
import * as tls from 'node:tls';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { ErroProxy, lerUrlProxy, proxyPara, proxyParaLog, type Ambiente } from './proxy';

/** The agent's network settings as given (command line, settings file or environment). */
export interface ConfiguracaoRede {
  /** GERENCIADOR_PROXY / --proxy: every connection through it (no_proxy still applies). */
  proxy?: string;
  /** GERENCIADOR_CA / --ca: a PEM file of certificates to trust besides Node's, or `sistema` for the system's store. */
  ca?: string;
}

/** What a connection to one address takes: the proxy agent (none: direct) and the certificates to trust. */
export interface OpcoesConexao {
  agent?: Agent;
  ca?: string[];
}

const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of `--ca`: a PEM bundle, or the operating system's store (`sistema`, Node 22.15+ and 24). */
function lerCertificados(ca: string): string[] {
  const getCACertificates = (tls as { getCACertificates?: (tipo: string) => string[] }).getCACertificates;
  if (ca === 'sistema') {
    if (!getCACertificates) throw new ErroProxy(`--ca sistema precisa do Node 22.15 ou mais novo (este é o ${process.version}); informe um arquivo PEM`);
    return [...getCACertificates('default'), ...getCACertificates('system')];
  }
  let texto: string;
  try {
    texto = readFileSync(ca, 'utf8');
  } catch (erro) {
    throw new ErroProxy(`não foi possível ler o arquivo de certificados ${ca} (${(erro as NodeJS.ErrnoException).code ?? 'erro'})`);
  }
  const certificados = texto.match(PEM);
  if (!certificados)
    throw new ErroProxy(`o arquivo ${ca} não tem certificados em PEM (-----BEGIN CERTIFICATE-----): exporte o certificado da empresa em Base64`);
  // Besides Node's own: the company's CA of an inspecting proxy adds to them, it does not replace them.
  return [...tls.rootCertificates, ...certificados];
}

/**
 * How the agent reaches the server, for the WebSocket and the downloads alike: through which proxy
 * (agent/rede/proxy.ts) and trusting which certificates. One proxy agent per proxy, kept.
 */
export class Rede {
  private agentes = new Map<string, Agent>();

  private constructor(
    private readonly proxyProprio: URL | null,
    private readonly ca: string[] | undefined,
    private readonly env: Ambiente,
    private readonly origemCa?: string,
  ) {}

  /** Reads the settings; a proxy or certificate file that cannot be used throws ErroProxy with the reason. */
  static ler(config: ConfiguracaoRede, env: Ambiente = process.env): Rede {
    const proxy = config.proxy?.trim() ? lerUrlProxy(config.proxy.trim(), '--proxy (GERENCIADOR_PROXY)') : null;
    const ca = config.ca?.trim();
    const rede = new Rede(proxy, ca ? lerCertificados(ca) : undefined, env, ca);
    // A malformed HTTPS_PROXY is told at start, not at the first connection.
    rede.proxyDe(new URL('https://servidor.invalid'));
    rede.proxyDe(new URL('http://servidor.invalid'));
    return rede;
  }

  /** Straight to the server, with Node's certificates (tests, and what the agent did before proxies). */
  static direta(): Rede {
    return new Rede(null, undefined, {});
  }

  /** The proxy a connection to `destino` goes through, or null. */
  proxyDe(destino: URL): URL | null {
    return proxyPara(destino, this.proxyProprio, this.env);
  }

  opcoes(destino: URL): OpcoesConexao {
    const proxy = this.proxyDe(destino);
    const ca = this.ca ? { ca: this.ca } : {};
    if (!proxy) return ca;
    let agent = this.agentes.get(proxy.href);
    if (!agent) {
      // The certificates serve the proxy's own TLS (an https:// proxy) and, per request, the server's through the tunnel.
      agent = new HttpsProxyAgent(proxy, { keepAlive: false, ...ca });
      this.agentes.set(proxy.href, agent);
    }
    return { agent, ...ca };
  }

  /** For the start-up log line: the proxy (password masked) and the certificates in use. */
  descrever(destino: URL): string {
    const proxy = this.proxyDe(destino);
    return `${proxy ? `proxy ${proxyParaLog(proxy)}` : 'sem proxy'}${this.origemCa ? `; certificados de ${this.origemCa} aceitos além dos do Node` : ''}`;
  }
}
