import { useEffect, useRef } from 'react';

/**
 * Runs `tarefa` now and then every `intervaloMs` while `ativo`, never two at once (a slow answer
 * delays the next call instead of piling them up). Stops on unmount.
 */
export function usePolling(tarefa: () => Promise<unknown>, intervaloMs: number, ativo = true): void {
  const atual = useRef(tarefa);
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
      } catch {
        // the task reports its own failures; polling goes on
      }
      if (!parado) timer = setTimeout(rodar, intervaloMs);
    };
    void rodar();
    return () => {
      parado = true;
      clearTimeout(timer);
    };
  }, [intervaloMs, ativo]);
}
