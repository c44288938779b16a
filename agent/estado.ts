import { chmodSync } from 'node:fs';
import { abrirSqlite, type BancoSqlite, type InstrucaoSqlite } from '../common/sqlite/abrirSqlite';
import { MSG } from '../common/messages';
import { anotarDiario, criarDiario, lerDiario, type EntradaDiario, type ExtraDiario, type SituacaoDiario } from './gravacao/diario';

/**
 * The state file could not be written (its disk is full or failing): the caller must not go on as if
 * it had been, above all not write to the ERP nor acknowledge what it could not journal.
 */
export class ErroEstadoLocal extends Error {
  constructor(
    message: string,
    readonly causa: unknown,
  ) {
    super(message);
    this.name = 'ErroEstadoLocal';
  }
}

/** SQLite's codes of a disk that cannot take the write (full, failing, read-only, gone). */
const FALHA_DISCO = /^SQLITE_(FULL|IOERR|CANTOPEN|READONLY)/;

/**
 * The agent's local state, a SQLite file beside it: per data type the hash of every record the
 * server acknowledged (so a run sends only changes and finds removals without holding the table in
 * memory), the server's generation of that type's data, the journal of write-backs to the ERP, and
 * the branch's agent token once given (so later starts need it nowhere else), and when each type's
 * last run ended (the schedule counts the interval from it). The file is readable
 * by its owner only (mode 0600; SQLite gives its -wal and -shm files the same mode).
 */
export class EstadoLocal {
  private db: BancoSqlite;
  private sql!: Record<'marcarVisto' | 'gravarHash' | 'apagar', InstrucaoSqlite>;

