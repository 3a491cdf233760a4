import { describe, expect, it } from 'vitest';
import { pages } from '../../app/pages';
import { claims } from '../../app/site';
import { searchTools } from './listing';
import { pageLinks, pageTexts } from './page-links';
import {
  footerToolLinks,
  type ToolAbout,
  type ToolId,
  toolInfo,
  toolPages,
  tools,
  toolTabs,
} from './registry';
import { tabForAnchor, tabs } from './tabs';

/** The files of every folder beside the registry, by folder (shared code is not a tool). */
const shared = new Set(['components', 'lib']);
const files = new Map<string, Set<string>>();
for (const key of Object.keys(import.meta.glob('./*/*'))) {
  const [, folder, file] = key.split('/') as [string, string, string];
  if (shared.has(folder)) continue;
  files.set(folder, (files.get(folder) ?? new Set()).add(file));
}
const toolJson = import.meta.glob<Record<string, unknown>>('./*/tool.json', {
  eager: true,
  import: 'default',
});
const widgetSources = import.meta.glob<string>('./*/widget.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('tool folders', () => {
  it('are the registry: one tool per folder with a tool.json and a widget', () => {
    expect(tools.map((t) => t.id).sort()).toEqual([...files.keys()].sort());
    for (const [folder, has] of files) {
      expect(has.has('tool.json'), `${folder}/tool.json`).toBe(true);
      expect(has.has('widget.tsx'), `${folder}/widget.tsx`).toBe(true);
    }
  });

  it('each describe one tool in their tool.json', () => {
    const known = new Set(['name', 'tab', 'order', 'wide', 'footer', 'page']);
    for (const [key, json] of Object.entries(toolJson)) {
      for (const field of Object.keys(json))
        expect(known.has(field), `${key}: ${field}`).toBe(true);
      expect(json.name, key).toEqual(expect.stringMatching(/\S/));
      expect(toolTabs, key).toContain(json.tab);
      expect(Number.isInteger(json.order) && (json.order as number) > 0, `${key}: order`).toBe(
        true,
      );
      if ('wide' in json) expect(json.wide, key).toBe(true);
      if ('footer' in json) expect(Number.isInteger(json.footer), key).toBe(true);
      if ('page' in json) expect(json.page, key).toMatch(/^\/tools\/[a-z0-9-]+$/);
    }
    for (const tab of toolTabs) {
      const orders = tools.filter((t) => t.tab === tab).map((t) => t.order);
      expect(new Set(orders).size, `the places in ${tab}`).toBe(orders.length);
    }
    const footer = tools.flatMap((t) => (t.footer === undefined ? [] : [t.footer]));
    expect(new Set(footer).size).toBe(footer.length);
  });

  it("each widget is its folder's: it adds the folder to ToolId and renders it", () => {
    for (const [key, source] of Object.entries(widgetSources)) {
      const id = key.split('/')[1]!;
      const name = /^[a-z]+$/.test(id) ? id : `'${id}'`;
      expect(source, key).toMatch(new RegExp(`interface ToolIds \\{\\s*${name}: true;\\s*\\}`));
      expect(source, key).toContain(`<ToolCard id="${id}"`);
      expect(source, key).toMatch(/export const about: ToolAbout =/);
      expect(source, key).toMatch(/export function Widget\(/);
    }
  });

  it('have a page, its links and checked examples exactly when tool.json names a page', () => {
    for (const tool of tools) {
      const has = files.get(tool.id)!;
      const page = tool.page !== undefined;
      expect(has.has('page.tsx'), `${tool.id}/page.tsx`).toBe(page);
      expect(has.has('page.meta.ts'), `${tool.id}/page.meta.ts`).toBe(page);
      expect(has.has('links.ts'), `${tool.id}/links.ts`).toBe(page);
      if (has.has('examples.ts')) {
        expect(has.has('examples.test.ts'), `${tool.id}/examples.test.ts`).toBe(true);
      }
    }
  });

  it('each page is a route of the site, prerendered and in the sitemap', () => {
    for (const { id, page } of toolPages) {
      const route = pages.find((p) => p.path === page.path);
      expect(route, id).toBeDefined();
      expect(route?.load).toBe(page.content);
      expect(route?.meta).toBe(page.meta);
    }
  });

  it("make the pages' examples with math-core, every statement checked true", async () => {
    // Each module works its examples out on import and throws at a refused example or a false
    // statement; each folder's examples.test.ts pins the answers.
    const examples = import.meta.glob('./*/examples.ts');
    expect(Object.keys(examples).length).toBeGreaterThan(0);
    await Promise.all(Object.values(examples).map((load) => load()));
    // The first import transforms math-core's sources, which takes a while on a busy machine.
  }, 60_000);
});

