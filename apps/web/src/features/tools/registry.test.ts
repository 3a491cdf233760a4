import { describe, expect, it } from 'vitest';
import { claims } from '../../app/site';
import { searchTools, tabForAnchor, tabs } from './listing';
import { pageLinks, pageTexts } from './page-links';
import {
  footerToolLinks,
  type ToolAbout,
  type ToolId,
  toolInfo,
  toolPages,
  tools,
} from './registry';

describe('tool registry', () => {
  it('lists every tool of the site once, seven of them with a dedicated page', () => {
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
    expect(tools.filter((t) => t.tab === 'math-tools').map((t) => t.id)).toEqual([
      'logarithm',
      'time-calculator',
      'quadratic',
      'radical',
      'prime-factors',
      'gcd-lcm',
    ]);
    expect(tools.filter((t) => t.tab === 'calculators').map((t) => t.id)).toEqual([
      'arithmetic',
      'fraction',
      'percentage',
      'age',
      'bmi',
      'tip',
      'discount',
      'gpa',
      'loan',
      'statistics',
    ]);
    expect(tools.filter((t) => t.tab === 'converters').map((t) => t.id)).toEqual([
      'unit-converter',
    ]);
    expect(tools.filter((t) => t.page).map((t) => t.page?.path)).toEqual([
      '/tools/logarithm-simplifier',
      '/tools/time-calculator',
      '/tools/quadratic-equation-solver',
      '/tools/fraction-calculator',
      '/tools/percentage-calculator',
      '/tools/age-calculator',
      '/tools/unit-converter',
    ]);
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
    for (const path of paths) expect(path).toMatch(/^\/tools\/[a-z0-9-]+$/);
    for (const tab of tabs) expect(tools.some((t) => t.tab === tab.id)).toBe(true);
    for (const tool of tools) expect(tabs.some((tab) => tab.id === tool.tab)).toBe(true);
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
      expect(links.at(-1)).toEqual({ to: '/tools', label: 'All math tools' });
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

  // The pages claim "15+" tools (claims.tools): the registry must hold at least that many.
  it('has at least as many tools as the pages claim', () => {
    expect(claims.tools).toBe('15+');
    expect(tools).toHaveLength(17);
    expect(tools.length).toBeGreaterThanOrEqual(Number.parseInt(claims.tools, 10));
  });
});
