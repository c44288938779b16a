import type { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarErp, engineDisponivel, type ErpDeTeste } from '../../tests/support/erps';
import { abrirDialeto, type Dialeto } from '../dialects';
import { EstadoLocal } from '../estado';
import { configInsertPedido } from '../testing/configPedido';
import { Gravador, type RegistroPendente } from './gravador';

const ENGINES = (['sqlite', 'mariadb', 'postgres', 'firebird'] as const).filter(engineDisponivel);
const TOTAL = 10_000;
const AMOSTRA = 100;
/**
 * Records written at once, each through gravar (SQLite: one after another, as the agent writes; its
 * one connection holds one transaction at a time): in parallel the test takes seconds, not minutes.
 */
const EM_PARALELO = 8;

/** Every listener an emitter holds, whatever the event. */
const ouvintes = (e: EventEmitter | null | undefined) => (e ? e.eventNames().reduce((n, nome) => n + e.listenerCount(nome), 0) : 0);

/**
 * What a dialect holds that could grow with the number of writes: listeners on its pool and
 * connections, statements its driver keeps prepared, requests queued. Read from the drivers'
 * own objects (mysql2, pg, node-firebird, better-sqlite3).
 */
async function recursos(engine: (typeof ENGINES)[number], dialeto: Dialeto): Promise<Record<string, number>> {
  const interno = dialeto as unknown as Record<string, unknown>;
  if (engine === 'mariadb') {
    const pool = (interno.pool as { pool: EventEmitter & { _allConnections: { toArray(): (EventEmitter & { _statements: { size: number } })[] } } }).pool;
    const conexoes = pool._allConnections.toArray();
    return {
      conexoes: conexoes.length,
      ouvintesDoPool: ouvintes(pool),
      ouvintesPorConexao: Math.max(...conexoes.map(ouvintes)),
      ouvintesDeErroPorConexao: Math.max(...conexoes.map((c) => c.listenerCount('error'))),
      preparadosPorConexao: Math.max(...conexoes.map((c) => c._statements.size)),
    };
  }
  if (engine === 'postgres') {
    const pool = interno.pool as EventEmitter & { _clients: (EventEmitter & { connection: EventEmitter & { parsedStatements: object } })[] };
    return {
      conexoes: pool._clients.length,
      ouvintesDoPool: ouvintes(pool),
      ouvintesPorConexao: Math.max(...pool._clients.map(ouvintes)),
      ouvintesDoSocket: Math.max(...pool._clients.map((c) => ouvintes(c.connection))),
      preparadosPorConexao: Math.max(...pool._clients.map((c) => Object.keys(c.connection.parsedStatements).length)),
    };
  }
  if (engine === 'firebird') {
    const db = (await interno.anexo) as EventEmitter & {
      connection: { _statementCache: Map<string, unknown> | null; _queue: unknown[]; _pending: unknown[]; _socket: EventEmitter };
    };
    return {
      ouvintesDoAnexo: ouvintes(db),
      ouvintesDoSocket: ouvintes(db.connection._socket),
      preparados: db.connection._statementCache?.size ?? 0,
      fila: db.connection._queue.length + db.connection._pending.length,
    };
  }
  // better-sqlite3: one write handle and one read-only handle, no listeners, statements not cached.
  return { conexoes: [interno.db, interno.leitura].filter(Boolean).length };
}

/**
 * The test's own ERP database commits without waiting for the disk (each commit's fsync would make
 * ten thousand records take minutes): what is measured is what the agent holds, not the disk.
 * Scoped to this database: PostgreSQL's synchronous_commit of the database, MyISAM order tables on
 * MariaDB (InnoDB's flush setting is the whole server's), SQLite's write-ahead log. Firebird keeps its
 * forced writes: switching them off with gfix while the server had the file open failed twice in CI
 * ("Database already opened with engine instance, incompatible with current", then an I/O error on
 * the next write), and with them on the ten thousand writes take about 10 s instead of 7.
 */
async function semEsperarODisco(engine: (typeof ENGINES)[number], erp: ErpDeTeste): Promise<void> {
  if (engine === 'postgres') await erp.sql(`ALTER DATABASE ${erp.conexao.database} SET synchronous_commit TO off`);
  if (engine === 'mariadb') for (const tabela of ['pedidos', 'pedido_itens']) await erp.sql(`ALTER TABLE ${tabela} ENGINE=MyISAM`);
  if (engine === 'sqlite') await erp.sql('PRAGMA journal_mode = WAL');
}

