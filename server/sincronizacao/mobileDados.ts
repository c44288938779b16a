import { hash } from 'node:crypto';
import { setImmediate as proximaVolta } from 'node:timers/promises';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { MAX_IDENTIFICADOR } from '../../common/protocolo';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import { badRequest } from '../errors';
import { lotePorVolta } from '../services/batchLoader';
import { TIPO_DADO_CLIENTE, substituirChavesErp } from '../services/clienteChaves';

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
/** The sellers' type (server/mobile/vendedores.ts): phone calls keep them in memory until a change (migration 0081). */
const TIPO_VENDEDORES = 'configuracaoDadosUsuario';

/** The key under which buscarDeTipos answers the phone record it was asked about (never a catalogue type). */
export const REGISTRO_GUARDADO = '#registro';

/** A look-up of one turn: a synced record (mobile_dado) by identifier, or whether a phone record's uuid is stored. */
const chaveDeBusca = (filialId: number, tipo: string, identificador: string, guardado: boolean) => JSON.stringify([filialId, tipo, identificador, guardado]);
/**
 * Rows one statement may carry: 4,000 upserted rows are 32,000 parameters, inside SQLite's limit
 * (32,766) and PostgreSQL's (65,535). The agent's batches are smaller, so a batch is one statement.
 */
const LINHAS_POR_COMANDO = 4000;
/**
 * A batch is worked in slices of this many rows with a turn of the event loop between them, inside
 * its one transaction, so that other requests are served meanwhile: its hashes on both engines, and
 * on SQLite its statements too (each runs synchronously and the awaits between them are
 * microtasks: a batch of 2,000 rows in one statement held every other request for ~0.3 s; a slice
 * takes ~10–25 ms). PostgreSQL works apart from the event loop and keeps one statement a batch.
 */
const LINHAS_POR_FATIA = 100;

/** The JSON text of each object key seen (a sync repeats the same few keys on every record). */
const chavesJson = new Map<string, string>();
function chaveJson(chave: string): string {
  let json = chavesJson.get(chave);
  if (json === undefined) {
    json = JSON.stringify(chave);
    if (chavesJson.size < 10_000) chavesJson.set(chave, json);
  }
  return json;
}

/**
 * JSON with object keys sorted, so equal dados always hash alike whatever the key order (written
 * with plain loops: it runs on every record of every sync).
 */
function jsonCanonico(valor: unknown): string {
  if (valor === null || valor === undefined) return 'null';
  if (typeof valor !== 'object') return JSON.stringify(valor) ?? 'null';
  if (Array.isArray(valor)) {
    let texto = '[';
    for (let i = 0; i < valor.length; i++) texto += (i ? ',' : '') + jsonCanonico(valor[i]);
    return `${texto}]`;
  }
  const obj = valor as Record<string, unknown>;
  const chaves = Object.keys(obj).sort();
  let texto = '{';
  for (const chave of chaves) {
    const v = obj[chave];
    if (v === undefined) continue;
    texto += (texto.length > 1 ? ',' : '') + chaveJson(chave) + ':' + jsonCanonico(v);
  }
  return `${texto}}`;
}

export function hashDados(dados: Record<string, unknown>): string {
  return hash('sha256', jsonCanonico(dados), 'hex');
}

function assertTipo(tipo: string): void {
  if (TIPOS_DADOS_POR_TIPO[tipo]?.direcao !== 'erpParaNuvem') throw badRequest(MSG.tipoDadoDesconhecido(tipo));
}

function assertIdentificador(identificador: unknown): asserts identificador is string {
  if (typeof identificador !== 'string' || !identificador.trim() || identificador.length > MAX_IDENTIFICADOR) {
    throw badRequest(MSG.identificadorInvalido(String(JSON.stringify(identificador)?.slice(0, 60)), MAX_IDENTIFICADOR));
  }
}

