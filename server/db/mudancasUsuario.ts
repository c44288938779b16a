import type { BancoSqlite, InstrucaoSqlite } from '../../common/sqlite/abrirSqlite';
import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';
import pg from 'pg';
import { logger, resumoErroBanco } from '../logger';

/**
 * Whether the users' rows may have changed, as the database tells it (migration 0075): what lets a
 * session be served from memory without reading the user on each request and still end at once when
 * the user is deactivated, changes password, logs out or loses a permission, on every instance.
 *
 * `marca()` is a value that moves whenever any user's session columns may have changed; null when
 * that cannot be told now (then nothing may be served from memory).
 */
export interface Mudancas {
  /**
   * Resolves once every change committed before the call has moved the mark (SQLite: at once, its
   * counter is read in-process; PostgreSQL: a round trip on the LISTEN connection, which the server
   * answers only after sending the notices already committed). A request calls it once before it
   * reads `marca()`, so that a change made through another instance, or by hand in the database,
   * holds for the very next request everywhere.
   */
  sincronizar(): Promise<void>;
  marca(): number | null;
  /** Called before this instance writes to `usuario` (PostgreSQL: the memory is held until the write's NOTIFY). */
  antesDeEscrever(): void;
  fechar(): Promise<void>;
}
export type MudancasUsuario = Mudancas;

/**
 * SQLite: the counter the triggers move (`tabela`: usuario_versao, or mobile_versao of migration
 * 0081), read in-process on every call (a prepared statement, microseconds).
 */
export function mudancasSqlite(database: BancoSqlite, tabela = 'usuario_versao'): Mudancas {
  let ler: InstrucaoSqlite | null = null;
  return {
    marca() {
      try {
        ler ??= database.prepare(`select versao from ${tabela} where id = 1`).pluck();
        return ler.get() as number;
      } catch {
        // A database not migrated yet (or closed): nothing from memory.
        return null;
      }
    },
    sincronizar: async () => undefined,
    antesDeEscrever: () => undefined,
    fechar: async () => undefined,
  };
}

const CANAL = 'usuario_versao';
/** application_name of the LISTEN connection, to find it in pg_stat_activity. */
export const APLICACAO_ESCUTA_USUARIOS = 'fv-usuarios-listen';
const ESCRITA_USUARIO_SQL = /\b(update|delete\s+from)\s+"?usuario"?(\s|$)/i;

export function nomeTabela(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return nomeTabela((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

/** Whether a statement about to run updates or deletes users (raw SQL included). */
export function escreveUsuario(node: RootOperationNode): boolean {
  if (node.kind === 'UpdateQueryNode') return nomeTabela(node.table) === 'usuario';
  if (node.kind === 'DeleteQueryNode') return node.from.froms.some((f) => nomeTabela(f) === 'usuario');
  if (node.kind === 'RawNode') return ESCRITA_USUARIO_SQL.test(node.sqlFragments.join(' '));
  return false;
}

/** Tells `mudancas` of each write to `usuario` before it runs. */
export function pluginEscritasUsuario(mudancas: () => Mudancas, escreve: (node: RootOperationNode) => boolean = escreveUsuario): KyselyPlugin {
  return {
    transformQuery({ node }) {
      if (escreve(node)) mudancas().antesDeEscrever();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}
/** A write of this instance whose transaction rolled back sends no NOTIFY: memory resumes after this. */
const ESPERA_ECO_MS = 2000;

/**
 * PostgreSQL: a LISTEN connection opened at the first call. The memory is usable only while that
 * connection listens (lost: every session is read from the database until it listens again). A
 * NOTIFY (sent at commit by the triggers, to every instance) moves the mark. A write to `usuario` run
 * by this instance moves it before it runs and holds the memory until a NOTIFY comes back (one per
 * statement), so that a session read between the statement and its commit is never kept.
 */
export function mudancasPostgres(
  url: string,
  escuta: { canal: string; aplicacao: string; oQue: string } = { canal: CANAL, aplicacao: APLICACAO_ESCUTA_USUARIOS, oQue: 'sessões' },
): Mudancas {
  let geracao = 0;
  let ouvindo = false;
  let pendentes = 0;
  let fechado = false;
  let cliente: pg.Client | null = null;
  let religar: NodeJS.Timeout | null = null;
  let espera: NodeJS.Timeout | null = null;

  const conectar = () => {
    const c = new pg.Client({ connectionString: url, application_name: escuta.aplicacao });
    cliente = c;
    let perdida = false;
    const aoPerder = () => {
      geracao++;
      ouvindo = false;
      if (perdida || fechado) return;
      perdida = true;
      logger.warn(`escuta LISTEN de ${escuta.oQue} perdida; ${escuta.oQue} lidas do banco até reconectar`);
      religar = setTimeout(conectar, 1000);
      religar.unref();
    };
    c.on('error', (error) => {
      logger.warn(resumoErroBanco(error), `falha na escuta LISTEN de ${escuta.oQue}`);
      aoPerder();
    });
    c.on('end', aoPerder);
    c.on('notification', (n) => {
      if (n.channel !== escuta.canal) return;
      geracao++;
      if (pendentes > 0) pendentes--;
    });
    c.connect()
      .then(() => c.query(`LISTEN ${escuta.canal}`))
      .then(() => {
        if (perdida || fechado) return;
        geracao++;
        ouvindo = true;
      })
      .catch(aoPerder);
  };

  /**
   * The barrier in flight, and the one that follows it: a call that finds one in flight waits for the
   * next, sent after it (the one in flight may have left before that call's changes were committed).
   * Under load one round trip serves every request that arrived while the previous one travelled.
   */
  let emVoo: Promise<void> | null = null;
  let seguinte: Promise<void> | null = null;
  const barreira = (c: pg.Client): Promise<void> => {
    const viagem = c.query('SELECT 1').then(
      () => undefined,
      () => {
        // The connection failed: notices may have been lost; nothing stays from before.
        geracao++;
      },
    );
    emVoo = viagem;
    void viagem.then(() => {
      if (emVoo === viagem) emVoo = null;
    });
    return viagem;
  };

  return {
    sincronizar() {
      const c = cliente;
      // Not listening: marca() is null and every read goes to the database.
      if (!c || !ouvindo) return Promise.resolve();
      if (!emVoo) return barreira(c);
      seguinte ??= emVoo.then(() => {
        seguinte = null;
        return barreira(c);
      });
      return seguinte;
    },
    marca() {
      if (!cliente && !fechado) conectar();
      return ouvindo && pendentes === 0 ? geracao : null;
    },
    antesDeEscrever() {
      geracao++;
      pendentes++;
      if (espera) clearTimeout(espera);
      espera = setTimeout(() => {
        pendentes = 0;
        geracao++;
      }, ESPERA_ECO_MS);
      espera.unref();
    },
    async fechar() {
      fechado = true;
      ouvindo = false;
      if (religar) clearTimeout(religar);
      if (espera) clearTimeout(espera);
      await cliente?.end().catch(() => undefined);
    },
  };
}