/** The process's active handles and timers by kind (sockets, timers, file requests). */
function ativos(): Record<string, number> {
  const contagem: Record<string, number> = {};
  for (const tipo of process.getActiveResourcesInfo()) contagem[tipo] = (contagem[tipo] ?? 0) + 1;
  return contagem;
}

/**
 * An agent runs for months: nothing it holds may grow with the number of records it writes. Ten
 * thousand orders go through the real write-back (Gravador.gravar: a transaction, the insert, the
 * key read back, the item) on each engine; what the dialect and the process hold after the first
 * hundred is what they hold after ten thousand.
 */
describe.each(ENGINES)('10.000 gravações no ERP %s: nada cresce', (engine) => {
  let erp: ErpDeTeste;
  let dialeto: Dialeto;
  let estado: EstadoLocal;
  const avisos: Error[] = [];
  const aoAviso = (aviso: Error) => avisos.push(aviso);

  beforeAll(async () => {
    erp = await criarErp(engine);
    await semEsperarODisco(engine, erp);
    // The key is read back through an index: writes in parallel never read each other's uncommitted rows (Firebird waits on them).
    await erp.sql('CREATE UNIQUE INDEX pedidos_uuid_app ON pedidos (uuid_app)');
    dialeto = abrirDialeto(erp.conexao);
    estado = new EstadoLocal(':memory:');
    process.on('warning', aoAviso);
  }, 60_000);
  afterAll(async () => {
    process.off('warning', aoAviso);
    await dialeto?.fechar();
    estado?.fechar();
    await erp?.remover();
  });

  it('keeps listeners, prepared statements, handles and timers flat, and raises no warning', async () => {
    const gravador = new Gravador(dialeto, estado, () => configInsertPedido(true));
    let proximo = 0;
    const gravar = async (ate: number) => {
      const trabalhador = async () => {
        for (let n = proximo++; n < ate; n = proximo++) {
          const registro: RegistroPendente = {
            tipo: 'pedido',
            uuid: `uuid-${engine}-${n}`,
            dados: {
              clienteIdentificador: 'C001',
              usuarioIdentificador: 'V01',
              dataPedido: '2026-11-23 10:30:00',
              valorTotal: 10,
              itens: [{ produtoIdentificador: 'P0001', quantidade: 1, valorUnitarioVenda: 10, valorTotal: 10 }],
            },
          };
          const resultado = await gravador.gravar(registro);
          if (resultado.situacao !== 'integrado') throw new Error(`registro ${n}: ${JSON.stringify(resultado)}`);
        }
      };
      await Promise.all(Array.from({ length: engine === 'sqlite' ? 1 : EM_PARALELO }, trabalhador));
      proximo = ate;
    };

    // The first hundred in two rounds with a pause between, as real writes come: an idle Firebird
    // attachment is checked with one statement of its own before the next write (its bounded cache holds it).
    await gravar(AMOSTRA / 2);
    await recursos(engine, dialeto);
    await gravar(AMOSTRA);
    const depoisDeCem = { dialeto: await recursos(engine, dialeto), processo: ativos() };
    await gravar(TOTAL);
    const depoisDeDezMil = { dialeto: await recursos(engine, dialeto), processo: ativos() };

    // Nothing grows (a pool may close an idle connection meanwhile: fewer is fine).
    const cresceu = (antes: Record<string, number>, depois: Record<string, number>) =>
      Object.keys({ ...antes, ...depois }).filter((k) => (depois[k] ?? 0) > (antes[k] ?? 0));
    expect(
      { dialeto: cresceu(depoisDeCem.dialeto, depoisDeDezMil.dialeto), processo: cresceu(depoisDeCem.processo, depoisDeDezMil.processo) },
      JSON.stringify({ depoisDeCem, depoisDeDezMil }),
    ).toEqual({ dialeto: [], processo: [] });
    const contar = async (tabela: string) => Number(Object.values((await erp.sql(`SELECT COUNT(*) AS n FROM ${tabela}`))[0]!)[0]);
    expect([await contar('pedidos'), await contar('pedido_itens')]).toEqual([TOTAL, TOTAL]);
    expect(avisos.map((a) => a.message)).toEqual([]);
  }, 300_000);
});
