import type { ComponentType, ReactNode } from 'react';
import { loadMessages } from '../i18n/catalogue';
import type { Language } from '../i18n/languages';
import { type Tracked, tracked } from '../lib/tracked';
import type { PageDef, PageModule } from './pages';

export type LoadedPage = PageModule & { Provider: ComponentType<{ children: ReactNode }> | null };

const loaded = new Map<string, Tracked<LoadedPage>>();

/**
 * Loads a page module once per language, with its message catalogues in that language. The promise carries React's `status`/`value` fields, so once it has
 * settled `use()` reads it synchronously: the entry points await it before rendering, which is
 * how the first client render matches the prerendered HTML without suspending. A failed load
 * stays failed (so `use()` throws it to the page's error boundary) until the boundary has shown
 * it and calls `forgetFailedPages`: forgotten at once, every render after the failure fetched
 * again, hundreds of times a second.
 */
export function loadPage(page: PageDef, language: Language): Tracked<LoadedPage> {
  const key = `${page.id}/${language}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = tracked(
      Promise.all([
        page.load(language),
        loadMessages(language, ['common', ...(page.messages ?? [])]),
        page.data
          ? import('./query-provider').then((m) =>
              page.data === 'works-offline' ? m.QueryProviderWorkingOffline : m.QueryProvider,
            )
          : null,
      ]).then(([module, , Provider]) => ({ ...module, Provider })),
    );
    loaded.set(key, promise);
  }
  return promise;
}

/** Drops the pages whose code could not be fetched, so that the next render fetches it again. */
export function forgetFailedPages(): void {
  for (const [id, promise] of loaded) if (promise.status === 'rejected') loaded.delete(id);
}
