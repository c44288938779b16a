import { MSG } from '../../common/messages';
import { getJson } from '../providers/restClient';

/** One home card (SPEC §2 Home): a branch and its manager's order counts. */
export interface StatusCard {
  filialId: number;
  nome: string;
  ativo: boolean;
  pedidosSincronizados: number;
  pedidosDia: number;
  pedidosSemSincronizar: number;
  qtdeErros: number;
  gerenciadorConectado: boolean;
  versaoGerenciador: string | null;
}

export const STATUS_PATH = '/api/v1/contratante/gerenciador-status';

export const fetchStatusCards = () => getJson<StatusCard[]>(STATUS_PATH, MSG.erroCarregarStatus);
