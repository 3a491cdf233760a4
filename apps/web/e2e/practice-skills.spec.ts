import type {
  Purchases,
  SkillGradeResponse,
  SkillHint,
  SkillList,
  SkillProblem,
} from '@mathtools/contracts';
import { listSkills, solve } from '@mathtools/math-core';
import type { Page, Response } from '@playwright/test';
import { expect, scrollTowardSkills, test, viewports, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes, fakeApi } from './support/commerce-helpers';

// axe runs in two themes per state on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 120_000 });

const overview = (page: Page) => page.getByTestId('skills-overview');
const card = (page: Page) => page.getByTestId('skill-problem');
const skillItem = (page: Page, id: string) => page.getByTestId(`skill-${id}`);
const answerBox = (page: Page) => card(page).getByRole('textbox', { name: 'Your answer' });
const feedback = (page: Page) => card(page).getByTestId('skill-feedback');
const levelLine = (page: Page) => card(page).getByTestId('level-change');
const nextDifficulty = (page: Page) => card(page).getByTestId('next-difficulty');

const responseTo = (page: Page, pathEnd: string, method = 'GET') =>
  page.waitForResponse(
    (r: Response) => new URL(r.url()).pathname.endsWith(pathEnd) && r.request().method() === method,
  );
const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/**
 * The answer to an equation skill's question ("Solve for x: -6x - 8 = -62", sometimes followed
 * by how to write it), found by math-core's own solver from the question the page shows: the
 * server picks its seeds, so the test works the problem out as a student would.
 */
function solveQuestion(question: string): string {
  const equation = question.replace(/^[^:]*:\s*/, '').replace(/\.\s.*$/, '');
  const solved = solve(equation);
  const only = solved.ok && solved.value.solutions.length === 1 ? solved.value.solutions[0] : null;
  if (!only) throw new Error(`math-core could not solve "${question}"`);
  return only.text.replace(/^x\s*=\s*/, '').replaceAll('−', '-');
}

/** An answer that is not the right one. */
const wrongAnswer = (right: string) => (right === '0' ? '1' : '0');

/**
 * The question as the card shows it: the words the server told apart from the maths as text
 * ("Solve for x:") and the equation typeset once, not written out a second time, in place when
 * it sits inside its sentence ("Evaluate 9x - 6 when x = 1."); a word problem is shown whole.
 */
async function expectQuestion(page: Page, problem: SkillProblem) {
  const words = problem.questionWords;
  if (!words) return expect(card(page).getByText(problem.question)).toBeVisible();
  if (words.inline)
    await expect(card(page).getByTestId('question-math')).toContainText(words.before.trim());
  else await expect(card(page).getByText(words.before, { exact: true })).toBeVisible();
  await expect(card(page).getByTestId('question-math').locator('math')).toBeVisible();
  await expect(card(page).getByText(problem.question)).toHaveCount(0);
}

async function openPractice(page: Page) {
  await page.goto('/practice');
  await waitForHydration(page);
  await scrollTowardSkills(page);
  await expect(overview(page).getByRole('list').first()).toBeVisible();
}

/** Clicks Practise on a skill and returns the problem the server sent. */
async function practise(page: Page, skillId: string, name: string): Promise<SkillProblem> {
  const served = responseTo(page, `/api/practice/skills/${skillId}/problem`);
  await overview(page)
    .getByRole('button', { name: `Practise ${name}` })
    .click();
  const problem = await json<SkillProblem>(served);
  await expectQuestion(page, problem);
  return problem;
}

/** Types an answer, submits it with Enter and returns the grade. */
async function answer(page: Page, problem: SkillProblem, text: string) {
  const graded = responseTo(page, `/api/practice/skills/${problem.skill}/grade`, 'POST');
  await answerBox(page).fill(text);
  await answerBox(page).press('Enter');
  const result = await json<SkillGradeResponse>(graded);
  await expect(levelLine(page)).toBeVisible();
  return result;
}

/**
 * A wrong answer twice: the first leaves one more try (the answer stays, nothing is revealed),
 * the second decides the problem. Returns the second grade.
 */
async function answerWrong(page: Page, problem: SkillProblem, text: string) {
  const first = responseTo(page, `/api/practice/skills/${problem.skill}/grade`, 'POST');
  await answerBox(page).fill(text);
  await answerBox(page).press('Enter');
  const graded = await json<SkillGradeResponse>(first);
  expect(graded.retry).toBe(true);
  // The retry says which common mistake explains the answer, when the server names one.
  await expect(feedback(page)).toHaveText(/^Not quite — try once more\./);
  if (graded.mistake) await expect(feedback(page)).toContainText(graded.mistake.reason);
  await expect(card(page).getByTestId('revealed-answer')).toHaveCount(0);
  await expect(answerBox(page)).toBeEnabled();
  await expect(answerBox(page)).toBeFocused();
  return answer(page, problem, text);
}

