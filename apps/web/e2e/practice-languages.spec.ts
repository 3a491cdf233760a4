import type { PracticeProblem } from '@mathtools/contracts';
import { explainAnswer, generateProblem } from '@mathtools/math-core';
import { es, spanishPractice } from '@mathtools/math-core/locales/es';
import answerEs from '../src/i18n/messages/answer/es.json' with { type: 'json' };
import homeDe from '../src/i18n/messages/home/de.json' with { type: 'json' };
import homeFr from '../src/i18n/messages/home/fr.json' with { type: 'json' };
import practiceEs from '../src/i18n/messages/practice/es.json' with { type: 'json' };
import { expect, scrollTowardSkills, test, viewports, waitForHydration } from './fixtures';

/**
 * The Practice Center and the home page in other languages: /es/practice says its words in
 * Spanish, reads an answer typed with a decimal comma as a Spanish class writes it (the preview,
 * and the server, sent it as typed with the page's language) and grades it in Spanish; /fr/ and /de/ are the home page in French and German, their numbers written as those
 * languages write them; and the localized pages pass axe.
 */

// axe on /practice takes seconds on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * A geometry problem whose answer has decimals (a circle's circumference with π ≈ 3.14: 50.24),
 * as the server makes it from its id's seed: the page is given it for its random problem, and
 * the server grades it from the id as it grades any.
 */
const SEED = 9;
const made = generateProblem('geometry', SEED);
if (!made.ok) throw new Error(made.error.message);
const decimalProblem: PracticeProblem = (() => {
  const { questionMath: _tree, decimals: _d, ordered: _o, ...wire } = made.value;
  return { ...wire, id: `geometry-${SEED}`, category: 'geometry' };
})();

