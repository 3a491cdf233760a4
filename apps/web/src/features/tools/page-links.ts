import type { PageLink } from './components/tool-page';
import { folderOf, type ToolId, toolInfo } from './registry';

/**
 * How the dedicated pages link to each other: each page's label and description (its related
 * card and text link on the other pages), its two related cards and its text links, from each
 * page folder's `links.ts`. Kept out of the registry, which is in every route's first load,
 * because only the dedicated pages read it. `registry.test.ts` checks that exactly the tools with
 * a page have one.
 */
export type PageTexts = {
  /** How the other dedicated pages name and describe this one in their related cards and links. */
  link: { label: string; description: string };
  /** The two related-tool cards: tools with a dedicated page. */
  related: readonly [ToolId, ToolId];
  /**
   * The text links, in order (a tool with a dedicated page, or a plain link); the link to all
   * tools is always added last.
   */
  links: readonly (ToolId | PageLink)[];
};

export const pageTexts: Partial<Record<ToolId, PageTexts>> = Object.fromEntries(
  Object.entries(import.meta.glob<PageTexts>('./*/links.ts', { eager: true, import: 'links' })).map(
    ([key, texts]) => [folderOf(key), texts],
  ),
);

/** The last text link of every dedicated page. */
export const allToolsLink: PageLink = { to: '/tools', label: 'All math tools', key: 'all' };

/** How a dedicated page is linked from the others (its card and text link). */
export function pageLink(id: ToolId): PageLink {
  const path = toolInfo(id).page?.path;
  const texts = pageTexts[id];
  if (!path || !texts) throw new Error(`The tool ${id} has no dedicated page to link to`);
  return { to: path, label: texts.link.label, description: texts.link.description, key: id };
}

/** A dedicated page's related-tool cards and text links, resolved against the registry. */
export function pageLinks(id: ToolId): {
  related: readonly [PageLink, PageLink];
  links: readonly PageLink[];
} {
  const page = pageTexts[id];
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    related: [pageLink(page.related[0]), pageLink(page.related[1])],
    links: [...page.links.map((l) => (typeof l === 'string' ? pageLink(l) : l)), allToolsLink],
  };
}
