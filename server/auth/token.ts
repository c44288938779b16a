import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  usuarioId: number;
  /** usuario.sessaoVersao when issued: a password change invalidates older tokens. */
  versao: number;
  acao?: string;
}

const ISSUER = 'forcavendas';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signSessionToken(secret: string, claims: SessionClaims, ttlSeconds: number, purpose = 'sessao'): Promise<string> {
  return new SignJWT({ v: claims.versao, acao: claims.acao, p: purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.usuarioId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The claims of a valid token of that purpose, or null when missing, forged, expired or of another purpose. */
export async function verifySessionToken(secret: string, token: string, purpose = 'sessao'): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.p !== purpose) return null;
    const usuarioId = Number(payload.sub);
    if (!Number.isInteger(usuarioId)) return null;
    return { usuarioId, versao: Number(payload.v ?? 0), acao: typeof payload.acao === 'string' ? payload.acao : undefined };
  } catch {
    return null;
  }
}
