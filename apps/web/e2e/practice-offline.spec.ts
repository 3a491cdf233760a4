/**
 * Practice offline: after one visit (the service worker has the site, and the page keeps the seeds
 * the server hands out for offline problems), /practice keeps working with the network off: a free
 * skill's problem is made from one of those seeds and checked in the browser with the same
 * feedback as online, the answer is kept on this device, and once the browser is back online it is
 * sent, the server grades it again and "Your progress" counts it once, also when it is sent again.
 */
import type { OfflineAttempt } from '@mathtools/contracts';
import { generateProblem, listSkills, solve, unwrap } from '@mathtools/math-core';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import answerEs from '../src/i18n/messages/answer/es.json' with { type: 'json' };
import { expect, scrollTowardSkills, test, waitForHydration } from './fixtures';

// The service worker serves the site offline: let the page register it.
test.use({ serviceWorkers: 'allow' });
// Requests the page makes while offline (the progress card's, say) fail, and the browser logs it.
test.use({ allowConsoleErrors: true });
// axe runs once in the test, on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 120_000 });

const QUEUE_KEY = 'mt-offline-attempts';
const SEEDS_KEY = 'mt-offline-seeds';
const skill = listSkills({ category: 'algebra', premium: false }).find(
  (s) => s.id === 'one-step-equations',
);

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/**
 * A problem's question as it reads: its words, and its maths typeset once between them (the
 * MathML's own text, without the invisible function and times signs).
 */
const questionText = async (card: Locator) =>
  ((await card.locator('[id$="-question"]').textContent()) ?? '').replace(/[\u2061-\u2064]/g, '');

/** The answer to "Solve for x: …", worked out with math-core's solver as a student would. */
function solveQuestion(question: string): string {
  const equation = question.replace(/^[^:]*:\s*/, '').replace(/\.\s.*$/, '');
  const solved = solve(equation);
  const only = solved.ok && solved.value.solutions.length === 1 ? solved.value.solutions[0] : null;
  if (!only) throw new Error(`math-core could not solve "${question}"`);
  return only.text.replace(/^x\s*=\s*/, '').replaceAll('−', '-');
}

const queued = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as OfflineAttempt[],
    QUEUE_KEY,
  );

test('offline, a free skill is practised in the browser; back online it counts once', {
  tag: '@flow',
}, async ({ page, context, expectNoAxeViolations }) => {
  if (!skill) throw new Error('math-core has no one-step-equations skill');
  await page.goto('/practice');
  await waitForHydration(page);
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    { timeout: 20_000 },
  );
  const completed = page.getByTestId('completed');
  await expect(completed).toHaveText('0');
  await scrollTowardSkills(page);
  await expect(page.getByTestId('skills-overview').getByRole('list').first()).toBeVisible();
  // The seeds for offline problems, handed out while online.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, SEEDS_KEY);
  const handedOut = await page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? '{}') as {
        batches: { kind: string; subject: string; batch: string; seeds: number[] }[];
      },
    SEEDS_KEY,
  );
  const batchOf = (subject: string) => handedOut.batches.find((b) => b.subject === subject);

  await goOffline(context, page);
  await expect(page.getByTestId('offline-practice-notice')).toContainText(
    'Your answers are saved here and will count toward your progress when you are back online.',
  );
  // A category problem is there too, made in the browser, not "No problems available".
  const problem = page.getByTestId('offline-problem');
  await expect(problem).toBeVisible();
  await expect(page.getByText('No problems available for this category.')).toHaveCount(0);
  await expect(page.getByTestId('premium-offline')).toContainText('need a connection');

  // A wrong first answer to it, then the problem is left for a skill: it is kept as a miss, as
  // the server counts a problem left before its second try.
  const categoryQuestion = await questionText(problem);
  const problemBox = problem.getByRole('textbox', { name: 'Your answer' });
  await problemBox.fill(
    categoryQuestion.includes('both solutions') ? '1000001, 1000002' : '1000001',
  );
  await problemBox.press('Enter');
  await expect(problem.getByRole('status')).toContainText('Not quite — try once more.');
  expect(await queued(page)).toEqual([]);

  const overview = page.getByTestId('skills-overview');
  await overview.getByRole('button', { name: `Practise ${skill.title}` }).click();
  const card = page.getByTestId('skill-problem');
  await expect(problem).toHaveCount(0);
  const missed = await queued(page);
  expect(missed).toHaveLength(1);
  expect(missed[0]).toMatchObject({ kind: 'category', category: 'algebra', shownCorrect: false });
  // Made from the first seed the server handed out for the category that gives a problem of the
  // level being practised.
  const seeds = batchOf('algebra')?.seeds ?? [];
  const levelOf = (seed: number) => unwrap(generateProblem('algebra', seed)).difficulty;
  const level = levelOf(missed[0]?.seed ?? 0);
  expect(missed[0]).toMatchObject({
    batch: batchOf('algebra')?.batch,
    seed: seeds.find((seed) => levelOf(seed) === level),
  });
  expect(missed[0]?.answers).toHaveLength(1);
  const question = await questionText(card);
  const answer = solveQuestion(question);
  const box = card.getByRole('textbox', { name: 'Your answer' });

  // A wrong first answer leaves one more try, as online.
  await box.fill(answer === '0' ? '1' : '0');
  await box.press('Enter');
  await expect(card.getByTestId('skill-feedback')).toContainText('Not quite — try once more.');
  expect(await queued(page)).toHaveLength(1);

  await box.fill(answer);
  await box.press('Enter');
  const feedback = card.getByTestId('skill-feedback');
  await expect(feedback).toContainText('Correct! ¾ credit, on the second try.');
  await expect(feedback.getByTestId('revealed-answer')).toBeVisible();
  await expect(feedback).toContainText('Saved on this device');
  await expect(card.getByRole('heading', { name: 'Step-by-step solution' })).toBeVisible();
  // The offline notice, the skill list and the graded card, as accessible as online.
  await expectNoAxeViolations();
  const all = await queued(page);
  expect(all).toHaveLength(2);
  const kept = all.slice(1);
  expect(kept[0]).toMatchObject({
    kind: 'skill',
    skill: skill.id,
    shownCorrect: true,
    batch: batchOf(skill.id)?.batch,
    seed: batchOf(skill.id)?.seeds[0],
  });
  expect(kept[0]?.answers).toHaveLength(2);

  // Back online: the answers are sent, oldest first, graded again by the server, and counted.
  const results: unknown[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/practice/offline-attempts') && r.request().method() === 'POST')
      results.push({ status: r.status(), body: await r.json() });
  });
  await context.setOffline(false);
  await expect.poll(() => results.length).toBe(2);
  expect(results).toEqual([
    { status: 200, body: { id: missed[0]?.id, recorded: true, correct: false, credited: true } },
    { status: 200, body: { id: kept[0]?.id, recorded: true, correct: true, credited: true } },
  ]);
  // The miss broke the streak, then the skill's right answer counted: one solved, streak 1.
  await expect(completed).toHaveText('1');
  await expect(page.getByTestId('streak')).toHaveText('1');
  await expect.poll(() => queued(page)).toEqual([]);

  // Sent again (another tab, a lost answer): the server counts nothing more.
  const again = await page.evaluate(
    (attempt) =>
      fetch('/api/practice/offline-attempts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(attempt),
        credentials: 'include',
      }).then((r) => r.json()),
    kept[0],
  );
  expect(again).toEqual({ id: kept[0]?.id, recorded: false, correct: true, credited: true });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('completed')).toHaveText('1');
  const skillCard = page.getByTestId(`skill-${skill.id}`);
  await expect(skillCard).toContainText('1 of 1 correct');
});

