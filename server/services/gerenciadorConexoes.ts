import { createHash } from 'node:crypto';
import { HEARTBEAT_VALIDADE_MS } from '../../common/protocolo';
import { ordemVersao } from '../../common/versao';
import type { Db } from '../db/connection';
import { lotePorVolta } from './batchLoader';

/** What an instance knows of one of its agents: its version, machine and last message. */
export type PresencaAgente = { filialId: number; versao: string | null; hostname: string | null; ultimoContato: string };
type Presenca = PresencaAgente & { instancia: string };

/** An agent token as the database keeps it: only its hash is stored. */
export function hashAgentToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A branch's agent as the shared table tells it. */
type SituacaoPresenca = { conectado: boolean; versao: string | null; hostname: string | null; ultimoContato: string | null };
/** Branches one presence (or agent token) look-up asks for (well inside either engine's parameter limit). */
const LOTE_PRESENCAS = 500;

/** A presence counts while its agent's heartbeat is fresh. */
const viva = (p: Presenca, agora = Date.now()) => agora - Date.parse(p.ultimoContato) < HEARTBEAT_VALIDADE_MS;

/**
 * The agents' connections as the database holds them: which branch an agent token opens, and which
 * server instance holds each branch's agent (gerenciador_presenca), so that any instance behind a
 * load balancer can tell whether an agent is connected and relay a command to the one holding it.
 */
export class GerenciadorConexoesService {
  constructor(private db: Db) {}

  /**
   * The branch whose agent token has this hash, or null; `ativa` only while the branch and its
   * contratante are both active (an inactive branch's agent is refused and never gets the ERP password).
   */
  async filialDoToken(tokenHash: string): Promise<{ id: number; ativa: boolean } | null> {
    return (await this.filiaisDaVolta(tokenHash)) ?? null;
  }

  /**
   * The look-ups of `filialDoToken` asked during one turn of the event loop, in one statement
   * (lotePorVolta): an instance restarted under thousands of agents checks their tokens together
   * instead of holding a pool connection per agent while the panels wait.
   */
  private filiaisDaVolta = lotePorVolta(async (hashes: readonly string[]) => {
    const porHash = new Map<string, { id: number; ativa: boolean }>();
    for (let i = 0; i < hashes.length; i += LOTE_PRESENCAS) {
      const filiais = await this.db.kysely
        .selectFrom('mobile_filial')
        .innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
        .select([
          'mobile_filial.id as id',
          'mobile_filial.agentTokenHash as tokenHash',
          'mobile_filial.ativo as filialAtiva',
          'contratante.ativo as contratanteAtivo',
        ])
        .where('mobile_filial.agentTokenHash', 'in', hashes.slice(i, i + LOTE_PRESENCAS))
        .execute();
      for (const f of filiais) porHash.set(f.tokenHash!, { id: f.id, ativa: Boolean(Number(f.filialAtiva) && Number(f.contratanteAtivo)) });
    }
    return porHash;
  });

  /** Whether the branch and its contratante are active (an agent already connected is asked again before secrets leave). */
  async filialAtiva(filialId: number): Promise<boolean> {
    const filial = await this.db.kysely
      .selectFrom('mobile_filial')
      .innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
      .select(['mobile_filial.ativo as filialAtiva', 'contratante.ativo as contratanteAtivo'])
      .where('mobile_filial.id', '=', filialId)
      .executeTakeFirst();
    return Boolean(filial && Number(filial.filialAtiva) && Number(filial.contratanteAtivo));
  }

  /**
   * This instance holds these branches' agents, each as of its `ultimoContato`: one upsert for the
   * group, and one update of the branches' last contact (the home cards), whatever its size.
   */
  async registrarPresencas(instancia: string, presencas: PresencaAgente[]): Promise<void> {
    for (let i = 0; i < presencas.length; i += 500) {
      const grupo = presencas.slice(i, i + 500);
      await this.db.kysely
        .insertInto('gerenciador_presenca')
        .values(grupo.map((p) => ({ ...p, instancia })))
        .onConflict((oc) =>
          oc.column('filialId').doUpdateSet((eb) => ({
            instancia: eb.ref('excluded.instancia'),
            ultimoContato: eb.ref('excluded.ultimoContato'),
            versao: eb.ref('excluded.versao'),
            hostname: eb.ref('excluded.hostname'),
          })),
        )
        .execute();
      await this.db.kysely
        .updateTable('mobile_filial')
        .set((eb) => ({
          ultimoContatoGerenciador: eb
            .selectFrom('gerenciador_presenca')
            .select('gerenciador_presenca.ultimoContato')
            .whereRef('gerenciador_presenca.filialId', '=', 'mobile_filial.id'),
        }))
        .where(
          'mobile_filial.id',
          'in',
          grupo.map((p) => p.filialId),
        )
        .execute();
      await this.guardarVersoes(grupo);
    }
  }

