import Database from 'better-sqlite3';

export type SituacaoDiario = 'gravando' | 'gravado' | 'confirmado' | 'revisao' | 'erro';

export interface EntradaDiario {
  uuid: string;
  tipo: string;
  situacao: SituacaoDiario;
  chaveErp: string | null;
  erro: string | null;
}

/**
 * The agent's local state, a SQLite file beside it: per data type the hash of every record the
 * server acknowledged (so a run sends only changes and finds removals without holding the table in
 * memory), the server's generation of that type's data, and the journal of write-backs to the ERP.
 */
export class EstadoLocal {
  private db: Database.Database;
  private sql!: Record<'lerHash' | 'marcarVisto' | 'gravarHash' | 'apagar', Database.Statement>;

  constructor(arquivo: string) {
    this.db = new Database(arquivo);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS enviado (tipo TEXT NOT NULL, identificador TEXT NOT NULL, hash TEXT, visto INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (tipo, identificador)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS tipo_estado (tipo TEXT PRIMARY KEY, geracao INTEGER NOT NULL DEFAULT 0, execucao INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS diario (uuid TEXT PRIMARY KEY, tipo TEXT NOT NULL, situacao TEXT NOT NULL, chaveErp TEXT, erro TEXT, atualizado TEXT NOT NULL);
    `);
    // Prepared once: a run touches every row of the ERP table.
    this.sql = {
      lerHash: this.db.prepare('SELECT hash FROM enviado WHERE tipo = ? AND identificador = ?'),
      marcarVisto: this.db.prepare('INSERT INTO enviado (tipo, identificador, hash, visto) VALUES (?, ?, NULL, ?) ON CONFLICT (tipo, identificador) DO UPDATE SET visto = excluded.visto'),
      gravarHash: this.db.prepare('UPDATE enviado SET hash = ? WHERE tipo = ? AND identificador = ?'),
      apagar: this.db.prepare('DELETE FROM enviado WHERE tipo = ? AND identificador = ?'),
    };
  }

  /** Starts a run of `tipo`: forgets what was sent when the server's data was cleared (new generation). */
  iniciarExecucao(tipo: string, geracaoServidor: number, reenviarTodos: boolean): number {
    return this.db.transaction(() => {
      const atual = this.db.prepare('SELECT geracao, execucao FROM tipo_estado WHERE tipo = ?').get(tipo) as { geracao: number; execucao: number } | undefined;
      if (!atual || atual.geracao !== geracaoServidor) this.db.prepare('DELETE FROM enviado WHERE tipo = ?').run(tipo);
      else if (reenviarTodos) this.db.prepare('UPDATE enviado SET hash = NULL WHERE tipo = ?').run(tipo);
      const execucao = (atual?.execucao ?? 0) + 1;
      this.db
        .prepare('INSERT INTO tipo_estado (tipo, geracao, execucao) VALUES (?, ?, ?) ON CONFLICT (tipo) DO UPDATE SET geracao = excluded.geracao, execucao = excluded.execucao')
        .run(tipo, geracaoServidor, execucao);
      return execucao;
    })();
  }

  /** Marks the identifiers as seen in this run and returns those whose hash differs from the last sent. */
  alterados<T extends { identificador: string; hash: string }>(tipo: string, execucao: number, registros: T[]): T[] {
    const { lerHash: ler, marcarVisto: visto } = this.sql;
    return this.db.transaction(() =>
      registros.filter((r) => {
        const anterior = ler.get(tipo, r.identificador) as { hash: string | null } | undefined;
        visto.run(tipo, r.identificador, execucao);
        return anterior?.hash !== r.hash;
      }),
    )();
  }

  /** Records what the server acknowledged. */
  confirmarEnvio(tipo: string, registros: { identificador: string; hash: string }[]): void {
    const gravar = this.sql.gravarHash;
    this.db.transaction(() => registros.forEach((r) => gravar.run(r.hash, tipo, r.identificador)))();
  }

  /** Identifiers sent before but not seen in this complete run: removed from the ERP. */
  naoVistos(tipo: string, execucao: number, limite: number): string[] {
    return (this.db.prepare('SELECT identificador FROM enviado WHERE tipo = ? AND visto <> ? LIMIT ?').all(tipo, execucao, limite) as { identificador: string }[]).map((r) => r.identificador);
  }

  esquecer(tipo: string, identificadores: string[]): void {
    const apagar = this.sql.apagar;
    this.db.transaction(() => identificadores.forEach((id) => apagar.run(tipo, id)))();
  }

  diario(uuid: string): EntradaDiario | undefined {
    return this.db.prepare('SELECT uuid, tipo, situacao, chaveErp, erro FROM diario WHERE uuid = ?').get(uuid) as EntradaDiario | undefined;
  }

  anotar(uuid: string, tipo: string, situacao: SituacaoDiario, extra: { chaveErp?: string | null; erro?: string | null } = {}): void {
    this.db
      .prepare(
        `INSERT INTO diario (uuid, tipo, situacao, chaveErp, erro, atualizado) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (uuid) DO UPDATE SET situacao = excluded.situacao, chaveErp = COALESCE(excluded.chaveErp, diario.chaveErp), erro = excluded.erro, atualizado = excluded.atualizado`,
      )
      .run(uuid, tipo, situacao, extra.chaveErp ?? null, extra.erro ?? null, new Date().toISOString());
  }

  fechar(): void {
    this.db.close();
  }
}
