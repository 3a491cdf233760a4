import {
  apiPaths,
  GradeResponse,
  inLanguage,
  MAX_PROGRESS_COUNT,
  type PracticeCategory,
  PracticeProblem,
  Progress,
  practiceCategories,
} from '@mathtools/contracts';
import { explainAnswer, generateProblem } from '@mathtools/math-core';
import { es } from '@mathtools/math-core/locales/es';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BANK_SIZE, problemId, seedPracticeBank } from '../src/modules/practice/bank.js';
import { cookieHeader, json, useTestApp, visitorCookie } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { explainedWrongAnswer } from './helpers/mistakes.js';

/**
 * A linear equation of the algebra problems whose answer is a positive whole number, with the
 * answer a student who lost the sign of a term moved across would give, and the mistake math-core
 * names for it (both found with `explainAnswer`, not written by hand).
 */
function signLost() {
  for (let seed = 1; seed <= 500; seed++) {
    const made = generateProblem('algebra', seed);
    if (!made.ok) continue;
    const p = made.value;
    const linear = p.questionMath.type === 'relation' && !p.question.includes('^');
    if (!linear || !/^[1-9]\d*$/.test(p.answer)) continue;
    const wrong = explainedWrongAnswer(p, 'sign-of-moved-term');
    if (wrong) return { id: problemId('algebra', seed), problem: p, ...wrong };
  }
  throw new Error('no linear equation among the algebra problems explains a lost sign');
}

