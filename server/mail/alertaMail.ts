import type { MailMessage } from './mailer';
import { escapeHtml } from './escapeHtml';

export interface Alerta {
  /** What happened, for the subject after the branch's name. */
  assunto: string;
  /** Paragraphs of the message. */
  paragrafos: string[];
  /** The manager page where it can be seen or fixed. */
  link: { url: string; texto: string };
}

/** An alert (or recovery) e-mail of a branch to its administrators, in plain text and HTML. */
export function alertaMail(para: string[], filial: { nome: string }, alerta: Alerta): MailMessage {
  const rodape = 'Você recebe este aviso porque os alertas por e-mail estão ligados na configuração básica do gerenciador desta filial.';
  return {
    to: para.join(', '),
    subject: `${filial.nome}: ${alerta.assunto} — Força de Vendas`,
    text: [...alerta.paragrafos.flatMap((p) => [p, '']), `${alerta.link.texto}: ${alerta.link.url}`, '', rodape, ''].join('\n'),
    html: [
      '<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1a1a1a">',
      ...alerta.paragrafos.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(alerta.link.url)}">${escapeHtml(alerta.link.texto)}</a></p>`,
      `<p style="color:#555">${escapeHtml(rodape)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
