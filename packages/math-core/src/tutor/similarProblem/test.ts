import { describe, expect, it } from 'vitest';
import type { RefusalTable } from '../../math/refusal';
import { checkAnswer } from '../../practice/checkAnswer';
import { solve } from '../../solve/solve';
import { es } from '../../solve/write/es';
import { pt } from '../../solve/write/pt';
import { checkWorking } from '../checkWorking';
import {
  checkSimilarAnswer,
  confirmSimilarProblem,
  expectedAnswer,
  SIMILAR_REFUSALS,
  similarProblem,
} from '.';

/** The sentences of refusals of a language's entry. */
const refusalsOf = (language: typeof es): RefusalTable =>
  (language.writing.notes as { refusals: RefusalTable }).refusals;

const PROBLEMS = [
  'x^2-5x+6=0',
  '2x+3=7',
  '3/4+5/6',
  '(x+1)^2',
  '2x+y=5, x-y=1',
  '-2x<6',
  'x^2-3x+1=0',
  'derivative of x^3',
  '15% of 80',
  'integrate 3x^2',
  'sqrt(x+2)=x',
  'log_2(x)=5',
];

describe('similarProblem', () => {
  it('gives a problem of the same kind and method with other numbers, graded by its own answer', () => {
    for (const text of PROBLEMS) {
      const first = solve(text);
      if (!first.ok) throw new Error(text);
      for (const seed of [1, 2, 3]) {
        const r = similarProblem(text, seed);
        if (!r.ok) throw new Error(`${text} (${seed}): ${r.error.message}`);
        const s = r.value;
        expect(s.problem, text).not.toBe(text);
        expect([s.kind, s.method, s.practice]).toEqual([
          first.value.kind,
          first.value.method,
          first.value.practice,
        ]);
        // The problem is shown to be typed and solved again: it must read as the solution says.
        const again = solve(s.problem);
        expect(again.ok && again.value.answer).toBe(s.solution.answer);
        // The solution's own answer passes the grader the browser and the server share.
        const own = s.expected ?? (s.solution.solutions[0]?.text as string);
        expect(checkSimilarAnswer(s, own), `${s.problem}: ${own}`).toEqual({
          ok: true,
          value: { correct: true },
        });
        if (s.expected !== null) {
          const graded = checkAnswer(s.expected, s.expected);
          expect(graded.ok && graded.value.correct, `${s.problem}: ${s.expected}`).toBe(true);
        } else {
          const answer = s.solution.solutions[0]?.text as string;
          const graded = checkWorking(s.problem, [answer]);
          expect(graded.ok && graded.value.finished, `${s.problem}: ${answer}`).toBe(true);
        }
      }
    }
  });

  it('keeps whole-number answers whole, and signs as they were', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = similarProblem('x^2-5x+6=0', seed);
      if (!r.ok) throw new Error(r.error.message);
      for (const s of r.value.solution.solutions)
        expect(Number.isInteger(s.value) && (s.value as number) > 0).toBe(true);
      expect(r.value.expected).toMatch(/^\d+, \d+$/);
    }
  });

  it('keeps the lesson: the shape of an answer, a root rejected, fractions reduced, another answer', () => {
    const made = (text: string, seed: number) => {
      const r = similarProblem(text, seed);
      if (!r.ok) throw new Error(`${text} (${seed}): ${r.error.message}`);
      return r.value;
    };
    for (let seed = 0; seed < 6; seed++) {
      // An interval stays an interval, never "No solution".
      const interval = made('x^2 - 5x + 6 < 0', seed);
      expect(interval.solution.set?.length, interval.problem).toBe(1);
      expect(interval.solution.set?.[0]?.from && interval.solution.set?.[0]?.to).toBeTruthy();
      // A fraction stays in lowest terms: 2x/3 = 8 never becomes 9x/9 = 6.
      const fraction = made('2x/3 = 8', seed);
      const [, p, q] = /^(\d+)x\/(\d+)/.exec(fraction.problem) ?? [];
      const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
      expect(gcd(Number(p), Number(q)), fraction.problem).toBe(1);
      // The answer is another one than the first problem's.
      expect(fraction.expected).not.toBe('12');
      // An exponential equation has one, its answer a whole number.
      const power = made('3^(x+1) = 27', seed);
      expect(power.solution.kind).toBe('exponential');
      expect(Number.isInteger(power.solution.solutions[0]?.value)).toBe(true);
    }
    // A root rejected stays rejected: sqrt(x + 2) = x keeps one root that checks and one that does not.
    const rejected = made('sqrt(x + 2) = x', 1);
    expect(
      rejected.solution.steps.some((step) => /do not check|reject/i.test(step.rule ?? '')),
    ).toBe(true);
    // 2sin(x) = 1 is never 4sin(x) = 2, the same equation with the same answer.
    const trig = similarProblem('2sin(x) = 1', 1);
    if (trig.ok)
      expect(trig.value.solution.answer).not.toBe(
        solve('2sin(x) = 1').ok &&
          (solve('2sin(x) = 1') as { value: { answer: string } }).value.answer,
      );
  });

  it('is the same problem for the same seed', () => {
    const a = similarProblem('2x+3=7', 42);
    const b = similarProblem('2x+3=7', 42);
    expect(a).toEqual(b);
  });

  it('grades an answer given to the new problem', () => {
    const r = similarProblem('2x+3=7', 7);
    if (!r.ok) throw new Error(r.error.message);
    const value = r.value.solution.solutions[0]?.value as number;
    expect(checkAnswer(`x = ${value}`, r.value.expected as string)).toMatchObject({
      ok: true,
      value: { correct: true },
    });
    expect(checkAnswer(String(value + 1), r.value.expected as string)).toMatchObject({
      ok: true,
      value: { correct: false },
    });
  });

  it('refuses a problem it cannot solve or that has no numbers to change', () => {
    expect(similarProblem('2x+=', 1)).toMatchObject({
      ok: false,
      error: { code: 'invalid_value' },
    });
    expect(similarProblem('expand (a+b)(a-b)', 1)).toMatchObject({
      ok: false,
      error: { code: 'unsupported', message: SIMILAR_REFUSALS.similarNoNumbers },
    });
  });

  it('says why it refuses in the language it is given', () => {
    expect(similarProblem('expand (a+b)(a-b)', 1, { language: es })).toMatchObject({
      ok: false,
      error: {
        code: 'unsupported',
        message: refusalsOf(es).similarNoNumbers,
        why: { id: 'similarNoNumbers' },
      },
    });
    // The solver's own reason, in the language.
    expect(similarProblem('1/0 + x = 2', 1, { language: pt })).toMatchObject({
      ok: false,
      error: { message: refusalsOf(pt).divideByZero, why: { id: 'divideByZero' } },
    });
    expect(confirmSimilarProblem('2x+3=7', 'x^2=4', { language: es })).toMatchObject({
      ok: false,
      error: { field: 'problem', message: refusalsOf(es).similarNotLike },
    });
  });
});

