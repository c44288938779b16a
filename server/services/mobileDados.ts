import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import { AppError } from '../errors';
import { TIPO_DADO_CLIENTE, substituirChavesErp } from './clienteChaves';

/**
 * One record the agent pushes for a data type (ERP → cloud): its identifier in the ERP and its
 * dados: the mapped fields by catalogue name, `camposPersonalizados` {id: value}, and sub-items
 * under their sub-select key (`selectItens` for price-table items, `selectFormaPagamentoCliente`).
 */
export interface RegistroSincronizado {
  identificador: string;
  dados: Record<string, unknown>;
}

export interface ResultadoLote {
  /** New or changed records: each took a new change sequence. */
  alterados: number;
  /** Same hash as stored: untouched, so phones do not download them again. */
  inalterados: number;
}

/** One change as phones pull it: dados is the stored JSON text (not parsed, to keep pulls cheap). */
export interface Alteracao {
  identificador: string;
  dados: string;
  removido: boolean;
  sequencia: number;
}

export interface PaginaAlteracoes {
  alteracoes: Alteracao[];
  /** The sequence of the last change returned, or `desde` when none: the next cursor. */
  ultimaSequencia: number;
  temMais: boolean;
}

const LOTE_SQL = 500;
const MAX_IDENTIFICADOR = 200;

