// From math-core's source, as the web bundles it (the package's dist may be an older build).

import { type Graph, graph, solve } from '@mathtools/math-core';
import type { Locator, Page } from '@playwright/test';
import { expect, test, viewports, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/commerce-helpers';

/**
 * The graph under a solution on /solve and in the quadratic solver: drawn from math-core's
 * `graph`, described in words, explorable by keyboard, pointer and buttons, heard, and read as a
 * table. Every number the page reads out is checked against math-core's graph or the function.
 */

// axe runs in two themes on a shared machine: allow for it.
test.describe.configure({ timeout: 60_000 });

/** The graph the page draws: of what `solve` returned for the problem. */
const graphOf = (text: string): Graph => {
  const solved = solve(text);
  if (!solved.ok) throw new Error(solved.error.message);
  const result = graph(solved.value);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** Opens /solve with a problem and waits for its graph. */
async function solveAndGraph(page: Page, problem: string): Promise<Locator> {
  await page.goto(`/solve?q=${encodeURIComponent(problem)}`);
  await waitForHydration(page);
  const figure = page.getByTestId('graph');
  await expect(figure).toBeVisible();
  return figure;
}

const explorer = (figure: Locator) => figure.getByRole('application');
const reading = (figure: Locator) => figure.getByTestId('graph-reading');
const plot = (figure: Locator) => figure.getByRole('img');

/** The window the plot shows (xMin, xMax, yMin, yMax), from its data-window attribute. */
async function shownWindow(figure: Locator): Promise<number[]> {
  const text = (await plot(figure).getAttribute('data-window')) ?? '';
  return text.split(' ').map((v) => Number(v.replace('−', '-')));
}

/** "x = 1.5, y = −0.25" → [1.5, −0.25]. */
function coordinates(text: string): [number, number] {
  const match = text.match(/x = (−?[\d.]+)°?, y = (−?[\d.]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`not a point reading: ${text}`);
  return [Number(match[1].replace('−', '-')), Number(match[2].replace('−', '-'))];
}

test('x^2-5x+6=0: the parabola, described, traced by keyboard', { tag: '@flow' }, async ({
  page,
}) => {
  const expected = graphOf('x^2-5x+6=0');
  if (expected.kind !== 'curves') throw new Error('a quadratic is drawn as a curve');
  const figure = await solveAndGraph(page, 'x^2-5x+6=0');

  // The SVG is an image named by its curve and described by math-core's sentence.
  const svg = plot(figure);
  await expect(svg).toHaveAccessibleName('Graph of y = x² − 5x + 6');
  await expect(svg).toHaveAccessibleDescription(expected.description);
  await expect(figure.getByText(expected.description)).toBeVisible();
  // The roots, vertex and y-intercept are marked.
  await expect(svg.locator('circle')).toHaveCount(expected.features.length);

  // Arrow keys trace the curve: each reading is a point of y = x² − 5x + 6.
  await explorer(figure).focus();
  await page.keyboard.press('ArrowRight');
  await expect(reading(figure)).toHaveText(/^x = .+, y = .+$/);
  const readings = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const text = (await reading(figure).textContent()) ?? '';
    readings.add(text);
    if (/^x = /.test(text)) {
      const [x, y] = coordinates(text);
      // The page rounds x and y to two decimals: y is checked against the rounded x's range.
      const exact = (t: number) => t * t - 5 * t + 6;
      const low = Math.min(exact(x - 0.005), exact(x + 0.005), exact(x)) - 0.0051;
      const high = Math.max(exact(x - 0.005), exact(x + 0.005), exact(x)) + 0.0051;
      expect(y, text).toBeGreaterThanOrEqual(low);
      expect(y, text).toBeLessThanOrEqual(high);
    }
    await page.keyboard.press('ArrowRight');
  }
  expect(readings.size).toBeGreaterThan(3);

  // Home and End: the first and last marked points, left to right; Page Down the next one.
  const marked = [...expected.features].sort((a, b) => a.x - b.x || a.y - b.y);
  const first = marked[0];
  const second = marked[1];
  const last = marked[marked.length - 1];
  if (!first || !second || !last) throw new Error('the parabola has marked points');
  await page.keyboard.press('Home');
  await expect(reading(figure)).toContainText(first.label);
  await page.keyboard.press('PageDown');
  await expect(reading(figure)).toContainText(second.label);
  await page.keyboard.press('End');
  await expect(reading(figure)).toHaveText(`Root: ${last.label}`);
  // The same words are spoken by a polite live region of the page (outside the graph).
  const announcer = page.getByTestId('graph-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(`Root: ${last.label}`);
  // Nothing in the solution card speaks: a solve announces only its answer (the tutor's
  // regions stay empty until a student walks the steps or checks their working).
  await expect(page.getByTestId('solve-result').locator('[aria-live]:not(:empty)')).toHaveCount(0);
});

test('zoom buttons, keys, drag and the wheel change the window; Reset view restores it', async ({
  page,
}) => {
  const figure = await solveAndGraph(page, 'x^2-5x+6=0');
  const start = await shownWindow(figure);
  const [xMin, xMax, yMin, yMax] = start as [number, number, number, number];
  const reset = figure.getByRole('button', { name: 'Reset view' });
  await expect(reset).toBeDisabled();

  await figure.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => {
      const [a = 0, b = 0] = await shownWindow(figure);
      return Math.round(((b - a) / (xMax - xMin)) * 100) / 100;
    })
    .toBe(0.67);
  await figure.getByRole('button', { name: 'Zoom out' }).click();
  await figure.getByRole('button', { name: 'Zoom out' }).click();
  await expect
    .poll(async () => {
      const [, , c = 0, d = 0] = await shownWindow(figure);
      return Math.round(((d - c) / (yMax - yMin)) * 100) / 100;
    })
    .toBe(1.5);
  await reset.click();
  await expect.poll(() => shownWindow(figure)).toEqual(start);

  // + and − zoom from the keyboard.
  await explorer(figure).focus();
  await page.keyboard.press('+');
  await expect.poll(async () => (await shownWindow(figure))[0]).not.toBe(start[0]);
  await reset.click();

  // A drag to the left moves the window to the right.
  const box = await plot(figure).boundingBox();
  if (!box) throw new Error('the plot is on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await shownWindow(figure))[0] ?? 0).toBeGreaterThan(xMin);
  await reset.click();

  // A tap (a click without a drag) puts the trace on the curve.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(reading(figure)).toHaveText(/^x = 1\.\d+, y = /);
  const [tx, ty] = coordinates((await reading(figure).textContent()) ?? '');
  expect(Math.abs(ty - (tx * tx - 5 * tx + 6))).toBeLessThanOrEqual(0.0251);
  // A tap does not move the window.
  await expect(reset).toBeDisabled();

  // The wheel scrolls the page past a graph that is not selected, and zooms a selected one.
  await page.getByRole('button', { name: 'Zoom in' }).focus();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  await page.waitForTimeout(300);
  expect(await shownWindow(figure)).toEqual(start);
  await explorer(figure).focus();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  await expect
    .poll(async () => {
      const [a = 0, b = 0] = await shownWindow(figure);
      return b - a;
    })
    .toBeLessThan(xMax - xMin);
});

test('the data table lists the marked points and points on each curve', async ({ page }) => {
  const expected = graphOf('y=2x+1, y=-x+4');
  if (expected.kind !== 'curves') throw new Error('a system is drawn as curves');
  const figure = await solveAndGraph(page, 'y=2x+1, y=-x+4');
  await expect(plot(figure)).toHaveAccessibleName('Graph of y = 2x + 1 and y = −x + 4');
  const toggle = figure.getByRole('button', { name: 'Data table' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const marked = figure.getByRole('table', { name: 'Marked points' });
  await expect(marked.locator('tbody tr')).toHaveCount(expected.features.length);
  await expect(marked).toContainText('Intersection');
  await expect(marked).toContainText('(1, 3)');
  for (const curve of expected.curves) {
    const table = figure.getByRole('table', { name: `Points on ${curve.label}` });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  }
  // Each row of the first line's table is a point of y = 2x + 1 (to the page's two decimals).
  const rows = figure.getByRole('table', { name: 'Points on y = 2x + 1' }).locator('tbody tr');
  for (const row of await rows.all()) {
    const [x, y] = (await row.locator('td').allTextContents()).map((v) =>
      Number(v.replace('−', '-')),
    );
    expect(Math.abs((y ?? Number.NaN) - (2 * (x ?? Number.NaN) + 1))).toBeLessThanOrEqual(0.0151);
  }
  // Up and down switch between the two lines; the reading names the line.
  await explorer(figure).focus();
  // The trace starts at the window's centre, the intersection (1, 3), on the first line.
  await page.keyboard.press('ArrowUp');
  await expect(reading(figure)).toHaveText('Intersection: (1, 3)');
  await page.keyboard.press('ArrowRight');
  await expect(reading(figure)).toHaveText(/^y = 2x \+ 1: x = /);
  const [x1, y1] = coordinates((await reading(figure).textContent()) ?? '');
  expect(Math.abs(y1 - (2 * x1 + 1))).toBeLessThanOrEqual(0.0151);
  await page.keyboard.press('ArrowUp');
  await expect(reading(figure)).toHaveText(/^y = −x \+ 4: x = /);
  const [x2, y2] = coordinates((await reading(figure).textContent()) ?? '');
  expect(Math.abs(y2 - (-x2 + 4))).toBeLessThanOrEqual(0.0151);
  await page.keyboard.press('Home');
  await expect(reading(figure)).toHaveText('Intersection: (1, 3)');
});

test('a vertical line x = c is traced up and down its length', async ({ page }) => {
  const figure = await solveAndGraph(page, 'x=2, y=x+1');
  await expect(plot(figure)).toHaveAccessibleName('Graph of x = 2 and y = x + 1');
  await explorer(figure).focus();
  // Up selects the first curve, x = 2, at its lowest point in the window.
  await page.keyboard.press('ArrowUp');
  await expect(reading(figure)).toHaveText(/^x = 2: x = 2, y = /);
  await page.keyboard.press('ArrowRight');
  await expect(reading(figure)).toHaveText('Intersection: (2, 3)');
  await page.keyboard.press('ArrowRight');
  await expect(reading(figure)).toHaveText(/^x = 2: x = 2, y = [\d.]+$/);
  await page.keyboard.press('ArrowLeft');
  await expect(reading(figure)).toHaveText('Intersection: (2, 3)');
});

test('an inequality is drawn as its set on a number line, open ends hollow', async ({ page }) => {
  const expected = graphOf('x^2<4');
  if (expected.kind !== 'number-line') throw new Error('an inequality is drawn on a number line');
  const figure = await solveAndGraph(page, 'x^2<4');
  const svg = plot(figure);
  await expect(svg).toHaveAccessibleName('Number line of the solution set');
  await expect(svg).toHaveAccessibleDescription(expected.description);
  // −2 and 2 are open circles (not in the set): filled with the background, not the set's colour.
  const ends = svg.locator('circle');
  await expect(ends).toHaveCount(2);
  const fills = await ends.evaluateAll((circles) =>
    circles.map((c) => getComputedStyle(c).fill === getComputedStyle(c).stroke),
  );
  expect(fills).toEqual([false, false]);
  await explorer(figure).focus();
  await page.keyboard.press('Home');
  await expect(reading(figure)).toHaveText('−2: open dot, not in the set');
  await page.keyboard.press('ArrowRight');
  await expect(reading(figure)).toHaveText('2: open dot, not in the set');
  // A closed end is filled.
  const closed = await solveAndGraph(page, 'x>=3');
  await expect(plot(closed).locator('circle')).toHaveCount(1);
  expect(
    await plot(closed)
      .locator('circle')
      .evaluate((c) => getComputedStyle(c).fill === getComputedStyle(c).stroke),
  ).toBe(true);
  // A number line has no sound.
  await expect(closed.getByRole('button', { name: 'Listen' })).toHaveCount(0);
});

test('Listen plays the curve and offers Stop; without Web Audio there is no button', async ({
  page,
}) => {
  // Counts the oscillators the page starts: one for the tone, one per click.
  await page.addInitScript(() => {
    const scope = window as unknown as { oscillators: number };
    scope.oscillators = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      scope.oscillators++;
      return create.call(this);
    };
  });
  const figure = await solveAndGraph(page, 'x^2-5x+6=0');
  const listen = figure.getByRole('button', { name: 'Listen' });
  await expect(listen).toBeVisible();
  await expect(figure).toContainText('a higher note is a higher y');
  await listen.click();
  const stop = figure.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeVisible();
  // x² − 5x + 6 meets the x-axis twice in its window: the tone and two clicks.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { oscillators: number }).oscillators))
    .toBe(3);
  await stop.click();
  await expect(listen).toBeVisible();
  // It also ends by itself after about three seconds.
  await listen.click();
  await expect(stop).toBeVisible();
  await expect(listen).toBeVisible({ timeout: 8_000 });

  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.AudioContext;
    delete scope.webkitAudioContext;
  });
  const silent = await solveAndGraph(page, 'x^2-5x+6=0');
  await expect(silent.getByRole('button', { name: 'Data table' })).toBeVisible();
  await expect(silent.getByRole('button', { name: 'Listen' })).toHaveCount(0);
});

test('rational and trigonometric graphs: asymptotes dashed, degrees on the x-axis', async ({
  page,
}) => {
  const rational = graphOf('1/(x-2)');
  if (rational.kind !== 'curves') throw new Error('a rational function is drawn as a curve');
  const figure = await solveAndGraph(page, '1/(x-2)');
  await expect(plot(figure)).toHaveAccessibleDescription(rational.description);
  const lines = rational.features.filter((f) => f.kind.endsWith('asymptote')).length;
  expect(lines).toBe(2);
  const dashed = await plot(figure)
    .locator('line')
    .evaluateAll((all) => all.filter((l) => getComputedStyle(l).strokeDasharray !== 'none').length);
  expect(dashed).toBe(lines);

  // A slant asymptote is dashed too, along the line y = x + 1.
  const slant = graphOf('(x^2+1)/(x-1)');
  if (slant.kind !== 'curves') throw new Error('a rational function is drawn as a curve');
  expect(slant.features.filter((f) => f.kind.endsWith('asymptote')).map((f) => f.label)).toEqual([
    'x = 1',
    'y = x + 1',
  ]);
  const oblique = await solveAndGraph(page, '(x^2+1)/(x-1)');
  const slopes = await plot(oblique)
    .locator('line')
    .evaluateAll((all) =>
      all
        .filter((l) => getComputedStyle(l).strokeDasharray !== 'none')
        .map((l) => {
          const [x1, x2, y1, y2] = ['x1', 'x2', 'y1', 'y2'].map((a) => Number(l.getAttribute(a)));
          return x1 === x2 ? 'vertical' : y1 === y2 ? 'horizontal' : 'slant';
        }),
    );
  expect(slopes.sort()).toEqual(['slant', 'vertical']);

  const trig = await solveAndGraph(page, '2sin(x)=1');
  await expect(plot(trig)).toContainText('90°');
  await explorer(trig).focus();
  await page.keyboard.press('Home');
  await expect(reading(trig)).toHaveText('Intersection: x = 30°');
  await page.keyboard.press('ArrowRight');
  await expect(reading(trig)).toHaveText(/^y = 2sin\(x\): x = [\d.]+°, y = /);
  const [x, y] = coordinates((await reading(trig).textContent()) ?? '');
  const exact = (t: number) => 2 * Math.sin((t * Math.PI) / 180);
  expect(Math.abs(y - exact(x))).toBeLessThan(0.0151);
});

test('no graph where there is nothing to draw', async ({ page }) => {
  await page.goto(`/solve?q=${encodeURIComponent('2+3')}`);
  await waitForHydration(page);
  await expect(page.getByTestId('solve-result')).toBeVisible();
  const solved = solve('2+3');
  expect(solved.ok && graph(solved.value).ok).toBe(false);
  // Give the graph's chunk time to arrive: still nothing is drawn.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('graph')).toHaveCount(0);
});

test('390 px: the graph fits the width, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  for (const problem of ['x^2-5x+6=0', 'y=2x+1, y=-x+4', 'x^2<4', '2sin(x)=1']) {
    const figure = await solveAndGraph(page, problem);
    await figure.getByRole('button', { name: 'Data table' }).click();
    await expect(figure.getByRole('table').first()).toBeVisible();
    const box = await plot(figure).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewports.mobile.width);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, problem).toBe(0);
  }
});

