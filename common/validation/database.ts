import { MSG } from '../messages';
import type { FieldErrors } from './usuario';

export interface DatabaseConfig {
  database?: string | null;
  host?: string | null;
  porta?: number | string | null;
  usuario?: string | null;
  senha?: string | null;
}

/** docs/produto.md §5 Database. The password may be left blank on edit to keep the stored one. */
export function validateDatabase(input: DatabaseConfig, senhaGuardada: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.database?.trim()) errors.database = MSG.databaseRequerida;
  if (!input.host?.trim()) errors.host = MSG.hostRequerido;
  if (input.porta === null || input.porta === undefined || String(input.porta).trim() === '') errors.porta = MSG.portaRequerida;
  if (!input.usuario?.trim()) errors.usuario = MSG.usuarioRequerido;
  if (!input.senha && !senhaGuardada) errors.senha = MSG.senhaDatabaseRequerida;
  return errors;
}
