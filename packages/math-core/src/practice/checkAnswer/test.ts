import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { checkAnswer } from './index';

const correct = (given: string, expected: string, decimals?: number) =>
  unwrap(checkAnswer(given, expected, decimals === undefined ? {} : { decimals })).correct;

describe('checkAnswer', () => {
  it('compares text with whitespace removed, lower-cased', () => {
    expect(unwrap(checkAnswer(' X = 2 ', 'x=2'))).toEqual({
      correct: true,
      normalizedGiven: 'x=2',
      matchedBy: 'text',
    });
    expect(correct('Right Angle', 'right angle')).toBe(true);
    expect(correct('acute', 'right angle')).toBe(false);
  });

  it('accepts equivalent numbers', () => {
    for (const given of ['0.5', '.5', '1/2', '2/4', ' 1 / 2 ', '0.50', '5e-1'])
      expect(correct(given, '1/2'), given).toBe(true);
    expect(correct('x = 4', '4')).toBe(true);
    expect(correct('x=4', '4')).toBe(true);
    expect(correct('-3/2', '-1.5')).toBe(true);
    expect(correct('3/-2', '-1.5')).toBe(true);
    expect(correct('70°', '70')).toBe(true);
    expect(correct('0.3333', '1/3')).toBe(false);
    expect(correct('4', '-4')).toBe(false);
    expect(unwrap(checkAnswer('2/4', '1/2')).matchedBy).toBe('number');
  });

  it('keeps the order when the problem asks for one, and only then', () => {
    const inOrder = (given: string, expected: string) =>
      unwrap(checkAnswer(given, expected, { ordered: true })).correct;
    expect(inOrder('2, 3', '2, 3')).toBe(true);
    expect(inOrder('x = 2, x = 3', '2, 3')).toBe(true);
    expect(inOrder('3, 2', '2, 3')).toBe(false);
    expect(inOrder('x = 3 or x = 2', '2, 3')).toBe(false);
    expect(inOrder('-1/2, 0.75', '-0.5, 3/4')).toBe(true);
    expect(inOrder('3/4, -1/2', '-0.5, 3/4')).toBe(false);
    // Values written with roots are compared by meaning, in order too.
    expect(inOrder('-sqrt(2), sqrt(2)', '-√2, √2')).toBe(true);
    expect(inOrder('sqrt(2), -sqrt(2)', '-√2, √2')).toBe(false);
    expect(unwrap(checkAnswer('3, 2', '2, 3', { ordered: false })).correct).toBe(true);
    expect(errorOf(checkAnswer('2, 3', '2, 3', { ordered: 'yes' as never })).code).toBe(
      'invalid_value',
    );
  });

  it('matches several solutions in any order', () => {
    expect(correct('x = 3, x = 2', '2, 3')).toBe(true);
    expect(correct('3,2', '2, 3')).toBe(true);
    expect(correct('x=2 or x=3', '2, 3')).toBe(true);
    expect(correct('2', '2, 3')).toBe(false);
    expect(correct('2, 2', '2, 3')).toBe(false);
    expect(correct('2, 3, 4', '2, 3')).toBe(false);
  });

  it('allows rounding only when asked to', () => {
    expect(correct('28.274', '28.27')).toBe(false);
    expect(correct('28.274', '28.27', 2)).toBe(true);
    expect(correct('28.28', '28.27', 2)).toBe(false);
    expect(errorOf(checkAnswer('1', '1.5', { decimals: -1 }))).toMatchObject({
      code: 'invalid_value',
      field: 'decimals',
    });
  });

  it('says when the answer cannot be read', () => {
    expect(errorOf(checkAnswer('   ', '4'))).toMatchObject({
      code: 'unreadable_answer',
      field: 'given',
    });
    expect(errorOf(checkAnswer('', 'yes'))).toMatchObject({ code: 'unreadable_answer' });
    expect(errorOf(checkAnswer('four', '4'))).toMatchObject({ code: 'unreadable_answer' });
    expect(errorOf(checkAnswer(' abc ', '4'))).toMatchObject({
      message: 'We could not read “abc” as a number. Enter a number such as 4, -2.5 or 3/2.',
    });
    expect(errorOf(checkAnswer('x >=', 'x ≥ -5/2'))).toMatchObject({
      code: 'unreadable_answer',
      message: 'We could not read “x >=” as maths. Check what you typed.',
    });
    expect(errorOf(checkAnswer('sqrt(', '√3/2')).code).toBe('unreadable_answer');
    // Read, but not an inequality or such a value: wrong, not unreadable.
    expect(unwrap(checkAnswer('x', 'x ≥ -5/2')).correct).toBe(false);
    expect(unwrap(checkAnswer('0.866', '√3/2')).correct).toBe(false);
    expect(errorOf(checkAnswer('x'.repeat(60), '4'))).toMatchObject({
      message: expect.stringContaining(`“${'x'.repeat(39)}…”`),
    });
    expect(errorOf(checkAnswer('1/0', '4'))).toMatchObject({ code: 'unreadable_answer' });
  });

  it('accepts every way of writing the same fraction or integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 9 }),
        (p, q, k) => {
          const expected = `${p}/${q}`;
          expect(correct(`${p * k}/${q * k}`, expected)).toBe(true);
          expect(correct(`x = ${p * k} / ${q * k}`, expected)).toBe(true);
          expect(correct(`${p + 1}/${q}`, expected)).toBe(false);
          if (q === 1 || 1000 % q === 0) expect(correct(String(p / q), expected)).toBe(true);
        },
      ),
    );
  });

  it('text rule: any whitespace and any letter case still match', () => {
    const text = fc.string({ unit: fc.constantFrom(...'abcxyzABC0123456789/.-=,°'), minLength: 1 });
    const spaces = fc
      .array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 3 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(
        text,
        fc.array(spaces, { minLength: 40, maxLength: 40 }),
        fc.boolean(),
        (answer, gaps, upper) => {
          const cased = upper ? answer.toUpperCase() : answer.toLowerCase();
          const given =
            [...cased].map((ch, i) => `${gaps[i % gaps.length]}${ch}`).join('') + gaps[0];
          // The one exception: a space that makes a mixed number ("1 2/3" is 5/3, not 12/3).
          fc.pre(!/\d\s+\d+\s*\/\s*\d/.test(given));
          const result = unwrap(checkAnswer(given, answer));
          expect(result).toMatchObject({ correct: true, matchedBy: 'text' });
          // Reported without spaces, but for one between two digits.
          expect(result.normalizedGiven.replaceAll(' ', '')).toBe(answer.toLowerCase());
          expect(result.normalizedGiven).not.toMatch(/\D |\s\s| \D|^\s|\s$|[\t\n]/);
        },
      ),
    );
  });

  it('reads mixed numbers, Unicode minus signs, dashes and any kind of space', () => {
    expect(correct('2 1/2', '5/2')).toBe(true);
    expect(correct('2 1/2', '10.5')).toBe(false);
    expect(correct('2 1/2', '21/2')).toBe(false);
    expect(checkAnswer('2  1/2', '5/2')).toEqual({
      ok: true,
      value: { correct: true, normalizedGiven: '2 1/2', matchedBy: 'number' },
    });
    expect(correct('1 1/2', '3/2')).toBe(true);
    expect(correct('-1 3/4', '-1.75')).toBe(true);
    expect(correct('x = 2 1/2', '2.5')).toBe(true);
    expect(correct('\u22123', '-3')).toBe(true);
    expect(correct('\u2013 3', '-3')).toBe(true);
    expect(correct('\u22123/2', '-1.5')).toBe(true);
    expect(correct('2\u202f1/2', '5/2')).toBe(true);
    expect(correct('2\u00a01/2', '5/2')).toBe(true);
    expect(correct('1\u2009000', '1000')).toBe(true);
    expect(correct('x = \u22122, x = 3', '-2, 3')).toBe(true);
    // An improper "mixed number" is not one.
    expect(errorOf(checkAnswer('2 3/2', '7/2')).code).toBe('unreadable_answer');
  });

  it('answers absurd magnitudes at once: not equal, never a stall or a throw', () => {
    for (const given of [
      '2e99999999',
      '1e-99999999',
      '1e9999999999999999999',
      '-1e-9999999999999999999',
      `1${'0'.repeat(5000)}`,
      `0.${'3'.repeat(5000)}`,
      `${'9'.repeat(200)}/${'7'.repeat(200)}`,
    ]) {
      expect(unwrap(checkAnswer(given, '3')).correct, given).toBe(false);
    }
    expect(correct('1e-99999999', '0', 2)).toBe(true);
    expect(correct('0e99999999', '0')).toBe(true);
    expect(correct(`1.${'0'.repeat(3000)}`, '1')).toBe(true);
    expect(correct('2e99999999', '2e99999999')).toBe(true); // the same text
  });

  it('returns a result for arguments of any type', () => {
    expect(unwrap(checkAnswer('6', '5', null as never)).correct).toBe(false);
    expect(errorOf(checkAnswer('6', '5', 3 as never)).field).toBe('options');
    expect(errorOf(checkAnswer('6', {} as never)).field).toBe('expected');
    expect(unwrap(checkAnswer(6 as never, '6')).correct).toBe(true);
    expect(errorOf(checkAnswer(null as never, '6')).code).toBe('unreadable_answer');
  });

  it('matches decimal.js on equality of random decimals, fractions and mixed numbers', () => {
    const D = Decimal.clone({ precision: 100 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (whole, num, den, negative) => {
          fc.pre(num < den);
          const sign = negative ? '-' : '';
          const value = new D(whole).plus(new D(num).div(den)).times(negative ? -1 : 1);
          const given = `${sign}${whole} ${num}/${den}`;
          const asFraction = `${sign}${whole * den + num}/${den}`;
          expect(correct(given, asFraction)).toBe(true);
          if (value.times(1000).isInteger()) expect(correct(given, value.toString())).toBe(true);
          expect(correct(given, value.plus(new D(1).div(den * 7)).toFixed(40))).toBe(false);
        },
      ),
    );
  });

  it('reads answers the way parseMath does, then compares them exactly', () => {
    expect(correct('2½', '5/2')).toBe(true);
    expect(correct('2½', '2.5')).toBe(true);
    expect(correct('½', '0.5')).toBe(true);
    expect(correct('\u2212(3/4)', '-0.75')).toBe(true);
    expect(correct('-(3/4)', '3/4')).toBe(false);
    expect(correct('6/4', '1 1/2')).toBe(true);
    expect(correct('1 1/2', '6/4')).toBe(true);
    expect(correct('x = \u22123', '-3')).toBe(true);
    expect(correct('x = \u22123', '3')).toBe(false);
    expect(correct('x = 1/2 or x = \u22122', '-2, 1/2')).toBe(true);
    expect(correct('3 ÷ 4', '0.75')).toBe(true);
    expect(correct('1 + 1/2', '3/2')).toBe(true);
    expect(correct('2 × 3', '6')).toBe(true);
    expect(correct('70 degrees', '70')).toBe(true);
    expect(unwrap(checkAnswer('6/4', '1 1/2')).matchedBy).toBe('number');
    // Only numbers and `x = …` count: an expression with a variable or a power is not a number.
    expect(errorOf(checkAnswer('2x', '4')).code).toBe('unreadable_answer');
    expect(errorOf(checkAnswer('2^2', '4')).code).toBe('unreadable_answer');
    expect(errorOf(checkAnswer('50%', '0.5')).code).toBe('unreadable_answer');
    expect(errorOf(checkAnswer('1/(2 − 2)', '4')).code).toBe('unreadable_answer');
  });

  it('refuses at once to build huge numbers from arithmetic on large ones', () => {
    const big = `9${'9'.repeat(300)}`;
    const product = Array.from({ length: 3 }, () => big).join(' × ');
    expect(unwrap(checkAnswer(product, '3')).correct).toBe(false);
    expect(unwrap(checkAnswer(`1/(${product})`, '0', { decimals: 2 })).correct).toBe(true);
    expect(unwrap(checkAnswer('2e99999999 × 2e99999999', '3')).correct).toBe(false);
  });
  it('grades named values by name, in any order; a different name is wrong', () => {
    expect(correct('x = 1, y = 2', 'x = 2, y = 1')).toBe(false);
    expect(correct('a = 2', 'x = 2')).toBe(false);
    expect(correct('y = 2, x = 1', 'x = 1, y = 2')).toBe(true);
    expect(correct('Y = 2, X = 1', 'x = 1, y = 2')).toBe(true);
    expect(correct('y = 4/2, x = 0.5', 'x = 1/2, y = 2')).toBe(true);
    expect(correct('1, 2', 'x = 1, y = 2')).toBe(false);
    expect(correct('x = 1, 2', 'x = 1, y = 2')).toBe(false);
    expect(correct('x = 1, x = 2', 'x = 1, y = 2')).toBe(false);
    expect(correct('x = 1, y = 2', '1, 2')).toBe(false);
    expect(correct('2', 'x = 2')).toBe(true);
    expect(correct('x = 2', '2')).toBe(true);
    expect(correct('a = 2', '2')).toBe(true);
  });

  it('property: permuted named values are correct; swapped values or a renamed unknown are not', () => {
    const names = fc.uniqueArray(fc.constantFrom(...'abcxyzpqt'), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(
        names.chain((ns) =>
          fc.tuple(
            fc.constant(ns),
            fc.array(fc.integer({ min: -50, max: 50 }), {
              minLength: ns.length,
              maxLength: ns.length,
            }),
            fc.array(fc.integer({ min: 1, max: 9 }), {
              minLength: ns.length,
              maxLength: ns.length,
            }),
            fc.shuffledSubarray([...ns.keys()], { minLength: ns.length, maxLength: ns.length }),
            fc.nat(),
            fc.constantFrom(...'abcdfghkmnrsuvwxyzpqt'),
          ),
        ),
        ([ns, values, scales, order, pick, fresh]) => {
          const expected = ns.map((n, i) => `${n} = ${values[i]}`).join(', ');
          // Any order, any equal form of each value.
          const permuted = order
            .map((i) => `${ns[i]} = ${values[i]! * scales[i]!}/${scales[i]}`)
            .join(', ');
          expect(correct(permuted, expected), `${permuted} vs ${expected}`).toBe(true);
          if (ns.length >= 2) {
            // Swap the values of two unknowns whose values differ.
            const i = pick % ns.length;
            const j = (i + 1) % ns.length;
            if (values[i] !== values[j]) {
              const swapped = values.slice();
              [swapped[i], swapped[j]] = [values[j]!, values[i]!];
              const given = ns.map((n, k) => `${n} = ${swapped[k]}`).join(', ');
              expect(correct(given, expected), `${given} vs ${expected}`).toBe(false);
            }
          }
          // Rename one unknown to a name the answer does not use.
          if (!ns.includes(fresh)) {
            const k = pick % ns.length;
            const renamed = ns.map((n, i) => `${i === k ? fresh : n} = ${values[i]}`).join(', ');
            expect(correct(renamed, expected), `${renamed} vs ${expected}`).toBe(false);
          }
        },
      ),
    );
  });

  it('accepts every way of writing the same answer: ±, sets, pairs, logs and surds, intervals', () => {
    const surds = '(7 − 3√5)/2, (7 + 3√5)/2';
    for (const given of [
      'x = (7 − 3√5)/2 or x = (7 + 3√5)/2',
      'x = (7 ± 3√5)/2',
      '(7 ± 3√5)/2',
      'x = 7/2 ± 3√5/2',
      'x = (7 ± √45)/2',
      '{(7 - 3√5)/2, (7 + 3√5)/2}',
    ])
      expect(correct(given, surds), given).toBe(true);
    for (const given of ['x = (7 ± 3√5)/3', 'x = (7 + 3√5)/2', '0.146, 6.854', 'x = 7 ± 3√5'])
      expect(correct(given, surds), given).toBe(false);
    for (const given of ['x = ln(2)/7', 'x = (1/7)ln(2)', 'ln(2)/7'])
      expect(correct(given, 'ln(2)/7'), given).toBe(true);
    expect(correct('x = ln(3)/7', 'ln(2)/7')).toBe(false);
    expect(correct('0.0990210258', 'ln(2)/7')).toBe(false);
    expect(correct('x = ln(5)/ln(2)', 'log₂(5)')).toBe(true);
    for (const given of ['x = ±3', '±3', '{3, -3}', 'x ∈ {-3, 3}', 'x = 3 and x = -3'])
      expect(correct(given, '-3, 3'), given).toBe(true);
    expect(correct('{3}', '-3, 3')).toBe(false);
    // An ordered pair answers a system, its values in the order of the unknowns' names.
    for (const given of ['(4, 1)', '(x, y) = (4, 1)', 'x = 4 and y = 1'])
      expect(correct(given, 'x = 4, y = 1'), given).toBe(true);
    expect(correct('(1, 4)', 'x = 4, y = 1')).toBe(false);
    expect(correct('(y, x) = (1, 4)', 'x = 4, y = 1')).toBe(true);
    // Inequalities as inequalities, chains, intervals and unions.
    for (const given of ['(−∞, −1]', 'x ∈ (−∞, −1]', '-1 ≥ x', 'x <= -1'])
      expect(correct(given, 'x ≤ −1'), given).toBe(true);
    for (const given of ['(−∞, −1)', 'x < -1', '[-1, ∞)', 'y ≤ -1'])
      expect(correct(given, 'x ≤ −1'), given).toBe(false);
    for (const given of ['(2, 3)', 'x > 2 and x < 3', '3 > x > 2'])
      expect(correct(given, '2 < x < 3'), given).toBe(true);
    expect(correct('x > 2 or x < 3', '2 < x < 3')).toBe(false);
    expect(correct('(−∞, −3) ∪ (3, ∞)', 'x < −3 or x > 3')).toBe(true);
    expect(correct('(−∞, −3] ∪ (3, ∞)', 'x < −3 or x > 3')).toBe(false);
    // A power is still not a number where a number is asked for.
    expect(errorOf(checkAnswer('{2^2}', '4')).code).toBe(errorOf(checkAnswer('2^2', '4')).code);
  });
});
