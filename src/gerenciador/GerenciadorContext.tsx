import { createContext, useContext } from 'react';
import type { ConfiguracaoBasica } from '../../common/catalogo';
import type { FilialGerenciador, StatusGerenciador } from './api/types';

export interface GerenciadorValor {
  filial: FilialGerenciador;
  /** The saved basic configuration: its flags show menu entries and mapped fields. */
  basica: ConfiguracaoBasica;
  setBasica: (basica: ConfiguracaoBasica) => void;
  /** The agent's status, polled every 2 s (null until the first answer). */
  status: StatusGerenciador | null;
  atualizarStatus: () => void;
  /** The absolute path of a manager page. */
  caminho: (rota: string) => string;
}

export const GerenciadorContext = createContext<GerenciadorValor | null>(null);

export function useGerenciador(): GerenciadorValor {
  const valor = useContext(GerenciadorContext);
  if (!valor) throw new Error('useGerenciador fora do GerenciadorContext');
  return valor;
}
