/** Collects the keys asked during one tick and loads them with a single call (N+1 avoidance). */
export function batchLoader<K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let pending: { keys: Set<K>; result: Promise<Map<K, V>> } | null = null;
  const cache = new Map<K, Promise<V | undefined>>();
  return (key: K) => {
    const cached = cache.get(key);
    if (cached) return cached;
    if (!pending) {
      const keys = new Set<K>();
      const result = Promise.resolve().then(() => {
        pending = null;
        return load([...keys]);
      });
      pending = { keys, result };
    }
    pending.keys.add(key);
    const value = pending.result.then((map) => map.get(key));
    cache.set(key, value);
    return value;
  };
}

/**
 * Collects the keys asked by every request during one turn of the event loop (its I/O callbacks and
 * their microtasks) and loads them with a single call, then forgets them: a hot look-up that many
 * requests make at once (the panels polling their agent's state) costs one statement per turn
 * instead of one per request. Nothing is kept between turns, so each turn reads what is committed.
 */
export function lotePorVolta<K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  return emLotePorVolta(async (keys: K[]) => {
    const map = await load([...new Set(keys)]);
    return keys.map((key) => ({ status: 'fulfilled' as const, value: map.get(key) }));
  });
}

/**
 * lotePorVolta for a table keyed by branch and type (a sync's state, a type's divergences): one
 * statement for the pairs asked in a turn, reading `filialId in (…) and tipo in (…)` (both indexed);
 * a row of a pair nobody asked is dropped.
 */
export function lotePorFilialETipo<L extends { filialId: number; tipo: string }>(
  carregar: (filialIds: number[], tipos: string[]) => Promise<L[]>,
): (filialId: number, tipo: string) => Promise<L | undefined> {
  const ler = lotePorVolta(async (chaves: readonly string[]) => {
    const pares = chaves.map((c) => JSON.parse(c) as [number, string]);
    const linhas = await carregar([...new Set(pares.map(([f]) => f))], [...new Set(pares.map(([, t]) => t))]);
    return new Map(linhas.map((l) => [JSON.stringify([l.filialId, l.tipo]), l]));
  });
  return (filialId, tipo) => ler(JSON.stringify([filialId, tipo]));
}

/**
 * Collects what every request hands in during one turn of the event loop and runs it with a single
 * call, which settles each entry at its index (an insert of many rows, one per request): an entry
 * may fail alone. A failed call fails that turn's entries only.
 */
export function emLotePorVolta<E, R>(executar: (entradas: E[]) => Promise<PromiseSettledResult<R>[]>): (entrada: E) => Promise<R> {
  let pendente: { entradas: E[]; resultado: Promise<PromiseSettledResult<R>[]> } | null = null;
  return (entrada: E) => {
    if (!pendente) {
      const entradas: E[] = [];
      const resultado = new Promise<PromiseSettledResult<R>[]>((resolve, reject) => {
        setImmediate(() => {
          pendente = null;
          executar(entradas).then(resolve, reject);
        });
      });
      pendente = { entradas, resultado };
    }
    const indice = pendente.entradas.push(entrada) - 1;
    return pendente.resultado.then((resultados) => {
      const r = resultados[indice];
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    });
  };
}
