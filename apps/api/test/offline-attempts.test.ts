/**
 * Problems answered offline (POST /api/practice/offline-attempts): the server makes each problem
 * again from its seed, grades the answers itself whatever the page showed, counts the outcome in
 * the skill and its category as an online answer, counts each attempt id once (sent again, or twice
 * at once), and refuses what it cannot count (a malformed body, an unknown or premium skill, an
 * answer it cannot read) with nothing recorded. The answers the tests send as right are checked
 * by SymPy first, so a test never rests on the generator agreeing with itself.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  OfflineAttemptResult,
  Progress,
  SkillList,
  type SkillProgress,
} from '@mathtools/contracts';
import { generateProblem, generateSkillProblem } from '@mathtools/math-core';
import { allSkills } from '@mathtools/premium-skills';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cookieHeader, json, useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

const SKILL = 'one-step-equations';

/**
 * The solutions SymPy finds for "Solve for x: <equation>" (the question's maths, `^` as a power and
 * `3x` as a product), each as a plain number string.
 */
function sympySolutions(question: string): string[] {
  const equation = /^Solve for x: (.+?)\.?$/.exec(question)?.[1];
  if (!equation) throw new Error(`not an equation to solve: ${question}`);
  const script = [
    'import sys',
    'from sympy import Eq, Symbol, solve',
    'from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application',
    't = standard_transformations + (implicit_multiplication_application,)',
    'left, right = sys.argv[1].replace("^", "**").split("=")',
    'x = Symbol("x")',
    'roots = solve(Eq(parse_expr(left, transformations=t, local_dict={"x": x}), parse_expr(right, transformations=t, local_dict={"x": x})), x)',
    'print(",".join(str(r) for r in sorted(roots)))',
  ].join('\n');
  return execFileSync('python3', ['-c', script, equation], { encoding: 'utf8' }).trim().split(',');
}

/** A skill problem made as the browser makes one, with its answer confirmed by SymPy. */
function skillProblem(seed: number) {
  const made = generateSkillProblem(SKILL, seed, { difficulty: 'Easy' });
  if (!made.ok) throw new Error(made.error.message);
  const [root, ...more] = sympySolutions(made.value.question);
  expect(more).toEqual([]);
  expect(Number(root)).toBe(Number(made.value.answer));
  return { seed, answer: root as string, hints: made.value.hints.length };
}

/** A number that is not `answer`: a wrong answer the grader can read. */
const wrongFor = (answer: string) => (Number(answer) === 1000001 ? '1000002' : '1000001');

const skillAttempt = (seed: number, answers: string[], extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: 'skill',
  skill: SKILL,
  difficulty: 'Easy',
  seed,
  hintsUsed: 0,
  answers,
  shownCorrect: true,
  ...extra,
});

