import type { ComponentType } from 'react';
import { listingMessages, toolPages } from '../features/tools/registry';
import { type Language, splitLanguage } from '../i18n/languages';
import type { PageMeta } from '../lib/seo';

/** What a page's component module (`routes/<id>.tsx`) exports. */
export type PageModule = { Component: ComponentType };
export type PageDef = {
  id: string;
  path: string;
  /** The page's modules in a language (a tool page's worked examples are each language's own). */
  load: (language: Language) => Promise<PageModule>;
  /**
   * Its head (`routes/<id>.meta.ts`: title, description, canonical, keywords, JSON-LD). The
   * prerender writes it into the page's HTML, so the browser fetches it only to rewrite <head> on
   * a navigation to the page (layout/seo.tsx), never with the page's first load. In a language:
   * a tool page's head is written from its worked examples in that language.
   */
  meta: (language: Language) => Promise<PageMeta>;
  /**
   * The page fetches data with TanStack Query: it is rendered inside `QueryProvider`, which loads
   * with the page (query-core stays out of the first load of content pages; budget ≤ 120 KB).
   * Offline, a notice says the page needs a connection, except on a page that works offline and
   * says so itself (`'works-offline'`).
   */
  data?: true | 'works-offline';
  /**
   * The page also shows every address one segment below its path (`/join/K7QX2M` for `/join`):
   * prerendered once, at `path`, as the shell the server sends for each of them; the page reads
   * the segment from the address once it runs.
   */
  param?: true;
  /** Kept out of the sitemap: a page of one class or one teacher, whose head says noindex. */
  unlisted?: true;
  /**
   * The message catalogues the page's words come from (`src/i18n/messages/<namespace>/`), loaded
   * in the page's language with its code; the shell's own, `common`, always is. The words for the
   * server's error codes (`api-errors`) are not listed: they load when a call fails (lib/api.ts).
   */
  messages?: readonly string[];
};

/**
 * A page's component (`routes/<id>.tsx`, which exports only components, so Fast Refresh updates
 * it in place), with anything else the page needs before it renders.
 */
function route(component: Promise<PageModule>, ...ready: Promise<unknown>[]): Promise<PageModule> {
  return Promise.all([component, ...ready]).then(([{ Component }]) => ({ Component }));
}

/** A page's head, from its `routes/<id>.meta.ts`. */
const head = (module: Promise<{ meta: PageMeta }>): Promise<PageMeta> => module.then((m) => m.meta);

/**
 * A dedicated tool page's own catalogues (its prose, worked examples and FAQ), beside its
 * widget's: one namespace per page, so each language's page fetches only its own words.
 */
const toolPageMessages: Partial<Record<string, readonly string[]>> = {
  age: ['tool-age'],
  fraction: ['tool-fraction'],
  logarithm: ['tool-logarithm'],
  percentage: ['tool-percentage'],
  quadratic: ['tool-quadratic'],
  slope: ['tool-slope'],
  'time-calculator': ['tool-time'],
  'unit-converter': ['tool-units'],
};

/**
 * THE route table. Each page is a pair of modules in ./routes, loaded on demand: `<id>.tsx`
 * exporting `Component` and `<id>.meta.ts` exporting `meta` (its <head>: title, description,
 * canonical, keywords, JSON-LD; fetched only by the prerender and on a navigation). `id` is the modules' file name (a dedicated tool page:
 * `tools-<slug>`, its module from the tool registry). Every path here is prerendered and listed
 * in the sitemap.
 */
