import type { ConfiguracaoBasica } from '../../common/catalogo';
import type { CampoChaveCliente } from '../services/clienteChaves';
import type { ConfiguracoesService } from '../services/configuracoes';
import { hashDados, type MobileDadosService } from '../services/mobileDados';
import type { MobileRegistrosService, RegistroApp, TipoRegistro } from '../services/mobileRegistros';
import type { ContextoDispositivo } from './acesso';
import { contextoDasRegras } from './contextoRegras';
import { MobileError } from './http';
import { MSG_MOBILE } from './mobileMessages';
import { tipoErpDoRegistro, validarRegistroApp } from './validacaoRegistro';
import { semReferenciasDesligadas, violacoesOrdemServico, violacoesPedido } from './regrasPedido';
import type { Vendedor } from './vendedores';

/** The paths phones post to, and the record type each stores. */
export const ROTAS_REGISTRO: Record<string, TipoRegistro> = { clientes: 'cliente', pedidos: 'pedido', 'ordens-servico': 'ordemServico' };

/** What a post and a status query answer: the same for every retry of the same uuid. */
export interface RespostaRegistro {
  uuid: string;
  tipo: TipoRegistro;
  situacao: string;
  chaveErp: string | null;
  erro: string | null;
  recebidoEm: string;
}

const resposta = (r: RegistroApp): RespostaRegistro => ({ uuid: r.uuid, tipo: r.tipo, situacao: r.situacao, chaveErp: r.chaveErp, erro: r.erro, recebidoEm: r.createdAt });

const ROTULO_CHAVE: Record<CampoChaveCliente, string> = { docFederal: 'CPF / CNPJ', nome: 'nome', telefone: 'telefone' };

/** A uuid already stored answers as before when the content is the same, and is refused when it is not. */
function repetido(existente: RegistroApp, dados: Record<string, unknown>): RespostaRegistro {
  if (hashDados(existente.dados) !== hashDados(dados)) throw new MobileError(409, 'UUID_REUTILIZADO', MSG_MOBILE.uuidReutilizado);
  return resposta(existente);
}

function lerUuid(corpo: Record<string, unknown>): string {
  const uuid = typeof corpo.uuid === 'string' ? corpo.uuid.trim() : '';
  if (!uuid || uuid.length > 100) throw new MobileError(400, 'DADOS_INVALIDOS', MSG_MOBILE.uuidRequerido, { campos: { uuid: MSG_MOBILE.uuidRequerido } });
  return uuid;
}

/**
 * Customers, orders and service orders posted by phones: catalogue validation, idempotency by uuid,
 * the seller's and the basic configuration's rules, then storage as pendente for the agent.
 */
export class RegistrosDoAplicativo {
  constructor(
    private registros: MobileRegistrosService,
    private dados: MobileDadosService,
    private configuracoes: ConfiguracoesService,
  ) {}

  async postar(ctx: ContextoDispositivo, basica: ConfiguracaoBasica, vendedor: Vendedor, tipo: TipoRegistro, corpo: Record<string, unknown>): Promise<RespostaRegistro> {
    const uuid = lerUuid(corpo);
    const [{ mapeamento }, existente] = await Promise.all([
      this.configuracoes.dadosInternos(ctx.filialId, tipoErpDoRegistro(tipo)),
      this.registros.buscarPorUuid(ctx.filialId, tipo, uuid),
    ]);
    const validacao = validarRegistroApp(tipo, corpo, mapeamento.camposPersonalizados ?? []);
    if (!validacao.ok) throw new MobileError(400, 'DADOS_INVALIDOS', Object.values(validacao.campos).join('\n'), { campos: validacao.campos });
    const dados = { ...semReferenciasDesligadas(validacao.dados, basica), usuarioIdentificador: vendedor.usuarioIdentificador };
    if (existente) return repetido(existente, dados);
    const novo = { filialId: ctx.filialId, dispositivoId: ctx.dispositivoId, tipo, uuid, dados, usuarioIdentificador: vendedor.usuarioIdentificador };
    if (tipo === 'cliente') return this.postarCliente(basica, novo);

    if (vendedor.naoFazPedido) throw new MobileError(403, 'NAO_FAZ_PEDIDO', MSG_MOBILE.naoFazPedido);
    if (tipo === 'pedido' && !basica.utilizaPedido) throw new MobileError(422, 'REGRA_VIOLADA', MSG_MOBILE.filialNaoUtilizaPedido, { erros: [MSG_MOBILE.filialNaoUtilizaPedido] });
    if (tipo === 'ordemServico' && !basica.utilizaOrdemServico) throw new MobileError(422, 'REGRA_VIOLADA', MSG_MOBILE.filialNaoUtilizaOrdemServico, { erros: [MSG_MOBILE.filialNaoUtilizaOrdemServico] });
    const contexto = await contextoDasRegras({ dados: this.dados, registros: this.registros }, ctx.filialId, basica, vendedor.usuarioIdentificador, dados);
    const erros = tipo === 'pedido' ? violacoesPedido(dados, contexto) : violacoesOrdemServico(dados, contexto);
    if (erros.length) throw new MobileError(422, 'REGRA_VIOLADA', erros.join('\n'), { erros });
    const { registro, criado } = await this.registros.registrar(novo);
    if (criado) this.registros.aoRegistrar(ctx.filialId);
    return criado ? resposta(registro) : repetido(registro, dados);
  }

  /** New customers: allowed by permiteInclusaoNovosClientes, unique by campoClienteValidacaoUnico (checked and stored in one transaction). */
  private async postarCliente(basica: ConfiguracaoBasica, novo: Parameters<MobileRegistrosService['registrar']>[0]): Promise<RespostaRegistro> {
    if (!basica.permiteInclusaoNovosClientes) throw new MobileError(422, 'REGRA_VIOLADA', MSG_MOBILE.inclusaoClientesDesabilitada, { erros: [MSG_MOBILE.inclusaoClientesDesabilitada] });
    const campo = basica.campoClienteValidacaoUnico as CampoChaveCliente | 'nenhum';
    const resultado = await this.registros.registrarCliente(novo, campo);
    if ('duplicado' in resultado) {
      const mensagem = MSG_MOBILE.clienteDuplicado(ROTULO_CHAVE[resultado.duplicado]);
      throw new MobileError(409, 'CLIENTE_DUPLICADO', mensagem, { erros: [mensagem] });
    }
    if (resultado.criado) this.registros.aoRegistrar(novo.filialId);
    return resultado.criado ? resposta(resultado.registro) : repetido(resultado.registro, novo.dados);
  }

  /** The state of a posted record, for the seller who may see it (visualizaTodosPedidos, clientePorVendedor). */
  async situacao(ctx: ContextoDispositivo, basica: ConfiguracaoBasica, vendedor: Vendedor, tipo: TipoRegistro, uuid: string): Promise<RespostaRegistro> {
    const registro = await this.registros.buscarPorUuid(ctx.filialId, tipo, uuid);
    const proprio = registro?.usuarioIdentificador === vendedor.usuarioIdentificador;
    const visivel = registro && (proprio || (tipo === 'cliente' ? !basica.clientePorVendedor : vendedor.visualizaTodosPedidos));
    if (!visivel) throw new MobileError(404, 'NAO_ENCONTRADO', MSG_MOBILE.registroNaoEncontrado);
    return resposta(registro);
  }
}
