/**
 * Runs the jobs given under one key one after another, in the order they were given, while jobs of
 * other keys run freely; a failed job does not stop the ones after it. The agent sends a branch's
 * next batch before the last is acknowledged, and its batches must still be stored in order.
 */
export function filaPorChave(): <T>(chave: string, trabalho: () => Promise<T>) => Promise<T> {
  const ultimas = new Map<string, Promise<unknown>>();
  return (chave, trabalho) => {
    const atual = (ultimas.get(chave) ?? Promise.resolve()).then(trabalho);
    const fim = atual.then(
      () => undefined,
      () => undefined,
    );
    ultimas.set(chave, fim);
    // The last job of a key takes its entry with it: a thousand branches leave no map behind.
    void fim.then(() => ultimas.get(chave) === fim && ultimas.delete(chave));
    return atual;
  };
}
