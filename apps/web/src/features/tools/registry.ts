import type { ComponentType } from 'react';
import type { Language } from '../../i18n/languages';
import type { PageMeta } from '../../lib/seo';
import type { ToolCardProps } from './components/tool-card';

/**
 * THE list of tools, read from the tool folders: every `<id>/tool.json` beside this file is one
 * tool, its folder name its id. Everything else derives from it: the /tools tabs, anchors and
 * search, the routes (and so the prerendered pages and the sitemap) of the dedicated pages, the
 * cross-links between those pages, and the Tools column of the footer.
 *
 * This module is part of every page's first load (the route table and the footer read it), so it
 * holds only what those need: ids, names, tabs, paths and the dedicated pages' lazy loaders. The
 * widgets are loaded by `widgets.ts` (only /tools reads it), a tool's summary and search words are
 * exported by its widget module (`about`), a page's <head> texts by its page module, and how the
 * pages link to each other by each page's `links.ts` (`page-links.ts`).
 */
export type ToolTab = 'math-tools' | 'calculators' | 'converters';

/** The tabs of /tools, in order. */
export const toolTabs: readonly ToolTab[] = ['math-tools', 'calculators', 'converters'];

/**
 * The message catalogues of a tab's widgets (`src/i18n/messages/<namespace>/`): `tools-math`,
 * `tools-calculators`, `tools-converters`. Every tool's card, form and listing words are the
 * `tools` catalogue's.
 */
export const tabMessages = (tab: ToolTab): string => `tools-${tab.replace('-tools', '')}`;

/**
 * The catalogues /tools renders: the shared words (`tools`, first), then every tab's, which the
 * browser loads with the tab (the prerender with the page).
 */
export const listingMessages: readonly string[] = ['tools', ...toolTabs.map(tabMessages)];

/**
 * The tools' ids, one per folder: each `<id>/widget.tsx` adds its own folder name to this
 * interface (`declare module '../registry' { interface ToolIds { logarithm: true } }`), so
 * `ToolId` is the union of the folders' names with no list of them here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the tool folders fill it in.
export interface ToolIds {}

/** A tool's folder name: its id, its anchor on /tools (`/tools#logarithm`) and its `tool=` key. */
export type ToolId = keyof ToolIds & string;

/** What a tool folder's `tool.json` holds. */
export type ToolJson = {
  /** Shown as the tool's heading. */
  name: string;
  tab: ToolTab;
  /** Its place in its tab (1, 2, …): the /tools listing, search results and routes keep it. */
  order: number;
  /** Takes the full width of the /tools grid. */
  wide?: true;
  /** Position in the footer's Tools column (linked as `/tools#<id>`). */
  footer?: number;
  /** The path of its dedicated page (`<id>/page.tsx` and `<id>/page.meta.ts`), if it has one. */
  page?: `/tools/${string}`;
};

/** What a dedicated page's modules export: the page (`page.tsx`) and its <head> (`page.meta.ts`). */
export type ToolPageModule = { Component: ComponentType; meta: PageMeta };

/** A tool's dedicated page: its URL and its modules (`page.meta.ts` holds its <head> texts). */
export type ToolPageDef = {
  path: `/tools/${string}`;
  /** The page body in a language, loaded with the route. */
  content: (language: Language) => Promise<Pick<ToolPageModule, 'Component'>>;
  /**
   * Its meta in a language (built with `toolPageMeta`, from the page's worked examples in that
   * language): for the prerender and for a navigation to the page (the page's own first load has
   * its head in the HTML).
   */
  meta: (language: Language) => Promise<PageMeta>;
};

/** What a widget module says about its tool: the line under its heading and search words. */
export type ToolAbout = {
  summary: string;
  /** What `/tools?q=` matches besides the name and summary. */
  keywords: readonly string[];
};

/** A loaded widget module: the widget (ToolCard + form + result) and its `about`. */
export type ToolWidget = { Widget: ComponentType<ToolCardProps>; about: ToolAbout };

export type ToolInfo = Omit<ToolJson, 'page'> & {
  id: ToolId;
  page?: ToolPageDef;
  /** The catalogues its widget's (and page's) words come from: `tools` and its tab's. */
  messages: readonly string[];
};

