import { z } from 'zod';
import { MobileError } from './http';
import { MSG_MOBILE } from './mobileMessages';

/**
 * The bodies of the device API (server/mobile/README.md) as zod schemas: one definition gives each
 * call's type and its check, with the phone's messages of mobileMessages.ts. The fields of a
 * customer, an order or a service order are the catalogue's (server/gravacao/validacao.ts, from
 * common/catalogo): here only what surrounds them.
 */

const recusar = (ctx: z.RefinementCtx, valor: unknown, mensagem: string) => {
  ctx.issues.push({ code: 'custom', message: mensagem, input: valor });
  return z.NEVER;
};

/**
 * A text field as the phones send it: absent, null or blank counts as not given (refused when
 * `requerido`); a value that is not text or is longer than `max` once trimmed is refused with the
 * field's label and the limit. Gives the trimmed text, or null.
 */
export const campoTexto = (rotulo: string, max: number, requerido = false) =>
  z
    .unknown()
    .optional()
    .transform((valor, ctx): string | null => {
      if (valor === undefined || valor === null || (typeof valor === 'string' && !valor.trim())) {
        return requerido ? recusar(ctx, valor, MSG_MOBILE.campoRequerido(rotulo)) : null;
      }
      if (typeof valor !== 'string' || valor.trim().length > max) return recusar(ctx, valor, MSG_MOBILE.campoTexto(rotulo, max));
      return valor.trim();
    });

/** A required text of at most `max` characters with one message for any fault; `aparar` gives it trimmed. */
const textoRequerido = (mensagem: string, max: number, aparar: boolean) =>
  z
    .unknown()
    .optional()
    .transform((valor, ctx): string => {
      const texto = typeof valor === 'string' && valor.length <= max ? (aparar ? valor.trim() : valor) : '';
      return texto ? texto : recusar(ctx, valor, mensagem);
    });

/** POST /ativacao: the branch's QR code, the device's uuid and what it says of itself. */
export const CORPO_ATIVACAO = z.object({
  identificadorApp: campoTexto('identificadorApp', 40, true),
  uuid: campoTexto('uuid', 100, true),
  dispositivo: campoTexto('dispositivo', 200),
  plataforma: campoTexto('plataforma', 40),
  versaoApp: campoTexto('versaoApp', 40),
});

/** POST /login: the seller's login (trimmed) and password (as typed). */
export const CORPO_LOGIN = z.object({
  login: textoRequerido(MSG_MOBILE.loginRequerido, 200, true),
  senha: textoRequerido(MSG_MOBILE.senhaRequerida, 200, false),
});

/** POST /clientes, /pedidos, /ordens-servico: the record's uuid; its fields are the catalogue's. */
export const CORPO_REGISTRO = z.looseObject({
  uuid: textoRequerido(MSG_MOBILE.uuidRequerido, Number.MAX_SAFE_INTEGER, true).refine((uuid) => uuid.length <= 100, MSG_MOBILE.uuidRequerido),
});

/**
 * A body checked against its schema: the values as the schema gives them, or a 400 DADOS_INVALIDOS
 * with one message per field (`campos`), all of them joined in `erro`.
 */
export function lerCorpo<S extends z.ZodType>(esquema: S, corpo: Record<string, unknown>): z.output<S> {
  const lido = esquema.safeParse(corpo);
  if (lido.success) return lido.data;
  const campos: Record<string, string> = {};
  for (const problema of lido.error.issues) {
    const caminho = problema.path.map(String).join('.');
    campos[caminho] ??= problema.message;
  }
  throw new MobileError(400, 'DADOS_INVALIDOS', Object.values(campos).join('\n'), { campos });
}
