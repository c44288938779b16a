import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message: resolves once the SMTP server accepted it or the .eml file is written. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Long enough for a slow relay, short enough to answer within the browser's 15 s. */
const SMTP_TIMEOUT_MS = 10_000;

/** The sender: a no-reply address on PUBLIC_URL's domain ('localhost' when it is an IP address or a bare name). */
export function senderAddress(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const isDomain = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) && !/^[\d.]+$/.test(host);
  return `"Força de Vendas" <nao-responda@${isDomain ? host : 'localhost'}>`;
}

/** Quoted-printable rather than base64: the .eml files of the outbox stay readable as text. */
function envelope(message: MailMessage, from: string) {
  return { from, to: message.to, subject: message.subject, text: message.text, html: message.html, textEncoding: 'quoted-printable' as const };
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail(envelope(message, from));
    },
  };
}

/**
 * Without SMTP_URL: each message becomes an .eml file (0600) in DATA_DIR/outbox (0700). The log names
 * the file, never the links: a recovery link in the log would open the account to whoever reads it.
 */
function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message, from));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      // Written under another name and renamed: a full disk leaves no truncated .eml behind.
      const parcial = `${file}.parcial`;
      try {
        await writeFile(parcial, info.message as Buffer, { mode: 0o600 });
        await rename(parcial, file);
      } catch (error) {
        await rm(parcial, { force: true });
        throw error;
      }
      logger.info({ para: message.to, assunto: message.subject, arquivo: file }, 'SMTP_URL não definido: e-mail gravado na caixa de saída');
    },
  };
}

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'outbox');
}

/** SMTP when SMTP_URL is set, otherwise the outbox folder. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl'>): Mailer {
  const from = senderAddress(config.publicUrl);
  return config.smtpUrl ? smtpMailer(config.smtpUrl, from) : outboxMailer(outboxDir(config), from);
}
