import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { PURPOSES, signDeviceToken, signSellerToken, signUserToken, verifyMobileToken, verifyUserToken } from './token';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

/** A token as the two signers before this module wrote them (server/auth/token.ts and server/mobile/token.ts). */
const issuedBefore = (claims: Record<string, unknown>, sub: string, secret = SECRET, ttl = 3600) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('forcavendas')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
    .sign(new TextEncoder().encode(secret));

describe('the one token signer', () => {
  it('keeps verifying tokens issued before it', async () => {
    expect(await verifyUserToken(SECRET, await issuedBefore({ v: 3, p: 'sessao' }, '7'))).toEqual({ usuarioId: 7, versao: 3, acao: undefined });
    expect(await verifyUserToken(SECRET, await issuedBefore({ v: 1, acao: 'recuperarSenha', p: 'sessao' }, '7'))).toEqual({
      usuarioId: 7,
      versao: 1,
      acao: 'recuperarSenha',
    });
    expect(await verifyUserToken(SECRET, await issuedBefore({ v: 0, p: 'download' }, '7'), PURPOSES.download)).toEqual({
      usuarioId: 7,
      versao: 0,
      acao: undefined,
    });
    expect(await verifyUserToken(SECRET, await issuedBefore({ v: 2, p: 'troca-senha' }, '7'), PURPOSES.passwordChange)).toMatchObject({
      usuarioId: 7,
      versao: 2,
    });
    expect(await verifyMobileToken(SECRET, await issuedBefore({ p: 'mobile-dispositivo', s: 'abc' }, '12'))).toEqual({ dispositivoId: 12, sessao: 'abc' });
    expect(await verifyMobileToken(SECRET, await issuedBefore({ p: 'mobile-vendedor', s: 'abc', v: '0042', sv: 5 }, '12'))).toEqual({
      dispositivoId: 12,
      sessao: 'abc',
      vendedor: '0042',
      senhaVersao: 5,
    });
  });

  it('writes the same claims, issuer and algorithm as before', async () => {
    const session = await signUserToken(SECRET, { usuarioId: 7, versao: 3, acao: 'x' }, 60);
    expect(decodeProtectedHeader(session)).toEqual({ alg: 'HS256' });
    expect(decodeJwt(session)).toMatchObject({ sub: '7', iss: 'forcavendas', v: 3, acao: 'x', p: 'sessao' });
    expect(decodeJwt(await signDeviceToken(SECRET, 12, 'abc'))).toMatchObject({ sub: '12', iss: 'forcavendas', p: 'mobile-dispositivo', s: 'abc' });
    const seller = decodeJwt(await signSellerToken(SECRET, { dispositivoId: 12, sessao: 'abc', vendedor: '0042', senhaVersao: 5 }));
    expect(seller).toMatchObject({ sub: '12', p: 'mobile-vendedor', s: 'abc', v: '0042', sv: 5 });
    expect(seller.exp! - seller.iat!).toBe(24 * 3600);
  });

  it('accepts a token only for its own purpose', async () => {
    const ticket = await signUserToken(SECRET, { usuarioId: 7, versao: 0 }, 60, PURPOSES.download);
    expect(await verifyUserToken(SECRET, ticket)).toBeNull();
    expect(await verifyUserToken(SECRET, ticket, PURPOSES.download)).toMatchObject({ usuarioId: 7 });
    const session = await signUserToken(SECRET, { usuarioId: 7, versao: 0 }, 60);
    expect(await verifyUserToken(SECRET, session, PURPOSES.passwordChange)).toBeNull();
    expect(await verifyMobileToken(SECRET, session)).toBeNull();
    const device = await signDeviceToken(SECRET, 12, 'abc');
    expect(await verifyUserToken(SECRET, device)).toBeNull();
    expect(await verifyMobileToken(SECRET, device)).toEqual({ dispositivoId: 12, sessao: 'abc' });
  });

  it('refuses expired, forged and malformed tokens', async () => {
    expect(await verifyUserToken(SECRET, await signUserToken(SECRET, { usuarioId: 7, versao: 0 }, -10))).toBeNull();
    expect(await verifyUserToken(SECRET, await signUserToken('outra-chave-com-mais-de-32-caracteres!!', { usuarioId: 7, versao: 0 }, 60))).toBeNull();
    expect(await verifyUserToken(SECRET, await issuedBefore({ v: 0, p: 'sessao' }, 'abc'))).toBeNull();
    expect(await verifyMobileToken(SECRET, await issuedBefore({ p: 'mobile-vendedor', s: 'abc' }, '12'))).toBeNull();
    expect(await verifyMobileToken(SECRET, await issuedBefore({ p: 'mobile-dispositivo' }, '12'))).toBeNull();
    expect(await verifyMobileToken(SECRET, 'não é um token')).toBeNull();
  });
});
