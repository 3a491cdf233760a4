/**
 * Class links (issue 79), end to end on the real server: a teacher makes an account with a
 * passkey (Chromium's virtual authenticator), signs out and in again with it, makes a set of three
 * problems and shares its code; three students join in browsers of their own, on phones, check
 * their working (one with a named mistake) and answer; the teacher's live table shows each
 * change, the mistake counted above it, and a cell opens the student's lines.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { AXE_TAGS, expect, test, viewports, waitForHydration } from './fixtures';
import { addPasskeyDevice } from './support/passkey';

// Four browsers on a shared 2-core machine, axe on three pages.
test.describe.configure({ timeout: 180_000 });

/** The promise: what a student sends is in the teacher's table within 2 s. */
const LIVE_MS = 2_000;

/** axe's WCAG 2.1 A/AA rules on a page of another browser context than the test's own. */
async function expectNoAxeViolationsOn(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A student on a phone of their own: a new context, so a cookie of their own. */
async function joinAsStudent(browser: Browser, code: string, nickname: string) {
  const context = await browser.newContext({ viewport: viewports.mobile, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A first visit and joining log nothing in the console (a refused request would: "Failed to
  // load resource").
  const logged: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') logged.push(message.text());
  };
  page.on('console', onConsole);
  await page.goto(`/join/${code}`);
  await waitForHydration(page);
  await expect(page.getByText('not your full name')).toBeVisible();
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: 'Problem 1' })).toBeVisible();
  page.off('console', onConsole);
  expect(logged).toEqual([]);
  return { context, page, errors };
}

const problemCard = (page: Page, position: number) =>
  page.getByTestId('class-problem').filter({
    has: page.getByRole('heading', { name: `Problem ${position}`, exact: true }),
  });

async function checkWorking(page: Page, position: number, working: string) {
  const card = problemCard(page, position);
  await card.getByLabel('Your working').fill(working);
  const answered = page.waitForResponse((r) => r.url().endsWith(`/problems/${position}/working`));
  await card.getByRole('button', { name: 'Check my working' }).click();
  expect((await answered).status()).toBe(200);
}

async function submitAnswer(page: Page, position: number, answer: string) {
  const card = problemCard(page, position);
  await card.getByLabel('Your answer').fill(answer);
  const answered = page.waitForResponse((r) => r.url().endsWith(`/problems/${position}/answer`));
  await card.getByRole('button', { name: 'Submit answer' }).click();
  expect((await answered).status()).toBe(200);
}

/** The teacher's cell of a student on a problem. */
const cell = (teacher: Page, nickname: string, position: number) =>
  teacher
    .getByRole('table', { name: 'Live results' })
    .getByRole('row')
    .filter({ has: teacher.getByRole('rowheader', { name: nickname, exact: true }) })
    .getByRole('cell')
    .nth(position - 1)
    .getByRole('button');

