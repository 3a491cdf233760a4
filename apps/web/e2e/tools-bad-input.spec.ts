import type { Locator } from '@playwright/test';
import { type ToolId, tools } from '../src/features/tools/registry';
import { expect, test, viewports } from './fixtures';
import { calculate, fill, open, tabNames, validInputs } from './tools-helpers';

/**
 * Every tool answers bad input the same way: the previous result goes, the control at fault is
 * `aria-invalid` and described by math-core's reason (role=alert in the form), and after
 * Calculate the focus is on that control. A shared link with a bad value shows the same refusal.
 */
type BadInput = {
  /** Makes the card's input bad (after a valid calculation). */
  spoil: (card: Locator) => Promise<void>;
  /** The control at fault: its label, or how to find it. */
  control: string | ((card: Locator) => Locator);
  /** What the form says. */
  message: RegExp;
  /** A shared link's query with a bad value (the `tool=` of /tools is added). */
  link: string;
};

const bad: Record<ToolId, BadInput> = {
  loan: {
    spoil: (card) => fill(card, { 'Loan amount ($)': '-5000' }),
    control: 'Loan amount ($)',
    message: /^The loan amount must be at least 0\.01\.$/,
    link: 'amount=-5&rate=5&years=3',
  },
  age: {
    spoil: (card) => fill(card, { 'Date of birth': '2999-01-01', 'Age on (optional)': '' }),
    control: 'Date of birth',
    message: /^The date of birth is in the future\.$/,
    link: 'birth=2999-01-01',
  },
  logarithm: {
    spoil: (card) => fill(card, { 'Base (b)': '1' }),
    control: 'Base (b)',
    message: /^The base must be positive and not 1\.$/,
    link: 'base=1&value=-8',
  },
  percentage: {
    spoil: (card) => fill(card, { 'Total (Y)': '0' }),
    control: 'Total (Y)',
    message: /^Total \(Y\) must not be 0\.$/,
    link: 'mode=ratio&x=20&y=0',
  },
  'unit-converter': {
    spoil: (card) => fill(card, { Value: '' }),
    control: 'Value',
    message: /^Enter a value to convert\.$/,
    link: 'category=length&value=&from=inches&to=centimeters',
  },
  arithmetic: {
    spoil: (card) => fill(card, { 'Second number': '0' }),
    control: 'Second number',
    message: /^Cannot divide by zero\.$/,
    link: 'a=1&op=divide&b=0',
  },
  bmi: {
    spoil: (card) => fill(card, { 'Weight (kg)': '-70' }),
    control: 'Weight (kg)',
    message: /^Weight must be greater than 0\.$/,
    link: 'system=metric&weight=-70&height=175',
  },
  tip: {
    spoil: (card) => fill(card, { 'Bill amount ($)': '-5' }),
    control: 'Bill amount ($)',
    message: /^The bill must not be negative\.$/,
    link: 'bill=-5&percent=15&people=1',
  },
  discount: {
    spoil: (card) => fill(card, { 'Discount (%)': '150' }),
    control: 'Discount (%)',
    message: /^The discount must be between 0 and 100\.$/,
    link: 'price=80&percent=150',
  },
  gpa: {
    spoil: (card) => fill(card, { 'Course 1 Credits': '' }),
    control: 'Course 1 Credits',
    message: /^No course has both credits and a known grade\.$/,
    link: 'credits=&grades=Z',
  },
  'time-calculator': {
    spoil: (card) => fill(card.getByRole('group', { name: 'First period' }), { Hours: '1e300' }),
    control: (card) => card.getByRole('group', { name: 'First period' }).getByLabel('Hours'),
    message: /^The first period is too long\.$/,
    link: 'h1=1e300&op=add',
  },
  quadratic: {
    spoil: (card) => fill(card, { 'c (constant)': '' }),
    control: 'c (constant)',
    message: /^Enter the coefficient c \(0 if there is none\)\.$/,
    link: 'a=1&b=2&c=',
  },
  radical: {
    spoil: (card) => fill(card, { 'Number under the root': '-72' }),
    control: 'Number under the root',
    message: /./,
    link: 'radicand=-72&index=2',
  },
  'prime-factors': {
    spoil: (card) => fill(card, { 'Whole number': '1.5' }),
    control: 'Whole number',
    message: /./,
    link: 'value=1.5',
  },
  'gcd-lcm': {
    spoil: (card) => fill(card, { 'Whole numbers': '72, abc' }),
    control: 'Whole numbers',
    message: /abc/,
    link: 'values=72,abc',
  },
  fraction: {
    spoil: (card) => fill(card, { 'First fraction': 'abc' }),
    control: 'First fraction',
    message: /./,
    link: 'a=abc&op=add&b=3/4',
  },
  statistics: {
    spoil: (card) => fill(card, { Numbers: '2, 4, x' }),
    control: 'Numbers',
    message: /x/,
    link: 'values=2,4,x',
  },
  slope: {
    spoil: (card) =>
      fill(card, {
        'x₁ (first point)': '2',
        'y₁ (first point)': '3',
        'x₂ (second point)': '2',
        'y₂ (second point)': '3',
      }),
    control: 'x₂ (second point)',
    message: /same/,
    link: 'x1=2&y1=3&x2=2&y2=3',
  },
};