for (const viewport of ['mobile', 'desktop'] as const) {
  test(`axe: /solve with a graph and its table, light and dark, ${viewport}`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(viewports[viewport]);
    const figure = await solveAndGraph(page, 'x^2-5x+6=0');
    await figure.getByRole('button', { name: 'Data table' }).click();
    await explorer(figure).focus();
    await page.keyboard.press('Home');
    await expect(reading(figure)).not.toBeEmpty();
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
    const line = await solveAndGraph(page, 'x^2<4');
    await expect(plot(line)).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  });
}

test('the quadratic solver draws its parabola', async ({ page }) => {
  await page.goto('/tools/quadratic-equation-solver?a=1&b=-5&c=6');
  await waitForHydration(page);
  const result = page.getByTestId('quadratic-result');
  await expect(result).toBeVisible();
  const figure = result.getByTestId('graph');
  // Inside the tool's live result the graph opts out: its drawing is not read out.
  await expect(figure).toHaveAttribute('aria-live', 'off');
  const expected = graphOf('x² − 5x + 6 = 0');
  await expect(plot(figure)).toHaveAccessibleName('Graph of y = x² − 5x + 6');
  await expect(plot(figure)).toHaveAccessibleDescription(expected.description);
  await explorer(figure).focus();
  await page.keyboard.press('End');
  await expect(reading(figure)).toHaveText('Root: x = 3');
});

