import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { checkAnswer } from './index';

const correct = (given: string, expected: string, decimals?: number) =>
  unwrap(checkAnswer(given, expected, decimals === undefined ? {} : { decimals })).correct;

describe('checkAnswer', () => {
  it('applies the spec rule: whitespace removed, lower-cased', () => {
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

  it('the spec rule: any whitespace and any letter case still match', () => {
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
          expect(unwrap(checkAnswer(given, answer))).toMatchObject({
            correct: true,
            matchedBy: 'text',
            normalizedGiven: answer.toLowerCase(),
          });
        },
      ),
    );
  });
});