describe.each(databaseKinds)('offline attempts on %s', (kind) => {
  const t = useTestApp(kind);

  async function newVisitor(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.skills });
    return cookieHeader(res);
  }
  const send = (cookie: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: apiPaths.offlineAttempts, ...json(body, { cookie }) });
  async function sent(cookie: string, body: unknown) {
    const res = await send(cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(OfflineAttemptResult, res.json());
  }
  async function skillProgress(cookie: string): Promise<SkillProgress> {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.skills, headers: { cookie } });
    return z.parse(SkillList, res.json()).skills.find((s) => s.id === SKILL)!.progress;
  }
  async function categoryProgress(cookie: string, category = 'algebra' as const) {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.progress(category),
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(Progress, res.json());
  }
  const storedAnswers = (cookie: string) =>
    t.app.db
      .selectFrom('skill_attempts')
      .innerJoin('skill_progress', (j) =>
        j
          .onRef('skill_progress.visitor_id', '=', 'skill_attempts.visitor_id')
          .onRef('skill_progress.skill', '=', 'skill_attempts.skill'),
      )
      .select(['skill_attempts.correct', 'skill_attempts.hints_used', 'skill_attempts.problem_id'])
      .where('skill_attempts.visitor_id', '=', visitorOf(cookie))
      .orderBy('skill_attempts.seq')
      .execute();
  /** The visitor id inside the signed cookie value (`<id>.<signature>`). */
  const visitorOf = (cookie: string) =>
    decodeURIComponent(/mt_visitor=([^;]+)/.exec(cookie)?.[1] ?? '').replace(/\.[^.]+$/, '');

  it('grades again: a right answer the page called wrong counts as right, and the reverse', async () => {
    const cookie = await newVisitor();
    const a = skillProblem(1);
    const right = await sent(cookie, skillAttempt(a.seed, [a.answer], { shownCorrect: false }));
    expect(right).toMatchObject({ recorded: true, correct: true });
    const b = skillProblem(2);
    const wrong = await sent(
      cookie,
      skillAttempt(b.seed, [wrongFor(b.answer), wrongFor(b.answer)], { shownCorrect: true }),
    );
    expect(wrong).toMatchObject({ recorded: true, correct: false });
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 2, correct: 1 });
    // The category counts the outcomes too: one solved, the streak broken by the miss.
    expect(await categoryProgress(cookie)).toEqual({ problemsCompleted: 1, streak: 0 });
    const stored = await storedAnswers(cookie);
    expect(stored.map((r) => Number(r.correct))).toEqual([1, 0]);
    expect(stored.every((r) => r.problem_id.startsWith('offline:'))).toBe(true);
  });

  it('counts a right second try with one more hint level, and a lone wrong answer as a miss', async () => {
    const cookie = await newVisitor();
    const a = skillProblem(3);
    expect(
      await sent(cookie, skillAttempt(a.seed, [wrongFor(a.answer), a.answer], { hintsUsed: 1 })),
    ).toMatchObject({ correct: true });
    const b = skillProblem(4);
    expect(await sent(cookie, skillAttempt(b.seed, [wrongFor(b.answer)]))).toMatchObject({
      correct: false,
    });
    const stored = await storedAnswers(cookie);
    expect(stored.map((r) => [Number(r.correct), Number(r.hints_used)])).toEqual([
      [1, 2],
      [0, 0],
    ]);
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 2, correct: 1 });
  });

  it('counts an attempt once: sent again, and sent twice at once', async () => {
    const cookie = await newVisitor();
    const a = skillProblem(5);
    const attempt = skillAttempt(a.seed, [a.answer]);
    expect(await sent(cookie, attempt)).toEqual({ id: attempt.id, recorded: true, correct: true });
    expect(await sent(cookie, attempt)).toEqual({ id: attempt.id, recorded: false, correct: true });

    const b = skillProblem(6);
    const twice = skillAttempt(b.seed, [b.answer]);
    const both = await Promise.all([send(cookie, twice), send(cookie, twice)]);
    const results = both.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(OfflineAttemptResult, res.json());
    });
    expect(results.map((r) => r.recorded).sort()).toEqual([false, true]);
    expect(results.every((r) => r.correct)).toBe(true);

    expect(await skillProgress(cookie)).toMatchObject({ attempts: 2, correct: 2 });
    expect(await categoryProgress(cookie)).toEqual({ problemsCompleted: 2, streak: 2 });
    // The same id from another visitor is that visitor's own attempt.
    const other = await newVisitor();
    expect(await sent(other, attempt)).toMatchObject({ recorded: true, correct: true });
  });

  it('counts a category problem made from its seed, graded again', async () => {
    const cookie = await newVisitor();
    const seed = 1;
    const made = generateProblem('algebra', seed);
    if (!made.ok) throw new Error(made.error.message);
    const [root] = sympySolutions(made.value.question);
    const attempt = {
      id: randomUUID(),
      kind: 'category',
      category: 'algebra',
      seed,
      answers: [wrongFor(root!), root],
      shownCorrect: false,
    };
    expect(await sent(cookie, attempt)).toMatchObject({ recorded: true, correct: true });
    expect(await sent(cookie, attempt)).toMatchObject({ recorded: false, correct: true });
    expect(await categoryProgress(cookie)).toEqual({ problemsCompleted: 1, streak: 1 });
    const rows = await t.app.db
      .selectFrom('practice_attempts')
      .select(['problem_id', 'correct'])
      .where('visitor_id', '=', visitorOf(cookie))
      .execute();
    expect(rows.map((r) => [r.problem_id, Number(r.correct)])).toEqual([['algebra-1', 1]]);
  });

  it('refuses what it cannot count, and records nothing for it', async () => {
    const cookie = await newVisitor();
    const a = skillProblem(7);
    const good = skillAttempt(a.seed, [a.answer]);
    const { id: _id, ...noId } = good;
    for (const body of [
      noId,
      { ...good, id: 'not-a-uuid' },
      { ...good, seed: 0 },
      { ...good, seed: 2 ** 31 },
      { ...good, answers: [] },
      { ...good, answers: ['1', '2', '3'] },
      { ...good, answers: ['   '] },
      { ...good, hintsUsed: 4 },
      { ...good, difficulty: 'Impossible' },
      { ...good, verdict: 'correct' },
      { ...good, kind: 'review' },
      { ...good, kind: 'category', category: 'algebra' },
    ]) {
      expectError(await send(cookie, body), 400, 'validation_error');
    }
    expectError(await send(cookie, { ...good, skill: 'no-such-skill' }), 404, 'not_found', 'skill');
    const premium = allSkills({ premium: true })[0]!;
    expectError(await send(cookie, { ...good, skill: premium.id }), 403, 'not_owned', 'skill');
    const unread = expectError(
      await send(cookie, { ...good, answers: ['abc'] }),
      400,
      'unreadable_answer',
      'answer',
    );
    expect(unread.message).not.toMatch(/position|token|parse/i);
    expectError(
      await send(cookie, { ...good, hintsUsed: a.hints + 1 }),
      400,
      'validation_error',
      'hintsUsed',
    );
    expectError(
      await send(cookie, { ...good, answers: [a.answer, a.answer] }),
      400,
      'validation_error',
      'answers',
    );
    // None of them counted, so the good one is still new.
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 0 });
    expect(await sent(cookie, good)).toMatchObject({ recorded: true, correct: true });
  });
});
