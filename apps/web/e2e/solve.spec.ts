import { solve, toSpeech } from '@mathtools/math-core';
import type { Page } from '@playwright/test';
import { expect, test, viewports, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/commerce-helpers';

// axe runs in two themes on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 60_000 });

const problemBox = (page: Page) => page.getByRole('textbox', { name: 'Problem' });
const result = (page: Page) => page.getByTestId('solve-result');
const solutions = (page: Page) => page.getByRole('list', { name: 'Solutions' });
const solved = (text: string) => {
  const outcome = solve(text);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
};
const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
const unsupportedMessage = (text: string) => {
  const outcome = solve(text);
  if (outcome.ok) throw new Error(`${text} is solved by math-core`);
  return outcome.error.message;
};

test('a shared link solves at once: x = 2 and x = 3 with typeset steps', async ({ page }) => {
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(problemBox(page)).toHaveValue('x^2-5x+6=0');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await expect(solutions(page).getByRole('listitem')).toHaveCount(2);
  await expect(solutions(page).locator('math').nth(0)).toHaveText(/x\s*=\s*2/);
  await expect(solutions(page).locator('math').nth(1)).toHaveText(/x\s*=\s*3/);
  await expect(result(page)).toContainText('Quadratic equation');
  await expect(result(page)).toContainText('factoring');
  const stepCount = solved('x^2-5x+6=0').steps.length;
  expect(stepCount).toBeGreaterThanOrEqual(3);
  await expect(result(page).locator('ol > li')).toHaveCount(stepCount);
  await expect(result(page).locator('ol > li math')).toHaveCount(stepCount);
  await expect(
    result(page).getByRole('link', { name: 'Practise this kind of problem' }),
  ).toHaveAttribute('href', '/practice?category=algebra');
  await expect(result(page)).toContainText('Algebra tab');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('typing a problem and pressing Enter solves it and puts it in the link', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto('/solve');
  await waitForHydration(page);
  await problemBox(page).fill('2x+3=7');
  // The live preview typesets what is being typed, before solving.
  await expect(page.getByTestId('answer-preview').locator('math')).toBeVisible();
  await problemBox(page).press('Enter');
  await expect(page).toHaveURL(/\/solve\?q=2x%2B3%3D7$/);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  await expect(result(page)).toContainText('Linear equation');

  // A second problem replaces the first, and the link follows.
  await problemBox(page).fill('log(x)+log(x-3)=1');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 5');
  expect(new URL(page.url()).searchParams.get('q')).toBe('log(x)+log(x-3)=1');
  await expect(result(page)).toContainText('Logarithms tab');
});

test('an example fills the box and solves it', async ({ page }) => {
  await page.goto('/solve');
  await waitForHydration(page);
  await page.getByRole('button', { name: '2x+y=5, x-y=1' }).click();
  await expect(problemBox(page)).toHaveValue('2x+y=5, x-y=1');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2, y = 1');
  expect(new URL(page.url()).searchParams.get('q')).toBe('2x+y=5, x-y=1');
});

test('solving keeps the reader where they are: writing ?q= is not a route change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/solve');
  await waitForHydration(page);
  const example = page.getByRole('button', { name: '2x+y=5, x-y=1' });
  await example.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await example.click();
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2, y = 1');
  expect(new URL(page.url()).searchParams.get('q')).toBe('2x+y=5, x-y=1');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A link to another page still starts at its top.
  await page.getByRole('link', { name: 'Practise this kind of problem' }).click();
  await expect(page).toHaveURL(/\/practice\?category=algebra$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('unsupported input shows math-core’s message in an alert and no stale result', async ({
  page,
}) => {
  await page.goto('/solve?q=2x%2B3%3D7');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  await problemBox(page).fill('x^x=4');
  await page.getByRole('button', { name: 'Solve' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Can’t solve this' });
  await expect(alert).toContainText(unsupportedMessage('x^x=4'));
  await expect(result(page)).toHaveCount(0);
  await expect(problemBox(page)).toHaveAttribute('aria-invalid', 'true');

  // An empty box says what to do instead of solving nothing.
  await problemBox(page).fill('   ');
  await problemBox(page).press('Enter');
  await expect(page.getByRole('alert')).toContainText('Nothing to solve yet');
  await expect(page.getByRole('alert')).toContainText(
    'Type a problem to solve, for example 2x + 3 = 7.',
  );
});

test('a conversion is answered in place, and a refusal links the site’s tool that does it', async ({
  page,
}) => {
  await page.goto(`/solve?q=${encodeURIComponent('5 cm to inches')}`);
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText(
    '5 centimeters ≈ 1.96850393700787 inches',
  );
  await expect(result(page).getByRole('link', { name: /Unit Converter/ })).toHaveAttribute(
    'href',
    '/tools?tool=unit-converter&category=length&from=centimeters&to=inches&value=5',
  );

  await problemBox(page).fill('tip on 80');
  await problemBox(page).press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'Can’t solve this' });
  await expect(alert.getByTestId('tool-hint')).toContainText('can work this out');
  await expect(alert.getByRole('link', { name: 'Tip Calculator' })).toBeVisible();

  // A misspelt command is read as the word it is one letter from (the preview says so) and
  // answered: no refusal, and no tool linked for it.
  await problemBox(page).fill('slove 2x=4');
  await expect(page.getByTestId('answer-preview')).toContainText('"slove" as "solve"');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('tool-hint')).toHaveCount(0);
});

test('the preview reads as the solver does: a decimal comma, command words, unknown words', async ({
  page,
}) => {
  await page.goto('/solve');
  await waitForHydration(page);
  await problemBox(page).fill('2,5 + 1');
  await expect(page.getByTestId('answer-preview')).toContainText('(2,5 as 2.5)');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('3.5');
  // Commas between equations still list a system.
  await problemBox(page).fill('x+y=3,x-y=1');
  await expect(page.getByTestId('answer-preview')).toContainText('Read as');
  await expect(page.getByTestId('answer-preview')).not.toContainText(/\(\S+ as \S+\)/);
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2, y = 1');
  // The preview reads as the solver does: command words named, unknown words refused.
  await problemBox(page).fill('derivative of x^3');
  await expect(page.getByTestId('answer-preview')).toContainText('Read as the derivative of');
  await problemBox(page).fill('5 cm plus 3');
  await expect(page.getByTestId('answer-preview')).toContainText(
    'Can’t read this yet: "cm" was not understood',
  );
});

test('axe: no violations with a solution and with an error, light and dark', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  await problemBox(page).fill('x^x=4');
  await problemBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Can’t solve this' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu’s Solve link opens /solve; a solve focuses the answer and announces only it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Solve', exact: true }).click();
    await expect(page).toHaveURL('/solve');
    // Home has a problem box too: wait for the solver's page to be shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step-by-Step Math Solver');

    await problemBox(page).fill('x^2-5x+6=0');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    const heading = result(page).getByRole('heading', { name: 'Solution' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    // The live region says the answer, nothing more; the steps are plain content.
    const live = page.getByTestId('solve-announcement');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText('x = 2 or x = 3');
    // The tutor's regions in the card stay empty until a student uses them.
    await expect(result(page).locator('[aria-live]:not(:empty)')).toHaveCount(0);
    // The page's own link in the header is marked current.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Solve', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('with reduced motion the answer is scrolled to at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/solve');
    await waitForHydration(page);
    await problemBox(page).fill('2x+3=7');
    await problemBox(page).press('Enter');
    const heading = result(page).getByRole('heading', { name: 'Solution' });
    await expect(heading).toBeFocused();
    // No smooth scroll: the heading is in view as soon as it has the focus.
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844);
    await expect(page.getByTestId('solve-announcement')).toHaveText('x = 2');
  });
});

