import { describe, expect, it } from 'vitest';
import { searchTools, tabForAnchor, tools } from './catalog';

describe('tool catalog', () => {
  it('lists every tool of the site once, five of them with a dedicated page', () => {
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
    expect(tools.filter((t) => t.tab === 'math-tools').map((t) => t.id)).toEqual([
      'logarithm',
      'time-calculator',
    ]);
    expect(tools.filter((t) => t.tab === 'calculators')).toHaveLength(8);
    expect(tools.filter((t) => t.page).map((t) => t.page)).toEqual([
      '/tools/logarithm-simplifier',
      '/tools/time-calculator',
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

  it('search matches names and keywords, every word, in any case', () => {
    expect(searchTools('LOAN').map((t) => t.id)).toEqual(['loan']);
    expect(searchTools('money').map((t) => t.id)).toEqual(['tip', 'discount', 'loan']);
    expect(searchTools('  natural   log ').map((t) => t.id)).toEqual(['logarithm']);
    expect(searchTools('percent loan')).toEqual([]);
    expect(searchTools('xylophone')).toEqual([]);
  });
});
