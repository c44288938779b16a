import type { DatabaseConfig } from '../../common/validation/database';

type Data = Record<string, unknown>;

const CONFIG_FIELDS = ['database', 'host', 'porta', 'usuario', 'senha'] as const;

function parseConfig(text: unknown): DatabaseConfig {
  try {
    const value: unknown = JSON.parse(typeof text === 'string' ? text : '{}');
    return value && typeof value === 'object' ? (value as DatabaseConfig) : {};
  } catch {
    return {};
  }
}

/**
 * A branch database as its form sees it: the configuracao JSON split into Database, Host, Porta,
 * Usuário and Senha. The server never sends the password back, so Senha always starts blank.
 */
export function fromDatabaseRecord(record: Data): Data {
  const config = parseConfig(record.configuracao);
  return { ...record, database: config.database ?? '', host: config.host ?? '', porta: config.porta ?? null, usuario: config.usuario ?? '', senha: '' };
}

/** The form's fields packed back into configuracao (a blank Senha keeps the stored password). */
export function toDatabaseInput(data: Data): Data {
  const config = Object.fromEntries(CONFIG_FIELDS.map((field) => [field, data[field] ?? null]));
  const porta = config.porta;
  if (porta !== null && porta !== '' && !Number.isNaN(Number(porta))) config.porta = Number(porta);
  return { ...data, configuracao: JSON.stringify(config) };
}