const controlOf = (card: Locator, { control }: BadInput) =>
  typeof control === 'string' ? card.getByLabel(control, { exact: true }) : control(card);

async function expectRefused(card: Locator, input: BadInput): Promise<void> {
  const { message } = input;
  const alert = card.getByTestId('tool-error');
  await expect(alert).toHaveText(message);
  await expect(alert).toHaveAttribute('role', 'alert');
  const field = controlOf(card, input);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  expect(described.split(' ')).toContain(await alert.getAttribute('id'));
  await expect(card.locator('[aria-live="polite"]')).toBeEmpty();
}

test.describe('bad input, the same in every tool', () => {
  test.use({ viewport: viewports.desktop });

  test('the table covers every tool in the registry', () => {
    expect(Object.keys(bad).sort()).toEqual(tools.map((t) => t.id).sort());
  });

  // Every tool on one /tools page, a step each: the cards share nothing (each has its own form,
  // result and error), and /tools, the heaviest page, is loaded and hydrated once, not 18 times.
  test('in every tool the old result goes, the field says why and takes the focus', async ({
    page,
  }) => {
    test.slow(); // all 18 tools filled in and calculated three times on a shared machine
    await open(page, '/tools');
    for (const tool of tools) {
      await test.step(tool.id, async () => {
        await page.getByRole('tab', { name: tabNames[tool.tab] }).click();
        const card = page.locator(`#${tool.id}`);
        await validInputs[tool.id](card);
        await calculate(card);
        await expect(card.locator('[aria-live="polite"]')).not.toBeEmpty();
        await expect(card.getByTestId('tool-error')).toHaveCount(0);

        await bad[tool.id].spoil(card);
        await calculate(card);
        await expectRefused(card, bad[tool.id]);
        await expect(controlOf(card, bad[tool.id])).toBeFocused();

        // Put right, the refusal goes and the answer comes back.
        await validInputs[tool.id](card);
        await calculate(card);
        await expect(card.getByTestId('tool-error')).toHaveCount(0);
        await expect(card.locator('[aria-live="polite"]')).not.toBeEmpty();
      });
    }
  });

  // Each link is still a page load of its own, in one tab: the site's scripts come from the
  // browser's cache after the first.
  test('in every tool a shared link with a bad value is refused the same way', async ({ page }) => {
    test.slow(); // 18 loads of /tools on a shared machine
    for (const tool of tools) {
      await test.step(tool.id, async () => {
        await open(page, `/tools?tool=${tool.id}&${bad[tool.id].link}`);
        await expectRefused(page.locator(`#${tool.id}`), bad[tool.id]);
      });
    }
  });
});
