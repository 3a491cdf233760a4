/**
 * The problems solved lately in this browser, newest first: kept in localStorage only, never
 * sent anywhere. Storage that is missing, blocked or full is not an error: the list is then empty
 * or lasts as long as the page.
 */

export const RECENT_KEY = 'mathtools:solve:recent';
export const MAX_RECENT = 10;

export type RecentStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null where reading it throws (blocked cookies, some private modes). */
export function browserStore(): RecentStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Two problems are the same when they differ only in spaces. */
const same = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** `problem` first, its older copies gone, at most MAX_RECENT. */
export function withRecent(list: readonly string[], problem: string): string[] {
  const text = problem.trim();
  if (text === '') return list.slice(0, MAX_RECENT);
  return [text, ...list.filter((p) => !same(p, text))].slice(0, MAX_RECENT);
}

export function readRecent(store: RecentStore | null = browserStore()): string[] {
  try {
    const saved: unknown = JSON.parse(store?.getItem(RECENT_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved
      .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
      .slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

/** Adds `problem` and returns the new list, saved when the browser allows it. */
export function saveRecent(problem: string, store: RecentStore | null = browserStore()): string[] {
  const next = withRecent(readRecent(store), problem);
  try {
    store?.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked: the list is kept for this page only.
  }
  return next;
}

export function clearRecent(store: RecentStore | null = browserStore()): void {
  try {
    store?.removeItem(RECENT_KEY);
  } catch {
    // Nothing saved can be removed; the page's list is emptied all the same.
  }
}
