import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
/** localStorage key. The inline script in index.html reads the same key. */
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current theme. During hydration it reports `null` (the server cannot know), then the
 * real value: React re-renders after hydration, so there is no mismatch.
 */
export function useTheme(): Theme | null {
  return useSyncExternalStore<Theme | null>(subscribe, readTheme, () => null);
}
