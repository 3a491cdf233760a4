import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/commerce-helpers';

/**
 * The solver in the page's language: on /es/solve (fr, de, pt likewise) a problem typed in the
 * language, or in English, is answered in it: its steps' words and its maths' notation (decimal
 * comma, sen, ]−2 ; 2[), with the page's own words from its catalogues.
 */

test.describe.configure({ timeout: 60_000 });

/**
 * Waits until React has hydrated the page: the theme toggle's label names the theme it switches
 * to, in the page's language (before, it only says it changes the theme).
 */
const THEME_SWITCH: Record<string, RegExp> = {
  es: /^Cambiar al tema (claro|oscuro)$/,
  fr: /^Passer au thème (clair|sombre)$/,
  de: /^Zum (hellen|dunklen) Design wechseln$/,
  pt: /^Mudar para o tema (claro|escuro)$/,
};
const waitForHydration = async (page: Page) => {
  const language = new URL(page.url()).pathname.split('/')[1] ?? '';
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute(
    'aria-label',
    THEME_SWITCH[language] ?? /^Switch to (light|dark) theme$/,
  );
};

const answer = (page: Page) => page.getByTestId('solve-answer');
const result = (page: Page) => page.getByTestId('solve-result');
const steps = (page: Page) => result(page).locator('ol > li');
/** The result's kind and method, in that order, each after its label (Tipo, Método …). */
const facts = (page: Page) => result(page).locator('dl dd');

test('a Spanish link answers in Spanish: x = 2 with Spanish steps', { tag: '@smoke' }, async ({
  page,
}) => {
  await page.goto('/es/solve?q=resuelve%202x%2B3%3D7');
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Problema' })).toHaveValue('resuelve 2x+3=7');
  await expect(answer(page)).toHaveText('x = 2');
  await expect(steps(page).first()).toContainText('Resta 3 en ambos miembros');
  await expect(result(page).getByRole('heading', { name: 'Pasos' })).toBeVisible();
  await expect(facts(page)).toHaveText(['Ecuación lineal', 'ecuación lineal']);
});

test('French: x^2 < 4 is the interval ]−2 ; 2[', async ({ page }) => {
  await page.goto('/fr/solve?q=x%5E2%20%3C%204');
  await waitForHydration(page);
  await expect(page.getByTestId('solve-interval')).toContainText('Sous forme d’intervalle');
  await expect(page.getByTestId('solve-interval').locator('math')).toHaveText(
    /^\]\s*−2\s*;\s*2\s*\[$/,
  );
  await expect(result(page).getByRole('heading', { name: 'Étapes' })).toBeVisible();
  await expect(facts(page)).toHaveText(['Inéquation', 'étude de signe']);
});

test('German: lg(100) is 2, lg read as the common logarithm', async ({ page }) => {
  await page.goto('/de/solve?q=lg(100)');
  await waitForHydration(page);
  await expect(answer(page)).toHaveText('2');
  await expect(result(page).getByRole('heading', { name: 'Lösung' })).toBeVisible();
  await expect(result(page).getByRole('heading', { name: 'Schritte' })).toBeVisible();
  await expect(facts(page)).toHaveText(['Logarithmusterm', 'exakter Logarithmus']);
});

test('Portuguese: sen(x) = 1/2 is 30° and 150°', async ({ page }) => {
  await page.goto('/pt/solve?q=sen(x)%3D1%2F2');
  await waitForHydration(page);
  await expect(answer(page)).toContainText('x = 30°');
  await expect(answer(page)).toContainText('x = 150°');
  await expect(page.getByRole('list', { name: 'Soluções em graus' }).locator('math')).toHaveCount(
    2,
  );
  await expect(result(page).getByRole('heading', { name: 'Passos' })).toBeVisible();
  await expect(facts(page)).toHaveText(['Equação trigonométrica', 'ângulo de referência']);
});

