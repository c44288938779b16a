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
