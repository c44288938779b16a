import { OCULTO } from '../../common/logRedaction';

/**
 * Which proxy a connection of the agent goes through, read as curl and undici's EnvHttpProxyAgent
 * read the environment: the agent's own option (`--proxy`, GERENCIADOR_PROXY) for every address;
 * otherwise `https_proxy`/`HTTPS_PROXY` for https: and wss: (falling back to the http one) and
 * `http_proxy`/`HTTP_PROXY` for http: and ws:; `no_proxy`/`NO_PROXY` lists the hosts reached directly.
 */

export type Ambiente = Record<string, string | undefined>;

/** A proxy address that cannot be used: the Portuguese reason (a usage error at start). */
export class ErroProxy extends Error {}

const primeiro = (env: Ambiente, ...nomes: string[]) => nomes.map((n) => env[n]?.trim()).find((v) => v);

/** The proxy URL (a bare host:port means http://); refused with the reason when it cannot be one. */
export function lerUrlProxy(texto: string, origem: string): URL {
  const comEsquema = /^[a-z][a-z0-9+.-]*:\/\//i.test(texto) ? texto : `http://${texto}`;
  let url: URL;
  try {
    url = new URL(comEsquema);
  } catch {
    throw new ErroProxy(`o endereço do proxy em ${origem} não é válido: use http://usuario:senha@proxy.empresa:3128 (caracteres especiais da senha em %XX)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ErroProxy(`o proxy em ${origem} deve começar com http:// ou https:// (SOCKS não é aceito)`);
  if (!url.hostname) throw new ErroProxy(`informe o host do proxy em ${origem}`);
  return url;
}

interface Excecao {
  host: string;
  porta: string | null;
}

/** no_proxy's entries: `*`, `host`, `.dominio`, `*.dominio`, each with an optional `:porta`. */
export function lerSemProxy(texto: string | undefined): Excecao[] | 'todos' {
  const entradas = (texto ?? '')
    .split(/[\s,]+/)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (entradas.includes('*')) return 'todos';
  return entradas.map((entrada) => {
    const partes = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entrada);
    const host = partes?.[1] ?? entrada;
    return { host: host.replace(/^\*?\./, '').replace(/^\[|\]$/g, ''), porta: partes?.[2] ?? null };
  });
}

const portaPadrao = (url: URL) => url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80');

/** Whether no_proxy sends `url` straight to its host: the host itself or a subdomain of an entry, on the entry's port if it has one. */
export function foraDoProxy(url: URL, excecoes: Excecao[] | 'todos'): boolean {
  if (excecoes === 'todos') return true;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return excecoes.some((e) => (host === e.host || host.endsWith(`.${e.host}`)) && (e.porta === null || e.porta === portaPadrao(url)));
}

/**
 * The proxy for `destino`, or null to connect directly. `proxyProprio` is the agent's option
 * (command line, settings file): it wins over the environment, and no_proxy applies to both.
 */
export function proxyPara(destino: URL, proxyProprio: URL | null, env: Ambiente): URL | null {
  if (foraDoProxy(destino, lerSemProxy(primeiro(env, 'no_proxy', 'NO_PROXY')))) return null;
  if (proxyProprio) return proxyProprio;
  const seguro = destino.protocol === 'https:' || destino.protocol === 'wss:';
  const http = primeiro(env, 'http_proxy', 'HTTP_PROXY');
  const texto = seguro ? (primeiro(env, 'https_proxy', 'HTTPS_PROXY') ?? http) : http;
  return texto ? lerUrlProxy(texto, seguro ? 'HTTPS_PROXY' : 'HTTP_PROXY') : null;
}

/** The proxy as a log may show it: the password masked as the log masks it (common/logRedaction.ts). */
export function proxyParaLog(proxy: URL): string {
  const usuario = proxy.username ? `${proxy.username}${proxy.password ? `:${OCULTO}` : ''}@` : '';
  return `${proxy.protocol}//${usuario}${proxy.host}`;
}
