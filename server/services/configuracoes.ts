import { MSG } from '../../common/messages';
import { ACTIONS, type AppAbility } from '../../common/permissions';
import {
  alertasDaFilial,
  CONFIGURACAO_BASICA_PADRAO,
  registroDoInsert,
  MAPEAMENTO_VAZIO,
  TIPO_BASICA,
  TIPO_INTEGRACAO,
  TIPOS_CONFIGURACAO,
  TIPOS_INTEGRACAO,
  configuracaoPadrao,
  normalizarCampoPersonalizado,
  validarConfiguracao,
  type ConfiguracaoAlertas,
  type ConfiguracaoBasica,
  type Mapeamento,
  type TipoIntegracao,
} from '../../common/catalogo';
import type { SecretBox } from '../auth/secretBox';
import type { Db } from '../db/connection';
import { AppError, validationError } from '../errors';
import type { AuditoriaService } from './auditoria';
import { diferenca } from '../../common/auditoria';
import type { FiliaisService } from './filiais';
import type { MobileFilialConfiguracaoInput } from '../../common/graphql/tipos';

/** A page of the sync as createUpdateMobileFilialConfiguracao receives it (generated from the SDL). */
export type ConfiguracaoInput = MobileFilialConfiguracaoInput;

export interface ConfiguracaoView {
  id: number | null;
  tipo: string;
  dados: string;
  mapeamento: string;
  ativa: boolean;
  filialId: number;
  /** Saved, with something to know (an insert page not checked against the ERP, or whose test failed). */
  aviso?: string | null;
}

/** The check of an insert page against the ERP at its save (WorkbenchService.conferirInsert). */
export type ConferirInsert = (
  filialId: number,
  tipo: string,
  configuracao: { dados: Record<string, unknown>; mapeamento: Record<string, unknown> },
) => Promise<{ erros: Record<string, string> } | { aviso: string } | null>;