export const pages: readonly PageDef[] = [
  {
    id: 'home',
    path: '/',
    load: () => route(import('./routes/home')),
    meta: () => head(import('./routes/home.meta')),
    messages: ['home', 'solve-box'],
  },
  {
    id: 'how-it-works',
    path: '/how-it-works',
    load: () => route(import('./routes/how-it-works')),
    meta: () => head(import('./routes/how-it-works.meta')),
    messages: ['home'],
  },
  {
    id: 'tools',
    path: '/tools',
    // The prerender renders every tool's widget, so it loads them all first, with every tab's
    // words; the browser loads a widget, and its tab's words, when its tab is shown
    // (features/tools/components/tools-listing.tsx).
    load: () =>
      route(
        import('./routes/tools'),
        import.meta.env.SSR
          ? import('../features/tools/widgets').then((m) => m.loadAllWidgets())
          : import('../features/tools/components/tools-listing').then((m) => m.loadShownWidgets()),
      ),
    meta: () => head(import('./routes/tools.meta')),
    messages: import.meta.env.SSR ? listingMessages : listingMessages.slice(0, 1),
  },
  // The dedicated tool pages: every tool folder whose tool.json names a page
  // (features/tools/<id>/page.tsx and page.meta.ts, read by features/tools/registry.ts).
  ...toolPages.map(
    (tool): PageDef => ({
      id: `tools-${tool.page.path.slice('/tools/'.length)}`,
      path: tool.page.path,
      load: tool.page.content,
      meta: tool.page.meta,
      messages: [...tool.messages, 'tool-page', ...(toolPageMessages[tool.id] ?? [])],
    }),
  ),
  {
    id: 'solve',
    path: '/solve',
    load: () => route(import('./routes/solve')),
    meta: () => head(import('./routes/solve.meta')),
    messages: ['solve', 'preview', 'answer'],
  },
  {
    id: 'practice',
    path: '/practice',
    load: () => route(import('./routes/practice')),
    meta: () => head(import('./routes/practice.meta')),
    data: 'works-offline',
    // The skills' words come with the chunks that show them (features/practice/components/practice-center.tsx),
    // the answer preview's with its reading, once something is typed (components/math/answer-preview.tsx).
    messages: ['practice', 'answer'],
  },
  {
    id: 'marketplace',
    path: '/marketplace',
    load: () => route(import('./routes/marketplace')),
    meta: () => head(import('./routes/marketplace.meta')),
    data: true,
    messages: ['marketplace', 'purchases'],
  },
  {
    id: 'pricing',
    path: '/pricing',
    load: () => route(import('./routes/pricing')),
    meta: () => head(import('./routes/pricing.meta')),
    data: true,
    messages: ['pricing', 'purchases'],
  },
  {
    id: 'about',
    path: '/about',
    load: () => route(import('./routes/about')),
    meta: () => head(import('./routes/about.meta')),
    messages: ['about'],
  },
  {
    id: 'support',
    path: '/support',
    load: () => route(import('./routes/support')),
    meta: () => head(import('./routes/support.meta')),
    messages: ['support'],
  },
  {
    id: 'contact',
    path: '/contact',
    load: () => route(import('./routes/contact')),
    meta: () => head(import('./routes/contact.meta')),
    data: true,
    messages: ['contact'],
  },
  {
    id: 'privacy',
    path: '/privacy',
    load: () => route(import('./routes/privacy')),
    meta: () => head(import('./routes/privacy.meta')),
    messages: ['privacy'],
  },
  {
    id: 'terms',
    path: '/terms',
    load: () => route(import('./routes/terms')),
    meta: () => head(import('./routes/terms.meta')),
    messages: ['terms'],
  },
  {
    id: 'checkout',
    path: '/checkout',
    load: () => route(import('./routes/checkout')),
    meta: () => head(import('./routes/checkout.meta')),
    data: true,
    messages: ['checkout', 'purchases'],
  },
  {
    id: 'developers',
    path: '/developers',
    load: () => route(import('./routes/developers')),
    meta: () => head(import('./routes/developers.meta')),
    messages: ['developers'],
  },
  {
    id: 'teach',
    path: '/teach',
    load: () => route(import('./routes/teach')),
    meta: () => head(import('./routes/teach.meta')),
    unlisted: true,
    messages: ['classroom', 'classroom-teach'],
  },
  {
    id: 'join',
    path: '/join',
    load: () => route(import('./routes/join')),
    meta: () => head(import('./routes/join.meta')),
    param: true,
    unlisted: true,
    messages: ['classroom', 'classroom-join'],
  },
];

/** Every other path, including /discount-calculator and /tip-calculator. */
export const notFoundPage: PageDef = {
  id: 'not-found',
  path: '*',
  load: () => route(import('./routes/not-found')),
  meta: () => head(import('./routes/not-found.meta')),
};

const pageByPath = new Map(pages.map((p) => [p.path, p]));

/**
 * The page a pathname shows, in any language (`/es/solve` is the solve page), matched as
 * `<Routes>` would match this table (whole path, any case,
 * trailing slashes allowed; a `param` page's path also with one segment more, as `<path>/:param`).
 * Every path is fixed, so a lookup does it: `matchPath` compiled a regular expression per page on
 * every page's first load.
 */
export function findPage(pathname: string): PageDef {
  const { path } = splitLanguage(pathname);
  const key = (path.replace(/\/+$/, '') || '/').toLowerCase();
  const page = pageByPath.get(key);
  if (page) return page;
  const parent = pageByPath.get(key.slice(0, key.lastIndexOf('/')));
  return parent?.param ? parent : notFoundPage;
}
