import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mainNav } from '../src/app/site';
import commonEn from '../src/i18n/messages/common/en.json' with { type: 'json' };

/**
 * The dedicated tool pages, read from the tool folders' `tool.json` files on disk (the folders
 * are the one list of tools; the app reads the same files through Vite).
 */
const toolsDir = new URL('../src/features/tools/', import.meta.url);
const toolPagePaths = readdirSync(toolsDir, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/tool.json`, toolsDir)),
  )
  .map((entry) => JSON.parse(readFileSync(new URL(`${entry.name}/tool.json`, toolsDir), 'utf8')))
  .flatMap((tool: { page?: string }) => (tool.page ? [tool.page] : []))
  .sort();

/**
 * Every route of the site: the pages written out by hand rather than read from the app's route
 * table, so a route that goes missing from the app fails the tests, and a page for every tool
 * folder that has one.
 */
export const routes: readonly string[] = [
  '/',
  '/how-it-works',
  '/tools',
  ...toolPagePaths,
  '/solve',
  '/practice',
  '/marketplace',
  '/pricing',
  '/about',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
  '/checkout',
  '/developers',
];

/** Header links in their order, from the app's own nav definition and its English words. */
export const headerLinks = mainNav.map((item) => ({
  name: commonEn[`nav.${item.key}`] as string,
  path: item.to,
}));
