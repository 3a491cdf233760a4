import { startTransition, useEffect, useState } from 'react';

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
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The current theme. In the prerendered HTML and a component's first render it is `null` (the
 * server cannot know), then the real value, so hydration matches. Each change renders as a
 * transition: read through `useSyncExternalStore`, the value the server could not know made React
 * re-render synchronously right after hydration, on every page.
 */
export function useTheme(): Theme | null {
  const [theme, setThemeState] = useState<Theme | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setThemeState(readTheme()));
    update();
    return subscribe(update);
  }, []);
  return theme;
}