test('a Spanish student types with the keypad, uses its decimal comma and sees no English', async ({
  page,
}) => {
  await page.goto('/es/solve');
  await waitForHydration(page);
  const box = page.getByRole('textbox', { name: 'Problema' });
  await box.click();
  await page.keyboard.type('resuelve ');
  await page.getByRole('button', { name: 'Teclado', exact: true }).click();
  const keypad = page.getByRole('toolbar', { name: 'Teclado matemático' });
  const press = async (...names: string[]) => {
    for (const name of names) await keypad.getByRole('button', { name, exact: true }).click();
  };
  await press('2', 'x', 'más', '3', 'igual', '7');
  await expect(box).toHaveValue('resuelve 2x+3=7');
  await press('Intro');
  await expect(answer(page)).toHaveText('x = 2');
  await expect(steps(page).first()).toContainText('Resta 3 en ambos miembros');
  await expect(page).toHaveURL(/\/es\/solve\?q=resuelve/);

  // The decimal key of a page with a decimal comma shows and types a comma.
  const comma = keypad.getByRole('button', { name: 'coma decimal', exact: true });
  await expect(comma).toHaveText(',');
  await expect(keypad.getByRole('button', { name: 'punto decimal' })).toHaveCount(0);
  await press('Borrar todo', '2');
  await comma.click();
  await press('5', 'x', 'igual', '5');
  await expect(box).toHaveValue('2,5x=5');
  await press('Intro');
  await expect(page).toHaveURL(/q=2%2C5x%3D5/);
  await expect(answer(page)).toHaveText('x = 2');

  // The page's own words are Spanish, none of them English.
  const main = page.locator('main');
  for (const words of ['Solución', 'Respuesta:', 'Pasos', 'Ver un paso a la vez', 'Copiar enlace'])
    await expect(main).toContainText(words);
  for (const words of ['Solution', 'Answer:', 'Steps', 'Show one step at a time', 'Copy link'])
    await expect(main).not.toContainText(words);
  await expect(page.getByRole('button', { name: 'Resolver', exact: true })).toBeVisible();
});

test('axe: no violations on /es/solve with an answer, light and dark', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/es/solve?q=resuelve%202x%2B3%3D7');
  await waitForHydration(page);
  await expect(answer(page)).toHaveText('x = 2');
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('an English problem on a Spanish page is answered, in Spanish', async ({ page }) => {
  await page.goto('/es/solve?q=solve%20x%5E2-5x%2B6%3D0');
  await waitForHydration(page);
  await expect(answer(page)).toHaveText('x = 2 o x = 3');

  // The other ways are named in Spanish.
  await page.getByRole('button', { name: 'Resolverlo de otra forma' }).click();
  await expect(page.getByText('Estos pasos usan factorización.')).toBeVisible();
  await page.getByRole('button', { name: 'Fórmula general' }).click();
  await expect(page.getByRole('heading', { name: 'Por la fórmula general' })).toBeFocused();
});

test('a refusal on a Spanish page says why in Spanish, with the word as typed', async ({
  page,
}) => {
  await page.goto('/es/solve?q=resuelve%20hola');
  await waitForHydration(page);
  const alert = page.getByRole('alert').filter({ hasText: 'No se puede resolver' });
  await expect(alert).toContainText('No se entendió "hola": las incógnitas son una sola letra');
  await expect(alert).not.toContainText('was not understood');

  // The parser's reason too, in French with its own quotes.
  await page.goto('/fr/solve?q=2x%2B%3D5');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible de résoudre' })).toContainText(
    '« = » ne peut pas suivre « + »',
  );
});

test('Check my working on a Spanish page reads the decimal comma: x = 2,5 finishes resuelve 2x + 3 = 8', async ({
  page,
}) => {
  await page.goto('/es/solve?q=resuelve%202x%2B3%3D8');
  await waitForHydration(page);
  await expect(answer(page)).toHaveText('x = 5/2');
  await result(page).getByRole('button', { name: 'Revisar mi procedimiento' }).click();
  const box = page.getByRole('textbox', { name: 'Tu procedimiento' });
  await box.fill('2x = 5\nx = 2,5');
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expect(page.getByTestId('working-check').getByTestId('working-summary')).toHaveText(
    'Tu procedimiento es correcto y está terminado',
  );
});