/** The last record of each identifier wins inside one batch (the ERP may repeat a row). */
function ultimosPorIdentificador(registros: RegistroSincronizado[]): RegistroSincronizado[] {
  const porId = new Map<string, RegistroSincronizado>();
  for (const r of registros) {
    assertIdentificador(r?.identificador);
    if (!r.dados || typeof r.dados !== 'object' || Array.isArray(r.dados)) throw badRequest(MSG.dadosRegistroNaoObjeto(r.identificador));
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
  private textos = new Map<string, string>();

  constructor(private db: Db) {}

  private linhasPorComando(): number {
    return this.db.engine === 'sqlite' ? LINHAS_POR_FATIA : LINHAS_POR_COMANDO;
  }

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

  /**
   * Takes `n` new numbers of the branch's change counter and returns the first: one statement,
   * whose row lock (PostgreSQL) holds until the transaction commits, so that numbers become visible
   * in order. Taken after the reads and right before the writes, to hold the lock the least.
   */
  private async reservar(trx: Trx, filialId: number, n: number): Promise<number> {
    const { sequencia } = await trx
      .insertInto('mobile_dado_contador')
      .values({ filialId, sequencia: n })
      .onConflict((oc) => oc.column('filialId').doUpdateSet((eb) => ({ sequencia: eb('mobile_dado_contador.sequencia', '+', eb.ref('excluded.sequencia')) })))
      .returning('sequencia')
      .executeTakeFirstOrThrow();
    return Number(sequencia) - n + 1;
  }

  /**
   * The text of a batch statement with `linhas` rows of `porLinha` parameters, built once per size
   * and engine: a batch's statement is the hottest of a sync, and Kysely would build and compile
   * its tree of thousands of values anew for every batch.
   */
  private texto(chave: string, linhas: number, montar: (marcador: () => string) => string): string {
    const nome = `${chave}:${linhas}`;
    let texto = this.textos.get(nome);
    if (texto === undefined) {
      let n = 0;
      texto = montar(this.db.engine === 'postgres' ? () => `$${++n}` : () => '?');
      if (this.textos.size >= 200) this.textos.clear();
      this.textos.set(nome, texto);
    }
    return texto;
  }

  /** The stored hash and removal flag of each identifier of the batch (one query up to LINHAS_POR_COMANDO). */
  private async hashesAtuais(trx: Trx, filialId: number, tipo: string, identificadores: string[]): Promise<Map<string, { hash: string; removido: boolean }>> {
    const atuais = new Map<string, { hash: string; removido: boolean }>();
    for (let i = 0; i < identificadores.length; i += LINHAS_POR_COMANDO) {
      const parte = identificadores.slice(i, i + LINHAS_POR_COMANDO);
      const texto = this.texto(
        'hashes',
        parte.length,
        (m) =>
          `select identificador, hash, removido from mobile_dado where "filialId" = ${m()} and tipo = ${m()} and identificador in (${parte.map(m).join(', ')})`,
      );
      const { rows } = await trx.executeQuery<{ identificador: string; hash: string; removido: number }>(CompiledQuery.raw(texto, [filialId, tipo, ...parte]));
      for (const r of rows) atuais.set(r.identificador, { hash: r.hash, removido: Boolean(Number(r.removido)) });
    }
    return atuais;
  }

  /**
   * Upserts a batch by identifier; only new or changed records (by hash) take a new sequence. In one
   * transaction: the stored hashes read, the counter moved, and every changed record written by one
   * INSERT … ON CONFLICT DO UPDATE (batches the agent sends always fit in one).
   */
  async gravarLote(filialId: number, tipo: string, registros: RegistroSincronizado[]): Promise<ResultadoLote> {
    assertTipo(tipo);
    const unicos = ultimosPorIdentificador(registros);
    if (!unicos.length) return { alterados: 0, inalterados: 0 };
    const resultado = await this.db.kysely.transaction().execute(async (trx) => {
      const atuais = await this.hashesAtuais(
        trx,
        filialId,
        tipo,
        unicos.map((r) => r.identificador),
      );
      const alterados: (RegistroSincronizado & { hash: string; json: string })[] = [];
      for (const [i, r] of unicos.entries()) {
        if (i > 0 && i % LINHAS_POR_FATIA === 0) await proximaVolta();
        const hash = hashDados(r.dados);
        const atual = atuais.get(r.identificador);
        if (!atual || atual.removido || atual.hash !== hash) alterados.push({ ...r, hash, json: JSON.stringify(r.dados) });
      }
      if (!alterados.length) return { alterados: 0, inalterados: unicos.length };
      if (tipo === TIPO_VENDEDORES) this.db.mudancasMobile.antesDeEscrever();
      const primeiro = await this.reservar(trx, filialId, alterados.length);
      const updatedAt = new Date().toISOString();
      const porComando = this.linhasPorComando();
      for (let i = 0; i < alterados.length; i += porComando) {
        if (i > 0) await proximaVolta();
        const parte = alterados.slice(i, i + porComando);
        const texto = this.texto(
          'upsert',
          parte.length,
          (m) =>
            `insert into mobile_dado ("filialId", tipo, identificador, dados, hash, removido, sequencia, "updatedAt") values ${parte.map(() => `(${m()}, ${m()}, ${m()}, ${m()}, ${m()}, 0, ${m()}, ${m()})`).join(', ')}
           on conflict ("filialId", tipo, identificador) do update set dados = excluded.dados, hash = excluded.hash, removido = 0, sequencia = excluded.sequencia, "updatedAt" = excluded."updatedAt"`,
        );
        const valores: unknown[] = [];
        parte.forEach((r, j) => valores.push(filialId, tipo, r.identificador, r.json, r.hash, primeiro + i + j, updatedAt));
        await trx.executeQuery(CompiledQuery.raw(texto, valores));
      }
      if (tipo === TIPO_DADO_CLIENTE) await substituirChavesErp(trx, filialId, alterados);
      return { alterados: alterados.length, inalterados: unicos.length - alterados.length };
    });
    await this.manterEstatisticas(resultado.alterados);
    return resultado;
  }

  /**
   * Marks records removed (phones drop them); unknown or already removed identifiers are ignored.
   * Returns how many changed. Every removal of the batch, each with its own sequence number, is one
   * UPDATE … FROM (VALUES …).
   */
  async marcarRemovidos(filialId: number, tipo: string, identificadores: string[]): Promise<number> {
    assertTipo(tipo);
    identificadores.forEach(assertIdentificador);
    const unicos = [...new Set(identificadores)];
    if (!unicos.length) return 0;
    return this.db.kysely.transaction().execute(async (trx) => {
      const atuais = await this.hashesAtuais(trx, filialId, tipo, unicos);
      const remover = unicos.filter((id) => atuais.get(id) && !atuais.get(id)!.removido);
      if (!remover.length) return 0;
      if (tipo === TIPO_VENDEDORES) this.db.mudancasMobile.antesDeEscrever();
      const primeiro = await this.reservar(trx, filialId, remover.length);
      const updatedAt = new Date().toISOString();
      const porComando = this.linhasPorComando();
      for (let i = 0; i < remover.length; i += porComando) {
        if (i > 0) await proximaVolta();
        const valores = sql.join(remover.slice(i, i + porComando).map((identificador, j) => sql`(${identificador}, cast(${primeiro + i + j} as integer))`));
        await sql`update mobile_dado set removido = 1, sequencia = v.column2, "updatedAt" = ${updatedAt}
          from (values ${valores}) as v
          where mobile_dado."filialId" = ${filialId} and mobile_dado.tipo = ${tipo} and mobile_dado.identificador = v.column1`.execute(trx);
      }
      if (tipo === TIPO_DADO_CLIENTE)
        await substituirChavesErp(
          trx,
          filialId,
          remover.map((identificador) => ({ identificador })),
        );
      return remover.length;
    });
  }

  /** After a complete run: every present record of the type not among `vistos` is marked removed. */
  async removerNaoVistos(filialId: number, tipo: string, vistos: Iterable<string>): Promise<number> {
    assertTipo(tipo);
    const conjunto = new Set(vistos);
    const presentes = await this.db.kysely
      .selectFrom('mobile_dado')
      .select('identificador')
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('removido', '=', 0)
      .execute();
    return this.marcarRemovidos(
      filialId,
      tipo,
      presentes.map((r) => r.identificador).filter((id) => !conjunto.has(id)),
    );
  }

  /** The changes of a type after `desde`, oldest first, at most `limite`. */
  async alteracoes(filialId: number, tipo: string, desde: number, limite: number): Promise<PaginaAlteracoes> {
    const rows = await this.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados', 'removido', 'sequencia'])
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('sequencia', '>', desde)
      .orderBy('sequencia')
      .limit(limite + 1)
      .execute();
    const alteracoes = rows
      .slice(0, limite)
      .map((r) => ({ identificador: r.identificador, dados: r.dados, removido: Boolean(Number(r.removido)), sequencia: Number(r.sequencia) }));
    return { alteracoes, ultimaSequencia: alteracoes.at(-1)?.sequencia ?? desde, temMais: rows.length > limite };
  }

  /** The present (not removed) records among the identifiers, parsed, by identifier. */
  async buscar(filialId: number, tipo: string, identificadores: string[]): Promise<Map<string, Record<string, unknown>>> {
    const encontrados = new Map<string, Record<string, unknown>>();
    const unicos = [...new Set(identificadores.filter((id) => typeof id === 'string' && id))];
    for (let i = 0; i < unicos.length; i += LOTE_SQL) {
      const rows = await this.db.kysely
        .selectFrom('mobile_dado')
        .select(['identificador', 'dados'])
        .where('filialId', '=', filialId)
        .where('tipo', '=', tipo)
        .where('removido', '=', 0)
        .where('identificador', 'in', unicos.slice(i, i + LOTE_SQL))
        .execute();
      for (const r of rows) encontrados.set(r.identificador, JSON.parse(r.dados) as Record<string, unknown>);
    }
    return encontrados;
  }

  /**
   * Records of several types at once (an order's products, customer, price table…), by type and
   * identifier. Every look-up of one event-loop turn (all the orders posted at once, of any branch)
   * goes in one statement per LOTE_SQL identifiers, instead of one per order (issue 28: at peak an
   * order's look-up was half its statements). Each (branch, type) is its own arm of a UNION ALL, so
   * every arm is a look-up of the unique (filialId, tipo, identificador) index: written as one OR of
   * pairs, SQLite without statistics read the whole branch through the cursor index as soon as a type
   * had two identifiers (29 ms an order at 30,000 products, growing with the catalogue). With
   * `registro`, the same statement says whether a phone record of that type and uuid is stored
   * (under REGISTRO_GUARDADO), so that an order post learns it without a round trip of its own.
   * Nothing is kept between turns; each caller parses its own copy of a record.
   */
  async buscarDeTipos(
    filialId: number,
    porTipo: Record<string, string[]>,
    registro?: { tipo: string; uuid: string },
  ): Promise<Record<string, Map<string, Record<string, unknown>>>> {
    const encontrados = Object.fromEntries(Object.keys(porTipo).map((tipo) => [tipo, new Map<string, Record<string, unknown>>()]));
    const buscas: Promise<void>[] = [];
    for (const [tipo, ids] of Object.entries(porTipo)) {
      for (const id of new Set(ids.filter((id) => typeof id === 'string' && id))) {
        buscas.push(
          this.buscaDaVolta(chaveDeBusca(filialId, tipo, id, false)).then((dados) => {
            if (dados !== undefined) encontrados[tipo].set(id, JSON.parse(dados) as Record<string, unknown>);
          }),
        );
      }
    }
    if (registro) {
      const guardados = (encontrados[REGISTRO_GUARDADO] = new Map());
      buscas.push(
        this.buscaDaVolta(chaveDeBusca(filialId, registro.tipo, registro.uuid, true)).then((achado) => {
          if (achado !== undefined) guardados.set(registro.uuid, {});
        }),
      );
    }
    await Promise.all(buscas);
    return encontrados;
  }

  /** One turn's look-ups (chaveDeBusca), grouped by branch, type and table: the stored JSON of each found. */
  private readonly buscaDaVolta = lotePorVolta(async (chaves: readonly string[]) => {
    const porGrupo = new Map<string, { filialId: number; tipo: string; guardado: boolean; ids: string[] }>();
    for (const chave of chaves) {
      const [filialId, tipo, id, guardado] = JSON.parse(chave) as [number, string, string, boolean];
      const grupo = JSON.stringify([filialId, tipo, guardado]);
      const existente = porGrupo.get(grupo);
      if (existente) existente.ids.push(id);
      else porGrupo.set(grupo, { filialId, tipo, guardado, ids: [id] });
    }
    const achados = new Map<string, string>();
    let lote: { filialId: number; tipo: string; guardado: boolean; ids: string[] }[] = [];
    let tamanho = 0;
    const ler = async () => {
      if (!lote.length) return;
      const partes = lote;
      lote = [];
      tamanho = 0;
      for (const r of await this.lerGrupos(partes)) achados.set(chaveDeBusca(Number(r.filialId), r.tipo, r.identificador, Number(r.guardado) === 1), r.dados);
    };
    for (const grupo of porGrupo.values()) {
      for (let i = 0; i < grupo.ids.length; i += LOTE_SQL) {
        const ids = grupo.ids.slice(i, i + LOTE_SQL);
        if (tamanho + ids.length > LOTE_SQL) await ler();
        lote.push({ ...grupo, ids });
        tamanho += ids.length;
      }
    }
    await ler();
    return achados;
  });

  /** One statement: the UNION ALL of the groups, each a look-up of its table's unique index. */
  private async lerGrupos(grupos: { filialId: number; tipo: string; guardado: boolean; ids: string[] }[]) {
    // Built once per shape (each group's table and size): the order post is the hottest statement at
    // peak, and Kysely built and compiled its tree each time.
    const forma = grupos.map((g) => `${g.guardado ? 'r' : 'd'}${g.ids.length}`).join(',');
    const texto = this.texto(`busca ${forma}`, 0, (m) =>
      grupos
        .map(({ guardado, ids }) =>
          // The markers in the order they stand in the text (SQLite's ? are positional).
          guardado
            ? `select "filialId", "tipo", "uuid" as "identificador", '{}' as "dados", 1 as "guardado" from "mobile_registro" where "filialId" = ${m()} and "tipo" = ${m()} and "uuid" in (${ids.map(m).join(', ')})`
            : `select "filialId", "tipo", "identificador", "dados", 0 as "guardado" from "mobile_dado" where "filialId" = ${m()} and "tipo" = ${m()} and "removido" = 0 and "identificador" in (${ids.map(m).join(', ')})`,
        )
        .join(' union all '),
    );
    const parametros = grupos.flatMap((g) => [g.filialId, g.tipo, ...g.ids]);
    const { rows } = await this.db.kysely.executeQuery<{ filialId: number; tipo: string; identificador: string; dados: string; guardado: number }>(
      CompiledQuery.raw(texto, parametros),
    );
    return rows;
  }

  /** The first `limite` present records of a type in key order (the insert test's sample looks for active ones); every one without a limit. */
  async primeiros(filialId: number, tipo: string, limite?: number): Promise<RegistroSincronizado[]> {
    let consulta = this.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados'])
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('removido', '=', 0)
      .orderBy('identificador');
    if (limite !== undefined) consulta = consulta.limit(limite);
    const rows = await consulta.execute();
    return rows.map((r) => ({ identificador: r.identificador, dados: JSON.parse(r.dados) as Record<string, unknown> }));
  }

  /** Every present record of a type (small types only: the branch's sellers). */
  listar(filialId: number, tipo: string): Promise<RegistroSincronizado[]> {
    return this.primeiros(filialId, tipo);
  }
}