test('a teacher makes a set with a passkey; three students join, work and answer; the live table shows each within 2 s', async ({
  page,
  context,
  browser,
  expectNoAxeViolations,
}) => {
  await addPasskeyDevice(context, page);
  await page.goto('/teach');
  await waitForHydration(page);

  // A new account: the recovery code is shown once, with a copy button.
  await page.getByRole('button', { name: 'Create a teacher account' }).click();
  await expect(page.getByRole('heading', { name: 'Save this recovery code now' })).toBeVisible();
  const recoveryCode = page.getByTestId('recovery-code');
  await expect(recoveryCode).toHaveText(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  const firstCode = (await recoveryCode.textContent()) ?? '';
  await expect(page.getByRole('button', { name: 'Copy recovery code' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved it' }).click();

  // Signed out, in again with the recovery code, which is spent: a new one is shown once.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(firstCode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(recoveryCode).toHaveText(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  await expect(recoveryCode).not.toHaveText(firstCode);
  await page.getByRole('button', { name: 'I have saved it' }).click();

  // Signed out, then in again with the same passkey.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Your sets' })).toBeVisible();

  // A set of three problems.
  await page.getByRole('button', { name: 'New set' }).click();
  await page.getByLabel('Set title').fill('Linear equations, Tuesday');
  await page.getByLabel('Problems (one per line)').fill('2x+3=7\nx^2-5x+6=0\n3x-4=11');
  await page.getByRole('radio', { name: /Full steps/ }).check();
  await page.getByRole('button', { name: 'Create set' }).click();
  const joinCode = page.getByRole('figure', { name: 'Join code' }).getByTestId('join-code');
  await expect(joinCode).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  const code = (await joinCode.textContent()) ?? '';
  await expect(page.getByText(`/join/${code}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of the join link/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Live results' });
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(page.getByTestId('live-status')).toHaveText(/^Live/);

  const ana = await joinAsStudent(browser, code, 'Ana');
  const ben = await joinAsStudent(browser, code, 'Ben');
  const cy = await joinAsStudent(browser, code, 'Cy');
  // A row per nickname, as each joins.
  await expect(table.getByRole('rowheader')).toHaveText(['Ana', 'Ben', 'Cy']);

  // Ana: right working, right answer.
  await checkWorking(ana.page, 1, '2x=4\nx=2');
  await expect(problemCard(ana.page, 1).getByTestId('verdict-line')).toHaveCount(2);
  await expect(cell(page, 'Ana', 1)).toHaveAttribute('data-state', 'working', { timeout: LIVE_MS });
  await submitAnswer(ana.page, 1, 'x=2');
  await expect(problemCard(ana.page, 1).getByTestId('answer-result')).toContainText('Right');
  await expect(cell(page, 'Ana', 1)).toHaveAttribute('data-state', 'right', { timeout: LIVE_MS });

  // Ben: moves the 3 across without changing its sign; the mistake is named to him and the teacher.
  await checkWorking(ben.page, 1, '2x=10');
  const benLine = problemCard(ben.page, 1).getByTestId('verdict-line').first();
  await expect(benLine).toHaveAttribute('data-verdict', 'wrong');
  await expect(benLine).toContainText('Sign of a moved term');
  await expect(cell(page, 'Ben', 1)).toContainText('Sign of a moved term', { timeout: LIVE_MS });
  await expect(page.getByTestId('common-mistakes')).toContainText(
    'Problem 1: Sign of a moved term (1 student)',
  );
  await submitAnswer(ben.page, 1, 'x=5');
  await expect(problemCard(ben.page, 1).getByTestId('answer-result')).toContainText('Not right');
  await expect(cell(page, 'Ben', 1)).toHaveAttribute('data-state', 'wrong', { timeout: LIVE_MS });

  // Cy: the second problem, by factoring, and the help the teacher allowed (full steps).
  await checkWorking(cy.page, 2, '(x-2)(x-3)=0\nx=2 or x=3');
  await expect(cell(page, 'Cy', 2)).toHaveAttribute('data-state', 'working', { timeout: LIVE_MS });
  await submitAnswer(cy.page, 2, 'x=2, x=3');
  await expect(cell(page, 'Cy', 2)).toHaveAttribute('data-state', 'right', { timeout: LIVE_MS });
  await problemCard(cy.page, 3).getByRole('button', { name: 'Show the steps' }).click();
  await expect(
    problemCard(cy.page, 3).getByRole('region', { name: 'Steps for problem 3' }),
  ).toBeVisible();
  await expect(cell(page, 'Cy', 1)).toHaveAttribute('data-state', 'not-started');

  // The teacher opens Ben's cell from the keyboard: his line, its verdict and the mistake.
  await cell(page, 'Ana', 1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Ben', 1)).toBeFocused();
  await page.keyboard.press('Enter');
  const lines = page.getByTestId('student-lines');
  await expect(lines.getByRole('heading', { name: 'Ben: problem 1' })).toBeVisible();
  await expect(lines.getByTestId('verdict-line')).toContainText(['2x=10']);
  await expect(lines.getByTestId('verdict-line').first()).toHaveAttribute('data-verdict', 'wrong');
  await expect(lines).toContainText('Answer: x=5');
  await expectNoAxeViolations();
  await page.keyboard.press('Escape');
  await expect(lines).toBeHidden();
  await expect(cell(page, 'Ben', 1)).toBeFocused();

  // Ana leaves and comes back on the same phone: she is still in, her work as she left it.
  await ana.page.goto(`/join/${code.toLowerCase()}`);
  await expect(problemCard(ana.page, 1).getByLabel('Your working')).toHaveValue('2x=4\nx=2');
  await expect(problemCard(ana.page, 1).getByLabel('Your answer')).toHaveValue('x=2');
  await expect(ana.page.getByLabel('Nickname')).toHaveCount(0);

  // A phone's page: no sideways scroll, and no axe violation with the keypad open.
  await problemCard(cy.page, 1).getByLabel('Your working').focus();
  await problemCard(cy.page, 1).getByRole('button', { name: 'Keypad' }).click();
  await expect(cy.page.getByRole('toolbar', { name: 'Maths keypad' })).toBeVisible();
  await cy.page.getByRole('button', { name: '2', exact: true }).click();
  await cy.page.getByRole('button', { name: 'x', exact: true }).click();
  await expect(problemCard(cy.page, 1).getByLabel('Your working')).toHaveValue('2x');
  expect(
    await cy.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolationsOn(cy.page);
  // Every control of the phone's page is a tap target of 44 px or more.
  const small = await cy.page.evaluate(() =>
    [...document.querySelectorAll('main button, main input, main textarea, main select')]
      .map((e) => ({ e, box: e.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ e }) => e.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);

  // A code no class has, then the right one typed on /join's own form.
  await cy.page.goto('/join/ZZZZZZ');
  await expect(cy.page.getByRole('alert')).toContainText('No class has the code ZZZZZZ');
  await cy.page.getByLabel('Class code').fill(code.toLowerCase());
  await cy.page.getByRole('button', { name: 'Open the class' }).click();
  await expect(cy.page).toHaveURL(`/join/${code}`);
  await expect(problemCard(cy.page, 2).getByLabel('Your answer')).toHaveValue('x=2, x=3');

  for (const student of [ana, ben, cy]) {
    expect(student.errors).toEqual([]);
    await student.context.close();
  }
});
