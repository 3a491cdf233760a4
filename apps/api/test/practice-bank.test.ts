import { PracticeProblem, practiceCategories } from '@mathtools/contracts';
import { generateProblem } from '@mathtools/math-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BANK_SIZE,
  generateBank,
  PracticeBank,
  parseProblemId,
  problemId,
  SEED_LIMIT,
} from '../src/modules/practice/bank.js';
import { categoryProblemJsonIn } from '../src/modules/practice/make-problem.js';
import { sharedMaths } from './helpers/app.js';

/** The banks below make their problems in the test apps' maths pool (a thread, started when needed). */
const newBank = () => new PracticeBank(sharedMaths());

describe('PracticeBank.random', () => {
  it('makes a problem of the category from a seed, named by its id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...practiceCategories),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        async (category, r) => {
          const bank = newBank();
          const picked = (await bank.random(category, undefined, () => r)).problem;
          expect(picked.category).toBe(category);
          const named = parseProblemId(picked.id);
          expect(named?.category).toBe(category);
          const made = generateProblem(category, named!.seed);
          expect(made.ok && made.value.question).toBe(picked.question);
          expect(await bank.get(picked.id)).toEqual(picked);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('does not show the question shown last when another seed can help it', async () => {
    const bank = newBank();
    const previous = (await bank.random('algebra', undefined, () => 0.5)).problem;
    // The first draws give the previous problem again; a later one differs.
    const draws = [0.5, 0.5, 0.25];
    const next = (await bank.random('algebra', previous.id, () => draws.shift() ?? 0.75)).problem;
    expect(next.question).not.toBe(previous.question);
  });

  it.each(practiceCategories)(
    'rarely repeats a %s problem within 10 draws (under 1 % of draws, over 100 sessions)',
    async (category) => {
      const bank = newBank();
      // The same seeds every run (a Lehmer generator), so the count is repeatable: over 400 sessions
      // it was 0 (algebra), 4 (logarithms) and 1 (geometry) in 4,000 draws.
      let state = 1 + practiceCategories.indexOf(category);
      const random = () => {
        state = (state * 48271) % 2147483647;
        return state / 2147483647;
      };
      let [repeats, draws] = [0, 0];
      for (let session = 0; session < 100; session++) {
        const seen = new Set<string>();
        let last: string | undefined;
        for (let i = 0; i < 10; i++) {
          const p = (await bank.random(category, last, random)).problem;
          if (seen.has(p.question)) repeats++;
          seen.add(p.question);
          last = p.id;
          draws++;
        }
      }
      expect(repeats / draws).toBeLessThan(0.01);
    },
  );
});

describe('problem ids', () => {
  it('name a category and a seed below 2^31', () => {
    expect(parseProblemId(problemId('geometry', 42))).toEqual({ category: 'geometry', seed: 42 });
    expect(parseProblemId(`algebra-${SEED_LIMIT - 1}`)).toEqual({
      category: 'algebra',
      seed: SEED_LIMIT - 1,
    });
    for (const bad of [
      'algebra-0',
      'algebra-01',
      `algebra-${SEED_LIMIT}`,
      'algebra-99999999999',
      'calculus-3',
      'algebra-3x',
      'algebra-',
      ' algebra-3',
    ])
      expect(parseProblemId(bad), bad).toBeUndefined();
  });
});

describe('generateBank', () => {
  it.each(practiceCategories)(
    'gives %s the same distinct problems every time (fixed seeds)',
    (category) => {
      const first = generateBank(category);
      expect(first).toHaveLength(BANK_SIZE);
      expect(new Set(first.map((p) => p.question)).size).toBe(BANK_SIZE);
      expect(generateBank(category)).toEqual(first);
    },
  );

  it.each(practiceCategories)(
    'stores each %s problem with the MathML math-core built for its seed',
    (category) => {
      for (const row of generateBank(category)) {
        const made = generateProblem(category, row.seed);
        if (!made.ok) throw new Error(made.error.message);
        const p = made.value;
        expect(row).toMatchObject({
          question: p.question,
          answer: p.answer,
          hint: p.hint,
          question_mathml: p.questionMathml,
          hint_mathml: p.hintMathml,
          answer_mathml: p.answerMathml,
        });
        for (const mathml of [row.question_mathml, row.hint_mathml, row.answer_mathml])
          expect(mathml).toMatch(/^<math[\s>][\s\S]*<\/math>$/);
        // The steps stay the text forms of the explanation, step for step.
        expect(JSON.parse(row.explanation)).toEqual(p.explanation);
        expect(JSON.parse(row.steps)).toEqual(p.explanation.map((s) => s.text));
      }
    },
  );
});

describe('PracticeBank contents', () => {
  it('holds each problem with its wire JSON, checked against the contract', async () => {
    const bank = newBank();
    const p = await bank.get('algebra-1');
    expect(z.parse(PracticeProblem, p)).toEqual(p);
    expect(JSON.parse((await bank.json('algebra-1')) ?? 'null')).toEqual(p);
    expect(await bank.row('algebra-1')).toMatchObject({
      id: 'algebra-1',
      category: 'algebra',
      seed: 1,
    });
    expect(await bank.get('algebra-0')).toBeUndefined();
    expect(await bank.json('nothing-1')).toBeUndefined();
  });

  it('makes the same problem for an id as the stored bank row of that seed', async () => {
    const bank = newBank();
    for (const row of generateBank('logarithms').slice(0, 10))
      expect(await bank.row(row.id)).toEqual(row);
  });

  it('makes a problem asked for twice at once only once', async () => {
    const bank = newBank();
    const [a, b] = await Promise.all([bank.made('geometry-7'), bank.made('geometry-7')]);
    expect(a).toBe(b);
  });
});

describe("a question's words around its maths", () => {
  it.each(practiceCategories)(
    'splits every %s problem whose question ends with its maths, so none is shown twice',
    async (category) => {
      const bank = newBank();
      for (let seed = 1; seed <= 500; seed++) {
        const p = (await bank.get(problemId(category, seed)))!;
        const made = generateProblem(category, seed);
        if (!made.ok) throw new Error(made.error.message);
        // A word problem's maths is its sentence, shown whole; a question that gives values first
        // ("Given log_2(y) = 3, evaluate log_2(y^4).") has the list of them as its maths, and
        // comes in pieces, each piece of maths where it stands.
        const { type } = made.value.questionMath;
        expect(p.questionWords !== undefined, p.question).toBe(type !== 'text' && type !== 'list');
        expect(p.questionPieces, p.question).toEqual(made.value.questionPieces);
        expect(p.questionPieces !== undefined, p.question).toBe(type === 'list');
        // How its answer is compared, for the page to grade as the server does when it cannot
        // reach it.
        expect(p.decimals, p.question).toBe(made.value.decimals);
        expect(p.ordered, p.question).toBe(made.value.ordered || undefined);
        if (p.questionWords) {
          expect(p.question.startsWith(p.questionWords.before), p.question).toBe(true);
          expect(p.question.endsWith(p.questionWords.after), p.question).toBe(true);
        }
      }
    },
  );

  it("are the language's words in another language, in pieces too", async () => {
    const json = await categoryProblemJsonIn('algebra', 3, 'es');
    const spanish = z.parse(PracticeProblem, JSON.parse(json ?? 'null'));
    expect(spanish.question).toMatch(/^Resuelve la ecuación: /);
    expect(spanish.questionWords?.before).toBe('Resuelve la ecuación:');
    // The first logarithm problem that gives values first ("Given log_6(x) = -8 and …").
    const seed = [...Array(100).keys()].find((n) => {
      const made = generateProblem('logarithms', n);
      return made.ok && made.value.questionPieces !== undefined;
    });
    const given = z.parse(
      PracticeProblem,
      JSON.parse((await categoryProblemJsonIn('logarithms', seed ?? -1, 'es')) ?? 'null'),
    );
    expect(given.questionPieces?.[0]).toBe('Sabiendo que ');
  });
});
