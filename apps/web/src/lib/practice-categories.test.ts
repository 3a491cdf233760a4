import { describe, expect, it } from 'vitest';
import { categories, categoryFromQuery, isCategory, practiceHref } from './practice-categories';

describe('practice categories in the URL', () => {
  it('?category= opens a known tab, and practiceHref links to it', () => {
    for (const category of categories) {
      expect(categoryFromQuery(category)).toBe(category);
      const url = new URL(practiceHref(category), 'http://localhost');
      expect(url.pathname).toBe('/practice');
      expect(categoryFromQuery(url.searchParams.get('category'))).toBe(category);
    }
  });

  it.each([null, '', 'Geometry', 'calculus', 'constructor', 'toString', '__proto__'])(
    '%j opens the first tab',
    (value) => {
      expect(categoryFromQuery(value)).toBe('algebra');
    },
  );

  it('only the tab ids are categories, not the properties every object has', () => {
    expect(categories.filter(isCategory)).toEqual(['algebra', 'logarithms', 'geometry']);
    expect(isCategory('constructor')).toBe(false);
    expect(isCategory('hasOwnProperty')).toBe(false);
  });
});