test('a graph asked for: y = 2x + 3 is drawn with its features named and worked out', async ({
  page,
}) => {
  const expected = graphOf('y=2x+3');
  const figure = await solveAndGraph(page, 'y=2x+3');
  await expect(page.getByTestId('solve-answer')).toHaveText(
    'Straight line y = 2x + 3: slope 2; y-intercept (0, 3); x-intercept (−3/2, 0)',
  );
  const features = page.getByRole('list', { name: 'Features of the graph' });
  await expect(features.getByRole('listitem')).toHaveText([
    /^slope: /,
    /^y-intercept: /,
    /^x-intercept: /,
  ]);
  await expect(plot(figure)).toHaveAccessibleDescription(expected.description);

  // Two functions: where they meet is the answer, and the graph marks it.
  const two = graphOf('graph y=x^2 and y=2x+1');
  await solveAndGraph(page, 'graph y=x^2 and y=2x+1');
  await expect(page.getByTestId('solve-answer')).toHaveText(
    'y = x² and y = 2x + 1 meet at (1 − √2, 3 − 2√2) and (1 + √2, 3 + 2√2)',
  );
  await expect(plot(page.getByTestId('graph'))).toHaveAccessibleDescription(two.description);

  // A circle and a line: the circle drawn whole (one curve from its two halves), meeting the
  // line at the solutions.
  const system = await solveAndGraph(page, 'x^2+y^2=25 and x+y=7');
  await expect(plot(system)).toHaveAccessibleName('Graph of x² + y² = 25 and y = −x + 7');
  await expect(plot(system)).toHaveAccessibleDescription(
    'The curves x² + y² = 25 and y = −x + 7 meet at (3, 4) and (4, 3), the solutions of the system.',
  );
});

