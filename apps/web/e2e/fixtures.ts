/**
 * The shared Playwright `test` for every web spec: `import { expect, test } from './fixtures'`.
 *
 * - Every request to a host other than localhost/127.0.0.1 fails (no internet in tests): the
 *   browser resolves no other host name (playwright.config.ts); `blockedRequests` lists them.
 * - Console errors (hydration mismatches, uncaught exceptions) fail the test, except the
 *   browser's own "Failed to load resource" lines for expected 4xx/5xx answers. Opt out per test
 *   with `test.use({ allowConsoleErrors: true })`.
 * - `expectNoAxeViolations()` waits for finite animations to end, then runs axe-core with the
 *   WCAG 2.1 A/AA tags in the page's own frames.
 * - `stubStripe()` answers https://js.stripe.com/* with a tiny fake (for checkout specs).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import commonDe from '../src/i18n/messages/common/de.json' with { type: 'json' };
import commonEn from '../src/i18n/messages/common/en.json' with { type: 'json' };
import commonEs from '../src/i18n/messages/common/es.json' with { type: 'json' };
import commonFr from '../src/i18n/messages/common/fr.json' with { type: 'json' };
import commonPt from '../src/i18n/messages/common/pt.json' with { type: 'json' };

export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type Fixtures = {
  blockedRequests: string[];
  allowConsoleErrors: boolean;
  consoleErrors: string[];
  expectNoAxeViolations: (options?: { include?: string; exclude?: string[] }) => Promise<void>;
  stubStripe: (script?: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],

  // Both are set up with the browser context and the page, not as auto fixtures of their own:
  // an auto fixture that needs `context` or `page` opens a browser context even for a test that
  // only uses `request` (the raw-HTML checks of seo.spec.ts), and a context costs ~1 s there.
  // Every test that has a page gets both, as before.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  blockedRequests: async ({}, use) => {
    await use([]);
  },

  // Other hosts are not routed here but unresolvable (playwright.config.ts): a catch-all route
  // made Playwright intercept every request of every page and turned the browser's cache off, so
  // a page opened twice in a test downloaded and compiled its scripts twice (the routing alone
  // was a sixth of the wall time of navigation, tools, tools-pages and checkout specs). A stub's
  // route (`stubStripe`, `routeStripeApi`) still answers before any name is looked up.
  context: async ({ context, blockedRequests }, use) => {
    context.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (!LOCAL_HOSTS.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:')
        blockedRequests.push(request.url());
    });
    await use(context);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  consoleErrors: async ({}, use) => {
    await use([]);
  },

  page: async ({ page, consoleErrors, allowConsoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.startsWith('Failed to load resource')) return;
      consoleErrors.push(text);
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    await use(page);
    if (!allowConsoleErrors) expect(consoleErrors, 'console errors during the test').toEqual([]);
  },

  expectNoAxeViolations: async ({ page }, use) => {
    await use(async (options) => {
      // Legacy mode runs axe.run() in the page itself. The default injects axe into every frame
      // and then opens a blank page, injects axe again and merges the frames' results there,
      // which only matters for cross-origin frames: our pages have none in tests (every other
      // host is aborted, Stripe.js is a stub). Same passes and violations, half the time
      // (measured on /practice, /about, /tools, /marketplace: 38.3 s against 19.3 s). The option
      // is deprecated for axe 5; until then it saves minutes of every CI run.
      // Contrast is measured on what is painted: let running transitions and entrance animations
      // (a theme change, a toast sliding in) end first, however slow the machine. Endless ones
      // (spinners) are left running.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      );
      // Only violations are asserted: `resultTypes` has axe keep every node of a violation and at
      // most one of the other result types (passes, incomplete, inapplicable), whose selectors it
      // would otherwise work out for every matching node. The same rules run and fail the same
      // way; a scan takes about a quarter less (measured on /developers, /tools, /practice and /).
      // `options()` replaces the run options, so it comes before `withTags()`.
      let builder = new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(AXE_TAGS)
        .setLegacyMode(true);
      if (options?.include) builder = builder.include(options.include);
      for (const selector of options?.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const summary = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
      expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    });
  },

  stubStripe: async ({ context }, use) => {
    await use(async (script = 'window.Stripe = undefined;') => {
      await context.route('https://js.stripe.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: script }),
      );
    });
  },
});

export { expect };

/** Sets the theme the inline script will apply, before any page script runs. */
export async function presetTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    try {
      if (!sessionStorage.getItem('e2e-theme-set')) {
        localStorage.setItem('theme', value);
        sessionStorage.setItem('e2e-theme-set', '1');
      }
    } catch {}
  }, theme);
}

/** The languages a page is written in, with the theme button's words in each. */
const THEME_WORDS = { en: commonEn, es: commonEs, fr: commonFr, de: commonDe, pt: commonPt };
export type PageLanguage = keyof typeof THEME_WORDS;

/** `text` matched literally inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until React has hydrated the prerendered page (the theme toggle gets its real label). */
export async function waitForHydration(page: Page, language: PageLanguage = 'en'): Promise<void> {
  const words = THEME_WORDS[language];
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute(
    'aria-label',
    new RegExp(`^(${literal(words['theme.toDark'])}|${literal(words['theme.toLight'])})$`),
  );
}

/**
 * Scrolls /practice toward its skill list, as a visitor reading on does: the list's code and data
 * wait for the visitor's first move (or for the list to come into view), so a test that opens the
 * page and looks at the list does this first.
 */
export async function scrollTowardSkills(page: Page): Promise<void> {
  await page.mouse.wheel(0, 400);
}
