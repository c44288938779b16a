import {
  deveOferecer,
  PLATAFORMAS_AGENTE,
  versaoAlvo,
  type PlataformaAgente,
  type PoliticaRollout,
  type ResultadoAtualizacao,
} from '../../common/atualizacaoAgente';
import { ACTIONS, ehAdministradorProvedor, type AppAbility } from '../../common/permissions';
import type { OfertaAtualizacao } from '../../common/protocolo';
import type { LoggedUser } from '../auth/session';
import type { Db } from '../db/connection';
import { pastaArtefatos } from '../downloads/manifesto';
import { executavelAssinado, lerVersoes } from '../downloads/versoes';
import { badUserInput, forbidden } from '../errors';
import type { FiliaisService } from './filiais';

/** contratanteId of the rollout for everyone (agente_rollout). */
const TODOS = 0;

/** Where an agent downloads a version's executable with its own token (server/downloads/atualizacao.ts). */
export const urlAtualizacao = (versao: string, plataforma: PlataformaAgente) => `/api/v1/gerenciador/atualizacao/${versao}/${plataforma}`;

export const MSG_ATUALIZACAO = {
  versaoIndisponivel: (versao: string) => `A versão ${versao} não está disponível assinada para todas as plataformas neste servidor.`,
  percentualInvalido: 'O percentual deve ser um número inteiro de 0 a 100.',
  contratanteInvalido: 'Contratante não encontrado.',
};

/** What the pages show of a branch's self-update. */
export interface SituacaoAtualizacao {
  filialId: number;
  versaoAtual: string | null;
  versaoAlvo: string | null;
  versaoFixada: string | null;
  ultimaVersao: string | null;
  ultimoResultado: ResultadoAtualizacao | null;
  ultimoMotivo: string | null;
  ultimaEm: string | null;
}

/** The channel to the agents: a notice to one branch's agent (on whichever instance), and the branches whose agent is live. */
export interface AvisoAgentes {
  oferecer(filialId: number, oferta: OfertaAtualizacao): void;
  conectadas(filialIds: number[]): Promise<Map<number, { versao: string | null }>>;
}

/** Where an update's outcome is told besides the branch's page: the webhooks (agente.atualizado, agente.revertido). */
export type AoConcluirAtualizacao = (
  filialId: number,
  r: { versao: string; versaoAnterior: string | null; resultado: ResultadoAtualizacao; motivo: string | null },
) => Promise<void>;

/**
 * The agents' self-update as the operator drives it (docs/operacao.md, "Atualização automática dos
 * gerenciadores"): the versions the server can offer, read from the build's archive
 * (AGENT_DIST_DIR/versoes); the rollouts (a version to a share of a contratante's branches, or of
 * everyone's) and the pins per branch; each branch's target (common/atualizacaoAgente's versaoAlvo),
 * offered to its agent when it connects and when a rollout or pin changes; and each attempt's result.
 */
export class AtualizacaoAgenteService {
  constructor(
    private db: Db,
    private filiais: FiliaisService,
    private agentes: AvisoAgentes,
    private pasta: () => string = () => pastaArtefatos(),
    private agora: () => Date = () => new Date(),
    private aoConcluir: AoConcluirAtualizacao = async () => undefined,
  ) {}

  /** The provider administrator, or a user who can see some branch (a partner pins its own branches to one of them). */
  private async podeVer(ability: AppAbility, usuario: LoggedUser): Promise<void> {
    if (ehAdministradorProvedor(ability, usuario.contratanteId)) return;
    if ((await this.filiais.crud.count(ability)) === 0) throw forbidden();
  }

  private exigirAdministrador(ability: AppAbility, usuario: LoggedUser): void {
    if (!ehAdministradorProvedor(ability, usuario.contratanteId)) throw forbidden();
  }

  /** The versions built and archived here, newest first, with each platform's size, SHA-256 and signature. */
  async versoesDisponiveis(ability: AppAbility, usuario: LoggedUser) {
    await this.podeVer(ability, usuario);
    return lerVersoes(this.pasta()).map((v) => ({
      versao: v.versao,
      geradoEm: v.geradoEm,
      chave: v.chave,
      assinada: v.executaveis.length > 0 && v.executaveis.every((e) => e.assinatura),
      plataformas: v.executaveis.map((e) => ({ plataforma: e.plataforma, tamanho: e.tamanho, sha256: e.sha256, assinatura: e.assinatura })),
    }));
  }

  /** A version that can be a target: archived here and signed for every platform it was built for. */
  private exigirVersaoAssinada(versao: string): void {
    const v = lerVersoes(this.pasta()).find((x) => x.versao === versao);
    if (!v || !v.executaveis.length || !v.executaveis.every((e) => e.assinatura)) throw badUserInput(MSG_ATUALIZACAO.versaoIndisponivel(versao));
  }

