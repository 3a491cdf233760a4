/**
 * Similar problems answered on the solver's page (POST /api/practice/similar-attempts): the server
 * confirms the problem shown is like the problem solved, grades the answers itself, counts
 * the outcome once in the problem's practice category (a correct outcome adds one to problems
 * completed and the streak, a miss resets the streak), and refuses what it cannot count (a problem
 * not like the one solved or that has no category, an answer it cannot read, a malformed body) with
 * nothing recorded. The answers the tests send as right are worked out here from the made
 * problem's own numbers, never from the solver.
 */
import {
  apiPaths,
  inLanguage,
  type PracticeCategory,
  SimilarAttemptResult,
  SOLVE_PROBLEM_MAX,
} from '@mathtools/contracts';
import {
  checkSimilarAnswer,
  confirmSimilarProblem,
  MAX_SOLVE_LENGTH,
  similarProblem,
  solve,
} from '@mathtools/math-core';
import { es } from '@mathtools/math-core/locales/es';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { similarOutcomeKey } from '../src/maths/tasks.js';
import { categoryProgress, json, useTestApp, visitorCookie, visitorOf } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

const LINEAR = '2x+3=7';

/** The key a similar problem counts under: its tree as the solver reads it. */
function keyOf(problem: string): string {
  const solved = solve(problem);
  if (!solved.ok) throw new Error(`${problem}: ${solved.error.message}`);
  return similarOutcomeKey(solved.value.tree);
}

/** The problem a seed makes from `text`, as the page shows it. */
function made(text: string, seed: number): string {
  const r = similarProblem(text, seed);
  if (!r.ok) throw new Error(`${text} (${seed}): ${r.error.message}`);
  return r.value.problem;
}

/** A similar linear problem `ax+b=c`, its root worked out here, and a wrong answer. */
function linear(seed: number) {
  const problem = made(LINEAR, seed);
  const [a, b, c] = (/^(\d+)x\+(\d+)=(\d+)$/.exec(problem) ?? []).slice(1).map(Number);
  if (!a || !b || !c) throw new Error(`${problem} is not ax+b=c`);
  // The sign of the moved term lost: c + b instead of c − b.
  return { seed, problem, right: `${c - b}/${a}`, wrong: `${c + b}/${a}` };
}

/** Seeds that make different linear problems from LINEAR. */
function linearProblems(n: number) {
  const found: ReturnType<typeof linear>[] = [];
  for (let seed = 1; found.length < n; seed++) {
    const next = linear(seed);
    if (!found.some((f) => f.problem === next.problem)) found.push(next);
  }
  return found;
}

describe('the problem a similar one is made from', () => {
  it('may be as long as the solver reads, and no longer', () => {
    expect(SOLVE_PROBLEM_MAX).toBe(MAX_SOLVE_LENGTH);
  });
});