test('the typeset maths says itself: each <math> is named by its spoken form', async ({ page }) => {
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  const first = solutions(page).locator('math').first();
  await expect(first).toHaveAttribute('aria-label', 'x equals 2');
  await expect(first).toHaveAttribute('alttext', 'x equals 2');
  // Chromium names the element from the label, not from its glyphs ("x 2 − 5 ⁢ x + 6 = 0").
  await expect(
    result(page).getByRole('math', { name: 'x squared minus 5 x plus 6 equals 0' }).first(),
  ).toBeVisible();
});

// Input on a phone: the maths keypad, Copy link, recent problems, interval notation.

const keypadToggle = (page: Page) => page.getByRole('button', { name: 'Keypad', exact: true });
const keypad = (page: Page) => page.getByRole('toolbar', { name: 'Maths keypad' });
const key = (page: Page, name: string) => keypad(page).getByRole('button', { name, exact: true });
const selection = (page: Page) =>
  problemBox(page).evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);
/** Counts the keypad chunk's requests, to see it is not part of the first load. */
const countKeypadLoads = (page: Page) => {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (/\/assets\/keypad-[^/]*\.js$/.test(request.url())) seen.count++;
  });
  return seen;
};
const press = async (page: Page, ...names: string[]) => {
  for (const name of names) await key(page, name).click();
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the keypad at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 600 });

    test('opens only when asked, replaces the phone’s keyboard and types at the caret', async ({
      page,
    }) => {
      const loads = countKeypadLoads(page);
      await page.goto('/solve');
      await waitForHydration(page);
      expect(loads.count).toBe(0);
      // Focusing the box fetches the keypad but does not open it: the phone's keyboard is used.
      await problemBox(page).click();
      await expect.poll(() => loads.count).toBe(1);
      await expect(keypadToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(keypad(page)).toHaveCount(0);
      await expect(problemBox(page)).toHaveAttribute('inputmode', 'text');

      await keypadToggle(page).click();
      await expect(keypadToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(problemBox(page)).toHaveAttribute('inputmode', 'none');
      await expect(problemBox(page)).toBeFocused();
      for (const name of [
        ...'0123456789',
        'plus',
        'minus',
        'times',
        'divide',
        'opening bracket',
        'closing bracket',
        'x',
        'y',
        'power',
        'square root',
        'fraction',
        'pi',
        'e',
        'natural log',
        'log',
        'sine',
        'cosine',
        'tangent',
        'less than',
        'greater than',
        'less than or equal',
        'greater than or equal',
        'absolute value',
        'equals',
        'comma',
        'Backspace',
        'Move left',
        'Move right',
        'Clear',
        'Enter',
        'Phone keyboard',
      ]) {
        const box = await key(page, name).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.width, name).toBeGreaterThanOrEqual(44);
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
      }
      // Docked along the bottom, inside the window, and the box above it.
      const dock = (await page.getByTestId('keypad').boundingBox())!;
      expect(dock.y + dock.height).toBeLessThanOrEqual(viewport.height + 1);
      const boxBottom = (await problemBox(page).boundingBox())!;
      expect(boxBottom.y + boxBottom.height).toBeLessThanOrEqual(dock.y);

      // Digits, operators and the caret keys.
      await press(page, '2', 'x', 'plus', '3', 'equals', '7');
      await expect(problemBox(page)).toHaveValue('2x+3=7');
      await press(page, 'Move left', 'Move left', 'Backspace', 'minus');
      await expect(problemBox(page)).toHaveValue('2x+−=7');
      await press(page, 'Move left', 'Backspace', '3', 'Move right');
      await expect(problemBox(page)).toHaveValue('2x3−=7');
      await press(page, 'Clear');
      await expect(problemBox(page)).toHaveValue('');

      // A template puts the caret in its empty slot, and an empty slot is named.
      await press(page, 'fraction');
      await expect(problemBox(page)).toHaveValue('()/()');
      expect(await selection(page)).toEqual([1, 1]);
      await press(page, 'Move right', 'Move right', 'Move right', '4', 'Enter');
      await expect(page.getByRole('alert')).toContainText('The fraction’s top is empty.');
      await expect(page.getByRole('alert')).not.toContainText('has no "(" before it');
      await problemBox(page).click();
      await press(page, 'Clear', 'x', 'power', '2', 'Move right', 'equals', '9', 'Enter');
      await expect(problemBox(page)).toHaveValue('x^(2)=9');
      await expect(page.getByTestId('solve-answer')).toHaveText(solved('x^2=9').answer);

      // With a selection, a template wraps it.
      await problemBox(page).fill('72');
      await problemBox(page).press('ControlOrMeta+a');
      await press(page, 'square root');
      await expect(problemBox(page)).toHaveValue('√(72)');
      expect(await selection(page)).toEqual([2, 4]);

      // ABC gives the phone's keyboard back: the keypad closes, the box keeps the focus.
      await press(page, 'Phone keyboard');
      await expect(keypad(page)).toHaveCount(0);
      await expect(problemBox(page)).toHaveAttribute('inputmode', 'text');
      await expect(problemBox(page)).toBeFocused();
    });
  });
}

