/**
 * A student's answer read in the page's language (issue 78): with `?lang=es` (fr, de, pt) the
 * grading calls read what was typed in that language's notation, `2,5` two and a half, `x = 2,5`
 * its value, `]−2 ; 2[` an open interval in French, and say why an answer is wrong or cannot be
 * read in that language; without `lang` an answer reads as before (`2,5` is the values 2 and 5).
 * Through the routes: a practice problem, a skill's problem, a similar problem on the solver's
 * page, and a class's typed and drawn problems and working. The problems and their answers are
 * found with math-core here, never written by hand.
 */
import {
  apiPaths,
  ClassAnswerResponse,
  GradeResponse,
  inLanguage,
  type PracticeLanguageCode,
  SimilarAttemptResult,
  SkillGradeResponse,
  SkillProblem,
  WorkingResponse,
} from '@mathtools/contracts';
import {
  checkSimilarAnswer,
  explainAnswer,
  generateProblem,
  type PracticeProblem,
  similarProblem,
} from '@mathtools/math-core';
import { es } from '@mathtools/math-core/locales/es';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { problemId } from '../src/modules/practice/bank.js';
import { cookieHeader, json, useTestApp, visitorCookie } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { newTeacher, patientMaths } from './helpers/teacher.js';

/** A decimal as Spanish (French, German, Portuguese) writes it: 2.5 is `2,5`. */
const withComma = (value: number) => String(value).replace('.', ',');

/**
 * An algebra problem whose answer is 5/2, and a wrong answer 1.5 that one of math-core's common
 * mistakes explains, with its id (both found by math-core).
 */
function fiveHalves(): { id: string; problem: PracticeProblem; mistake: string } {
  for (let seed = 1; seed <= 30_000; seed++) {
    const made = generateProblem('algebra', seed);
    if (!made.ok || made.value.answer !== '5/2') continue;
    const explained = explainAnswer(made.value, '1.5');
    if (explained)
      return { id: problemId('algebra', seed), problem: made.value, mistake: explained.mistake };
  }
  throw new Error('no algebra problem answers 5/2 with 1.5 explained');
}

/** A seed whose problem of `category` answers `answer`, found by math-core. */
function seedAnswering(category: 'logarithms', answer: string): number {
  for (let seed = 1; seed <= 30_000; seed++) {
    const made = generateProblem(category, seed);
    if (made.ok && made.value.answer === answer) return seed;
  }
  throw new Error(`no ${category} problem answers ${answer}`);
}

/** The problem solved on the solver's page that a similar one is made from: its root is 5/2. */
const SOLVED = '2x+3=8';

/** The problems a teacher types for the class set (one more is drawn from algebra, Easy). */
const TYPED = ['2x - 1 = 4', 'x^2 < 4'];