describe('checkSimilarAnswer', () => {
  const made = (text: string, seed: number) => {
    const r = similarProblem(text, seed);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('grades a value by checkAnswer: any form of the right one, and not a wrong one', () => {
    for (const seed of [3, 7, 11]) {
      const s = made('2x+3=7', seed);
      // The root worked out here from the problem's own numbers: a x + b = c.
      const [a, b, c] = (/^(\d+)x\+(\d+)=(\d+)$/.exec(s.problem) ?? []).slice(1).map(Number);
      if (!a || !b || !c) throw new Error(`${s.problem} is not ax+b=c`);
      const root = `${c - b}/${a}`;
      for (const right of [root, `x = ${root}`, ` ${(c - b) / a} `])
        expect(checkSimilarAnswer(s, right), `${s.problem}: ${right}`).toEqual({
          ok: true,
          value: { correct: true },
        });
      expect(checkSimilarAnswer(s, `${c + b}/${a}`)).toEqual({
        ok: true,
        value: { correct: false },
      });
    }
  });

  it('accepts the answer as the solver prints it, and its other equivalent forms', () => {
    const grade = (s: { problem: string; expected: string | null }, given: string) => {
      const r = checkSimilarAnswer(s, given);
      if (!r.ok) throw new Error(`${s.problem}: ${given}: ${r.error.message}`);
      return r.value.correct;
    };
    for (const text of [
      'x^2-7x+1=0',
      'e^(7x) = 2',
      'x^2 = 5',
      '2x + 3 <= 1',
      'x^2 - 5x + 6 < 0',
      'x + y = 5, x - y = 3',
      '(x^2 + x - 6)/(x - 2)',
    ])
      for (const seed of [1, 2]) {
        const s = made(text, seed);
        // The solver's own answer line, and each solution written on its own.
        expect(grade(s, s.solution.answer), `${s.problem}: ${s.solution.answer}`).toBe(true);
        const each = s.solution.solutions.map((x) => x.text).join(' or ');
        if (each) expect(grade(s, each), `${s.problem}: ${each}`).toBe(true);
      }
    const system = { problem: 'x + y = 5, x - y = 3', expected: 'x = 4, y = 1' };
    for (const given of ['(4, 1)', '(x, y) = (4, 1)', 'x = 4 and y = 1'])
      expect(grade(system, given), given).toBe(true);
    expect(grade(system, '(1, 4)')).toBe(false);
    const inequality = { problem: '2x + 3 <= 1', expected: 'x ≤ −1' };
    for (const given of ['(−∞, −1]', 'x ∈ (−∞, −1]', '−1 ≥ x'])
      expect(grade(inequality, given), given).toBe(true);
    expect(grade({ problem: 'd/dx 2x^3', expected: null }, '6x^2')).toBe(true);
    expect(grade({ problem: '∫ 6x^2 dx', expected: null }, '2x³ + c')).toBe(true);
    expect(grade({ problem: '∫ 6x^2 dx', expected: null }, '2x³')).toBe(false);
    expect(grade({ problem: '(x^2 + x - 6)/(x - 2)', expected: null }, 'x + 3, x ≠ 2')).toBe(true);
  });

  it('grades an expression as one finished line of working', () => {
    const s = made('(x+1)^2', 4);
    expect(s.expected).toBeNull();
    const n = Number(/^\(x\+(\d+)\)\^2$/.exec(s.problem)?.[1]);
    expect(n).toBeGreaterThan(1);
    const correct = { ok: true, value: { correct: true } };
    expect(checkSimilarAnswer(s, `x^2+${2 * n}x+${n * n}`)).toEqual(correct);
    expect(checkSimilarAnswer(s, `${n * n}+${2 * n}x+x^2`)).toEqual(correct);
    // The square of a sum is not the sum of the squares; and a product left unexpanded is not done.
    expect(checkSimilarAnswer(s, `x^2+${n * n}`)).toEqual({ ok: true, value: { correct: false } });
    expect(checkSimilarAnswer(s, `(x+${n})(x+${n})`)).toEqual({
      ok: true,
      value: { correct: false },
    });
  });

  it('says an answer it cannot read is unreadable, with a reason for the student', () => {
    const value = made('2x+3=7', 7);
    const expression = made('(x+1)^2', 4);
    for (const [similar, given] of [
      [value, 'abc'],
      [value, '   '],
      [expression, 'x^2+*4'],
      [expression, ''],
      [expression, 'x'.repeat(400)],
    ] as const) {
      const r = checkSimilarAnswer(similar, given);
      expect(r, `${similar.problem}: ${given}`).toMatchObject({
        ok: false,
        error: { code: 'unreadable_answer', field: 'given' },
      });
      if (!r.ok) expect(r.error.message).toMatch(/^[A-Z]/);
    }
    expect(checkSimilarAnswer(value, 4 as never)).toMatchObject({
      ok: false,
      error: { code: 'unreadable_answer' },
    });
  });

  it('says why an answer is not graded in the language it is given', () => {
    const value = made('2x+3=7', 7);
    const expression = made('(x+1)^2', 4);
    expect(checkSimilarAnswer(value, ' ', { language: es })).toMatchObject({
      ok: false,
      error: { code: 'unreadable_answer', message: refusalsOf(es).similarNoAnswer },
    });
    // An expression's answer is read by the checker of working, which says why in the language.
    const line = checkSimilarAnswer(expression, 'x^2+*4', { language: es });
    expect(!line.ok && line.error.message).toMatch(/^No se pudo leer esta línea: /);
    const long = checkSimilarAnswer(expression, 'x'.repeat(400), { language: pt });
    expect(!long.ok && long.error.message).toMatch(/^Escreva no máximo \d+ caracteres por linha$/);
  });

  it('refuses what is not a similar problem', () => {
    for (const similar of [null, 'x=1', {}, { problem: 'x=1' }, { problem: 1, expected: '1' }])
      expect(checkSimilarAnswer(similar as never, '1')).toMatchObject({
        ok: false,
        error: { code: 'invalid_value', field: 'similar' },
      });
    expect(checkSimilarAnswer({ problem: '2x+=', expected: null }, 'x')).toMatchObject({
      ok: false,
      error: { field: 'problem' },
    });
  });
});

describe('confirmSimilarProblem', () => {
  it('confirms every problem similarProblem makes, with the same expected answer', () => {
    for (const text of PROBLEMS)
      for (const seed of [1, 2, 3]) {
        const made = similarProblem(text, seed);
        if (!made.ok) continue;
        const confirmed = confirmSimilarProblem(text, made.value.problem);
        expect(confirmed.ok, `${text} → ${made.value.problem}`).toBe(true);
        if (confirmed.ok) {
          expect(confirmed.value.expected).toBe(made.value.expected);
          expect(confirmed.value.kind).toBe(made.value.kind);
        }
      }
  });

  it('refuses a problem that is not like the one solved', () => {
    const refused = (text: string, problem: string) => {
      const r = confirmSimilarProblem(text, problem);
      return !r.ok && r.error.code === 'invalid_value' && r.error.field === 'problem';
    };
    // The same problem, another shape, another kind by a changed exponent, another method.
    expect(refused('x^2-5x+6=0', 'x^2-5x+6=0')).toBe(true);
    expect(refused('x^2-5x+6=0', 'x^2-5x+6+x=0')).toBe(true);
    expect(refused('x^2-5x+6=0', 'x^3-5x+6=0')).toBe(true);
    expect(refused('x^2-5x+6=0', 'x^2-5x+5=0')).toBe(true);
    // Answers less clean, or of other signs, than the first problem's.
    expect(refused('2x+3=7', '2x+3=8')).toBe(true);
    expect(refused('2x+3=7', '2x+9=7')).toBe(true);
    expect(confirmSimilarProblem('2x+3=7', '2x+3=9').ok).toBe(true);
    expect(confirmSimilarProblem('2x+=', '2x+3=9')).toMatchObject({ ok: false });
    expect(confirmSimilarProblem(7 as unknown as string, '2x+3=9')).toMatchObject({ ok: false });
  });
});

describe('expectedAnswer', () => {
  const solved = (text: string) => {
    const r = solve(text);
    if (!r.ok) throw new Error(`${text} was not solved: ${r.error.message}`);
    return r.value;
  };

  it('gives the values of one unknown bare, of several by name, and a set as inequalities', () => {
    expect(expectedAnswer(solved('x^2-5x+6=0'))).toBe('2, 3');
    expect(expectedAnswer(solved('2x+3=7'))).toBe('2');
    expect(expectedAnswer(solved('x+y=3, x-y=1'))).toBe('x = 2, y = 1');
    expect(expectedAnswer(solved('x^2>4'))).toBe('x < −2 or x > 2');
  });

  it('is null for an answer that is no value to compare', () => {
    // An expression in an unknown is graded as a line of working; no solution or every number is
    // an outcome, not a value.
    expect(expectedAnswer(solved('(x+1)^2'))).toBeNull();
    expect(expectedAnswer(solved('derivative of x^2'))).toBeNull();
    expect(expectedAnswer(solved('x^2+1=0'))).toBeNull();
    expect(expectedAnswer(solved('x=x'))).toBeNull();
    expect(expectedAnswer({ ...solved('x^2-5x+6=0'), solutions: [] })).toBeNull();
  });

  it('is what checkSimilarAnswer grades the solver’s own answer right against', () => {
    for (const problem of ['x^2-5x+6=0', 'x+y=3, x-y=1', 'x^2>4', '3x+5=11']) {
      const r = solved(problem);
      const expected = expectedAnswer(r);
      expect(checkSimilarAnswer({ problem, expected }, r.answer)).toEqual({
        ok: true,
        value: { correct: true },
      });
    }
  });
});
