/** How the specs read a page's FAQ: native `<details>` items sharing a `name`, not a script's widget. */
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * The FAQ inside `scope` (`page.locator('#faq')`): its items, its questions (the heading inside
 * each item's `<summary>`, in page order), the item whose question matches, that item's summary
 * (what a visitor clicks, focuses and presses Enter or Space on) and its answer (everything in the
 * item but the summary).
 */
export function faqOf(scope: Locator) {
  const items = scope.locator('details');
  const item = (question: string | RegExp) =>
    items.filter({
      has: scope.page().locator('summary').getByRole('heading', { name: question, exact: true }),
    });
  return {
    items,
    questions: items.locator('summary').getByRole('heading'),
    item,
    summary: (question: string | RegExp) => item(question).locator('summary'),
    answer: (question: string | RegExp) => item(question).locator(':scope > :not(summary)'),
    open: scope.locator('details[open]'),
  };
}

/** The item is open and its answer shows, or closed and its answer is hidden. */
export async function expectOpen(
  faq: ReturnType<typeof faqOf>,
  question: string | RegExp,
  open: boolean,
): Promise<void> {
  if (open) {
    await expect(faq.item(question)).toHaveAttribute('open', '');
    await expect(faq.answer(question)).toBeVisible();
  } else {
    await expect(faq.item(question)).not.toHaveAttribute('open');
    await expect(faq.answer(question)).toBeHidden();
  }
}
