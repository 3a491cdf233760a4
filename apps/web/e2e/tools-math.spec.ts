import type { Page } from '@playwright/test';
import { tools } from '../src/features/tools/registry';
import { expect, presetTheme, test, viewports } from './fixtures';
import { calculate, open, tabNames, validInputs } from './tools-helpers';

/**
 * Every tool's result shows math-core's working as MathML that the browser typesets itself
 * (no script), readable in both themes and at phone and desktop widths. The axe runs here are
 * also the ones for /tools with each tab's results on screen (with the loan's schedule opened
 * and a second GPA course row).
 */

/** Each tool of a tab calculated, so its result (the live region) holds typeset maths. */
async function calculateTab(page: Page, tab: keyof typeof tabNames): Promise<void> {
  await page.getByRole('tab', { name: tabNames[tab] }).click();
  for (const tool of tools.filter((t) => t.tab === tab)) {
    const card = page.locator(`#${tool.id}`);
    await validInputs[tool.id](card);
    await calculate(card);
    await expect(card.locator('[aria-live="polite"] math').first()).toBeVisible();
  }
}

/** The page never scrolls sideways: a long formula scrolls inside its own box. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow of the page (px)').toBeLessThanOrEqual(0);
}

test.describe('typeset results', () => {
  test.use({ viewport: viewports.desktop });

  test('every tool in the registry shows its working as MathML laid out by the browser', async ({
    page,
  }) => {
    test.slow(); // all 18 tools filled in and calculated on a shared machine
    expect(Object.keys(validInputs).sort()).toEqual(tools.map((t) => t.id).sort());
    await open(page, '/tools');
    for (const tab of ['math-tools', 'calculators', 'converters'] as const) {
      await calculateTab(page, tab);
    }
    for (const tool of tools) {
      const result = page.locator(`#${tool.id} [aria-live="polite"]`);
      await page.getByRole('tab', { name: tabNames[tool.tab] }).click();
      const maths = result.locator('math');
      expect(await maths.count(), `${tool.id}: <math> elements in the result`).toBeGreaterThan(0);
      // Native MathML layout: Chromium gives <math> its own display type and a real box.
      const laidOut = await maths.evaluateAll((els) =>
        els.map((el) => ({
          display: getComputedStyle(el).display,
          height: el.getBoundingClientRect().height,
        })),
      );
      for (const box of laidOut) {
        expect(box.display, `${tool.id}: display of <math>`).toMatch(/math/);
        expect(box.height, `${tool.id}: height of <math>`).toBeGreaterThan(0);
      }
    }
  });

  test('a formula wider than a phone scrolls in its own box and joins the tab order', async ({
    page,
  }) => {
    // The fraction page's worked examples hold two block formulas wider than 320 px.
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, '/tools/fraction-calculator');
    const focusable = page.locator('span[tabindex="0"]:has(> math)');
    await expect(focusable).toHaveCount(2);
    const first = focusable.first();
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoPageOverflow(page);
    // A window wide enough for every formula: none of them is a scroll region any more.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(focusable).toHaveCount(0);
  });

  test('the dedicated pages are prerendered with their worked examples as MathML', async ({
    request,
  }) => {
    for (const tool of tools) {
      if (!tool.page) continue;
      const html = await (await request.get(tool.page.path)).text();
      expect(
        html.match(/<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"[ >]/g)?.length ?? 0,
        `${tool.page.path}: <math> in the prerendered HTML`,
      ).toBeGreaterThan(0);
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of ['mobile', 'desktop'] as const) {
    test.describe(`${theme}, ${width}`, () => {
      test.use({ viewport: viewports[width], colorScheme: theme });

      test('axe finds nothing with every result typeset on screen', async ({
        page,
        expectNoAxeViolations,
      }) => {
        test.slow(); // every tool calculated and three axe runs on a shared machine
        await presetTheme(page, theme);
        await open(page, '/tools');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const tab of ['math-tools', 'calculators', 'converters'] as const) {
          if (tab === 'calculators') {
            // A second course row in the GPA card, before it calculates.
            await page.getByRole('tab', { name: tabNames[tab] }).click();
            await page.locator('#gpa').getByRole('button', { name: 'Add Course' }).click();
          }
          await calculateTab(page, tab);
          // The loan's schedule opened at a year.
          if (tab === 'calculators') {
            await page.locator('#loan').getByRole('button', { name: 'Year 1' }).click();
          }
          await expectNoPageOverflow(page);
          await expectNoAxeViolations();
        }
      });

      test('axe finds nothing on the logarithm page, all of its examples typeset', async ({
        page,
        expectNoAxeViolations,
      }) => {
        await presetTheme(page, theme);
        await open(page, '/tools/logarithm-simplifier?base=4&value=8');
        await expect(page.getByTestId('log-result').locator('math').first()).toBeVisible();
        await expect(page.locator('#exact math').first()).toBeVisible();
        await expectNoPageOverflow(page);
        await expectNoAxeViolations();
      });

      test('screenshots: the log result and the loan', async ({ page }, testInfo) => {
        await presetTheme(page, theme);
        await open(page, '/tools?tool=logarithm&base=4&value=8');
        const log = page.getByTestId('log-result');
        await expect(log.locator('math').first()).toBeVisible();
        await log.screenshot({ path: testInfo.outputPath(`log-${theme}-${width}.png`) });

        await open(page, '/tools?tool=loan&amount=10000&rate=5&years=3');
        const loan = page.locator('#loan');
        await expect(loan.getByTestId('loan-result').locator('math').first()).toBeVisible();
        await expectNoPageOverflow(page);
        await loan.screenshot({ path: testInfo.outputPath(`loan-${theme}-${width}.png`) });
      });
    });
  }
}
