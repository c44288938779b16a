import { describe, expect, it } from 'vitest';
import { senhaErpConfere } from './senhaErp';

// Digests as ERPs store them: MySQL MD5()/SHA1() (lower-case hex), SQL Server HASHBYTES (upper case, 0x).
const MD5_SENHA123 = 'e7d80ffeefa212b7c5c55700e4f7193e';
const SHA1_SENHA123 = '3decd49a6c6dce88c16a85b9a8e42b51aa36f1e2';
// `printf 'ação' | iconv -t latin1 | md5sum` and `printf 'ação' | md5sum`.
const MD5_ACAO_LATIN1 = 'ae4a7803202641a834921dad2d15bb2c';
const MD5_ACAO_UTF8 = 'ce762a2c8073e0b6ad5d9bc99283af67';

describe('senhaErpConfere', () => {
  it('texto compares as stored, case-sensitive', () => {
    expect(senhaErpConfere('texto', 'Senha123', 'Senha123')).toBe(true);
    expect(senhaErpConfere('texto', 'senha123', 'Senha123')).toBe(false);
    expect(senhaErpConfere('texto', '', '')).toBe(false);
  });

  it('md5 and sha1 compare hex digests in any case, with or without 0x', () => {
    expect(senhaErpConfere('md5', 'senha123', MD5_SENHA123)).toBe(true);
    expect(senhaErpConfere('md5', 'senha123', MD5_SENHA123.toUpperCase())).toBe(true);
    expect(senhaErpConfere('md5', 'senha123', `0x${MD5_SENHA123.toUpperCase()} `)).toBe(true);
    expect(senhaErpConfere('md5', 'senha124', MD5_SENHA123)).toBe(false);
    expect(senhaErpConfere('sha1', 'senha123', SHA1_SENHA123)).toBe(true);
    expect(senhaErpConfere('sha1', 'senha123', MD5_SENHA123)).toBe(false);
    expect(senhaErpConfere('md5', 'senha123', null)).toBe(false);
  });

  it('an accented password matches a UTF-8 or a Latin-1 digest', () => {
    expect(senhaErpConfere('md5', 'ação', MD5_ACAO_LATIN1)).toBe(true);
    expect(senhaErpConfere('md5', 'ação', MD5_ACAO_UTF8)).toBe(true);
    expect(senhaErpConfere('md5', 'acao', MD5_ACAO_LATIN1)).toBe(false);
  });
});
