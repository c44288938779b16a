import { HEARTBEAT_VALIDADE_MS } from '../../common/protocolo';
import type { Db } from '../db/connection';

type Presenca = { filialId: number; instancia: string; versao: string | null; hostname: string | null; ultimoContato: string };

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
    const filial = await this.db.kysely
      .selectFrom('mobile_filial')
      .innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
      .select(['mobile_filial.id as id', 'mobile_filial.ativo as filialAtiva', 'contratante.ativo as contratanteAtivo'])
      .where('mobile_filial.agentTokenHash', '=', tokenHash)
      .executeTakeFirst();
    return filial ? { id: filial.id, ativa: Boolean(Number(filial.filialAtiva) && Number(filial.contratanteAtivo)) } : null;
  }

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

  /** This instance holds the branch's agent as of now; versao and hostname change only when given (hello, a new socket). */
  async registrarPresenca(filialId: number, instancia: string, extra: { versao?: string | null; hostname?: string | null } = {}): Promise<void> {
    const ultimoContato = new Date().toISOString();
    await this.db.kysely
      .insertInto('gerenciador_presenca')
      .values({ filialId, instancia, versao: extra.versao ?? null, hostname: extra.hostname ?? null, ultimoContato })
      .onConflict((oc) => oc.column('filialId').doUpdateSet({ instancia, ultimoContato, ...('versao' in extra ? { versao: extra.versao ?? null, hostname: extra.hostname ?? null } : {}) }))
      .execute();
    await this.db.kysely.updateTable('mobile_filial').set({ ultimoContatoGerenciador: ultimoContato }).where('id', '=', filialId).execute();
  }

  /** When each branch's agent last spoke to the server (the home cards), by branch. */
  async ultimosContatos(filialIds: number[]): Promise<Map<number, string | null>> {
    if (!filialIds.length) return new Map();
    const rows = await this.db.kysely.selectFrom('mobile_filial').select(['id', 'ultimoContatoGerenciador']).where('id', 'in', filialIds).execute();
    return new Map(rows.map((r) => [r.id, r.ultimoContatoGerenciador]));
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
