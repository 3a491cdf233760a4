import { createHash } from 'node:crypto';
import { tools } from '../src/features/tools/registry';
import { languages, localizedPath } from '../src/i18n/languages';
import { expect, test, waitForHydration } from './fixtures';
import { routes } from './routes';

/** Raw HTML as a crawler sees it: no JavaScript runs. */
const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
const types = (html: string) => jsonLd(html).map((d) => d['@type']);

/** Width and height from a PNG's IHDR chunk (the first, right after the signature). */
const pngSize = (png: Buffer) => {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

const titleOf = (html: string) => attr(html, /<title>([^<]+)<\/title>/);
const canonicalOf = (html: string) => attr(html, /<link data-seo rel="canonical" href="([^"]+)"/);

test.describe('raw HTML of every route (no JavaScript)', () => {
  for (const path of routes) {
    test(path, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();

      const title = titleOf(html);
      expect(title, 'title').toContain('MathTools');
      expect(
        attr(html, /<meta data-seo name="description" content="([^"]+)"/)?.length,
      ).toBeGreaterThan(50);
      // Canonical and og:url are absolute, from PUBLIC_ORIGIN at build time (any origin here).
      const canonical = canonicalOf(html);
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical ?? '').pathname).toBe(path);
      expect(attr(html, /property="og:url" content="([^"]+)"/)).toBe(canonical);
      expect(attr(html, /property="og:title" content="([^"]+)"/)).toBe(title);
      expect(html).toMatch(/property="og:description" content="[^"]+"/);
      expect(html).toMatch(/property="og:type" content="website"/);
      expect(html).toMatch(/name="twitter:card" content="summary_large_image"/);
      expect(html).toMatch(/name="twitter:title" content="[^"]+"/);
      // The share image: absolute like the canonical link, the same for Twitter, and served.
      const image = attr(html, /property="og:image" content="([^"]+)"/) ?? '';
      expect(new URL(image).origin).toBe(new URL(canonical ?? '').origin);
      expect(new URL(image).pathname).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
      expect(attr(html, /name="twitter:image" content="([^"]+)"/)).toBe(image);
      expect(attr(html, /property="og:image:width" content="([^"]+)"/)).toBe('1200');
      expect(attr(html, /property="og:image:height" content="([^"]+)"/)).toBe('630');
      expect(attr(html, /property="og:image:alt" content="([^"]+)"/)?.length).toBeGreaterThan(5);
      const png = await request.get(new URL(image).pathname);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
      expect(html).not.toMatch(/name="robots" content="noindex"/);
      // Full content, not an empty shell: the page's heading and the shared header/footer.
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain('aria-label="Main"');
      expect(html).toContain('<footer');
      expect(html).toMatch(/<link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/);
      for (const data of jsonLd(html)) expect(data['@context']).toBe('https://schema.org');
      if (path.startsWith('/tools/')) {
        expect(
          attr(html, /<meta data-seo name="keywords" content="([^"]+)"/)?.split(',').length,
        ).toBeGreaterThan(2);
      }
    });
  }

  test('titles are unique, and every canonical link uses the origin the sitemap names', async ({
    request,
  }) => {
    const pages = await Promise.all(routes.map(async (path) => (await request.get(path)).text()));
    const titles = pages.map(titleOf);
    expect(new Set(titles).size, titles.join('\n')).toBe(routes.length);
    const robots = await (await request.get('/robots.txt')).text();
    const sitemapOrigin = new URL(robots.match(/Sitemap: (\S+)/)?.[1] ?? '').origin;
    const origins = new Set(pages.map((html) => new URL(canonicalOf(html) ?? '').origin));
    expect([...origins]).toEqual([sitemapOrigin]);
  });
});

test('home has Organization, WebSite with SearchAction, MathSolver and FAQPage JSON-LD', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(types(html)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
  const website = jsonLd(html).find((d) => d['@type'] === 'WebSite') as {
    potentialAction: { target: { urlTemplate: string }; 'query-input': string };
  };
  expect(website.potentialAction.target.urlTemplate).toMatch(/\/tools\?q=\{search_term_string\}$/);
  expect(website.potentialAction['query-input']).toBe('required name=search_term_string');
  const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
  expect(faq.mainEntity).toHaveLength(8);
  // The solver, declared so search engines can send a typed problem straight to /solve.
  const solver = jsonLd(html).find(
    (d) => Array.isArray(d['@type']) && d['@type'].includes('MathSolver'),
  ) as {
    '@type': string[];
    url: string;
    usageInfo: string;
    learningResourceType: string;
    inLanguage: string;
    potentialAction: Array<{
      '@type': string;
      target: string;
      'mathExpression-input': string;
      eduQuestionType: string[];
    }>;
  };
  expect(solver['@type']).toEqual(['MathSolver', 'LearningResource']);
  expect(new URL(solver.url).pathname).toBe('/solve');
  expect(new URL(solver.usageInfo).pathname).toBe('/privacy');
  expect(solver.learningResourceType).toBe('Math Solver');
  expect(solver.inLanguage).toBe('en');
  const [action] = solver.potentialAction;
  expect(action?.['@type']).toBe('SolveMathAction');
  expect(action?.target).toMatch(/\/solve\?q=\{math_expression_string\}$/);
  expect(action?.['mathExpression-input']).toBe('required name=math_expression_string');
  expect(action?.eduQuestionType).toEqual(
    expect.arrayContaining(['Linear Equation', 'Quadratic Equation', 'Logarithmic Equation']),
  );
  // The declared target is served with no sign-in (solve.spec.ts checks that it solves q).
  const target = new URL(
    String(action?.target).replace('{math_expression_string}', encodeURIComponent('2x+3=7')),
  );
  expect((await request.get(`${target.pathname}${target.search}`)).status()).toBe(200);
  // The answers are in the visible page too, not only in the structured data.
  expect(html).toContain('5 inches = 12.7 cm');
});