describe.each(databaseKinds)('similar attempts on %s', (kind) => {
  const t = useTestApp(kind);

  const send = (cookie: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: apiPaths.similarAttempts, ...json(body, { cookie }) });
  async function sent(cookie: string, body: unknown) {
    const res = await send(cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(SimilarAttemptResult, res.json());
  }
  const progress = (cookie: string, category?: PracticeCategory) =>
    categoryProgress(t.app, cookie, category);
  /** The category outcomes the visitor's progress has counted. */
  const counted = async (cookie: string) =>
    (
      await t.app.db
        .selectFrom('category_outcomes')
        .select('problem_id')
        .where('visitor_id', '=', visitorOf(cookie))
        .execute()
    )
      .map((r) => r.problem_id)
      .sort();
  const attempt = (p: { problem: string }, answers: string[]) => ({
    problem: LINEAR,
    similar: p.problem,
    answers,
  });

  it('counts a correct first answer in the category: one more completed, the streak up', async () => {
    const cookie = await visitorCookie(t.app);
    const [a, b] = linearProblems(2);
    expect(await sent(cookie, attempt(a!, [a!.right]))).toEqual({
      correct: true,
      recorded: true,
      category: 'algebra',
      progress: { problemsCompleted: 1, streak: 1 },
    });
    // Any form of the right value: x = …, and with spaces.
    expect(await sent(cookie, attempt(b!, [` x = ${b!.right} `]))).toMatchObject({
      correct: true,
      recorded: true,
      progress: { problemsCompleted: 2, streak: 2 },
    });
    expect(await progress(cookie)).toEqual({ problemsCompleted: 2, streak: 2 });
    // Only that category moved.
    expect(await progress(cookie, 'logarithms')).toEqual({ problemsCompleted: 0, streak: 0 });
  });

  it('counts a right second try as correct, and a lone wrong answer as a miss', async () => {
    const cookie = await visitorCookie(t.app);
    const [a, b, c] = linearProblems(3);
    await sent(cookie, attempt(a!, [a!.right]));
    expect(await sent(cookie, attempt(b!, [b!.wrong, b!.right]))).toMatchObject({
      correct: true,
      recorded: true,
      progress: { problemsCompleted: 2, streak: 2 },
    });
    expect(await sent(cookie, attempt(c!, [c!.wrong]))).toMatchObject({
      correct: false,
      recorded: true,
      progress: { problemsCompleted: 2, streak: 0 },
    });
    expect(await progress(cookie)).toEqual({ problemsCompleted: 2, streak: 0 });
  });

  it('counts two wrong answers as one miss, whatever the page said', async () => {
    const cookie = await visitorCookie(t.app);
    const [a, b] = linearProblems(2);
    await sent(cookie, attempt(a!, [a!.right]));
    expect(await sent(cookie, attempt(b!, [b!.wrong, b!.wrong]))).toMatchObject({
      correct: false,
      progress: { problemsCompleted: 1, streak: 0 },
    });
  });

  it('counts a problem once: sent again, or twice at once, it changes nothing more', async () => {
    const cookie = await visitorCookie(t.app);
    const [a, b] = linearProblems(2);
    await sent(cookie, attempt(a!, [a!.right]));
    // Again, even with other answers: the progress as it stands, nothing counted.
    expect(await sent(cookie, attempt(a!, [a!.wrong]))).toEqual({
      correct: false,
      recorded: false,
      category: 'algebra',
      progress: { problemsCompleted: 1, streak: 1 },
    });
    expect(await sent(cookie, attempt(a!, [a!.right]))).toMatchObject({ recorded: false });
    const both = await Promise.all([1, 2].map(() => send(cookie, attempt(b!, [b!.right]))));
    const results = both.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(SimilarAttemptResult, res.json());
    });
    expect(results.map((r) => r.recorded).sort()).toEqual([false, true]);
    expect(await progress(cookie)).toEqual({ problemsCompleted: 2, streak: 2 });
    // Counted under the made problem's own key, once per visitor.
    expect(await counted(cookie)).toEqual([keyOf(a!.problem), keyOf(b!.problem)].sort());
    // Another visitor's answer to the same problem is its own.
    const other = await visitorCookie(t.app);
    expect(await sent(other, attempt(a!, [a!.right]))).toMatchObject({
      recorded: true,
      progress: { problemsCompleted: 1, streak: 1 },
    });
  });

  it('counts a logarithm problem in Logarithms, and an expansion as one finished line', async () => {
    const cookie = await visitorCookie(t.app);
    const problem = made('2^x=8', 5);
    const [base, value] = (/^(\d+)\^x=(\d+)$/.exec(problem) ?? []).slice(1).map(Number);
    if (!base || !value) throw new Error(`${problem} is not b^x=v`);
    const exponent = Math.round(Math.log(value) / Math.log(base));
    expect(base ** exponent).toBe(value);
    expect(
      await sent(cookie, { problem: '2^x=8', similar: problem, answers: [String(exponent)] }),
    ).toEqual({
      correct: true,
      recorded: true,
      category: 'logarithms',
      progress: { problemsCompleted: 1, streak: 1 },
    });
    const square = made('(x+1)^2', 4);
    const n = Number(/^\(x\+(\d+)\)\^2$/.exec(square)?.[1]);
    expect(n).toBeGreaterThan(1);
    expect(
      await sent(cookie, { problem: '(x+1)^2', similar: square, answers: [`x^2+${n * n}`] }),
    ).toMatchObject({ correct: false, category: 'algebra' });
    const next = made('(x+1)^2', 9);
    const m = Number(/^\(x\+(\d+)\)\^2$/.exec(next)?.[1]);
    expect(
      await sent(cookie, {
        problem: '(x+1)^2',
        similar: next,
        answers: [`x^2+${2 * m}x+${m * m}`],
      }),
    ).toMatchObject({ correct: true, category: 'algebra', progress: { problemsCompleted: 1 } });
  });

  it('refuses an answer it cannot read, and records nothing for it', async () => {
    const cookie = await visitorCookie(t.app);
    const [a] = linearProblems(1);
    for (const answers of [['abc'], [a!.wrong, 'abc']]) {
      const error = expectError(
        await send(cookie, attempt(a!, answers)),
        400,
        'unreadable_answer',
        'answers',
      );
      expect(error.message).toMatch(/could not read/i);
    }
    expect(await counted(cookie)).toEqual([]);
    expect(await progress(cookie)).toEqual({ problemsCompleted: 0, streak: 0 });
    // The problem is still new.
    expect(await sent(cookie, attempt(a!, [a!.right]))).toMatchObject({ recorded: true });
  });

  it('refuses a problem with no practice category, or one not like the problem solved', async () => {
    const cookie = await visitorCookie(t.app);
    const none = expectError(
      await send(cookie, {
        problem: 'derivative of x^3',
        similar: made('derivative of x^3', 1),
        answers: ['3x^2'],
      }),
      400,
      'validation_error',
      'problem',
    );
    expect(none.message).toBe('This problem has no Practice Center category to count in');
    expectError(
      await send(cookie, { problem: '3/4+5/6', similar: made('3/4+5/6', 1), answers: ['1'] }),
      400,
      'validation_error',
      'problem',
    );
    // Not solvable, the same problem, another shape, another kind, answers less clean.
    for (const [problem, similar] of [
      ['2x+=', '3x+='],
      [LINEAR, LINEAR],
      [LINEAR, '2x+3+x=7'],
      [LINEAR, '2x^2+3=7'],
      [LINEAR, '2x+3=8'],
      ['expand (a+b)(a-b)', 'expand (a+b)(a-b)'],
    ])
      expectError(
        await send(cookie, { problem, similar, answers: ['1'] }),
        400,
        'validation_error',
        'problem',
      );
    expect(await counted(cookie)).toEqual([]);
  });

  it('says why it refuses in the page’s language (?lang=es), in English with lang=en', async () => {
    const cookie = await visitorCookie(t.app);
    const [a] = linearProblems(1);
    const sendIn = (lang: 'es' | 'en', body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: inLanguage(apiPaths.similarAttempts, lang),
        ...json(body, { cookie }),
      });
    // Not like the problem solved: confirmSimilarProblem's sentence, in each language.
    const unlike = { problem: LINEAR, similar: '2x+3+x=7', answers: ['1'] };
    const messages: string[] = [];
    for (const [lang, language] of [
      ['es', es],
      ['en', undefined],
    ] as const) {
      const refused = confirmSimilarProblem(LINEAR, unlike.similar, language ? { language } : {});
      if (refused.ok) throw new Error('2x+3+x=7 is taken as like 2x+3=7');
      const said = expectError(await sendIn(lang, unlike), 400, 'validation_error', 'problem');
      expect(said.message).toBe(refused.error.message);
      messages.push(said.message);
    }
    expect(messages[0]).not.toBe(messages[1]);
    expect(messages[1]).toBe('This is not a problem like the one solved');
    // An answer it cannot read: checkSimilarAnswer's sentence, in each language (as math-core
    // says it: its sentence for a number it cannot read is English in every language so far).
    const shown = similarProblem(LINEAR, a!.seed);
    if (!shown.ok) throw new Error(shown.error.message);
    for (const [lang, language] of [
      ['es', es],
      ['en', undefined],
    ] as const) {
      const unread = checkSimilarAnswer(shown.value, 'abc', language ? { language } : {});
      if (unread.ok) throw new Error('abc is read as an answer');
      const said = expectError(
        await sendIn(lang, attempt(a!, ['abc'])),
        400,
        'unreadable_answer',
        'answers',
      );
      expect(said.message).toBe(unread.error.message);
    }
    expect(await counted(cookie)).toEqual([]);
  });

  it('refuses a malformed body: a bad problem, similar problem or answers', async () => {
    const cookie = await visitorCookie(t.app);
    const [a] = linearProblems(1);
    const good = attempt(a!, [a!.right]);
    for (const body of [
      { ...good, similar: '' },
      { ...good, similar: 7 },
      { ...good, similar: `${a!.problem}${' '.repeat(300)}` },
      { ...good, seed: 7 },
      { ...good, problem: '' },
      { ...good, problem: `${LINEAR}${' '.repeat(300)}` },
      { ...good, answers: [] },
      { ...good, answers: ['1', '2', '3'] },
      { ...good, answers: ['   '] },
      { ...good, answers: ['1'.repeat(201)] },
      { ...good, category: 'algebra' },
      { problem: LINEAR, answers: ['1'] },
    ])
      expectError(await send(cookie, body), 400, 'validation_error');
    // A second answer after a right first one is not a try the page allows.
    expectError(
      await send(cookie, attempt(a!, [a!.right, a!.right])),
      400,
      'validation_error',
      'answers',
    );
    expect(await progress(cookie)).toEqual({ problemsCompleted: 0, streak: 0 });
    expect(await sent(cookie, good)).toMatchObject({ recorded: true, correct: true });
  });

  it('counts a problem once however its numbers are written (05, 5.0 and 5 are one number)', async () => {
    const cookie = await visitorCookie(t.app);
    const [a] = linearProblems(1);
    expect(await sent(cookie, attempt(a!, [a!.right]))).toMatchObject({ recorded: true });
    const [, x, b, c] = /^(\d+)x\+(\d+)=(\d+)$/.exec(a!.problem) ?? [];
    for (const rewritten of [
      `0${x}x+${b}=${c}`,
      `${x}x+0${b}=${c}`,
      `${x}x+${b}.0=${c}`,
      `${x}x+${b}=${c}.00`,
      `${x}x + ${b} = ${c}`,
    ]) {
      const res = await send(cookie, attempt({ problem: rewritten }, [a!.right]));
      // Refused as not like the problem solved, or taken as the problem counted already: never
      // counted again.
      if (res.statusCode === 400) expectError(res, 400, 'validation_error', 'problem');
      else
        expect(z.parse(SimilarAttemptResult, res.json()), rewritten).toMatchObject({
          recorded: false,
        });
    }
    expect(await progress(cookie)).toEqual({ problemsCompleted: 1, streak: 1 });
  });

  it('grades a hostile answer in bounded time, as wrong', async () => {
    const cookie = await visitorCookie(t.app);
    const [a] = linearProblems(1);
    const started = Date.now();
    expect(await sent(cookie, attempt(a!, ['2e99999999']))).toMatchObject({ correct: false });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