function parseObject<T>(text: string | null | undefined, fallback: T): T {
  try {
    const value = JSON.parse(text ?? '');
    return value && typeof value === 'object' ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The manager's configurations per branch and type. A type never saved reads as the catalogue's
 * defaults; the ERP password of the connection is sealed at rest and always read back blank.
 */
export class ConfiguracoesService {
  constructor(
    private db: Db,
    private filiais: FiliaisService,
    private box: SecretBox,
    private auditoria: AuditoriaService,
    private conferirInsert: ConferirInsert = async () => null,
  ) {}

  private assertTipo(tipo: string) {
    if (!TIPOS_CONFIGURACAO.includes(tipo)) throw new AppError('BAD_REQUEST', MSG.tipoConfiguracaoInvalido);
  }

  private row(filialId: number, tipo: string) {
    return this.db.kysely.selectFrom('mobile_filial_configuracao').selectAll().where('filialId', '=', filialId).where('tipo', '=', tipo).executeTakeFirst();
  }

  /** The stored dados (password still sealed) or the defaults, for the server's own use. */
  async dadosInternos(filialId: number, tipo: string): Promise<{ dados: Record<string, unknown>; mapeamento: Mapeamento; ativa: boolean }> {
    const stored = await this.row(filialId, tipo);
    const padrao = configuracaoPadrao(tipo);
    if (!stored) return padrao;
    return {
      dados: { ...padrao.dados, ...parseObject(stored.dados, {}) },
      mapeamento: { ...MAPEAMENTO_VAZIO, ...parseObject(stored.mapeamento, {}) },
      ativa: Boolean(stored.ativa),
    };
  }

  /** docs/produto.md §3's basic configuration of the branch (phones and the agent get it; the alert settings stay here). */
  async basica(filialId: number): Promise<ConfiguracaoBasica> {
    const dados = (await this.dadosInternos(filialId, TIPO_BASICA)).dados as Partial<ConfiguracaoBasica>;
    return Object.fromEntries(
      Object.entries(CONFIGURACAO_BASICA_PADRAO).map(([k, padrao]) => [k, dados[k as keyof ConfiguracaoBasica] ?? padrao]),
    ) as ConfiguracaoBasica;
  }

  /** The branch's e-mail alert settings (docs/guia-integrador.md §9), kept in its basic configuration. */
  async alertas(filialId: number): Promise<ConfiguracaoAlertas> {
    return alertasDaFilial((await this.dadosInternos(filialId, TIPO_BASICA)).dados);
  }

  /** The connection with its password in clear, for the agent only. */
  async conexaoParaAgente(filialId: number): Promise<Record<string, unknown>> {
    const { dados } = await this.dadosInternos(filialId, TIPO_INTEGRACAO);
    const { passwordSelado, ...rest } = dados as Record<string, unknown> & { passwordSelado?: string };
    return { ...rest, password: passwordSelado ? this.box.open(passwordSelado) : '' };
  }

  /** The branch's ERP engine, when its connection is configured: the SQL checks read the SQL as that engine does. */
  async tipoIntegracao(filialId: number): Promise<TipoIntegracao | undefined> {
    const salva = await this.row(filialId, TIPO_INTEGRACAO);
    const tipo = salva ? parseObject<Record<string, unknown>>(salva.dados, {}).tipoIntegracao : undefined;
    return (TIPOS_INTEGRACAO as readonly unknown[]).includes(tipo) ? (tipo as TipoIntegracao) : undefined;
  }

  async get(ability: AppAbility, filialId: number, tipo: string): Promise<ConfiguracaoView> {
    this.assertTipo(tipo);
    await this.filiais.crud.findOrFail(ability, filialId, ACTIONS.LEITURA);
    const stored = await this.row(filialId, tipo);
    const { dados, mapeamento, ativa } = await this.dadosInternos(filialId, tipo);
    const { passwordSelado: sealed, ...visible } = dados as Record<string, unknown>;
    if (tipo === TIPO_INTEGRACAO) {
      // Never sent back: the page only learns that one is saved, and a blank field keeps it.
      visible.password = '';
      visible.passwordSalvo = Boolean(sealed);
    }
    return { id: stored?.id ?? null, tipo, dados: JSON.stringify(visible), mapeamento: JSON.stringify(mapeamento), ativa, filialId };
  }

  async save(ability: AppAbility, input: ConfiguracaoInput): Promise<ConfiguracaoView> {
    this.assertTipo(input.tipo);
    await this.filiais.crud.findOrFail(ability, input.filialId, ACTIONS.EDITAR);
    const { passwordSalvo: _saved, passwordSelado: _forged, ...dados } = parseObject<Record<string, unknown>>(input.dados, {});
    const mapeamento: Mapeamento = { ...MAPEAMENTO_VAZIO, ...parseObject<Partial<Mapeamento>>(input.mapeamento, {}) };
    const personalizados = Array.isArray(mapeamento.camposPersonalizados) ? mapeamento.camposPersonalizados : [];
    mapeamento.camposPersonalizados = personalizados.map(normalizarCampoPersonalizado);
    const previous = await this.dadosInternos(input.filialId, input.tipo);
    if (input.tipo === TIPO_INTEGRACAO) {
      // A blank password keeps the stored one; a new one is sealed and never stored in clear.
      const sealed = dados.password ? this.box.seal(String(dados.password)) : (previous.dados.passwordSelado as string | undefined);
      const errors = validarConfiguracao(input.tipo, { ...dados, passwordSalvo: Boolean(sealed) }, mapeamento);
      if (Object.keys(errors).length) throw validationError(errors);
      delete dados.password;
      dados.passwordSelado = sealed;
    } else {
      const basica = input.tipo === TIPO_BASICA ? CONFIGURACAO_BASICA_PADRAO : await this.basica(input.filialId);
      const errors = validarConfiguracao(input.tipo, dados, mapeamento, basica, await this.tipoIntegracao(input.filialId));
      if (Object.keys(errors).length) throw validationError(errors);
    }
    // An insert page is run against the ERP first: a table or column it lacks refuses the save.
    const conferencia = registroDoInsert(input.tipo)
      ? await this.conferirInsert(input.filialId, input.tipo, {
          dados: { ...configuracaoPadrao(input.tipo).dados, ...dados },
          mapeamento: mapeamento as unknown as Record<string, unknown>,
        })
      : null;
    if (conferencia && 'erros' in conferencia) throw validationError(conferencia.erros);
    const values = {
      dados: JSON.stringify({ ...configuracaoPadrao(input.tipo).dados, ...dados }),
      mapeamento: JSON.stringify(mapeamento),
      ativa: (input.ativa ?? previous.ativa) ? 1 : 0,
      updatedAt: new Date().toISOString(),
    };
    const existing = await this.row(input.filialId, input.tipo);
    if (existing) await this.db.kysely.updateTable('mobile_filial_configuracao').set(values).where('id', '=', existing.id).execute();
    else
      await this.db.kysely
        .insertInto('mobile_filial_configuracao')
        .values({ ...values, tipo: input.tipo, filialId: input.filialId })
        .execute();
    // The changed settings only; the ERP password (password, passwordSelado) is never among them.
    const mudou = diferenca(
      { ativa: previous.ativa, ...previous.dados, mapeamento: previous.mapeamento },
      { ativa: Boolean(values.ativa), ...(JSON.parse(values.dados) as Record<string, unknown>), mapeamento },
    );
    await this.auditoria.registrarNaFilial(input.filialId, 'configuracaoSalva', { tipo: input.tipo, ...mudou.depois }, { tipo: input.tipo, ...mudou.antes });
    return { ...(await this.get(ability, input.filialId, input.tipo)), aviso: conferencia && 'aviso' in conferencia ? conferencia.aviso : null };
  }

  /** Clear Configuration: back to the catalogue's defaults. */
  async clear(ability: AppAbility, filialId: number, tipo: string): Promise<ConfiguracaoView> {
    this.assertTipo(tipo);
    await this.filiais.crud.findOrFail(ability, filialId, ACTIONS.EDITAR);
    await this.db.kysely.deleteFrom('mobile_filial_configuracao').where('filialId', '=', filialId).where('tipo', '=', tipo).execute();
    await this.auditoria.registrarNaFilial(filialId, 'configuracaoLimpa', { tipo });
    return this.get(ability, filialId, tipo);
  }
}
