import { apiPaths, PracticeProblem } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

/** How each language asks to solve an equation, as its practice words begin the question. */
const ASKS = {
  es: 'Resuelve la ecuación',
  fr: 'Résolvez l’équation',
  de: 'Löse die Gleichung',
  pt: 'Resolva a equação',
} as const;

describe('practice problems in the page language', () => {
  const t = useTestApp('sqlite');

  it.each(Object.entries(ASKS))(
    'GET random?lang=%s writes the problem in that language; the same id grades the same answer',
    async (lang, asks) => {
      const res = await t.app.inject({
        method: 'GET',
        url: apiPaths.randomProblem('algebra', 'Easy', lang as keyof typeof ASKS),
      });
      expect(res.statusCode).toBe(200);
      const problem = z.parse(PracticeProblem, res.json());
      expect(problem.question.startsWith(asks)).toBe(true);
      expect(problem.question).not.toMatch(/Solve for x/);
      // The same problem as the English one the id names: same answer and maths, other words.
      const english = await t.app.practiceBank.get(problem.id);
      expect(english?.answer).toBe(problem.answer);
      expect(english?.question).not.toBe(problem.question);
      expect(problem.hint).not.toBe(english?.hint);
    },
  );

  it('English is the default and lang=en; an unknown language is refused', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/practice/random/algebra?lang=en' });
    expect(z.parse(PracticeProblem, en.json()).question).toMatch(/^Solve for x: /);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/practice/random/algebra?lang=xx' }),
      400,
      'validation_error',
      'lang',
    );
  });
});