/** Next problem: a fresh problem of the skill, the answer box empty and focused. */
async function nextProblem(page: Page, skillId: string): Promise<SkillProblem> {
  const served = responseTo(page, `/api/practice/skills/${skillId}/problem`);
  await card(page).getByRole('button', { name: 'Next problem' }).click();
  const problem = await json<SkillProblem>(served);
  await expectQuestion(page, problem);
  await expect(answerBox(page)).toHaveValue('');
  await expect(answerBox(page)).toBeFocused();
  return problem;
}

async function expectMastery(page: Page, skillId: string, label: string, percent: number) {
  const item = skillItem(page, skillId);
  await expect(item.getByTestId('mastery-level')).toHaveText(`Mastery: ${label}`);
  const meter = item.getByRole('progressbar');
  await expect(meter).toHaveAttribute('aria-valuenow', String(percent));
  await expect(meter).toHaveAttribute('aria-valuetext', label);
}

/** The premium skills of a category, as the server lists them for this page's visitor. */
async function premiumSkills(page: Page, category: string) {
  const { skills } = (await (await page.request.get('/api/practice/skills')).json()) as SkillList;
  const premium = skills.filter((s) => s.premium && s.category === category);
  expect(premium.length).toBeGreaterThan(0);
  return premium;
}

/** A pack id as the page names it ("algebra-foundations" → "Algebra Foundations"). */
const packTitle = (id: string) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const allowance = (page: Page) => overview(page).getByTestId('free-allowance');

const ONE_STEP = { id: 'one-step-equations', name: 'One-step equations' } as const;
const TWO_STEP = { id: 'two-step-equations', name: 'Two-step equations' } as const;

test('the skills overview: each free skill with its level, premium ones as free samples (axe)', async ({
  page,
  expectNoAxeViolations,
}) => {
  await openPractice(page);
  await expect(overview(page).getByRole('heading', { name: 'Algebra skills' })).toBeVisible();
  await expect(overview(page).getByTestId('review-due')).toHaveText('0 due');

  const free = listSkills({ category: 'algebra', premium: false });
  const freeList = overview(page).getByRole('list', { name: 'Algebra skills', exact: true });
  await expect(freeList.getByRole('listitem')).toHaveCount(free.length);
  // The progress card counts the category's skills at Proficient or above.
  await expect(page.getByTestId('skills-known')).toHaveText(`0 of ${free.length}`);
  for (const skill of free) {
    await expect(skillItem(page, skill.id).getByRole('heading')).toHaveText(skill.title);
    await expectMastery(page, skill.id, 'Not started', 0);
    await expect(skillItem(page, skill.id)).toContainText('Not practised yet');
    await expect(
      overview(page).getByRole('button', { name: `Practise ${skill.title}` }),
    ).toBeVisible();
  }

  // A visitor who owns nothing may sample the premium skills while the month's free premium
  // problems last; each names the packs that unlock it for good, linking to the marketplace.
  const premium = await premiumSkills(page, 'algebra');
  await expect(allowance(page)).toContainText('10 of 10 free premium problems left this month');
  await expect(allowance(page)).toContainText(
    'Free skills and the three categories are unlimited.',
  );
  const samples = overview(page).getByRole('list', { name: 'Premium algebra skills' });
  await expect(samples.getByRole('listitem')).toHaveCount(premium.length);
  for (const skill of premium) {
    const item = skillItem(page, skill.id);
    await expect(item).toContainText('Free sample');
    await expect(item.getByRole('button', { name: `Practise ${skill.name}` })).toBeVisible();
    const link = item.getByRole('link', { name: packTitle(skill.packs[0] ?? '') }).first();
    await expect(link).toHaveAttribute('href', '/marketplace');
  }
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

  // Each tab lists its own skills.
  await page.getByRole('tab', { name: 'Geometry' }).click();
  await expect(overview(page).getByRole('heading', { name: 'Geometry skills' })).toBeVisible();
  const geometry = listSkills({ category: 'geometry', premium: false });
  await expect(
    overview(page)
      .getByRole('list', { name: 'Geometry skills', exact: true })
      .getByRole('listitem'),
  ).toHaveCount(geometry.length);
});

