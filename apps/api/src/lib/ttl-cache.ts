/**
 * Remembers the last value of `load` for `ttlMs`. Concurrent callers share one pending load; a
 * failed load is not remembered. For read-mostly data such as the catalog, whose source of truth
 * stays the database (payments always read prices from it directly).
 */
export function ttlCache<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now = Date.now,
): () => Promise<T> {
  let entry: { expires: number; value: Promise<T> } | undefined;
  return () => {
    const t = now();
    if (entry && entry.expires > t) return entry.value;
    const value = load();
    const current = { expires: t + ttlMs, value };
    entry = current;
    value.catch(() => {
      if (entry === current) entry = undefined;
    });
    return value;
  };
}
