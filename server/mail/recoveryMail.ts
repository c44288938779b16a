import type { MailMessage } from './mailer';
import { escapeHtml } from './escapeHtml';

/** The password-recovery e-mail: the single-use link and how long it lasts, in plain text and HTML. */
export function recoveryMail(usuario: { nome: string; email: string }, link: string, validade: string): MailMessage {
  const aviso = `O link vale por ${validade} e pode ser usado uma única vez.`;
  const ignorar = 'Se você não pediu a recuperação, ignore este e-mail: sua senha continua a mesma.';
  return {
    to: usuario.email,
    subject: 'Recuperação de senha — Força de Vendas',
    text: [
      `Olá, ${usuario.nome}.`,
      '',
      'Recebemos um pedido para criar uma nova senha para a sua conta. Abra o link abaixo:',
      '',
      link,
      '',
      aviso,
      '',
      ignorar,
      '',
    ].join('\n'),
    html: [
      '<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1a1a1a">',
      `<p>Olá, ${escapeHtml(usuario.nome)}.</p>`,
      '<p>Recebemos um pedido para criar uma nova senha para a sua conta.</p>',
      `<p><a href="${escapeHtml(link)}">Criar uma nova senha</a></p>`,
      `<p>${aviso}</p>`,
      `<p>${ignorar}</p>`,
      '</body></html>',
    ].join(''),
  };
}
