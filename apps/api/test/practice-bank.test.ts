import { type PracticeProblem, practiceCategories } from '@mathtools/contracts';
import { generateProblem } from '@mathtools/math-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANK_SIZE, generateBank, PracticeBank } from '../src/modules/practice/bank.js';

const math = (inner: string) => `<math xmlns="http://www.w3.org/1998/Math/MathML">${inner}</math>`;

const problem = (id: string): PracticeProblem => ({
  id,
  category: 'algebra',
  question: `q${id}`,
  answer: '1',
  difficulty: 'Easy',
  hint: '',
  steps: [],
  questionMathml: math(`<mtext>q${id}</mtext>`),
  hintMathml: math('<mtext></mtext>'),
  answerMathml: math('<mn>1</mn>'),
  explanation: [],
});

describe('PracticeBank.random', () => {
  it('never repeats the previous problem when there is another, and stays in the category', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (size, prev, r) => {
          // Arrange
          const bank = new PracticeBank(
            Array.from({ length: size }, (_, i) => problem(`algebra-${i}`)),
          );
          const previousId = `algebra-${prev % size}`;
          // Act
          const picked = bank.random('algebra', previousId, () => r);
          // Assert
          expect(picked?.category).toBe('algebra');
          if (size > 1) expect(picked?.id).not.toBe(previousId);
        },
      ),
    );
  });

  it('reaches every other problem (uniform over the rest)', () => {
    const bank = new PracticeBank(Array.from({ length: 5 }, (_, i) => problem(`algebra-${i}`)));
    const seen = new Set(
      [0, 0.2, 0.4, 0.6, 0.8].map((r) => bank.random('algebra', 'algebra-2', () => r)?.id),
    );
    expect(seen).toEqual(new Set(['algebra-0', 'algebra-1', 'algebra-3', 'algebra-4']));
  });

  it('returns undefined for an empty category', () => {
    expect(new PracticeBank([]).random('geometry')).toBeUndefined();
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
  it('holds each problem with its wire JSON, checked against the contract once', () => {
    const bank = new PracticeBank([problem('algebra-1')]);
    expect(JSON.parse(bank.json('algebra-1') ?? 'null')).toEqual(bank.get('algebra-1'));
    expect(bank.json('algebra-2')).toBeUndefined();
  });

  it('refuses a problem the contract does not accept', () => {
    expect(
      () => new PracticeBank([{ ...problem('algebra-1'), difficulty: 'Impossible' as 'Easy' }]),
    ).toThrow();
    // A row still waiting for its MathML (empty) is not served.
    expect(() => new PracticeBank([{ ...problem('algebra-1'), questionMathml: '' }])).toThrow();
  });
});
