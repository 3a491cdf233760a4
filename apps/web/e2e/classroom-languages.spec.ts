import { checkWorking, explainAnswer, solve } from '@mathtools/math-core';
import { es } from '@mathtools/math-core/locales/es';
import { fr } from '@mathtools/math-core/locales/fr';
import classroomEs from '../src/i18n/messages/classroom/es.json' with { type: 'json' };
import classroomFr from '../src/i18n/messages/classroom/fr.json' with { type: 'json' };
import joinDe from '../src/i18n/messages/classroom-join/de.json' with { type: 'json' };
import joinEs from '../src/i18n/messages/classroom-join/es.json' with { type: 'json' };
import joinFr from '../src/i18n/messages/classroom-join/fr.json' with { type: 'json' };
import joinPt from '../src/i18n/messages/classroom-join/pt.json' with { type: 'json' };
import teachEn from '../src/i18n/messages/classroom-teach/en.json' with { type: 'json' };
import teachEs from '../src/i18n/messages/classroom-teach/es.json' with { type: 'json' };
import teachFr from '../src/i18n/messages/classroom-teach/fr.json' with { type: 'json' };
import { expect, test, viewports, waitForHydration } from './fixtures';
import { addPasskeyDevice } from './support/passkey';

/**
 * The class pages in other languages: /es/teach signed out, a French teacher's set and the French
 * link a student joins it by (with the live table in French), the same set opened by its Spanish
 * link, /de/join and /pt/join asking for the code, and problems a teacher typed in Spanish whose
 * questions and steps a student on /es/join reads in Spanish notation. The server's sentences (why a line does not
 * follow, why an answer is wrong) come in the language of the link the student joined by; they
 * are math-core's, found here with math-core, not written by hand. Mistake names are not checked.
 */

// A passkey, two browsers and axe on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

type Words = Record<string, string>;

