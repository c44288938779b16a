import { useCallback, useState } from 'react';
import type { ResultadoGerenciador } from '../api/types';
import { mensagemResultado, resultadoOk, useTratarFalha } from './useTratarFalha';

/** docs/produto.md §4 "Botões de teste": idle, running, then success or failure with the message. */
export type EstadoTeste =
  { fase: 'ocioso' } | { fase: 'executando' } | { fase: 'concluido'; ok: boolean; mensagem: string; resultado: ResultadoGerenciador | null };

export function useTeste() {
  const [estado, setEstado] = useState<EstadoTeste>({ fase: 'ocioso' });
  const tratarFalha = useTratarFalha();

  const testar = useCallback(
    async (operacao: () => Promise<ResultadoGerenciador>) => {
      setEstado({ fase: 'executando' });
      try {
        const resultado = await operacao();
        setEstado({ fase: 'concluido', ok: resultadoOk(resultado), mensagem: mensagemResultado(resultado), resultado });
        return resultado;
      } catch (error) {
        const falha = await tratarFalha(error);
        setEstado({ fase: 'concluido', ok: false, mensagem: falha.message, resultado: null });
        return null;
      }
    },
    [tratarFalha],
  );

  const reiniciar = useCallback(() => setEstado({ fase: 'ocioso' }), []);
  return { estado, testar, reiniciar };
}
