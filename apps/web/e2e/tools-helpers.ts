/** Shared steps for the tools specs (not a spec itself). */
import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

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

/** Invalid input must leave no result at all (no message either). */
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
