// Every export answers any argument of any type: no throw, and a result of bounded size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MathErrorCode } from '../src/index';
import * as library from '../src/index';
import { ADVERSARIAL_ARGUMENTS, ADVERSARIAL_NUMBERS, ADVERSARIAL_STRINGS } from './adversarial';
import { runs } from './runs';

const CODES: readonly MathErrorCode[] = [
  'not_a_number',
  'out_of_range',
  'division_by_zero',
  'invalid_operator',
  'invalid_base',
  'invalid_value',
  'invalid_date',
  'target_before_birth',
  'zero_total',
  'no_credits',
  'unknown_unit',
  'unknown_category',
  'invalid_term',
  'unreadable_answer',
  'unsupported',
];

/** Functions that return plain values rather than a Result. */
const PLAIN = new Set([
  'answerCredit',
  'drawable',
  'evaluateMath',
  'formatFixed',
  'formatTrimmed',
  'formatMoney',
  'listCategories',
  'listSkills',
  'toLatex',
  'toMathML',
  'toSpeech',
  'toText',
]);

const text = fc.oneof(
  fc.constantFrom(...ADVERSARIAL_STRINGS),
  fc.string({ unit: fc.constantFrom(...'0123456789.e-+/ ,x=°\u2212\u2013\u00a0'), maxLength: 300 }),
  fc.string({ maxLength: 300 }),
);
const number = fc.oneof(
  fc.constantFrom(...ADVERSARIAL_NUMBERS),
  fc.double(),
  fc.integer(),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);
const scalar = fc.oneof(text, number, fc.constantFrom(undefined, null, true, 10n));
/** Objects shaped like the library's inputs, with hostile field values. */
const shaped = fc.record(
  {
    weight: scalar,
    height: scalar,
    system: scalar,
    credits: scalar,
    grade: scalar,
    days: scalar,
    hours: scalar,
    minutes: scalar,
    seconds: scalar,
    difficulty: scalar,
    decimals: scalar,
  },
  { requiredKeys: [] },
);
const argument = fc.oneof(
  { weight: 3, arbitrary: scalar },
  { weight: 2, arbitrary: fc.anything() },
  { weight: 2, arbitrary: shaped },
  { weight: 1, arbitrary: fc.array(fc.oneof(shaped, scalar), { maxLength: 20 }) },
);
const argumentLists = fc.array(argument, { maxLength: 4 });

/** What throws by design: `unwrap` of a refusal, and the error class it throws. */
// createSolver makes a solver, not a result: given anything but a list of kinds it throws a
// TypeError by design (test/solve-create-solver.test.ts).
const THROWING = new Set(['MathResultError', 'unwrap', 'createSolver']);

const functions = (Object.entries(library) as [string, unknown][]).filter(
  (entry): entry is [string, (...args: unknown[]) => unknown] =>
    typeof entry[1] === 'function' && !THROWING.has(entry[0]),
);

const expectBounded = (name: string, result: unknown): void => {
  if (name === 'explainAnswer') {
    // The mistake behind a wrong answer, or null.
    if (result !== null) expect(typeof (result as { reason?: unknown }).reason).toBe('string');
  } else if (name === 'refusalIn') {
    // A refusal, in a language or as it was.
    const error = result as { code?: unknown; message?: unknown };
    expect(CODES).toContain(error.code);
    expect(typeof error.message).toBe('string');
  } else if (name === 'expectedAnswer') {
    // The answer to grade against, or null.
    if (result !== null) expect(typeof result).toBe('string');
  } else if (PLAIN.has(name)) {
    if (name === 'listCategories' || name === 'listSkills')
      expect(Array.isArray(result)).toBe(true);
    else if (name === 'evaluateMath' || name === 'answerCredit')
      expect(typeof result).toBe('number');
    else if (name === 'drawable') expect(typeof result).toBe('boolean');
    else expect(typeof result).toBe('string');
  } else {
    expect(typeof result === 'object' && result !== null, name).toBe(true);
    const r = result as {
      ok: unknown;
      value?: unknown;
      error?: { code: unknown; message: unknown };
    };
    expect(typeof r.ok).toBe('boolean');
    if (r.ok) expect(r.value).toBeDefined();
    else {
      expect(CODES).toContain(r.error?.code);
      expect(typeof r.error?.message).toBe('string');
    }
  }
  // The largest honest answer is a 1,200-row loan schedule.
  expect(
    JSON.stringify(result, (_, v) => (typeof v === 'bigint' ? String(v) : v)).length,
  ).toBeLessThan(300_000);
};

describe('every export, any argument', () => {
  it('covers the whole public API', () => {
    expect(functions.map(([name]) => name).sort()).toEqual([
      'age',
      'answerCredit',
      'arithmetic',
      'bmi',
      'buildPracticeSet',
      'calculatorStepIn',
      'calculatorWordsIn',
      'checkAnswer',
      'checkSimilarAnswer',
      'checkWorking',
      'confirmSimilarProblem',
      'convertUnit',
      'discount',
      'drawable',
      'evaluateMath',
      'expectedAnswer',
      'explainAnswer',
      'formatFixed',
      'formatMoney',
      'formatTrimmed',
      'fractionCalc',
      'gcdLcm',
      'generateProblem',
      'generateSkillProblem',
      'gpa',
      'graph',
      'lineThroughPoints',
      'listCategories',
      'listSkills',
      'listUnits',
      'loan',
      'nextDifficulty',
      'parseMath',
      'percentChange',
      'percentOf',
      'percentageOf',
      'pickReviewSet',
      'plotFunction',
      'primeFactors',
      'readGraphProblem',
      'readNumberCommas',
      'readProblem',
      'refusalIn',
      'scheduleReview',
      'similarProblem',
      'simplifyLog',
      'simplifyRadical',
      'skillMastery',
      'solve',
      'solveQuadratic',
      'statistics',
      'stepWords',
      'timeCalc',
      'tip',
      'toCents',
      'toLatex',
      'toMathML',
      'toSpeech',
      'toText',
    ]);
  });

  for (const [name, fn] of functions) {
    it(`${name} never throws and returns a bounded result`, () => {
      fc.assert(
        fc.property(argumentLists, (args) => {
          expectBounded(name, fn(...args));
        }),
        { numRuns: runs(300) },
      );
    });
  }

  it('answers every adversarial string and number in every position', () => {
    for (const [name, fn] of functions) {
      for (const args of ADVERSARIAL_ARGUMENTS) expectBounded(name, fn(...args));
    }
  });
});
