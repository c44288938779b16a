import { TABELA_GRAVACAO } from '../../../common/catalogo';
import type { Linha } from '../types';
import { ler, padraoDeclarado, texto, type LinhaCatalogo } from '../schema/agrupar';

const FORA_DO_SISTEMA = (coluna: string) => `${coluna} NOT IN ('pg_catalog', 'information_schema') AND ${coluna} NOT LIKE 'pg\\_%'`;

/**
 * Tables and views the user can read, outside the system schemas (information_schema), in order.
 * A table in a schema of the search path is named without it, as a select would.
 */
export const SQL_ESQUEMA_POSTGRES = `SELECT c.table_schema AS esquema, c.table_schema = ANY (current_schemas(false)) AS no_caminho,
  c.table_name AS tabela, t.table_type AS tipo_tabela, c.column_name AS coluna,
  CASE
    WHEN c.character_maximum_length IS NOT NULL THEN c.data_type || '(' || c.character_maximum_length || ')'
    WHEN c.data_type = 'numeric' AND c.numeric_precision IS NOT NULL THEN 'numeric(' || c.numeric_precision || ',' || c.numeric_scale || ')'
    WHEN c.data_type = 'USER-DEFINED' THEN c.udt_name
    ELSE c.data_type
  END AS tipo,
  c.is_nullable AS nulavel, c.column_default AS padrao, c.is_identity AS identidade, c.is_generated AS gerada
FROM information_schema.columns c
JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
WHERE ${FORA_DO_SISTEMA('c.table_schema')}
ORDER BY c.table_schema, c.table_name, c.ordinal_position`;

/** Identity columns, serials (a nextval default) and generated columns are the engine's to fill. */
function geracaoPostgres(l: Linha, padrao: string | null): LinhaCatalogo['geracao'] {
  if (texto(ler(l, 'gerada')).toUpperCase() === 'ALWAYS') return 'calculada';
  if (texto(ler(l, 'identidade')).toUpperCase() === 'YES' || /^nextval\(/i.test(padrao ?? '')) return 'identidade';
  return null;
}

export const linhaPostgres = (l: Linha): LinhaCatalogo => {
  const base: LinhaCatalogo = {
    esquema: ler(l, 'no_caminho') === true ? null : texto(ler(l, 'esquema')),
    tabela: texto(ler(l, 'tabela')),
    view: texto(ler(l, 'tipo_tabela')).toUpperCase() === 'VIEW',
    coluna: texto(ler(l, 'coluna')),
    tipo: texto(ler(l, 'tipo')),
  };
  if (ler(l, 'nulavel') === undefined) return base;
  const padrao = padraoDeclarado(ler(l, 'padrao'));
  return { ...base, nulavel: texto(ler(l, 'nulavel')).toUpperCase() === 'YES', padrao, geracao: geracaoPostgres(l, padrao) };
};

/** Primary, unique and foreign keys, a row per column in key order, with the referenced table and column. */
export const SQL_CHAVES_POSTGRES = `SELECT n.nspname AS esquema, n.nspname = ANY (current_schemas(false)) AS no_caminho, c.relname AS tabela, con.conname AS restricao,
  con.contype AS tipo, a.attname AS coluna, k.posicao, rn.nspname AS esquema_ref, rn.nspname = ANY (current_schemas(false)) AS ref_no_caminho,
  rc.relname AS tabela_ref, ra.attname AS coluna_ref
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, posicao)
JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
LEFT JOIN pg_class rc ON rc.oid = con.confrelid
LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
LEFT JOIN pg_attribute ra ON ra.attrelid = con.confrelid AND ra.attnum = con.confkey[k.posicao]
WHERE con.contype IN ('p', 'u', 'f') AND ${FORA_DO_SISTEMA('n.nspname')}
ORDER BY n.nspname, c.relname, con.conname, k.posicao`;

/** Row-level insert triggers (tgtype bit 4) and their functions' source, where `NEW.x :=` names what they set. */
export const SQL_GATILHOS_POSTGRES = `SELECT n.nspname AS esquema, n.nspname = ANY (current_schemas(false)) AS no_caminho, c.relname AS tabela, p.prosrc AS corpo
FROM pg_trigger tg
JOIN pg_class c ON c.oid = tg.tgrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_proc p ON p.oid = tg.tgfoid
WHERE NOT tg.tgisinternal AND tg.tgenabled <> 'D' AND (tg.tgtype & 4) <> 0 AND ${FORA_DO_SISTEMA('n.nspname')}`;

export const SQL_SEQUENCIAS_POSTGRES = `SELECT sequence_schema AS esquema, sequence_schema = ANY (current_schemas(false)) AS no_caminho, sequence_name AS nome
FROM information_schema.sequences WHERE ${FORA_DO_SISTEMA('sequence_schema')}`;

/** The agent's own table of written records (exactly once without the ERP's tables, agent/gravacao/tabelaGravacao.ts): created only with the integrator's consent. */
export const SQL_CRIAR_GRAVACAO_POSTGRES = `CREATE TABLE IF NOT EXISTS ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200), gravado_em TIMESTAMP NOT NULL)`;
export const SQL_EXISTE_GRAVACAO_POSTGRES = `SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_name = '${TABELA_GRAVACAO}' AND table_schema = ANY (current_schemas(false))`;
