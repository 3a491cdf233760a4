import { expect, test, viewports, waitForHydration } from './fixtures';
import { headerLinks } from './routes';

test.use({ viewport: viewports.desktop });

test('header links navigate client-side and mark the current page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // A mark on the window survives only navigations that do not reload the page.
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of headerLinks) {
    await nav.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(link.name);
  }
  expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
});

test('a link clicked with Ctrl or Cmd opens its page in a new tab and leaves this one', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const opened = context.waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing', exact: true })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/pricing$/);
  await expect(page).toHaveURL(/\/$/);
  await tab.close();
});

test('a tool page highlights Tools; Contact Us goes to /contact', async ({ page }) => {
  await page.goto('/tools/unit-converter');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Tools', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('home hero and resource cards link where the spec says', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Try Free Tools' }).first()).toHaveAttribute(
    'href',
    '/tools',
  );
  await expect(main.getByRole('link', { name: 'Start Learning' }).first()).toHaveAttribute(
    'href',
    '/practice',
  );
  await expect(main.getByRole('link', { name: /Browse the tools/ })).toHaveAttribute(
    'href',
    '/tools',
  );
  await expect(main.getByRole('link', { name: /Start practising/ })).toHaveAttribute(
    'href',
    '/practice',
  );
  await expect(main.getByRole('link', { name: /See the packs/ })).toHaveAttribute(
    'href',
    '/marketplace',
  );
  await main.getByRole('link', { name: 'Try Free Tools' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Math Tools & Calculators' }),
  ).toBeVisible();
});

test('footer has every spec link, social links that open safely, and a support contact', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/tools#logarithm',
    '/tools#unit-converter',
    '/tools#time-calculator',
    '/tools#calculators',
    '/practice',
    '/privacy',
    '/terms',
    '/contact',
    '/about',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  const social = footer.locator('a[target="_blank"]');
  expect(await social.count()).toBeGreaterThanOrEqual(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAccessibleName(/^MathTools on /);
  }
  await expect(footer.getByRole('link', { name: /support@/ })).toHaveAttribute('href', /^mailto:/);
});

test('support help cards link to contact, how it works and the coming-soon community', async ({
  page,
}) => {
  await page.goto('/support');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Send a message/ })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('link', { name: /Read how it works/ })).toHaveAttribute(
    'href',
    '/how-it-works',
  );
  await expect(main.getByRole('link', { name: 'Coming soon' })).toHaveAttribute('href', '#');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('page code that cannot be fetched', () => {
  test.use({ allowConsoleErrors: true });

  test('a page that cannot be downloaded: the header stays, Try again or another link works', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const chunk = '**/assets/pricing-*.js';
    let fetches = 0;
    await page.route(chunk, (r) => {
      fetches++;
      return r.abort('internetdisconnected');
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be loaded',
    );
    await expect(page.getByRole('main')).toContainText(
      'Check your internet connection, then try again.',
    );
    // A failed fetch is not retried on every render (that loop made hundreds of requests a
    // second): after thirty more frames painted, still at most the first try and one retry.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 30;
          const next = () => (--frames > 0 ? requestAnimationFrame(next) : resolve());
          requestAnimationFrame(next);
        }),
    );
    expect(fetches).toBeLessThanOrEqual(2);
    // Another page still opens; coming back still fails while the chunk cannot be fetched.
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'This page could not be loaded',
    );
    await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be loaded',
    );
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'This page could not be loaded',
    );
    await expect(page.getByRole('main')).toContainText('Pro');
    // React reports each error the page's boundary caught; nothing else may be logged.
    for (const error of consoleErrors)
      expect(error).toMatch(/Failed to fetch dynamically imported module/);
  });
});
