import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarRede, comoErroDriver } from '../driverError';

/** PostgreSQL SQLSTATE codes by kind (exact codes first, then their class). */
const POR_SQLSTATE: Record<string, TipoErroErp> = {
  '28P01': 'autenticacao',
  '28000': 'autenticacao',
  '3D000': 'bancoNaoEncontrado',
  '42P01': 'tabelaNaoEncontrada',
  '3F000': 'tabelaNaoEncontrada', // invalid_schema_name
  '42703': 'colunaNaoEncontrada',
  '42601': 'sintaxe',
  '42883': 'sintaxe', // undefined_function
  '42P02': 'sintaxe', // undefined_parameter
  '42803': 'sintaxe', // grouping_error
  '23505': 'chaveDuplicada',
  '23503': 'chaveEstrangeira',
  '23502': 'valorObrigatorio',
  '23514': 'valorObrigatorio',
  '42501': 'permissao',
  '57014': 'tempoEsgotado', // query_canceled (statement_timeout)
  '40P01': 'bloqueio',
  '40001': 'bloqueio',
  '55P03': 'bloqueio',
  '57P01': 'conexaoPerdida', // admin_shutdown (pg_terminate_backend)
  '57P02': 'conexaoPerdida', // crash_shutdown
  '57P03': 'bancoIndisponivel', // cannot_connect_now (starting up)
  '53300': 'bancoIndisponivel', // too_many_connections
  '42804': 'conversao', // datatype_mismatch
};

const POR_CLASSE: Record<string, TipoErroErp> = {
  '08': 'conexaoPerdida',
  '22': 'conversao',
  '23': 'valorObrigatorio',
  '28': 'autenticacao',
  '40': 'bloqueio',
  '53': 'bancoIndisponivel',
};

export function classificarPostgres(erro: unknown): TipoErroErp | null {
  const codigo = String(comoErroDriver(erro).code ?? '');
  if (/^[0-9A-Z]{5}$/.test(codigo)) return POR_SQLSTATE[codigo] ?? POR_CLASSE[codigo.slice(0, 2)] ?? null;
  const texto = String(comoErroDriver(erro).message ?? '');
  if (/connection terminated|connection ended|not queryable|Client has encountered a connection error/i.test(texto)) return 'conexaoPerdida';
  if (/timeout/i.test(texto)) return 'tempoEsgotado';
  return classificarRede(erro);
}

/** How PostgreSQL names a missing column or table: column "x" (of relation "t") does not exist, relation "t" does not exist. */
export const INEXISTENTES_POSTGRES = [/column "([^"]+)"(?: of relation "[^"]+")? does not exist/i, /relation "([^"]+)" does not exist/i];