test('How it works has HowTo; Support has FAQPage; tool pages describe a WebApplication', async ({
  request,
}) => {
  const howTo = jsonLd(await (await request.get('/how-it-works')).text()).find(
    (d) => d['@type'] === 'HowTo',
  ) as {
    step: Array<{ name: string }>;
  };
  expect(howTo.step.map((s) => s.name)).toEqual([
    'Choose a tool',
    'Input your problem',
    'Get step-by-step solutions',
    'Practice and improve',
  ]);
  expect(types(await (await request.get('/support')).text())).toContain('FAQPage');
  expect(types(await (await request.get('/tools/age-calculator')).text())).toContain(
    'WebApplication',
  );
});

test('/solve describes the solver: MathSolver, and a free WebApplication with its SolveMathAction', async ({
  request,
}) => {
  const data = jsonLd(await (await request.get('/solve')).text());
  const solver = data.find(
    (d) => Array.isArray(d['@type']) && d['@type'].includes('MathSolver'),
  ) as { '@type': string[]; url: string; potentialAction: Array<{ '@type': string }> };
  expect(solver['@type']).toEqual(['MathSolver', 'LearningResource']);
  expect(new URL(solver.url).pathname).toBe('/solve');
  expect(solver.potentialAction[0]?.['@type']).toBe('SolveMathAction');
  const app = data.find((d) => d['@type'] === 'WebApplication') as {
    url: string;
    applicationCategory: string;
    offers: { '@type': string; price: string };
    potentialAction: {
      '@type': string;
      target: string;
      'mathExpression-input': string;
      eduQuestionType: string[];
    };
  };
  expect(new URL(app.url).pathname).toBe('/solve');
  expect(app.applicationCategory).toBe('EducationalApplication');
  expect(app.offers).toMatchObject({ '@type': 'Offer', price: '0' });
  expect(app.potentialAction['@type']).toBe('SolveMathAction');
  expect(app.potentialAction.target).toMatch(/\/solve\?q=\{math_expression_string\}$/);
  expect(app.potentialAction['mathExpression-input']).toBe('required name=math_expression_string');
  expect(app.potentialAction.eduQuestionType).toContain('Quadratic Equation');
});

test('/tools lists every tool as an ItemList: its page, or its place on /tools', async ({
  request,
}) => {
  const list = jsonLd(await (await request.get('/tools')).text()).find(
    (d) => d['@type'] === 'ItemList',
  ) as {
    numberOfItems: number;
    itemListElement: Array<{ '@type': string; position: number; name: string; url: string }>;
  };
  expect(list.numberOfItems).toBe(tools.length);
  expect(list.itemListElement.map((i) => i.name).sort()).toEqual(tools.map((t) => t.name).sort());
  for (const [i, item] of list.itemListElement.entries()) {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(i + 1);
    const url = new URL(item.url);
    if (url.hash) expect(`${url.pathname}${url.hash}`).toMatch(/^\/tools#[a-z0-9-]+$/);
    else expect(routes).toContain(url.pathname);
    expect((await request.get(url.pathname)).status()).toBe(200);
  }
});

test('after client-side navigation, <head> names the same share image as the prerendered page', async ({
  page,
  request,
}) => {
  const target = '/tools/quadratic-equation-solver';
  const raw = await (await request.get(target)).text();
  await page.goto('/tools');
  await waitForHydration(page);
  // A mark on the window survives only navigations that do not reload the page.
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await page.locator(`main a[href="${target}"]`).first().click();
  await expect(page).toHaveTitle(titleOf(raw)?.replace(/&amp;/g, '&') ?? '');
  expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
  const meta = (key: string) =>
    page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');
  for (const key of ['og:image', 'og:image:alt', 'twitter:image', 'twitter:card']) {
    const expected = attr(raw, new RegExp(`(?:property|name)="${key}" content="([^"]+)"`));
    expect(await meta(key), key).toBe(expected?.replace(/&amp;/g, '&'));
  }
});

test('robots.txt and sitemap.xml list every route with absolute URLs', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  const sitemapUrl = robots.match(/Sitemap: (\S+)/)?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  // Every route in every language (/solve, /es/solve, …).
  const inEveryLanguage = languages.flatMap((l) => routes.map((r) => localizedPath(r, l)));
  expect(locs.sort()).toEqual(inEveryLanguage.sort());
});

test('csp.json holds the hash of every inline script, and the server allows it', async ({
  request,
}) => {
  const { scriptHashes } = (await (await request.get('/csp.json')).json()) as {
    scriptHashes: string[];
  };
  const res = await request.get('/');
  const html = await res.text();
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    (m) =>
      `sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}`,
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const hash of inline) {
    expect(scriptHashes).toContain(hash);
    expect(res.headers()['content-security-policy']).toContain(`'${hash}'`);
  }
  expect(html).not.toMatch(/\son[a-z]+="/); // no inline event handlers
});

test('assets are cached immutably, pages revalidate', async ({ request }) => {
  const res = await request.get('/');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const asset = (await res.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
  const assetRes = await request.get(asset);
  expect(assetRes.status()).toBe(200);
  expect(assetRes.headers()['cache-control']).toContain('immutable');
});
