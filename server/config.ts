import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ocultarSegredos } from '../common/logRedaction';
import { parseOrigins } from './http/cors';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string;
  appSecret: string;
  publicUrl: string;
  smtpUrl?: string;
  /** Base URL of the CNPJ look-up (BrasilAPI or ReceitaWS format); none when switched off (CNPJ_LOOKUP_URL=off). */
  cnpjLookupUrl?: string;
  /** Base URL of the CEP look-up (ViaCEP format); none when switched off (CEP_LOOKUP_URL=off). */
  cepLookupUrl?: string;
  /** How long a public lookup (CEP, CNPJ) may take before the form is told to go on by hand. */
  lookupTimeoutMs: number;
  adminEmail?: string;
  adminPassword?: string;
  /** Token lifetime in seconds: normal login and "Permanecer logado". */
  tokenTtl: number;
  tokenTtlLong: number;
  staticDir: string;
  /** Reverse proxies in front of the server (TRUST_PROXY): how many X-Forwarded-For entries to trust. */
  trustProxy: number;
  /** Other sites allowed to call the API from a browser (CORS_ORIGINS); same-origin only when empty. */
  corsOrigins: string[];
  /** How often the e-mail alerts are checked (PERIODIC_TASKS_MS, 60 s; 0 turns the checks and the history purge off). */
  tarefasPeriodicasMs: number;
  /** The Bearer token that opens /metrics (METRICS_TOKEN); without it the metrics are off. */
  metricsToken?: string;
  /**
   * Webhook alerts (docs/operacao.md, "Alertas por webhook"): how often the delivery queue is read
   * (WEBHOOK_QUEUE_MS, 5 s; 0: only right after an event), how long a receiver may take
   * (WEBHOOK_TIMEOUT_MS, 10 s), and whether addresses of the server's own networks are accepted
   * (WEBHOOK_ALLOW_PRIVATE_NETWORK=1; off by default against SSRF).
   */
  webhookFilaMs: number;
  webhookTimeoutMs: number;
  webhookRedeInterna: boolean;
}

type Env = Record<string, string | undefined>;

/** A generated secret is 64 characters; anything much shorter in the file is not one we wrote. */
const SEGREDO_MINIMO = 32;

/**
 * Reads the secret from APP_SECRET, or from DATA_DIR/app-secret, generating it on first start. The
 * file is written under another name, synced and renamed: a full disk or a crash leaves no empty or
 * cut secret that a later start would sign tokens with. A file too short to be ours stops the start.
 */
function loadSecret(env: Env, dataDir: string): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < SEGREDO_MINIMO) {
      throw new ConfigInvalida(
        `O arquivo ${file} está vazio ou incompleto. Restaure-o do backup (ele assina as sessões e cifra as senhas guardadas) ou, numa instalação nova sem dados, apague-o para que um novo seja gerado.`,
      );
    }
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  const parcial = `${file}.parcial`;
  try {
    const fd = openSync(parcial, 'w', 0o600);
    try {
      writeFileSync(fd, secret);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(parcial, file);
  } catch (error) {
    rmSync(parcial, { force: true });
    const cheio = ['ENOSPC', 'EDQUOT'].includes(String((error as { code?: unknown }).code));
    throw new ConfigInvalida(
      cheio
        ? `O disco de DATA_DIR (${dataDir}) está cheio: não foi possível gravar o segredo do servidor (app-secret). Libere espaço e inicie de novo.`
        : `Não foi possível gravar ${file}: ${(error as Error).message}`,
    );
  }
  return secret;
}

/** The public look-ups by default: BrasilAPI for CNPJ (`{base}/{cnpj}`), ViaCEP for CEP (`{base}/{cep}/json/`). */
export const CNPJ_LOOKUP_PADRAO = 'https://brasilapi.com.br/api/cnpj/v1';
export const CEP_LOOKUP_PADRAO = 'https://viacep.com.br/ws';

/** A look-up's base URL: the default when unset, none (switched off) for `off`. */
function lookupUrl(valor: string | undefined, padrao: string): string | undefined {
  if (!valor) return padrao;
  return valor.trim().toLowerCase() === 'off' ? undefined : valor.trim();
}

/** A configuration the server cannot start with; the message says what to fix and shows no secret. */
export class ConfigInvalida extends Error {}

/**
 * DATABASE_URL: `postgres://…`, `postgresql://…`, `sqlite://path` or a plain path. Any other scheme
 * (`mysql://user:senha@…`) would be taken for a file name; refused, with the password hidden.
 */
function databaseUrl(valor: string): string {
  const esquema = /^([a-z][\w+.-]*):\/\//i.exec(valor)?.[1]?.toLowerCase();
  if (esquema && !['postgres', 'postgresql', 'sqlite'].includes(esquema)) {
    throw new ConfigInvalida(
      `DATABASE_URL não suportada (${ocultarSegredos(valor)}): use postgres://usuario:senha@host:5432/banco, sqlite://caminho ou o caminho de um arquivo SQLite.`,
    );
  }
  return valor;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  // Database, secret and outbox: the server's user only (files 0600 in a 0700 folder).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir,
    databaseUrl: databaseUrl(env.DATABASE_URL ?? `sqlite://${join(dataDir, 'forcavendas.sqlite')}`),
    appSecret: loadSecret(env, dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    cnpjLookupUrl: lookupUrl(env.CNPJ_LOOKUP_URL, CNPJ_LOOKUP_PADRAO),
    cepLookupUrl: lookupUrl(env.CEP_LOOKUP_URL, CEP_LOOKUP_PADRAO),
    lookupTimeoutMs: Number(env.LOOKUP_TIMEOUT_MS ?? 5000),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tokenTtl: Number(env.AUTH_TOKEN_TTL ?? 8 * 3600),
    tokenTtlLong: Number(env.AUTH_TOKEN_TTL_LONG ?? 30 * 24 * 3600),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    trustProxy: Math.max(0, Math.trunc(Number(env.TRUST_PROXY ?? 0)) || 0),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    tarefasPeriodicasMs: Math.max(0, Math.trunc(Number(env.PERIODIC_TASKS_MS ?? 60_000)) || 0),
    metricsToken: env.METRICS_TOKEN || undefined,
    webhookFilaMs: Math.max(0, Math.trunc(Number(env.WEBHOOK_QUEUE_MS ?? 5000)) || 0),
    webhookTimeoutMs: Math.max(1000, Math.trunc(Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000)) || 10_000),
    webhookRedeInterna: ['1', 'true', 'sim'].includes(
      String(env.WEBHOOK_ALLOW_PRIVATE_NETWORK ?? '')
        .trim()
        .toLowerCase(),
    ),
  };
}
