import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, localizedTo, NavLink } from './link';

describe('links keep the page’s language', () => {
  it('puts the language before an app path, its query and hash kept', () => {
    expect(localizedTo('/solve', 'es')).toBe('/es/solve');
    expect(localizedTo('/', 'fr')).toBe('/fr/');
    expect(localizedTo('/solve?q=2x%2B3%3D7#steps', 'de')).toBe('/de/solve?q=2x%2B3%3D7#steps');
    expect(localizedTo('/tools#calculators', 'pt')).toBe('/pt/tools#calculators');
    expect(localizedTo({ pathname: '/pricing', search: '?plan=pro' }, 'es')).toEqual({
      pathname: '/es/pricing',
      search: '?plan=pro',
    });
  });

  it('leaves English, languages already named, shared files, relative paths and other sites', () => {
    expect(localizedTo('/solve', 'en')).toBe('/solve');
    expect(localizedTo('/fr/solve', 'es')).toBe('/fr/solve');
    expect(localizedTo('/en/solve', 'es')).toBe('/en/solve');
    expect(localizedTo('/api/openapi.json', 'es')).toBe('/api/openapi.json');
    expect(localizedTo('/developers/math-core/index.html', 'es')).toBe(
      '/developers/math-core/index.html',
    );
    expect(localizedTo('/developers/math-core', 'es')).toBe('/developers/math-core');
    expect(localizedTo('/sitemap.xml', 'es')).toBe('/sitemap.xml');
    expect(localizedTo('/developers', 'es')).toBe('/es/developers');
    expect(localizedTo('step-2', 'es')).toBe('step-2');
    expect(localizedTo('?q=1', 'es')).toBe('?q=1');
    expect(localizedTo('https://x.com/mathtools', 'es')).toBe('https://x.com/mathtools');
    expect(localizedTo('//cdn.example/x', 'es')).toBe('//cdn.example/x');
  });

  it('renders the href in the language, and NavLink still marks the page shown', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/es/solve']}>
        <Link to="/pricing">p</Link>
        <NavLink to="/solve">s</NavLink>
        <NavLink to="/" end>
          h
        </NavLink>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/es/pricing"');
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/es\/solve"|href="\/es\/solve"[^>]*aria-current="page"/,
    );
    expect(html).toMatch(/<a[^>]*href="\/es\/"[^>]*>h</);
    expect(html).not.toMatch(/<a[^>]*aria-current="page"[^>]*href="\/es\/"/);
    const home = renderToString(
      <MemoryRouter initialEntries={['/es/']}>
        <NavLink to="/" end>
          h
        </NavLink>
      </MemoryRouter>,
    );
    expect(home).toContain('aria-current="page"');
  });
});
