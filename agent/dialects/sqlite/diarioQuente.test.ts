import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { abrirSqlite } from '../../../common/sqlite/abrirSqlite';
import { DialetoSqlite } from './dialect';

const ABRIR_SQLITE = pathToFileURL(join(import.meta.dirname, '../../../common/sqlite/abrirSqlite.ts')).href;
const LINHAS = 20;

/**
 * A writer killed in the middle of its transaction, with part of it already in the file (a small cache
 * spills the pages before the COMMIT, as a COMMIT cut short does): the journal it leaves is hot, and a
 * read-only handle cannot roll it back. Opened by the same library as this process (common/sqlite).
 */
async function matarEscritorNoMeio(arquivo: string): Promise<void> {
  const codigo = `
    const { abrirSqlite } = await import(${JSON.stringify(ABRIR_SQLITE)});
    const db = abrirSqlite(${JSON.stringify(arquivo)});
    db.pragma('cache_size = 50');
    db.exec('BEGIN IMMEDIATE');
    const inserir = db.prepare('INSERT INTO pedidos (uuid, recheio) VALUES (?, ?)');
    for (let i = 0; i < 5000; i++) inserir.run('morto-' + i, 'x'.repeat(400));
    process.stdout.write('no meio\\n');
    setInterval(() => undefined, 1000);
  `;
  const filho = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', codigo], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    filho.on('error', reject);
    filho.stdout!.once('data', () => filho.kill('SIGKILL'));
    filho.once('exit', () => resolve());
  });
}

describe('SQLite ERP after a writer died mid-transaction (hot journal)', () => {
  const pasta = mkdtempSync(join(tmpdir(), 'erp-diario-quente-'));
  const arquivo = join(pasta, 'erp.db');
  afterAll(() => rmSync(pasta, { recursive: true, force: true }));

  beforeEach(async () => {
    rmSync(arquivo, { force: true });
    rmSync(`${arquivo}-journal`, { force: true });
    const db = abrirSqlite(arquivo);
    db.exec('CREATE TABLE pedidos (id INTEGER PRIMARY KEY, uuid TEXT UNIQUE, recheio TEXT)');
    const inserir = db.prepare('INSERT INTO pedidos (uuid, recheio) VALUES (?, ?)');
    for (let i = 0; i < LINHAS; i++) inserir.run(`antes-${i}`, 'y');
    db.close();
    await matarEscritorNoMeio(arquivo);
    // The situation is real: the journal is there and a plain read-only handle refuses to read.
    expect(existsSync(`${arquivo}-journal`)).toBe(true);
    const somenteLeitura = abrirSqlite(arquivo, { readonly: true, fileMustExist: true });
    try {
      expect(() => somenteLeitura.prepare('SELECT count(*) AS n FROM pedidos').get()).toThrow(expect.objectContaining({ code: 'SQLITE_READONLY_ROLLBACK' }));
    } finally {
      somenteLeitura.close();
    }
  });

  const dialeto = () =>
    new DialetoSqlite({ tipoIntegracao: 'sqlite', hostname: '', porta: 0, portaMssql: 0, database: '', username: '', password: '', sqliteArquivo: arquivo });

  it('a look-up reads the file as it was before the dead transaction, not a permission failure', async () => {
    const d = dialeto();
    try {
      expect(await d.consultar('SELECT count(*) AS n FROM pedidos')).toEqual([{ n: LINHAS }]);
      expect(await d.consultar("SELECT id FROM pedidos WHERE uuid = 'morto-1'")).toEqual([]);
      expect(existsSync(`${arquivo}-journal`)).toBe(false);
    } finally {
      await d.fechar();
    }
  });

  it('a paged read and the connection test do the same', async () => {
    const d = dialeto();
    try {
      await d.testar();
      const lidas: unknown[] = [];
      await d.percorrer('SELECT uuid FROM pedidos ORDER BY id', 7, async (linhas) => (lidas.push(...linhas), true));
      expect(lidas).toHaveLength(LINHAS);
    } finally {
      await d.fechar();
    }
  });

  it('a write after it finds the rows of the dead transaction gone', async () => {
    const d = dialeto();
    try {
      await d.transacao(async (tx) => tx.executar('INSERT INTO pedidos (uuid, recheio) VALUES (?, ?)', ['morto-1', 'z']));
      expect(await d.consultar('SELECT count(*) AS n FROM pedidos')).toEqual([{ n: LINHAS + 1 }]);
    } finally {
      await d.fechar();
    }
  });
});