test('/es/teach, signed out, is in Spanish', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/es/teach');
  await waitForHydration(page, 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teachEs['page.title']);
  await expect(page.getByRole('region', { name: teachEs['page.section'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: teachEs['signIn.title'] })).toBeVisible();
  await expect(page.getByRole('button', { name: teachEs['signIn.create'] })).toBeVisible();
  await expect(page.getByRole('button', { name: teachEs['signIn.withPasskey'] })).toBeVisible();
  await page.getByRole('button', { name: teachEs['signIn.withCode'] }).click();
  await expect(page.getByLabel(teachEs['signIn.code'])).toBeVisible();
  await expect(page.getByText(teachEs['signIn.codeHint'])).toBeVisible();
  await expect(
    page.getByRole('button', { name: teachEs['signIn.submit'], exact: true }),
  ).toBeVisible();
  // None of the page's own English is left.
  const main = page.locator('main');
  for (const key of [
    'page.intro',
    'signIn.title',
    'signIn.intro',
    'signIn.passkey',
    'signIn.code',
  ]) {
    await expect(main).not.toContainText((teachEn as Words)[key] as string);
  }
  await expectNoAxeViolations();
  // On a phone its longer words wrap: nothing runs past the edge.
  await page.setViewportSize(viewports.mobile);
  await expect(page.getByRole('button', { name: teachEs['signIn.withPasskey'] })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('a teacher on /fr/teach makes a set in French; a student joins by its French link and works in French, one by its Spanish link in Spanish', async ({
  page,
  context,
  browser,
  expectNoAxeViolations,
}) => {
  await addPasskeyDevice(context, page);
  await page.goto('/fr/teach');
  await waitForHydration(page, 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teachFr['page.title']);

  await page.getByRole('button', { name: teachFr['signIn.create'] }).click();
  await expect(page.getByRole('heading', { name: teachFr['recovery.title'] })).toBeVisible();
  await expect(page.getByRole('button', { name: teachFr['recovery.copy'] })).toBeVisible();
  await page.getByRole('button', { name: teachFr['recovery.saved'] }).click();
  await expect(page.getByRole('heading', { name: teachFr['sets.title'] })).toBeVisible();
  await expect(page.getByText(teachFr['sets.none'])).toBeVisible();
  await expect(page.getByText(teachFr['auth.signedIn'])).toBeVisible();

  // The form says what is missing in French, and offers the practice categories by their French names.
  await page.getByRole('button', { name: teachFr['sets.new'] }).click();
  await page.getByRole('button', { name: teachFr['form.create'] }).click();
  await expect(page.getByRole('alert')).toHaveText(teachFr['form.noTitle']);
  await expect(page.getByLabel(teachFr['form.name'])).toBeFocused();
  await expect(page.getByLabel(teachFr['form.category']).locator('option')).toHaveText([
    teachFr['form.none'],
    teachFr['category.algebra'],
    teachFr['category.logarithms'],
    teachFr['category.geometry'],
  ]);
  await expect(page.getByLabel(teachFr['form.level']).locator('option')).toHaveText([
    teachFr['level.Easy'],
    teachFr['level.Medium'],
    teachFr['level.Hard'],
  ]);
  await page.getByLabel(teachFr['form.name']).fill('Équations, mardi');
  await page.getByLabel(teachFr['form.problems']).fill('2x+3=7');
  await expect(
    page.getByRole('radio', { name: new RegExp(teachFr['help.hints.label']) }),
  ).toBeChecked();
  await page.getByRole('button', { name: teachFr['form.create'] }).click();

  // The set: its code, its link in French, its times written as French writes them (24-hour clock).
  const joinCode = page
    .getByRole('figure', { name: teachFr['share.code'] })
    .getByTestId('join-code');
  await expect(joinCode).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  const code = (await joinCode.textContent()) ?? '';
  await expect(page.getByTestId('set-title')).toHaveText('Équations, mardi');
  await expect(page.getByText('1 problème. Les élèves voient : des indices.')).toBeVisible();
  const share = page.getByRole('region', { name: teachFr['share.label'] });
  await expect(share).toContainText(`/fr/join/${code}`);
  await expect(share).toContainText('(ou vont sur /fr/join et tapent le code)');
  await expect(
    share.getByText(/^Ouverte à partir du .*\d{2}:\d{2}, sans date de fermeture\.$/),
  ).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: new RegExp(`^QR code du lien d’accès http://\\S+/fr/join/${code}$`),
    }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: teachFr['live.caption'] });
  await expect(table.getByRole('columnheader')).toHaveText([
    teachFr['live.nickname'],
    /^Problème 1/,
  ]);
  await expect(page.getByText(teachFr['live.noStudents'])).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveText(teachFr['connection.live']);
  await expect(page.getByText(teachFr['live.noMistakes'])).toBeVisible();

  // A student on a phone opens the French link.
  const phone = await browser.newContext({ viewport: viewports.mobile, hasTouch: true });
  const student = await phone.newPage();
  await student.goto(`/fr/join/${code}`);
  await waitForHydration(student, 'fr');
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(joinFr['page.title']);
  await expect(student.getByText(`1 problème · code de la classe ${code}`)).toBeVisible();
  await student.getByRole('button', { name: joinFr['join.submit'] }).click();
  await expect(student.getByRole('alert')).toHaveText(joinFr['join.noName']);
  await student.getByLabel(joinFr['join.nickname']).fill('Léa');
  await student.getByRole('button', { name: joinFr['join.submit'] }).click();
  await expect(
    student.getByRole('heading', { name: classroomFr.problem.replace('{position}', '1') }),
  ).toBeVisible();
  await expect(student.getByText(/^Vous avez rejoint la série sous le pseudo Léa\./)).toBeVisible();

  // Her working, checked in French; then her answer.
  const card = student.getByTestId('class-problem');
  await card.getByRole('button', { name: joinFr['card.check'] }).click();
  await expect(card.getByText(joinFr['card.noWorking'])).toBeVisible();
  await card.getByLabel(joinFr['card.working']).fill('2x=10');
  await card.getByRole('button', { name: joinFr['card.check'] }).click();
  const line = card.getByTestId('verdict-line').first();
  await expect(line).toHaveAttribute('data-verdict', 'wrong');
  await expect(line).toContainText(`✗ ${classroomFr['verdict.wrong']}`);
  // Why, in math-core's French: +3 moved across without changing its sign.
  const checked = checkWorking('2x+3=7', ['2x=10'], { language: fr });
  const whyFr = checked.ok ? checked.value.lines[0]?.reason : undefined;
  expect(whyFr).toMatch(/soustrai/);
  await expect(line).toContainText(whyFr ?? '');
  // The teacher sees the mistake counted, in French (its name is math-core's, not checked here).
  const cell = page
    .getByRole('table', { name: teachFr['live.caption'] })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Léa', exact: true }) })
    .getByRole('button');
  await expect(cell).toHaveAttribute('data-state', 'working');
  await expect(cell).toContainText(`… ${teachFr['state.working']}`);
  await expect(page.getByTestId('common-mistakes')).toHaveText(/^Problème 1 : .+ \(1 élève\)$/);
  await card.getByLabel(joinFr['card.working']).fill('2x=4\nx=2');
  await card.getByRole('button', { name: joinFr['card.check'] }).click();
  await expect(card.getByTestId('verdict-line')).toHaveCount(2);
  await expect(card.getByTestId('verdict-line').last()).toContainText(classroomFr['verdict.right']);
  await card.getByLabel(joinFr['card.answer']).fill('x=2');
  await card.getByRole('button', { name: joinFr['card.submit'] }).click();
  await expect(card.getByTestId('answer-result')).toContainText(joinFr['card.right']);
  await card.getByRole('button', { name: joinFr['card.showHint'] }).click();
  await expect(card.getByText(joinFr['card.hint'], { exact: true })).toBeVisible();

  // The teacher's table and the student's lines, in French.
  await expect(cell).toHaveAttribute('data-state', 'right');
  await expect(cell).toHaveText(`✓ ${teachFr['state.right']}`);
  await expect(page.getByText(teachFr['live.noMistakes'])).toBeVisible();
  await cell.click();
  const lines = page.getByTestId('student-lines');
  await expect(lines.getByRole('heading', { name: 'Léa : problème 1' })).toBeVisible();
  await expect(lines).toContainText(`${teachFr['lines.answer']} x=2`);
  await expect(
    lines.getByRole('list', { name: 'Raisonnement de Léa, ligne par ligne' }),
  ).toBeVisible();
  await expectNoAxeViolations();
  await lines.getByRole('button', { name: teachFr['lines.close'] }).click();
  await expect(lines).toBeHidden();
  await phone.close();

  // Another student opens the same set by its Spanish link: a wrong answer is explained in Spanish.
  const solved = solve('2x+3=7');
  const whyEs = solved.ok
    ? explainAnswer({ questionMath: solved.value.tree }, '5', { language: es })?.reason
    : undefined;
  expect(whyEs).toMatch(/^Se sumó 3 /);
  const laptop = await browser.newContext();
  const sofia = await laptop.newPage();
  await sofia.goto(`/es/join/${code}`);
  await waitForHydration(sofia, 'es');
  await sofia.getByLabel(joinEs['join.nickname']).fill('Sofia');
  await sofia.getByRole('button', { name: joinEs['join.submit'] }).click();
  const sofiaCard = sofia.getByTestId('class-problem');
  await sofiaCard.getByLabel(joinEs['card.answer']).fill('5');
  await sofiaCard.getByRole('button', { name: joinEs['card.submit'] }).click();
  const result = sofiaCard.getByTestId('answer-result');
  await expect(result).toHaveText(`${joinEs['card.notRight']} — ${whyEs}`);
  await laptop.close();
});

