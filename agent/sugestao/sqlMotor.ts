import type { TipoIntegracao } from '../../common/catalogo';
import { MOTORES } from '../dialects/engines';
import type { SqlMotor } from '../dialects/sqlAnsi';

export type { SqlMotor } from '../dialects/sqlAnsi';

/** The SQL a proposal writes in this engine's dialect (agent/dialects/<engine>/sql.ts). */
export const sqlDoMotor = (tipo: TipoIntegracao): SqlMotor => MOTORES[tipo].sql;

/** A table's name as SQL writes it, with its schema when it has one. */
export function nomeTabela(motor: SqlMotor, tabela: { esquema: string | null; nome: string }): string {
  return [tabela.esquema, tabela.nome]
    .filter((p): p is string => Boolean(p))
    .map((p) => motor.nome(p))
    .join('.');
}

/** A text literal of SQL. */
export const literal = (valor: string) => `'${valor.replace(/'/g, "''")}'`;
