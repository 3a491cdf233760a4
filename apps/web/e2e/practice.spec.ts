import type { MathStep, PracticeProblem, SkillProblem } from '@mathtools/contracts';
import { generateProblem, solve } from '@mathtools/math-core';
import type { Page, Response } from '@playwright/test';
import { expect, scrollTowardSkills, test, viewports, waitForHydration } from './fixtures';
import { expectNoAxeViolationsInBothThemes, fakeApi, toast } from './support/commerce-helpers';

// axe runs in two themes per state on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 90_000 });

type Problem = {
  id: string;
  question: string;
  questionWords?: PracticeProblem['questionWords'];
  questionPieces?: PracticeProblem['questionPieces'];
  questionMathml: string;
  answer: string;
  hint: string;
  steps: string[];
  explanation: MathStep[];
};
const categories = [
  { id: 'algebra', label: 'Algebra' },
  { id: 'logarithms', label: 'Logarithms' },
  { id: 'geometry', label: 'Geometry' },
] as const;
type Category = (typeof categories)[number];

const nextProblem = (page: Page, category: string) =>
  page.waitForResponse(
    (r: Response) =>
      new URL(r.url()).pathname === `/api/practice/random/${category}` &&
      r.request().method() === 'GET',
  );
const problemOf = async (response: Promise<Response>) => (await (await response).json()) as Problem;

const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Answer' });
const hint = (page: Page) => page.getByRole('button', { name: /Hint/ });
/** The shown hint, in its own box: a skill card below may describe its method in the same words. */
const hintText = (page: Page, text: string) => page.locator('[id$="-hint"]').getByText(text);
const next = (page: Page) => page.getByRole('button', { name: 'Next Problem' });
const streak = (page: Page) => page.getByTestId('streak');
const completed = (page: Page) => page.getByTestId('completed');
const bar = (page: Page, name: RegExp) => page.getByRole('progressbar', { name });
const solution = (page: Page) => page.getByRole('region', { name: 'Step-by-step solution' });
const questionMath = (page: Page) => page.getByTestId('question-math').locator('math');

/** The worked steps as the page shows them: each its note above its typeset statement. */
async function expectTypesetSteps(page: Page, explanation: readonly MathStep[]) {
  const steps = solution(page).getByRole('listitem');
  await expect(steps).toHaveCount(explanation.length);
  for (const [index, step] of explanation.entries()) {
    const item = steps.nth(index);
    await expect(item).toContainText(step.note);
    await expect(item.locator('math')).toHaveCount(1);
    await expect(item.locator('math')).toBeVisible();
  }
}

/**
 * The question is shown once: a geometry question is a word problem, its sentence alone; any
 * other shows its words as text ("Solve for x:", "Evaluate") and its maths typeset, apart or in
 * place inside its sentence (each piece in place when it stands in several), not written out again.
 */
async function expectQuestion(
  page: Page,
  problem: Pick<
    PracticeProblem,
    'question' | 'questionWords' | 'questionPieces' | 'questionMathml'
  >,
) {
  const card = page.getByRole('article');
  const words = problem.questionWords;
  if (problem.questionPieces) {
    // "Given log_2(y) = 3, evaluate log_2(y^2).": one sentence, each piece of maths in place.
    const sentence = page.getByTestId('question-math');
    for (const piece of problem.questionPieces)
      if (typeof piece === 'string') await expect(sentence).toContainText(piece.trim());
    await expect(sentence.locator('math')).toHaveCount(
      problem.questionPieces.filter((piece) => typeof piece !== 'string').length,
    );
    await expect(card.getByText(problem.question)).toHaveCount(0);
    return;
  }
  if (!words) {
    // Shown whole: a word problem, whose MathML is its sentence.
    await expect(card.getByText(problem.question)).toBeVisible();
    await expect(page.getByTestId('question-math')).toHaveCount(wordProblem(problem) ? 0 : 1);
    return;
  }
  if (words.inline)
    // Maths inside its sentence ("Evaluate log_3(7) with the change of base formula."): the
    // sentence on one line with its maths typeset in place.
    await expect(page.getByTestId('question-math')).toContainText(words.before.trim());
  else await expect(card.getByText(words.before, { exact: true })).toBeVisible();
  await expect(questionMath(page)).toBeVisible();
  await expect(card.getByText(problem.question)).toHaveCount(0);
}

/** A word problem's MathML is its sentence alone: one `<mtext>`. */
const wordProblem = ({ questionMathml }: Pick<PracticeProblem, 'questionMathml'>) =>
  /^<math[^>]*>\s*<mtext>[^<]*<\/mtext>\s*<\/math>$/.test(questionMathml);

