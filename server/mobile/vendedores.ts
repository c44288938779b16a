import { converterValor, type ConfiguracaoBasica } from '../../common/catalogo';
import { normalizeSearch } from '../../common/text/normalize';
import { formatarEspera } from '../../common/text/espera';
import { TooManyAttempts, type Attempt, type AttemptThrottle } from '../auth/attemptThrottle';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwordHash';
import { signSellerToken } from '../auth/token';
import type { MemoriaInvalidada } from '../db/memoriaInvalidada';
import type { MobileDadosService, RegistroSincronizado } from '../sincronizacao/mobileDados';
import type { MobileVendedorSenhasService } from '../services/mobileVendedorSenhas';
import type { ContextoDispositivo } from './acesso';
import { CORPO_LOGIN, lerCorpo } from './corpos';
import { MobileError } from './http';
import { MSG_MOBILE } from './mobileMessages';
import { senhaErpConfere, type TipoSenhaErp } from './senhaErp';

export const TIPO_DADO_USUARIO = 'configuracaoDadosUsuario';
export const SENHA_APP_MINIMO = 6;

/** A seller of the branch (the ERP's users synced to the cloud) with the flags the server enforces. */
export interface Vendedor {
  usuarioIdentificador: string;
  nome: string;
  login: string;
  email: string | null;
  visualizaTodosPedidos: boolean;
  administraSenhas: boolean;
  naoFazPedido: boolean;
}

export const flagDe = (valor: unknown): boolean => {
  const c = converterValor('booleano', valor);
  return c.ok && c.valor === true;
};

/** Inactive when the ERP says so (an ativo column mapped as a custom or extra field); active otherwise. */
const ativo = (dados: Record<string, unknown>) => dados.ativo === undefined || dados.ativo === null || flagDe(dados.ativo);

export function vendedorDe(r: RegistroSincronizado): Vendedor {
  const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    usuarioIdentificador: r.identificador,
    nome: texto(r.dados.nome),
    login: texto(r.dados.login),
    email: texto(r.dados.email) || null,
    visualizaTodosPedidos: flagDe(r.dados.visualizaTodosPedidos),
    administraSenhas: flagDe(r.dados.administraSenhas),
    naoFazPedido: flagDe(r.dados.naoFazPedido),
  };
}

/** The seller of the call; calls that act for a seller refuse a bare device token. */
export function exigirVendedor(vendedor: Vendedor | null): Vendedor {
  if (!vendedor) throw new MobileError(401, 'VENDEDOR_NAO_AUTENTICADO', MSG_MOBILE.vendedorNaoAutenticado);
  return vendedor;
}

const invalido = () => new MobileError(401, 'LOGIN_INVALIDO', MSG_MOBILE.loginOuSenhaInvalidos);
const sessaoExpirada = () => new MobileError(401, 'SESSAO_VENDEDOR_EXPIRADA', MSG_MOBILE.sessaoVendedorExpirada);

export interface Login {
  token: string;
  vendedor: Vendedor;
  /** First login of an app-created password: the typed password became the seller's. */
  senhaCriada: boolean;
}

/**
 * Seller login on a device, the seller session of each later call, and clearing app-created
 * passwords. Passwords typed on the phone are checked here, never on the phone, so a modified app
 * cannot skip them; app-created ones are Argon2-hashed and never leave the server.
 */
export class Vendedores {
  constructor(
    private senhas: MobileVendedorSenhasService,
    private segredo: string,
    private dados: MobileDadosService,
    private throttle: AttemptThrottle,
    private memoria: MemoriaInvalidada<object>,
  ) {}

  /** Charges the attempt before the password is checked: per seller and device, and per device a day. */
  private async tentativa(ctx: ContextoDispositivo, login: string): Promise<Attempt> {
    try {
      return await this.throttle.begin(`${ctx.filialId}:${normalizeSearch(login)}`, `dispositivo:${ctx.dispositivoId}`);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      const segundos = Math.ceil(error.waitMs / 1000);
      throw new MobileError(429, 'MUITAS_TENTATIVAS', MSG_MOBILE.muitasTentativas(formatarEspera(error.waitMs)), { tenteEm: segundos });
    }
  }

