import { mainNav } from '../src/app/site';
import de from '../src/i18n/messages/common/de.json' with { type: 'json' };
import en from '../src/i18n/messages/common/en.json' with { type: 'json' };
import es from '../src/i18n/messages/common/es.json' with { type: 'json' };
import fr from '../src/i18n/messages/common/fr.json' with { type: 'json' };
import pt from '../src/i18n/messages/common/pt.json' with { type: 'json' };
import { expect, test, viewports, waitForHydration } from './fixtures';

/**
 * The site in its five languages: each page at /<code>/… says its language in <html lang> and
 * its words, its head links every language's page, the header's menu switches language keeping
 * the page and its query and remembers the choice, a browser's languages only suggest (a notice,
 * never a redirect), and the server sends each language its pages and its 404.
 */
const common = { en, es, fr, de, pt } as const;
type Code = keyof typeof common;
const words = (language: Code) => common[language] as Record<string, string>;

test('/es/ is Spanish: <html lang>, the nav, the title, and hreflang alternates to every language', {
  tag: '@smoke',
}, async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const nav = page.getByRole('navigation', { name: words('es')['header.mainNav'] });
  await expect(nav.getByRole('link')).toHaveText(
    mainNav.map((item) => words('es')[`nav.${item.key}`] as string),
  );
  await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^MathTools: calculadoras/);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`,
      ),
    );
  expect(alternates).toEqual(['en /', 'es /es/', 'fr /fr/', 'de /de/', 'pt /pt/', 'x-default /']);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES');
  await waitForHydration(page, 'es');
  // Links stay in Spanish.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Precios' }),
  ).toHaveAttribute('href', '/es/pricing');
});

test('the language button shows the language code and its name begins with it, in every language', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  const names: Record<Code, string> = {
    en: 'EN (Language: English)',
    es: 'ES (Idioma: Español)',
    fr: 'FR (Langue : Français)',
    de: 'DE (Sprache: Deutsch)',
    pt: 'PT (Idioma: Português)',
  };
  for (const [code, name] of Object.entries(names) as [Code, string][]) {
    await page.goto(code === 'en' ? '/' : `/${code}/`);
    await waitForHydration(page, code);
    const menu = page.getByTestId('language-menu');
    await expect(menu).toHaveText(code.toUpperCase());
    // The name begins with the visible text (WCAG 2.5.3, label in name). axe's rule for it
    // cannot tell: it accepts "EN" inside "Language: English", as part of "English".
    await expect(menu).toHaveAccessibleName(name);
  }
});

test('the language menu opens /solve?q=… in French with the problem kept, and remembers the choice', {
  tag: '@smoke',
}, async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/solve?q=2x%2B3%3D7');
  await waitForHydration(page, 'en');
  // The shared link is solved at once and the solution takes the focus (which closes a menu).
  await expect(page.getByTestId('solve-answer')).toHaveText('x = 2');
  const menu = page.getByTestId('language-menu');
  await expect(menu).toHaveAccessibleName('EN (Language: English)');
  await menu.click();
  const list = page.locator(`#${await menu.getAttribute('aria-controls')}`);
  await expect(list.getByRole('link')).toHaveText([
    'English',
    'Español',
    'Français',
    'Deutsch',
    'Português',
  ]);
  await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await expect(list.getByRole('link', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  await list.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/solve\?q=2x%2B3%3D7$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('input[name="q"], textarea[name="q"]').first()).toHaveValue('2x+3=7');
  await expect(page).toHaveTitle(/^Solveur de maths pas à pas/);
  await expect(page.getByTestId('language-menu')).toHaveAccessibleName('FR (Langue : Français)');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  // Back on an English page the remembered choice is offered, in French, never forced.
  await page.goto('/pricing');
  const notice = page.getByTestId('language-notice');
  await expect(notice).toHaveAttribute('lang', 'fr');
  await expect(notice).toContainText(words('fr')['languageNotice.available'] as string);
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/fr/pricing');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('is offered the Spanish page on an English one, and not again once it dismissed the offer', async ({
    page,
  }) => {
    await page.goto('/tools');
    const notice = page.getByTestId('language-notice');
    await expect(notice).toHaveText(/Esta página está disponible en español\./);
    await expect(notice.getByRole('link', { name: 'Verla en español' })).toHaveAttribute(
      'href',
      '/es/tools',
    );
    await expect(page).toHaveURL(/\/tools$/);
    await notice.getByRole('button', { name: 'No, gracias' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await waitForHydration(page, 'en');
    await expect(page.getByTestId('language-notice')).toBeHidden();
  });

  test('sees no offer on a page already in a language', async ({ page }) => {
    await page.goto('/de/tools');
    await waitForHydration(page, 'de');
    await expect(page.getByTestId('language-notice')).toBeHidden();
  });
});

test('navigating in the app keeps the language, and switching it says the new one in <html lang>', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/es/');
  await waitForHydration(page, 'es');
  await page
    .getByRole('navigation', { name: words('es')['header.mainNav'] })
    .getByRole('link', { name: 'Precios' })
    .click();
  await expect(page).toHaveURL(/\/es\/pricing$/);
  await expect(page).toHaveTitle('Precios: planes Free, Pro y Master | MathTools');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/pricing$/);
  await expect(page.getByRole('link', { name: 'Precios', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByTestId('language-menu').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Preise: die Tarife Free, Pro und Master | MathTools');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  await page.getByTestId('language-menu').click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Pricing: Free, Pro and Master Plans | MathTools');
});

test('the server sends a language its pages, its join shell and its 404', async ({ request }) => {
  const join = await request.get('/es/join/ABC123');
  expect(join.status()).toBe(200);
  expect(await join.text()).toContain('<html lang="es">');
  const missing = await request.get('/es/nope');
  expect(missing.status()).toBe(404);
  const body = await missing.text();
  expect(body).toContain('<html lang="es">');
  expect(body).toContain('Página no encontrada');
  expect(body).not.toContain('hreflang');
  const bare = await request.get('/fr', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/fr/');
});

test('the sitemap lists every page in every language with its alternates, and no unlisted page', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] as string).pathname,
  );
  for (const path of ['/', '/es/', '/fr/solve', '/de/tools', '/pt/practice', '/solve'])
    expect(locs).toContain(path);
  for (const path of ['/teach', '/es/teach', '/join', '/fr/join']) expect(locs).not.toContain(path);
  const url = xml.match(/<url>\s*<loc>[^<]*\/pt\/pricing<\/loc>[\s\S]*?<\/url>/)?.[0] ?? '';
  const links = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${new URL(m[2] as string).pathname}`,
  );
  expect(links).toEqual([
    'en /pricing',
    'es /es/pricing',
    'fr /fr/pricing',
    'de /de/pricing',
    'pt /pt/pricing',
    'x-default /pricing',
  ]);
});

for (const [path, language] of [
  ['/es/', 'es'],
  ['/fr/pricing', 'fr'],
  ['/de/tools', 'de'],
  ['/pt/practice', 'pt'],
] as const) {
  test(`axe ${path} (mobile, language menu open)`, async ({ page, expectNoAxeViolations }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto(path);
    await waitForHydration(page, language);
    await page.getByTestId('language-menu').click();
    await expect(page.getByRole('link', { name: 'Português' })).toBeVisible();
    await expectNoAxeViolations();
  });
}
