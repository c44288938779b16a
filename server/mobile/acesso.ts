import type { Db } from '../db/connection';
import { MobileError, bearer } from './http';
import { LeitorCampos } from './leitorCampos';
import { MSG_MOBILE } from './mobileMessages';
import { hashSessao, novaSessao, signDeviceToken, verifyMobileToken, type MobileClaims } from '../auth/token';

export interface AtivacaoInput {
  identificadorApp: string;
  uuid: string;
  dispositivo: string | null;
  plataforma: string | null;
  versaoApp: string | null;
}

/** Who is calling: the device, its branch and the token's claims (a seller's included). */
export interface ContextoDispositivo {
  dispositivoId: number;
  uuid: string;
  filialId: number;
  filialNome: string;
  claims: MobileClaims;
}

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
  const leitor = new LeitorCampos(corpo);
  const input = {
    identificadorApp: leitor.texto('identificadorApp', 'identificadorApp', 40, true)?.toUpperCase() ?? '',
    uuid: leitor.texto('uuid', 'uuid', 100, true) ?? '',
    dispositivo: leitor.texto('dispositivo', 'dispositivo', 200),
    plataforma: normalizarPlataforma(leitor.texto('plataforma', 'plataforma', 40)),
    versaoApp: leitor.texto('versaoApp', 'versaoApp', 40),
  };
  leitor.validar();
  return input;
}

/**
 * Activation and per-call authentication of phones. The device limit counts devices that are
 * active or blocked (blocking frees no seat); an inactive device frees its seat and may come back
 * through activation while a seat is free.
 */
export class AcessoDispositivos {
  constructor(private db: Db, private segredo: string) {}

  async ativar(input: AtivacaoInput): Promise<Ativacao> {
    const agora = new Date().toISOString();
    const sessao = novaSessao();
    const resultado = await this.db.kysely.transaction().execute(async (trx) => {
      // On PostgreSQL the branch row is locked so two phones cannot both take the last seat.
      const busca = trx.selectFrom('mobile_filial').innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
        .select(['mobile_filial.id', 'mobile_filial.nome', 'mobile_filial.identificadorApp', 'mobile_filial.numeroDispositivos', 'mobile_filial.ativo', 'contratante.ativo as contratanteAtivo'])
        .where('mobile_filial.identificadorApp', '=', input.identificadorApp);
      const filial = await (this.db.engine === 'postgres' ? busca.forNoKeyUpdate('mobile_filial') : busca).executeTakeFirst();
      if (!filial) throw new MobileError(404, 'IDENTIFICADOR_DESCONHECIDO', MSG_MOBILE.identificadorAppDesconhecido);
      if (!Number(filial.ativo) || !Number(filial.contratanteAtivo)) throw filialInativa();
      const existente = await trx.selectFrom('mobile_dispositivo').select(['id', 'ativo', 'bloqueado'])
        .where('filialId', '=', filial.id).where('uuid', '=', input.uuid).executeTakeFirst();
      if (existente && Number(existente.bloqueado)) return { bloqueadoId: existente.id };
      if (!existente || !Number(existente.ativo)) {
        const ocupados = await trx.selectFrom('mobile_dispositivo').select((eb) => eb.fn.countAll().as('total'))
          .where('filialId', '=', filial.id).where((eb) => eb.or([eb('ativo', '=', 1), eb('bloqueado', '=', 1)])).executeTakeFirstOrThrow();
        if (Number(ocupados.total) >= filial.numeroDispositivos) {
          throw new MobileError(409, 'LIMITE_DISPOSITIVOS', MSG_MOBILE.limiteDispositivos(filial.numeroDispositivos));
        }
      }
      const valores = {
        dispositivo: input.dispositivo, plataforma: input.plataforma, versaoApp: input.versaoApp,
        dataAtivacao: agora, dataUltimoAcesso: agora, ativo: 1, tokenHash: hashSessao(sessao),
      };
      const id = existente
        ? (await trx.updateTable('mobile_dispositivo').set(valores).where('id', '=', existente.id).execute(), existente.id)
        : (await trx.insertInto('mobile_dispositivo').values({ ...valores, uuid: input.uuid, filialId: filial.id, bloqueado: 0, whitelisted: 0 }).returning('id').executeTakeFirstOrThrow()).id;
      return { id, filial };
    });
    if ('bloqueadoId' in resultado) {
      await this.tocar(resultado.bloqueadoId!, agora);
      throw bloqueado();
    }
    const { id, filial } = resultado;
    return {
      token: await signDeviceToken(this.segredo, id, sessao),
      dispositivo: { id, uuid: input.uuid, dataAtivacao: agora },
      filial: { id: filial.id, nome: filial.nome, identificadorApp: filial.identificadorApp },
    };
  }

  private async tocar(dispositivoId: number, agora = new Date().toISOString()) {
    await this.db.kysely.updateTable('mobile_dispositivo').set({ dataUltimoAcesso: agora }).where('id', '=', dispositivoId).execute();
  }

  /** Every call: a valid token of a known device records the access, then blocked, inactive and replaced tokens are refused. */
  async autenticar(authorization: string | undefined): Promise<ContextoDispositivo> {
    const token = bearer(authorization);
    if (!token) throw new MobileError(401, 'TOKEN_AUSENTE', MSG_MOBILE.tokenAusente);
    const claims = await verifyMobileToken(this.segredo, token);
    if (!claims) throw new MobileError(401, 'TOKEN_INVALIDO', MSG_MOBILE.tokenInvalido);
    // Recording the access and reading the device go out together (one round trip on PostgreSQL).
    const [row] = await Promise.all([
      this.db.kysely
        .selectFrom('mobile_dispositivo')
        .innerJoin('mobile_filial', 'mobile_filial.id', 'mobile_dispositivo.filialId')
        .innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
        .select([
          'mobile_dispositivo.id', 'mobile_dispositivo.uuid', 'mobile_dispositivo.ativo', 'mobile_dispositivo.bloqueado', 'mobile_dispositivo.tokenHash',
          'mobile_filial.id as filialId', 'mobile_filial.nome as filialNome', 'mobile_filial.ativo as filialAtiva', 'contratante.ativo as contratanteAtivo',
        ])
        .where('mobile_dispositivo.id', '=', claims.dispositivoId)
        .executeTakeFirst(),
      this.tocar(claims.dispositivoId),
    ]);
    if (!row) throw new MobileError(401, 'TOKEN_INVALIDO', MSG_MOBILE.tokenInvalido);
    if (Number(row.bloqueado)) throw bloqueado();
    if (!Number(row.ativo)) throw new MobileError(403, 'DISPOSITIVO_INATIVO', MSG_MOBILE.dispositivoInativo);
    if (!Number(row.filialAtiva) || !Number(row.contratanteAtivo)) throw filialInativa();
    if (row.tokenHash !== hashSessao(claims.sessao)) throw new MobileError(401, 'TOKEN_INVALIDO', MSG_MOBILE.tokenInvalido);
    return { dispositivoId: row.id, uuid: row.uuid, filialId: row.filialId, filialNome: row.filialNome, claims };
  }
}