  /** The rollouts (provider administrator): everyone's first (contratanteId null), then each contratante's. */
  async rollouts(ability: AppAbility, usuario: LoggedUser) {
    this.exigirAdministrador(ability, usuario);
    const linhas = await this.db.kysely
      .selectFrom('agente_rollout')
      .leftJoin('contratante', 'contratante.id', 'agente_rollout.contratanteId')
      .select([
        'agente_rollout.contratanteId',
        'agente_rollout.versao',
        'agente_rollout.percentual',
        'agente_rollout.atualizadoEm',
        'contratante.nome as contratanteNome',
      ])
      .orderBy('agente_rollout.contratanteId')
      .execute();
    return linhas.map((l) => ({
      contratanteId: l.contratanteId === TODOS ? null : l.contratanteId,
      contratanteNome: l.contratanteNome ?? null,
      versao: l.versao,
      percentual: l.percentual,
      atualizadoEm: l.atualizadoEm,
    }));
  }

  /**
   * Sets the rollout of `versao` to `percentual` % of a contratante's branches (or of everyone's, with
   * contratanteId null), replacing the one before; the agents it now reaches are told at once.
   */
  async definirRollout(ability: AppAbility, usuario: LoggedUser, entrada: { contratanteId: number | null; versao: string; percentual: number }) {
    this.exigirAdministrador(ability, usuario);
    if (!Number.isInteger(entrada.percentual) || entrada.percentual < 0 || entrada.percentual > 100) throw badUserInput(MSG_ATUALIZACAO.percentualInvalido);
    this.exigirVersaoAssinada(entrada.versao);
    const contratanteId = entrada.contratanteId ?? TODOS;
    if (contratanteId !== TODOS && !(await this.db.kysely.selectFrom('contratante').select('id').where('id', '=', contratanteId).executeTakeFirst())) {
      throw badUserInput(MSG_ATUALIZACAO.contratanteInvalido);
    }
    const linha = { contratanteId, versao: entrada.versao, percentual: entrada.percentual, atualizadoEm: this.agora().toISOString() };
    await this.db.kysely
      .insertInto('agente_rollout')
      .values(linha)
      .onConflict((oc) => oc.column('contratanteId').doUpdateSet({ versao: linha.versao, percentual: linha.percentual, atualizadoEm: linha.atualizadoEm }))
      .execute();
    await this.oferecerAosConectados(contratanteId === TODOS ? null : contratanteId);
    return (await this.rollouts(ability, usuario)).find((r) => (r.contratanteId ?? TODOS) === contratanteId)!;
  }

  /** Removes a rollout: its branches follow everyone's again (or none). */
  async removerRollout(ability: AppAbility, usuario: LoggedUser, contratanteId: number | null): Promise<boolean> {
    this.exigirAdministrador(ability, usuario);
    const r = await this.db.kysely
      .deleteFrom('agente_rollout')
      .where('contratanteId', '=', contratanteId ?? TODOS)
      .executeTakeFirst();
    await this.oferecerAosConectados(contratanteId);
    return Number(r.numDeletedRows) > 0;
  }

  /** Pins a branch to a version (null: follows the rollouts again); whoever may edit the branch. */
  async fixarVersao(ability: AppAbility, identificadorApp: string, versao: string | null): Promise<SituacaoAtualizacao> {
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    if (versao) this.exigirVersaoAssinada(versao);
    await this.db.kysely
      .insertInto('agente_atualizacao')
      .values({ filialId, versaoFixada: versao })
      .onConflict((oc) => oc.column('filialId').doUpdateSet({ versaoFixada: versao }))
      .execute();
    await this.oferecer(filialId);
    return (await this.situacoes([filialId])).get(filialId)!;
  }

