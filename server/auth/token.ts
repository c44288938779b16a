import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

/**
 * Every token the server issues: an HS256 JWT from ISSUER whose `p` claim says what it is for, so a
 * token of one purpose is never accepted for another. The claim names are those of tokens already
 * issued (sessions, download tickets, phones' device and seller tokens), which keep verifying.
 */
const ISSUER = 'forcavendas';
const ALGORITHM = 'HS256';

export const PURPOSES = {
  /** A logged user's session (also the recovery session, which carries `acao`). */
  session: 'sessao',
  /** The profile's password change: the current password buys this short-lived step. */
  passwordChange: 'troca-senha',
  /** A download link's ticket: opens no session. */
  download: 'download',
  /** A phone's activation. */
  device: 'mobile-dispositivo',
  /** A seller logged on a phone. */
  seller: 'mobile-vendedor',
  /** The e-mailed link that lifts an account's login limit (server/services/desbloqueioAcesso.ts): opens no session. */
  unlock: 'desbloqueio-acesso',
} as const;

export type Purpose = (typeof PURPOSES)[keyof typeof PURPOSES];
export type UserPurpose = typeof PURPOSES.session | typeof PURPOSES.passwordChange | typeof PURPOSES.download;

const key = (secret: string) => new TextEncoder().encode(secret);

export function signToken(secret: string, purpose: Purpose, subject: number, claims: JWTPayload, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...claims, p: purpose })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(subject))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/**
 * Tokens whose signature was already checked, by secret and token: the SPA sends the same bearer on
 * every request, and the HMAC through WebCrypto costs more than the list it guards. Only
 * signatures are remembered: expiry is checked again on every use, the user on every request.
 */
const VERIFICADOS_MAX = 10_000;
const verificados = new Map<string, Map<string, JWTPayload>>();

/** The payload of a token whose signature was checked before and that has not expired; undefined otherwise. */
function payloadLembrado(secret: string, token: string): JWTPayload | undefined {
  const payload = verificados.get(secret)?.get(token);
  return payload && (payload.exp === undefined || payload.exp * 1000 > Date.now()) ? payload : undefined;
}

async function payloadVerificado(secret: string, token: string): Promise<JWTPayload> {
  const lembrado = payloadLembrado(secret, token);
  if (lembrado) return lembrado;
  let porSegredo = verificados.get(secret);
  porSegredo?.delete(token);
  const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: [ALGORITHM] });
  if (!porSegredo) verificados.set(secret, (porSegredo = new Map()));
  if (porSegredo.size >= VERIFICADOS_MAX) porSegredo.clear();
  porSegredo.set(token, payload);
  return payload;
}

/** The purpose, numeric subject and claims of a verified payload when it is of one of `purposes`. */
function dePayload<P extends Purpose>(payload: JWTPayload, purposes: readonly P[]): { purpose: P; subject: number; claims: JWTPayload } | null {
  const purpose = purposes.find((p) => p === payload.p);
  const subject = Number(payload.sub);
  return purpose && Number.isInteger(subject) ? { purpose, subject, claims: payload } : null;
}

/** The purpose, numeric subject and claims of a valid token of one of `purposes`; null when forged, expired or of another purpose. */
export async function verifyToken<P extends Purpose>(
  secret: string,
  token: string,
  purposes: readonly P[],
): Promise<{ purpose: P; subject: number; claims: JWTPayload } | null> {
  try {
    return dePayload(await payloadVerificado(secret, token), purposes);
  } catch {
    return null;
  }
}

// ── Users of the back-office ────────────────────────────────────────────────────────────────────

export interface UserClaims {
  usuarioId: number;
  /** usuario.sessaoVersao when issued: a password change invalidates older tokens. */
  versao: number;
  acao?: string;
}

export const signUserToken = (secret: string, claims: UserClaims, ttlSeconds: number, purpose: UserPurpose = PURPOSES.session) =>
  signToken(secret, purpose, claims.usuarioId, { v: claims.versao, acao: claims.acao }, ttlSeconds);

function deUsuario(valid: { subject: number; claims: JWTPayload } | null): UserClaims | null {
  if (!valid) return null;
  const { v, acao } = valid.claims;
  return { usuarioId: valid.subject, versao: Number(v ?? 0), acao: typeof acao === 'string' ? acao : undefined };
}

export async function verifyUserToken(secret: string, token: string, purpose: UserPurpose = PURPOSES.session): Promise<UserClaims | null> {
  return deUsuario(await verifyToken(secret, token, [purpose]));
}

/**
 * verifyUserToken without waiting, for a token whose signature is remembered (the SPA's bearer on
 * every request after its first); undefined when it is not, and verifyUserToken must decide.
 */
export function verifyUserTokenLembrado(secret: string, token: string, purpose: UserPurpose = PURPOSES.session): UserClaims | null | undefined {
  const payload = payloadLembrado(secret, token);
  return payload ? deUsuario(dePayload(payload, [purpose])) : undefined;
}

// ── Phones ──────────────────────────────────────────────────────────────────────────────────────

const DEVICE_TTL = 365 * 24 * 3600;
const SELLER_TTL = 24 * 3600;

/**
 * A device token names the device and one activation (sessao): re-activating or blocking the device
 * replaces or clears the stored hash of the activation, so older tokens stop working. A seller token
 * is the same plus the seller and the version of an app-created password.
 */
export interface MobileClaims {
  dispositivoId: number;
  sessao: string;
  vendedor?: string;
  senhaVersao?: number;
}

export const novaSessao = () => randomBytes(18).toString('base64url');
export const hashSessao = (sessao: string) => createHash('sha256').update(sessao).digest('hex');

export const signDeviceToken = (secret: string, dispositivoId: number, sessao: string) =>
  signToken(secret, PURPOSES.device, dispositivoId, { s: sessao }, DEVICE_TTL);

export const signSellerToken = (secret: string, claims: Required<MobileClaims>) =>
  signToken(secret, PURPOSES.seller, claims.dispositivoId, { s: claims.sessao, v: claims.vendedor, sv: claims.senhaVersao }, SELLER_TTL);

/** The claims of a valid device or seller token, or null (forged, expired, another purpose). */
export async function verifyMobileToken(secret: string, token: string): Promise<MobileClaims | null> {
  const valid = await verifyToken(secret, token, [PURPOSES.device, PURPOSES.seller]);
  if (!valid || typeof valid.claims.s !== 'string') return null;
  const { s: sessao, v: vendedor, sv } = valid.claims;
  if (valid.purpose === PURPOSES.device) return { dispositivoId: valid.subject, sessao };
  return typeof vendedor === 'string' ? { dispositivoId: valid.subject, sessao, vendedor, senhaVersao: Number(sv ?? 0) } : null;
}
