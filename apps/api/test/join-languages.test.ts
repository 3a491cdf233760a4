/**
 * A student who joined from a link in another language (/es/join/CODE) checks working and answers
 * with `?lang=es`: each line's sentence, the answer's verdict and its mistake are math-core's in
 * that language (or the routes' own words where math-core gives none), English without `lang`
 * and with `lang=en`; a language the API does not write in is 400 on `lang`, and nothing is kept.
 * Their work page (`?lang=es` too) shows each question's maths in that language's notation and a
 * drawn problem's words in it; English without `lang` as the set stored it; a set made before its
 * keys kept what writes a question again shows that question as stored.
 */
import {
  apiPaths,
  ClassAnswerResponse,
  ClassSetDetail,
  inLanguage,
  type PracticeLanguageCode,
  StudentClassWork,
  WorkingResponse,
} from '@mathtools/contracts';
import {
  checkSimilarAnswer,
  checkWorking,
  explainAnswer,
  generateProblem,
  type PracticeProblem,
  solve,
  toMathML,
} from '@mathtools/math-core';
import { de } from '@mathtools/math-core/locales/de';
import { es, spanishPractice } from '@mathtools/math-core/locales/es';
import { fr } from '@mathtools/math-core/locales/fr';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ClassAnswerKey } from '../src/maths/class-tasks.js';
import { cookieHeader, json, rowCount, useTestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { explainedWrongAnswer } from './helpers/mistakes.js';
import { newTeacher, patientMaths } from './helpers/teacher.js';

const PROBLEM = '2x + 3 = 7';

/** A set of the typed problem (position 1) and one drawn algebra problem (position 2). */
async function classOf(app: FastifyInstance) {
  const teacher = await newTeacher(app);
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.teachSets,
    ...json(
      {
        title: 'Ecuaciones',
        problems: [PROBLEM],
        draw: { category: 'algebra', count: 1, level: 'Easy' },
        help: 'answer',
      },
      { cookie: teacher.cookie },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string };
}

describe('a class in the student’s language', () => {
  const t = useTestApp('sqlite', patientMaths);
  let students = 0;

  async function student(code: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.join(code),
      ...json({ nickname: `Ana ${++students}` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return cookieHeader(res);
  }

  const send = (
    kind: 'working' | 'answer',
    code: string,
    position: number,
    cookie: string,
    body: unknown,
    lang?: PracticeLanguageCode,
  ) =>
    t.app.inject({
      method: 'POST',
      url: inLanguage(
        kind === 'working'
          ? apiPaths.joinWorking(code, position)
          : apiPaths.joinAnswer(code, position),
        lang,
      ),
      ...json(body, { cookie }),
    });

  // Its first problems load the solver, and Spanish and German, in the pool's thread.
  it('checks working in the page’s language (?lang=es), in English without it', {
    timeout: 90_000,
  }, async () => {
    const set = await classOf(t.app);
    const cookie = await student(set.code);
    const lines = ['2x = 10', 'x = 5'];
    const spanish = checkWorking(PROBLEM, lines, { language: es });
    const english = checkWorking(PROBLEM, lines);
    if (!spanish.ok || !english.ok) throw new Error('the problem’s working is not checked');
    const reasonIn = async (lang?: PracticeLanguageCode) => {
      const res = await send('working', set.code, 1, cookie, { lines }, lang);
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(WorkingResponse, res.json()).lines;
    };

    const es1 = await reasonIn('es');
    expect(es1.map((l) => [l.verdict, l.mistake])).toEqual([
      ['wrong', 'sign-of-moved-term'],
      ['right', undefined],
    ]);
    // math-core's Spanish sentence for the mistake, not its English one.
    expect(es1[0]?.message).toBe(spanish.value.lines[0]?.reason);
    expect(es1[0]?.message).not.toBe(english.value.lines[0]?.reason);
    // A line math-core gives no reason for is said in the routes' own Spanish words.
    expect(spanish.value.lines[1]?.reason).toBeUndefined();
    expect(es1[1]?.message).toBe('Esta línea se deduce de la anterior');

    for (const lang of [undefined, 'en'] as const) {
      const en = await reasonIn(lang);
      expect(en[0]?.message, lang).toBe(english.value.lines[0]?.reason);
      expect(en[1]?.message, lang).toBe('This line follows from the one before');
    }

    // math-core's refusal of the lines is in the language too (blank lines are dropped: none left).
    const none = checkWorking(PROBLEM, [], { language: de });
    const noneEnglish = checkWorking(PROBLEM, []);
    if (none.ok || noneEnglish.ok) throw new Error('no lines were checked');
    const refused = expectError(
      await send('working', set.code, 1, cookie, { lines: [' '] }, 'de'),
      400,
      'validation_error',
      'lines',
    );
    expect(refused.message).toBe(none.error.message);
    expect(refused.message).not.toBe(noneEnglish.error.message);
  });

  it('grades an answer in the page’s language (?lang=es), in English without it', {
    timeout: 90_000,
  }, async () => {
    const set = await classOf(t.app);
    const cookie = await student(set.code);
    const solved = solve(PROBLEM);
    if (!solved.ok) throw new Error(solved.error.message);
    const question = { questionMath: solved.value.tree };
    const answer = (body: unknown, lang?: PracticeLanguageCode, position = 1) =>
      send('answer', set.code, position, cookie, body, lang);
    const verdict = async (text: string, lang?: PracticeLanguageCode, position = 1) => {
      const res = await answer({ answer: text }, lang, position);
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(ClassAnswerResponse, res.json());
    };

    // 5: +3 moved across without changing its sign; said in Spanish, or in English.
    const spanish = explainAnswer(question, '5', { language: es });
    const english = explainAnswer(question, '5');
    expect(spanish?.reason).not.toBe(english?.reason);
    expect(await verdict('5', 'es')).toEqual({
      correct: false,
      mistake: 'sign-of-moved-term',
      message: spanish?.reason,
    });
    for (const lang of [undefined, 'en'] as const)
      expect(await verdict('5', lang), lang).toEqual({
        correct: false,
        mistake: 'sign-of-moved-term',
        message: english?.reason,
      });

    // A wrong answer no common mistake explains, and a right one: the routes' own words.
    expect(explainAnswer(question, '100', { language: es })).toBeNull();
    expect(await verdict('100', 'es')).toEqual({
      correct: false,
      message: 'Todavía no es correcto: revisa tu procedimiento y vuelve a intentarlo',
    });
    expect(await verdict('100')).toEqual({
      correct: false,
      message: 'Not right yet: check your working and try again',
    });
    expect(await verdict('x = 2', 'es')).toEqual({ correct: true, message: '¡Correcto!' });
    expect(await verdict('x = 2')).toEqual({ correct: true, message: 'Right!' });

    // An answer it cannot read: checkSimilarAnswer's Spanish sentence.
    const unread = checkSimilarAnswer({ problem: PROBLEM, expected: '2' }, 'banana', {
      language: es,
    });
    if (unread.ok) throw new Error('banana was read');
    const said = expectError(
      await answer({ answer: 'banana' }, 'es'),
      400,
      'unreadable_answer',
      'answer',
    );
    expect(said.message).toBe(unread.error.message);

    // A problem drawn from a practice category: its mistake in Spanish too.
    const stored = await t.app.db
      .selectFrom('class_problems')
      .innerJoin('class_sets', 'class_sets.id', 'class_problems.set_id')
      .select('class_problems.answer')
      .where('class_sets.code', '=', set.code)
      .where('class_problems.position', '=', 2)
      .executeTakeFirstOrThrow();
    const key = JSON.parse(stored.answer) as ClassAnswerKey;
    if (key.kind !== 'drawn') throw new Error('problem 2 is not drawn');
    const wrong = explainedWrongAnswer(key as unknown as PracticeProblem);
    if (!wrong) throw new Error('no common mistake explains a wrong answer to problem 2');
    const drawnSpanish = explainAnswer(key, wrong.answer, { language: es });
    expect(drawnSpanish?.reason).not.toBe(wrong.mistake.reason);
    expect(await verdict(wrong.answer, 'es', 2)).toEqual({
      correct: false,
      mistake: wrong.mistake.id,
      message: drawnSpanish?.reason,
    });
    expect((await verdict(wrong.answer, undefined, 2)).message).toBe(wrong.mistake.reason);
  });

  it('refuses a language it does not write in: 400 on lang, nothing kept', async () => {
    const set = await classOf(t.app);
    const cookie = await student(set.code);
    const before = await rowCount(t.app, 'class_work');
    for (const lang of ['xx', 'ES', 'es-ES'])
      for (const [kind, body] of [
        ['working', { lines: ['2x = 10'] }],
        ['answer', { answer: '5' }],
      ] as const)
        expectError(
          await t.app.inject({
            method: 'POST',
            url: `${kind === 'working' ? apiPaths.joinWorking(set.code, 1) : apiPaths.joinAnswer(set.code, 1)}?lang=${lang}`,
            ...json(body, { cookie }),
          }),
          400,
          'validation_error',
          'lang',
        );
    expect(await rowCount(t.app, 'class_work')).toBe(before);
  });
});

describe('the questions of a class in the student’s language', () => {
  const t = useTestApp('sqlite', patientMaths);
  let students = 0;
  /** Typed problems with a decimal and a list, then a drawn algebra problem (position 3). */
  const TYPED = ['solve 2.5x + 1 = 6', 'gcd(12, 18)'];

  async function setWith(draw: { category: string; count: number; level: string }) {
    const teacher = await newTeacher(t.app);
    const made = await t.app.inject({
      method: 'POST',
      url: apiPaths.teachSets,
      ...json(
        { title: 'Decimales', problems: TYPED, draw, help: 'answer' },
        { cookie: teacher.cookie },
      ),
    });
    expect(made.statusCode, made.body).toBe(201);
    const set = made.json() as { id: string; code: string };
    const joined = await t.app.inject({
      method: 'POST',
      url: apiPaths.join(set.code),
      ...json({ nickname: `Eva ${++students}` }),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    return { ...set, cookie: cookieHeader(joined) };
  }

  const workIn = (set: { code: string; cookie: string }, lang?: string) =>
    t.app.inject({
      method: 'GET',
      url: lang ? `${apiPaths.joinWork(set.code)}?lang=${lang}` : apiPaths.joinWork(set.code),
      headers: { cookie: set.cookie },
    });

  async function problemsIn(set: { code: string; cookie: string }, lang?: string) {
    const res = await workIn(set, lang);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(StudentClassWork, res.json()).problems;
  }

  /** The problems of the set as stored: their English questions and MathML, and their keys. */
  const stored = (setId: string) =>
    t.app.db
      .selectFrom('class_problems')
      .select(['position', 'question', 'mathml', 'answer'])
      .where('set_id', '=', setId)
      .orderBy('position')
      .execute();

  const treeOf = (problem: string) => {
    const solved = solve(problem);
    if (!solved.ok) throw new Error(solved.error.message);
    return solved.value.tree;
  };

  // Its first problems load the solver, the generator and Spanish and French, in the pool's thread.
  it('writes the questions’ maths in the language’s notation, a drawn one’s words in it', {
    timeout: 120_000,
  }, async () => {
    const set = await setWith({ category: 'algebra', count: 1, level: 'Medium' });
    const rows = await stored(set.id);
    const spanish = await problemsIn(set, 'es');

    // A typed problem keeps the teacher's words; its maths has the decimal comma, and a list `;`
    // between its items under the language's function name.
    expect(spanish[0]?.question).toBe(TYPED[0]);
    // What its words asked, which the student's page words in its language before the maths.
    expect(spanish[0]?.asked).toBe('solve');
    expect(spanish[1]?.asked).toBeUndefined();
    expect(spanish[0]?.mathml).toContain('<mn>2,5</mn>');
    expect(spanish[0]?.mathml).not.toContain('2.5');
    expect(spanish[0]?.mathml).toBe(
      toMathML(treeOf(TYPED[0] as string), { notation: es.writing.notation }),
    );
    expect(spanish[1]?.mathml).toContain('<mi>mcd</mi>');
    expect(spanish[1]?.mathml).toContain('<mo>;</mo>');
    expect((await problemsIn(set, 'fr'))[1]?.mathml).toBe(
      toMathML(treeOf(TYPED[1] as string), { notation: fr.writing.notation }),
    );

    // A drawn problem made again in Spanish from the seed its key kept: its words and maths.
    const key = JSON.parse(rows[2]?.answer ?? '{}') as ClassAnswerKey;
    if (key.kind !== 'drawn' || !key.made) throw new Error('problem 3 keeps no seed');
    const again = generateProblem(key.made.category, key.made.seed, {
      difficulty: key.made.level,
      language: spanishPractice,
    });
    if (!again.ok) throw new Error(again.error.message);
    expect(spanish[2]).toEqual({
      position: 3,
      question: again.value.question,
      mathml: again.value.questionMathml,
      questionWords: again.value.questionWords,
    });
    expect(spanish[2]?.question).not.toBe(rows[2]?.question);
    // Its words around its maths, in Spanish: the card shows the maths once, typeset.
    expect(spanish[2]?.questionWords?.before).toBe('Resuelve la ecuación:');

    // English, without lang or with lang=en: the same bytes, the questions as the set stored them,
    // with the drawn problem's English words around its maths.
    const english = await workIn(set);
    expect((await workIn(set, 'en')).body).toBe(english.body);
    const words = { questionWords: { before: 'Solve for x:', after: expect.any(String) } };
    expect(z.parse(StudentClassWork, english.json()).problems).toEqual(
      rows.map(({ position, question, mathml }) => ({
        position,
        question,
        mathml,
        ...(position === 3 ? words : {}),
        ...(position === 1 ? { asked: 'solve' } : {}),
      })),
    );
    expect(rows[0]?.mathml).toContain('<mn>2.5</mn>');
  });

  it('shows the teacher the questions in the notation of their page (?lang=es)', {
    timeout: 120_000,
  }, async () => {
    const teacher = await newTeacher(t.app);
    const made = await t.app.inject({
      method: 'POST',
      url: inLanguage(apiPaths.teachSets, 'es'),
      ...json(
        { title: 'Decimales', problems: ['resuelve 2,5x + 1 = 6'], help: 'answer' },
        { cookie: teacher.cookie },
      ),
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: string };
    const detail = (lang?: PracticeLanguageCode) =>
      t.app.inject({
        method: 'GET',
        url: lang ? inLanguage(apiPaths.teachSet(id), lang) : apiPaths.teachSet(id),
        headers: { cookie: teacher.cookie },
      });
    const problemsOf = async (lang?: PracticeLanguageCode) => {
      const res = await detail(lang);
      expect(res.statusCode, res.body).toBe(200);
      return z.parse(ClassSetDetail, res.json()).set.problems;
    };

    // Typed with a decimal comma on a Spanish page, shown back with it there; English as stored.
    const [spanish] = await problemsOf('es');
    expect(spanish?.question).toBe('resuelve 2,5x + 1 = 6');
    expect(spanish?.mathml).toContain('<mn>2,5</mn>');
    const [english] = await problemsOf();
    expect(english?.mathml).toContain('<mn>2.5</mn>');
    expect((await detail('en')).body).toBe((await detail()).body);
    expectError(await detail('xx' as PracticeLanguageCode), 400, 'validation_error', 'lang');
  });

  it('shows as stored what a set made before its keys kept it cannot write again', {
    timeout: 120_000,
  }, async () => {
    const set = await setWith({ category: 'algebra', count: 1, level: 'Easy' });
    const rows = await stored(set.id);
    // The first typed key without its question's tree or what it asked, the drawn one without
    // its seed; the second typed problem's key as it is.
    for (const [position, lacks] of [
      [1, ['questionMath', 'asked']],
      [3, ['made']],
    ] as const) {
      const older = JSON.parse(rows[position - 1]?.answer ?? '{}') as Record<string, unknown>;
      for (const field of lacks) delete older[field];
      await t.app.db
        .updateTable('class_problems')
        .set({ answer: JSON.stringify(older) })
        .where('set_id', '=', set.id)
        .where('position', '=', position)
        .execute();
    }
    const spanish = await problemsIn(set, 'es');
    const [first, second] = rows;
    expect(spanish[0]).toEqual({
      position: 1,
      question: first?.question,
      mathml: first?.mathml,
    });
    expect(spanish[0]?.mathml).toContain('<mn>2.5</mn>');
    expect(spanish[1]?.mathml).not.toBe(second?.mathml);
    expect(spanish[1]?.mathml).toContain('<mi>mcd</mi>');
    // The drawn problem keeps its English words; its maths, from the tree its key kept, in the
    // language's notation.
    const drawn = JSON.parse(rows[2]?.answer ?? '{}') as ClassAnswerKey;
    expect(spanish[2]).toEqual({
      position: 3,
      question: rows[2]?.question,
      mathml: toMathML(drawn.questionMath, { notation: es.writing.notation }),
      questionWords: { before: 'Solve for x:', after: '' },
    });
  });

  it('writes a drawn word problem’s sentence in the language, as its MathML too', {
    timeout: 120_000,
  }, async () => {
    const set = await setWith({ category: 'geometry', count: 2, level: 'Easy' });
    const rows = await stored(set.id);
    const spanish = await problemsIn(set, 'es');
    for (const position of [3, 4]) {
      const key = JSON.parse(rows[position - 1]?.answer ?? '{}') as ClassAnswerKey;
      if (key.kind !== 'drawn' || !key.made) throw new Error('the problem keeps no seed');
      const again = generateProblem(key.made.category, key.made.seed, {
        difficulty: key.made.level,
        language: spanishPractice,
      });
      if (!again.ok) throw new Error(again.error.message);
      expect(spanish[position - 1]?.question, `${position}`).toBe(again.value.question);
      expect(spanish[position - 1]?.question).not.toBe(rows[position - 1]?.question);
      expect(spanish[position - 1]?.mathml, `${position}`).toBe(again.value.questionMathml);
      expect(spanish[position - 1]?.mathml).toContain('<mtext>');
    }
  });

  it('refuses a language it does not write in: 400 on lang', async () => {
    const set = await setWith({ category: 'algebra', count: 1, level: 'Easy' });
    for (const lang of ['xx', 'ES', 'es-ES'])
      expectError(await workIn(set, lang), 400, 'validation_error', 'lang');
  });
});
