import { useEffect, useRef } from 'react';
import { useSessaoExpirada } from './useSessaoExpirada';

/**
 * Runs `tarefa` now and then every `intervaloMs` while `ativo`, never two at once (a slow answer
 * delays the next call instead of piling them up). Stops on unmount. A failed call is the task's to
 * report; a 401 (the session ended or its token changed) ends the session here and stops polling.
 */
export function usePolling(tarefa: () => Promise<unknown>, intervaloMs: number, ativo = true): void {
  const atual = useRef(tarefa);
  const sessaoExpirada = useSessaoExpirada();
  useEffect(() => {
    atual.current = tarefa;
  });

  useEffect(() => {
    if (!ativo) return;
    let parado = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rodar = async () => {
      try {
        await atual.current();
      } catch (error) {
        if (await sessaoExpirada(error)) return;
      }
      if (!parado) timer = setTimeout(rodar, intervaloMs);
    };
    void rodar();
    return () => {
      parado = true;
      clearTimeout(timer);
    };
  }, [intervaloMs, ativo, sessaoExpirada]);
}
