import type { StatusCard } from '../../common/api/statusCard';
import { MSG } from '../../common/messages';
import { getJson } from '../providers/restClient';

export type { StatusCard };

export const STATUS_PATH = '/api/v1/contratante/gerenciador-status';

export const fetchStatusCards = () => getJson<StatusCard[]>(STATUS_PATH, MSG.erroCarregarStatus);
