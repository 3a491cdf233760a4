import type { ComponentType } from 'react';
import { toolPages } from '../features/tools/registry';
import type { PageMeta } from '../lib/seo';

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
  // The dedicated tool pages: every tool folder whose tool.json names a page
  // (features/tools/<id>/page.tsx, read by features/tools/registry.ts).
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

const pageByPath = new Map(pages.map((p) => [p.path, p]));

/**
 * The page a pathname shows, matched as `<Routes>` would match this table (whole path, any case,
 * trailing slashes allowed). Every path is fixed, so a lookup does it: `matchPath` compiled a
 * regular expression per page on every page's first load.
 */
export function findPage(pathname: string): PageDef {
  return pageByPath.get((pathname.replace(/\/+$/, '') || '/').toLowerCase()) ?? notFoundPage;
}
