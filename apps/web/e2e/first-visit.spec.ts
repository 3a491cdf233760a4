/**
 * A brand-new visitor's first page: no request fails and the console stays clean. The calls that
 * keep something for the visitor need its cookie; the page asks `POST /api/visitor` for it once,
 * before the first of them, instead of meeting 400 `cookie_required` (which the browser logs as
 * an error, and Lighthouse counts against best practices).
 */
import { apiPaths, VISITOR_COOKIE } from '@mathtools/contracts/paths';
import type { Page } from '@playwright/test';
import { expect, scrollTowardSkills, test, viewports, waitForHydration } from './fixtures';

/** Every console error (the browser's own "Failed to load resource" too) and every 4xx/5xx answer. */
function watch(page: Page) {
  const errors: string[] = [];
  const failed: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return { errors, failed, requests };
}

test.use({ viewport: viewports.mobile });

for (const path of ['/practice', '/solve', '/tools', '/teach']) {
  test(`a first visit to ${path} logs no error and no request fails`, async ({ page, context }) => {
    expect(await context.cookies()).toEqual([]);
    const seen = watch(page);
    // /practice asks for the seeds once the page has read its URL after hydration, which a busy
    // host can put after the network's first quiet half-second: wait for that answer itself.
    const seedsAnswered =
      path === '/practice'
        ? page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.offlineSeeds)
        : undefined;
    await page.goto(path);
    await waitForHydration(page);
    await seedsAnswered;
    await page.waitForLoadState('networkidle');
    expect(seen.failed).toEqual([]);
    expect(seen.errors).toEqual([]);
    if (path === '/practice') {
      // The page did call for what needs the cookie (the seeds for offline practice), after one
      // visit that set it.
      const seeds = `GET ${apiPaths.offlineSeeds}`;
      const visit = `POST ${apiPaths.visitor}`;
      expect(seen.requests).toContain(seeds);
      expect(seen.requests.filter((r) => r === visit)).toHaveLength(1);
      expect(seen.requests.indexOf(visit)).toBeLessThan(seen.requests.indexOf(seeds));
      expect((await context.cookies()).map((c) => c.name)).toContain(VISITOR_COOKIE);
    }
  });
}

test('/practice loads its skill list, below the first view, once the visitor moves', async ({
  page,
}) => {
  const seen = watch(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const skillsCode = () => scripts.filter((p) => /\/assets\/skills-[\w-]+\.js$/.test(p));
  await page.goto('/practice');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Algebra problem' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(skillsCode()).toEqual([]);
  await expect(page.getByTestId('skills-overview')).toHaveCount(0);

  await scrollTowardSkills(page);
  await expect(page.getByTestId('skills-overview').getByRole('list').first()).toBeVisible();
  expect(skillsCode().length).toBeGreaterThan(0);
  expect(seen.failed).toEqual([]);
});

test('a keyboard visitor’s first Tab loads the skill list before they reach it', async ({
  page,
}) => {
  await page.goto('/practice');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('skills-overview')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skills-overview').getByRole('list').first()).toBeAttached();
});
