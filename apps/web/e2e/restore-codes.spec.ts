/**
 * A restore code's lifecycle, on a server with (fake) Stripe: a restore adds to what a browser
 * owns and says so first; New restore code replaces the code (the old one stops working);
 * Forget this browser lets go of the purchases, which the code brings back. The packs are bought
 * through the API (the checkout itself is covered by checkout.spec.ts and purchases.spec.ts).
 */
import { RESTORE_CODE_PATTERN } from '@mathtools/contracts/paths';
import type { Browser, Page } from '@playwright/test';
import { expect, test, viewports, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes, fakeApi, toast } from './support/commerce-helpers';
import { type FakeStripe, useStripeBackedServer } from './support/commerce-stripe';

// Several browsers, purchases and axe in two themes on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const RESTORE_NOTE =
  "The code's purchases will be added to this browser. What this browser owns now stays here, and your own restore code keeps working.";
const NEW_CODE_CONFIRM =
  'Your current code will stop working. Browsers that already used it keep their purchases.';
const FORGET_CONFIRM =
  'This browser will no longer have these purchases. Keep your restore code to get them back.';

const ALGEBRA = { id: 'algebra-foundations', title: 'Algebra Foundations', price: 19.99 };
const GEOMETRY = { id: 'geometry-essentials', title: 'Geometry Essentials', price: 14.99 };

type Owned = { ownedPackIds: string[]; restoreCode: string | null };
const purchasesOf = async (page: Page) =>
  (await (await page.request.get('/api/purchases')).json()) as Owned;

const packCard = (page: Page, title: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: title }) });

