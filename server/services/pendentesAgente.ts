import type { MobileRegistrosService, RegistroApp } from './mobileRegistros';

export const MSG_CLIENTE_APP_COM_ERRO = (erro: string | null) =>
  `O cliente deste registro foi cadastrado no aplicativo e não foi gravado no ERP${erro ? `: ${erro}` : '.'}`;

export interface PendenteParaAgente {
  tipo: string;
  uuid: string;
  dados: Record<string, unknown>;
  /** An operator's last re-send: releases a write the agent holds for review. */
  reenviadoEm: string | null;
}

/**
 * The pending phone records the agent should write now. An order or service order whose customer
 * was itself created on a phone (clienteIdentificador = that customer's uuid) goes out with the
 * customer's ERP key once the customer is integrated, waits while it is pending, and fails with
 * the customer's error when the customer could not be written.
 */
export async function pendentesParaAgente(registros: MobileRegistrosService, filialId: number, limite: number): Promise<PendenteParaAgente[]> {
  const pendentes = await registros.pendentes(filialId, { limite });
  const prontos: PendenteParaAgente[] = [];
  for (const registro of pendentes) {
    const dados: Record<string, unknown> = { dataSincronizacao: registro.createdAt, ...registro.dados };
    const cliente = registro.tipo === 'cliente' ? null : await clienteDoApp(registros, registro);
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

async function clienteDoApp(registros: MobileRegistrosService, registro: RegistroApp): Promise<RegistroApp | null> {
  const identificador = registro.dados.clienteIdentificador;
  if (typeof identificador !== 'string' || !identificador) return null;
  return registros.buscarPorUuid(registro.filialId, 'cliente', identificador);
}
