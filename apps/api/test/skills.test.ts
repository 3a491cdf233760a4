/**
 * Practice by skill: the skill list with each visitor's progress, problems at the visitor's
 * difficulty, hints counted as partial credit, mastery levels going up and down, spaced review
 * and its interleaving, exact counting under concurrent answers, premium skills refused, and
 * stale, mismatched or hostile requests rejected, on SQLite and (with TEST_DATABASE_URL)
 * PostgreSQL.
 */
import {
  apiPaths,
  inLanguage,
  ReviewSession,
  SkillGradeResponse,
  SkillHint,
  SkillList,
  SkillProblem,
  type SkillProgress,
  skillCategories,
} from '@mathtools/contracts';
import { explainAnswer, skillMastery } from '@mathtools/math-core';
import { es, spanishPractice } from '@mathtools/math-core/locales/es';
import {
  generateAnySkillProblem as generateSkillProblem,
  allSkills as listSkills,
} from '@mathtools/premium-skills';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { MASTERY_WINDOW } from '../src/modules/skills/service.js';
import { json, useTestApp, visitorCookie } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { explainedWrongAnswer } from './helpers/mistakes.js';

const DAY = 86_400_000;
const freeSkills = listSkills({ premium: false });
const premiumSkill = listSkills({ premium: true })[0]!;
const twoHintSkill = freeSkills.find((s) => s.hintLevels === 2)!;

