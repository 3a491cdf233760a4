/** What the tool pages' language specs check on each page, in one place. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type PageLanguage, test, viewports, waitForHydration } from '../fixtures';
import { expectOpen, faqOf } from './faq';

/** A tool page in one language: what its page and its head must say. */
export type ToolPageCase = {
  path: string;
  title: string;
  /** A section's heading on the page. */
  section: string;
  /** The page's catalogue in that language. */
  words: Record<string, string>;
  faqIds: readonly string[];
  /** One answer with figures math-core worked out, exactly as the page and its head say it. */
  answer: { id: string; text: string };
};

/** The narrow no-break space French groups digits with (`93 605`). */
export const FR_GROUP = '\u202f';

type JsonLd = {
  '@type': string;
  name?: string;
  mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
};

/** Every JSON-LD block of a page's HTML. */
const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as JsonLd,
  );

/**
 * One test per tool page, a step per language: the prerendered head's JSON-LD (the tool's name,
 * the how-to and the FAQ) is in the language, and so are the page's heading, a section heading and
 * its questions; the one answer written out in full is the same on the page as in the head. The
 * languages of a page share a browser context, so the page's scripts are fetched and compiled
 * once rather than once per language; each language's page is still loaded and hydrated on its
 * own.
 */
export function testToolPages(cases: readonly ToolPageCase[]): void {
  const byTool = new Map<string, ToolPageCase[]>();
  for (const c of cases) {
    const tool = c.path.replace(/^\/[a-z]{2}\//, '/');
    byTool.set(tool, [...(byTool.get(tool) ?? []), c]);
  }
  for (const toolCases of byTool.values()) {
    const paths = toolCases.map((c) => c.path).join(', ');
    test(`${paths}: heading, teaching text and questions in the language, and so is its head`, async ({
      page,
      request,
    }) => {
      test.slow(); // a page per language on a shared machine
      for (const c of toolCases) {
        await test.step(c.path, () => checkToolPage(page, request, c));
      }
    });
  }
}

async function checkToolPage(page: Page, request: APIRequestContext, c: ToolPageCase) {
  const language = (c.path.split('/')[1] ?? '') as PageLanguage;
  const questions = c.faqIds.map((id) => c.words[`faq.${id}.question`] ?? `(no faq.${id})`);

  const html = await (await request.get(c.path)).text();
  expect(html).toContain(`<html lang="${language}"`);
  const data = jsonLdOf(html);
  expect(data.map((d) => d['@type'])).toEqual(['WebApplication', 'HowTo', 'FAQPage']);
  expect(data[0]?.name).toBe(c.title);
  expect(data[1]?.name).toBe(c.words['howTo.name']);
  const faq = data[2]?.mainEntity ?? [];
  expect(faq.map((q) => q.name)).toEqual(questions);
  expect(faq[c.faqIds.indexOf(c.answer.id)]?.acceptedAnswer.text).toBe(c.answer.text);

  await page.setViewportSize(viewports.desktop);
  await page.goto(c.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
  await waitForHydration(page, language);
  await expect(page.getByRole('heading', { level: 2, name: c.section, exact: true })).toBeVisible();
  const onPage = faqOf(page.locator('#faq'));
  await expect(onPage.questions).toHaveText(questions);
  // The answer shown on the page is the head's, once its question is opened.
  const question = questions[c.faqIds.indexOf(c.answer.id)] ?? '';
  await expectOpen(onPage, question, false);
  await onPage.summary(question).click();
  await expectOpen(onPage, question, true);
  await expect(onPage.answer(question)).toHaveText(c.answer.text);
}
