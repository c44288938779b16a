import { createHash } from 'node:crypto';
import { abrirDialeto } from '../../agent/dialects';
import { lerEsquemaDetalhado } from '../../agent/dialects/schema/detalhes';
import { nomeSql } from '../../common/catalogo';
import type { ErpDeTeste } from './erps';

/**
 * Everything an ERP holds, as one hash per part: its catalogue (tables, columns, types, defaults,
 * keys, triggers, sequences) and each table's rows (sorted, so the engine's order does not matter).
 * Two equal pictures mean nothing was created, altered or written between them.
 */
export interface RetratoErp {
  catalogo: string;
  tabelas: Record<string, string>;
}

const hash = (valor: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(valor, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Buffer ? v.toString('hex') : v)))
    .digest('hex');

export async function retratar(erp: ErpDeTeste, ignorar: string[] = []): Promise<RetratoErp> {
  const dialeto = abrirDialeto(erp.conexao);
  try {
    const lido = await lerEsquemaDetalhado(dialeto);
    // Tables of the agent's own (fv_gravacao) or of the test's harness, when the picture is of the ERP's tables only.
    const esquema = { ...lido, tabelas: lido.tabelas.filter((t) => !ignorar.some((n) => n.toLowerCase() === t.nome.toLowerCase())) };
    const tabelas: Record<string, string> = {};
    for (const t of esquema.tabelas.filter((x) => !x.view)) {
      const linhas = await erp.sql(
        `SELECT * FROM ${[t.esquema, t.nome]
          .filter(Boolean)
          .map((p) => nomeSql(erp.tipo, p!))
          .join('.')}`,
      );
      tabelas[t.nome] = hash(linhas.map((l) => JSON.stringify(l)).sort());
    }
    return { catalogo: hash(esquema), tabelas };
  } finally {
    await dialeto.fechar();
  }
}

/**
 * Rows the agent's sessions inserted, updated or deleted, where the engine counts them per session:
 * Firebird's MON$RECORD_STATS of every attachment but the test's own, SQLite's data_version (it moves
 * when another connection commits a change). null where the engine keeps no such counter per session
 * (MariaDB without performance_schema, PostgreSQL, whose counters are per database and flushed late).
 */
export async function escritasDeOutrasSessoes(erp: ErpDeTeste): Promise<number | null> {
  if (erp.tipo === 'firebird') {
    const [linha] = await erp.sql(`SELECT COALESCE(SUM(r.MON$RECORD_INSERTS + r.MON$RECORD_UPDATES + r.MON$RECORD_DELETES), 0) AS N
      FROM MON$ATTACHMENTS a JOIN MON$RECORD_STATS r ON r.MON$STAT_ID = a.MON$STAT_ID
      WHERE a.MON$ATTACHMENT_ID <> CURRENT_CONNECTION AND a.MON$SYSTEM_FLAG = 0`);
    return Number(Object.values(linha ?? {})[0] ?? 0);
  }
  if (erp.tipo === 'sqlite') return Number(Object.values((await erp.sql('PRAGMA data_version'))[0] ?? {})[0]);
  return null;
}
