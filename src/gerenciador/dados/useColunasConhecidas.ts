import { useCallback, useState } from 'react';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { Mapeamento } from '../../../common/catalogo';
import { colunasDoSelect } from '../descoberta/esquemaSql';
import { chaveMapeamento, type ChaveSelect } from './formDados';

/**
 * The columns each select of the page is known to return, offered by the mapping's pickers: the last
 * test's or preview's row first, then those the proposal's select returns (its mapping's columns:
 * aliases such as `ativo`, not the ERP columns they come from), then those of the discovered tables
 * the SQL names. Typing a column not listed stays possible.
 */
export function useColunasConhecidas(esquema: EsquemaErp | null) {
  const [vistas, setVistas] = useState<Partial<Record<ChaveSelect, string[]>>>({});
  const registrar = useCallback((chave: ChaveSelect, colunas: string[]) => setVistas((antes) => ({ ...antes, [chave]: colunas })), []);
  const colunas = (chave: ChaveSelect, sql: string, sugerido?: Partial<Mapeamento>) => {
    const daSugestao = Object.values(sugerido?.[chaveMapeamento(chave)] ?? {}).filter((c) => c.trim());
    return [...new Set([...(vistas[chave] ?? []), ...daSugestao, ...colunasDoSelect(esquema, sql)])];
  };
  return { registrar, colunas };
}