/**
 * Every folder's `tool.json`, by path (`./logarithm/tool.json`), and the dedicated pages' loaders
 * in each language (`./pages-in.ts`, loaded in that language: a page in a language imports that
 * language's worked examples, which the build writes in its words and notation).
 * Vite reads the folders when it builds (and for the unit tests). The Playwright specs import
 * this module in plain Node, where there is no `import.meta.env`: there the files are read from
 * disk, and no page is loaded.
 */
const found: Record<string, ToolJson> = import.meta.env
  ? import.meta.glob<ToolJson>('./*/tool.json', { eager: true, import: 'default' })
  : readToolFolders();
type PagesIn = typeof import('./pages-in');
/** One loader per language, of the same module: the build gives each language its own. */
const inLanguage = (loaders: Record<string, () => Promise<PagesIn>>) => loaders['./pages-in.ts'];
const pagesIn: Partial<Record<Language, () => Promise<PagesIn>>> = import.meta.env
  ? {
      en: inLanguage(import.meta.glob<PagesIn>('./pages-in.ts', { query: { language: 'en' } })),
      es: inLanguage(import.meta.glob<PagesIn>('./pages-in.ts', { query: { language: 'es' } })),
      fr: inLanguage(import.meta.glob<PagesIn>('./pages-in.ts', { query: { language: 'fr' } })),
      de: inLanguage(import.meta.glob<PagesIn>('./pages-in.ts', { query: { language: 'de' } })),
      pt: inLanguage(import.meta.glob<PagesIn>('./pages-in.ts', { query: { language: 'pt' } })),
    }
  : {};

/**
 * A dedicated page's modules in a language: its component (`<id>/page.tsx`, which exports only
 * components, so Fast Refresh updates it in place) and its head (`<id>/page.meta.ts`), each
 * fetched when asked.
 */
function pageModulesOf(id: ToolId): Pick<ToolPageDef, 'content' | 'meta'> {
  const modules = async (language: Language) => {
    const pages = await pagesIn[language]?.();
    const component = pages?.components[`./${id}/page.tsx`];
    const head = pages?.heads[`./${id}/page.meta.ts`];
    return component && head ? { component, head } : notAPage();
  };
  return {
    content: (language) =>
      modules(language)
        .then(({ component }) => component())
        .then(({ Component }) => ({ Component })),
    meta: (language) =>
      modules(language)
        .then(({ head }) => head())
        .then(({ meta }) => meta),
  };
}

function readToolFolders(): Record<string, ToolJson> {
  const fs = process.getBuiltinModule('node:fs');
  const here = import.meta.url;
  const json: Record<string, ToolJson> = {};
  for (const entry of fs.readdirSync(new URL('./', here), { withFileTypes: true })) {
    const file = new URL(`./${entry.name}/tool.json`, here);
    if (entry.isDirectory() && fs.existsSync(file)) {
      json[`./${entry.name}/tool.json`] = JSON.parse(fs.readFileSync(file, 'utf8'));
    }
  }
  return json;
}

/** The folder a glob key names: `./logarithm/tool.json` → `logarithm`. */
export const folderOf = (key: string) => key.split('/')[1] as ToolId;

const notAPage = () => Promise.reject(new Error('no page module'));

export const tools: readonly ToolInfo[] = Object.entries(found)
  .map(([key, { page, ...json }]): ToolInfo => {
    const id = folderOf(key);
    return {
      id,
      ...json,
      messages: ['tools', tabMessages(json.tab)],
      ...(page ? { page: { path: page, ...pageModulesOf(id) } } : {}),
    };
  })
  .sort((a, b) => toolTabs.indexOf(a.tab) - toolTabs.indexOf(b.tab) || a.order - b.order);

export function toolInfo(id: ToolId): ToolInfo {
  const tool = tools.find((t) => t.id === id);
  if (!tool) throw new Error(`There is no tool folder ${id} (with a tool.json)`);
  return tool;
}

/** The tools that have a dedicated page, in registry order. */
export const toolPages = tools.flatMap((t) => (t.page ? [{ ...t, page: t.page }] : []));

/** The footer's Tools column: `/tools#<id>` for the tools that ask for it, then the calculators. */
export const footerToolLinks: readonly { to: string; label: string }[] = [
  ...tools
    .filter((t) => t.footer !== undefined)
    .sort((a, b) => a.footer! - b.footer!)
    .map((t) => ({ to: `/tools#${t.id}`, label: t.name })),
  { to: '/tools#calculators', label: 'Calculators' },
];
