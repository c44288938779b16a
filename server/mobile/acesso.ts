import { formatarEspera } from '../../common/text/espera';
import { TooManyAttempts, type Attempt, type AttemptThrottle } from '../auth/attemptThrottle';
import { hashSessao, novaSessao, signDeviceToken, verifyMobileToken, type MobileClaims } from '../auth/token';
import type { MemoriaInvalidada } from '../db/memoriaInvalidada';
import { unavailable } from '../db/unavailable';
import { ATIVACAO_SEM_VENDEDOR_MS, type AtivacaoInput, type DispositivosService } from '../services/dispositivos';
import { MobileError, bearer } from './http';
import { CORPO_ATIVACAO, lerCorpo } from './corpos';
import { MSG_MOBILE } from './mobileMessages';

/** Who is calling: the device, its branch and the token's claims (a seller's included). */
export interface ContextoDispositivo {
  dispositivoId: number;
  uuid: string;
  filialId: number;
  filialNome: string;
  claims: MobileClaims;
  /** A seller has logged in on this activation: only then may the device itself receive branch data. */
  vendedorJaLogou: boolean;
}

const limiteDispositivos = (numeroDispositivos: number) => new MobileError(409, 'LIMITE_DISPOSITIVOS', MSG_MOBILE.limiteDispositivos(numeroDispositivos));

export interface Ativacao {
  token: string;
  dispositivo: { id: number; uuid: string; dataAtivacao: string };
  filial: { id: number; nome: string; identificadorApp: string };
}

const bloqueado = () => new MobileError(403, 'DISPOSITIVO_BLOQUEADO', MSG_MOBILE.dispositivoBloqueado);
const filialInativa = () => new MobileError(403, 'FILIAL_INATIVA', MSG_MOBILE.filialInativa);

/** 'android' → 'Android' (the back-office lists Android devices by that name), 'ios' → 'iOS'. */
export function normalizarPlataforma(plataforma: string | null): string | null {
  if (!plataforma) return null;
  const lower = plataforma.toLowerCase();
  return lower === 'android' ? 'Android' : lower === 'ios' ? 'iOS' : plataforma;
}

export function lerAtivacao(corpo: Record<string, unknown>): AtivacaoInput {
  const lido = lerCorpo(CORPO_ATIVACAO, corpo);
  return { ...lido, identificadorApp: lido.identificadorApp!.toUpperCase(), uuid: lido.uuid!, plataforma: normalizarPlataforma(lido.plataforma) };
}

/**
 * Activation and per-call authentication of phones: the device token, and the refusals a phone
 * shows its user. The rows (and the device limit) are DispositivosService's.
 */
export class AcessoDispositivos {
  constructor(
    private dispositivos: DispositivosService,
    private segredo: string,
    private limites: AttemptThrottle,
    private memoria: MemoriaInvalidada<object>,
  ) {}

  /**
   * A phone's activation. With its current token (device or seller) in Authorization it refreshes
   * its own device; without it (or with one that is not current) it is a new device. Each one is
   * charged first to the address's and the branch's budgets (server/auth/attemptThrottle.ts).
   */
  async ativar(input: AtivacaoInput, authorization: string | undefined, endereco: string): Promise<Ativacao> {
    let tentativa: Attempt;
    try {
      tentativa = await this.limites.begin(input.identificadorApp, endereco);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      throw new MobileError(429, 'MUITAS_ATIVACOES', MSG_MOBILE.muitasAtivacoes(formatarEspera(error.waitMs)), { tenteEm: Math.ceil(error.waitMs / 1000) });
    }
    const agora = new Date().toISOString();
    const sessao = novaSessao();
    const token = bearer(authorization);
    const claims = token ? await verifyMobileToken(this.segredo, token) : null;
    const atual = claims ? { dispositivoId: claims.dispositivoId, tokenHash: hashSessao(claims.sessao) } : null;
    let resultado: Awaited<ReturnType<DispositivosService['ativar']>>;
    try {
      resultado = await this.dispositivos.ativar(input, hashSessao(sessao), agora, atual);
    } catch (error) {
      // Not served (a 503 the phone sends again after Retry-After): the retry is not charged twice.
      if (unavailable(error)) await tentativa.notServed();
      throw error;
    }
    if ('recusa' in resultado) {
      switch (resultado.recusa) {
        case 'identificadorDesconhecido':
          throw new MobileError(404, 'IDENTIFICADOR_DESCONHECIDO', MSG_MOBILE.identificadorAppDesconhecido);
        case 'filialInativa':
          throw filialInativa();
        case 'bloqueado':
          throw bloqueado();
        case 'limite':
          throw limiteDispositivos(resultado.numeroDispositivos);
      }
    }
    const { id, filial } = resultado;
    return {
      token: await signDeviceToken(this.segredo, id, sessao),
      dispositivo: { id, uuid: input.uuid, dataAtivacao: agora },
      filial,
    };
  }

  /**
   * A seller's password was accepted on the device: it takes a seat of the branch, or the login is
   * refused (409 LIMITE_DISPOSITIVOS when every seat is taken, 403 when the device was blocked meanwhile).
   */
  async ocuparAssento(ctx: ContextoDispositivo): Promise<void> {
    const resultado = await this.dispositivos.ocuparAssento(ctx.dispositivoId);
    if ('recusa' in resultado) throw resultado.recusa === 'bloqueado' ? bloqueado() : limiteDispositivos(resultado.numeroDispositivos);
  }

  /**
   * Every call: a valid token of a known device records the access, then blocked and replaced
   * tokens are refused, and so is an activation that no seller logged in on within a day
   * (ATIVACAO_SEM_VENDEDOR_MS): the phone activates again.
   */
  async autenticar(authorization: string | undefined): Promise<ContextoDispositivo> {
    const token = bearer(authorization);
    if (!token) throw new MobileError(401, 'TOKEN_AUSENTE', MSG_MOBILE.tokenAusente);
    const claims = await verifyMobileToken(this.segredo, token);
    if (!claims) throw new MobileError(401, 'TOKEN_INVALIDO', MSG_MOBILE.tokenInvalido);
    // From memory while the database says the device, its branch and contratante did not change (migration 0081).
    const row = await this.memoria.ler(`dispositivo ${claims.dispositivoId}`, () => this.dispositivos.paraAutenticar(claims.dispositivoId));
    if (!row) throw new MobileError(401, 'TOKEN_INVALIDO', MSG_MOBILE.tokenInvalido);
    // Recorded before any refusal below, as the device read says it is due (once a minute at most);
    // the remembered row learns it, as the stored access is not a column the memory is emptied for.
    const agora = new Date().toISOString();
    if (await this.dispositivos.registrarAcesso(row.id, agora, row)) row.dataUltimoAcesso = agora;
    if (Number(row.bloqueado)) throw bloqueado();
    if (!Number(row.ativo) && (row.dataAtivacao === null || Date.now() - Date.parse(row.dataAtivacao) >= ATIVACAO_SEM_VENDEDOR_MS)) {
      throw new MobileError(403, 'DISPOSITIVO_INATIVO', MSG_MOBILE.dispositivoInativo);
    }
    if (!Number(row.filialAtiva) || !Number(row.contratanteAtivo)) throw filialInativa();
    if (row.tokenHash !== hashSessao(claims.sessao)) throw new MobileError(401, 'TOKEN_INVALIDO', MSG_MOBILE.tokenInvalido);
    return {
      dispositivoId: row.id,
      uuid: row.uuid,
      filialId: row.filialId,
      filialNome: row.filialNome,
      claims,
      vendedorJaLogou: row.vendedorLogadoEm !== null,
    };
  }
}
