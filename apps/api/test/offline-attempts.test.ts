/**
 * Problems answered offline (POST /api/practice/offline-attempts), made from seeds the server
 * handed out (GET /api/practice/offline-seeds): the server makes each problem again from its seed,
 * grades the answers itself whatever the page showed, counts the outcome in the skill and its
 * category as an online answer, counts each attempt id once (sent again, or twice at once), and
 * refuses what it cannot count (a malformed body, an unknown or premium skill, an answer it cannot
 * read, a seed it did not hand out) with nothing recorded. Farming is bounded: each seed counts
 * once, an answer counts at the skill's difficulty at most, and offline answers raise a skill one
 * level a day. The answers the tests send as right are checked by SymPy first, so a test never
 * rests on the generator agreeing with itself.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  OFFLINE_BATCH_DAYS,
  OFFLINE_BATCH_SIZE,
  OfflineAttemptResult,
  OfflineSeeds,
  SkillList,
  type SkillProgress,
} from '@mathtools/contracts';
import { generateProblem, generateSkillProblem } from '@mathtools/math-core';
import { allSkills } from '@mathtools/premium-skills';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { categoryProgress, json, useTestApp, visitorCookie, visitorOf } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

const SKILL = 'one-step-equations';

/**
 * The solutions SymPy finds for each "Solve for x: <equation>" (the question's maths, `^` as a
 * power and `3x` as a product), each as a plain number string: all in one python3 call, since
 * SymPy loads slowly on a busy machine.
 */
