import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { clientAddress } from '../http/clientAddress';
import { readBody } from '../http/requestBody';
import { escapeHtml } from '../mail/escapeHtml';
import type { Services } from '../services';
import { ROTA_DESBLOQUEIO } from '../services/desbloqueioAcesso';

/** A token and a form field name: far below this. */
const LIMITE_CORPO = 8 * 1024;

export const TEXTOS_DESBLOQUEIO = {
  titulo: 'Desbloquear o acesso',
  pergunta: 'A sua conta foi suspensa depois de muitas tentativas de senha errada. Confirme para liberar o acesso a partir deste computador.',
  botao: 'Desbloquear o acesso',
  feito: 'Acesso desbloqueado. Entre com o seu e-mail e a sua senha.',
  invalido:
    'Este link de desbloqueio é inválido, expirou ou já foi usado. Se o acesso continuar suspenso, aguarde o prazo indicado na tela de login ou use "Esqueci minha senha".',
  login: 'Ir para o login',
} as const;

function pagina(res: ServerResponse, status: number, corpo: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${TEXTOS_DESBLOQUEIO.titulo} — Força de Vendas</title></head>` +
      `<body style="font-family:sans-serif;color:#1a1a1a;max-width:36rem;margin:2rem auto;padding:0 1rem"><main><h1>${TEXTOS_DESBLOQUEIO.titulo}</h1>${corpo}</main></body></html>`,
  );
}

const resultado = (texto: string) => `<p role="status">${escapeHtml(texto)}</p><p><a href="/login">${TEXTOS_DESBLOQUEIO.login}</a></p>`;

/**
 * The unlock link of a locked account (server/services/desbloqueioAcesso.ts). GET shows a page that
 * asks for a click: mail scanners open links, and a GET that did the unlock would spend the link
 * before its owner saw it. POST (the page's form) uses the link, once, from the owner's address.
 */
export function desbloqueioAcessoRouter(config: Config, services: Services) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'GET') {
      const token = new URL(req.url ?? ROTA_DESBLOQUEIO, 'http://localhost').searchParams.get('token') ?? '';
      if (!token) return pagina(res, 400, resultado(TEXTOS_DESBLOQUEIO.invalido));
      return pagina(
        res,
        200,
        `<p>${TEXTOS_DESBLOQUEIO.pergunta}</p><form method="post" action="${ROTA_DESBLOQUEIO}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
          `<button type="submit">${TEXTOS_DESBLOQUEIO.botao}</button></form>`,
      );
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' });
      return void res.end();
    }
    let token = '';
    try {
      token = new URLSearchParams((await readBody(req, LIMITE_CORPO)).toString('utf8')).get('token') ?? '';
    } catch {
      return pagina(res, 400, resultado(TEXTOS_DESBLOQUEIO.invalido));
    }
    const feito = token ? await services.desbloqueioAcesso.desbloquear(token, clientAddress(req, config.trustProxy)) : false;
    pagina(res, feito ? 200 : 400, resultado(feito ? TEXTOS_DESBLOQUEIO.feito : TEXTOS_DESBLOQUEIO.invalido));
  };
}
