/**
 * For the tests of what the offline pages keep in localStorage: its behaviour over a map, and
 * `full` makes writes throw as a full storage does.
 */
export function memoryStorage(
  full = false,
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
