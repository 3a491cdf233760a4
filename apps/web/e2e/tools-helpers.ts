/** Shared steps for the tools specs (not a spec itself). */
import type { Locator, Page } from '@playwright/test';
import type { ToolId } from '../src/features/tools/registry';
import { expect, waitForHydration } from './fixtures';

/** Each /tools tab's name, by the tab id a tool's `tool.json` gives. */
export const tabNames = {
  'math-tools': 'Math Tools',
  calculators: 'Calculators',
  converters: 'Converters',
} as const;

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** A tool's card on /tools (its anchor id), after selecting the tab it sits in. */
export async function toolOnListing(
  page: Page,
  id: string,
  tab: 'Math Tools' | 'Calculators' | 'Converters',
): Promise<Locator> {
  await page.getByRole('tab', { name: tab }).click();
  const card = page.locator(`#${id}`);
  await expect(card).toBeVisible();
  return card;
}

export async function fill(card: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await card.getByLabel(label, { exact: true }).fill(value);
  }
}

export const calculate = (card: Locator) =>
  card.getByRole('button', { name: 'Calculate', exact: true }).click();

/** Invalid input leaves no result (the form's refusal is outside the live region). */
export async function expectNoResult(card: Locator, testId: string): Promise<void> {
  await expect(card.getByTestId(testId)).toHaveCount(0);
  await expect(card.locator('[aria-live="polite"]')).toBeEmpty();
}

/**
 * The text of typeset maths as a reader sees it: MathML's textContent without the invisible
 * operators (function application, invisible times) and spaces. `log₂(8)` reads `log2(8)`,
 * `3/2` as a fraction reads `32`.
 */
export async function mathText(math: Locator): Promise<string> {
  const text = await math.evaluate((el) => el.textContent ?? '');
  return text.replace(/[\u2061-\u2064\s]/g, '');
}

/**
 * A step list as shown: each line's note and its MathML, to compare with math-core's steps
 * (`{ note, mathml }` of a Step), so the test proves the page shows math-core's own working.
 */
export async function shownSteps(list: Locator): Promise<{ note: string; mathml: string }[]> {
  return list.locator(':scope > li').evaluateAll((items) =>
    items.map((li) => ({
      note: li.querySelector(':scope > span:not(:has(math))')?.textContent ?? '',
      mathml: li.querySelector('math')?.outerHTML ?? '',
    })),
  );
}

export const stepsOf = (steps: readonly { note: string; mathml: string }[]) =>
  steps.map(({ note, mathml }) => ({ note, mathml }));

/** The `@type` of each JSON-LD block in a page's HTML, in order. */
export const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] ?? 'null') as { '@type': string })['@type'],
  );

/** The questions of a page's FAQPage JSON-LD, in order. */
export function faqQuestions(html: string): string[] {
  const faq = JSON.parse(
    html.match(
      /<script[^>]*ld\+json[^>]*>(\{"@context":"https:\/\/schema.org","@type":"FAQPage"[\s\S]*?)<\/script>/,
    )?.[1] ?? '{}',
  ) as { mainEntity: { name: string }[] };
  return faq.mainEntity.map((q) => q.name);
}

/** Valid inputs for each tool, keyed by registry id: a new tool fails here until it has some. */
export const validInputs: Record<ToolId, (card: Locator) => Promise<void>> = {
  logarithm: (card) => fill(card, { 'Base (b)': '4', 'Value (x)': '8' }),
  'time-calculator': (card) =>
    fill(card.getByRole('group', { name: 'First period' }), { Hours: '20', Minutes: '45' }),
  arithmetic: async (card) => {
    await fill(card, { 'First number': '1', 'Second number': '3' });
    await card.getByLabel('Operation').selectOption('divide');
  },
  percentage: (card) => fill(card, { 'Part (X)': '20', 'Total (Y)': '80' }),
  age: (card) => fill(card, { 'Date of birth': '2000-05-15', 'Age on (optional)': '2024-05-14' }),
  bmi: (card) => fill(card, { 'Weight (kg)': '70', 'Height (cm)': '175' }),
  tip: (card) => fill(card, { 'Bill amount ($)': '100', 'Number of people': '3' }),
  discount: (card) => fill(card, { 'Original price ($)': '80', 'Discount (%)': '25' }),
  gpa: async (card) => {
    await fill(card, { 'Course 1 Credits': '3' });
    await card.getByLabel('Course 1 Grade').selectOption('B+');
  },
  loan: (card) =>
    fill(card, {
      'Loan amount ($)': '10000',
      'Annual interest rate (%)': '5',
      'Term (years)': '3',
    }),
  'unit-converter': (card) => fill(card, { Value: '5' }),
  quadratic: (card) => fill(card, { 'a (x² term)': '1', 'b (x term)': '-3', 'c (constant)': '1' }),
  radical: (card) => fill(card, { 'Number under the root': '72' }),
  'prime-factors': (card) => fill(card, { 'Whole number': '360' }),
  'gcd-lcm': (card) => fill(card, { 'Whole numbers': '72, 120' }),
  fraction: (card) => fill(card, { 'First fraction': '2 1/2', 'Second fraction': '3/4' }),
  statistics: (card) => fill(card, { Numbers: '2, 4, 4, 4, 5, 5, 7, 9' }),
  slope: (card) =>
    fill(card, {
      'x₁ (first point)': '2',
      'y₁ (first point)': '3',
      'x₂ (second point)': '5',
      'y₂ (second point)': '7',
    }),
};
