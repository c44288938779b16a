import { MSG } from '../../common/messages';
import { fetchStatusCards, type StatusCard } from './statusApi';
import { useCarga, type Carga } from './useCarga';

/** The home cards, loaded once per visit; a 401 ends the session like any other call. */
export function useStatusCards(): Carga<StatusCard[]> {
  return useCarga(fetchStatusCards, 'cards', MSG.erroCarregarStatus);
}
