import { expect, test, waitForHydration } from './fixtures';
import {
  confirmAnswer,
  expectNoAxeViolationsInBothThemes,
  fakeApi,
  holdApi,
  toast,
} from './support/commerce-helpers';

// axe runs in two themes per state on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 90_000 });

type Product = {
  id: string;
  title: string;
  description: string;
  difficulty: string;
  features: string[];
  price: number;
  bundle: boolean;
};

const cards = (page: import('@playwright/test').Page) => page.getByTestId('product-card');

test('cards from the seeded packs, with the Buy Now URL (axe)', async ({
  page,
  expectNoAxeViolations,
}) => {
  const productsResponse = page.waitForResponse((r) =>
    r.url().endsWith('/api/marketplace/products'),
  );
  await page.goto('/marketplace');
  const products = (await (await productsResponse).json()) as Product[];
  expect(products.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Learning Packs');
  await expect(cards(page)).toHaveCount(products.length);

  for (const [index, product] of products.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading')).toHaveText(product.title);
    await expect(card).toContainText(product.difficulty);
    await expect(card).toContainText(product.description);
    for (const feature of product.features) await expect(card).toContainText(feature);
    await expect(card).toContainText(
      `$${product.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await expect(card).toContainText('One-time payment');
    await expect(card.getByRole('link', { name: /^Buy Now/ })).toHaveAttribute(
      'href',
      `/checkout?product=${encodeURIComponent(product.id)}&amount=${encodeURIComponent(String(product.price))}&name=${encodeURIComponent(product.title)}`,
    );
  }
  const first = products[0] as Product;
  expect(first).toMatchObject({ id: 'algebra-foundations', title: 'Algebra Foundations' });
  await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

  await cards(page)
    .first()
    .getByRole('link', { name: /^Buy Now/ })
    .click();
  await expect(page).toHaveURL(
    /\/checkout\?product=algebra-foundations&amount=19\.99&name=Algebra%20Foundations$/,
  );
  await expect(page.getByTestId('order-total')).toHaveText('$19.99');
});

test('the prerendered page shows the heading and the loading state', async ({ request }) => {
  const html = await (await request.get('/marketplace')).text();
  expect(html).toContain('Premium Learning Packs');
  expect(html).toContain('Loading premium packs');
});

test('loading state (axe)', async ({ page, expectNoAxeViolations }) => {
  const release = await holdApi(page, '/api/marketplace/products');
  await page.goto('/marketplace');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Loading premium packs' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  release();
  await expect(cards(page).first()).toBeVisible();
});

test('empty state (axe)', async ({ page, expectNoAxeViolations }) => {
  await fakeApi(page, '/api/marketplace/products', 200, []);
  await page.goto('/marketplace');
  await expect(page.getByText('No products available at this time.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('error state with a working Try again (axe)', async ({ page, expectNoAxeViolations }) => {
  await fakeApi(page, '/api/marketplace/products', 500, {
    error: { code: 'internal_error', message: 'Internal Server Error' },
  });
  await page.goto('/marketplace');
  await expect(page.getByRole('alert')).toContainText("We couldn't load the packs");
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  await page.unroute('**/api/marketplace/products');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('back from a redirect-based payment: the success toast, and a clean address', async ({
  page,
}) => {
  await page.addInitScript(() =>
    sessionStorage.setItem('mathtools:purchase', 'Geometry Essentials'),
  );
  // The page asks the server how the payment stands (this server has no Stripe keys).
  await fakeApi(page, '/api/purchases/confirm', 200, confirmAnswer('succeeded'));
  await page.goto(
    '/marketplace?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
  );
  await expect(toast(page)).toContainText('Payment Successful!');
  await expect(toast(page)).toContainText('Thank you for purchasing Geometry Essentials!');
  await expect(page).toHaveURL(/\/marketplace$/);
});

test('a return for what the browser had by then, or after it forgot its purchases, says what happened', async ({
  page,
}) => {
  await page.addInitScript(() =>
    sessionStorage.setItem('mathtools:purchase', 'Geometry Essentials'),
  );
  // Another tab paid first: this payment is refunded.
  await fakeApi(page, '/api/purchases/confirm', 200, confirmAnswer('duplicate'));
  await page.goto('/marketplace?payment_intent=pi_2&redirect_status=succeeded');
  await expect(page.getByTestId('purchase-duplicate')).toContainText(
    'Geometry Essentials was already yours when this payment went through, so the payment is being refunded to your card.',
  );
  await expect(page).toHaveURL(/\/marketplace$/);
  // Forget this browser was pressed while paying: the payment counts, for the code.
  await page.unroute('**/api/purchases/confirm');
  await fakeApi(page, '/api/purchases/confirm', 200, confirmAnswer('succeeded', false));
  await page.goto('/marketplace?payment_intent=pi_3&redirect_status=succeeded');
  const notHeld = page.getByTestId('purchase-not-held');
  await expect(notHeld).toContainText('Your payment went through');
  await expect(notHeld).toContainText('enter that code under Restore purchases');
  await expect(page.getByTestId('purchase-complete')).toHaveCount(0);
});

test('/es/marketplace writes every pack in Spanish, and the checkout names it so', async ({
  page,
}) => {
  const productsResponse = page.waitForResponse((r) =>
    r.url().endsWith('/api/marketplace/products?lang=es'),
  );
  await page.goto('/es/marketplace');
  const products = (await (await productsResponse).json()) as Product[];
  await expect(cards(page)).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading')).toHaveText(product.title);
    await expect(card).toContainText(product.description);
    for (const feature of product.features) await expect(card).toContainText(feature);
  }
  const first = cards(page).first();
  await expect(first.getByRole('heading')).toHaveText('Fundamentos de álgebra');
  await expect(first).toContainText(
    'Gana confianza con las expresiones, los problemas de ecuaciones lineales y las inecuaciones, paso a paso.',
  );
  await expect(first).toContainText('3 habilidades premium: ');
  await expect(first).toContainText(
    'Problemas nuevos cada vez, en los niveles Fácil, Intermedio y Difícil',
  );
  await expect(first).toContainText(
    'Hasta dos niveles de pista y la solución paso a paso de cada problema',
  );
  await expect(first).toContainText('Niveles de dominio y repaso espaciado para cada habilidad');
  // Nothing of the packs' English words is left (the skills' own names aside).
  const main = page.locator('main');
  for (const english of [
    'Algebra Foundations',
    'Build confidence',
    'premium skills',
    'New problems every time',
    'hint levels',
    'Mastery levels and spaced review',
  ])
    await expect(main).not.toContainText(english);

  await first.getByRole('link', { name: /^Comprar/ }).click();
  await expect(page).toHaveURL(/\/es\/checkout\?product=algebra-foundations&amount=19\.99&/);
  await expect(page.getByTestId('order-summary')).toContainText('Fundamentos de álgebra');
  await expect(page.getByTestId('order-summary')).not.toContainText('Algebra Foundations');
});

test('/de/marketplace writes the packs in German; the Pro trial offers them so', async ({
  page,
}) => {
  await page.goto('/de/marketplace');
  const geometry = cards(page).nth(1);
  await expect(geometry.getByRole('heading')).toHaveText('Geometrie-Grundwissen');
  await expect(geometry).toContainText(
    'Winkel, zusammengesetzte Figuren, Kreisbögen und Kreisausschnitte sowie Oberflächen, mit der Begründung hinter jeder Antwort.',
  );
  await expect(geometry).toContainText(
    'Immer neue Aufgaben, in den Schwierigkeitsgraden Leicht, Mittel und Schwer',
  );
  await expect(geometry).toContainText(
    'Bis zu zwei Tippstufen und ein vollständiger Lösungsweg zu jeder Aufgabe',
  );
  await expect(geometry).toContainText('Lernstufen und verteilte Wiederholung für jede Fähigkeit');

  // The pack a Pro trial includes is picked from the packs in German too.
  await page.goto('/de/pricing');
  await waitForHydration(page, 'de');
  const pro = page.getByTestId('tier-pro');
  await pro.getByRole('button', { name: /^Kostenlos testen/ }).click();
  const select = pro.getByLabel('Welches Paket soll dein Pro-Test enthalten?');
  await expect(select.locator('option', { hasText: 'Algebra-Grundlagen' })).toHaveCount(1);
  await expect(select.locator('option', { hasText: 'Algebra Foundations' })).toHaveCount(0);
});

test('/es/practice names the packs in Spanish: the pack’s skills and what unlocks a skill', async ({
  page,
}) => {
  await page.goto('/es/practice?pack=geometry-essentials');
  await expect(
    page.getByRole('heading', { name: 'Habilidades de Geometría esencial' }),
  ).toBeVisible();
  const links = page.getByRole('link', { name: 'Geometría esencial', exact: true });
  await expect(links.first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Geometry Essentials');
  await expect(page.locator('main')).not.toContainText('Algebra Foundations');
});

test('back from a payment on /es/marketplace: the thanks name the pack in Spanish', async ({
  page,
}) => {
  await page.addInitScript(() =>
    sessionStorage.setItem('mathtools:purchase', 'Geometry Essentials'),
  );
  // The server's answer names the pack in English, as it stores it.
  const answer = confirmAnswer('succeeded');
  answer.purchases.products = [
    {
      productId: 'geometry-essentials',
      title: 'Geometry Essentials',
      purchasedAt: new Date().toISOString(),
    },
  ] as never;
  // The confirmation comes after the packs, as a call to Stripe makes it do.
  const packs = page.waitForResponse((r) => r.url().endsWith('/api/marketplace/products?lang=es'));
  await page.route('**/api/purchases/confirm', async (route) => {
    await packs;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(answer),
    });
  });
  await page.goto(
    '/es/marketplace?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
  );
  await expect(
    page.getByRole('region', { name: /Notificaciones/ }).getByRole('listitem'),
  ).toContainText('¡Gracias por comprar Geometría esencial!');
  await expect(page.getByTestId('purchase-complete')).toContainText(
    'Geometría esencial ya es tuyo',
  );
});
