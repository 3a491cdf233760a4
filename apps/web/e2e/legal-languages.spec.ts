import type { Locator, Page } from '@playwright/test';
import commonDe from '../src/i18n/messages/common/de.json' with { type: 'json' };
import commonEs from '../src/i18n/messages/common/es.json' with { type: 'json' };
import commonFr from '../src/i18n/messages/common/fr.json' with { type: 'json' };
import commonPt from '../src/i18n/messages/common/pt.json' with { type: 'json' };
import developersDe from '../src/i18n/messages/developers/de.json' with { type: 'json' };
import developersEn from '../src/i18n/messages/developers/en.json' with { type: 'json' };
import developersEs from '../src/i18n/messages/developers/es.json' with { type: 'json' };
import developersFr from '../src/i18n/messages/developers/fr.json' with { type: 'json' };
import developersPt from '../src/i18n/messages/developers/pt.json' with { type: 'json' };
import privacyDe from '../src/i18n/messages/privacy/de.json' with { type: 'json' };
import privacyEn from '../src/i18n/messages/privacy/en.json' with { type: 'json' };
import privacyEs from '../src/i18n/messages/privacy/es.json' with { type: 'json' };
import privacyFr from '../src/i18n/messages/privacy/fr.json' with { type: 'json' };
import privacyPt from '../src/i18n/messages/privacy/pt.json' with { type: 'json' };
import termsDe from '../src/i18n/messages/terms/de.json' with { type: 'json' };
import termsEn from '../src/i18n/messages/terms/en.json' with { type: 'json' };
import termsEs from '../src/i18n/messages/terms/es.json' with { type: 'json' };
import termsFr from '../src/i18n/messages/terms/fr.json' with { type: 'json' };
import termsPt from '../src/i18n/messages/terms/pt.json' with { type: 'json' };
import { expect, test, viewports, waitForHydration } from './fixtures';

/**
 * The legal pages and the API reference in the other four languages: every heading and sentence
 * of /xx/privacy and /xx/terms is the language's, with the update date written as it writes
 * dates; /xx/developers says its own words in the language and marks the OpenAPI document's
 * (English) summaries and descriptions `lang="en"`. No English sentence of the pages is left, and
 * axe finds nothing.
 */

// axe takes seconds per page on a shared 2-core machine (minutes on the API reference).
test.describe.configure({ timeout: 300_000 });

type Words = Record<string, string>;
type Case = {
  language: 'es' | 'fr' | 'de' | 'pt';
  common: Words;
  privacy: Words;
  terms: Words;
  developers: Words;
  /** The policies' update line, exactly: the date as the language writes it. */
  updated: string;
  /** The call index's intro for `count` calls. */
  calls: (count: number) => string;
};

const cases: Case[] = [
  {
    language: 'es',
    common: commonEs,
    privacy: privacyEs,
    terms: termsEs,
    developers: developersEs,
    updated: 'Última actualización: 21 de octubre de 2025',
    calls: (n) => `${n} llamadas, por área.`,
  },
  {
    language: 'fr',
    common: commonFr,
    privacy: privacyFr,
    terms: termsFr,
    developers: developersFr,
    updated: 'Dernière mise à jour : 21 octobre 2025',
    calls: (n) => `${n} appels, par domaine.`,
  },
  {
    language: 'de',
    common: commonDe,
    privacy: privacyDe,
    terms: termsDe,
    developers: developersDe,
    updated: 'Zuletzt aktualisiert: 21. Oktober 2025',
    calls: (n) => `${n} Aufrufe, nach Bereich.`,
  },
  {
    language: 'pt',
    common: commonPt,
    privacy: privacyPt,
    terms: termsPt,
    developers: developersPt,
    updated: 'Última atualização: 21 de outubro de 2025',
    calls: (n) => `${n} chamadas, por área.`,
  },
];