  /** The branch's self-update as its manager page shows it. */
  async situacao(ability: AppAbility, identificadorApp: string): Promise<SituacaoAtualizacao> {
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp);
    return (await this.situacoes([filialId])).get(filialId)!;
  }

  /** Current (last reported), target, pin and last attempt of each branch (the fleet's page and the manager page). */
  async situacoes(filialIds: number[]): Promise<Map<number, SituacaoAtualizacao>> {
    const resultado = new Map<number, SituacaoAtualizacao>();
    if (!filialIds.length) return resultado;
    const [linhas, politicas] = await Promise.all([
      this.db.kysely
        .selectFrom('mobile_filial')
        .leftJoin('agente_atualizacao', 'agente_atualizacao.filialId', 'mobile_filial.id')
        .select([
          'mobile_filial.id as filialId',
          'mobile_filial.contratanteId',
          'mobile_filial.versaoGerenciador',
          'agente_atualizacao.versaoFixada',
          'agente_atualizacao.ultimaVersao',
          'agente_atualizacao.ultimoResultado',
          'agente_atualizacao.ultimoMotivo',
          'agente_atualizacao.ultimaEm',
        ])
        .where('mobile_filial.id', 'in', filialIds)
        .limit(filialIds.length)
        .execute(),
      this.politicas(),
    ]);
    for (const l of linhas) {
      const filialId = Number(l.filialId);
      resultado.set(filialId, {
        filialId,
        versaoAtual: l.versaoGerenciador,
        versaoAlvo: versaoAlvo({
          filialId,
          fixada: l.versaoFixada ?? null,
          doContratante: politicas.get(Number(l.contratanteId)) ?? null,
          geral: politicas.get(TODOS) ?? null,
        }),
        versaoFixada: l.versaoFixada ?? null,
        ultimaVersao: l.ultimaVersao ?? null,
        ultimoResultado: (l.ultimoResultado as ResultadoAtualizacao | null) ?? null,
        ultimoMotivo: l.ultimoMotivo ?? null,
        ultimaEm: l.ultimaEm ?? null,
      });
    }
    return resultado;
  }

  private async politicas(): Promise<Map<number, PoliticaRollout>> {
    const linhas = await this.db.kysely.selectFrom('agente_rollout').select(['contratanteId', 'versao', 'percentual']).execute();
    return new Map(linhas.map((l) => [Number(l.contratanteId), { versao: l.versao, percentual: Number(l.percentual) }]));
  }

  /** The agent said hello: its platform is kept (rollouts reach it later by it) and its target offered. */
  async aoConectar(filialId: number, versao: string, plataforma: PlataformaAgente | undefined): Promise<void> {
    if (!plataforma) return;
    await this.db.kysely
      .insertInto('agente_atualizacao')
      .values({ filialId, plataforma })
      .onConflict((oc) => oc.column('filialId').doUpdateSet({ plataforma }))
      .execute();
    await this.oferecer(filialId, versao);
  }

  /**
   * Tells the branch's agent its target when it should update (deveOferecer) and the version's signed
   * executable for its platform is here; `versaoAtual` as the agent just said it (else as last kept).
   */
  private async oferecer(filialId: number, versaoAtual?: string | null): Promise<void> {
    const situacao = (await this.situacoes([filialId])).get(filialId);
    if (!situacao) return;
    const atual = versaoAtual === undefined ? situacao.versaoAtual : versaoAtual;
    if (!deveOferecer(situacao.versaoAlvo, atual, { versao: situacao.ultimaVersao, resultado: situacao.ultimoResultado })) return;
    const linha = await this.db.kysely.selectFrom('agente_atualizacao').select('plataforma').where('filialId', '=', filialId).executeTakeFirst();
    const plataforma = PLATAFORMAS_AGENTE.find((p) => p === linha?.plataforma);
    if (!plataforma) return;
    const executavel = executavelAssinado(this.pasta(), situacao.versaoAlvo!, plataforma);
    if (!executavel?.assinatura) return;
    this.agentes.oferecer(filialId, {
      versao: situacao.versaoAlvo!,
      plataforma,
      url: urlAtualizacao(situacao.versaoAlvo!, plataforma),
      tamanho: executavel.tamanho,
      sha256: executavel.sha256,
      assinatura: executavel.assinatura,
    });
  }

  /** After a rollout changed: every live agent of the contratante (null: of everyone) is offered its target. */
  private async oferecerAosConectados(contratanteId: number | null): Promise<void> {
    let consulta = this.db.kysely
      .selectFrom('agente_atualizacao')
      .innerJoin('mobile_filial', 'mobile_filial.id', 'agente_atualizacao.filialId')
      .select('agente_atualizacao.filialId')
      .where('agente_atualizacao.plataforma', 'is not', null);
    if (contratanteId !== null) consulta = consulta.where('mobile_filial.contratanteId', '=', contratanteId);
    const ids = (await consulta.execute()).map((l) => Number(l.filialId));
    const vivas = await this.agentes.conectadas(ids);
    for (const [filialId, { versao }] of vivas) await this.oferecer(filialId, versao);
  }

  /** How the branch's attempt ended, as its agent reports it. */
  async registrarResultado(
    filialId: number,
    r: { versao: string; resultado: ResultadoAtualizacao; motivo: string | null; versaoAnterior?: string | null },
  ): Promise<void> {
    const valores = {
      ultimaVersao: r.versao,
      ultimoResultado: r.resultado,
      ultimoMotivo: r.motivo?.slice(0, 2000) ?? null,
      ultimaEm: this.agora().toISOString(),
    };
    await this.db.kysely
      .insertInto('agente_atualizacao')
      .values({ filialId, ...valores })
      .onConflict((oc) => oc.column('filialId').doUpdateSet(valores))
      .execute();
    await this.aoConcluir(filialId, { versao: r.versao, resultado: r.resultado, motivo: r.motivo, versaoAnterior: r.versaoAnterior ?? null });
  }
}