  /**
   * The version each agent reports, kept on its branch after it leaves (the fleet home): one update
   * per version among the group (a fleet runs a handful), written only where it changed.
   */
  private async guardarVersoes(presencas: PresencaAgente[]): Promise<void> {
    const porVersao = new Map<string, number[]>();
    for (const p of presencas) if (p.versao) porVersao.set(p.versao, [...(porVersao.get(p.versao) ?? []), p.filialId]);
    for (const [versao, filialIds] of porVersao) {
      await this.db.kysely
        .updateTable('mobile_filial')
        .set({ versaoGerenciador: versao, versaoGerenciadorOrdem: ordemVersao(versao) })
        .where('id', 'in', filialIds)
        .where((eb) => eb.or([eb('versaoGerenciador', 'is', null), eb('versaoGerenciador', '!=', versao)]))
        .execute();
    }
  }

  /** When each branch's agent last spoke to the server (the home cards), by branch. */
  async ultimosContatos(filialIds: number[]): Promise<Map<number, string | null>> {
    if (!filialIds.length) return new Map();
    const rows = await this.db.kysely.selectFrom('mobile_filial').select(['id', 'ultimoContatoGerenciador']).where('id', 'in', filialIds).execute();
    return new Map(rows.map((r) => [r.id, r.ultimoContatoGerenciador]));
  }

  /**
   * The branch's agent as every instance sees it, from the shared table: its presence row (whichever
   * instance holds the socket), live while its last contact is fresh; without a row, disconnected
   * since the last contact recorded for the branch. Two instances asked at once answer the same.
   */
  async presenca(filialId: number): Promise<SituacaoPresenca> {
    return (await this.presencasDaVolta(filialId)) ?? { conectado: false, versao: null, hostname: null, ultimoContato: null };
  }

  /** The look-ups of `presenca` asked during one turn of the event loop, in one statement (lotePorVolta). */
  private presencasDaVolta = lotePorVolta((filialIds: readonly number[]) => this.presencas(filialIds));

  private async presencas(filialIds: readonly number[]): Promise<Map<number, SituacaoPresenca>> {
    const porFilial = new Map<number, SituacaoPresenca>();
    for (let i = 0; i < filialIds.length; i += LOTE_PRESENCAS) {
      const rows = await this.db.kysely
        .selectFrom('mobile_filial')
        .leftJoin('gerenciador_presenca', 'gerenciador_presenca.filialId', 'mobile_filial.id')
        .select([
          'mobile_filial.id',
          'gerenciador_presenca.instancia',
          'gerenciador_presenca.versao',
          'gerenciador_presenca.hostname',
          'gerenciador_presenca.ultimoContato',
          'mobile_filial.ultimoContatoGerenciador',
        ])
        .where('mobile_filial.id', 'in', filialIds.slice(i, i + LOTE_PRESENCAS))
        .execute();
      const agora = Date.now();
      for (const row of rows) {
        const { id: filialId, instancia, ultimoContato } = row;
        porFilial.set(
          filialId,
          instancia && ultimoContato
            ? {
                conectado: viva({ filialId, instancia, versao: row.versao, hostname: row.hostname, ultimoContato }, agora),
                versao: row.versao,
                hostname: row.hostname,
                ultimoContato,
              }
            : { conectado: false, versao: null, hostname: null, ultimoContato: row.ultimoContatoGerenciador ?? null },
        );
      }
    }
    return porFilial;
  }

  /** Another instance's live presence for the branch, or null. */
  async presencaRemota(filialId: number, instancia: string): Promise<Presenca | null> {
    const row = await this.db.kysely.selectFrom('gerenciador_presenca').selectAll().where('filialId', '=', filialId).executeTakeFirst();
    return row && row.instancia !== instancia && viva(row) ? row : null;
  }

  /** The live presences of some branches, by branch. */
  async presencasVivas(filialIds: number[]): Promise<Map<number, Presenca>> {
    if (!filialIds.length) return new Map();
    const rows = await this.db.kysely.selectFrom('gerenciador_presenca').selectAll().where('filialId', 'in', filialIds).execute();
    const agora = Date.now();
    return new Map(rows.filter((p) => viva(p, agora)).map((p) => [p.filialId, p]));
  }

  /** The branch's agent left this instance (a newer socket on another instance keeps its row). */
  async removerPresenca(filialId: number, instancia: string): Promise<void> {
    await this.db.kysely.deleteFrom('gerenciador_presenca').where('filialId', '=', filialId).where('instancia', '=', instancia).execute();
  }

  /** This instance shuts down: none of the agents it held is here any more. */
  async encerrarInstancia(instancia: string): Promise<void> {
    await this.db.kysely.deleteFrom('gerenciador_presenca').where('instancia', '=', instancia).execute();
  }
}