/** A message as the page shows it: its tags and their markup gone, its values filled in. */
const shown = (message: string, values: Record<string, string> = {}) =>
  message.replace(/<\/?\w+>/g, '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English of a catalogue that the page must not show in `words`' language: each message that
 * the language words differently, cut at its placeholders and tags into the runs of words
 * between them (a plural is checked on its own). Each run is matched as whole words, so
 * "Type" is not found in "TypeScript".
 */
function englishLeft(text: string, english: Words, words: Words): string[] {
  const found: string[] = [];
  for (const [key, message] of Object.entries(english)) {
    if (words[key] === message || message.includes('plural,')) continue;
    const runs = message
      .replace(/<\/?\w+>/g, '')
      .replaceAll('`', '')
      .split(/\{[^{}]*\}/)
      .map((run) => run.trim().replace(/^[;:,.\s]+|[;:,.\s]+$/g, ''))
      .filter((run) => run.length >= 3);
    for (const run of runs) {
      if (new RegExp(`(^|\\W)${escapeRegExp(run)}($|\\W)`).test(text))
        found.push(`${key}: "${run}"`);
    }
  }
  return found;
}

/** The text of `main`, whitespace collapsed, leaving out what is marked English. */
const textOf = (main: Locator, withoutEnglish = false) =>
  main.evaluate((el, without) => {
    const copy = el.cloneNode(true) as HTMLElement;
    if (without) for (const english of copy.querySelectorAll('[lang="en"]')) english.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ');
  }, withoutEnglish);

const headings = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

for (const c of cases) {
  const { language, privacy, terms, developers } = c;
  const at = (path: string) => `/${language}${path}`;

  test(`/${language}/privacy and /${language}/terms are in the language, dated as it writes dates`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(at('/privacy'));
    await waitForHydration(page, c.language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy['page.title'] ?? '');
    await expect(main.getByText(privacy['page.eyebrow'] ?? '', { exact: true })).toBeVisible();
    await expect(main.getByText(c.updated, { exact: true })).toBeVisible();
    await expect(headings(page)).toHaveText(
      ['collect', 'use', 'cookies', 'keep', 'children', 'rights', 'changes'].map(
        (section) => privacy[`${section}.title`] ?? '',
      ),
    );
    await expect(main.locator('li')).toHaveText(
      ['tools', 'practice', 'classes', 'newsletter', 'contact', 'purchases'].map((item) =>
        shown(privacy[`collect.${item}`] ?? ''),
      ),
    );
    await expect(main.locator('li strong').first()).toHaveText(
      /<strong>(.*)<\/strong>/.exec(privacy['collect.tools'] ?? '')?.[1] ?? '',
    );
    const rights = main.locator('p', { hasText: 'support@' });
    await expect(rights).toHaveText(
      shown(privacy['rights.text'] ?? '', { email: 'support@mathtools.app' }),
    );
    await expect(rights.getByRole('link', { name: 'support@mathtools.app' })).toHaveAttribute(
      'href',
      'mailto:support@mathtools.app',
    );
    // The contact form in the same language.
    await expect(
      rights.getByRole('link', {
        name: /<contact>(.*)<\/contact>/.exec(privacy['rights.text'] ?? '')?.[1],
      }),
    ).toHaveAttribute('href', at('/contact'));
    expect(englishLeft(await textOf(main), privacyEn, privacy)).toEqual([]);
    await expectNoAxeViolations();

    await page.goto(at('/terms'));
    await waitForHydration(page, c.language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms['page.title'] ?? '');
    await expect(main.getByText(terms['page.intro'] ?? '', { exact: true })).toBeVisible();
    await expect(main.getByText(c.updated, { exact: true })).toBeVisible();
    await expect(headings(page)).toHaveText(
      ['use', 'age', 'learning', 'premium', 'refunds', 'account', 'content', 'changes'].map(
        (section) => terms[`${section}.title`] ?? '',
      ),
    );
    await expect(main.locator('li')).toHaveText([
      terms['premium.packs'] ?? '',
      terms['premium.plans'] ?? '',
      terms['premium.notice'] ?? '',
    ]);
    const refunds = main.locator('p', { hasText: shown(terms['refunds.text'] ?? '') });
    await expect(refunds.getByRole('link')).toHaveAttribute('href', at('/contact'));
    const account = main.locator('p', { hasText: shown(terms['account.text'] ?? '') });
    await expect(account.getByRole('link')).toHaveText(
      /<privacy>(.*)<\/privacy>/.exec(terms['account.text'] ?? '')?.[1] ?? '',
    );
    await expect(account.getByRole('link')).toHaveAttribute('href', at('/privacy'));
    expect(englishLeft(await textOf(main), termsEn, terms)).toEqual([]);
    await expectNoAxeViolations();
  });

  test(`/${language}/developers says its own words in the language and marks the API's English`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    const served = (await (await page.request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
      tags: { name: string }[];
    };
    const calls = Object.values(served.paths).flatMap((item) => Object.values(item));

    await page.goto(at('/developers#op-gradeAnswer'));
    await waitForHydration(page, c.language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      developers['page.title'] ?? '',
    );
    await expect(main.getByText(developers['page.intro'] ?? '', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: developers['page.document'] })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    await expect(page.getByRole('link', { name: developers['page.mathCore'] })).toHaveAttribute(
      'href',
      '/developers/math-core',
    );
    await expect(main.locator('#conventions li')).toHaveText(
      ['paths', 'bodies', 'visitors', 'limits', 'unknown'].map((key) =>
        shown(developers[`conventions.${key}`] ?? ''),
      ),
    );
    await expect(main.locator('#conventions li code').first()).toHaveText('/api/');
    await expect(
      page.getByRole('table', { name: developers['errors.title'] }).first(),
    ).toContainText(developers['errors.meaning'] ?? '');
    await expect(main.getByText(c.calls(calls.length), { exact: true })).toBeVisible();

    // Each group of calls is headed in the language, in the index and over its calls.
    const index = page.getByRole('navigation', { name: developers['endpoints.title'] });
    for (const { name } of served.tags) {
      await expect(
        index.getByRole('link', { name: developers[`tag.${name}`], exact: true }),
      ).toHaveAttribute('href', `#tag-${name}`);
      await expect(page.locator(`#tag-${name}-heading`)).toHaveText(
        developers[`tag.${name}`] ?? '',
      );
    }

    // A call: its tables and headings in the language, the document's sentences marked English.
    const grade = page.locator('#op-gradeAnswer');
    await expect(grade).toBeInViewport();
    const body = grade.getByRole('table', { name: developers['operation.body'] });
    await expect(body.getByRole('columnheader')).toHaveText([
      developers['field.name'] ?? '',
      developers['field.type'] ?? '',
      developers['field.notes'] ?? '',
    ]);
    await expect(body).toContainText(developers['field.required'] ?? '');
    await expect(body).toContainText('problemId');
    const errors = grade.getByRole('table', { name: developers['errors.title'] });
    await expect(errors).toContainText('rate_limited');
    await expect(errors.getByRole('columnheader')).toHaveText([
      developers['operation.status'] ?? '',
      developers['operation.errorCodes'] ?? '',
    ]);
    await expect(errors).toContainText(shown(developers['operation.retryAfter'] ?? ''));
    const summary = calls.find((call) => call.operationId === 'gradeAnswer')?.summary ?? '';
    await expect(grade.locator('strong [lang="en"]')).toHaveText(`${summary}.`);
    await expect(grade.getByRole('heading', { level: 4 }).last()).toHaveText(
      developers['errors.title'] ?? '',
    );
    // The constraints, in the language: "Von 0 bis 1.000.000", not "From 0 to 1,000,000".
    await expect(main.getByText(/From \d|At most \d|Greater than \d|At least \d/)).toHaveCount(0);

    const text = await textOf(main, true);
    expect(englishLeft(text, developersEn, developers)).toEqual([]);
    // What is English there is only what the document says, each of its summaries marked so.
    expect(text).not.toContain(summary);
    // axe on the whole reference takes minutes on a busy 2-core machine, and its markup is the
    // same in every language: it runs on the German page, whose words are the longest.
    if (language === 'de') await expectNoAxeViolations();
  });
}

test('the German legal pages fit a phone: nothing scrolls sideways at 390 px, nor at 320', async ({
  page,
}) => {
  for (const path of ['/de/privacy', '/de/terms', '/de/developers']) {
    await page.setViewportSize(viewports.mobile);
    await page.goto(path);
    await waitForHydration(page, 'de');
    for (const width of [viewports.mobile.width, 320]) {
      await page.setViewportSize({ ...viewports.mobile, width });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth, `${path} at ${width} px`).toBe(width);
      expect(scrollWidth, `${path} at ${width} px`).toBe(clientWidth);
    }
  }
});
