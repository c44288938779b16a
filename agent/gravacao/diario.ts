import type Database from 'better-sqlite3';

/**
 * The journal of write-backs to the ERP: one row per phone record, written before the insert and
 * after it, so that a record is never written twice whatever the order of retries, crashes and
 * re-sends (docs/mapa-do-codigo.md, "Gravação nuvem → ERP"). It lives in the agent's state file
 * (agent/estado.ts), which opens the file and turns a full disk into ErroEstadoLocal.
 */

export type SituacaoDiario = 'gravando' | 'gravado' | 'confirmado' | 'revisao' | 'erro';

export interface EntradaDiario {
  uuid: string;
  tipo: string;
  situacao: SituacaoDiario;
  chaveErp: string | null;
  erro: string | null;
  atualizado: string;
  /** The operator's re-send the record carried when it was held for review (a newer one releases it). */
  reenvio: string | null;
}

/** What a note may add besides the situation: the ERP's key, the failure, the operator's re-send. */
export interface ExtraDiario {
  chaveErp?: string | null;
  erro?: string | null;
  reenvio?: string | null;
}

/** Creates the journal's table; a journal written by an older agent gains the re-send column. */
export function criarDiario(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS diario (uuid TEXT PRIMARY KEY, tipo TEXT NOT NULL, situacao TEXT NOT NULL, chaveErp TEXT, erro TEXT, atualizado TEXT NOT NULL)',
  );
  const colunas = new Set((db.prepare('PRAGMA table_info(diario)').all() as { name: string }[]).map((c) => c.name));
  if (!colunas.has('reenvio')) db.exec('ALTER TABLE diario ADD COLUMN reenvio TEXT');
}

export function lerDiario(db: Database.Database, uuid: string): EntradaDiario | undefined {
  return db.prepare('SELECT uuid, tipo, situacao, chaveErp, erro, atualizado, reenvio FROM diario WHERE uuid = ?').get(uuid) as EntradaDiario | undefined;
}

/** Notes the record's situation; a key or re-send noted before is kept when this note has none. */
export function anotarDiario(db: Database.Database, uuid: string, tipo: string, situacao: SituacaoDiario, extra: ExtraDiario = {}): void {
  db.prepare(
    `INSERT INTO diario (uuid, tipo, situacao, chaveErp, erro, atualizado, reenvio) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (uuid) DO UPDATE SET situacao = excluded.situacao, chaveErp = COALESCE(excluded.chaveErp, diario.chaveErp), erro = excluded.erro,
       atualizado = excluded.atualizado, reenvio = COALESCE(excluded.reenvio, diario.reenvio)`,
  ).run(uuid, tipo, situacao, extra.chaveErp ?? null, extra.erro ?? null, new Date().toISOString(), extra.reenvio ?? null);
}
