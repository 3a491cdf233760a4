import { expect, test, waitForHydration } from './fixtures';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('defaults to the system preference', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await context.close();
  }
});

test('the toggle switches theme, saves it under "theme" and keeps it across reloads', {
  tag: '@flow',
}, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBackground = await background(page);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  expect(await background(page)).not.toBe(lightBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the saved theme is applied before first paint (no flash, even before JS loads)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Hold the app's JavaScript back: whatever shows now is the prerendered HTML + CSS + inline script.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts delay DOMContentLoaded, so wait for the parsed content instead.
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The stylesheet is render-blocking, so nothing is painted before it applies; it may still be
  // arriving when the DOM is already there, hence the poll. The app's JS is still held here.
  await expect.poll(() => background(page)).toBe('rgb(11, 17, 32)');
  expect(
    await page.evaluate(() => document.getElementById('root')?.innerHTML.length),
  ).toBeGreaterThan(1000);
  release();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
