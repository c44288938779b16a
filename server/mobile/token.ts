import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const EMISSOR = 'forcavendas';
const PROPOSITO_DISPOSITIVO = 'mobile-dispositivo';
const PROPOSITO_VENDEDOR = 'mobile-vendedor';
const VALIDADE_DISPOSITIVO = 365 * 24 * 3600;
export const VALIDADE_VENDEDOR = 24 * 3600;

/**
 * A device token names the device and one activation (sessao): re-activating or blocking the device
 * replaces or clears the stored hash of the activation, so older tokens stop working. A seller token
 * is the same plus the seller and the version of an app-created password.
 */
export interface ClaimsMobile {
  dispositivoId: number;
  sessao: string;
  vendedor?: string;
  senhaVersao?: number;
}

const chave = (segredo: string) => new TextEncoder().encode(segredo);

export const novaSessao = () => randomBytes(18).toString('base64url');
export const hashSessao = (sessao: string) => createHash('sha256').update(sessao).digest('hex');

function assinar(segredo: string, claims: ClaimsMobile, proposito: string, validade: number): Promise<string> {
  return new SignJWT({ p: proposito, s: claims.sessao, ...(claims.vendedor !== undefined ? { v: claims.vendedor, sv: claims.senhaVersao ?? 0 } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.dispositivoId))
    .setIssuer(EMISSOR)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + validade)
    .sign(chave(segredo));
}

export const assinarTokenDispositivo = (segredo: string, dispositivoId: number, sessao: string) =>
  assinar(segredo, { dispositivoId, sessao }, PROPOSITO_DISPOSITIVO, VALIDADE_DISPOSITIVO);

export const assinarTokenVendedor = (segredo: string, claims: Required<ClaimsMobile>) => assinar(segredo, claims, PROPOSITO_VENDEDOR, VALIDADE_VENDEDOR);

/** The claims of a valid device or seller token, or null (forged, expired, another purpose). */
export async function verificarTokenMobile(segredo: string, token: string): Promise<ClaimsMobile | null> {
  try {
    const { payload } = await jwtVerify(token, chave(segredo), { issuer: EMISSOR, algorithms: ['HS256'] });
    const dispositivoId = Number(payload.sub);
    if (!Number.isInteger(dispositivoId) || typeof payload.s !== 'string') return null;
    if (payload.p === PROPOSITO_DISPOSITIVO) return { dispositivoId, sessao: payload.s };
    if (payload.p === PROPOSITO_VENDEDOR && typeof payload.v === 'string') return { dispositivoId, sessao: payload.s, vendedor: payload.v, senhaVersao: Number(payload.sv ?? 0) };
    return null;
  } catch {
    return null;
  }
}