test('the keypad is one named toolbar: Tab reaches it once, arrows move, keys type', async ({
  page,
}) => {
  await page.goto('/solve');
  await waitForHydration(page);
  await keypadToggle(page).click();
  await expect(keypad(page)).toBeVisible();
  await problemBox(page).fill('x');
  await key(page, '7').focus();
  await page.keyboard.press('ArrowRight');
  await expect(key(page, '8')).toBeFocused();
  await page.keyboard.press('Enter');
  // Pressed from the keyboard, the key keeps the focus for the next one.
  await expect(problemBox(page)).toHaveValue('x8');
  await expect(key(page, '8')).toBeFocused();
});

test('axe: no violations with the keypad open and a solution, light and dark', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await keypadToggle(page).click();
  await expect(key(page, 'x squared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent problems' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test.describe('Copy link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the absolute /solve?q= link and says so', async ({ page, baseURL }) => {
    await page.goto('/solve?q=2x%2B3%3D7');
    await waitForHydration(page);
    await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
    await result(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(result(page).getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/solve?q=2x%2B3%3D7`,
    );
  });
});

test('Copy link without a clipboard selects the link in a read-only field', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });
  await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await result(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(result(page).getByRole('status')).toContainText('copy it by hand');
  const field = result(page).getByRole('textbox', { name: 'Link to this solution' });
  await expect(field).toHaveValue(/\/solve\?q=x%5E2-5x%2B6%3D0$/);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toBeFocused();
  expect(
    await field.evaluate((el: HTMLInputElement) => el.selectionEnd! - el.selectionStart!),
  ).toBe(await field.evaluate((el: HTMLInputElement) => el.value.length));
});

test('recent problems: newest first, kept in this browser, Clear empties them', async ({
  page,
}) => {
  const recent = page.getByRole('region', { name: 'Recent problems' });
  await page.goto('/solve');
  await waitForHydration(page);
  await expect(recent).toHaveCount(0);

  for (const problem of ['2x+3=7', 'x^2-5x+6=0']) {
    await problemBox(page).fill(problem);
    await problemBox(page).press('Enter');
    await expect(page.getByTestId('solve-answer')).toHaveText(solved(problem).answer);
  }
  // Solved again: moved to the top, not listed twice; a problem that fails is not kept.
  await problemBox(page).fill('2x+3=7');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  await problemBox(page).fill('2x+=7');
  await problemBox(page).press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  const links = recent.getByRole('link');
  await expect(links).toHaveText(['2x+3=7', 'x^2-5x+6=0']);
  await expect(links.nth(1)).toHaveAttribute('href', '/solve?q=x%5E2-5x%2B6%3D0');

  // Still there after a reload; a link solves its problem again.
  await page.reload();
  await waitForHydration(page);
  await expect(links).toHaveText(['2x+3=7', 'x^2-5x+6=0']);
  await links.nth(1).click();
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
  await expect(result(page).getByRole('heading', { name: 'Solution' })).toBeFocused();
  await expect(links).toHaveText(['x^2-5x+6=0', '2x+3=7']);

  await recent.getByRole('button', { name: 'Clear' }).click();
  await expect(recent).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Try an example' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('mathtools:solve:recent'))).toBeNull();
  // Still empty when the page is opened again. Not a reload: the address holds ?q= of the link
  // followed above, which the page solves and keeps again on load; the count of 0 passed only
  // while the solver's chunk took longer to come than the assertion.
  await page.goto('/solve');
  await waitForHydration(page);
  await expect(recent).toHaveCount(0);
});

test('recent problems with storage full or blocked: solving works, no errors', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/solve');
  await waitForHydration(page);
  await problemBox(page).fill('2x+3=7');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  // Kept for this page only.
  await expect(page.getByRole('region', { name: 'Recent problems' }).getByRole('link')).toHaveText([
    '2x+3=7',
  ]);
});

test('an inequality shows its interval notation, typeset: (2, 3)', async ({ page }) => {
  const expected = solved('x^2-5x+6<0');
  expect(expected.interval).toBe('(2, 3)');
  await page.goto('/solve?q=x%5E2-5x%2B6%3C0');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText(expected.answer);
  const interval = page.getByTestId('solve-interval');
  await expect(interval).toContainText('Interval notation:');
  await expect(interval.getByRole('math', { name: '(2, 3)' })).toBeVisible();
});

test('a percentage in words links to the percentage calculator', async ({ page }) => {
  const outcome = solve('20% of 50');
  const tool = outcome.ok ? (outcome.value as { tool?: { path: string } }).tool : undefined;
  test.skip(!tool, 'this math-core gives no tool for a percentage');
  await page.goto('/solve?q=20%25%20of%2050');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('10');
  await expect(
    result(page).getByRole('link', { name: 'Open the Percentage Calculator' }),
  ).toHaveAttribute('href', tool?.path ?? '');
});

test('gcd(12, 18) links to the GCD & LCM Calculator, by its name, with the numbers filled in', async ({
  page,
}) => {
  await page.goto('/solve?q=gcd(12%2C%2018)');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('6');
  const link = result(page).getByRole('link', { name: 'Open the GCD & LCM Calculator' });
  await expect(link).toHaveAttribute('href', '/tools?tool=gcd-lcm&values=12,18');
  await link.click();
  await expect(page.getByLabel('Whole numbers')).toHaveValue('12,18');
});

test('questions about two points are answered in place, with the Slope Calculator linked', async ({
  page,
}) => {
  await page.goto(`/solve?q=${encodeURIComponent('slope between (1,2) and (4,8)')}`);
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('m = 2');
  await expect(result(page)).toContainText('Slope between two points');
  await expect(result(page).getByRole('link', { name: /Slope Calculator/ })).toHaveAttribute(
    'href',
    '/tools?tool=slope&x1=1&y1=2&x2=4&y2=8',
  );
  await problemBox(page).fill('midpoint of (1, 2) and (3, 8)');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText('(2, 5)');
});

test('a limit is answered with its steps and shown as a limit', async ({ page }) => {
  await page.goto(`/solve?q=${encodeURIComponent('limit of sin(x)/x as x->0')}`);
  await waitForHydration(page);
  await expect(page.getByTestId('solve-answer')).toHaveText('lim_(x → 0) sin(x)/x = 1');
  await expect(result(page).locator('math munder').first()).toContainText('lim');
  await expect(result(page)).toContainText("by L'Hôpital's rule");
});

test('a trig equation typed with neither unit shows its solutions as maths in degrees and in radians', async ({
  page,
}) => {
  const expected = solved('sin(x)=1/2');
  const radians = expected.radianSolutions ?? [];
  expect(radians.map((s) => s.text)).toEqual(['x = π/6', 'x = (5π)/6']);
  await page.setViewportSize(viewports.mobile);
  await page.goto(`/solve?q=${encodeURIComponent('sin(x)=1/2')}`);
  await waitForHydration(page);
  const inDegrees = page.getByRole('list', { name: 'Solutions in degrees' });
  const inRadians = page.getByRole('list', { name: 'Solutions in radians' });
  await expect(inDegrees.locator('math')).toHaveCount(2);
  await expect(inDegrees.getByRole('listitem')).toHaveText([/x\s*=\s*30°/, /x\s*=\s*150°/]);
  await expect(inRadians.locator('math')).toHaveCount(radians.length);
  for (const [i, solution] of radians.entries())
    await expect(inRadians.getByRole('math').nth(i)).toHaveAccessibleName(toSpeech(solution.tree));
  await expect(inRadians.locator('math mfrac mi')).toHaveText(['π', 'π']);
  // The answer in each unit on a line of its own, as math-core words each.
  const byUnit = 'answerByUnit' in expected ? expected.answerByUnit : undefined;
  expect(byUnit?.degrees.answer).toMatch(/^x = 30° or x = 150° in \[0°, 360°\)/);
  await expect(page.getByTestId('solve-answer')).toHaveText(byUnit?.degrees.answer ?? '');
  await expect(page.getByTestId('solve-answer-radians')).toHaveText(byUnit?.radians.answer ?? '');
  await expectNoSidewaysScroll(page);

  // A unit typed: one list, in that unit.
  await problemBox(page).fill('sin(x)=1/2 in radians');
  await problemBox(page).press('Enter');
  await expect(solutions(page).locator('math mi', { hasText: 'π' })).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Solutions in radians' })).toHaveCount(0);
});

test('a matrix answer is a bracketed matrix in MathML; a wide one scrolls in its own box on a phone', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto(`/solve?q=${encodeURIComponent('inverse [[1,2],[3,4]]')}`);
  await waitForHydration(page);
  const answer = page.getByTestId('solve-answer');
  const matrix = answer.getByRole('math');
  await expect(matrix).toHaveAccessibleName(
    toSpeech(solved('inverse [[1,2],[3,4]]').solutions[0]!.tree),
  );
  await expect(matrix.locator('mtable mtr')).toHaveCount(2);
  await expect(matrix.locator('mtable mtr').first().locator('mtd')).toHaveCount(2);
  await expect(matrix.locator(':scope > mrow > mo')).toHaveText(['[', ']']);
  // The answer is not listed again under it, and a matrix has no graph.
  await expect(solutions(page)).toHaveCount(0);
  await expect(page.getByTestId('graph')).toHaveCount(0);

  await problemBox(page).fill(
    '[[123,456,789,1011],[121,314,151,617],[181,920,212,223],[242,526,272,829]]^2',
  );
  await problemBox(page).press('Enter');
  const wide = page.getByTestId('solve-answer').locator('mtable');
  await expect(wide.locator('mtr')).toHaveCount(4);
  // Every entry is whole (none broken over two lines), and the box scrolls, not the page.
  await expect(wide.locator('mtr').first().locator('mtd').first()).toHaveText('457776');
  const box = page.getByTestId('solve-answer').locator('span:has(> math)');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(box).toHaveAttribute('tabindex', '0');
  await expectNoSidewaysScroll(page);

  // The matrix equation: x typeset as a column, no graph of "curves" in the matrices.
  await problemBox(page).fill('[[2,1],[1,3]]x=[[3],[5]]');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer').locator('mtable mtr')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('graph')).toHaveCount(0);
});