test("the Free tier's premium problems: a sample uses one, free skills use none", async ({
  page,
}) => {
  await openPractice(page);
  await expect(allowance(page)).toContainText('10 of 10 free premium problems left this month');
  const [skill] = await premiumSkills(page, 'algebra');
  if (!skill) throw new Error('no premium algebra skill');
  await practise(page, skill.id, skill.name);
  await expect(allowance(page)).toContainText('9 of 10 free premium problems left this month');
  // A free skill is unlimited: its problems leave the count where it was.
  await practise(page, ONE_STEP.id, ONE_STEP.name);
  await expect(allowance(page)).toContainText('9 of 10 free premium problems left this month');
  const purchases = (await (await page.request.get('/api/purchases')).json()) as Purchases;
  expect(purchases.freeProblems).toMatchObject({ limit: 10, left: 9 });
});

test('no free premium problems left: when they start again, the plans and the packs; the premium skills locked (axe)', async ({
  page,
  expectNoAxeViolations,
}) => {
  const resetsAt = '2026-12-01T00:00:00.000Z';
  const none: Purchases = {
    products: [],
    plan: null,
    ownedPackIds: [],
    restoreCode: null,
    freeProblems: { limit: 10, left: 0, resetsAt },
  };
  await fakeApi(page, '/api/purchases', 200, none);
  await openPractice(page);
  await expect(allowance(page)).toContainText('0 of 10 free premium problems left this month');
  const day = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
    resetsAt,
  );
  await expect(allowance(page)).toContainText(`They start again on ${day}.`);
  await expect(allowance(page).getByRole('link', { name: 'see the plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(allowance(page).getByRole('link', { name: 'browse the packs' })).toHaveAttribute(
    'href',
    '/marketplace',
  );
  await expect(allowance(page)).toContainText(
    'Free skills and the three categories stay unlimited.',
  );
  for (const skill of await premiumSkills(page, 'algebra')) {
    const item = skillItem(page, skill.id);
    await expect(item).toContainText('Locked');
    await expect(item.getByRole('button')).toHaveCount(0);
  }
  // Free skills still open.
  await expect(
    overview(page).getByRole('button', { name: `Practise ${ONE_STEP.name}` }),
  ).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('a sample the server refuses (none left since the list was shown) points to the plans and the packs', async ({
  page,
}) => {
  await fakeApi(page, '/api/purchases', 200, {
    products: [],
    plan: null,
    ownedPackIds: [],
    restoreCode: null,
    freeProblems: { limit: 10, left: 1, resetsAt: '2026-12-01T00:00:00.000Z' },
  } satisfies Purchases);
  await openPractice(page);
  const [skill] = await premiumSkills(page, 'algebra');
  if (!skill) throw new Error('no premium algebra skill');
  await fakeApi(page, `/api/practice/skills/${skill.id}/problem`, 403, {
    error: { code: 'not_owned', message: 'Not owned' },
  });
  await overview(page)
    .getByRole('button', { name: `Practise ${skill.name}` })
    .click();
  await expect(page.getByRole('alert')).toHaveText(
    "You have used this month's free premium problems. Choose a plan or a pack to keep practising this skill.",
  );
  await expect(page.getByRole('link', { name: 'See the plans', exact: true })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('link', { name: 'See the packs', exact: true })).toHaveAttribute(
    'href',
    '/marketplace',
  );
});

test('practising a skill: typeset problem, level up after correct answers, level down after a miss, adaptive difficulty', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // The skill round's code is a chunk of its own, fetched on Practise and not with the page.
  const roundCodeLoaded = () => scripts.some((p) => /\/assets\/activity-[\w-]+\.js$/.test(p));
  await openPractice(page);
  expect(roundCodeLoaded()).toBe(false);
  let problem = await practise(page, ONE_STEP.id, ONE_STEP.name);
  expect(roundCodeLoaded()).toBe(true);
  await expect(card(page).getByRole('heading', { name: ONE_STEP.name })).toBeVisible();
  await expect(card(page).getByTestId('question-math').locator('math')).toBeVisible();
  await expect(card(page)).toContainText('Difficulty: Easy');
  await expect(answerBox(page)).toBeFocused();
  await expect(skillItem(page, ONE_STEP.id).getByRole('button')).toHaveText(/^Practising/);

  // A clean success: full credit; the skill is started, and the next problem is harder.
  let graded = await answer(page, problem, solveQuestion(problem.question));
  expect(graded.correct).toBe(true);
  await expect(feedback(page)).toContainText('Correct! Full credit.');
  await expect(levelLine(page)).toHaveText('Level: Attempted');
  await expect(card(page).getByTestId('revealed-answer').locator('math')).toBeVisible();
  const steps = card(page).getByRole('region', { name: 'Step-by-step solution' });
  await expect(steps.getByRole('listitem')).toHaveCount(graded.explanation?.length ?? -1);
  await expect(steps.locator('math').first()).toBeVisible();
  await expect(nextDifficulty(page)).toHaveText('Next problem: Medium');
  await expect(card(page).getByRole('button', { name: 'Next problem' })).toBeFocused();
  await expectMastery(page, ONE_STEP.id, 'Attempted', 25);
  await expect(skillItem(page, ONE_STEP.id)).toContainText('1 of 1 correct');

  // A second clean success at Medium: Familiar, announced in the status region.
  problem = await nextProblem(page, ONE_STEP.id);
  await expect(card(page)).toContainText('Difficulty: Medium');
  graded = await answer(page, problem, solveQuestion(problem.question));
  expect(graded.previousLevel).toBe('attempted');
  await expect(feedback(page)).toHaveAttribute('role', 'status');
  await expect(levelLine(page)).toHaveText('Level up: Familiar');
  await expect(nextDifficulty(page)).toHaveText('Next problem: Hard');
  await expectMastery(page, ONE_STEP.id, 'Familiar', 50);

  // A miss at Hard, the heaviest answer so far: the answer and working are shown, the score
  // (Easy ✓, Medium ✓, Hard ✗, weighted by difficulty and recency: 43) falls under Familiar's 60,
  // so the level goes down, and the next problem is easier.
  problem = await nextProblem(page, ONE_STEP.id);
  await expect(card(page)).toContainText('Difficulty: Hard');
  graded = await answerWrong(page, problem, wrongAnswer(solveQuestion(problem.question)));
  expect(graded.correct).toBe(false);
  expect(graded.progress.score).toBe(43);
  await expect(feedback(page)).toContainText(
    `Not quite. The correct answer is: ${graded.correctAnswer}`,
  );
  await expect(card(page).getByTestId('revealed-answer').locator('math')).toBeVisible();
  await expect(levelLine(page)).toHaveText('Level down: Attempted');
  await expect(nextDifficulty(page)).toHaveText('Next problem: Medium');
  await expect(skillItem(page, ONE_STEP.id)).toContainText('2 of 3 correct');
  await expectMastery(page, ONE_STEP.id, 'Attempted', 25);

  // The level is the server's: the same after a reload.
  await openPractice(page);
  await expectMastery(page, ONE_STEP.id, 'Attempted', 25);

  // Back to random problems puts the category's problem back.
  await practise(page, ONE_STEP.id, ONE_STEP.name);
  await card(page).getByRole('button', { name: 'Back to random problems' }).click();
  await expect(card(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeVisible();
});

test('the two-level hint: a nudge, then the method, each lowering the credit (axe)', async ({
  page,
  expectNoAxeViolations,
}) => {
  await openPractice(page);
  const problem = await practise(page, TWO_STEP.id, TWO_STEP.name);
  await expect(card(page)).toContainText('they lower the credit');

  const nudge = responseTo(page, `/api/practice/skills/${TWO_STEP.id}/hint`, 'POST');
  await card(page).getByRole('button', { name: 'Show a hint' }).click();
  const first = await json<SkillHint>(nudge);
  expect(first.level).toBe(1);
  const hints = card(page).getByTestId('skill-hints');
  await expect(hints).toContainText('Hint: a nudge');
  await expect(hints).toContainText(first.text);
  await expect(card(page).getByRole('button', { name: 'Show a hint' })).toHaveCount(0);

  const method = responseTo(page, `/api/practice/skills/${TWO_STEP.id}/hint`, 'POST');
  await card(page).getByRole('button', { name: 'Show the method' }).click();
  const second = await json<SkillHint>(method);
  expect(second.level).toBe(2);
  await expect(hints).toContainText('Hint: the method');
  await expect(hints).toContainText(second.text);
  // Two levels: no third button.
  await expect(card(page).getByRole('button', { name: /^Show / })).toHaveCount(0);
  await expect(answerBox(page)).toHaveAttribute('aria-describedby', /hints/);
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

  // Right after both hints: half credit, and the difficulty stays.
  const graded = await answer(page, problem, solveQuestion(problem.question));
  expect(graded.hintsUsed).toBe(2);
  await expect(feedback(page)).toContainText('Correct! ½ credit, after 2 hints.');
  await expect(nextDifficulty(page)).toHaveText('Next problem: Easy');
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('review with nothing due: the empty state says how reviews are scheduled', async ({
  page,
}) => {
  await openPractice(page);
  await overview(page)
    .getByRole('button', { name: /^Review/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Nothing to review right now' })).toBeVisible();
  await expect(page.getByText('Nothing to review right now')).toBeFocused();
  await expect(page.getByTestId('review-empty')).toHaveText(
    'Practise a skill to schedule its reviews: a skill you answer correctly comes back for review a day later, then at growing intervals.',
  );
  await page.getByRole('button', { name: 'Back to random problems' }).click();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
});

test.describe('errors', () => {
  /**
   * Practise with the requests matching `route` cut off: the alert says `message`, and Try again,
   * once they go through, brings the problem with the answer box focused.
   */
  async function practiseAfterFailure(page: Page, route: string, message: string) {
    await page.route(route, (r) => r.abort('internetdisconnected'));
    await overview(page)
      .getByRole('button', { name: `Practise ${ONE_STEP.name}` })
      .click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await page.unroute(route);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(answerBox(page)).toBeFocused();
  }

  test('the skill list failing offers Try again', async ({ page }) => {
    await fakeApi(page, '/api/practice/skills', 500, {
      error: { code: 'internal_error', message: 'Internal Server Error' },
    });
    await page.goto('/practice');
    await waitForHydration(page);
    await scrollTowardSkills(page);
    await expect(overview(page).getByRole('alert')).toHaveText(
      'Your skills could not be loaded. Check your connection and try again.',
    );
    await page.unroute('**/api/practice/skills');
    await overview(page).getByRole('button', { name: 'Try again' }).click();
    await expect(overview(page).getByRole('list').first()).toBeVisible();
  });

  test('the skill list that cannot be downloaded offers Try again', async ({ page }) => {
    const chunk = '**/assets/skills-*.js';
    await page.route(chunk, (r) => r.abort('internetdisconnected'));
    await page.goto('/practice');
    await waitForHydration(page);
    await scrollTowardSkills(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Your skills could not be loaded. Check your connection and try again.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(overview(page).getByRole('list').first()).toBeVisible();
  });

  test('a problem that cannot be fetched offers Try again; a locked skill points to the packs', async ({
    page,
  }) => {
    await openPractice(page);
    await practiseAfterFailure(
      page,
      `**/api/practice/skills/${ONE_STEP.id}/problem`,
      'The problem could not be loaded. Check your connection and try again.',
    );

    await fakeApi(page, `/api/practice/skills/${TWO_STEP.id}/problem`, 403, {
      error: { code: 'not_owned', message: 'Not owned' },
    });
    await overview(page)
      .getByRole('button', { name: `Practise ${TWO_STEP.name}` })
      .click();
    await expect(page.getByRole('alert')).toHaveText(
      'This skill is locked: it comes with a premium pack you do not own yet.',
    );
    await expect(page.getByRole('link', { name: 'See the packs', exact: true })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });

  test('the skill round that cannot be downloaded offers Try again', async ({ page }) => {
    await openPractice(page);
    await practiseAfterFailure(
      page,
      '**/assets/activity-*.js',
      'This practice could not be loaded. Check your connection and try again.',
    );
    await expect(card(page).getByRole('heading', { name: ONE_STEP.name })).toBeVisible();
  });

  test('an answer that cannot be sent can be submitted again', async ({ page }) => {
    await openPractice(page);
    const problem = await practise(page, ONE_STEP.id, ONE_STEP.name);
    const route = `**/api/practice/skills/${ONE_STEP.id}/grade`;
    await page.route(route, (r) => r.abort('internetdisconnected'));
    await answerBox(page).fill(solveQuestion(problem.question));
    await answerBox(page).press('Enter');
    await expect(card(page).getByRole('alert')).toHaveText(
      'Your answer could not be checked right now. Check your connection and submit again.',
    );
    await expect(answerBox(page)).toBeEnabled();
    await page.unroute(route);
    await card(page).getByRole('button', { name: 'Submit Answer' }).click();
    await expect(feedback(page)).toContainText('Correct! Full credit.');
    await expect(card(page).getByRole('alert')).toHaveCount(0);
  });
});

test(`mobile (${viewports.mobile.width}px): the overview and a graded problem fit the screen (axe)`, async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize(viewports.mobile);
  await openPractice(page);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBe(0);
  const problem = await practise(page, TWO_STEP.id, TWO_STEP.name);
  await answerWrong(page, problem, wrongAnswer(solveQuestion(problem.question)));
  await expect(feedback(page)).toContainText('Not quite.');
  expect(await overflow()).toBe(0);
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});
