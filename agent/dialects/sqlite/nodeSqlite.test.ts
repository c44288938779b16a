import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classificarSqlite } from './errors';
import { abrirSqlite, BIBLIOTECA_SQLITE } from '../../../common/sqlite/abrirSqlite';
import { BancoNodeSqlite, type ModuloNodeSqlite } from '../../../common/sqlite/bancoNodeSqlite';

/**
 * SQLite on Node 24 (node:sqlite behind better-sqlite3's API, common/sqlite/abrirSqlite.ts) fails as
 * better-sqlite3 does, so the agent classifies ERP errors and notices a full disk the same way in the
 * executables and on a Node 24 machine. node:sqlite exists from Node 22.13: this file runs in the Node 24
 * pass (npm run test:node24) and is skipped on 20.
 */
const nodeSqlite = process.getBuiltinModule('node:sqlite') as unknown as ModuloNodeSqlite | undefined;

function erroDe(trabalho: () => unknown): Error & { code?: string } {
  try {
    trabalho();
  } catch (erro) {
    return erro as Error & { code?: string };
  }
  throw new Error('não falhou');
}

describe.skipIf(!nodeSqlite)('BancoNodeSqlite (node:sqlite com os erros do better-sqlite3)', () => {
  const pasta = mkdtempSync(join(tmpdir(), 'banco-node-sqlite-'));
  afterAll(() => rmSync(pasta, { recursive: true, force: true }));
  const abrir = () => {
    const db = new BancoNodeSqlite(nodeSqlite!, ':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, cod TEXT UNIQUE, nome TEXT NOT NULL, pai INTEGER REFERENCES t(id))');
    db.pragma('foreign_keys = ON');
    db.prepare('INSERT INTO t (id, cod, nome) VALUES (?, ?, ?)').run(1, 'A', 'um');
    return db;
  };

  it('names constraint failures as better-sqlite3 does, and the agent classifies them', () => {
    const db = abrir();
    const inserir = db.prepare('INSERT INTO t (id, cod, nome, pai) VALUES (?, ?, ?, ?)');
    const casos = [
      [[1, 'B', 'dois', null], 'SQLITE_CONSTRAINT_PRIMARYKEY', 'chaveDuplicada'],
      [[2, 'A', 'dois', null], 'SQLITE_CONSTRAINT_UNIQUE', 'chaveDuplicada'],
      [[2, 'B', null, null], 'SQLITE_CONSTRAINT_NOTNULL', 'valorObrigatorio'],
      [[2, 'B', 'dois', 99], 'SQLITE_CONSTRAINT_FOREIGNKEY', 'chaveEstrangeira'],
    ] as const;
    for (const [valores, codigo, tipo] of casos) {
      const erro = erroDe(() => inserir.run(...valores));
      expect(erro.code).toBe(codigo);
      expect(classificarSqlite(erro)).toBe(tipo);
    }
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
  });

  it('keeps the message of syntax and schema errors, with SQLITE_ERROR as code', () => {
    const db = abrir();
    const sintaxe = erroDe(() => db.prepare('SELEC 1'));
    expect(sintaxe).toMatchObject({ code: 'SQLITE_ERROR', message: expect.stringMatching(/syntax error/) });
    expect(classificarSqlite(sintaxe)).toBe('sintaxe');
    expect(classificarSqlite(erroDe(() => db.prepare('SELECT x FROM t')))).toBe('colunaNaoEncontrada');
    expect(classificarSqlite(erroDe(() => db.exec('DELETE FROM nada')))).toBe('tabelaNaoEncontrada');
  });

  it('reports a full database as SQLITE_FULL (what the state file turns into the full-disk message)', () => {
    const db = new BancoNodeSqlite(nodeSqlite!, join(pasta, 'cheio.db'));
    db.exec('CREATE TABLE t (x BLOB)');
    const paginas = Number(db.pragma('page_count')[0]!.page_count);
    db.pragma(`max_page_count = ${paginas + 2}`);
    const inserir = db.prepare('INSERT INTO t VALUES (randomblob(4096))');
    const erro = erroDe(() =>
      db.transaction(() => {
        for (let i = 0; i < 10; i++) inserir.run();
      })(),
    );
    expect(erro.code).toBe('SQLITE_FULL');
    expect(db.inTransaction).toBe(false);
    db.close();
  });

  it('refuses a missing file with fileMustExist, as SQLITE_CANTOPEN, creating nothing', () => {
    const erro = erroDe(() => new BancoNodeSqlite(nodeSqlite!, join(pasta, 'nao-existe.db'), { fileMustExist: true }));
    expect(erro.code).toBe('SQLITE_CANTOPEN');
    expect(classificarSqlite(erro)).toBe('bancoNaoEncontrado');
  });

  it('gives rows as plain objects, iterated or not', () => {
    const db = abrir();
    expect([...db.prepare('SELECT id, nome FROM t').iterate()]).toEqual([{ id: 1, nome: 'um' }]);
    expect(Object.getPrototypeOf(db.prepare('SELECT 1 AS n').get())).toBe(Object.prototype);
  });

  it('binds the items of an array argument, as Kysely passes parameters, and plucks the first column', () => {
    const db = abrir();
    db.prepare('INSERT INTO t (id, cod, nome) VALUES (?, ?, ?)').run([2, 'B', 'dois']);
    expect(db.prepare('SELECT nome FROM t WHERE id IN (?, ?) ORDER BY id').all([1, 2])).toEqual([{ nome: 'um' }, { nome: 'dois' }]);
    const nomes = db.prepare('SELECT nome, cod FROM t ORDER BY id').pluck();
    expect(nomes.all()).toEqual(['um', 'dois']);
    expect(nomes.get()).toBe('um');
    expect([...nomes.iterate()]).toEqual(['um', 'dois']);
  });

  it('refuses a call that leaves parameters unbound, as better-sqlite3 does, instead of binding NULL', () => {
    const db = abrir();
    expect(() => db.prepare('SELECT nome FROM t WHERE id = :id').all()).toThrow(new RangeError('Missing named parameters'));
    expect(() => db.prepare('SELECT nome FROM t WHERE id = ? AND cod = ?').get(1)).toThrow(new RangeError('Too few parameter values were provided'));
    expect(() => db.prepare('SELECT nome FROM t WHERE id = ?').all(1, 2)).toThrow(new RangeError('Too many parameter values were provided'));
    // Marks inside strings, quoted names and comments are not parameters.
    expect(db.prepare(`SELECT '?:x' AS "a?", nome FROM t -- :y ?\n WHERE id = ? /* @z */`).all(1)).toEqual([{ 'a?': '?:x', nome: 'um' }]);
    expect(db.prepare('SELECT nome FROM t WHERE id = :id').get({ id: 1 })).toEqual({ nome: 'um' });
  });

  it('is what opens SQLite files on this Node (no native addon)', () => {
    expect(BIBLIOTECA_SQLITE).toBe('node:sqlite');
    const db = abrirSqlite(':memory:');
    expect(db).toBeInstanceOf(BancoNodeSqlite);
    expect(db.prepare('SELECT 2 AS n').pluck().get()).toBe(2);
    db.close();
  });
});
