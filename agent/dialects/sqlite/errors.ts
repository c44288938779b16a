import type { TipoErroErp } from '../../../common/erpErrors';
import { comoErroDriver } from '../driverError';

const POR_CODIGO: Record<string, TipoErroErp> = {
  SQLITE_CANTOPEN: 'bancoNaoEncontrado',
  SQLITE_NOTADB: 'bancoNaoEncontrado',
  SQLITE_CORRUPT: 'bancoNaoEncontrado',
  SQLITE_CONSTRAINT_UNIQUE: 'chaveDuplicada',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'chaveDuplicada',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'chaveEstrangeira',
  SQLITE_CONSTRAINT_NOTNULL: 'valorObrigatorio',
  SQLITE_CONSTRAINT_CHECK: 'valorObrigatorio',
  SQLITE_CONSTRAINT: 'valorObrigatorio',
  SQLITE_READONLY: 'permissao',
  SQLITE_PERM: 'permissao',
  SQLITE_AUTH: 'permissao',
  SQLITE_BUSY: 'bloqueio',
  SQLITE_LOCKED: 'bloqueio',
  SQLITE_MISMATCH: 'conversao',
  SQLITE_TOOBIG: 'conversao',
  SQLITE_RANGE: 'sintaxe',
};

/** SQLite (better-sqlite3): extended result codes, and the message for the generic SQLITE_ERROR. */
export function classificarSqlite(erro: unknown): TipoErroErp | null {
  const e = comoErroDriver(erro);
  const codigo = String(e.code ?? '');
  const texto = String(e.message ?? '');
  if (POR_CODIGO[codigo]) return POR_CODIGO[codigo];
  if (codigo.startsWith('SQLITE_BUSY') || codigo.startsWith('SQLITE_LOCKED')) return 'bloqueio';
  if (codigo.startsWith('SQLITE_CANTOPEN') || /directory does not exist|unable to open database/i.test(texto)) return 'bancoNaoEncontrado';
  if (codigo.startsWith('SQLITE_READONLY')) return 'permissao';
  if (/no such table/i.test(texto)) return 'tabelaNaoEncontrada';
  if (/no such column|has no column named/i.test(texto)) return 'colunaNaoEncontrada';
  if (/syntax error|incomplete input|unrecognized token|no such function/i.test(texto)) return 'sintaxe';
  if (/datatype mismatch/i.test(texto)) return 'conversao';
  return null;
}

/** How SQLite names a missing column or table: "has no column named x", "no such column: x", "no such table: t". */
export const INEXISTENTES_SQLITE = [/has no column named (.+)$/i, /no such column: (.+)$/i, /no such table: (.+)$/i];
