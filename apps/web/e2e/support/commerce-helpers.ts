/** Shared helpers for the practice, marketplace, pricing, checkout and contact specs. */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const toast = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/**
 * axe in the light and then the dark theme on the page's current state: the theme is the
 * `data-theme` attribute the toggle sets, so flipping it re-renders every colour in place.
 * A toast on screen is hovered first: it closes itself after 5 s with a fade, and two scans on a
 * slow machine can take longer, so axe measured the contrast of a half-faded toast. Hovering
 * pauses its timer, as it does for a reader, and axe sees it as it is painted while open.
 */
export async function expectNoAxeViolationsInBothThemes(
  page: Page,
  expectNoAxeViolations: () => Promise<void>,
): Promise<void> {
  const open = toast(page).and(page.locator('[data-state="open"]'));
  if ((await open.count()) > 0) {
    // On a loaded machine its 5 s can run out between the count and the hover; then it has
    // closed and there is no toast left for axe to see.
    await open
      .first()
      .hover({ timeout: 5_000 })
      .catch(() => expect(open).toHaveCount(0));
  }
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations();
  }
}

/** Answers an API path with a status and JSON body instead of the real server. */
export async function fakeApi(page: Page, path: string, status: number, body: unknown) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/**
 * A `POST /api/purchases/confirm` answer for a Geometry Essentials payment, for `fakeApi`: how it
 * stands, whether this browser holds it, and a visitor that owns nothing.
 */
export const confirmAnswer = (status: string, held = true) => ({
  status,
  productId: 'geometry-essentials',
  held,
  purchases: { products: [], plan: null, ownedPackIds: [], restoreCode: null, freeProblems: null },
});

/** Holds requests to `path` until `release()` (to see the in-flight state), then lets them through. */
export async function holdApi(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
