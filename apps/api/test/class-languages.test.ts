/**
 * A class in languages besides English, where the set keeps its problems in English:
 * - a student who joined from /es/join/CODE asks for help with `?lang=es` (fr, de, pt): the hint
 *   and each step's note are math-core's in that language, the steps' maths in its notation,
 *   exactly as `solve(text, { language })` (a typed problem) or the practice generator in the
 *   language (a drawn one) gives them; English without `lang` and with `lang=en`; a language the
 *   API does not write in is 400 on `lang`. Sets made before the steps kept what writes them again
 *   still get a typed problem's help in the language, and a drawn one's in English;
 * - a teacher on /es/teach makes a set with `?lang=es`: the problems typed are read in Spanish
 *   words and notation (`resuelve …`, `2,5`), and every student's grader, in any language, reads
 *   them as the teacher meant.
 */
import {
  apiPaths,
  ClassHelpResponse,
  inLanguage,
  type MathStep,
  type PracticeLanguageCode,
  WorkingResponse,
} from '@mathtools/contracts';
import { generateProblem, solve } from '@mathtools/math-core';
import { de } from '@mathtools/math-core/locales/de';
import { es, spanishPractice } from '@mathtools/math-core/locales/es';
import { fr } from '@mathtools/math-core/locales/fr';
import { pt } from '@mathtools/math-core/locales/pt';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type ClassAnswerKey, gradedText } from '../src/maths/class-tasks.js';
import { cookieHeader, json, rowCount, useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { newTeacher, patientMaths } from './helpers/teacher.js';

const PROBLEM = '2x + 3 = 7';
/** A problem whose steps hold a decimal, which the languages but English write with a comma. */
const DECIMALS = 'ln(x) = 1.5';
const LANGUAGES = { es, fr, de, pt } as const;

/** A step as the wire shows it. */
const shown = ({ note, text, mathml }: MathStep) => ({ note, text, mathml });

/** The steps `solve` gives for the problem, written in the language (English without one). */
function solvedSteps(problem: string, lang?: keyof typeof LANGUAGES) {
  const solved = lang ? solve(problem, { language: LANGUAGES[lang] }) : solve(problem);
  if (!solved.ok) throw new Error(solved.error.message);
  return solved.value.steps.map(shown);
}

describe.each(databaseKinds)('a class in other languages on %s', (kind) => {
  const t = useTestApp(kind, patientMaths);
  let students = 0;

  async function makeSet(
    body: { problems: string[]; help: 'hints' | 'steps'; draw?: unknown },
    lang?: PracticeLanguageCode | string,
  ) {
    const teacher = await newTeacher(t.app);
    return t.app.inject({
      method: 'POST',
      url: lang ? `${apiPaths.teachSets}?lang=${lang}` : apiPaths.teachSets,
      ...json({ title: 'Ecuaciones', ...body }, { cookie: teacher.cookie }),
    });
  }

  async function madeSet(body: Parameters<typeof makeSet>[0], lang?: PracticeLanguageCode) {
    const res = await makeSet(body, lang);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; code: string };
  }

  async function student(code: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.join(code),
      ...json({ nickname: `Ana ${++students}` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return cookieHeader(res);
  }

  const askHelp = (code: string, position: number, cookie: string, lang?: string) =>
    t.app.inject({
      method: 'GET',
      url: lang
        ? `${apiPaths.joinHelp(code, position)}?lang=${lang}`
        : apiPaths.joinHelp(code, position),
      headers: { cookie },
    });

  async function helpIn(code: string, position: number, cookie: string, lang?: string) {
    const res = await askHelp(code, position, cookie, lang);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(ClassHelpResponse, res.json());
  }

  /** The row of a problem of a set: its key and its steps as kept. */
  const storedProblem = (code: string, position: number) =>
    t.app.db
      .selectFrom('class_problems')
      .innerJoin('class_sets', 'class_sets.id', 'class_problems.set_id')
      .select(['class_problems.answer', 'class_problems.steps', 'class_problems.hint'])
      .where('class_sets.code', '=', code)
      .where('class_problems.position', '=', position)
      .executeTakeFirstOrThrow();

  // Its first problems load the solver, and each language, in the pool's thread.
  it('writes a typed problem’s hint and steps in the student’s language, English without it', {
    timeout: 120_000,
  }, async () => {
    const set = await madeSet({ problems: [PROBLEM, DECIMALS], help: 'steps' });
    const cookie = await student(set.code);

    const spanish = await helpIn(set.code, 1, cookie, 'es');
    expect(spanish.steps?.[0]?.note).toBe('Resta 3 en ambos miembros');
    expect(spanish.hint).toBe('Resta 3 en ambos miembros');
    expect(spanish.steps).toEqual(solvedSteps(PROBLEM, 'es'));

    for (const lang of ['fr', 'de', 'pt'] as const) {
      const help = await helpIn(set.code, 1, cookie, lang);
      const steps = solvedSteps(PROBLEM, lang);
      expect(help.steps, lang).toEqual(steps);
      expect(help.hint, lang).toBe(steps[0]?.note);
      expect(help.hint, lang).not.toBe('Subtract 3 from both sides');
    }

    // English: as the set kept it, with or without lang=en.
    for (const lang of [undefined, 'en'] as const) {
      const help = await helpIn(set.code, 1, cookie, lang);
      expect(help, lang).toEqual({
        hint: 'Subtract 3 from both sides',
        steps: solvedSteps(PROBLEM),
      });
    }

    // The maths of the steps in the language's notation, shown and spoken: the check ln(e^(3/2)) = 1,5.
    const decimals = await helpIn(set.code, 2, cookie, 'es');
    expect(decimals.steps).toEqual(solvedSteps(DECIMALS, 'es'));
    const check = decimals.steps?.at(-1);
    expect(check?.text).toMatch(/ = 1,5$/);
    expect(check?.mathml).toMatch(/alttext="[^"]*1,5"/);
    const english = await helpIn(set.code, 2, cookie);
    expect(english.steps?.at(-1)?.text).toMatch(/ = 1\.5$/);
  });

  it('writes only the hint where the teacher allowed hints, in the student’s language', {
    timeout: 60_000,
  }, async () => {
    const set = await madeSet({ problems: [PROBLEM], help: 'hints' });
    const cookie = await student(set.code);
    expect(await helpIn(set.code, 1, cookie, 'es')).toEqual({ hint: 'Resta 3 en ambos miembros' });
    expect(await helpIn(set.code, 1, cookie)).toEqual({ hint: 'Subtract 3 from both sides' });
  });

  it('makes a drawn problem again in the student’s language, from the seed the set kept', {
    timeout: 120_000,
  }, async () => {
    const set = await madeSet({
      problems: [],
      draw: { category: 'algebra', count: 1, level: 'Easy' },
      help: 'steps',
    });
    const cookie = await student(set.code);
    const key = JSON.parse((await storedProblem(set.code, 1)).answer) as ClassAnswerKey;
    if (key.kind !== 'drawn' || !key.made) throw new Error('problem 1 keeps no seed');
    const { category, level, seed } = key.made;
    const made = (language?: typeof spanishPractice) => {
      const p = generateProblem(category, seed, {
        difficulty: level,
        ...(language ? { language } : {}),
      });
      if (!p.ok) throw new Error(p.error.message);
      return { hint: p.value.hint, steps: p.value.explanation.map(shown) };
    };
    const spanish = made(spanishPractice);
    const english = made();
    expect(spanish.hint).not.toBe(english.hint);
    expect(await helpIn(set.code, 1, cookie, 'es')).toEqual(spanish);
    expect(await helpIn(set.code, 1, cookie)).toEqual(english);
  });

  it('writes an older set’s typed help in the language, and keeps its drawn help English', {
    timeout: 120_000,
  }, async () => {
    const set = await madeSet({
      problems: [PROBLEM],
      draw: { category: 'algebra', count: 1, level: 'Easy' },
      help: 'steps',
    });
    const cookie = await student(set.code);
    const english = await helpIn(set.code, 2, cookie);
    // As sets were kept before: steps with their words and maths only, a drawn key with no seed.
    for (const position of [1, 2]) {
      const row = await storedProblem(set.code, position);
      const key = JSON.parse(row.answer) as ClassAnswerKey;
      const { made: _, ...older } = key as ClassAnswerKey & { made?: unknown };
      const steps = (JSON.parse(row.steps) as MathStep[]).map(shown);
      await t.app.db
        .updateTable('class_problems')
        .set({ answer: JSON.stringify(older), steps: JSON.stringify(steps) })
        .where('set_id', '=', set.id)
        .where('position', '=', position)
        .execute();
    }
    expect(await helpIn(set.code, 1, cookie, 'es')).toEqual({
      hint: 'Resta 3 en ambos miembros',
      steps: solvedSteps(PROBLEM, 'es'),
    });
    expect(await helpIn(set.code, 2, cookie, 'es')).toEqual(english);
  });

  it('refuses a language it does not write in: 400 on lang, for help and for a new set', async () => {
    const set = await madeSet({ problems: [PROBLEM], help: 'steps' });
    const cookie = await student(set.code);
    const sets = await rowCount(t.app, 'class_sets');
    for (const lang of ['xx', 'ES', 'es-ES']) {
      expectError(await askHelp(set.code, 1, cookie, lang), 400, 'validation_error', 'lang');
      expectError(
        await makeSet({ problems: [PROBLEM], help: 'steps' }, lang),
        400,
        'validation_error',
        'lang',
      );
    }
    expect(await rowCount(t.app, 'class_sets')).toBe(sets);
  });

  it('reads the problems a teacher types on /es/teach in Spanish, and grades them alike in every language', {
    timeout: 120_000,
  }, async () => {
    const typed = ['resuelve 2,5x + 1 = 6', 'mcd(12; 18)'];
    // On an English page "resuelve" is no word the solver knows.
    expectError(
      await makeSet({ problems: typed, help: 'steps' }, undefined),
      422,
      'problem_unsolved',
      'problems.0',
    );
    const res = await makeSet({ problems: typed, help: 'steps' }, 'es');
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json() as { id: string; code: string; problems: { question: string }[] };
    // The teacher's table shows the problems as typed.
    expect(set.problems.map((p) => p.question)).toEqual(typed);
    const key = JSON.parse((await storedProblem(set.code, 1)).answer) as ClassAnswerKey;
    expect(key).toMatchObject({ kind: 'typed', problem: 'solve 2.5x + 1 = 6', expected: '2' });

    // Students in Spanish and in English: the answer 2, and working in their own notation.
    const cookie = await student(set.code);
    const answer = async (text: string, lang?: PracticeLanguageCode, position = 1) => {
      const r = await t.app.inject({
        method: 'POST',
        url: inLanguage(apiPaths.joinAnswer(set.code, position), lang),
        ...json({ answer: text }, { cookie }),
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { correct: boolean }).correct;
    };
    expect(await answer('x = 2', 'es')).toBe(true);
    expect(await answer('x = 2')).toBe(true);
    expect(await answer('x = 2,5', 'es')).toBe(false);
    expect(await answer('6', 'de', 2)).toBe(true);
    expect(await answer('6', undefined, 2)).toBe(true);
    const working = async (lines: string[], lang?: PracticeLanguageCode) => {
      const r = await t.app.inject({
        method: 'POST',
        url: inLanguage(apiPaths.joinWorking(set.code, 1), lang),
        ...json({ lines }, { cookie }),
      });
      expect(r.statusCode, r.body).toBe(200);
      return z.parse(WorkingResponse, r.json()).lines.map((l) => l.verdict);
    };
    expect(await working(['2,5x = 5', 'x = 2'], 'es')).toEqual(['right', 'right']);
    expect(await working(['2.5x = 5', 'x = 2'])).toEqual(['right', 'right']);

    // The help: Spanish for the Spanish student, English for an English one.
    expect((await helpIn(set.code, 1, cookie, 'es')).steps).toEqual(
      solvedSteps('resuelve 2,5x + 1 = 6', 'es'),
    );
    expect((await helpIn(set.code, 1, cookie)).steps).toEqual(solvedSteps('solve 2.5x + 1 = 6'));

    // Why a problem cannot be read is said in the teacher's language ("did you mean …?").
    const refused = solve('resulve 2x = 4', { language: es, corrections: false });
    if (refused.ok) throw new Error('a misspelt word was read');
    const said = expectError(
      await makeSet({ problems: ['resulve 2x = 4'], help: 'steps' }, 'es'),
      422,
      'problem_unsolved',
      'problems.0',
    );
    expect(said.message).toBe(`“resulve 2x = 4”: ${refused.error.message}`);
  });
});

describe('the problem every student’s grader reads', () => {
  it('is in the solver’s English words and notation, which read the same in every language', () => {
    expect(gradedText('resuelve 2,5x + 1 = 6', es)).toBe('solve 2.5x + 1 = 6');
    expect(gradedText('löse 1.234,5 + x = 2', de)).toBe('solve 1234.5 + x = 2');
    expect(gradedText('mcd(12; 18)', es)).toBe('gcd(12, 18)');
    expect(gradedText('12 : 4', fr)).toBe('12 ÷ 4');
    // An English page's commas: a thousands comma read, a list's comma given its space.
    expect(gradedText('x + 1,000 = 5', undefined)).toBe('x + 1000 = 5');
    expect(gradedText('gcd(12,18)', undefined)).toBe('gcd(12, 18)');
    expect(gradedText('x=1,y=2', undefined)).toBe('x=1,y=2');
    for (const text of ['solve 2.5x + 1 = 6', 'gcd(12, 18)', 'x + 1000 = 5'])
      for (const language of [es, fr, de, pt]) expect(language.read(text).text, text).toBe(text);
  });
});
