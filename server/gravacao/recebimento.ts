import { REGISTROS_APP, type ConfiguracaoBasica, type TipoRegistroApp } from '../../common/catalogo';
import type { CampoChaveCliente } from '../services/clienteChaves';
import type { ConfiguracoesDosAparelhos } from '../mobile/configuracoesAparelhos';
import { hashDados, type MobileDadosService } from '../sincronizacao/mobileDados';
import type { NovoRegistro, RegistrosAppService, RegistroApp } from './registrosApp';
import type { ContextoDispositivo } from '../mobile/acesso';
import { contextoDasRegras } from './contextoRegras';
import { CORPO_REGISTRO, lerCorpo } from '../mobile/corpos';
import { MobileError } from '../mobile/http';
import { MSG_MOBILE, MSG_REGISTRO } from '../mobile/mobileMessages';
import { tipoErpDoRegistro, validarRegistroApp } from './validacao';
import { semReferenciasDesligadas, violacoes } from './regras';
import type { Vendedor } from '../mobile/vendedores';

/** What a post and a status query answer: the same for every retry of the same uuid. */
export interface RespostaRegistro {
  uuid: string;
  tipo: TipoRegistroApp;
  situacao: string;
  chaveErp: string | null;
  erro: string | null;
  recebidoEm: string;
}

/** A pending record may carry the last transient failure for the operator; the phone sees an error only once it is one. */
const resposta = (r: RegistroApp): RespostaRegistro => ({
  uuid: r.uuid,
  tipo: r.tipo,
  situacao: r.situacao,
  chaveErp: r.chaveErp,
  erro: r.situacao === 'erro' || r.situacao === 'descartado' ? r.erro : null,
  recebidoEm: r.createdAt,
});

const ROTULO_CHAVE: Record<CampoChaveCliente, string> = { docFederal: 'CPF / CNPJ', nome: 'nome', telefone: 'telefone' };

/** The branch takes this record type only with its flag on (common/catalogo/registros, habilitadoPor). */
function exigirHabilitado(tipo: TipoRegistroApp, basica: ConfiguracaoBasica): void {
  if (basica[REGISTROS_APP[tipo].habilitadoPor]) return;
  const mensagem = MSG_REGISTRO[tipo].desabilitado;
  throw new MobileError(422, 'REGRA_VIOLADA', mensagem, { erros: [mensagem] });
}

/** A uuid already stored with other content is refused (the same content answers as the record is). */
function conferirRepetido(existente: RegistroApp, dados: Record<string, unknown>): void {
  if (hashDados(existente.dados) !== hashDados(dados)) throw new MobileError(409, 'UUID_REUTILIZADO', MSG_MOBILE.uuidReutilizado);
}

/**
 * The records phones post (customers, orders, service orders; the routes are server/gravacao/rotas.ts):
 * catalogue validation, idempotency by uuid, the seller's and the basic configuration's rules, then
 * storage as pendente for the branch's agent.
 */
export class RecebimentoRegistrosApp {
  constructor(
    private registros: RegistrosAppService,
    private dados: MobileDadosService,
    private configuracoes: ConfiguracoesDosAparelhos,
  ) {}