describe('tool registry', () => {
  it('lists the tools by tab, in their places', () => {
    for (const tab of toolTabs) {
      const orders = tools.filter((t) => t.tab === tab).map((t) => t.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(tools.map((t) => t.tab)).toEqual(
      [...tools.map((t) => t.tab)].sort((a, b) => toolTabs.indexOf(a) - toolTabs.indexOf(b)),
    );
    expect(tools.filter((t) => t.tab === 'math-tools').map((t) => t.id)).toEqual(
      expect.arrayContaining(['logarithm', 'time-calculator', 'quadratic']),
    );
    expect(() => toolInfo('nope' as ToolId)).toThrow('no tool folder nope');
  });

  it('maps the footer anchors, tool ids and tab ids to their tab', () => {
    expect(tabForAnchor('logarithm')).toBe('math-tools');
    expect(tabForAnchor('time-calculator')).toBe('math-tools');
    expect(tabForAnchor('unit-converter')).toBe('converters');
    expect(tabForAnchor('calculators')).toBe('calculators');
    expect(tabForAnchor('loan')).toBe('calculators');
    expect(tabForAnchor('nope')).toBeUndefined();
    expect(tabForAnchor('')).toBeUndefined();
  });

  it('search matches names, summaries and keywords, every word, in any case', () => {
    // Each widget module exports its `about`; two stand in here (widgets load CSS, e2e covers them).
    const about = (id: ToolId): ToolAbout =>
      id === 'loan'
        ? { summary: 'Monthly payment and schedule.', keywords: ['money', 'mortgage'] }
        : id === 'tip'
          ? { summary: 'Tip and share of a bill.', keywords: ['money'] }
          : { summary: '', keywords: [] };
    const ids = (query: string) => searchTools(query, about).map((t) => t.id);
    expect(ids('LOAN')).toEqual(['loan']);
    expect(ids('money')).toEqual(['tip', 'loan']);
    expect(ids('  monthly   MORTGAGE ')).toEqual(['loan']);
    expect(ids('money bill')).toEqual(['tip']);
    expect(ids('natural log')).toEqual([]);
    expect(ids('logarithm')).toEqual(['logarithm']);
    expect(ids('xylophone')).toEqual([]);
  });

  it('is consistent: unique ids and paths, every tab has tools, links point at registry pages', () => {
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
    const paths = toolPages.map((t) => t.page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(tabs.map((t) => t.id)).toEqual(toolTabs);
    for (const tab of tabs) expect(tools.some((t) => t.tab === tab.id)).toBe(true);
    for (const { id } of toolPages) {
      const page = pageTexts[id];
      if (!page) throw new Error(`${id} has a page but no page texts`);
      for (const target of [...page.related, ...page.links]) {
        if (typeof target !== 'string') continue;
        expect(target, `${id} links to ${target}`).not.toBe(id);
        expect(toolInfo(target)?.page, `${id} links to ${target}`).toBeDefined();
      }
      // Cards and text links resolve to the registry's paths (plus the plain links it lists).
      const registryPaths = new Set([...paths, '/tools']);
      const { related, links } = pageLinks(id);
      for (const link of related) expect(registryPaths.has(link.to)).toBe(true);
      const plain = page.links.filter((l) => typeof l !== 'string').map((l) => l.to);
      for (const link of links)
        expect(registryPaths.has(link.to) || plain.includes(link.to)).toBe(true);
      expect(links.at(-1)).toEqual({ to: '/tools', label: 'All math tools', key: 'all' });
    }
  });

  it('has link texts for exactly the tools with a page', () => {
    expect(Object.keys(pageTexts).sort()).toEqual(toolPages.map((t) => t.id).sort());
  });

  it('derives the footer tool links and the page links as the site shows them', () => {
    expect(footerToolLinks).toEqual([
      { to: '/tools#logarithm', label: 'Logarithm Simplifier' },
      { to: '/tools#unit-converter', label: 'Unit Converter' },
      { to: '/tools#time-calculator', label: 'Time Calculator' },
      { to: '/tools#calculators', label: 'Calculators' },
    ]);
    expect(pageLinks('percentage').links.map((l) => l.to)).toEqual([
      '/discount-calculator',
      '/tip-calculator',
      '/tools/logarithm-simplifier',
      '/tools/unit-converter',
      '/tools',
    ]);
    expect(pageLinks('quadratic').links.map((l) => l.to)).toEqual([
      '/tools/fraction-calculator',
      '/tools/logarithm-simplifier',
      '/tools/percentage-calculator',
      '/tools',
    ]);
    expect(pageLinks('age').related.map((l) => l.label)).toEqual([
      'Time Calculator',
      'Percentage Calculator',
    ]);
  });

  // The pages claim "15+" tools (claims.tools): the folders must hold at least that many.
  it('has at least as many tools as the pages claim', () => {
    expect(claims.tools).toBe('15+');
    expect(tools.length).toBeGreaterThanOrEqual(Number.parseInt(claims.tools, 10));
  });
});
