import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The answer where the eyes are, graphs readable on a phone, tools that read people: at a phone's
// and a laptop's size. Each outcome's heading (or message) must sit in the band nothing covers:
// below the sticky header, above the docked keypad when it is open.

test.describe.configure({ timeout: 60_000 });

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const problemBox = (page: Page) => page.getByRole('textbox', { name: 'Problem' });
const keypad = (page: Page) => page.getByRole('toolbar', { name: 'Maths keypad' });
const key = (page: Page, name: string) => keypad(page).getByRole('button', { name, exact: true });

/** The band of the window nothing covers: from the header's bottom to the keypad's top. */
async function uncovered(page: Page): Promise<{ top: number; bottom: number }> {
  const header = await page.locator('body > #root > header').boundingBox();
  const dock = page.getByTestId('keypad');
  const keypadTop = (await dock.count()) ? (await dock.boundingBox())?.y : undefined;
  return {
    top: (header?.y ?? 0) + (header?.height ?? 0),
    bottom: keypadTop ?? page.viewportSize()!.height,
  };
}

/** Waits until `target` is wholly inside the uncovered band (smooth scrolling may still run). */
async function expectInView(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      const band = await uncovered(page);
      return box !== null && box.y >= band.top - 0.5 && box.y + box.height <= band.bottom + 0.5;
    })
    .toBe(true);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a solve with the keypad’s Enter: the heading is in view above the keypad, focused', {
      tag: viewport.width < 600 ? '@flow' : [],
    }, async ({ page }) => {
      await page.goto('/solve');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Keypad', exact: true }).click();
      await expect(keypad(page)).toBeVisible();
      await problemBox(page).fill('x^2+6x+5=0');
      await key(page, 'Enter').click();
      const heading = page.getByRole('heading', { name: 'Solution', exact: true });
      await expect(heading).toBeFocused();
      await expectInView(page, heading);
      // A refusal's message too, with the keypad still open.
      await problemBox(page).fill('2x+(3');
      await key(page, 'Enter').click();
      const refusal = page.getByRole('alert');
      await expect(refusal).toBeFocused();
      await expectInView(page, refusal);
    });

    test('solving from the home page and a shared link shows the answer without scrolling', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByLabel('Type a problem').fill('2x+3=7');
      await page.getByLabel('Type a problem').press('Enter');
      await expect(page.getByRole('heading', { name: 'Solution', exact: true })).toBeFocused();
      await expectInView(page, page.getByTestId('solve-answer'));

      await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
      await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
      await expectInView(page, page.getByRole('heading', { name: 'Solution', exact: true }));
      await expectInView(page, page.getByTestId('solve-answer'));
    });

    test('a practice grade’s verdict and a tool’s result come into view', async ({ page }) => {
      await page.goto('/practice');
      await waitForHydration(page);
      const answerBox = page.getByLabel('Your answer');
      await expect(answerBox).toBeVisible();
      await answerBox.fill('12345');
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      const verdict = page.getByRole('status').filter({ hasText: /Not quite|Correct/ });
      await expect(verdict).toBeVisible();
      await expectInView(page, verdict);

      await page.goto('/tools/percentage-calculator');
      await waitForHydration(page);
      const form = page.getByRole('region', { name: 'Calculate a percentage of a number' });
      await form.getByLabel('Percentage (%)').fill('15');
      await form.getByLabel('Value', { exact: true }).fill('240');
      await form.getByRole('button', { name: 'Calculate' }).click();
      const result = page.getByTestId('percentage-result');
      await expect(result).toContainText('15% of 240 = 36');
      await expectInView(page, result.getByText('Result:'));
    });

    test('the graph keeps three labelled ticks on each axis as it zooms and pans', async ({
      page,
    }) => {
      await page.goto('/solve?q=x%5E2%2B6x%2B5%3D0');
      const figure = page.getByTestId('graph');
      await expect(figure).toBeVisible();
      const labels = async () => {
        const origin = await figure.locator('text[data-axis="origin"]').count();
        return {
          x: (await figure.locator('text[data-axis="x"]').count()) + origin,
          y: (await figure.locator('text[data-axis="y"]').count()) + origin,
        };
      };
      const expectThree = async (when: string) => {
        await expect.poll(labels, { message: when }).toMatchObject({
          x: expect.any(Number),
          y: expect.any(Number),
        });
        const { x, y } = await labels();
        expect(x, `${when}: x labels`).toBeGreaterThanOrEqual(3);
        expect(y, `${when}: y labels`).toBeGreaterThanOrEqual(3);
      };
      await expectThree('as drawn');
      // Roots, vertex and intercept are labelled on the plot.
      await expect(figure.getByTestId('point-label')).toContainText(['(−3, −4)']);
      const zoomIn = figure.getByRole('button', { name: 'Zoom in' });
      const zoomOut = figure.getByRole('button', { name: 'Zoom out' });
      for (let i = 0; i < 3; i++) await zoomIn.click();
      await expectThree('zoomed in 3 times');
      for (let i = 0; i < 6; i++) await zoomOut.click();
      await expectThree('zoomed out to 1.5³ times the first window');
      // A drag far to the side: the axes leave the window, the labels stay along its edges.
      const svg = figure.locator('svg[role="img"]');
      const box = (await svg.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1, { steps: 5 });
      await page.mouse.up();
      await expectThree('after a drag');
      // The data table lists every marked point, and says which are outside the view now.
      await figure.getByRole('button', { name: 'Reset view' }).click();
      for (let i = 0; i < 4; i++) await zoomIn.click();
      await figure.getByRole('button', { name: 'Data table' }).click();
      const marked = figure.getByRole('table', { name: 'Marked points' });
      await expect(marked.locator('tbody tr')).toHaveCount(4);
      await expect(marked.getByRole('row', { name: /Vertex/ })).toBeVisible();
      await expect(marked).toContainText('No, outside the view');
    });

    test('tools read what people type', async ({ page }) => {
      await page.goto('/tools/percentage-calculator');
      await waitForHydration(page);
      const form = page.getByRole('region', { name: 'Calculate a percentage of a number' });
      // The question's order: 15 % of 240.
      const fields = form.getByRole('textbox');
      await expect(fields.nth(0)).toHaveAccessibleName('Percentage (%)');
      await expect(fields.nth(1)).toHaveAccessibleName('Value');
      // A decimal comma is a decimal point, as the solver reads it (never 125).
      await fields.nth(0).fill('12,5');
      await fields.nth(1).fill('80');
      await form.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByTestId('percentage-result')).toContainText('12.5% of 80 = 10');
      // A number past what can be calculated says so.
      await fields.nth(1).fill('1e400');
      await form.getByRole('button', { name: 'Calculate' }).click();
      await expect(form.getByTestId('tool-error')).toHaveText(
        '“1e400” is out of range: enter a number between −10^308 and 10^308.',
      );
      await expect(fields.nth(1)).toBeFocused();

      // A select of long names fits: nothing is cut off.
      await page.goto('/tools?q=cm%20to%20inches');
      await waitForHydration(page);
      const converter = page.locator('#unit-converter');
      await expect(converter.getByLabel('From')).toHaveValue('centimeters');
      await expect(converter.getByLabel('To')).toHaveValue('inches');
      await converter.getByLabel('From').selectOption('kilometers');
      for (const select of await converter.getByRole('combobox').all()) {
        const fits = await select.evaluate((el: HTMLSelectElement) => {
          const text = el.selectedOptions[0]?.text ?? '';
          const probe = document.createElement('span');
          probe.style.font = getComputedStyle(el).font;
          probe.style.position = 'absolute';
          probe.textContent = text;
          document.body.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          // The text, its padding and the arrow.
          return width + 48 <= el.clientWidth;
        });
        expect(fits).toBe(true);
      }

      // Typos and everyday questions find the tool.
      for (const [query, tool] of [
        ['percnt', 'Percentage Calculator'],
        ['how old am i', 'Age Calculator'],
      ] as const) {
        await page.goto(`/tools?q=${encodeURIComponent(query)}`);
        await expect(page.locator('#search-results-heading')).toContainText('match');
        await expect(page.getByRole('heading', { name: tool, exact: true }).first()).toBeVisible();
      }

      // Load Example leaves no old refusal under the fields.
      await page.goto('/tools/quadratic-equation-solver');
      await waitForHydration(page);
      const quadratic = page.locator('#quadratic');
      await quadratic.getByRole('button', { name: 'Calculate' }).click();
      await expect(quadratic.getByTestId('tool-error')).toBeVisible();
      await quadratic.getByRole('button', { name: 'Load Example' }).click();
      await expect(quadratic.getByTestId('tool-error')).toHaveCount(0);
    });
  });
}

test('practice offers a difficulty, Easy first for a new visitor, and remembers the choice', async ({
  page,
}) => {
  await page.goto('/practice');
  await waitForHydration(page);
  const levels = page.getByRole('group', { name: 'Difficulty' });
  await expect(levels.getByRole('radio', { name: 'Easy' })).toBeChecked();
  await expect(page.getByText('Difficulty: Easy')).toBeAttached();
  await levels.getByText('Medium').click();
  await expect(levels.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(page.getByText('Difficulty: Medium')).toBeAttached();
  await page.reload();
  await waitForHydration(page);
  await expect(levels.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(page.getByText('Difficulty: Medium')).toBeAttached();
});
