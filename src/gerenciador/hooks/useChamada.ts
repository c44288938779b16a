import { useCallback, useState } from 'react';
import type { ResultadoGerenciador } from '../api/types';
import { useNotificarResultado, useTratarFalha } from './useTratarFalha';

/**
 * A manager command (sync, cancel, restart…): `executando` while it runs, its answer notified,
 * a transport failure shown with `mensagemFalha` (docs/produto.md §8 'Não foi possível solicitar …').
 */
export function useChamada(mensagemFalha: string) {
  const [executando, setExecutando] = useState(false);
  const notificar = useNotificarResultado();
  const tratarFalha = useTratarFalha();
  const chamar = useCallback(
    async (operacao: () => Promise<ResultadoGerenciador>): Promise<ResultadoGerenciador | null> => {
      setExecutando(true);
      try {
        const resultado = await operacao();
        notificar(resultado);
        return resultado;
      } catch (error) {
        await tratarFalha(error, mensagemFalha);
        return null;
      } finally {
        setExecutando(false);
      }
    },
    [notificar, tratarFalha, mensagemFalha],
  );
  return { executando, chamar };
}
