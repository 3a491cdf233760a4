import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findPage, notFoundPage, pages } from './pages';

/** What `<Routes>` would pick from the same table. */
const routerPick = (pathname: string) =>
  pages.find(
    (p) =>
      matchPath({ path: p.path, end: true }, pathname) ??
      (p.param && matchPath({ path: `${p.path}/:param`, end: true }, pathname)),
  ) ?? notFoundPage;

describe('findPage', () => {
  const variants = (path: string) => [
    path,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `${path}x`,
    `${path}/x`,
    `/x${path}`,
    `/${path}`,
  ];

  it('picks the page <Routes> would pick, for every path and its variants', () => {
    for (const page of pages) {
      for (const pathname of variants(page.path)) {
        expect(findPage(pathname).id, pathname).toBe(routerPick(pathname).id);
      }
    }
  });

  it('matches a path whatever its case or trailing slashes, and nothing longer', () => {
    expect(findPage('/').id).toBe('home');
    expect(findPage('///').id).toBe('home');
    expect(findPage('/Pricing/').id).toBe('pricing');
    expect(findPage('/tools/Unit-Converter').id).toBe('tools-unit-converter');
    expect(findPage('/pricing/extra')).toBe(notFoundPage);
    expect(findPage('/discount-calculator')).toBe(notFoundPage);
  });

  it('gives a page that takes a parameter every address one segment below it', () => {
    expect(findPage('/join').id).toBe('join');
    expect(findPage('/join/K7QX2M').id).toBe('join');
    expect(findPage('/join/K7QX2M/').id).toBe('join');
    expect(findPage('/join/K7QX2M/more')).toBe(notFoundPage);
    expect(findPage('/teach/K7QX2M')).toBe(notFoundPage);
  });
});
