import { useCallback, useState } from 'react';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { JustificativaCampo } from '../api/sugestao';
import { colunasDoSelect } from '../descoberta/esquemaSql';
import type { ChaveSelect } from './formDados';

/**
 * The columns each select of the page is known to return, offered by the mapping's pickers: the last
 * test's or preview's row first, then those a proposal names, then those of the discovered tables the
 * SQL names. Typing a column not listed stays possible.
 */
export function useColunasConhecidas(esquema: EsquemaErp | null) {
  const [vistas, setVistas] = useState<Partial<Record<ChaveSelect, string[]>>>({});
  const registrar = useCallback((chave: ChaveSelect, colunas: string[]) => setVistas((antes) => ({ ...antes, [chave]: colunas })), []);
  const colunas = (chave: ChaveSelect, sql: string, justificativas: JustificativaCampo[] = []) => {
    const daSugestao = justificativas.filter((j) => j.coluna && (chave === 'select' ? !j.campo.includes('.') : j.campo.startsWith(`${chave}.`))).map((j) => j.coluna as string);
    return [...new Set([...(vistas[chave] ?? []), ...daSugestao, ...colunasDoSelect(esquema, sql)])];
  };
  return { registrar, colunas };
}
