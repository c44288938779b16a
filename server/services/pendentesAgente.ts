import type { RegistroPendente } from '../../common/protocolo';
import type { MobileRegistrosService, RegistroApp } from './mobileRegistros';

export const MSG_CLIENTE_APP_COM_ERRO = (erro: string | null) =>
  `O cliente deste registro foi cadastrado no aplicativo e não foi gravado no ERP${erro ? `: ${erro}` : '.'}`;

/** As the protocol hands it to the agent; `reenviadoEm`, an operator's last re-send, releases a write the agent holds for review. */
export type PendenteParaAgente = RegistroPendente;

/**
 * The pending phone records the agent should write now. An order or service order whose customer
 * was itself created on a phone (clienteIdentificador = that customer's uuid) goes out with the
 * customer's ERP key once the customer is integrated, waits while it is pending, and fails with
 * the customer's error when the customer could not be written.
 */
export async function pendentesParaAgente(registros: MobileRegistrosService, filialId: number, limite: number): Promise<PendenteParaAgente[]> {
  const pendentes = await registros.pendentes(filialId, { limite });
  // The phone-created customers these records refer to, in one query (not one per record).
  const clientes = await registros.buscarPorUuids(
    filialId,
    'cliente',
    pendentes.map(clienteDoApp).filter((uuid): uuid is string => uuid !== null),
  );
  const prontos: PendenteParaAgente[] = [];
  for (const registro of pendentes) {
    const dados: Record<string, unknown> = { dataSincronizacao: registro.createdAt, ...registro.dados };
    const uuidCliente = clienteDoApp(registro);
    const cliente = uuidCliente === null ? null : (clientes.get(uuidCliente) ?? null);
    if (cliente?.situacao === 'pendente') continue;
    if (cliente?.situacao === 'erro' || cliente?.situacao === 'descartado') {
      await registros.marcarErro(filialId, registro.id, { erro: MSG_CLIENTE_APP_COM_ERRO(cliente.erro), tipo: 'clienteApp', detalhe: cliente.erroDetalhe });
      continue;
    }
    if (cliente?.chaveErp) dados.clienteIdentificador = cliente.chaveErp;
    prontos.push({ tipo: registro.tipo, uuid: registro.uuid, dados, reenviadoEm: registro.reenviadoEm });
  }
  return prontos;
}

/** The uuid of the phone-created customer an order or service order refers to, if it may be one. */
function clienteDoApp(registro: RegistroApp): string | null {
  const identificador = registro.dados.clienteIdentificador;
  return registro.tipo !== 'cliente' && typeof identificador === 'string' && identificador ? identificador : null;
}