/** A number that is not the answer: a wrong answer the grader can read. */
const wrongFor = (answer: string) => (answer === '1000001' ? '1000002' : '1000001');
const tryAgain = (page: Page) => page.getByText('Not quite — try once more.');

/** Opens /practice on a category and returns the problem the server sent. */
async function open(page: Page, category: Category): Promise<Problem> {
  const algebra = nextProblem(page, 'algebra');
  await page.goto('/practice');
  await waitForHydration(page);
  const first = await problemOf(algebra);
  if (category.id === 'algebra') return first;
  const problem = nextProblem(page, category.id);
  await page.getByRole('tab', { name: category.label }).click();
  return problemOf(problem);
}

/** An answer that is the same value written differently (the server grades with math-core). */
const equivalent = (answer: string) =>
  /^-?\d+$/.test(answer) ? ` ${answer}.0 ` : ` ${answer.replace(/\s+/g, '')} `;

for (const category of categories) {
  test(`a full ${category.id} session: hint, Enter, correct, Next Problem, wrong, reload`, {
    tag: category === categories[0] ? '@flow' : [],
  }, async ({ page }) => {
    let problem = await open(page, category);
    await expect(page.getByRole('tab', { name: category.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectQuestion(page, problem);
    // Shown once: only a word problem (geometry) has no words apart from its maths; a question
    // that gives values first ("Given log_2(y) = 3, evaluate …") is in pieces around them.
    const given = problem.question.startsWith('Given ');
    expect(problem.questionWords === undefined).toBe(category.id === 'geometry' || given);
    expect(problem.questionPieces === undefined).toBe(!given);
    await expect(streak(page)).toHaveText('0');
    await expect(completed(page)).toHaveText('0');

    // The hint toggles before submission.
    await hint(page).click();
    await expect(hintText(page, problem.hint)).toBeVisible();
    await expect(hint(page)).toHaveAttribute('aria-expanded', 'true');
    await hint(page).click();
    await expect(hintText(page, problem.hint)).toBeHidden();

    // Enter submits; an equivalent form of the answer counts.
    await answerBox(page).fill(equivalent(problem.answer));
    await answerBox(page).press('Enter');
    await expect(page.getByText('Correct! Well done!')).toBeVisible();
    await expect(answerBox(page)).toBeDisabled();
    await expect(submit(page)).toHaveCount(0);
    await expect(hint(page)).toHaveCount(0);
    await expect(next(page)).toBeVisible();
    await expect(next(page)).toBeFocused();
    const steps = solution(page).getByRole('listitem');
    await expectTypesetSteps(page, problem.explanation);
    await expect(page.getByTestId('revealed-answer').locator('math')).toBeVisible();
    await expect(streak(page)).toHaveText('1');
    await expect(completed(page)).toHaveText('1');
    await expect(bar(page, /^Streak/)).toHaveAttribute('aria-valuenow', '10');
    await expect(bar(page, /^Problems solved/)).toHaveAttribute('aria-valuenow', '10');

    // Next Problem: a new fetch, and answer, hint, result and steps are reset.
    const fresh = nextProblem(page, category.id);
    await next(page).click();
    problem = await problemOf(fresh);
    await expectQuestion(page, problem);
    await expect(answerBox(page)).toHaveValue('');
    await expect(answerBox(page)).toBeEnabled();
    await expect(answerBox(page)).toBeFocused();
    await expect(page.getByText('Correct! Well done!')).toHaveCount(0);
    await expect(steps).toHaveCount(0);
    await expect(submit(page)).toBeDisabled(); // nothing typed yet

    // A wrong answer, submitted with the button: one more try, nothing counted or revealed yet.
    await answerBox(page).fill(wrongFor(problem.answer));
    await submit(page).click();
    await expect(tryAgain(page)).toBeVisible();
    await expect(answerBox(page)).toBeEnabled();
    await expect(answerBox(page)).toHaveValue(wrongFor(problem.answer));
    await expect(page.getByTestId('revealed-answer')).toHaveCount(0);
    await expect(steps).toHaveCount(0);
    await expect(streak(page)).toHaveText('1');
    // Wrong again: the solution is shown, the streak resets, completed stays.
    await submit(page).click();
    await expect(
      page.getByText(`Not quite. The correct answer is: ${problem.answer}`),
    ).toBeVisible();
    await expect(tryAgain(page)).toHaveCount(0);
    await expect(answerBox(page)).toBeDisabled();
    await expectTypesetSteps(page, problem.explanation);
    await expect(streak(page)).toHaveText('0');
    await expect(completed(page)).toHaveText('1');
    await expect(bar(page, /^Streak/)).toHaveAttribute('aria-valuenow', '0');

    // The counts come from the server: the same after a reload.
    await open(page, category);
    await expect(streak(page)).toHaveText('0');
    await expect(completed(page)).toHaveText('1');

    // Progress is kept per category: another tab starts at zero.
    const other = categories.find((c) => c.id !== category.id) as Category;
    await page.getByRole('tab', { name: other.label }).click();
    await expect(completed(page)).toHaveText('0');
    await expect(page.getByText(`Solved in ${other.label}`)).toBeVisible();
  });
}

test('changing tab resets the answer and hint and fetches a new problem', async ({ page }) => {
  const first = await open(page, categories[0]);
  await answerBox(page).fill('42');
  await hint(page).click();
  await expect(hintText(page, first.hint)).toBeVisible();

  const geometry = nextProblem(page, 'geometry');
  await page.getByRole('tab', { name: 'Geometry' }).click();
  const g = await problemOf(geometry);
  await expectQuestion(page, g);
  await expect(answerBox(page)).toHaveValue('');
  await expect(hint(page)).toHaveAttribute('aria-expanded', 'false');

  // Back to Algebra: fetched anew (never from a cache), with a clean answer box.
  const again = nextProblem(page, 'algebra');
  await page.getByRole('tab', { name: 'Algebra' }).click();
  await again;
  await expect(answerBox(page)).toHaveValue('');
  await expect(hintText(page, first.hint)).toBeHidden();
});

test('the streak bar wraps every 10 and the solved bar stops at 100%', async ({ page }) => {
  await fakeApi(page, '/api/progress/algebra', 200, { problemsCompleted: 14, streak: 13 });
  await open(page, categories[0]);
  await expect(streak(page)).toHaveText('13');
  await expect(bar(page, /^Streak/)).toHaveAttribute('aria-valuenow', '30');
  await expect(bar(page, /^Problems solved/)).toHaveAttribute('aria-valuenow', '100');
});

test('a fetch failure shows the empty state (axe)', async ({ page, expectNoAxeViolations }) => {
  await fakeApi(page, '/api/practice/random/algebra*', 500, {
    error: { code: 'internal_error', message: 'Internal Server Error' },
  });
  await page.goto('/practice');
  await expect(page.getByRole('alert')).toHaveText('No problems available for this category.');
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('grading failure: the answer is still checked and "Failed to update progress" shows', async ({
  page,
}) => {
  const problem = await open(page, categories[0]);
  await fakeApi(page, '/api/practice/grade', 500, {
    error: { code: 'internal_error', message: 'Internal Server Error' },
  });
  await answerBox(page).fill(problem.answer);
  await submit(page).click();
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expect(toast(page)).toContainText('Failed to update progress');
});

test('progress refresh failure shows "Failed to update progress"', async ({ page }) => {
  const problem = await open(page, categories[0]);
  await expect(completed(page)).toHaveText('0');
  await fakeApi(page, '/api/progress/algebra', 503, {
    error: { code: 'internal_error', message: 'Service Unavailable' },
  });
  await answerBox(page).fill(problem.answer);
  await submit(page).click();
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expect(toast(page)).toContainText('Failed to update progress');
});

test('the Upgrade to Pro promo links to /pricing', async ({ page }) => {
  await page.goto('/practice');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('axe: loading state', async ({ page, expectNoAxeViolations }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/practice/random/algebra*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/practice');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  release();
});

test('axe: hint open, then a correct result', async ({ page, expectNoAxeViolations }) => {
  const problem = await open(page, categories[0]);
  await hint(page).click();
  await expect(hintText(page, problem.hint)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  await answerBox(page).fill(problem.answer);
  await submit(page).click();
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('axe: a wrong answer, one more try, then the solution', async ({
  page,
  expectNoAxeViolations,
}) => {
  const problem = await open(page, categories[2]);
  await answerBox(page).fill(wrongFor(problem.answer));
  await submit(page).click();
  await expect(tryAgain(page)).toBeVisible();
  await expect(answerBox(page)).toBeFocused();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  await answerBox(page).press('Enter');
  await expect(page.getByText(/^Not quite\. The correct answer is/)).toBeVisible();
  await expectTypesetSteps(page, problem.explanation);
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('one more try: a right second answer counts for the streak and completed', async ({
  page,
}) => {
  const problem = await open(page, categories[1]);
  await answerBox(page).fill(wrongFor(problem.answer));
  await answerBox(page).press('Enter');
  await expect(tryAgain(page)).toBeVisible();
  await expect(streak(page)).toHaveText('0');
  await answerBox(page).fill(problem.answer);
  await answerBox(page).press('Enter');
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expect(tryAgain(page)).toHaveCount(0);
  await expectTypesetSteps(page, problem.explanation);
  await expect(streak(page)).toHaveText('1');
  await expect(completed(page)).toHaveText('1');
});

test('an answer that cannot be read is not graded: its message beside the box, the answer kept, nothing recorded (axe)', async ({
  page,
  expectNoAxeViolations,
}) => {
  const problem = await open(page, categories[0]);
  // A right answer first, so a recorded miss would show as a streak reset.
  await answerBox(page).fill(problem.answer);
  await submit(page).click();
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expect(streak(page)).toHaveText('1');
  const fresh = nextProblem(page, 'algebra');
  await next(page).click();
  const second = await problemOf(fresh);

  const grade = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/grade') && r.request().method() === 'POST',
  );
  await answerBox(page).fill('abc');
  await submit(page).click();
  expect((await grade).status()).toBe(400);
  const message = page.getByRole('alert').filter({ hasText: 'We could not read “abc”' });
  await expect(message).toHaveText(
    'We could not read “abc” as a number. Enter a number such as 4, -2.5 or 3/2.',
  );
  await expect(answerBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(answerBox(page)).toHaveAttribute('aria-describedby', /-error/);
  await expect(answerBox(page)).toHaveValue('abc');
  await expect(answerBox(page)).toBeEnabled();
  await expect(answerBox(page)).toBeFocused();
  await expect(submit(page)).toBeEnabled();
  await expect(page.getByText(/^Not quite/)).toHaveCount(0);
  await expect(solution(page)).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  // Nothing recorded: the same counts, from the server, after a reload.
  await expect(streak(page)).toHaveText('1');
  await expect(completed(page)).toHaveText('1');

  // Still answerable: fixed, it is graded as a first answer.
  await answerBox(page).fill(second.answer);
  await submit(page).click();
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expect(message).toHaveCount(0);
  await expect(answerBox(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(streak(page)).toHaveText('2');
  await open(page, categories[0]);
  await expect(streak(page)).toHaveText('2');
  await expect(completed(page)).toHaveText('2');
});

/** The answer to "Solve for x: …", worked out with math-core's solver as a student would. */
function solveQuestion(question: string): string {
  const equation = question.replace(/^[^:]*:\s*/, '').replace(/\.\s.*$/, '');
  const solved = solve(equation);
  const only = solved.ok && solved.value.solutions.length === 1 ? solved.value.solutions[0] : null;
  if (!only) throw new Error(`math-core could not solve "${question}"`);
  return only.text.replace(/^x\s*=\s*/, '').replaceAll('−', '-');
}

test('a skill answer moves "Your progress" of its category', async ({ page }) => {
  await open(page, categories[0]);
  await expect(streak(page)).toHaveText('0');
  await expect(completed(page)).toHaveText('0');
  await scrollTowardSkills(page);
  const overview = page.getByTestId('skills-overview');
  const served = page.waitForResponse((r) =>
    r.url().endsWith('/api/practice/skills/one-step-equations/problem'),
  );
  await overview.getByRole('button', { name: 'Practise One-step equations' }).click();
  const problem = (await (await served).json()) as SkillProblem;
  const card = page.getByTestId('skill-problem');
  await card.getByRole('textbox', { name: 'Your answer' }).fill(solveQuestion(problem.question));
  await card.getByRole('textbox', { name: 'Your answer' }).press('Enter');
  await expect(card.getByTestId('skill-feedback')).toContainText('Correct!');
  await expect(streak(page)).toHaveText('1');
  await expect(completed(page)).toHaveText('1');
  // The server's count: the same after a reload.
  await open(page, categories[0]);
  await expect(streak(page)).toHaveText('1');
  await expect(completed(page)).toHaveText('1');
});

/** A problem math-core makes (algebra #1379, x = 1/2), served as is, so the test knows its answer. */
const halfMade = generateProblem('algebra', 1379);
if (!halfMade.ok || halfMade.value.answer !== '1/2') throw new Error('algebra #1379 changed');
const half: PracticeProblem = { id: 'algebra-fixed-half', category: 'algebra', ...halfMade.value };

test('the answer box shows how math-core reads the entry, or why it cannot (axe)', async ({
  page,
  expectNoAxeViolations,
}) => {
  await fakeApi(page, '/api/practice/random/algebra*', 200, half);
  await page.goto('/practice');
  await waitForHydration(page);
  const preview = page.getByTestId('answer-preview');

  await answerBox(page).fill('2 1/2');
  await expect(preview).toContainText('Read as');
  // A mixed number: a whole part and a typeset fraction, not "21/2".
  await expect(preview.locator('math mn').first()).toHaveText('2');
  await expect(preview.locator('math mfrac')).toHaveCount(1);
  await expect(answerBox(page)).toHaveAttribute('aria-describedby', /preview/);
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);

  await answerBox(page).fill('2x+');
  await expect(preview).toHaveText(
    'Can’t read this yet: Something is missing at the end, after "+"',
  );
  await answerBox(page).fill('');
  await expect(preview).toHaveText('');
});

test('grading offline uses the same checker as the server: 0.5 counts for 1/2', async ({
  page,
}) => {
  await fakeApi(page, '/api/practice/random/algebra*', 200, half);
  await page.goto('/practice');
  await waitForHydration(page);
  await fakeApi(page, '/api/practice/grade', 500, {
    error: { code: 'internal_error', message: 'Internal Server Error' },
  });
  await answerBox(page).fill('0.5');
  await submit(page).click();
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expect(toast(page)).toContainText('Failed to update progress');
});

test('grading code that cannot be fetched: a warning, the answer kept, and Submit tries again', async ({
  page,
}) => {
  // The grading chunk is fetched with the first character typed: refuse it as a network does
  // when the visitor is offline before the site was cached.
  let failing = true;
  await page.route('**/assets/grading-*.js', (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  const problem = await open(page, categories[0]);
  await answerBox(page).fill(problem.answer);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your answer could not be checked. Check your connection and try again.',
  );
  await expect(answerBox(page)).toHaveValue(problem.answer);
  await expect(page.getByText('Correct! Well done!')).toHaveCount(0);

  failing = false;
  await submit(page).click();
  await expect(page.getByText('Correct! Well done!')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Log #5 as math-core makes it (3^(2x − 8) = 27, x = 11/2): a power, a fraction, three steps. */
const logMade = generateProblem('logarithms', 5);
if (!logMade.ok) throw new Error(logMade.error.message);
const powerProblem: PracticeProblem = {
  id: 'logarithms-5',
  category: 'logarithms',
  ...logMade.value,
  // As the server sends it: the words apart from the equation, which is typeset once.
  questionWords: { before: 'Solve for x:', after: '' },
};
if (!powerProblem.question.startsWith('Solve for x: 3^')) throw new Error('logarithms #5 changed');

/** axe in both themes, and a screenshot of `target` in each, saved as `<name>-<theme>.png`. */
async function checkBothThemes(
  page: Page,
  expectNoAxeViolations: () => Promise<void>,
  target: ReturnType<Page['locator']>,
  name: string,
) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations();
    await target.screenshot({ path: test.info().outputPath(`${name}-${theme}.png`) });
  }
}

for (const [width, viewport] of Object.entries(viewports)) {
  test(`${width} (${viewport.width}px): question, answer preview, answer and steps are typeset MathML; axe in both themes`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    test.slow(); // four axe runs and screenshots on a shared machine
    await page.setViewportSize(viewport);
    // A fixed problem from the bank, so the screenshots show the same maths every run; the real
    // server grades it.
    await fakeApi(page, '/api/practice/random/logarithms*', 200, powerProblem);
    await page.goto('/practice');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Logarithms' }).click();
    const card = page.getByRole('article');
    await expectQuestion(page, powerProblem);
    await expect(questionMath(page).locator('msup')).toBeVisible();
    // The answer is not on screen before grading.
    await expect(page.getByTestId('revealed-answer')).toHaveCount(0);
    await expect(solution(page)).toHaveCount(0);

    // The live reading of the entry, typeset.
    await answerBox(page).fill('11/2');
    const preview = page.getByTestId('answer-preview');
    await expect(preview.locator('math mfrac')).toHaveCount(1);
    await checkBothThemes(page, expectNoAxeViolations, card, `practice-preview-${viewport.width}`);

    await submit(page).click();
    await expect(page.getByText('Correct! Well done!')).toBeVisible();
    await expect(completed(page)).toHaveText('1'); // graded by the server, not offline
    const revealed = page.getByTestId('revealed-answer');
    await expect(revealed.locator('math mfrac')).toHaveCount(1);
    await expectTypesetSteps(page, powerProblem.explanation);
    // No formula wider than the card: long ones scroll inside their own line.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await checkBothThemes(page, expectNoAxeViolations, card, `practice-steps-${viewport.width}`);
  });
}
