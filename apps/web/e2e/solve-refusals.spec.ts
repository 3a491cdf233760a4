/**
 * What a student meets on a phone when the solver cannot take a problem, and around its answer:
 * the refusal whole above the docked keypad (also once its tool hint arrives), math-core's nearest
 * reading as one tap that solves it, the graph's trace coordinates never over a point's label, and
 * /tools search handing maths to the solver.
 */
import { solve } from '@mathtools/math-core';
import type { Locator, Page } from '@playwright/test';
import { expect, test, viewports, waitForHydration } from './fixtures';

const problemBox = (page: Page) => page.getByRole('textbox', { name: 'Problem' });

/** Types a problem with the keypad open, as on a phone, and solves it. */
async function solveWithKeypad(page: Page, problem: string) {
  await page.goto('/solve');
  await waitForHydration(page);
  await problemBox(page).click();
  await page.getByRole('button', { name: 'Keypad' }).click();
  await expect(page.getByRole('button', { name: 'Enter' })).toBeVisible();
  await problemBox(page).fill(problem);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
}

/** The part of the window nothing covers: under the sticky header, above the docked keypad. */
const uncovered = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      top: Number.parseFloat(style.scrollPaddingTop) || 0,
      bottom: window.innerHeight - (Number.parseFloat(style.scrollPaddingBottom) || 0),
    };
  });

async function expectWhollyUncovered(page: Page, box: Locator) {
  await expect
    .poll(async () => {
      const band = await uncovered(page);
      const r = await box.boundingBox();
      return r !== null && r.y >= band.top - 1 && r.y + r.height <= band.bottom + 1;
    })
    .toBe(true);
}

test.describe(`at ${viewports.mobile.width} × ${viewports.mobile.height}`, () => {
  test.use({ viewport: viewports.mobile });

  test('a refusal offers the nearest reading that solves, as one tap (axe, light and dark)', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const typed = 'x^2 blorp = 4';
    const refused = solve(typed);
    if (refused.ok || !refused.error.suggestion) throw new Error('math-core no longer suggests');
    const { suggestion } = refused.error;
    await solveWithKeypad(page, typed);
    const refusal = page.getByRole('alert').filter({ hasText: 'Can’t solve this' });
    await expect(refusal).toBeFocused();
    await expectWhollyUncovered(page, refusal);
    const link = refusal.getByRole('link', { name: `Solve “${suggestion}” instead` });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations({ include: '[role="alert"]' });
    }
    await link.click();
    await expect(page).toHaveURL(`/solve?${new URLSearchParams({ q: suggestion })}`);
    await expect(problemBox(page)).toHaveValue(suggestion);
    const solved = solve(suggestion);
    if (!solved.ok) throw new Error(solved.error.message);
    await expect(page.getByTestId('solve-answer')).toHaveText(solved.value.answer);
  });

  test('a refusal stays whole above the keypad when its tool hint arrives', async ({ page }) => {
    await solveWithKeypad(page, 'mean of 3, 4, blorp');
    const refusal = page.getByRole('alert').filter({ hasText: 'Can’t solve this' });
    await expect(refusal.getByTestId('tool-hint')).toBeVisible();
    await expectWhollyUncovered(page, refusal);
  });
});

test('the trace’s coordinates are never drawn over a marked point’s label', async ({ page }) => {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(`/solve?q=${encodeURIComponent('x^2-1=0')}`);
    const explorer = page
      .getByRole('application', { name: /^Graph explorer/ })
      .or(page.locator('[aria-label^="Graph explorer"]'));
    await explorer.first().focus();
    const labels = page.getByTestId('point-label');
    await expect(labels.filter({ hasText: 'x = 1' })).toHaveCount(1);
    // End: the last marked point, (1, 0), whose own label "x = 1" sat where its coordinates went.
    for (const key of ['End', 'Home', 'PageDown']) {
      await page.keyboard.press(key);
      const trace = page.getByTestId('trace-label');
      await expect(trace).toHaveText(/^\(.+\)$/);
      const t = await trace.boundingBox();
      if (!t) throw new Error('no trace label');
      for (const label of await labels.all()) {
        const l = await label.boundingBox();
        if (!l) continue;
        const apart =
          l.x >= t.x + t.width ||
          t.x >= l.x + l.width ||
          l.y >= t.y + t.height ||
          t.y >= l.y + l.height;
        expect(apart, `${await trace.textContent()} beside ${await label.textContent()}`).toBe(
          true,
        );
      }
    }
  }
});

test('/tools search hands maths to the solver, with the problem filled in', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  for (const [query, kind] of [
    ['2x+3=7', null],
    ['derivative of x^2', null],
    ['derivative', 'derivative'],
    ['matrix', 'matrix'],
  ] as const) {
    await page.goto(`/tools?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    const offer = page.getByRole('link', { name: /^Solve “.+” step by step$/ });
    await expect(offer).toHaveCount(1);
    const href = (await offer.getAttribute('href')) ?? '';
    const problem = new URL(href, 'http://x').searchParams.get('q') ?? '';
    if (kind === null) expect(problem).toBe(query);
    else {
      const solved = solve(problem);
      expect(solved.ok, problem).toBe(true);
      if (solved.ok) expect(solved.value.kind, problem).toContain(kind);
    }
    await offer.click();
    await expect(page).toHaveURL(/\/solve\?q=/);
    await expect(problemBox(page)).toHaveValue(problem);
    await expect(page.getByTestId('solve-answer')).toBeVisible();
  }
});