describe.each(databaseKinds)('practice and progress on %s', (kind) => {
  const t = useTestApp(kind);

  /** A new visitor: the first call that needs one sets the signed cookie, later calls send it. */
  const newVisitor = () => visitorCookie(t.app);
  const grade = (cookie: string, problemId: string, answer: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.grade,
      headers: { cookie, 'content-type': 'application/json' },
      payload: { problemId, answer },
    });
  const progressOf = async (cookie: string, category: PracticeCategory) =>
    z.parse(
      Progress,
      (
        await t.app.inject({ method: 'GET', url: apiPaths.progress(category), headers: { cookie } })
      ).json(),
    );
  const problem = async (category: PracticeCategory, n = 0) =>
    (await t.app.practiceBank.random(category, undefined, () => n / BANK_SIZE)).problem;
  /** An answer that reads as a number and is not `answer`. */
  const wrongFor = (answer: string) => (answer === '1000001' ? '1000002' : '1000001');
  /** The visitor's attempts (the cookie's visitor id), oldest first. */
  const attemptsOf = async (cookie: string) => {
    const visitorId = /mt_visitor=([0-9a-f-]{36})\./.exec(cookie)?.[1] ?? '';
    return t.app.db
      .selectFrom('practice_attempts')
      .select(['problem_id', 'correct'])
      .where('visitor_id', '=', visitorId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ problem_id: r.problem_id, correct: Number(r.correct) })));
  };

  it.each(practiceCategories)('stores at least 50 distinct problems for %s', async (category) => {
    const rows = await t.app.db
      .selectFrom('practice_problems')
      .select(['question'])
      .where('category', '=', category)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(new Set(rows.map((r) => r.question)).size).toBe(rows.length);
  });

  it.each(practiceCategories)(
    'GET random/%s returns a problem of that category, never the same twice in a row',
    async (category) => {
      let cookie = '';
      let previous = '';
      for (let i = 0; i < 40; i++) {
        const res: LightMyRequestResponse = await t.app.inject({
          method: 'GET',
          url: apiPaths.randomProblem(category),
          headers: { cookie },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const body = res.json();
        const p = z.parse(PracticeProblem, body);
        expect(p.category).toBe(category);
        expect(p.steps.length).toBeGreaterThan(0);
        // The product's text shape, with the maths beside it as MathML.
        for (const text of ['question', 'hint', 'answer'] as const)
          expect(typeof body[text]).toBe('string');
        expect(body.steps.every((s: unknown) => typeof s === 'string')).toBe(true);
        for (const mathml of [p.questionMathml, p.hintMathml, p.answerMathml])
          expect(mathml).toMatch(/^<math[\s>][\s\S]*<\/math>$/);
        expect(p.explanation.map((s) => s.text)).toEqual(p.steps);
        for (const s of p.explanation) {
          expect(s.note).not.toBe('');
          expect(s.mathml).toMatch(/^<math[\s>][\s\S]*<\/math>$/);
        }
        expect(p.id).not.toBe(previous);
        expect(res.cookies).toEqual([
          {
            name: 'mt_last_problem',
            value: p.id,
            path: '/api/practice',
            httpOnly: true,
            sameSite: 'Lax',
          },
        ]);
        previous = p.id;
        cookie = cookieHeader(res);
      }
    },
  );

  it('seeding gives the bank problems their MathML and leaves problems served since as stored', async () => {
    // Rows as an older server left them: maths not stored yet, and one seed the bank does not use
    // (a problem served and answered, stored as it was made).
    await t.app.db
      .updateTable('practice_problems')
      .set({ question_mathml: '', hint_mathml: '', answer_mathml: '', explanation: '[]' })
      .where('id', '=', 'geometry-1')
      .execute();
    await t.app.db
      .insertInto('practice_problems')
      .values({
        id: 'algebra-5000',
        category: 'algebra',
        seed: 5000,
        question: 'an older question',
        answer: '0',
        difficulty: 'Easy',
        hint: '',
        steps: '[]',
        question_mathml: '',
        hint_mathml: '',
        answer_mathml: '',
        explanation: '[]',
      })
      .execute();
    await seedPracticeBank(t.app.db);
    const made = generateProblem('geometry', 1);
    if (!made.ok) throw new Error(made.error.message);
    const row = await t.app.db
      .selectFrom('practice_problems')
      .selectAll()
      .where('id', '=', 'geometry-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      question: made.value.question,
      answer: made.value.answer,
      difficulty: made.value.difficulty,
      hint: made.value.hint,
      question_mathml: made.value.questionMathml,
      hint_mathml: made.value.hintMathml,
      answer_mathml: made.value.answerMathml,
    });
    expect(JSON.parse(row.steps)).toEqual(made.value.steps);
    expect(JSON.parse(row.explanation)).toEqual(made.value.explanation);
    // The problem its id names is the same one, made again from its seed.
    expect(await t.app.practiceBank.get('geometry-1')).toMatchObject({
      question: made.value.question,
    });
    // A problem served since is history its attempts point at: start-up neither makes it again
    // nor rewrites it, whatever the traffic stored.
    const served = await t.app.db
      .selectFrom('practice_problems')
      .select(['question', 'question_mathml'])
      .where('id', '=', 'algebra-5000')
      .executeTakeFirstOrThrow();
    expect(served).toEqual({ question: 'an older question', question_mathml: '' });
  });

  it('GET random with ?difficulty= gives a problem of that level, and refuses an unknown one', async () => {
    for (const difficulty of ['Easy', 'Medium', 'Hard'] as const)
      for (const category of practiceCategories) {
        const res = await t.app.inject({
          method: 'GET',
          url: apiPaths.randomProblem(category, difficulty),
        });
        expect(res.statusCode).toBe(200);
        expect(z.parse(PracticeProblem, res.json())).toMatchObject({ category, difficulty });
      }
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/practice/random/algebra?difficulty=Extreme' }),
      400,
      'validation_error',
      'difficulty',
    );
  });

  it('GET random of an unknown category is 404', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/practice/random/calculus' }),
      404,
      'not_found',
      'category',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/practice/random/ALGEBRA' }),
      404,
      'not_found',
      'category',
    );
  });

  it('a new visitor starts at zero in every category', async () => {
    const cookie = await newVisitor();
    for (const category of practiceCategories)
      expect(await progressOf(cookie, category)).toEqual({ problemsCompleted: 0, streak: 0 });
  });

  it('grades a correct answer (+1 both) with the answer and steps, and counts the problem once', async () => {
    const cookie = await newVisitor();
    const p = await problem('algebra', 3);
    const first = z.parse(
      GradeResponse,
      (await grade(cookie, p.id, ` ${p.answer.toUpperCase()} `)).json(),
    );
    expect(first).toEqual({
      correct: true,
      retry: false,
      secondTry: false,
      category: 'algebra',
      correctAnswer: p.answer,
      steps: p.steps,
      correctAnswerMathml: p.answerMathml,
      explanation: p.explanation,
      progress: { problemsCompleted: 1, streak: 1 },
    });
    expect(first.correctAnswerMathml).toMatch(/^<math[\s>]/);
    expect(first.explanation?.length).toBeGreaterThan(0);
    // Answered again (ten times over): nothing more counts.
    for (let i = 0; i < 10; i++)
      expectError(await grade(cookie, p.id, p.answer), 409, 'conflict', 'problemId');
    expect(await progressOf(cookie, 'algebra')).toEqual({ problemsCompleted: 1, streak: 1 });
    // Other categories are untouched.
    expect(await progressOf(cookie, 'geometry')).toEqual({ problemsCompleted: 0, streak: 0 });
    const attempts = await attemptsOf(cookie);
    expect(attempts.filter((a) => a.correct === 1)).toHaveLength(1);
  });

  it('gives one more try after a wrong answer, then counts one miss and reveals the solution', async () => {
    const cookie = await newVisitor();
    const p = await problem('algebra', 3);
    const other = await problem('algebra', 5);
    await grade(cookie, other.id, other.answer);
    const wrong = z.parse(GradeResponse, (await grade(cookie, p.id, wrongFor(p.answer))).json());
    // Not quite, try once more: nothing counted, the solution held back.
    expect(wrong).toEqual({
      correct: false,
      retry: true,
      secondTry: false,
      category: 'algebra',
      progress: { problemsCompleted: 1, streak: 1 },
    });
    expect(await progressOf(cookie, 'algebra')).toEqual({ problemsCompleted: 1, streak: 1 });
    expect(await attemptsOf(cookie)).toHaveLength(1);
    const again = z.parse(GradeResponse, (await grade(cookie, p.id, wrongFor(p.answer))).json());
    expect(again).toMatchObject({
      correct: false,
      retry: false,
      secondTry: true,
      correctAnswer: p.answer,
      correctAnswerMathml: p.answerMathml,
      explanation: p.explanation,
      progress: { problemsCompleted: 1, streak: 0 },
    });
    expect(await progressOf(cookie, 'algebra')).toEqual({ problemsCompleted: 1, streak: 0 });
    // Two wrong answers, one miss.
    expect((await attemptsOf(cookie)).map((a) => a.correct)).toEqual([1, 0]);
  });

  it('counts a correct second try as correct (streak and completed)', async () => {
    const cookie = await newVisitor();
    const p = await problem('logarithms', 4);
    const other = await problem('logarithms', 9);
    await grade(cookie, other.id, other.answer);
    expect((await grade(cookie, p.id, wrongFor(p.answer))).json()).toMatchObject({ retry: true });
    const right = z.parse(GradeResponse, (await grade(cookie, p.id, p.answer)).json());
    expect(right).toMatchObject({
      correct: true,
      retry: false,
      secondTry: true,
      correctAnswer: p.answer,
      progress: { problemsCompleted: 2, streak: 2 },
    });
  });

  it('says which common mistake explains a wrong first answer, and only before the second try', async () => {
    const cookie = await newVisitor();
    const lost = signLost();
    expect(lost.mistake.id).toBe('sign-of-moved-term');
    const first = await grade(cookie, lost.id, lost.answer);
    expect(first.statusCode, first.body).toBe(200);
    // The retry carries the sentence, still without the solution.
    expect(z.parse(GradeResponse, first.json())).toEqual({
      correct: false,
      retry: true,
      secondTry: false,
      category: 'algebra',
      mistake: lost.mistake,
      progress: { problemsCompleted: 0, streak: 0 },
    });
    // The same answer again is the outcome: the solution comes, the mistake does not.
    const second = await grade(cookie, lost.id, lost.answer);
    expect(second.json()).toMatchObject({
      correct: false,
      retry: false,
      secondTry: true,
      correctAnswer: lost.problem.answer,
      progress: { problemsCompleted: 0, streak: 0 },
    });
    expect(second.json()).not.toHaveProperty('mistake');
  });

  it('says the mistake in the page’s language (?lang=es), and in English with lang=en', async () => {
    const lost = signLost();
    // math-core's Spanish sentence for the same mistake: not the English one.
    const spanish = explainAnswer(lost.problem, lost.answer, { language: es });
    expect(spanish?.mistake).toBe(lost.mistake.id);
    expect(spanish?.reason).not.toBe(lost.mistake.reason);
    for (const [lang, mistake] of [
      ['es', { id: lost.mistake.id, reason: spanish?.reason }],
      ['en', lost.mistake],
    ] as const) {
      const cookie = await newVisitor();
      const first = await t.app.inject({
        method: 'POST',
        url: inLanguage(apiPaths.grade, lang),
        ...json({ problemId: lost.id, answer: lost.answer }, { cookie }),
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(z.parse(GradeResponse, first.json())).toMatchObject({ retry: true, mistake });
    }
  });

  it('refuses a language it does not write in: 400 on lang, nothing recorded', async () => {
    const cookie = await newVisitor();
    const lost = signLost();
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `${apiPaths.grade}?lang=xx`,
        ...json({ problemId: lost.id, answer: lost.answer }, { cookie }),
      }),
      400,
      'validation_error',
      'lang',
    );
    expect(await attemptsOf(cookie)).toEqual([]);
  });

  it('sends no mistake for a wrong answer none explains, nor for a right one', async () => {
    const cookie = await newVisitor();
    const lost = signLost();
    const unexplained = wrongFor(lost.problem.answer);
    expect(explainAnswer(lost.problem, unexplained)).toBeNull();
    const first = await grade(cookie, lost.id, unexplained);
    expect(first.json()).toEqual({
      correct: false,
      retry: true,
      secondTry: false,
      category: 'algebra',
      progress: { problemsCompleted: 0, streak: 0 },
    });
    const right = await grade(cookie, lost.id, lost.problem.answer);
    expect(right.json()).toMatchObject({ correct: true, secondTry: true });
    expect(right.json()).not.toHaveProperty('mistake');
    // A right first answer: no retry, no mistake.
    const other = await problem('algebra', 3);
    const clean = await grade(cookie, other.id, other.answer);
    expect(clean.json()).toMatchObject({ correct: true, retry: false, secondTry: false });
    expect(clean.json()).not.toHaveProperty('mistake');
  });

  it('counts a problem left after a wrong answer as missed when another is graded', async () => {
    const cookie = await newVisitor();
    const [left, next] = [await problem('geometry', 2), await problem('geometry', 6)];
    await grade(cookie, next.id, next.answer);
    expect((await grade(cookie, left.id, wrongFor(left.answer))).json()).toMatchObject({
      retry: true,
      progress: { problemsCompleted: 1, streak: 1 },
    });
    const third = await problem('geometry', 9);
    const res = z.parse(GradeResponse, (await grade(cookie, third.id, third.answer)).json());
    expect(res).toMatchObject({ correct: true, secondTry: false });
    expect(res.progress).toEqual({ problemsCompleted: 2, streak: 1 });
    expect((await attemptsOf(cookie)).map((a) => [a.problem_id, a.correct])).toEqual([
      [next.id, 1],
      [left.id, 0],
      [third.id, 1],
    ]);
    // Sending the left problem's id again later is not a fresh first try: it was counted.
    expectError(await grade(cookie, left.id, left.answer), 409, 'conflict', 'problemId');
  });

  it('does not grade an unreadable answer: 400, nothing recorded, still answerable', async () => {
    const cookie = await newVisitor();
    const p = await problem('algebra', 8);
    await grade(cookie, p.id, p.answer);
    const before = await progressOf(cookie, 'algebra');
    const unreadable = await grade(cookie, p.id, 'abc');
    expectError(unreadable, 400, 'unreadable_answer', 'answer');
    expect(unreadable.json().error.message).toBe(
      'We could not read “abc” as a number. Enter a number such as 4, -2.5 or 3/2.',
    );
    expect(await progressOf(cookie, 'algebra')).toEqual(before);
    expect(await attemptsOf(cookie)).toHaveLength(1);
    // After a wrong first try the second is still there after an unreadable answer.
    const q = await problem('algebra', 9);
    expect((await grade(cookie, q.id, wrongFor(q.answer))).json()).toMatchObject({ retry: true });
    expectError(await grade(cookie, q.id, 'x plus two'), 400, 'unreadable_answer', 'answer');
    const right = z.parse(GradeResponse, (await grade(cookie, q.id, q.answer)).json());
    expect(right).toMatchObject({
      correct: true,
      secondTry: true,
      progress: { problemsCompleted: 2, streak: 2 },
    });
  });

  it('draws made problems: few repeats within 10 draws of a session', async () => {
    let [repeats, draws] = [0, 0];
    for (let session = 0; session < 30; session++) {
      let cookie = '';
      const seen = new Set<string>();
      for (let i = 0; i < 10; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: apiPaths.randomProblem(practiceCategories[session % 3]!),
          headers: { cookie },
        });
        const p = z.parse(PracticeProblem, res.json());
        if (seen.has(p.question)) repeats++;
        seen.add(p.question);
        cookie = cookieHeader(res);
        draws++;
      }
    }
    expect(repeats / draws).toBeLessThan(0.01);
  });

  it('grades a "smallest first" answer in that order: reversed is wrong', async () => {
    const cookie = await newVisitor();
    const seed = [...Array(200).keys()].findIndex((n) => {
      const made = generateProblem('algebra', n + 1);
      return made.ok && made.value.ordered;
    });
    const id = `algebra-${seed + 1}`;
    const p = (await t.app.practiceBank.get(id))!;
    expect(p.question).toContain('smallest first');
    const [small, large] = p.answer.split(', ');
    const reversed = z.parse(GradeResponse, (await grade(cookie, id, `${large}, ${small}`)).json());
    expect(reversed).toMatchObject({ correct: false, retry: true });
    const inOrder = z.parse(GradeResponse, (await grade(cookie, id, `${small}, ${large}`)).json());
    expect(inOrder).toMatchObject({ correct: true, secondTry: true });
  });

  it('grades every category with its own answers', async () => {
    const cookie = await newVisitor();
    for (const category of practiceCategories) {
      const p = await problem(category, 7);
      const res = z.parse(GradeResponse, (await grade(cookie, p.id, p.answer)).json());
      expect(res).toMatchObject({
        correct: true,
        category,
        progress: { problemsCompleted: 1, streak: 1 },
      });
    }
  });

  it('never loses an increment when many answers arrive at once', async () => {
    const cookie = await newVisitor();
    const results = await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const p = await problem('logarithms', i);
        return grade(cookie, p.id, p.answer);
      }),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await progressOf(cookie, 'logarithms')).toEqual({ problemsCompleted: 25, streak: 25 });
    const streaks = results
      .map((r) => z.parse(GradeResponse, r.json()).progress.streak)
      .sort((a, b) => a - b);
    expect(streaks).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('keeps visitors apart', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    expect(alice).not.toBe(bob);
    const p = await problem('geometry', 2);
    await grade(alice, p.id, p.answer);
    expect(await progressOf(alice, 'geometry')).toEqual({ problemsCompleted: 1, streak: 1 });
    expect(await progressOf(bob, 'geometry')).toEqual({ problemsCompleted: 0, streak: 0 });
  });

  it('treats a forged or tampered visitor cookie as a new visitor', async () => {
    const alice = await newVisitor();
    const p = await problem('algebra', 5);
    await grade(alice, p.id, p.answer);
    const forged = alice.replace(
      /mt_visitor=([^.;]+)/,
      'mt_visitor=00000000-0000-4000-8000-000000000000',
    );
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.progress('algebra'),
      headers: { cookie: forged },
    });
    expect(res.json()).toEqual({ problemsCompleted: 0, streak: 0 });
    // A read: it sets no cookie of its own.
    expect(res.cookies.some((c) => c.name === 'mt_visitor')).toBe(false);
    // A call that needs a visitor refuses it, and sets a new one.
    const seeds = await t.app.inject({
      method: 'GET',
      url: apiPaths.offlineSeeds,
      headers: { cookie: forged },
    });
    expectError(seeds, 400, 'cookie_required');
    expect(seeds.cookies.some((c) => c.name === 'mt_visitor')).toBe(true);
  });

  it('POST /api/progress sets the values given, within bounds', async () => {
    const cookie = await newVisitor();
    const post = (body: unknown, category = 'algebra') =>
      t.app.inject({
        method: 'POST',
        url: `/api/progress/${category}`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const ok = await post({ problemsCompleted: 7, streak: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ problemsCompleted: 7, streak: 3 });
    expect(await progressOf(cookie, 'algebra')).toEqual({ problemsCompleted: 7, streak: 3 });
    expect((await post({ problemsCompleted: MAX_PROGRESS_COUNT, streak: 0 })).statusCode).toBe(200);
    expectError(
      await post({ problemsCompleted: MAX_PROGRESS_COUNT + 1, streak: 0 }),
      400,
      'validation_error',
      'problemsCompleted',
    );
    expectError(
      await post({ problemsCompleted: -1, streak: 0 }),
      400,
      'validation_error',
      'problemsCompleted',
    );
    expectError(
      await post({ problemsCompleted: 1.5, streak: 0 }),
      400,
      'validation_error',
      'problemsCompleted',
    );
    expectError(
      await post({ problemsCompleted: '3', streak: 0 }),
      400,
      'validation_error',
      'problemsCompleted',
    );
    expectError(await post({ problemsCompleted: 1 }), 400, 'validation_error', 'streak');
    expectError(
      await post({ problemsCompleted: 1, streak: 1, best: 9 }),
      400,
      'validation_error',
      'best',
    );
    expectError(
      await post({ problemsCompleted: 1, streak: 1 }, 'history'),
      404,
      'not_found',
      'category',
    );
  });

  it('caps counters at the maximum instead of overflowing', async () => {
    const cookie = await newVisitor();
    await t.app.inject({
      method: 'POST',
      url: apiPaths.progress('algebra'),
      ...json({ problemsCompleted: MAX_PROGRESS_COUNT, streak: MAX_PROGRESS_COUNT }, { cookie }),
    });
    const p = await problem('algebra', 1);
    const res = z.parse(GradeResponse, (await grade(cookie, p.id, p.answer)).json());
    expect(res.progress).toEqual({
      problemsCompleted: MAX_PROGRESS_COUNT,
      streak: MAX_PROGRESS_COUNT,
    });
  });

  it('rejects bad grade requests', async () => {
    const cookie = await newVisitor();
    expectError(await grade(cookie, 'algebra-0', '1'), 404, 'not_found', 'problemId');
    expectError(await grade(cookie, 'calculus-3', '1'), 404, 'not_found', 'problemId');
    expectError(await grade(cookie, 'algebra-2147483647', '1'), 404, 'not_found', 'problemId');
    expectError(await grade(cookie, 'algebra-1', '   '), 400, 'validation_error', 'answer');
    expectError(await grade(cookie, '', '1'), 400, 'validation_error', 'problemId');
    expectError(
      await grade(cookie, 'algebra-1', 'x'.repeat(201)),
      400,
      'validation_error',
      'answer',
    );
    const extra = await t.app.inject({
      method: 'POST',
      url: apiPaths.grade,
      ...json({ problemId: 'algebra-1', answer: '1', correct: true }, { cookie }),
    });
    expectError(extra, 400, 'validation_error', 'correct');
  });
});
