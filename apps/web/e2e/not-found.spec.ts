import { expect, test, waitForHydration } from './fixtures';

const unknown = ['/discount-calculator', '/tip-calculator', '/no/such/page', '/tools/nope'];

for (const path of unknown) {
  test(`${path} answers 404 with the Page Not Found page`, {
    tag: path === '/no/such/page' ? '@flow' : [],
  }, async ({ page, request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
    expect(html).toContain('<meta data-seo name="robots" content="noindex">');

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    // The shell is there too.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('client-side navigation to an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tip-calculator');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});