test('/de/join asks for the code in German and says no class has it; /pt/join is in Portuguese', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/de/join');
  await waitForHydration(page, 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(joinDe['page.title']);
  await expect(
    page.getByText('Die 6 Buchstaben und Ziffern, die dir deine Lehrkraft zeigt.'),
  ).toBeVisible();
  await page.getByLabel(joinDe['code.label']).fill('zzzzzz');
  await page.getByRole('button', { name: joinDe['code.submit'] }).click();
  await expect(page).toHaveURL('/de/join/ZZZZZZ');
  await expect(page.getByRole('alert')).toHaveText(joinDe.unknown.replace('{code}', 'ZZZZZZ'));

  await page.goto('/pt/join');
  await waitForHydration(page, 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(joinPt['page.title']);
  await expect(page.getByRole('button', { name: joinPt['code.submit'] })).toBeVisible();
  await expectNoAxeViolations();
});

test('a teacher on /es/teach types problems in Spanish; a student on /es/join opens their steps in Spanish', async ({
  page,
  context,
  browser,
}) => {
  await addPasskeyDevice(context, page);
  await page.goto('/es/teach');
  await waitForHydration(page, 'es');
  await page.getByRole('button', { name: teachEs['signIn.create'] }).click();
  await page.getByRole('button', { name: teachEs['recovery.saved'] }).click();
  await page.getByRole('button', { name: teachEs['sets.new'] }).click();
  await page.getByLabel(teachEs['form.name']).fill('Ecuaciones, martes');
  // Spanish words and a decimal comma, read as the teacher means them.
  const typed = ['resuelve 2x+3=7', 'ln(x) = 1,5'];
  await page.getByLabel(teachEs['form.problems']).fill(typed.join('\n'));
  await page.getByRole('radio', { name: new RegExp(teachEs['help.steps.label']) }).check();
  await page.getByRole('button', { name: teachEs['form.create'] }).click();
  const joinCode = page
    .getByRole('figure', { name: teachEs['share.code'] })
    .getByTestId('join-code');
  await expect(joinCode).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  const code = (await joinCode.textContent()) ?? '';

  // The steps as math-core writes them in Spanish: its notes, and its maths with a decimal comma.
  const stepsOf = (problem: string) => {
    const solved = solve(problem, { language: es });
    if (!solved.ok) throw new Error(solved.error.message);
    return solved.value.steps;
  };
  const first = stepsOf(typed[0] ?? '');
  const second = stepsOf(typed[1] ?? '');
  expect(first[0]?.note).toBe('Resta 3 en ambos miembros');
  expect(second.at(-1)?.text).toMatch(/ = 1,5$/);

  const laptop = await browser.newContext();
  const student = await laptop.newPage();
  await student.goto(`/es/join/${code}`);
  await waitForHydration(student, 'es');
  await student.getByLabel(joinEs['join.nickname']).fill('Lucía');
  await student.getByRole('button', { name: joinEs['join.submit'] }).click();
  await expect(
    student.getByRole('heading', { name: classroomEs.problem.replace('{position}', '2') }),
  ).toBeVisible();
  const cards = student.getByTestId('class-problem');
  await expect(cards).toHaveCount(2);
  // What the teacher's words asked ("resuelve"), asked in the student's words before the maths;
  // maths typed alone asks nothing.
  await expect(cards.nth(0).getByText(classroomEs['asked.solve'], { exact: true })).toBeVisible();
  await expect(cards.nth(1).getByText(classroomEs['asked.solve'], { exact: true })).toHaveCount(0);
  // The question itself in Spanish notation, shown and read: ln(x) = 1,5, as the teacher typed it.
  const question = cards.nth(1).locator('math').first();
  await expect(question).toHaveAttribute('alttext', /1,5/);
  await expect(question).toContainText('1,5');
  await expect(question).not.toContainText('1.5');
  for (const [i, steps] of [first, second].entries()) {
    const card = cards.nth(i);
    await card.getByRole('button', { name: joinEs['card.showSteps'] }).click();
    const shown = card.getByRole('region', {
      name: joinEs['card.stepsLabel'].replace('{position}', String(i + 1)),
    });
    await expect(shown.getByRole('heading', { name: joinEs['card.steps'] })).toBeVisible();
    await expect(shown.getByRole('listitem')).toHaveCount(steps.length);
    for (const [n, step] of steps.entries())
      await expect(shown.getByRole('listitem').nth(n)).toContainText(step.note);
    // The hint is the first step's note, in Spanish too.
    await expect(card.getByText(steps[0]?.note ?? '', { exact: true }).first()).toBeVisible();
  }
  // The maths of the last step, as the page shows and reads it: 1,5, not 1.5.
  const check = cards.nth(1).getByRole('listitem').last().locator('math');
  await expect(check).toHaveAttribute('alttext', /1,5/);
  await expect(check).toContainText('1,5');
  // Her answer to the Spanish-typed problem, graded in Spanish.
  await cards.nth(0).getByLabel(joinEs['card.answer']).fill('x = 2');
  await cards.nth(0).getByRole('button', { name: joinEs['card.submit'] }).click();
  await expect(cards.nth(0).getByTestId('answer-result')).toContainText(joinEs['card.right']);
  await laptop.close();
});
