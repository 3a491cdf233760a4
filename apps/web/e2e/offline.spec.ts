import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { calculate, fill } from './tools-helpers';

// This spec is about the service worker: let the site register it.
test.use({ serviceWorkers: 'allow' });

/**
 * How long a service worker may take to install: it precaches its language's pages and every
 * script but the other languages' words (about 285 files, 2.9 MB). On a slow shared 2-core host
 * that once took over 20 s; this bounds a hang, it is not a speed target.
 */
const INSTALL_MS = 60_000;
// Each test installs a worker at least once.
test.describe.configure({ timeout: 3 * INSTALL_MS });

/**
 * First visit: the service worker installs (precaching its language's pages and the assets) and
 * takes over. `hydrated` waits for React, by default on an English page.
 */
async function firstVisit(
  page: Page,
  path = '/',
  hydrated: (page: Page) => Promise<void> = waitForHydration,
): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    { timeout: INSTALL_MS },
  );
}

/** The build the e2e server serves (see scripts/e2e-server.mjs). */
const dist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.WEB_DIST_DIR ?? 'dist',
);
const swFiles = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((f) => path.join(dist, f));
let savedSw: Buffer[] | null = null;

/** Rewrites sw.js as a new build would (a byte changes), keeping the original to restore. */
function deployNewServiceWorker(): void {
  savedSw = swFiles.map((f) => readFileSync(f));
  const next = Buffer.concat([savedSw[0] as Buffer, Buffer.from('\n// next build\n')]);
  writeFileSync(swFiles[0] as string, next);
  writeFileSync(swFiles[1] as string, brotliCompressSync(next));
  writeFileSync(swFiles[2] as string, gzipSync(next));
}

test.afterEach(() => {
  if (!savedSw) return;
  for (const [i, file] of swFiles.entries()) writeFileSync(file, savedSw[i] as Buffer);
  savedSw = null;
});

/** The files under dist/assets that are a language's own words (its messages, its maths). */
const wordChunksOf = (language: string): string[] =>
  readdirSync(path.join(dist, 'assets'))
    .filter((f) => new RegExp(`^${language}-[\\w-]{8}\\.js$`).test(f))
    .map((f) => `/assets/${f}`)
    .sort();

/** The language chunks the service worker precached, whichever language they are in. */
const precachedWordChunks = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const { pathname } = new URL(request.url);
        if (/^\/assets\/(en|es|fr|de|pt)-[\w-]{8}\.js$/.test(pathname)) urls.push(pathname);
      }
    }
    return urls.sort();
  });

/** Hydrated, on a Spanish page: the theme toggle's label is then the Spanish one. */
const hydratedInSpanish = (page: Page) =>
  expect(page.getByTestId('theme-toggle')).toHaveAttribute(
    'aria-label',
    /^Cambiar al tema (oscuro|claro)$/,
  );

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('the manifest names the app and its icons, and the icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'MathTools', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('/favicon.ico is the icon, for browsers and tools that ask for it by that name', async ({
  request,
}) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/vnd.microsoft.icon');
  const ico = await res.body();
  // An icon directory (reserved 0, type 1) of 16, 32 and 48 px images, each a PNG.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
  const sizes = [0, 1, 2].map((i) => ico[6 + 16 * i]);
  expect(sizes).toEqual([16, 32, 48]);
  const first = ico.readUInt32LE(6 + 12);
  expect(ico.subarray(first, first + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
});

test('after one visit, the calculators and the converter work with the network off', {
  tag: '@flow',
}, async ({ page, context }) => {
  await firstVisit(page);
  // An English visitor's worker has the English words, not the other four languages'.
  expect(await precachedWordChunks(page)).toEqual(wordChunksOf('en'));
  await goOffline(context, page);

  // A full page load of a page never opened before, straight from the service worker.
  await page.goto('/tools/percentage-calculator');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Calculate a percentage of a number' });
  await fill(card, { Value: '80', 'Percentage (%)': '25' });
  await calculate(card);
  await expect(card.getByTestId('percentage-result')).toContainText('25% of 80 = 20');

  // A shared link with its inputs in the query string.
  await page.goto('/tools/percentage-calculator?value=200&percentage=15');
  await waitForHydration(page);
  await expect(page.getByTestId('percentage-result')).toContainText('15% of 200 = 30');

  // Client-side navigation to another tool: its code chunk comes from the cache too.
  await page.goto('/tools');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Converters' }).click();
  const converter = page.locator('#unit-converter');
  await fill(converter, { Value: '5' });
  await calculate(converter);
  await expect(converter.getByTestId('unit-result').locator('p').first()).toHaveText(
    '5 inches = 12.7000 centimeters',
  );
});