function sympySolutions(questions: readonly string[]): string[][] {
  const equations = questions.map((question) => {
    // The equation, without the sentence after it that asks for both solutions.
    const equation = /^Solve for x: (.+?)(?:\. .*|\.)?$/.exec(question)?.[1];
    if (!equation) throw new Error(`not an equation to solve: ${question}`);
    return equation;
  });
  const script = [
    'import json, sys',
    'from sympy import Eq, Symbol, solve',
    'from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application',
    't = standard_transformations + (implicit_multiplication_application,)',
    'x = Symbol("x")',
    'def roots(equation):',
    '    left, right = (parse_expr(s, transformations=t, local_dict={"x": x}) for s in equation.replace("^", "**").split("="))',
    '    return [str(r) for r in sorted(solve(Eq(left, right), x))]',
    'print(json.dumps([roots(e) for e in json.loads(sys.argv[1])]))',
  ].join('\n');
  const out = execFileSync('python3', ['-c', script, JSON.stringify(equations)], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

/** Skill problems made as the browser makes them, with their answers confirmed by SymPy. */
function skillProblems(seeds: readonly number[], batch: string) {
  const made = seeds.map((seed) => {
    const problem = generateSkillProblem(SKILL, seed, { difficulty: 'Easy' });
    if (!problem.ok) throw new Error(problem.error.message);
    return { seed, problem: problem.value };
  });
  const solved = sympySolutions(made.map((m) => m.problem.question));
  return made.map(({ seed, problem }, i) => {
    const [root, ...more] = solved[i] ?? [];
    expect(more).toEqual([]);
    expect(Number(root)).toBe(Number(problem.answer));
    return { seed, batch, answer: root as string, hints: problem.hints.length };
  });
}

/** The answer math-core gives a skill problem (for tests of what counts, not of grading). */
function madeAnswer(seed: number, difficulty: 'Easy' | 'Hard' = 'Easy'): string {
  const made = generateSkillProblem(SKILL, seed, { difficulty });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.answer;
}

/** A number that is not `answer`: a wrong answer the grader can read. */
const wrongFor = (answer: string) => (Number(answer) === 1000001 ? '1000002' : '1000001');

const skillAttempt = (
  { seed, batch }: { seed: number; batch: string },
  answers: string[],
  extra: Record<string, unknown> = {},
) => ({
  id: randomUUID(),
  kind: 'skill',
  skill: SKILL,
  difficulty: 'Easy',
  batch,
  seed,
  hintsUsed: 0,
  answers,
  shownCorrect: true,
  ...extra,
});

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(databaseKinds)('offline attempts on %s', (kind) => {
  const t = useTestApp(kind);

  const newVisitor = () => visitorCookie(t.app);
  /** The batches the server hands this visitor out while online. */
  async function seedsOf(cookie: string): Promise<OfflineSeeds> {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.offlineSeeds,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return z.parse(OfflineSeeds, res.json());
  }
  /** A batch of `subject` for this visitor: its name and seeds. */
  async function batchOf(cookie: string, subject = SKILL) {
    const found = (await seedsOf(cookie)).batches.find((b) => b.subject === subject);
    if (!found) throw new Error(`no batch for ${subject}`);
    return found;
  }
  /** The first `n` problems of a new batch of SKILL, SymPy-checked. */
  async function problemsOf(cookie: string, n: number) {
    const { batch, seeds } = await batchOf(cookie);
    return skillProblems(seeds.slice(0, n), batch);
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
  const progress = (cookie: string) => categoryProgress(t.app, cookie);
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

  it('grades again: a right answer the page called wrong counts as right, and the reverse', async () => {
    const cookie = await newVisitor();
    const [a, b] = await problemsOf(cookie, 2);
    const right = await sent(cookie, skillAttempt(a!, [a!.answer], { shownCorrect: false }));
    expect(right).toMatchObject({ recorded: true, correct: true, credited: true });
    const wrong = await sent(
      cookie,
      skillAttempt(b!, [wrongFor(b!.answer), wrongFor(b!.answer)], { shownCorrect: true }),
    );
    expect(wrong).toMatchObject({ recorded: true, correct: false });
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 2, correct: 1 });
    // The category counts the outcomes too: one solved, the streak broken by the miss.
    expect(await progress(cookie)).toEqual({ problemsCompleted: 1, streak: 0 });
    const stored = await storedAnswers(cookie);
    expect(stored.map((r) => Number(r.correct))).toEqual([1, 0]);
    expect(stored.every((r) => r.problem_id.startsWith('offline:'))).toBe(true);
  });

  it('counts a right second try with one more hint level, and a lone wrong answer as a miss', async () => {
    const cookie = await newVisitor();
    const [a, b] = await problemsOf(cookie, 2);
    expect(
      await sent(cookie, skillAttempt(a!, [wrongFor(a!.answer), a!.answer], { hintsUsed: 1 })),
    ).toMatchObject({ correct: true });
    expect(await sent(cookie, skillAttempt(b!, [wrongFor(b!.answer)]))).toMatchObject({
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
    const [a, b] = await problemsOf(cookie, 2);
    const attempt = skillAttempt(a!, [a!.answer]);
    const counted = { id: attempt.id, correct: true, credited: true };
    expect(await sent(cookie, attempt)).toEqual({ ...counted, recorded: true });
    expect(await sent(cookie, attempt)).toEqual({ ...counted, recorded: false });

    const twice = skillAttempt(b!, [b!.answer]);
    const both = await Promise.all([send(cookie, twice), send(cookie, twice)]);
    const results = both.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(OfflineAttemptResult, res.json());
    });
    expect(results.map((r) => r.recorded).sort()).toEqual([false, true]);
    expect(results.every((r) => r.correct)).toBe(true);

    expect(await skillProgress(cookie)).toMatchObject({ attempts: 2, correct: 2 });
    expect(await progress(cookie)).toEqual({ problemsCompleted: 2, streak: 2 });
    // The same id from another visitor is that visitor's own attempt (of its own seeds).
    const other = await newVisitor();
    const [c] = await problemsOf(other, 1);
    expect(await sent(other, { ...skillAttempt(c!, [c!.answer]), id: attempt.id })).toMatchObject({
      recorded: true,
      correct: true,
    });
  });

  it('reads the answers in the language of the page they were typed on (lang)', {
    timeout: 90_000,
  }, async () => {
    const cookie = await newVisitor();
    const whole = (await problemsOf(cookie, 12)).filter((p) => /^-?\d+$/.test(p.answer));
    const [a, b] = whole;
    // `5,0` is five on a Spanish page, and the two values 5 and 0 on an English one.
    expect(await sent(cookie, skillAttempt(a!, [`${a!.answer},0`], { lang: 'es' }))).toMatchObject({
      correct: true,
    });
    expect(await sent(cookie, skillAttempt(b!, [`${b!.answer},0`]))).toMatchObject({
      correct: false,
    });
    const unknown = await send(cookie, skillAttempt(b!, [b!.answer], { lang: 'xx' }));
    expectError(unknown, 400, 'validation_error');
  });

  it('counts a category problem made from its seed, graded again', async () => {
    const cookie = await newVisitor();
    const { batch, seeds } = await batchOf(cookie, 'algebra');
    const seed = seeds[0]!;
    const made = generateProblem('algebra', seed);
    if (!made.ok) throw new Error(made.error.message);
    // Both solutions of a quadratic, smallest first, as the question asks.
    const root = sympySolutions([made.value.question])[0]?.join(', ') ?? '';
    const attempt = {
      id: randomUUID(),
      kind: 'category',
      category: 'algebra',
      batch,
      seed,
      answers: [wrongFor(root), root],
      shownCorrect: false,
    };
    expect(await sent(cookie, attempt)).toMatchObject({ recorded: true, correct: true });
    expect(await sent(cookie, attempt)).toMatchObject({ recorded: false, correct: true });
    expect(await progress(cookie)).toEqual({ problemsCompleted: 1, streak: 1 });
    const rows = await t.app.db
      .selectFrom('practice_attempts')
      .select(['problem_id', 'correct'])
      .where('visitor_id', '=', visitorOf(cookie))
      .execute();
    expect(rows.map((r) => [r.problem_id, Number(r.correct)])).toEqual([[`algebra-${seed}`, 1]]);
    // The same problem answered online now counts nothing: a category problem counts once.
    const online = await t.app.inject({
      method: 'POST',
      url: apiPaths.grade,
      ...json({ problemId: `algebra-${seed}`, answer: root }, { cookie }),
    });
    expectError(online, 409, 'conflict', 'problemId');
    expect(await progress(cookie)).toEqual({ problemsCompleted: 1, streak: 1 });
  });

  it('refuses what it cannot count, and records nothing for it', async () => {
    const cookie = await newVisitor();
    const [a] = await problemsOf(cookie, 1);
    const good = skillAttempt(a!, [a!.answer]);
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
      { ...good, batch: undefined },
      { ...good, batch: 'not a batch' },
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
      await send(cookie, { ...good, hintsUsed: a!.hints + 1 }),
      400,
      'validation_error',
      'hintsUsed',
    );
    expectError(
      await send(cookie, { ...good, answers: [a!.answer, a!.answer] }),
      400,
      'validation_error',
      'answers',
    );
    // None of them counted, so the good one is still new.
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 0 });
    expect(await sent(cookie, good)).toMatchObject({ recorded: true, correct: true });
  });

  it('counts only seeds it handed out to this visitor for this skill, each once, for 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 20, 12) });
    const cookie = await newVisitor();
    const { batch, seeds } = await batchOf(cookie);
    expect(seeds).toHaveLength(OFFLINE_BATCH_SIZE);
    expect(new Set(seeds).size).toBe(OFFLINE_BATCH_SIZE);
    const [a, b] = seeds.slice(0, 2).map((seed) => ({ seed, batch, answer: madeAnswer(seed) }));
    const notHandedOut = async (body: unknown, field = 'seed') =>
      expectError(await send(cookie, body), 400, 'validation_error', field);
    // A seed of the client's choosing, with a batch of its own.
    const chosen = seeds.includes(1) ? 2 : 1;
    await notHandedOut(skillAttempt({ seed: chosen, batch }, ['1']));
    // Another visitor's batch, another skill's, and a batch whose signature was altered.
    const stranger = await batchOf(await newVisitor());
    await notHandedOut(skillAttempt({ seed: stranger.seeds[0]!, batch: stranger.batch }, ['1']));
    const otherSkill = await batchOf(cookie, 'two-step-equations');
    await notHandedOut(
      skillAttempt({ seed: otherSkill.seeds[0]!, batch: otherSkill.batch }, ['1']),
    );
    const [issued, nonce, mac] = batch.split('.');
    const flipped = `${mac?.[0] === 'A' ? 'B' : 'A'}${mac?.slice(1)}`;
    await notHandedOut(
      skillAttempt({ seed: a!.seed, batch: `${issued}.${nonce}.${flipped}` }, ['1']),
    );
    await notHandedOut(
      skillAttempt({ seed: a!.seed, batch: `${Number(issued) + 1}.${nonce}.${mac}` }, ['1']),
    );
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 0 });

    // A handed-out seed counts once: under another id it is refused.
    expect(await sent(cookie, skillAttempt(a!, [a!.answer]))).toMatchObject({ recorded: true });
    expectError(await send(cookie, skillAttempt(a!, [a!.answer])), 409, 'conflict', 'seed');
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 1 });

    // Thirty days later the batch no longer counts.
    vi.setSystemTime(Date.UTC(2026, 11, 20, 12) + OFFLINE_BATCH_DAYS * DAY);
    await notHandedOut(skillAttempt(b!, [b!.answer]), 'batch');
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 1 });
  });

  it('farmed: 120 Hard answers from a script raise the skill one level a day, each at the skill’s own difficulty', async () => {
    const start = Date.UTC(2026, 11, 21, 9);
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const cookie = await newVisitor();
    // The script answers every seed it can get, claiming Hard problems and no hints.
    const farm = async (count: number) => {
      const results: z.infer<typeof OfflineAttemptResult>[] = [];
      while (results.length < count) {
        const { batch, seeds } = await batchOf(cookie);
        for (const seed of seeds.slice(0, count - results.length)) {
          results.push(
            await sent(
              cookie,
              skillAttempt({ seed, batch }, [madeAnswer(seed, 'Hard')], { difficulty: 'Hard' }),
            ),
          );
        }
      }
      return results;
    };
    const day1 = await farm(120);
    expect(day1.every((r) => r.recorded && r.correct)).toBe(true);
    // Attempted, then familiar (one level), then one more that raises nothing; no more after.
    expect(day1.map((r) => r.credited)).toEqual([true, true, true, ...Array(117).fill(false)]);
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 3, level: 'familiar' });
    // Counted at the difficulty the server would have served, not the one claimed.
    const stored = await t.app.db
      .selectFrom('skill_attempts')
      .select('difficulty')
      .where('visitor_id', '=', visitorOf(cookie))
      .orderBy('seq')
      .execute();
    expect(stored.map((r) => r.difficulty)).toEqual(['Easy', 'Medium', 'Hard']);

    // The next day (UTC), one level more, and only one.
    vi.setSystemTime(start + DAY);
    const day2 = await farm(10);
    // Proficient, and the answers after it raise nothing (mastered needs more), so all count.
    expect(day2.every((r) => r.credited)).toBe(true);
    expect(await skillProgress(cookie)).toMatchObject({ attempts: 13, level: 'proficient' });
    // Mastered needs a clean review answer, which is only served online.
    vi.setSystemTime(start + 2 * DAY);
    await farm(10);
    expect(await skillProgress(cookie)).toMatchObject({ level: 'proficient' });
  });
});