/**
 * A geometry problem whose answer has decimals (a circle's circumference with π ≈ 3.14), made from
 * its seed: the one /es/practice is given to make offline, below.
 */
const DECIMAL_SEED = 9;
const decimalAnswer = unwrap(generateProblem('geometry', DECIMAL_SEED)).answer;

test('offline on /es/practice, an answer with a decimal comma is read as a Spanish class writes it, as online', async ({
  page,
  context,
}) => {
  expect(decimalAnswer).toMatch(/^\d+\.\d+$/);
  const comma = decimalAnswer.replace('.', ',');
  // Its neighbour, also with a comma: 50,25 for 50,24.
  const [whole, decimals = ''] = decimalAnswer.split('.');
  const neighbour = `${whole},${decimals.slice(0, -1)}${(Number(decimals.at(-1)) + 1) % 10}`;
  await page.goto('/es/practice?category=geometry');
  await waitForHydration(page, 'es');
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    { timeout: 20_000 },
  );
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, SEEDS_KEY);
  // The geometry batch is left one seed, so the problem made offline is known. (The server would
  // not count it: the seed is not the batch's. Nothing here goes back online.)
  await page.evaluate(
    ([key, seed]) => {
      const kept = JSON.parse(localStorage.getItem(key) as string) as {
        batches: { subject: string; seeds: number[] }[];
      };
      for (const batch of kept.batches) if (batch.subject === 'geometry') batch.seeds = [seed];
      localStorage.setItem(key, JSON.stringify(kept));
    },
    [SEEDS_KEY, DECIMAL_SEED] as const,
  );

  await goOffline(context, page);
  const problem = page.getByTestId('offline-problem');
  await expect(problem).toBeVisible();
  // The skills made here are named in Spanish, as the server names them online.
  await expect(
    page.getByTestId('skills-overview').getByTestId('skill-area-perimeter').getByRole('heading'),
  ).toHaveText('Área y perímetro');
  const box = problem.getByRole('textbox', { name: 'Tu respuesta' });
  // The preview reads the comma as the page does, and says so in Spanish.
  await box.fill(neighbour);
  await expect(problem.getByTestId('answer-preview')).toContainText(
    `${neighbour} como ${neighbour.replace(',', '.')}`,
  );
  await box.press('Enter');
  await expect(problem.getByRole('status')).toContainText(answerEs.tryAgain);

  await box.fill(comma);
  await expect(problem.getByTestId('answer-preview')).toContainText(
    `${comma} como ${decimalAnswer}`,
  );
  await box.press('Enter');
  await expect(problem.getByRole('status')).toContainText(answerEs.praise);
  // Kept as typed, with the page's language, for the server to read and grade the same way once
  // online.
  const kept = await queued(page);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    kind: 'category',
    category: 'geometry',
    seed: DECIMAL_SEED,
    answers: [neighbour, comma],
    lang: 'es',
    shownCorrect: true,
  });
});