describe.each(databaseKinds)('skills, mastery and review on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  const newVisitor = () => visitorCookie(t.app);
  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, ...json(body, { cookie }) });

  async function skillsOf(cookie: string) {
    const res = await get(cookie, apiPaths.skills);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(SkillList, res.json());
  }
  const progressOf = async (cookie: string, skill: string): Promise<SkillProgress> =>
    (await skillsOf(cookie)).skills.find((s) => s.id === skill)!.progress;

  async function problemOf(cookie: string, skill: string) {
    const res = await get(cookie, apiPaths.skillProblem(skill));
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(SkillProblem, res.json());
  }
  /** The answer the server stored for a problem (the client never sees it before grading). */
  async function storedAnswer(problemId: string) {
    const row = await t.app.db
      .selectFrom('skill_problems')
      .select(['answer', 'seed', 'difficulty', 'skill'])
      .where('id', '=', problemId)
      .executeTakeFirstOrThrow();
    return row;
  }
  const grade = (cookie: string, skill: string, problemId: string, answer: string) =>
    post(cookie, apiPaths.skillGrade(skill), { problemId, answer });
  /** A number that is not `answer`: a wrong answer the grader can read. */
  const wrongFor = (answer: string) => (answer === '1000001' ? '1000002' : '1000001');
  /** Answers a problem right, or wrong twice (a miss: the first wrong answer leaves a retry). */
  async function answer(cookie: string, problem: SkillProblem, right: boolean) {
    const expected = (await storedAnswer(problem.id)).answer;
    if (!right) {
      const first = await grade(cookie, problem.skill, problem.id, wrongFor(expected));
      expect(first.statusCode, first.body).toBe(200);
      expect(z.parse(SkillGradeResponse, first.json())).toMatchObject({ retry: true, credit: 0 });
    }
    const res = await grade(
      cookie,
      problem.skill,
      problem.id,
      right ? expected : wrongFor(expected),
    );
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(SkillGradeResponse, res.json());
  }
  /** Serves the visitor's next problem of `skill` and answers it. */
  const practise = async (cookie: string, skill: string, right: boolean) =>
    answer(cookie, await problemOf(cookie, skill), right);

  it("lists every math-core skill with a new visitor's progress at zero", async () => {
    const cookie = await newVisitor();
    const list = await skillsOf(cookie);
    const skills = listSkills();
    expect(list.skills.map((s) => s.id)).toEqual(skills.map((s) => s.id));
    expect(list.reviewDue).toBe(0);
    for (const [i, s] of list.skills.entries()) {
      const info = skills[i]!;
      expect(s).toEqual({
        id: info.id,
        category: info.category,
        name: info.title,
        description: info.description,
        premium: info.premium,
        packs: info.packs,
        // A new visitor owns no pack: only the free skills are open.
        owned: !info.premium,
        difficulties: ['Easy', 'Medium', 'Hard'],
        hintLevels: info.hintLevels,
        progress: {
          attempts: 0,
          correct: 0,
          level: 'not-started',
          score: 0,
          difficulty: 'Easy',
          reviewDueAt: null,
          reviewIntervalDays: null,
        },
      });
    }
    expect(list.skills.filter((s) => s.premium).length).toBeGreaterThan(0);
    // Every category math-core uses is one the contract knows.
    for (const s of skills) expect(skillCategories).toContain(s.category);
  });

  it("lists the skills' names and descriptions in the page's language, free and premium", async () => {
    const cookie = await newVisitor();
    const res = await get(cookie, inLanguage(apiPaths.skills, 'es'));
    expect(res.statusCode, res.body).toBe(200);
    const list = z.parse(SkillList, res.json());
    expect(list.skills.find((s) => s.id === 'one-step-equations')).toMatchObject({
      name: 'Ecuaciones de un paso',
      description: 'Resuelve x + a = c, ax = c y x/a = c con una sola operación inversa.',
    });
    const english = await skillsOf(cookie);
    expect(list.skills.map((s) => s.id)).toEqual(english.skills.map((s) => s.id));
    // A premium skill's, from its own words.
    expect(list.skills.find((s) => s.id === 'composite-area')?.name).toBe('Figuras compuestas');
    expect(english.skills.find((s) => s.id === 'composite-area')?.name).toBe('Composite shapes');
    expect(english.skills.find((s) => s.id === 'one-step-equations')?.name).toBe(
      'One-step equations',
    );
  });

  it('serves a problem as text and MathML, without its answer, hints or working', async () => {
    const cookie = await newVisitor();
    const res = await get(cookie, apiPaths.skillProblem('two-step-equations'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'skill',
        'skillName',
        'category',
        'difficulty',
        'question',
        'questionWords',
        'questionMathml',
        'hintLevels',
        'review',
      ].sort(),
    );
    const p = z.parse(SkillProblem, body);
    const stored = await storedAnswer(p.id);
    const made = generateSkillProblem('two-step-equations', stored.seed, { difficulty: 'Easy' });
    if (!made.ok) throw new Error(made.error.message);
    expect(p).toEqual({
      id: p.id,
      skill: 'two-step-equations',
      skillName: 'Two-step equations',
      category: 'algebra',
      difficulty: 'Easy',
      question: made.value.question,
      // The words the page writes as text; the equation is typeset once.
      questionWords: { before: 'Solve for x:', after: '' },
      questionMathml: made.value.questionMathml,
      hintLevels: 2,
      review: false,
    });
    expect(p.questionMathml).toMatch(/^<math[\s>][\s\S]*<\/math>$/);
    expect(stored.answer).toBe(made.value.answer);
  });

  it('serves the problem, its hints and its solution in the page’s language (?lang=es)', async () => {
    const cookie = await newVisitor();
    const res = await get(cookie, inLanguage(apiPaths.skillProblem('two-step-equations'), 'es'));
    expect(res.statusCode, res.body).toBe(200);
    const p = z.parse(SkillProblem, res.json());
    const stored = await storedAnswer(p.id);
    const made = generateSkillProblem('two-step-equations', stored.seed, {
      difficulty: 'Easy',
      language: spanishPractice,
    });
    if (!made.ok) throw new Error(made.error.message);
    // The same problem, written in Spanish: its answer, kept and graded, is the English one's.
    expect(p.skillName).toBe('Ecuaciones de dos pasos');
    expect(p.question).toBe(made.value.question);
    expect(p.questionWords).toEqual({ before: 'Resuelve la ecuación:', after: '' });
    expect(p.questionMathml).toBe(made.value.questionMathml);
    expect(stored.answer).toBe(made.value.answer);

    const hint = await post(cookie, inLanguage(apiPaths.skillHint(p.skill), 'es'), {
      problemId: p.id,
      level: 1,
    });
    expect(hint.statusCode, hint.body).toBe(200);
    expect(z.parse(SkillHint, hint.json()).text).toBe(made.value.hints[0]?.text);

    const graded = await post(cookie, inLanguage(apiPaths.skillGrade(p.skill), 'es'), {
      problemId: p.id,
      answer: stored.answer,
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const outcome = z.parse(SkillGradeResponse, graded.json());
    expect(outcome.correct).toBe(true);
    expect(outcome.explanation).toEqual(made.value.explanation);
    const english = generateSkillProblem('two-step-equations', stored.seed, { difficulty: 'Easy' });
    expect(english.ok && english.value.explanation[0]?.note).not.toBe(
      outcome.explanation?.[0]?.note,
    );
  });

  it('serves a premium skill’s problem in the page’s language (?lang=es)', async () => {
    const cookie = await newVisitor();
    const res = await get(cookie, inLanguage(apiPaths.skillProblem('surface-area'), 'es'));
    expect(res.statusCode, res.body).toBe(200);
    const p = z.parse(SkillProblem, res.json());
    const stored = await storedAnswer(p.id);
    const options = { difficulty: stored.difficulty as 'Easy' | 'Medium' | 'Hard' };
    const made = generateSkillProblem('surface-area', stored.seed, {
      ...options,
      language: spanishPractice,
    });
    const english = generateSkillProblem('surface-area', stored.seed, options);
    if (!made.ok || !english.ok) throw new Error('no surface-area problem');
    expect(p.skillName).toBe('Área total');
    expect(p.question).toBe(made.value.question);
    expect(p.question).not.toBe(english.value.question);
    expect(p.questionMathml).toBe(made.value.questionMathml);
    // Kept and graded as the English problem: the same answer in every language.
    expect(stored.answer).toBe(english.value.answer);
  });

  it('keeps progress per visitor and per skill', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await practise(alice, 'pythagoras', true);
    await practise(alice, 'pythagoras', false);
    await practise(alice, 'log-rules', true);
    expect(await progressOf(alice, 'pythagoras')).toMatchObject({ attempts: 2, correct: 1 });
    expect(await progressOf(alice, 'log-rules')).toMatchObject({ attempts: 1, correct: 1 });
    expect(await progressOf(alice, 'circles')).toMatchObject({ attempts: 0, level: 'not-started' });
    expect(await progressOf(bob, 'pythagoras')).toMatchObject({ attempts: 0, correct: 0 });
    // Every graded answer also counts in the progress of the skill's category (the card's).
    expect((await get(alice, apiPaths.progress('geometry'))).json()).toEqual({
      problemsCompleted: 1,
      streak: 0,
    });
    expect((await get(alice, apiPaths.progress('logarithms'))).json()).toEqual({
      problemsCompleted: 1,
      streak: 1,
    });
    expect((await get(bob, apiPaths.progress('geometry'))).json()).toEqual({
      problemsCompleted: 0,
      streak: 0,
    });
  });

  it('counts five skill answers in the category progress (streak, completed)', async () => {
    const cookie = await newVisitor();
    const results = [];
    for (const skill of ['one-step-equations', 'two-step-equations', 'distributive-law'])
      results.push(await practise(cookie, skill, true));
    results.push(await practise(cookie, 'one-step-equations', true));
    results.push(await practise(cookie, 'quadratics-factoring', true));
    expect(results.map((r) => r.categoryProgress)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({
        category: 'algebra',
        progress: { problemsCompleted: n, streak: n },
      })),
    );
    expect((await get(cookie, apiPaths.progress('algebra'))).json()).toEqual({
      problemsCompleted: 5,
      streak: 5,
    });
    const miss = await practise(cookie, 'one-step-equations', false);
    expect(miss.categoryProgress).toEqual({
      category: 'algebra',
      progress: { problemsCompleted: 5, streak: 0 },
    });
  });

  it('gives one more try: nothing counted, no solution; a right second try earns hinted credit', async () => {
    const cookie = await newVisitor();
    const p = await problemOf(cookie, 'angles');
    const expected = (await storedAnswer(p.id)).answer;
    const first = z.parse(
      SkillGradeResponse,
      (await grade(cookie, p.skill, p.id, wrongFor(expected))).json(),
    );
    expect(first).toEqual({
      correct: false,
      retry: true,
      secondTry: false,
      credit: 0,
      hintsUsed: 0,
      review: false,
      skill: 'angles',
      previousLevel: 'not-started',
      progress: expect.objectContaining({ attempts: 0, level: 'not-started' }),
      categoryProgress: { category: 'geometry', progress: { problemsCompleted: 0, streak: 0 } },
    });
    expect(await progressOf(cookie, 'angles')).toMatchObject({ attempts: 0 });
    const second = z.parse(
      SkillGradeResponse,
      (await grade(cookie, p.skill, p.id, expected)).json(),
    );
    expect(second).toMatchObject({
      correct: true,
      retry: false,
      secondTry: true,
      // One more hint level than opened: the credit of a hinted answer, not a clean one.
      credit: 0.75,
      hintsUsed: 0,
      correctAnswer: expected,
      progress: { attempts: 1, correct: 1, level: 'attempted', difficulty: 'Easy' },
      categoryProgress: { category: 'geometry', progress: { problemsCompleted: 1, streak: 1 } },
    });
    // Decided: a third answer is refused.
    expectError(await grade(cookie, p.skill, p.id, expected), 409, 'conflict');
  });

  /**
   * A two-step equation served to the visitor whose wrong answer a mistake explains: served
   * problems are random, so the first of a few with one (most two-step equations have one), made
   * again from its stored seed as the server does.
   */
  async function explainedProblem(cookie: string) {
    for (let i = 0; i <= 10; i++) {
      const p = await problemOf(cookie, 'two-step-equations');
      const row = await storedAnswer(p.id);
      const made = generateSkillProblem(row.skill, row.seed, {
        difficulty: row.difficulty as SkillProblem['difficulty'],
      });
      if (!made.ok) throw new Error(made.error.message);
      const wrong = explainedWrongAnswer(made.value);
      if (wrong) return { p, made: made.value, wrong };
    }
    throw new Error('no served two-step equation has an explained wrong answer');
  }

  it('says which common mistake explains a wrong first answer, never with the solution', async () => {
    const cookie = await newVisitor();
    const { p, wrong } = await explainedProblem(cookie);
    const first = await grade(cookie, p.skill, p.id, wrong.answer);
    expect(first.statusCode, first.body).toBe(200);
    expect(z.parse(SkillGradeResponse, first.json())).toMatchObject({
      correct: false,
      retry: true,
      credit: 0,
      mistake: wrong.mistake,
    });
    expect(first.json()).not.toHaveProperty('correctAnswer');
    const second = await grade(cookie, p.skill, p.id, wrong.answer);
    expect(second.json()).toMatchObject({ correct: false, retry: false, secondTry: true });
    expect(second.json()).toHaveProperty('correctAnswer');
    expect(second.json()).not.toHaveProperty('mistake');
    // A wrong answer no mistake explains gets its retry without one; a right one, none either.
    const next = await problemOf(cookie, 'two-step-equations');
    const expected = (await storedAnswer(next.id)).answer;
    const plain = await grade(cookie, next.skill, next.id, wrongFor(expected));
    expect(plain.json()).toMatchObject({ retry: true });
    expect(plain.json()).not.toHaveProperty('mistake');
    const right = await grade(cookie, next.skill, next.id, expected);
    expect(right.json()).toMatchObject({ correct: true, secondTry: true });
    expect(right.json()).not.toHaveProperty('mistake');
  });

  it('says the mistake in the page’s language (?lang=es), and in English with lang=en', async () => {
    for (const lang of ['es', 'en'] as const) {
      const cookie = await newVisitor();
      const { p, made, wrong } = await explainedProblem(cookie);
      const res = await post(cookie, inLanguage(apiPaths.skillGrade(p.skill), lang), {
        problemId: p.id,
        answer: wrong.answer,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { mistake } = z.parse(SkillGradeResponse, res.json());
      if (lang === 'en') {
        expect(mistake).toEqual(wrong.mistake);
        continue;
      }
      // math-core's Spanish sentence for the same mistake: not the English one.
      const spanish = explainAnswer(made, wrong.answer, { language: es });
      expect(spanish?.reason).toBeTruthy();
      expect(spanish?.reason).not.toBe(wrong.mistake.reason);
      expect(mistake).toEqual({ id: wrong.mistake.id, reason: spanish?.reason });
    }
  });

  it('refuses a language it does not write in: 400 on lang, nothing recorded', async () => {
    const cookie = await newVisitor();
    const p = await problemOf(cookie, 'two-step-equations');
    const expected = (await storedAnswer(p.id)).answer;
    expectError(
      await post(cookie, `${apiPaths.skillGrade(p.skill)}?lang=xx`, {
        problemId: p.id,
        answer: expected,
      }),
      400,
      'validation_error',
      'lang',
    );
    // Still open: the right answer is its first, and counts clean.
    const right = await grade(cookie, p.skill, p.id, expected);
    expect(right.json()).toMatchObject({ correct: true, secondTry: false, credit: 1 });
  });

  it('does not grade an unreadable answer: 400, nothing recorded, the problem stays open', async () => {
    const cookie = await newVisitor();
    const p = await problemOf(cookie, 'triangles');
    const expected = (await storedAnswer(p.id)).answer;
    const res = await grade(cookie, p.skill, p.id, 'abc');
    expectError(res, 400, 'unreadable_answer', 'answer');
    expect(res.json().error.message).toBe(
      'We could not read “abc” as a number. Enter a number such as 4, -2.5 or 3/2.',
    );
    expect(await progressOf(cookie, 'triangles')).toMatchObject({ attempts: 0 });
    expect((await get(cookie, apiPaths.progress('geometry'))).json()).toEqual({
      problemsCompleted: 0,
      streak: 0,
    });
    const row = await t.app.db
      .selectFrom('skill_problems')
      .select('answered')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.answered)).toBe(0);
    const right = z.parse(
      SkillGradeResponse,
      (await grade(cookie, p.skill, p.id, expected)).json(),
    );
    expect(right).toMatchObject({ correct: true, secondTry: false, credit: 1 });
  });

  it('counts a problem left after a wrong answer as missed when the next one is served', async () => {
    const cookie = await newVisitor();
    await practise(cookie, 'circles', true);
    const p = await problemOf(cookie, 'circles');
    const expected = (await storedAnswer(p.id)).answer;
    expect((await grade(cookie, p.skill, p.id, wrongFor(expected))).json()).toMatchObject({
      retry: true,
    });
    expect(await progressOf(cookie, 'circles')).toMatchObject({ attempts: 1, correct: 1 });
    await problemOf(cookie, 'circles');
    expect(await progressOf(cookie, 'circles')).toMatchObject({ attempts: 2, correct: 1 });
    expect((await get(cookie, apiPaths.progress('geometry'))).json()).toEqual({
      problemsCompleted: 1,
      streak: 0,
    });
  });

  it('counts a skill outside the three categories in its own progress only', async () => {
    const cookie = await newVisitor();
    const outside = listSkills({ premium: true }).find(
      (s) => !['algebra', 'logarithms', 'geometry'].includes(s.category),
    )!;
    const graded = await practise(cookie, outside.id, true);
    expect(graded.correct).toBe(true);
    expect(graded.categoryProgress).toBeUndefined();
    for (const category of ['algebra', 'logarithms', 'geometry'] as const)
      expect((await get(cookie, apiPaths.progress(category))).json()).toEqual({
        problemsCompleted: 0,
        streak: 0,
      });
  });

  it('raises the difficulty after a clean success and lowers it after a miss', async () => {
    const cookie = await newVisitor();
    const skill = 'one-step-equations';
    const seen: string[] = [];
    for (const right of [true, true, true, false, false, false, true]) {
      const p = await problemOf(cookie, skill);
      seen.push(p.difficulty);
      const graded = await answer(cookie, p, right);
      expect(graded.correct).toBe(right);
      expect(graded.credit).toBe(right ? 1 : 0);
    }
    expect(seen).toEqual(['Easy', 'Medium', 'Hard', 'Hard', 'Medium', 'Easy', 'Easy']);
    expect((await progressOf(cookie, skill)).difficulty).toBe('Medium');
  });

  it('moves the mastery level up with correct answers and down with misses', async () => {
    const cookie = await newVisitor();
    const skill = 'distributive-law';
    const levels: string[] = [];
    const history: { correct: boolean; difficulty: 'Easy' | 'Medium' | 'Hard' }[] = [];
    for (const right of [true, true, true, true, false, false]) {
      const p = await problemOf(cookie, skill);
      const graded = await answer(cookie, p, right);
      history.push({ correct: right, difficulty: p.difficulty });
      // math-core's rule over the same answers is what the server stores.
      const oracle = skillMastery(history);
      if (!oracle.ok) throw new Error(oracle.error.message);
      expect(graded.progress).toMatchObject({
        level: oracle.value.level,
        score: oracle.value.score,
        attempts: history.length,
        correct: history.filter((h) => h.correct).length,
      });
      expect(graded.previousLevel).toBe(levels.at(-1) ?? 'not-started');
      levels.push(graded.progress.level);
    }
    expect(levels).toEqual([
      'attempted',
      'familiar',
      'familiar',
      'proficient',
      'familiar',
      'attempted',
    ]);
    expect(await progressOf(cookie, skill)).toMatchObject({ level: 'attempted', attempts: 6 });
  });

  it('records hints on the server and grades a hinted answer as partial credit', async () => {
    const cookie = await newVisitor();
    const skill = twoHintSkill.id;
    const hint = (problemId: string, level: number) =>
      post(cookie, apiPaths.skillHint(skill), { problemId, level });

    const p = await problemOf(cookie, skill);
    const stored = await storedAnswer(p.id);
    const made = generateSkillProblem(skill, stored.seed, { difficulty: p.difficulty });
    if (!made.ok) throw new Error(made.error.message);
    const first = z.parse(SkillHint, (await hint(p.id, 1)).json());
    expect(first).toEqual({
      level: 1,
      text: made.value.hints[0]!.text,
      mathml: made.value.hints[0]!.mathml,
      hintsUsed: 1,
      hintLevels: 2,
    });
    const second = z.parse(SkillHint, (await hint(p.id, 2)).json());
    expect(second).toMatchObject({ level: 2, text: made.value.hints[1]!.text, hintsUsed: 2 });
    // Asking for the nudge again does not undo having seen the method.
    expect(z.parse(SkillHint, (await hint(p.id, 1)).json()).hintsUsed).toBe(2);
    expectError(await hint(p.id, 3), 400, 'validation_error', 'level');
    expectError(await hint(p.id, 4), 400, 'validation_error', 'level');

    const graded = await answer(cookie, p, true);
    expect(graded).toMatchObject({ correct: true, credit: 0.5, hintsUsed: 2 });
    // A hinted success keeps the difficulty where it was.
    expect(graded.progress.difficulty).toBe('Easy');
    expect(graded.correctAnswer).toBe(made.value.answer);
    expect(graded.correctAnswerMathml).toBe(made.value.answerMathml);
    expect(graded.explanation).toEqual(made.value.explanation);
    expect(graded.steps).toEqual(made.value.steps);
    expectError(await hint(p.id, 1), 409, 'conflict', 'problemId');

    const q = await problemOf(cookie, skill);
    await hint(q.id, 1);
    expect(await answer(cookie, q, true)).toMatchObject({ credit: 0.75, hintsUsed: 1 });
    const r = await problemOf(cookie, skill);
    await hint(r.id, 2);
    expect(await answer(cookie, r, false)).toMatchObject({
      correct: false,
      credit: 0,
      hintsUsed: 2,
    });
    // Hinted answers are not clean: still not familiar after two correct ones.
    expect(await progressOf(cookie, skill)).toMatchObject({
      attempts: 3,
      correct: 2,
      level: 'attempted',
    });
  });

  it('schedules a review after the first success and serves due skills interleaved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 0, 1, 9);
    vi.setSystemTime(start);
    const cookie = await newVisitor();
    const skills = ['two-step-equations', 'log-rules', 'circles'];
    await practise(cookie, skills[0]!, false);
    expect((await progressOf(cookie, skills[0]!)).reviewDueAt).toBeNull();
    for (const skill of skills) await practise(cookie, skill, true);
    const scheduled = await progressOf(cookie, 'log-rules');
    expect(scheduled).toMatchObject({ reviewDueAt: start + DAY, reviewIntervalDays: 1 });
    // More practice the same day does not stretch the schedule.
    await practise(cookie, 'log-rules', true);
    expect(await progressOf(cookie, 'log-rules')).toMatchObject({ reviewDueAt: start + DAY });

    const empty = z.parse(ReviewSession, (await get(cookie, apiPaths.review)).json());
    expect(empty).toEqual({ due: 0, problems: [], nextDueAt: start + DAY });

    vi.setSystemTime(start + DAY + 3_600_000);
    expect((await skillsOf(cookie)).reviewDue).toBe(3);
    const res = await get(cookie, apiPaths.review);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = z.parse(ReviewSession, res.json());
    expect(session.due).toBe(3);
    expect(session.nextDueAt).toBeNull();
    expect(session.problems).toHaveLength(9);
    expect(new Set(session.problems.map((p) => p.skill))).toEqual(new Set(skills));
    for (const [i, p] of session.problems.entries()) {
      expect(p.review).toBe(true);
      if (i > 0) expect(p.skill).not.toBe(session.problems[i - 1]!.skill);
      expect(p.difficulty).toBe((await progressOf(cookie, p.skill)).difficulty);
    }
    expect(new Set(session.problems.map((p) => p.question)).size).toBe(9);

    // A successful review stretches the interval (1 day → 3), once per due review.
    const [a1, b1, c1, a2] = session.problems as [
      SkillProblem,
      SkillProblem,
      SkillProblem,
      SkillProblem,
    ];
    const reviewed = await answer(cookie, a1, true);
    expect(reviewed.review).toBe(true);
    expect(reviewed.progress).toMatchObject({
      reviewIntervalDays: 3,
      reviewDueAt: start + DAY + 3_600_000 + 3 * DAY,
    });
    expect((await answer(cookie, a2, true)).progress.reviewIntervalDays).toBe(3);
    // A missed review shrinks it (halved, at least a day).
    const missed = await answer(cookie, b1, false);
    expect(missed.progress).toMatchObject({
      reviewIntervalDays: 1,
      reviewDueAt: start + 2 * DAY + 3_600_000,
    });
    await answer(cookie, c1, true);
    expect((await skillsOf(cookie)).reviewDue).toBe(0);

    // Asking again replaces the session: the old problems are gone, nothing is due.
    const after = z.parse(ReviewSession, (await get(cookie, apiPaths.review)).json());
    expect(after).toEqual({ due: 0, problems: [], nextDueAt: start + 2 * DAY + 3_600_000 });
    expectError(
      await grade(cookie, session.problems[5]!.skill, session.problems[5]!.id, '1'),
      404,
      'not_found',
      'problemId',
    );
    const stored = await t.app.db
      .selectFrom('skill_attempts')
      .select(['review'])
      .where('problem_id', '=', b1.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.review)).toBe(1);
  });

  it('drops a level when a review is missed, where a practice miss would not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 5, 1, 9);
    vi.setSystemTime(start);
    const skill = 'angles';
    // Clean Easy and Medium, a Hard one after a hint, a clean Hard: familiar, at Hard.
    const train = async () => {
      const cookie = await newVisitor();
      await practise(cookie, skill, true);
      await practise(cookie, skill, true);
      const hinted = await problemOf(cookie, skill);
      await post(cookie, apiPaths.skillHint(skill), { problemId: hinted.id, level: 1 });
      expect(await answer(cookie, hinted, true)).toMatchObject({ credit: 0.75 });
      await practise(cookie, skill, true);
      expect(await progressOf(cookie, skill)).toMatchObject({
        level: 'familiar',
        difficulty: 'Hard',
      });
      return cookie;
    };
    const practised = await train();
    const reviewed = await train();

    const practiceMiss = await practise(practised, skill, false);
    expect(practiceMiss.progress.level).toBe('familiar');

    vi.setSystemTime(start + DAY);
    const session = z.parse(ReviewSession, (await get(reviewed, apiPaths.review)).json());
    expect(session.problems.map((p) => p.skill)).toEqual([skill, skill, skill]);
    const reviewMiss = await answer(reviewed, session.problems[0]!, false);
    expect(reviewMiss).toMatchObject({ review: true, previousLevel: 'familiar' });
    expect(reviewMiss.progress.level).toBe('attempted');
    expect(reviewMiss.progress.score).toBe(practiceMiss.progress.score);
  });

  it('counts answers sent at once exactly: one per problem, none lost', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 2, 1, 9);
    vi.setSystemTime(start);
    const cookie = await newVisitor();

    // The same problem sent 20 times at once counts once.
    const p = await problemOf(cookie, 'volume');
    const expected = (await storedAnswer(p.id)).answer;
    const same = await Promise.all(
      Array.from({ length: 20 }, () => grade(cookie, 'volume', p.id, expected)),
    );
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of same.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'conflict');
    expect(await progressOf(cookie, 'volume')).toMatchObject({ attempts: 1, correct: 1 });

    // 20 different problems at once: one of every free skill, and three review problems of
    // `volume` on the same row as its practice problem.
    vi.setSystemTime(start + DAY);
    const session = z.parse(ReviewSession, (await get(cookie, apiPaths.review)).json());
    expect(session.problems.map((q) => q.skill)).toEqual(['volume', 'volume', 'volume']);
    const practice = await Promise.all(freeSkills.map((s) => problemOf(cookie, s.id)));
    const all = [...practice, ...session.problems];
    expect(all).toHaveLength(20);
    const answers = await Promise.all(all.map(async (q) => (await storedAnswer(q.id)).answer));
    // The problems answered wrong: a first wrong answer each (one more try, nothing counted).
    for (const [i, q] of all.entries())
      if (i % 2 === 1)
        expect((await grade(cookie, q.skill, q.id, wrongFor(answers[i]!))).json()).toMatchObject({
          retry: true,
        });
    const results = await Promise.all(
      all.map((q, i) =>
        grade(cookie, q.skill, q.id, i % 2 === 0 ? answers[i]! : wrongFor(answers[i]!)),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const list = await skillsOf(cookie);
    const byId = new Map(list.skills.map((s) => [s.id, s.progress]));
    let total = 0;
    for (const s of freeSkills) {
      const sent = all.filter((q) => q.skill === s.id).length + (s.id === 'volume' ? 1 : 0);
      const right =
        all.filter((q, i) => q.skill === s.id && i % 2 === 0).length + (s.id === 'volume' ? 1 : 0);
      expect(byId.get(s.id), s.id).toMatchObject({ attempts: sent, correct: right });
      total += byId.get(s.id)!.attempts;
    }
    expect(total).toBe(21);
    // Each answer of `volume` got its own number, and each answer its own progress.
    const rows = await t.app.db
      .selectFrom('skill_attempts')
      .select('seq')
      .where('skill', '=', 'volume')
      .where('problem_id', 'in', [p.id, ...all.map((q) => q.id)])
      .execute();
    expect(rows.map((r) => Number(r.seq)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const volumeAttempts = results
      .filter((_, i) => all[i]!.skill === 'volume')
      .map((r) => z.parse(SkillGradeResponse, r.json()).progress.attempts)
      .sort((a, b) => a - b);
    expect(volumeAttempts).toEqual([2, 3, 4, 5]);
  });

  it('answers 403 not_owned for a premium skill outside the Free tier’s problems and 404 for an unknown one', async () => {
    const cookie = await newVisitor();
    const body = { problemId: 'x', answer: '1' };
    // A visitor who owns nothing is served the Free tier's problems; hints and grades of
    // anything else are 403.
    expect((await get(cookie, apiPaths.skillProblem(premiumSkill.id))).statusCode).toBe(200);
    expectError(
      await post(cookie, apiPaths.skillHint(premiumSkill.id), { problemId: 'x', level: 1 }),
      403,
      'not_owned',
      'skillId',
    );
    expectError(await post(cookie, apiPaths.skillGrade(premiumSkill.id), body), 403, 'not_owned');
    for (const id of [
      'no-such-skill',
      'Circles',
      '__proto__',
      'constructor',
      '%00',
      'a'.repeat(300),
    ]) {
      expectError(
        await get(cookie, `/api/practice/skills/${id}/problem`),
        404,
        'not_found',
        'skillId',
      );
      expectError(
        await post(cookie, `/api/practice/skills/${id}/grade`, body),
        404,
        'not_found',
        'skillId',
      );
    }
    expect(await progressOf(cookie, premiumSkill.id)).toMatchObject({ attempts: 0 });
  });

  it('rejects stale, mismatched and foreign problem ids', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    const old = await problemOf(alice, 'circles');
    const current = await problemOf(alice, 'circles');
    // Serving the next problem of a skill replaces the previous one.
    expectError(await grade(alice, 'circles', old.id, '1'), 404, 'not_found', 'problemId');
    // A problem of another skill, another visitor's problem, an id never served.
    expectError(await grade(alice, 'angles', current.id, '1'), 404, 'not_found', 'problemId');
    expectError(
      await post(alice, apiPaths.skillHint('angles'), { problemId: current.id, level: 1 }),
      404,
      'not_found',
      'problemId',
    );
    expectError(await grade(bob, 'circles', current.id, '1'), 404, 'not_found', 'problemId');
    expectError(
      await grade(alice, 'circles', '00000000-0000-4000-8000-000000000000', '1'),
      404,
      'not_found',
      'problemId',
    );
    // None of those counted; the problem is still open, and is answered once.
    expect(await progressOf(alice, 'circles')).toMatchObject({ attempts: 0 });
    const stored = (await storedAnswer(current.id)).answer;
    expect((await grade(alice, 'circles', current.id, stored)).statusCode).toBe(200);
    expectError(await grade(alice, 'circles', current.id, stored), 409, 'conflict', 'problemId');
    expect(await progressOf(alice, 'circles')).toMatchObject({ attempts: 1, correct: 1 });
    expectError(await grade(alice, 'circles', '', '1'), 400, 'validation_error', 'problemId');
    expectError(
      await grade(alice, 'circles', 'p'.repeat(101), '1'),
      400,
      'validation_error',
      'problemId',
    );
    const extra = await post(alice, apiPaths.skillGrade('circles'), {
      problemId: current.id,
      answer: '1',
      hintsUsed: 0,
    });
    expectError(extra, 400, 'validation_error', 'hintsUsed');
  });

  it('bounds hostile answers: too long is refused, absurd exponents are wrong at once', async () => {
    const cookie = await newVisitor();
    const p = await problemOf(cookie, 'evaluate-logarithms');
    for (const long of ['9'.repeat(201), 'x'.repeat(10_000)]) {
      expectError(await grade(cookie, p.skill, p.id, long), 400, 'validation_error', 'answer');
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: apiPaths.skillGrade(p.skill),
      ...json({ problemId: p.id, answer: '1'.repeat(20_000) }, { cookie }),
    });
    expectError(huge, 413, 'payload_too_large');
    expect(await progressOf(cookie, p.skill)).toMatchObject({ attempts: 0 });
    const absurd = await grade(cookie, p.skill, p.id, `2e99999999${'9'.repeat(150)}`);
    expect(absurd.statusCode).toBe(200);
    expect(z.parse(SkillGradeResponse, absurd.json())).toMatchObject({
      correct: false,
      retry: true,
      credit: 0,
    });
    const again = await grade(cookie, p.skill, p.id, `-1e99999999`);
    expect(z.parse(SkillGradeResponse, again.json())).toMatchObject({
      correct: false,
      retry: false,
    });
    const q = await problemOf(cookie, p.skill);
    const digits: LightMyRequestResponse = await grade(cookie, q.skill, q.id, '7'.repeat(200));
    expect(z.parse(SkillGradeResponse, digits.json())).toMatchObject({
      correct: false,
      retry: true,
    });
    expect(await progressOf(cookie, p.skill)).toMatchObject({ attempts: 1, correct: 0 });
  });

  it(`computes mastery from the latest ${MASTERY_WINDOW} answers`, async () => {
    const cookie = await newVisitor();
    const skill = 'triangles';
    await practise(cookie, skill, true);
    const visitor = /mt_visitor=([0-9a-f-]{36})\./.exec(cookie)?.[1] ?? '';
    // A long history: a clean review long ago, then 209 clean Hard answers.
    const older = Array.from({ length: 210 }, (_, i) => ({
      visitor_id: visitor,
      skill,
      seq: i + 2,
      problem_id: `older-${i}`,
      correct: 1,
      difficulty: 'Hard',
      hints_used: 0,
      review: i === 0 ? 1 : 0,
    }));
    await t.app.db.insertInto('skill_attempts').values(older).execute();
    await t.app.db
      .updateTable('skill_progress')
      .set({ answers: 211, attempts: 211, correct: 211, difficulty: 'Hard' })
      .where('visitor_id', '=', visitor)
      .where('skill', '=', skill)
      .execute();
    const graded = await practise(cookie, skill, true);
    const all = [
      { correct: true, difficulty: 'Easy' as const },
      ...older.map((a) => ({ correct: true, difficulty: 'Hard' as const, review: a.review === 1 })),
      { correct: true, difficulty: 'Hard' as const },
    ];
    const windowed = skillMastery(all.slice(-MASTERY_WINDOW));
    const whole = skillMastery(all);
    if (!windowed.ok || !whole.ok) throw new Error('mastery');
    // The review left the window: mastered needs a clean review among the recent answers.
    expect(whole.value.level).toBe('mastered');
    expect(graded.progress).toMatchObject({
      level: windowed.value.level,
      score: windowed.value.score,
      attempts: 212,
    });
    expect(graded.progress.level).toBe('proficient');
  });
});