  async postar(
    ctx: ContextoDispositivo,
    basica: ConfiguracaoBasica,
    vendedor: Vendedor,
    tipo: TipoRegistroApp,
    corpo: Record<string, unknown>,
  ): Promise<RespostaRegistro> {
    const def = REGISTROS_APP[tipo];
    const { uuid } = lerCorpo(CORPO_REGISTRO, corpo);
    // A record with rules learns whether its uuid is stored in the statement of its rules' look-ups.
    const [{ mapeamento }, guardadoSemRegras] = await Promise.all([
      this.configuracoes.dadosInternos(ctx.filialId, tipoErpDoRegistro(tipo)),
      def.regras ? null : this.registros.buscarPorUuid(ctx.filialId, tipo, uuid),
    ]);
    const validacao = validarRegistroApp(tipo, corpo, mapeamento.camposPersonalizados ?? []);
    if (!validacao.ok) throw new MobileError(400, 'DADOS_INVALIDOS', Object.values(validacao.campos).join('\n'), { campos: validacao.campos });
    const dados = { ...semReferenciasDesligadas(validacao.dados, basica), usuarioIdentificador: vendedor.usuarioIdentificador };
    const novo = { filialId: ctx.filialId, dispositivoId: ctx.dispositivoId, tipo, uuid, dados, usuarioIdentificador: vendedor.usuarioIdentificador };
    if (!def.regras) {
      if (guardadoSemRegras) return this.repetido(guardadoSemRegras, dados);
      exigirHabilitado(tipo, basica);
      return this.guardar(basica, novo);
    }

    const contexto = await contextoDasRegras({ dados: this.dados, registros: this.registros }, ctx.filialId, basica, vendedor.usuarioIdentificador, dados, {
      tipo,
      uuid,
    });
    const existente = contexto.guardado ? await this.registros.buscarPorUuid(ctx.filialId, tipo, uuid) : null;
    if (existente) return this.repetido(existente, dados);
    if (vendedor.naoFazPedido) throw new MobileError(403, 'NAO_FAZ_PEDIDO', MSG_MOBILE.naoFazPedido);
    exigirHabilitado(tipo, basica);
    const erros = violacoes(tipo, dados, contexto);
    if (erros.length) throw new MobileError(422, 'REGRA_VIOLADA', erros.join('\n'), { erros });
    return this.guardar(basica, novo);
  }

  /**
   * Stores the new record as pendente. A customer (catalogue `cadastro`) is unique by the branch's
   * campoClienteValidacaoUnico, checked and stored in one transaction.
   */
  private async guardar(basica: ConfiguracaoBasica, novo: NovoRegistro): Promise<RespostaRegistro> {
    if (!REGISTROS_APP[novo.tipo].cadastro) {
      const { registro, criado } = await this.registros.registrar(novo);
      return criado ? resposta(registro) : this.repetido(registro, novo.dados);
    }
    const campo = basica.campoClienteValidacaoUnico as CampoChaveCliente | 'nenhum';
    const resultado = await this.registros.registrarCadastro(novo, campo);
    if ('duplicado' in resultado) {
      const mensagem = MSG_MOBILE.clienteDuplicado(ROTULO_CHAVE[resultado.duplicado]);
      throw new MobileError(409, 'CLIENTE_DUPLICADO', mensagem, { erros: [mensagem] });
    }
    return resultado.criado ? resposta(resultado.registro) : this.repetido(resultado.registro, novo.dados);
  }

  /**
   * The same uuid posted again with the same content answers as the record is; one the ERP refused
   * goes back to pending first, so the seller never types an order again after the integrator fixed
   * what was wrong.
   */
  private async repetido(existente: RegistroApp, dados: Record<string, unknown>): Promise<RespostaRegistro> {
    conferirRepetido(existente, dados);
    if (existente.situacao !== 'erro') return resposta(existente);
    const reenfileirados = await this.registros.reenfileirar(existente.filialId, { tipo: existente.tipo, uuid: existente.uuid }, 'aplicativo');
    if (!reenfileirados) return resposta(existente);
    return resposta((await this.registros.buscarPorUuid(existente.filialId, existente.tipo, existente.uuid)) ?? existente);
  }

  /** The state of a posted record, for the seller who may see it (visualizaTodosPedidos, clientePorVendedor). */
  async situacao(ctx: ContextoDispositivo, basica: ConfiguracaoBasica, vendedor: Vendedor, tipo: TipoRegistroApp, uuid: string): Promise<RespostaRegistro> {
    const registro = await this.registros.buscarPorUuid(ctx.filialId, tipo, uuid);
    const proprio = registro?.usuarioIdentificador === vendedor.usuarioIdentificador;
    const deOutros = REGISTROS_APP[tipo].visivelAOutros === 'semClientePorVendedor' ? !basica.clientePorVendedor : vendedor.visualizaTodosPedidos;
    const visivel = registro && (proprio || deOutros);
    if (!visivel) throw new MobileError(404, 'NAO_ENCONTRADO', MSG_MOBILE.registroNaoEncontrado);
    return resposta(registro);
  }
}
