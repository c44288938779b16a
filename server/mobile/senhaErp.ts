import { createHash, timingSafeEqual } from 'node:crypto';

export type TipoSenhaErp = 'texto' | 'md5' | 'sha1';

const igual = (a: string, b: string) => {
  const [x, y] = [createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest()];
  return timingSafeEqual(x, y);
};

/** The ERP's hex digest as stored: any case, with or without SQL Server's 0x prefix, surrounding spaces. */
const digestNormalizado = (armazenada: string) => armazenada.trim().toLowerCase().replace(/^0x/, '');

/**
 * Whether the typed password matches what the ERP stores for the seller: as is (texto), or as the
 * hex MD5/SHA-1 digest of the password. Older ERPs hash Latin-1 bytes, so an accented password is
 * tried in UTF-8 and in Latin-1.
 */
export function senhaErpConfere(tipo: TipoSenhaErp, digitada: string, armazenada: unknown): boolean {
  if (typeof armazenada !== 'string' && typeof armazenada !== 'number') return false;
  const guardada = String(armazenada);
  if (!guardada) return false;
  if (tipo === 'texto') return igual(digitada, guardada);
  const esperado = digestNormalizado(guardada);
  const codificacoes: BufferEncoding[] = [...digitada].some((ch) => ch.charCodeAt(0) > 0x7f) ? ['utf8', 'latin1'] : ['utf8'];
  return codificacoes.map((c) => igual(createHash(tipo).update(Buffer.from(digitada, c)).digest('hex'), esperado)).some(Boolean);
}