  /**
   * A seller's login on the device. `ocuparAssento` runs once the password is accepted (before an
   * app-created password is stored, and before any token is signed): a login the branch has no seat
   * for changes nothing.
   */
  async login(ctx: ContextoDispositivo, basica: ConfiguracaoBasica, corpo: Record<string, unknown>, ocuparAssento: () => Promise<void>): Promise<Login> {
    const { login, senha } = lerCorpo(CORPO_LOGIN, corpo);

    const tentativa = await this.tentativa(ctx, login);
    const falhou = async () => {
      await tentativa.failed();
      return invalido();
    };

    const usuarios = await this.dados.listar(ctx.filialId, TIPO_DADO_USUARIO);
    const registro = usuarios.find((u) => normalizeSearch(String(u.dados.login ?? '')) === normalizeSearch(login));
    if (!registro) {
      await burnPasswordCheck(senha);
      throw await falhou();
    }
    const tipo = basica.tipoValidacaoCampoSenhaUsuario;
    let senhaVersao = 0;
    let senhaCriada = false;
    if (tipo === 'criadaApp') {
      let atual = await this.senhas.buscar(ctx.filialId, registro.identificador);
      if (!atual?.senhaHash) {
        if (!ativo(registro.dados)) throw new MobileError(403, 'VENDEDOR_INATIVO', MSG_MOBILE.vendedorInativo);
        if (senha.length < SENHA_APP_MINIMO)
          throw new MobileError(400, 'SENHA_CURTA', MSG_MOBILE.senhaCurta(SENHA_APP_MINIMO), { campos: { senha: MSG_MOBILE.senhaCurta(SENHA_APP_MINIMO) } });
        await ocuparAssento();
        const criacao = await this.senhas.criar(ctx.filialId, registro.identificador, await hashPassword(senha));
        senhaCriada = criacao.criada;
        atual = criacao.atual;
      }
      if (!senhaCriada && !(atual?.senhaHash && (await verifyPassword(atual.senhaHash, senha)))) throw await falhou();
      senhaVersao = atual?.versao ?? 0;
    } else if (!senhaErpConfere(tipo as TipoSenhaErp, senha, registro.dados.password)) {
      throw await falhou();
    }
    if (!ativo(registro.dados)) throw new MobileError(403, 'VENDEDOR_INATIVO', MSG_MOBILE.vendedorInativo);
    await ocuparAssento();
    await tentativa.succeeded();
    const vendedor = vendedorDe(registro);
    const token = await signSellerToken(this.segredo, {
      dispositivoId: ctx.dispositivoId,
      sessao: ctx.claims.sessao,
      vendedor: vendedor.usuarioIdentificador,
      senhaVersao,
    });
    return { token, vendedor, senhaCriada };
  }

  /** The seller of a seller token, checked again on every call: still synced, active and, for app passwords, not cleared since. */
  async daSessao(ctx: ContextoDispositivo, basica: ConfiguracaoBasica): Promise<Vendedor | null> {
    const id = ctx.claims.vendedor;
    if (id === undefined) return null;
    // From memory while the database says no seller of any branch and no app-created password changed (migration 0081).
    const dados = await this.memoria.ler(`vendedor ${ctx.filialId} ${id}`, async () =>
      (await this.dados.buscar(ctx.filialId, TIPO_DADO_USUARIO, [id])).get(id),
    );
    if (!dados || !ativo(dados)) throw sessaoExpirada();
    if (basica.tipoValidacaoCampoSenhaUsuario === 'criadaApp') {
      const atual = await this.memoria.ler(`senha ${ctx.filialId} ${id}`, () => this.senhas.buscar(ctx.filialId, id));
      if (!atual?.senhaHash || atual.versao !== ctx.claims.senhaVersao) throw sessaoExpirada();
    }
    return vendedorDe({ identificador: id, dados });
  }

  /** administraSenhas: clears another seller's app-created password; that seller sets a new one at the next login. */
  async limparSenha(ctx: ContextoDispositivo, basica: ConfiguracaoBasica, vendedor: Vendedor, alvo: string): Promise<{ mensagem: string }> {
    if (!vendedor.administraSenhas) throw new MobileError(403, 'SEM_PERMISSAO', MSG_MOBILE.semPermissaoSenhas);
    if (basica.tipoValidacaoCampoSenhaUsuario !== 'criadaApp') throw new MobileError(409, 'SENHA_NAO_CRIADA_APP', MSG_MOBILE.senhaNaoCriadaApp);
    if (!(await this.dados.buscar(ctx.filialId, TIPO_DADO_USUARIO, [alvo])).has(alvo))
      throw new MobileError(404, 'NAO_ENCONTRADO', MSG_MOBILE.vendedorNaoEncontrado);
    await this.senhas.limpar(ctx.filialId, alvo);
    return { mensagem: MSG_MOBILE.senhaLimpa };
  }
}
