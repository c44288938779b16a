import type { TipoIntegracao } from '../../common/catalogo';
import { firebird } from './firebird';
import { mssql } from './mssql';
import { mariadb, mysql } from './mysql';
import { postgres } from './postgres';
import { sqlite } from './sqlite';
import type { MotorErp } from './motorErp';

/** The one registry of engines: a TipoIntegracao without its entry is a type error here. */
export const MOTORES: Record<TipoIntegracao, MotorErp> = { mysql, mariadb, postgres, sqlite, firebird, mssql };