test('after one visit in Spanish, the Spanish pages work with the network off', async ({
  page,
  context,
}) => {
  await firstVisit(page, '/es/', hydratedInSpanish);
  // The Spanish pages' own worker, with the Spanish words and none of the other languages'.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/es\/sw\.js$/,
  );
  expect(await precachedWordChunks(page)).toEqual(wordChunksOf('es'));
  await goOffline(context, page);

  await page.goto('/es/tools/percentage-calculator?value=200&percentage=15');
  await hydratedInSpanish(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('percentage-result')).toContainText('el 15 % de 200 = 30');
  // Its working is worded in Spanish from math-core's Spanish entry, precached with the pages.
  await expect(page.getByTestId('percentage-result').locator('ol > li').first()).toContainText(
    'Un porcentaje es un número de centésimas',
  );
});

/** The paths a runtime cache of the service worker holds. */
const cachedPaths = (page: Page, cacheName: string): Promise<string[]> =>
  page.evaluate(async (name) => {
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname).sort();
  }, cacheName);

test('an English visitor’s worker keeps the page and words they read in another language', async ({
  page,
}) => {
  await firstVisit(page);
  // A French page opened before French's own worker is registered: the English worker answers it
  // from the network and keeps it, and the French words it loads.
  await page.goto('/fr/tools/age-calculator');
  await waitForHydration(page, 'fr');
  expect(await cachedPaths(page, 'pages-in-other-languages')).toEqual(['/fr/tools/age-calculator']);
  const words = (await cachedPaths(page, 'words-in-other-languages')).filter((p) =>
    /^\/assets\/[a-z]{2}-[\w-]{8}\.js$/.test(p),
  );
  expect(words.length).toBeGreaterThan(0);
  expect(words.filter((p) => !wordChunksOf('fr').includes(p))).toEqual([]);
});

test('after one visit, the solver works with the network off', async ({ page, context }) => {
  await firstVisit(page);
  await goOffline(context, page);

  // A shared link to a page never opened before: solved in the browser by math-core.
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await expect(page.getByTestId('solve-result').locator('ol > li math').first()).toBeVisible();

  // A problem typed while offline.
  const box = page.getByRole('textbox', { name: 'Problem' });
  await box.fill('2x+3=7');
  await box.press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
});

test.describe('pages that need the server', () => {
  // Their data requests fail while offline, and the browser logs that.
  test.use({ allowConsoleErrors: true });

  test('say plainly that they need a connection, and stop saying it once back online', async ({
    page,
    context,
  }) => {
    await firstVisit(page);
    await goOffline(context, page);
    await page.goto('/marketplace');
    const notice = page.getByRole('status').filter({ hasText: "You're offline" });
    await expect(notice).toContainText('This page needs an internet connection');
    // Practice works offline and says so itself, without the notice.
    await page.goto('/practice');
    await expect(page.getByTestId('offline-practice-notice')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto('/marketplace');
    await expect(notice).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    // The tools never show it.
    await page.goto('/tools/unit-converter');
    await waitForHydration(page);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await expect(page.getByText("You're offline")).toHaveCount(0);
  });
});

test('a new version is offered, and taken only when the visitor asks', async ({ page }) => {
  await firstVisit(page, '/tools/unit-converter');
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of MathTools' });
  await expect(prompt).toHaveCount(0);

  // The next deployment: the server now has a different sw.js (and its compressed copies).
  // Playwright cannot route a service worker's own script, so the built file itself changes.
  await deployNewServiceWorker();
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(prompt).toBeVisible({ timeout: INSTALL_MS });

  // Until the visitor accepts, the old worker keeps serving this page.
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(before).toMatch(/\/sw\.js$/);
  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: 'Refresh' }).click(),
  ]);
  await waitForHydration(page);
  await expect(prompt).toHaveCount(0);
  const waiting = await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
  );
  expect(waiting).toBeNull();
});
