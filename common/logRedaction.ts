/**
 * What never reaches a log, written once for the server (pino's `redact`) and the agent (its text
 * lines). Names of fields that hold a password, a token or a secret, whatever object they sit in:
 * GraphQL variables (`variables.i.password`), request headers, configurations, errors' extra fields.
 */
export const CAMPOS_SECRETOS = [
  'password',
  'passwordConfirmacao',
  'senha',
  'senhaAtual',
  'novaSenha',
  'senhaCifrada',
  'pwd',
  'token',
  'tempToken',
  'agentToken',
  'authorization',
  'Authorization',
  'proxy-authorization',
  'Proxy-Authorization',
  'cookie',
  'set-cookie',
  'secret',
  'segredo',
  'appSecret',
  'metricsToken',
  'databaseUrl',
  'connectionString',
  'smtpUrl',
  'configuracao',
] as const;

/** The mask put in place of a secret. */
export const OCULTO = '[oculto]';

/**
 * How deep a secret field is looked for: `err.config.auth.password` and
 * `variables.input.itens.0.senha` are four levels down; six leaves room.
 */
const PROFUNDIDADE = 6;

/** pino `redact.paths`: each field at the top and under 1…PROFUNDIDADE levels of any names (`*.*.password`). */
export function caminhosSecretos(): string[] {
  const caminhos: string[] = [];
  for (const campo of CAMPOS_SECRETOS) {
    const chave = /^[A-Za-z_$][\w$]*$/.test(campo) ? campo : `["${campo}"]`;
    for (let nivel = 0; nivel <= PROFUNDIDADE; nivel++) caminhos.push(nivel ? `${'*.'.repeat(nivel)}${chave}`.replace('.[', '[') : chave);
  }
  return caminhos;
}

/**
 * A text line with its secrets masked (the agent logs text, not objects): credentials inside URLs
 * (`postgres://user:senha@…`, a proxy's `http://user:senha@…`), agent tokens (`fvg_…`), webhook secrets (`fvwh_…`), bearer
 * tokens and basic credentials (a proxy's `Proxy-Authorization`), and `password=…`, `senha: …` pairs as drivers and connection strings write them.
 */
export function ocultarSegredos(texto: string): string {
  return texto
    .replace(/(\b[a-z][\w+.-]*:\/\/[^/\s:@]*:)[^\s/]*@/gi, `$1${OCULTO}@`)
    .replace(/\bfvg_[\w-]+/g, `fvg_${OCULTO}`)
    .replace(/\bfvwh_[\w-]+/g, `fvwh_${OCULTO}`)
    .replace(/\b((?:Bearer|Basic)\s+)[\w.~+/=-]+/gi, `$1${OCULTO}`)
    .replace(/\b(password|passwd|pwd|senha|secret|token)(["']?\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s,;&}"']+)/gi, `$1$2${OCULTO}`);
}
