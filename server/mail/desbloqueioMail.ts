import type { MailMessage } from './mailer';
import { escapeHtml } from './escapeHtml';

/** The e-mail sent when guesses locked an account: what happened, and the single-use link that lifts the lock. */
export function desbloqueioMail(usuario: { nome: string; email: string }, link: string, validade: string, bloqueio: string): MailMessage {
  const ocorrido = `Houve muitas tentativas de entrar na sua conta com a senha errada. Para proteger a conta, o acesso foi suspenso por ${bloqueio}, exceto nos computadores em que você já entrou antes.`;
  const acao = 'Para entrar agora de outro lugar, abra o link abaixo e confirme o desbloqueio:';
  const aviso = `O link vale por ${validade} e pode ser usado uma única vez.`;
  const seguranca = 'Se não foi você quem tentou entrar, troque a sua senha depois de entrar (Perfil → Trocar Senha).';
  return {
    to: usuario.email,
    subject: 'Acesso suspenso por tentativas de senha — Força de Vendas',
    text: [`Olá, ${usuario.nome}.`, '', ocorrido, '', acao, '', link, '', aviso, '', seguranca, ''].join('\n'),
    html: [
      '<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1a1a1a">',
      `<p>Olá, ${escapeHtml(usuario.nome)}.</p>`,
      `<p>${ocorrido}</p>`,
      `<p>${acao}</p>`,
      `<p><a href="${escapeHtml(link)}">Desbloquear o acesso</a></p>`,
      `<p>${aviso}</p>`,
      `<p>${seguranca}</p>`,
      '</body></html>',
    ].join(''),
  };
}