describe('answers read in the page’s language', () => {
  const t = useTestApp('sqlite', patientMaths);
  const halves = fiveHalves();

  const post = (cookie: string, url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, ...json(body, { cookie }) });
  const gradeIn = (cookie: string, answer: string, lang?: PracticeLanguageCode) =>
    post(cookie, inLanguage(apiPaths.grade, lang), { problemId: halves.id, answer });
  const verdictOf = async (answer: string, lang?: PracticeLanguageCode) => {
    const res = await gradeIn(await visitorCookie(t.app), answer, lang);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(GradeResponse, res.json());
  };

  // The first call loads the Spanish entry in the pool's thread.
  it('grades a practice answer typed with a decimal comma (?lang=es); English reads it as a list', {
    timeout: 90_000,
  }, async () => {
    expect(await verdictOf('2,5', 'es')).toMatchObject({ correct: true });
    expect(await verdictOf('x = 2,5', 'es')).toMatchObject({ correct: true });
    // Without lang, or with lang=en, `2,5` is still the values 2 and 5: wrong, as before.
    for (const lang of [undefined, 'en'] as const) {
      const english = await verdictOf('2,5', lang);
      expect(english, lang).toMatchObject({ correct: false, retry: true });
      expect(english).not.toHaveProperty('mistake');
      expect(await verdictOf('2.5', lang), lang).toMatchObject({ correct: true });
    }

    // 1,5 is 1.5, wrong, and the mistake that explains it is said in Spanish.
    const spanish = explainAnswer(halves.problem, '1.5', { language: es });
    const english = explainAnswer(halves.problem, '1.5');
    expect(spanish?.reason).not.toBe(english?.reason);
    expect(await verdictOf('1,5', 'es')).toMatchObject({
      correct: false,
      retry: true,
      mistake: { id: halves.mistake, reason: spanish?.reason },
    });
    expect(await verdictOf('1.5')).toMatchObject({
      correct: false,
      mistake: { id: halves.mistake, reason: english?.reason },
    });
  });

  it('takes a number grouped as the page’s language groups it, where it is the answer', {
    timeout: 90_000,
  }, async () => {
    const seed = seedAnswering('logarithms', '1000');
    const gradeThousand = async (answer: string, lang?: PracticeLanguageCode) => {
      const res = await post(await visitorCookie(t.app), inLanguage(apiPaths.grade, lang), {
        problemId: problemId('logarithms', seed),
        answer,
      });
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(GradeResponse, res.json()).correct;
    };
    // German, Spanish and Portuguese group thousands with a point: `1.000` is a thousand where a
    // thousand is the answer; in English it is the number 1.
    for (const lang of ['de', 'es', 'pt'] as const)
      expect(await gradeThousand('1.000', lang), lang).toBe(true);
    expect(await gradeThousand('1.000')).toBe(false);
    expect(await gradeThousand('1,000')).toBe(true);
    expect(await gradeThousand('1,000', 'de')).toBe(false);
  });

  it('says an answer it cannot read in the page’s language, and records nothing', {
    timeout: 90_000,
  }, async () => {
    // math-core's sentence for it in each language, as it says it for a similar problem's answer.
    const sentence = (language?: typeof es) => {
      const said = checkSimilarAnswer(
        { problem: '', expected: halves.problem.answer },
        'banana',
        language ? { language } : {},
      );
      if (said.ok) throw new Error('banana was read');
      return said.error.message;
    };
    const cookie = await visitorCookie(t.app);
    const spanish = expectError(
      await gradeIn(cookie, 'banana', 'es'),
      400,
      'unreadable_answer',
      'answer',
    );
    expect(spanish.message).toBe(sentence(es));
    expect(spanish.message).not.toBe(sentence());
    const english = expectError(
      await gradeIn(cookie, 'banana'),
      400,
      'unreadable_answer',
      'answer',
    );
    expect(english.message).toBe(sentence());
    // Nothing was recorded: the problem is still answerable, and its first answer counts clean.
    const res = await gradeIn(cookie, '2,5', 'es');
    expect(res.json()).toMatchObject({ correct: true, secondTry: false });
  });

  it('grades a skill’s answer with a decimal comma (?lang=es)', { timeout: 90_000 }, async () => {
    // A circle's area or circumference, rounded: a decimal answer (looked for among a few).
    for (let tries = 0; tries < 30; tries++) {
      const cookie = await visitorCookie(t.app);
      const got = await t.app.inject({
        method: 'GET',
        url: apiPaths.skillProblem('circles'),
        headers: { cookie },
      });
      const problem = z.parse(SkillProblem, got.json());
      const { answer } = await t.app.db
        .selectFrom('skill_problems')
        .select('answer')
        .where('id', '=', problem.id)
        .executeTakeFirstOrThrow();
      if (!/^\d+\.\d+$/.test(answer)) continue;
      const typed = answer.replace('.', ',');
      const english = await post(cookie, apiPaths.skillGrade('circles'), {
        problemId: problem.id,
        answer: typed,
      });
      expect(z.parse(SkillGradeResponse, english.json())).toMatchObject({ correct: false });
      const spanish = await post(cookie, inLanguage(apiPaths.skillGrade('circles'), 'es'), {
        problemId: problem.id,
        answer: typed,
      });
      expect(z.parse(SkillGradeResponse, spanish.json())).toMatchObject({ correct: true });
      return;
    }
    throw new Error('no circles problem with a decimal answer');
  });

  it('grades a similar problem’s answer with a decimal comma (?lang=es)', {
    timeout: 90_000,
  }, async () => {
    // A problem like 2x + 3 = 8 (x = 5/2) whose root is a short decimal (3/2, 7/4 …).
    for (let seed = 1; seed < 400; seed++) {
      const made = similarProblem(SOLVED, seed);
      if (!made.ok || made.value.expected === null) continue;
      const [num, den] = made.value.expected.split('/').map(Number);
      const value = (num ?? Number.NaN) / (den ?? 1);
      if (Number.isInteger(value) || String(value).length > 6) continue;
      const body = {
        problem: SOLVED,
        similar: made.value.problem,
        answers: [`x = ${withComma(value)}`],
      };
      // Each visitor once: a problem counts once per visitor.
      const english = await post(await visitorCookie(t.app), apiPaths.similarAttempts, body);
      expect(z.parse(SimilarAttemptResult, english.json())).toMatchObject({ correct: false });
      const spanish = await post(
        await visitorCookie(t.app),
        inLanguage(apiPaths.similarAttempts, 'es'),
        body,
      );
      expect(z.parse(SimilarAttemptResult, spanish.json())).toMatchObject({
        correct: true,
        recorded: true,
      });
      return;
    }
    throw new Error('no similar problem with a decimal root');
  });

  it('grades a class answer and working in the student’s language (?lang=es, ?lang=fr)', {
    timeout: 120_000,
  }, async () => {
    const teacher = await newTeacher(t.app);
    const made = await post(teacher.cookie, apiPaths.teachSets, {
      title: 'Décimales',
      problems: TYPED,
      draw: { category: 'algebra', count: 1, level: 'Easy' },
      help: 'answer',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { code } = made.json() as { code: string };
    const joined = await t.app.inject({
      method: 'POST',
      url: apiPaths.join(code),
      ...json({ nickname: 'Inès' }),
    });
    const cookie = cookieHeader(joined);
    const answer = async (position: number, text: string, lang?: PracticeLanguageCode) => {
      const res = await post(cookie, inLanguage(apiPaths.joinAnswer(code, position), lang), {
        answer: text,
      });
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(ClassAnswerResponse, res.json()).correct;
    };

    // 2x − 1 = 4: x = 2,5 in Spanish and French; the values 2 and 5 in English.
    expect(await answer(1, '2,5', 'es')).toBe(true);
    expect(await answer(1, 'x = 2,5', 'fr')).toBe(true);
    expect(await answer(1, '2,5')).toBe(false);
    expect(await answer(1, '2.5')).toBe(true);
    // x² < 4: the open interval as French writes it.
    expect(await answer(2, ']−2 ; 2[', 'fr')).toBe(true);
    expect(await answer(2, ']−2 ; 3[', 'fr')).toBe(false);

    // A line of working with a decimal comma follows in Spanish, and not in English.
    const working = async (lang?: PracticeLanguageCode) => {
      const res = await post(cookie, inLanguage(apiPaths.joinWorking(code, 1), lang), {
        lines: ['2x = 5', 'x = 2,5'],
      });
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(WorkingResponse, res.json()).lines;
    };
    const spanish = await working('es');
    expect(spanish.map((l) => l.verdict)).toEqual(['right', 'right']);
    // The lines come back as typed.
    expect(spanish.map((l) => l.text)).toEqual(['2x = 5', 'x = 2,5']);
    expect((await working()).map((l) => l.verdict)).toEqual(['right', 'wrong']);

    // A drawn problem's answer it cannot read: math-core's sentence, in Spanish.
    const unread = (language?: typeof es) => {
      const said = checkSimilarAnswer({ problem: '', expected: '1' }, 'banana', {
        ...(language ? { language } : {}),
      });
      if (said.ok) throw new Error('banana was read');
      return said.error.message;
    };
    for (const [lang, language] of [
      ['es', es],
      [undefined, undefined],
    ] as const) {
      const said = expectError(
        await post(cookie, inLanguage(apiPaths.joinAnswer(code, 3), lang), { answer: 'banana' }),
        400,
        'unreadable_answer',
        'answer',
      );
      expect(said.message, lang).toBe(unread(language));
    }
  });
});