  constructor(private readonly arquivo: string) {
    this.db = abrirSqlite(arquivo);
    if (arquivo !== ':memory:') chmodSync(arquivo, 0o600);
    this.db.pragma('journal_mode = WAL');
    // FULL: each commit reaches the disk before the call returns. The journal of a write-back must
    // survive a power cut that the ERP's own commit survived, or the record would be written twice.
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS enviado (tipo TEXT NOT NULL, identificador TEXT NOT NULL, hash TEXT, visto INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (tipo, identificador)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS tipo_estado (tipo TEXT PRIMARY KEY, geracao INTEGER NOT NULL DEFAULT 0, execucao INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS agente (chave TEXT PRIMARY KEY, valor TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS execucao_aberta (tipo TEXT PRIMARY KEY, reenviarTodos INTEGER NOT NULL, retomadas INTEGER NOT NULL DEFAULT 0, inicio TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS impressao_estrutura (tipo TEXT PRIMARY KEY, hash TEXT NOT NULL, impressao TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS ultima_execucao (tipo TEXT PRIMARY KEY, fim INTEGER NOT NULL);
    `);
    // State files written by an older agent gain the columns of the removal safety valve.
    const colunas = new Set((this.db.prepare('PRAGMA table_info(tipo_estado)').all() as { name: string }[]).map((c) => c.name));
    if (!colunas.has('remocoesRetidas')) this.db.exec('ALTER TABLE tipo_estado ADD COLUMN remocoesRetidas INTEGER NOT NULL DEFAULT 0');
    criarDiario(this.db);
    // Prepared once: a run touches every row of the ERP table.
    this.sql = {
      // Marks a record seen and returns the hash last acknowledged (null: never sent): one statement a row.
      marcarVisto: this.db.prepare(
        'INSERT INTO enviado (tipo, identificador, hash, visto) VALUES (?, ?, NULL, ?) ON CONFLICT (tipo, identificador) DO UPDATE SET visto = excluded.visto RETURNING hash',
      ),
      gravarHash: this.db.prepare('UPDATE enviado SET hash = ? WHERE tipo = ? AND identificador = ?'),
      apagar: this.db.prepare('DELETE FROM enviado WHERE tipo = ? AND identificador = ?'),
    };
  }

  /** Runs a statement of the state file; a disk that cannot take it becomes ErroEstadoLocal (in Portuguese). */
  private protegido<T>(fazer: () => T): T {
    try {
      return fazer();
    } catch (error) {
      const codigo = String((error as { code?: unknown }).code ?? '');
      if (codigo === 'SQLITE_FULL') throw new ErroEstadoLocal(MSG.discoCheioGerenciador(this.arquivo), error);
      if (FALHA_DISCO.test(codigo)) throw new ErroEstadoLocal(MSG.estadoGerenciadorFalhou(this.arquivo, (error as Error).message), error);
      throw error;
    }
  }

  /**
   * Starts a run of `tipo`: forgets what was sent when the server's data was cleared (new generation).
   * Returns the run's number and how many records the phones held before it (the removal safety valve
   * compares against it). Removals held by an earlier run are dropped: this run decides again.
   */
  iniciarExecucao(tipo: string, geracaoServidor: number, reenviarTodos: boolean): { execucao: number; enviadosAntes: number } {
    return this.protegido(() => {
      return this.db.transaction(() => {
        const atual = this.db.prepare('SELECT geracao, execucao FROM tipo_estado WHERE tipo = ?').get(tipo) as
          { geracao: number; execucao: number } | undefined;
        if (!atual || atual.geracao !== geracaoServidor) this.db.prepare('DELETE FROM enviado WHERE tipo = ?').run(tipo);
        const { n: enviadosAntes } = this.db.prepare('SELECT COUNT(*) AS n FROM enviado WHERE tipo = ?').get(tipo) as { n: number };
        if (reenviarTodos) this.db.prepare('UPDATE enviado SET hash = NULL WHERE tipo = ?').run(tipo);
        const execucao = (atual?.execucao ?? 0) + 1;
        this.db
          .prepare(
            `INSERT INTO tipo_estado (tipo, geracao, execucao, remocoesRetidas) VALUES (?, ?, ?, 0)
             ON CONFLICT (tipo) DO UPDATE SET geracao = excluded.geracao, execucao = excluded.execucao, remocoesRetidas = 0`,
          )
          .run(tipo, geracaoServidor, execucao);
        return { execucao, enviadosAntes };
      })();
    });
  }

  /** How many identifiers sent before were not seen by this run (what a complete run would remove). */
  contarNaoVistos(tipo: string, execucao: number): number {
    return this.protegido(() => {
      return (this.db.prepare('SELECT COUNT(*) AS n FROM enviado WHERE tipo = ? AND visto <> ?').get(tipo, execucao) as { n: number }).n;
    });
  }

  /** The safety valve held this run's removals until someone confirms them. */
  reterRemocoes(tipo: string, execucao: number): void {
    this.protegido(() => {
      this.db.prepare('UPDATE tipo_estado SET remocoesRetidas = ? WHERE tipo = ?').run(execucao, tipo);
    });
  }

  /** The run whose removals are held, if it is still the last run of the type (nothing ran since). */
  remocoesRetidas(tipo: string): number | null {
    return this.protegido(() => {
      const linha = this.db.prepare('SELECT execucao, remocoesRetidas FROM tipo_estado WHERE tipo = ?').get(tipo) as
        { execucao: number; remocoesRetidas: number } | undefined;
      return linha && linha.remocoesRetidas > 0 && linha.remocoesRetidas === linha.execucao ? linha.execucao : null;
    });
  }

  liberarRemocoes(tipo: string): void {
    this.protegido(() => {
      this.db.prepare('UPDATE tipo_estado SET remocoesRetidas = 0 WHERE tipo = ?').run(tipo);
    });
  }

  /** A run in progress, remembered until it ends so that a killed agent starts it again. */
  abrirExecucao(tipo: string, reenviarTodos: boolean, retomada: boolean): void {
    this.protegido(() => {
      this.db
        .prepare(
          `INSERT INTO execucao_aberta (tipo, reenviarTodos, retomadas, inicio) VALUES (?, ?, 0, ?)
           ON CONFLICT (tipo) DO UPDATE SET retomadas = CASE WHEN ? THEN execucao_aberta.retomadas + 1 ELSE 0 END, reenviarTodos = excluded.reenviarTodos`,
        )
        .run(tipo, reenviarTodos ? 1 : 0, new Date().toISOString(), retomada ? 1 : 0);
    });
  }

  fecharExecucao(tipo: string): void {
    this.protegido(() => {
      this.db.prepare('DELETE FROM execucao_aberta WHERE tipo = ?').run(tipo);
    });
  }

  /** When the last run of `tipo` ended (ms since the epoch): the next automatic one counts its interval from it, also after a restart. */
  anotarFimExecucao(tipo: string, fim: number): void {
    this.protegido(() => {
      this.db.prepare('INSERT INTO ultima_execucao (tipo, fim) VALUES (?, ?) ON CONFLICT (tipo) DO UPDATE SET fim = excluded.fim').run(tipo, fim);
    });
  }

  fimUltimaExecucao(tipo: string): number | null {
    return this.protegido(() => (this.db.prepare('SELECT fim FROM ultima_execucao WHERE tipo = ?').get(tipo) as { fim: number } | undefined)?.fim ?? null);
  }

  /** Runs that were cut short (agent killed, server gone) and should start again. */
  execucoesAbertas(): { tipo: string; reenviarTodos: boolean; retomadas: number }[] {
    return this.protegido(() => {
      return (
        this.db.prepare('SELECT tipo, reenviarTodos, retomadas FROM execucao_aberta').all() as { tipo: string; reenviarTodos: number; retomadas: number }[]
      ).map((r) => ({
        ...r,
        reenviarTodos: Boolean(r.reenviarTodos),
      }));
    });
  }

  /** Marks the identifiers as seen in this run and returns those whose hash differs from the last sent. */
  alterados<T extends { identificador: string; hash: string }>(tipo: string, execucao: number, registros: T[]): T[] {
    return this.protegido(() => {
      const visto = this.sql.marcarVisto;
      return this.db.transaction(() => registros.filter((r) => (visto.get(tipo, r.identificador, execucao) as { hash: string | null }).hash !== r.hash))();
    });
  }

  /** Records what the server acknowledged. */
  confirmarEnvio(tipo: string, registros: { identificador: string; hash: string }[]): void {
    this.protegido(() => {
      const gravar = this.sql.gravarHash;
      this.db.transaction(() => registros.forEach((r) => gravar.run(r.hash, tipo, r.identificador)))();
    });
  }

  /** Identifiers sent before but not seen in this complete run: removed from the ERP. */
  naoVistos(tipo: string, execucao: number, limite: number): string[] {
    return this.protegido(() => {
      return (
        this.db.prepare('SELECT identificador FROM enviado WHERE tipo = ? AND visto <> ? LIMIT ?').all(tipo, execucao, limite) as { identificador: string }[]
      ).map((r) => r.identificador);
    });
  }

  esquecer(tipo: string, identificadores: string[]): void {
    this.protegido(() => {
      const apagar = this.sql.apagar;
      this.db.transaction(() => identificadores.forEach((id) => apagar.run(tipo, id)))();
    });
  }

  /** The write-back journal's entry of a record (agent/gravacao/diario.ts). */
  diario(uuid: string): EntradaDiario | undefined {
    return this.protegido(() => lerDiario(this.db, uuid));
  }

  anotar(uuid: string, tipo: string, situacao: SituacaoDiario, extra: ExtraDiario = {}): void {
    this.protegido(() => anotarDiario(this.db, uuid, tipo, situacao, extra));
  }

  /**
   * The agent token: the one given at this start (kept for the next ones), or the one kept by an
   * earlier start; null when neither exists.
   */
  tokenDoAgente(dado?: string): string | null {
    if (dado) {
      this.db
        .prepare("INSERT INTO agente (chave, valor) VALUES ('token', ?) ON CONFLICT (chave) DO UPDATE SET valor = excluded.valor WHERE valor <> excluded.valor")
        .run(dado);
      return dado;
    }
    return (this.db.prepare("SELECT valor FROM agente WHERE chave = 'token'").get() as { valor: string } | undefined)?.valor ?? null;
  }

  /** The fingerprint of the ERP's structure a type's statements were saved against (agent/estrutura). */
  impressao(tipo: string): { hash: string; impressao: string } | undefined {
    return this.db.prepare('SELECT hash, impressao FROM impressao_estrutura WHERE tipo = ?').get(tipo) as { hash: string; impressao: string } | undefined;
  }

  guardarImpressao(tipo: string, hash: string, impressao: string): void {
    this.db
      .prepare(
        'INSERT INTO impressao_estrutura (tipo, hash, impressao) VALUES (?, ?, ?) ON CONFLICT (tipo) DO UPDATE SET hash = excluded.hash, impressao = excluded.impressao',
      )
      .run(tipo, hash, impressao);
  }

  fechar(): void {
    this.db.close();
  }
}