/** JSON with object keys sorted, so equal dados always hash alike whatever the key order. */
function jsonCanonico(valor: unknown): string {
  if (Array.isArray(valor)) return `[${valor.map(jsonCanonico).join(',')}]`;
  if (valor && typeof valor === 'object') {
    const obj = valor as Record<string, unknown>;
    return `{${Object.keys(obj).filter((k) => obj[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${jsonCanonico(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(valor ?? null);
}

export function hashDados(dados: Record<string, unknown>): string {
  return createHash('sha256').update(jsonCanonico(dados)).digest('hex');
}

function assertTipo(tipo: string): void {
  if (TIPOS_DADOS_POR_TIPO[tipo]?.direcao !== 'erpParaNuvem') throw new AppError('BAD_REQUEST', `Tipo de dado desconhecido: ${tipo}.`);
}

function assertIdentificador(identificador: unknown): asserts identificador is string {
  if (typeof identificador !== 'string' || !identificador.trim() || identificador.length > MAX_IDENTIFICADOR) {
    throw new AppError('BAD_REQUEST', `Identificador inválido: ${JSON.stringify(identificador)?.slice(0, 60)} (texto de 1 a ${MAX_IDENTIFICADOR} caracteres).`);
  }
}

/** The last record of each identifier wins inside one batch (the ERP may repeat a row). */
function ultimosPorIdentificador(registros: RegistroSincronizado[]): RegistroSincronizado[] {
  const porId = new Map<string, RegistroSincronizado>();
  for (const r of registros) {
    assertIdentificador(r?.identificador);
    if (!r.dados || typeof r.dados !== 'object' || Array.isArray(r.dados)) throw new AppError('BAD_REQUEST', `Os dados do registro ${r.identificador} devem ser um objeto.`);
    porId.set(r.identificador, r);
  }
  return [...porId.values()];
}

type Trx = Kysely<Database>;

/**
 * The synced data phones pull (mobile_dado). Every change takes the next number of the branch's
 * counter inside the writer's transaction; on PostgreSQL the counter row stays locked until commit,
 * so numbers become visible in order and a reader's cursor (`sequencia > desde`) never skips one.
 * On SQLite the single connection already serialises transactions.
 */
export class MobileDadosService {
  private escritasDesdeAnalise = 0;
  private escritasNaUltimaAnalise = 0;

  constructor(private db: Db) {}

  /**
   * A first load pushes rows faster than autovacuum analyses them; without statistics PostgreSQL
   * may look identifiers up through the cursor index and read the whole type (24 ms instead of
   * 0.05 ms at 50,000 products). Each time the rows written double, the table is analysed.
   */
  private async manterEstatisticas(escritas: number): Promise<void> {
    if (this.db.engine !== 'postgres') return;
    this.escritasDesdeAnalise += escritas;
    if (this.escritasDesdeAnalise < Math.max(1000, this.escritasNaUltimaAnalise)) return;
    this.escritasNaUltimaAnalise += this.escritasDesdeAnalise;
    this.escritasDesdeAnalise = 0;
    await sql`analyze mobile_dado`.execute(this.db.kysely);
  }

  private async comContador<T>(filialId: number, trabalho: (trx: Trx, reservar: (n: number) => Promise<number>) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('mobile_dado_contador').values({ filialId, sequencia: 0 }).onConflict((oc) => oc.column('filialId').doNothing()).execute();
      const leitura = trx.selectFrom('mobile_dado_contador').select('sequencia').where('filialId', '=', filialId);
      let atual = Number((await (this.db.engine === 'postgres' ? leitura.forUpdate() : leitura).executeTakeFirstOrThrow()).sequencia);
      // Returns the first of n new numbers.
      const reservar = async (n: number) => {
        const primeiro = atual + 1;
        atual += n;
        await trx.updateTable('mobile_dado_contador').set({ sequencia: atual }).where('filialId', '=', filialId).execute();
        return primeiro;
      };
      return trabalho(trx, reservar);
    });
  }

  private async hashesAtuais(trx: Trx, filialId: number, tipo: string, identificadores: string[]): Promise<Map<string, { hash: string; removido: boolean }>> {
    const atuais = new Map<string, { hash: string; removido: boolean }>();
    for (let i = 0; i < identificadores.length; i += LOTE_SQL) {
      const rows = await trx
        .selectFrom('mobile_dado').select(['identificador', 'hash', 'removido'])
        .where('filialId', '=', filialId).where('tipo', '=', tipo).where('identificador', 'in', identificadores.slice(i, i + LOTE_SQL))
        .execute();
      for (const r of rows) atuais.set(r.identificador, { hash: r.hash, removido: Boolean(Number(r.removido)) });
    }
    return atuais;
  }

  /** Upserts a batch by identifier; only new or changed records (by hash) take a new sequence. */
  async gravarLote(filialId: number, tipo: string, registros: RegistroSincronizado[]): Promise<ResultadoLote> {
    assertTipo(tipo);
    const unicos = ultimosPorIdentificador(registros);
    if (!unicos.length) return { alterados: 0, inalterados: 0 };
    const resultado = await this.comContador(filialId, async (trx, reservar) => {
      const atuais = await this.hashesAtuais(trx, filialId, tipo, unicos.map((r) => r.identificador));
      const alterados = unicos
        .map((r) => ({ ...r, hash: hashDados(r.dados) }))
        .filter((r) => {
          const atual = atuais.get(r.identificador);
          return !atual || atual.removido || atual.hash !== r.hash;
        });
      if (!alterados.length) return { alterados: 0, inalterados: unicos.length };
      const primeiro = await reservar(alterados.length);
      const updatedAt = new Date().toISOString();
      for (let i = 0; i < alterados.length; i += LOTE_SQL) {
        const linhas = alterados.slice(i, i + LOTE_SQL).map((r, j) => ({
          filialId, tipo, identificador: r.identificador, dados: JSON.stringify(r.dados), hash: r.hash, removido: 0, sequencia: primeiro + i + j, updatedAt,
        }));
        await trx
          .insertInto('mobile_dado')
          .values(linhas)
          .onConflict((oc) =>
            oc.columns(['filialId', 'tipo', 'identificador']).doUpdateSet((eb) => ({
              dados: eb.ref('excluded.dados'), hash: eb.ref('excluded.hash'), removido: 0, sequencia: eb.ref('excluded.sequencia'), updatedAt: eb.ref('excluded.updatedAt'),
            })),
          )
          .execute();
      }
      if (tipo === TIPO_DADO_CLIENTE) await substituirChavesErp(trx, filialId, alterados);
      return { alterados: alterados.length, inalterados: unicos.length - alterados.length };
    });
    await this.manterEstatisticas(resultado.alterados);
    return resultado;
  }

  /** Marks records removed (phones drop them); unknown or already removed identifiers are ignored. Returns how many changed. */
  async marcarRemovidos(filialId: number, tipo: string, identificadores: string[]): Promise<number> {
    assertTipo(tipo);
    identificadores.forEach(assertIdentificador);
    const unicos = [...new Set(identificadores)];
    if (!unicos.length) return 0;
    return this.comContador(filialId, async (trx, reservar) => {
      const atuais = await this.hashesAtuais(trx, filialId, tipo, unicos);
      const remover = unicos.filter((id) => atuais.get(id) && !atuais.get(id)!.removido);
      if (!remover.length) return 0;
      const primeiro = await reservar(remover.length);
      const updatedAt = new Date().toISOString();
      // One UPDATE per record: each needs its own sequence number.
      for (const [i, identificador] of remover.entries()) {
        await trx.updateTable('mobile_dado').set({ removido: 1, sequencia: primeiro + i, updatedAt })
          .where('filialId', '=', filialId).where('tipo', '=', tipo).where('identificador', '=', identificador).execute();
      }
      if (tipo === TIPO_DADO_CLIENTE) await substituirChavesErp(trx, filialId, remover.map((identificador) => ({ identificador })));
      return remover.length;
    });
  }

  /** After a complete run: every present record of the type not among `vistos` is marked removed. */
  async removerNaoVistos(filialId: number, tipo: string, vistos: Iterable<string>): Promise<number> {
    assertTipo(tipo);
    const conjunto = new Set(vistos);
    const presentes = await this.db.kysely.selectFrom('mobile_dado').select('identificador')
      .where('filialId', '=', filialId).where('tipo', '=', tipo).where('removido', '=', 0).execute();
    return this.marcarRemovidos(filialId, tipo, presentes.map((r) => r.identificador).filter((id) => !conjunto.has(id)));
  }

  /** The changes of a type after `desde`, oldest first, at most `limite`. */
  async alteracoes(filialId: number, tipo: string, desde: number, limite: number): Promise<PaginaAlteracoes> {
    const rows = await this.db.kysely
      .selectFrom('mobile_dado').select(['identificador', 'dados', 'removido', 'sequencia'])
      .where('filialId', '=', filialId).where('tipo', '=', tipo).where('sequencia', '>', desde)
      .orderBy('sequencia').limit(limite + 1)
      .execute();
    const alteracoes = rows.slice(0, limite).map((r) => ({ identificador: r.identificador, dados: r.dados, removido: Boolean(Number(r.removido)), sequencia: Number(r.sequencia) }));
    return { alteracoes, ultimaSequencia: alteracoes.at(-1)?.sequencia ?? desde, temMais: rows.length > limite };
  }

  /** The present (not removed) records among the identifiers, parsed, by identifier. */
  async buscar(filialId: number, tipo: string, identificadores: string[]): Promise<Map<string, Record<string, unknown>>> {
    const encontrados = new Map<string, Record<string, unknown>>();
    const unicos = [...new Set(identificadores.filter((id) => typeof id === 'string' && id))];
    for (let i = 0; i < unicos.length; i += LOTE_SQL) {
      const rows = await this.db.kysely
        .selectFrom('mobile_dado').select(['identificador', 'dados'])
        .where('filialId', '=', filialId).where('tipo', '=', tipo).where('removido', '=', 0).where('identificador', 'in', unicos.slice(i, i + LOTE_SQL))
        .execute();
      for (const r of rows) encontrados.set(r.identificador, JSON.parse(r.dados) as Record<string, unknown>);
    }
    return encontrados;
  }

  /**
   * Records of several types at once (an order's products, customer, price table…), by type and
   * identifier, in one statement per LOTE_SQL identifiers instead of one per type.
   */
  async buscarDeTipos(filialId: number, porTipo: Record<string, string[]>): Promise<Record<string, Map<string, Record<string, unknown>>>> {
    const encontrados = Object.fromEntries(Object.keys(porTipo).map((tipo) => [tipo, new Map<string, Record<string, unknown>>()]));
    const pares = Object.entries(porTipo).flatMap(([tipo, ids]) => [...new Set(ids.filter((id) => typeof id === 'string' && id))].map((id) => [tipo, id] as const));
    for (let i = 0; i < pares.length; i += LOTE_SQL) {
      const lote = pares.slice(i, i + LOTE_SQL);
      const tipos = [...new Set(lote.map(([tipo]) => tipo))];
      const rows = await this.db.kysely
        .selectFrom('mobile_dado').select(['tipo', 'identificador', 'dados'])
        .where('filialId', '=', filialId).where('removido', '=', 0)
        .where((eb) => eb.or(tipos.map((tipo) => eb.and([eb('tipo', '=', tipo), eb('identificador', 'in', lote.filter(([t]) => t === tipo).map(([, id]) => id))]))))
        .execute();
      for (const r of rows) encontrados[r.tipo].set(r.identificador, JSON.parse(r.dados) as Record<string, unknown>);
    }
    return encontrados;
  }

  /** Every present record of a type (small types only: the branch's sellers). */
  async listar(filialId: number, tipo: string): Promise<RegistroSincronizado[]> {
    const rows = await this.db.kysely.selectFrom('mobile_dado').select(['identificador', 'dados'])
      .where('filialId', '=', filialId).where('tipo', '=', tipo).where('removido', '=', 0).orderBy('identificador').execute();
    return rows.map((r) => ({ identificador: r.identificador, dados: JSON.parse(r.dados) as Record<string, unknown> }));
  }
}
