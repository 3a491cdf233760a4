import checkoutPt from '../src/i18n/messages/checkout/pt.json' with { type: 'json' };
import contactFr from '../src/i18n/messages/contact/fr.json' with { type: 'json' };
import marketplaceDe from '../src/i18n/messages/marketplace/de.json' with { type: 'json' };
import pricingEn from '../src/i18n/messages/pricing/en.json' with { type: 'json' };
import pricingEs from '../src/i18n/messages/pricing/es.json' with { type: 'json' };
import purchasesEs from '../src/i18n/messages/purchases/es.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures';
import { faqOf } from './support/faq';

/**
 * The purchase and contact pages in other languages: /es/pricing says its plans, prices and
 * questions in Spanish, /fr/contact checks its form in French, and a page in each language passes
 * axe (/es/pricing's scan is in the test that opens it for its words).
 */

// axe takes seconds per page on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

type Words = Record<string, string>;

test('/es/pricing is in Spanish: its plans, prices in dollars with a decimal comma, and its questions; axe finds nothing', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/es/pricing');
  await waitForHydration(page, 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // As first rendered, before anything is opened.
  await expectNoAxeViolations();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingEs['page.title']);
  const pro = page.getByTestId('tier-pro');
  await expect(pro).toContainText(pricingEs['card.popular']);
  await expect(pro).toContainText(pricingEs['card.trial']);
  await expect(pro).toContainText(pricingEs['feature.onePack']);
  // Dollars still, written as Spanish writes money: 9,99 US$ a month.
  await expect(pro).toContainText(/9,99\s?US\$\/mes/);
  await expect(page.getByTestId('tier-free')).toContainText(/0\s?US\$\/mes/);
  await expect(pro.getByRole('link')).toHaveAttribute(
    'href',
    '/es/checkout?product=pro&amount=9.99&name=Pro',
  );
  await expect(page.getByRole('button', { name: purchasesEs['restore.title'] })).toBeVisible();
  await expect(faqOf(page.locator('#faq')).summary(pricingEs['faq.trial.question'])).toBeVisible();
  // No English left on the page's own words.
  const main = page.locator('main');
  for (const key of ['card.popular', 'card.trial', 'page.faq', 'tier.pro.cta', 'bar.lead']) {
    await expect(main).not.toContainText((pricingEn as Words)[key] as string);
  }
  // Pro's trial asks for its pack in Spanish.
  await pro.getByRole('button', { name: new RegExp(pricingEs['trial.start']) }).click();
  await expect(page.getByLabel(pricingEs['trial.packLabel'])).toBeFocused();
  await page.getByRole('button', { name: pricingEs['trial.submit'] }).click();
  await expect(page.getByText(pricingEs['trial.packMissing'])).toBeVisible();
});

test('/fr/contact checks its form in French', async ({ page, expectNoAxeViolations }) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) sent++;
  });
  await page.goto('/fr/contact');
  await waitForHydration(page, 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactFr['page.title']);
  const send = page.getByRole('button', { name: contactFr['form.send'] });
  await send.click();
  for (const key of [
    'error.name.required',
    'error.email.required',
    'error.subject.required',
    'error.message.required',
  ]) {
    await expect(page.getByText((contactFr as Words)[key] as string)).toBeVisible();
  }
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  const name = page.getByLabel(contactFr['form.name'], { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations();

  await name.fill('Camille');
  await page.getByLabel(contactFr['form.email'], { exact: true }).fill('pas-une-adresse');
  await page.getByLabel(contactFr['form.subject'], { exact: true }).fill('Une question');
  await page.getByLabel(contactFr['form.message'], { exact: true }).fill('Bonjour');
  await send.click();
  await expect(page.getByText(contactFr['error.email.invalid'])).toBeVisible();
  await expect(page.getByText(contactFr['error.name.required'])).toHaveCount(0);
  await expect(page.getByText(/^7 \/ 1000 caractères$/)).toBeVisible();
  expect(sent).toBe(0);
});

test('axe finds nothing on /de/marketplace and /pt/checkout', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/de/marketplace');
  await waitForHydration(page, 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketplaceDe['page.title']);
  await expect(page.getByTestId('product-card').first()).toContainText(
    marketplaceDe['card.oneTime'],
  );
  await expectNoAxeViolations();

  // A checkout link without a product: the page says so in Portuguese.
  await page.goto('/pt/checkout');
  await waitForHydration(page, 'pt');
  await expect(page.getByText(checkoutPt.invalidProduct)).toBeVisible();
  await expectNoAxeViolations();
});