test('/es/practice is in Spanish, and an answer with a decimal comma is graded right, in Spanish', async ({
  page,
}) => {
  expect(decimalProblem.answer).toMatch(/^\d+\.\d+$/);
  const comma = decimalProblem.answer.replace('.', ',');
  await page.route('**/api/practice/random/geometry*', (route) =>
    route.fulfill({ json: decimalProblem }),
  );
  await page.setViewportSize(viewports.desktop);
  await page.goto('/es/practice?category=geometry');
  await waitForHydration(page, 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(practiceEs['page.title']);
  await expect(page.getByRole('tab', { name: 'Geometría' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('group', { name: 'Dificultad' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Fácil' })).toBeChecked();
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: 'Problema de geometría' })).toBeVisible();
  await expect(card).toContainText(decimalProblem.question);

  // A wrong first answer: one more try, said in Spanish.
  const box = page.getByRole('textbox', { name: 'Tu respuesta' });
  await box.fill('1000001');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('article').getByRole('status')).toContainText(answerEs.tryAgain);

  // The right answer written with a decimal comma: the preview reads it as a Spanish class
  // writes it, and says so in Spanish; the server is sent it as typed, with the page's language,
  // reads it the same way and counts it right.
  await box.fill(comma);
  await expect(page.getByTestId('answer-preview')).toContainText(
    `${comma} como ${decimalProblem.answer}`,
  );
  const graded = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/practice/grade' && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  const request = await graded;
  expect(new URL(request.url()).searchParams.get('lang')).toBe('es');
  expect(request.postDataJSON()).toEqual({ problemId: decimalProblem.id, answer: comma });
  await expect(page.getByRole('article').getByRole('status')).toContainText(answerEs.praise);
  await expect(page.getByRole('region', { name: answerEs.stepsTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente problema' })).toBeFocused();
  // The progress card counts it, in Spanish.
  await expect(page.getByText('Problemas completados')).toBeVisible();
  await expect(page.getByTestId('completed')).toHaveText('1');
  // The category's skills are named and described in Spanish: the list is asked for with the
  // page's language.
  await scrollTowardSkills(page);
  const skill = page.getByTestId('skills-overview').getByTestId('skill-area-perimeter');
  await expect(skill.getByRole('heading', { level: 3 })).toHaveText('Área y perímetro');
  await expect(skill).toContainText('Rectángulos, paralelogramos, triángulos y trapecios.');
  // Its problem is asked for in Spanish and stated in Spanish (a word problem: its sentence).
  const served = page.waitForResponse((r) =>
    new URL(r.url()).pathname.endsWith('/api/practice/skills/area-perimeter/problem'),
  );
  await skill.getByRole('button', { name: /^Practicar/ }).click();
  const response = await served;
  expect(new URL(response.url()).searchParams.get('lang')).toBe('es');
  const problem = (await response.json()) as { question: string; skillName: string };
  expect(problem.skillName).toBe('Área y perímetro');
  expect(problem.question).not.toMatch(/\b(what|units|rectangle|area)\b/i);
  await expect(page.getByText(problem.question)).toBeVisible();
});

/**
 * An algebra problem written in Spanish, as the server makes it for /es/practice from its id's
 * seed, and a wrong whole-number answer one of math-core's common mistakes explains, with the
 * sentence math-core says it with in Spanish (found with `explainAnswer`, not written by hand).
 */
const explained = (() => {
  for (let seed = 1; seed <= 200; seed++) {
    const english = generateProblem('algebra', seed);
    const spanish = generateProblem('algebra', seed, { language: spanishPractice });
    if (!english.ok || !spanish.ok) continue;
    for (let n = 1; n <= 40; n++) {
      const answer = String(n);
      const mistake = explainAnswer(english.value, answer, { language: es });
      if (!mistake || answer === english.value.answer) continue;
      const { questionMath: _tree, decimals: _d, ordered: _o, ...wire } = spanish.value;
      const problem: PracticeProblem = { ...wire, id: `algebra-${seed}`, category: 'algebra' };
      return {
        problem,
        answer,
        spanish: mistake.reason,
        english: explainAnswer(english.value, answer)?.reason,
      };
    }
  }
  throw new Error('no algebra problem has an explained wrong answer');
})();

test('/es/practice explains a wrong answer in Spanish: the server is asked for its sentence in Spanish', async ({
  page,
}) => {
  expect(explained.spanish).not.toBe(explained.english);
  await page.route('**/api/practice/random/algebra*', (route) =>
    route.fulfill({ json: explained.problem }),
  );
  await page.setViewportSize(viewports.desktop);
  await page.goto('/es/practice?category=algebra');
  await waitForHydration(page, 'es');
  const card = page.getByRole('article');
  // The question's words, then its maths typeset once.
  expect(explained.problem.questionWords?.before).toBe('Resuelve la ecuación:');
  await expect(card.getByText('Resuelve la ecuación:', { exact: true })).toBeVisible();
  await expect(card.getByTestId('question-math')).toBeVisible();

  const graded = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/practice/grade' && r.method() === 'POST',
  );
  await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(explained.answer);
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  const request = await graded;
  expect(new URL(request.url()).searchParams.get('lang')).toBe('es');
  expect(request.postDataJSON()).toEqual({
    problemId: explained.problem.id,
    answer: explained.answer,
  });
  // One more try, with the mistake said by the server in Spanish (not its English sentence).
  const status = card.getByRole('status');
  await expect(status).toContainText(answerEs.tryAgain);
  await expect(status.getByTestId('answer-mistake')).toContainText(explained.spanish);
  if (explained.english) await expect(status).not.toContainText(explained.english);
});

test('/fr/ is the home page in French, its numbers as French writes them', {
  tag: '@smoke',
}, async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeFr['hero.title']);
  await expect(page.getByRole('link', { name: homeFr['cta.tools'] }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: homeFr['how.title'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: homeFr['step.0.name'] })).toBeVisible();
  // 50 000 with French's narrow no-break space between the groups.
  await expect(page.getByText(/^Plus de 50\s000 élèves nous font confiance$/)).toBeVisible();
  await waitForHydration(page, 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeFr['hero.title']);
});

test('axe finds nothing on /es/practice with a problem answered, nor on /de/', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.route('**/api/practice/random/geometry*', (route) =>
    route.fulfill({ json: decimalProblem }),
  );
  await page.setViewportSize(viewports.mobile);
  await page.goto('/es/practice?category=geometry');
  await waitForHydration(page, 'es');
  await page.getByRole('textbox', { name: 'Tu respuesta' }).fill('1000001');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('article').getByRole('status')).toContainText(answerEs.tryAgain);
  await expectNoAxeViolations();

  await page.goto('/de/');
  await waitForHydration(page, 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeDe['hero.title']);
  await expectNoAxeViolations();
});

test('/es/practice asks the server for its problem in Spanish and states it in Spanish', async ({
  page,
}) => {
  const asked = page.waitForRequest((request) =>
    request.url().includes('/api/practice/random/algebra'),
  );
  await page.setViewportSize(viewports.desktop);
  await page.goto('/es/practice?category=algebra');
  await waitForHydration(page, 'es');
  expect(new URL((await asked).url()).searchParams.get('lang')).toBe('es');
  const card = page.getByRole('article');
  await expect(card).toContainText('Resuelve la ecuación');
  await expect(card).not.toContainText('Solve for x');
  // The maths is shown once, typeset: the words before it are a paragraph of their own.
  await expect(card.getByText('Resuelve la ecuación:', { exact: true })).toBeVisible();
  await expect(card.getByTestId('question-math')).toBeVisible();
});
