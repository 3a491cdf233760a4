import { solve } from '@mathtools/math-core';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
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

test('a refusal links the site’s tool that does what the problem asks', async ({ page }) => {
  await page.goto(`/solve?q=${encodeURIComponent('5 cm to inches')}`);
  await waitForHydration(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Can’t solve this' });
  await expect(alert).toContainText(unsupportedMessage('5 cm to inches'));
  const converter = alert.getByRole('link', { name: 'Unit Converter' });
  await expect(converter).toHaveAttribute(
    'href',
    '/tools?tool=unit-converter&category=length&from=centimeters&to=inches&value=5#unit-converter',
  );

  await problemBox(page).fill('mean of 3, 4, 5');
  await problemBox(page).press('Enter');
  await expect(alert.getByTestId('tool-hint')).toContainText('can work this out');
  await expect(alert.getByRole('link', { name: 'Statistics Calculator' })).toBeVisible();

  // No tool fits a misspelt command: the message asks what was meant, and links nothing.
  await problemBox(page).fill('slove 2x=4');
  await problemBox(page).press('Enter');
  await expect(alert).toContainText('"slove" was not understood: did you mean "solve"?');
  await expect(alert.getByTestId('tool-hint')).toHaveCount(0);
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
  await problemBox(page).fill('5 cm to inches');
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
    await expect(result(page).locator('[aria-live]')).toHaveCount(0);
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
const key = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Maths keypad' }).getByRole('button', { name, exact: true });
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

test.describe('the keypad on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens on the box’s first focus and types at the caret, keeping the focus', async ({
    page,
  }) => {
    const loads = countKeypadLoads(page);
    await page.goto('/solve');
    await waitForHydration(page);
    await expect(keypadToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(loads.count).toBe(0);

    await problemBox(page).click();
    await expect(keypadToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(key(page, 'x squared')).toBeVisible();
    expect(loads.count).toBe(1);
    for (const name of [
      'square root',
      'fraction',
      'pi',
      'absolute value',
      'less than or equal',
      'greater than or equal',
      'sine',
      'cosine',
      'tangent',
      'derivative d/dx',
      'integral',
    ])
      await expect(key(page, name)).toBeVisible();

    // Typed text, the caret moved to the start, then a key: it goes in at the caret.
    await problemBox(page).pressSequentially('=9');
    await problemBox(page).press('Home');
    await key(page, 'x squared').click();
    await expect(problemBox(page)).toHaveValue('x^2=9');
    await expect(problemBox(page)).toBeFocused();
    expect(await selection(page)).toEqual([3, 3]);
    // Typing goes on from there, and the preview reads the keypad's text like typed text.
    await problemBox(page).pressSequentially('+0');
    await expect(problemBox(page)).toHaveValue('x^2+0=9');
    await expect(page.getByTestId('answer-preview').locator('math')).toBeVisible();
    await problemBox(page).press('Enter');
    await expect(page.getByTestId('solve-answer')).toHaveText(solved('x^2+0=9').answer);

    // A template puts the caret inside; with a selection it wraps it and keeps it selected.
    await problemBox(page).fill('');
    await key(page, 'fraction').click();
    await expect(problemBox(page)).toHaveValue('()/()');
    expect(await selection(page)).toEqual([1, 1]);
    await problemBox(page).pressSequentially('1');
    await expect(problemBox(page)).toHaveValue('(1)/()');
    await problemBox(page).fill('72');
    await problemBox(page).press('ControlOrMeta+a');
    await key(page, 'square root').click();
    await expect(problemBox(page)).toHaveValue('sqrt(72)');
    expect(await selection(page)).toEqual([5, 7]);
    await expect(problemBox(page)).toBeFocused();

    // Symbols the phone's keyboard hides.
    await problemBox(page).fill('x');
    for (const name of ['less than or equal', 'pi']) await key(page, name).click();
    await expect(problemBox(page)).toHaveValue('x≤π');
    await problemBox(page).press('Home');
    await key(page, 'derivative d/dx').click();
    await expect(problemBox(page)).toHaveValue('d/dx ()x≤π');

    // The toggle hides it again.
    await keypadToggle(page).click();
    await expect(keypadToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Maths keypad' })).toHaveCount(0);
  });

  test('axe: no violations with the keypad open and a solution, light and dark', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/solve?q=x%5E2-5x%2B6%3D0');
    await waitForHydration(page);
    await expect(page.getByTestId('solve-answer')).toHaveText('x = 2 or x = 3');
    await problemBox(page).focus();
    await expect(key(page, 'x squared')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent problems' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  });
});

test('on a desktop the keypad stays hidden until the Keypad button shows it', async ({ page }) => {
  const loads = countKeypadLoads(page);
  await page.goto('/solve');
  await waitForHydration(page);
  expect(loads.count).toBe(0);
  await problemBox(page).click();
  // Fetched on the first focus, so the button shows it at once; but not shown.
  await expect.poll(() => loads.count).toBe(1);
  await expect(keypadToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Maths keypad' })).toBeHidden();

  await problemBox(page).fill('2x');
  await keypadToggle(page).click();
  await expect(keypadToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await key(page, 'greater than or equal').click();
  await expect(problemBox(page)).toHaveValue('2x≥');
  await expect(problemBox(page)).toBeFocused();
  await problemBox(page).pressSequentially('6');
  await problemBox(page).press('Enter');
  await expect(page.getByTestId('solve-answer')).toHaveText(solved('2x≥6').answer);
  expect(loads.count).toBe(1);
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
  await page.reload();
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
    result(page).getByRole('link', { name: 'Open the percentage calculator' }),
  ).toHaveAttribute('href', tool?.path ?? '');
});