/** Buys a pack for the page's visitor without the card form: the intent, paid, confirmed. */
async function buy(page: Page, fake: FakeStripe, pack: { id: string; price: number }) {
  // The visitor cookie, from a first call that needs one (400 `cookie_required` sets it).
  await page.request.get('/api/practice/offline-seeds');
  const created = await page.request.post('/api/create-payment-intent', {
    data: { productId: pack.id, amount: pack.price },
  });
  expect(created.status()).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const id = clientSecret.split('_secret_')[0] ?? '';
  await fake.confirm(id);
  const confirmed = await page.request.post('/api/purchases/confirm', {
    data: { paymentIntentId: id },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  const owned = await purchasesOf(page);
  expect(owned.ownedPackIds).toContain(pack.id);
  expect(owned.restoreCode).toMatch(RESTORE_CODE_PATTERN);
  return owned.restoreCode ?? '';
}

/** The restore code shown in the bar above the packs, its disclosure opened. */
async function shownCode(page: Page) {
  const bar = page.getByTestId('purchases-bar');
  const summary = bar.getByText('Your restore code', { exact: true });
  if ((await bar.locator('details').getAttribute('open')) === null) await summary.click();
  return bar.getByTestId('restore-code');
}

async function openMarketplace(page: Page) {
  await page.goto('/marketplace');
  await waitForHydration(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

test.describe('restore codes', () => {
  const stripeServer = useStripeBackedServer({ ports: 'free' });

  async function newBrowser(browser: Browser) {
    const context = await browser.newContext({ baseURL: stripeServer().baseURL });
    const page = await context.newPage();
    return { context, page };
  }

  test('a restore adds to what this browser owns, and says so before Restore; this browser keeps its own code (axe)', async ({
    page,
    browser,
    expectNoAxeViolations,
  }) => {
    const fake = stripeServer().fake;
    const other = await newBrowser(browser);
    try {
      const otherCode = await buy(other.page, fake, ALGEBRA);
      const ownCode = await buy(page, fake, GEOMETRY);

      await openMarketplace(page);
      await page.getByRole('button', { name: 'Restore purchases' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore purchases' });
      await expect(dialog.getByTestId('restore-adds-note')).toHaveText(RESTORE_NOTE);
      // The field points to it, so a screen reader hears it before Restore.
      const noteId = await dialog.getByTestId('restore-adds-note').getAttribute('id');
      await expect(dialog.getByLabel('Restore code')).toHaveAttribute(
        'aria-describedby',
        new RegExp(`\\b${noteId}\\b`),
      );
      await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

      await dialog.getByLabel('Restore code').fill(otherCode);
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page)).toContainText('Purchases restored');
      // Both packs are here now, and the code shown is still this browser's own.
      for (const pack of [ALGEBRA, GEOMETRY]) {
        await expect(packCard(page, pack.title).getByTestId('owned-badge')).toHaveText('Owned');
      }
      await expect(await shownCode(page)).toHaveText(ownCode);
      const after = await purchasesOf(page);
      expect(after.restoreCode).toBe(ownCode);
      expect(after.ownedPackIds).toEqual(expect.arrayContaining([ALGEBRA.id, GEOMETRY.id]));
      // The other browser still has its pack.
      expect((await purchasesOf(other.page)).ownedPackIds).toContain(ALGEBRA.id);
    } finally {
      await other.context.close();
    }

    // A browser that owns nothing gets no such note.
    const fresh = await newBrowser(browser);
    try {
      await openMarketplace(fresh.page);
      await fresh.page.getByRole('button', { name: 'Restore purchases' }).click();
      const dialog = fresh.page.getByRole('dialog', { name: 'Restore purchases' });
      await expect(dialog.getByLabel('Restore code')).toBeVisible();
      await expect(dialog.getByTestId('restore-adds-note')).toHaveCount(0);
      await expect(dialog).not.toContainText('will be added to this browser');
    } finally {
      await fresh.context.close();
    }
  });

  test('New restore code: confirmed first (keyboard), Cancel keeps the code, a failure loses nothing, then the old code stops working (axe)', async ({
    page,
    browser,
    expectNoAxeViolations,
  }) => {
    const fake = stripeServer().fake;
    const oldCode = await buy(page, fake, ALGEBRA);
    await openMarketplace(page);
    const code = await shownCode(page);
    await expect(code).toHaveText(oldCode);
    const bar = page.getByTestId('purchases-bar');
    const open = bar.getByRole('button', { name: 'New restore code' });

    // Keyboard: Enter opens the confirmation, focus starts on Cancel, Escape closes it.
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'New restore code' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(NEW_CODE_CONFIRM);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(code).toHaveText(oldCode);

    // Cancel: nothing changes.
    await open.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await purchasesOf(page)).restoreCode).toBe(oldCode);

    // The server failing: the reason in the dialog, which stays open; the code still works.
    await fakeApi(page, '/api/purchases/code', 500, {
      error: { code: 'internal_error', message: 'Internal Server Error' },
    });
    await open.click();
    await dialog.getByRole('button', { name: 'Make a new code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'A new restore code could not be made just now. Your current code still works. Please try again.',
    );
    await expect(dialog.getByRole('button', { name: 'Make a new code' })).toBeEnabled();
    await expect(code).toHaveText(oldCode);
    await page.unroute('**/api/purchases/code');

    // Confirmed: a new code, said in the status line; focus back on the button.
    const rotated = page.waitForResponse((r) => r.url().endsWith('/api/purchases/code'));
    await dialog.getByRole('button', { name: 'Make a new code' }).click();
    expect((await rotated).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(code).not.toHaveText(oldCode);
    const newCode = (await code.textContent()) ?? '';
    expect(newCode).toMatch(RESTORE_CODE_PATTERN);
    expect((await purchasesOf(page)).restoreCode).toBe(newCode);
    await expect(bar.getByTestId('restore-code-status')).toHaveText(
      'Your new restore code is ready. The old code no longer works.',
    );

    // Another browser: the old code is refused, the new one restores the pack.
    const other = await newBrowser(browser);
    try {
      await openMarketplace(other.page);
      await other.page.getByRole('button', { name: 'Restore purchases' }).click();
      const restore = other.page.getByRole('dialog', { name: 'Restore purchases' });
      await restore.getByLabel('Restore code').fill(oldCode);
      await restore.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(restore.getByRole('alert')).toContainText(
        'We could not find that restore code.',
      );
      await restore.getByLabel('Restore code').fill(newCode);
      await restore.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(restore).toBeHidden();
      await expect(packCard(other.page, ALGEBRA.title).getByTestId('owned-badge')).toBeVisible();
    } finally {
      await other.context.close();
    }
  });

  test('Forget this browser: confirmed first, a failure loses nothing, then the packs leave and the code shown brings them back (390 px, axe)', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(viewports.mobile);
    const code = await buy(page, stripeServer().fake, GEOMETRY);
    await openMarketplace(page);
    await expect(await shownCode(page)).toHaveText(code);
    const bar = page.getByTestId('purchases-bar');
    const open = bar.getByRole('button', { name: 'Forget this browser' });
    const dialog = page.getByRole('alertdialog', { name: 'Forget this browser' });

    await open.click();
    await expect(dialog).toContainText(FORGET_CONFIRM);
    // The code to keep is in the dialog too.
    await expect(dialog).toContainText(code);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect((await purchasesOf(page)).ownedPackIds).toContain(GEOMETRY.id);

    await fakeApi(page, '/api/purchases/forget', 503, {
      error: { code: 'service_unavailable', message: 'Service unavailable' },
    });
    await open.click();
    await dialog.getByRole('button', { name: 'Forget this browser' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This browser could not forget its purchases just now. Nothing has changed. Please try again.',
    );
    await expect(dialog.getByRole('button', { name: 'Forget this browser' })).toBeEnabled();
    expect((await purchasesOf(page)).ownedPackIds).toContain(GEOMETRY.id);
    await page.unroute('**/api/purchases/forget');

    await dialog.getByRole('button', { name: 'Forget this browser' }).click();
    await expect(dialog).toBeHidden();
    const forgotten = page.getByTestId('browser-forgotten');
    await expect(forgotten).toBeFocused();
    await expect(forgotten).toContainText('This browser no longer has your purchases.');
    await expect(forgotten.getByTestId('restore-code')).toHaveText(code);
    await expect(
      packCard(page, GEOMETRY.title).getByRole('link', { name: /^Buy Now/ }),
    ).toBeVisible();
    const after = await purchasesOf(page);
    expect(after.ownedPackIds).toEqual([]);
    expect(after.restoreCode).toBeNull();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

    // The code kept brings the pack back.
    await page.getByRole('button', { name: 'Restore purchases' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore purchases' });
    await expect(restore.getByTestId('restore-adds-note')).toHaveCount(0);
    await restore.getByLabel('Restore code').fill(code);
    await restore.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(restore).toBeHidden();
    await expect(packCard(page, GEOMETRY.title).getByTestId('owned-badge')).toBeVisible();
    await expect(forgotten).toHaveCount(0);

    // Holding purchases only through a restored code (a shared computer), the browser has no code
    // of its own to show or replace, but can still be forgotten.
    await expect(bar.getByRole('button', { name: 'New restore code' })).toHaveCount(0);
    await expect(bar.getByText('Your restore code', { exact: true })).toHaveCount(0);
    await open.click();
    await expect(dialog).toContainText(FORGET_CONFIRM);
    await expect(dialog).not.toContainText(code);
    await dialog.getByRole('button', { name: 'Forget this browser' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      packCard(page, GEOMETRY.title).getByRole('link', { name: /^Buy Now/ }),
    ).toBeVisible();
    expect((await purchasesOf(page)).ownedPackIds).toEqual([]);
  });
});
