import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarRede, comoErroDriver } from '../driverError';

/** SQL Server error numbers by kind. */
const POR_NUMERO: Record<number, TipoErroErp> = {
  18456: 'autenticacao',
  18452: 'autenticacao',
  4060: 'bancoNaoEncontrado',
  911: 'bancoNaoEncontrado',
  208: 'tabelaNaoEncontrada',
  207: 'colunaNaoEncontrada',
  102: 'sintaxe',
  156: 'sintaxe',
  170: 'sintaxe',
  195: 'sintaxe',
  2627: 'chaveDuplicada',
  2601: 'chaveDuplicada',
  515: 'valorObrigatorio',
  229: 'permissao',
  230: 'permissao',
  262: 'permissao',
  1205: 'bloqueio',
  1222: 'bloqueio',
  245: 'conversao',
  241: 'conversao',
  242: 'conversao',
  8114: 'conversao',
  8115: 'conversao',
  8152: 'conversao',
  2628: 'conversao',
  40613: 'bancoIndisponivel',
  4064: 'bancoNaoEncontrado',
};

const POR_CODIGO: Record<string, TipoErroErp> = {
  ETIMEOUT: 'tempoEsgotado',
  ECONNCLOSED: 'conexaoPerdida',
  ESOCKET: 'conexaoPerdida',
  ECANCEL: 'conexaoPerdida',
};

/** SQL Server (mssql over tedious): the server's error number, else the driver's code. */
export function classificarMssql(erro: unknown): TipoErroErp | null {
  const e = comoErroDriver(erro);
  const original = comoErroDriver(e.originalError);
  const numero = Number(e.number ?? original.number);
  // 547 is both: FOREIGN KEY and CHECK constraints; the text says which.
  if (numero === 547) return /FOREIGN KEY|REFERENCE/i.test(String(e.message)) ? 'chaveEstrangeira' : 'valorObrigatorio';
  if (POR_NUMERO[numero]) return POR_NUMERO[numero];
  const porRede = classificarRede(e.originalError ?? erro) ?? classificarRede((original as { cause?: unknown }).cause);
  if (porRede) return porRede;
  const texto = String(e.message ?? '');
  if (e.code === 'ELOGIN') return /Cannot open database/i.test(texto) ? 'bancoNaoEncontrado' : 'autenticacao';
  if (/Failed to connect|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH/i.test(texto)) return 'hostInacessivel';
  return POR_CODIGO[String(e.code ?? '')] ?? null;
}

/** How SQL Server names a missing column or table: "Invalid column name 'x'", "Invalid object name 't'". */
export const INEXISTENTES_MSSQL = [/Invalid column name '([^']+)'/i, /Invalid object name '([^']+)'/i];
