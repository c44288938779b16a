import type { ConfiguracaoBasica, TipoRegistroApp } from '../../common/catalogo';
import type { CampoChaveCliente } from '../services/clienteChaves';
import type { ConfiguracoesDosAparelhos } from './configuracoesAparelhos';
import { hashDados, type MobileDadosService } from '../services/mobileDados';
import type { MobileRegistrosService, RegistroApp } from '../services/mobileRegistros';
import type { ContextoDispositivo } from './acesso';
import { contextoDasRegras } from './contextoRegras';
import { CORPO_REGISTRO, lerCorpo } from './corpos';
import { MobileError } from './http';
import { MSG_MOBILE } from './mobileMessages';
import { tipoErpDoRegistro, validarRegistroApp } from './validacaoRegistro';
import { semReferenciasDesligadas, violacoesOrdemServico, violacoesPedido } from './regrasPedido';
import type { Vendedor } from './vendedores';

/** The paths phones post to, and the record type each stores. */
export const ROTAS_REGISTRO: Record<string, TipoRegistroApp> = { clientes: 'cliente', pedidos: 'pedido', 'ordens-servico': 'ordemServico' };

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

/** A uuid already stored with other content is refused (the same content answers as the record is). */
function conferirRepetido(existente: RegistroApp, dados: Record<string, unknown>): void {
  if (hashDados(existente.dados) !== hashDados(dados)) throw new MobileError(409, 'UUID_REUTILIZADO', MSG_MOBILE.uuidReutilizado);
}

/**
 * Customers, orders and service orders posted by phones: catalogue validation, idempotency by uuid,
 * the seller's and the basic configuration's rules, then storage as pendente for the agent.
 */
export class RegistrosDoAplicativo {
  constructor(
    private registros: MobileRegistrosService,
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
    const { uuid } = lerCorpo(CORPO_REGISTRO, corpo);
    // Orders and service orders learn whether the uuid is stored in the statement of their rules' look-ups.
    const [{ mapeamento }, existenteCliente] = await Promise.all([
      this.configuracoes.dadosInternos(ctx.filialId, tipoErpDoRegistro(tipo)),
      tipo === 'cliente' ? this.registros.buscarPorUuid(ctx.filialId, tipo, uuid) : null,
    ]);
    const validacao = validarRegistroApp(tipo, corpo, mapeamento.camposPersonalizados ?? []);
    if (!validacao.ok) throw new MobileError(400, 'DADOS_INVALIDOS', Object.values(validacao.campos).join('\n'), { campos: validacao.campos });
    const dados = { ...semReferenciasDesligadas(validacao.dados, basica), usuarioIdentificador: vendedor.usuarioIdentificador };
    const novo = { filialId: ctx.filialId, dispositivoId: ctx.dispositivoId, tipo, uuid, dados, usuarioIdentificador: vendedor.usuarioIdentificador };
    if (tipo === 'cliente') return existenteCliente ? this.repetido(existenteCliente, dados) : this.postarCliente(basica, novo);

    const contexto = await contextoDasRegras({ dados: this.dados, registros: this.registros }, ctx.filialId, basica, vendedor.usuarioIdentificador, dados, {
      tipo,
      uuid,
    });
    const existente = contexto.guardado ? await this.registros.buscarPorUuid(ctx.filialId, tipo, uuid) : null;
    if (existente) return this.repetido(existente, dados);
    if (vendedor.naoFazPedido) throw new MobileError(403, 'NAO_FAZ_PEDIDO', MSG_MOBILE.naoFazPedido);
    if (tipo === 'pedido' && !basica.utilizaPedido)
      throw new MobileError(422, 'REGRA_VIOLADA', MSG_MOBILE.filialNaoUtilizaPedido, { erros: [MSG_MOBILE.filialNaoUtilizaPedido] });
    if (tipo === 'ordemServico' && !basica.utilizaOrdemServico)
      throw new MobileError(422, 'REGRA_VIOLADA', MSG_MOBILE.filialNaoUtilizaOrdemServico, { erros: [MSG_MOBILE.filialNaoUtilizaOrdemServico] });
    const erros = tipo === 'pedido' ? violacoesPedido(dados, contexto) : violacoesOrdemServico(dados, contexto);
    if (erros.length) throw new MobileError(422, 'REGRA_VIOLADA', erros.join('\n'), { erros });
    const { registro, criado } = await this.registros.registrar(novo);
    return criado ? resposta(registro) : this.repetido(registro, dados);
  }

  /** New customers: allowed by permiteInclusaoNovosClientes, unique by campoClienteValidacaoUnico (checked and stored in one transaction). */
  private async postarCliente(basica: ConfiguracaoBasica, novo: Parameters<MobileRegistrosService['registrar']>[0]): Promise<RespostaRegistro> {
    if (!basica.permiteInclusaoNovosClientes)
      throw new MobileError(422, 'REGRA_VIOLADA', MSG_MOBILE.inclusaoClientesDesabilitada, { erros: [MSG_MOBILE.inclusaoClientesDesabilitada] });
    const campo = basica.campoClienteValidacaoUnico as CampoChaveCliente | 'nenhum';
    const resultado = await this.registros.registrarCliente(novo, campo);
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
    const visivel = registro && (proprio || (tipo === 'cliente' ? !basica.clientePorVendedor : vendedor.visualizaTodosPedidos));
    if (!visivel) throw new MobileError(404, 'NAO_ENCONTRADO', MSG_MOBILE.registroNaoEncontrado);
    return resposta(registro);
  }
}
