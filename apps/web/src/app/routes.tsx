import { type ComponentType, type ReactNode, use } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { toolPages } from '../features/tools/registry';
import type { PageMeta } from '../lib/seo';
import { RootLayout } from './layout/root-layout';
import { Seo } from './layout/seo';

/** What every module in ./routes exports. */
export type PageModule = { Component: ComponentType; meta: PageMeta };
export type PageDef = {
  id: string;
  path: string;
  load: () => Promise<PageModule>;
  /**
   * The page fetches data with TanStack Query: it is rendered inside `QueryProvider`, which loads
   * with the page (query-core stays out of the first load of content pages; budget ≤ 110 KB).
   */
  data?: true;
};
type LoadedPage = PageModule & { Provider: ComponentType<{ children: ReactNode }> | null };

/**
 * THE route table. Each page is a route module in ./routes, loaded on demand (its own
 * chunk) and exporting `Component` and `meta` (its <head>: title, description, canonical,
 * keywords, JSON-LD). `id` is the module's file name (a dedicated tool page: `tools-<slug>`, its
 * module from the tool registry). Every path here is prerendered and listed in the sitemap.
 */
export const pages: readonly PageDef[] = [
  { id: 'home', path: '/', load: () => import('./routes/home') },
  { id: 'how-it-works', path: '/how-it-works', load: () => import('./routes/how-it-works') },
  {
    id: 'tools',
    path: '/tools',
    // The prerender renders every tool's widget, so it loads them all first; the browser loads a
    // widget when its slot is shown (features/tools/components/tools-listing.tsx).
    load: () =>
      import.meta.env.SSR
        ? import('./routes/tools').then((m) => m.loadAllWidgets().then(() => m))
        : import('./routes/tools').then((m) => m.loadShownWidgets().then(() => m)),
  },
  // The dedicated tool pages, from the tool registry (features/tools/registry.ts).
  ...toolPages.map(
    (tool): PageDef => ({
      id: `tools-${tool.page.path.slice('/tools/'.length)}`,
      path: tool.page.path,
      load: tool.page.content,
    }),
  ),
  { id: 'solve', path: '/solve', load: () => import('./routes/solve') },
  { id: 'practice', path: '/practice', load: () => import('./routes/practice'), data: true },
  {
    id: 'marketplace',
    path: '/marketplace',
    load: () => import('./routes/marketplace'),
    data: true,
  },
  { id: 'pricing', path: '/pricing', load: () => import('./routes/pricing'), data: true },
  { id: 'about', path: '/about', load: () => import('./routes/about') },
  { id: 'support', path: '/support', load: () => import('./routes/support') },
  { id: 'contact', path: '/contact', load: () => import('./routes/contact'), data: true },
  { id: 'privacy', path: '/privacy', load: () => import('./routes/privacy') },
  { id: 'terms', path: '/terms', load: () => import('./routes/terms') },
  { id: 'checkout', path: '/checkout', load: () => import('./routes/checkout'), data: true },
  { id: 'developers', path: '/developers', load: () => import('./routes/developers') },
];

/** Every other path, including /discount-calculator and /tip-calculator. */
export const notFoundPage: PageDef = {
  id: 'not-found',
  path: '*',
  load: () => import('./routes/not-found'),
};

/** The page a pathname shows (the same matching <Routes> does). */
export function findPage(pathname: string): PageDef {
  return pages.find((p) => matchPath({ path: p.path, end: true }, pathname)) ?? notFoundPage;
}

type TrackedPromise = Promise<LoadedPage> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: LoadedPage;
  reason?: unknown;
};
const loaded = new Map<string, TrackedPromise>();

/**
 * Loads a page module once. The promise carries React's `status`/`value` fields, so once it has
 * settled `use()` reads it synchronously: the entry points await it before rendering, which is
 * how the first client render matches the prerendered HTML without suspending. A failed load
 * stays failed (so `use()` throws it to the page's error boundary) until the boundary has shown
 * it and calls `forgetFailedPages`: forgotten at once, every render after the failure fetched
 * again, hundreds of times a second.
 */
export function loadPage(page: PageDef): TrackedPromise {
  let promise = loaded.get(page.id);
  if (!promise) {
    const p: TrackedPromise = Promise.all([
      page.load(),
      page.data ? import('./query-provider').then((m) => m.QueryProvider) : null,
    ]).then(([module, Provider]) => ({ ...module, Provider }));
    p.status = 'pending';
    p.then(
      (value) => {
        p.status = 'fulfilled';
        p.value = value;
      },
      (reason: unknown) => {
        p.status = 'rejected';
        p.reason = reason;
      },
    );
    loaded.set(page.id, p);
    promise = p;
  }
  return promise;
}

/** Drops the pages whose code could not be fetched, so that the next render fetches it again. */
export function forgetFailedPages(): void {
  for (const [id, promise] of loaded) if (promise.status === 'rejected') loaded.delete(id);
}

function PageRoute({ page }: { page: PageDef }) {
  const { Component, meta, Provider } = use(loadPage(page) as Promise<LoadedPage>);
  return (
    <>
      <Seo meta={meta} />
      {Provider ? (
        <Provider>
          <Component />
        </Provider>
      ) : (
        <Component />
      )}
    </>
  );
}

/**
 * The page of the current address in the shared layout. The route table is flat, with fixed
 * paths, so `findPage` matches it (as `<Routes>` would: whole path, any case) and react-router
 * provides the history and the location. `<Routes>` and `<Route>` elements would only read this
 * same table back out of JSX (about 0.4 KB gzip in every page's first load).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RootLayout fallback={<Spinner label="Loading page…" />} forgetFailedPages={forgetFailedPages}>
      <PageRoute page={findPage(pathname)} />
    </RootLayout>
  );
}