test('a definite integral shades the region it measures; two points are drawn on their line', async ({
  page,
}) => {
  const area = graphOf('integrate x^2 - 1 from 0 to 2');
  const figure = await solveAndGraph(page, 'integrate x^2 - 1 from 0 to 2');
  await expect(figure.getByTestId('graph-region')).toHaveCount(1);
  await expect(plot(figure)).toHaveAccessibleDescription(area.description);
  expect(area.description).toContain(
    'The shaded region lies between the curve and the x-axis from x = 0 to x = 2: the integral is 2/3, the part below the x-axis counting as negative.',
  );

  const mid = await solveAndGraph(page, 'midpoint of (1,2) and (4,8)');
  await expect(plot(mid)).toHaveAccessibleDescription(
    'Halfway between (1, 2) and (4, 8), on the line y = 2x, is their midpoint (5/2, 5).',
  );
  await expect(mid.getByTestId('graph-region')).toHaveCount(0);
  // The points are marked: the data table lists them by kind.
  await mid.getByRole('button', { name: 'Data table' }).click();
  const marked = mid.getByRole('table', { name: 'Marked points' });
  await expect(marked.getByRole('row', { name: /^Given point \(1, 2\)/ })).toBeVisible();
  await expect(marked.getByRole('row', { name: /^Given point \(4, 8\)/ })).toBeVisible();
  await expect(marked.getByRole('row', { name: /^Midpoint \(5\/2, 5\)/ })).toBeVisible();
});
