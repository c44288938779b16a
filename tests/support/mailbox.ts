import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients as the SMTP server saw them (or the To header for an outbox file). */
  to: string[];
  /** The message with quoted-printable undone, so links and accents read as the user sees them. */
  text: string;
  /** The message as it arrived (its headers keep their encoding; see assuntoDe). */
  raw?: string;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) and reads the bytes as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes: number[] = [];
  const source = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The first /autologin/{token} link of a message. */
export function autologinLink(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/autologin\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`sem link de autologin no e-mail:\n${mail.text}`);
  return match[0];
}

/** The .eml files of an outbox folder, oldest first. */
export function readOutbox(dir: string): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const text = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
    const to = /^To: (.+)$/m.exec(text)?.[1].trim();
    return { to: to ? [to] : [], text };
  });
}

export interface SmtpMailbox {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message for that recipient (already received or still to come). */
  waitFor: (recipient: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (smtp-server), plain text, no authentication, keeping every message. */
export async function startSmtpServer(): Promise<SmtpMailbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeQuotedPrintable(raw), raw });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const waitFor = (recipient: string, timeoutMs = 15_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find((m) => !taken.has(m) && m.to.includes(recipient));
        if (!found) return;
        taken.add(found);
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`nenhum e-mail para ${recipient} em ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { url: `smtp://127.0.0.1:${port}`, messages, waitFor, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The Subject header as the reader sees it: folded lines joined and RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) decoded. */
export function assuntoDe(mail: ReceivedMail): string {
  const cabecalhos = (mail.raw ?? mail.text).split(/\r?\n\r?\n/)[0] ?? '';
  const cabecalho = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(cabecalhos)?.[1] ?? '';
  const palavras = cabecalho.replace(/\r?\n[ \t]/g, ' ').replace(/\?=\s+=\?/g, '?==?');
  return palavras.replace(/=\?utf-8\?([qb])\?(.*?)\?=/gi, (_, codificacao: string, conteudo: string) =>
    codificacao.toUpperCase() === 'B' ? Buffer.from(conteudo, 'base64').toString('utf8') : decodeQuotedPrintable(conteudo.replace(/_/g, ' ')),
  );
}
