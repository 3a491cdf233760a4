import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { mathTree, withoutImplicit } from '../arbitrary';
import { evaluateMath } from '../evaluateMath';
import { said } from '../refusal';
import { toText } from '../toText';
import { parseMath } from './index';
import { PARSE_REFUSALS } from './tokens';

const read = (text: string): string => toText(unwrap(parseMath(text)));

describe('parseMath', () => {
  it('reads what students type', () => {
    expect(read('2x+3=7')).toBe('2x + 3 = 7');
    expect(read('x^2-5x+6=0')).toBe('x² − 5x + 6 = 0');
    expect(read('3(x-2)=2x+1')).toBe('3(x − 2) = 2x + 1');
    expect(read('x/3 + 1/2 = 5/6')).toBe('x/3 + 1/2 = 5/6');
    expect(read('√72')).toBe('√72');
    expect(read('sqrt(50)')).toBe('√50');
    expect(read('2^(x+1)=16')).toBe('2^(x + 1) = 16');
    expect(read('log_2(x)=5')).toBe('log₂(x) = 5');
    expect(read('log(x)+log(x-3)=1')).toBe('log(x) + log(x − 3) = 1');
    expect(read('log_4(8)')).toBe('log₄(8)');
    expect(read('log2(8)')).toBe('log₂(8)');
    expect(read('ln x')).toBe('ln(x)');
    expect(read('(2x+1)(x-3)')).toBe('(2x + 1)(x − 3)');
    expect(read('2 × 3 ÷ 4 − 1')).toBe('2 × 3 ÷ 4 − 1');
    expect(read('2πr')).toBe('2πr');
    expect(read('x = 2 or x = 3')).toBe('x = 2, x = 3');
    expect(read('70°')).toBe('70°');
    expect(read('25%')).toBe('25%');
    expect(read('x ≥ 3')).toBe('x ≥ 3');
    expect(read('x <= 3')).toBe('x ≤ 3');
  });

  it('reads a power written on a trig function name as a power of its value, and ^-1 as the inverse', () => {
    expect(read('sin^2(x)')).toBe('sin(x)²');
    expect(read('sin²x')).toBe('sin(x)²');
    expect(read('cos^(2)(3x)')).toBe('cos(3x)²');
    expect(read('tan^3 x + sec^2(x)')).toBe('tan(x)³ + sec(x)²');
    expect(read('sin^-1(x)')).toBe('arcsin(x)');
    expect(read('cos⁻¹(1/2)')).toBe('arccos(1/2)');
    expect(read('tan^(-1)(x)')).toBe('arctan(x)');
    const refused = (text: string) => {
      const result = parseMath(text);
      return result.ok ? '' : result.error.message;
    };
    expect(refused('sec^-1(x)')).toBe(
      'sec^-1 (the inverse of sec) is not read: write 1/sec(x) for the reciprocal',
    );
    expect(refused('sin^-2(x)')).toBe('A negative power on "sin" is not read: write 1/sin(x)^2');
    expect(refused('sin^x(2)')).toBe(
      'A power on "sin" must be a whole number, as in sin^2(x) for (sin(x))²',
    );
    expect(refused('ln^2(x)')).toBe('"^" cannot follow "ln"');
  });

  it('reads a / straight after a mixed number as ÷: 1 1/2 / 1/2 is 1½ ÷ ½', () => {
    expect(read('1 1/2 / 1/2')).toBe('1 1/2 ÷ 1/2');
    expect(read('-2 1/4 / 3/4')).toBe('−2 1/4 ÷ 3/4');
    expect(read('(1 1/2)/2')).toBe('(1 1/2)/2');
    expect(evaluateMath(unwrap(parseMath('1 1/2 / 1/2')))).toBe(3);
  });

  it('reads mixed numbers, Unicode minus signs, dashes and spaces', () => {
    expect(unwrap(parseMath('2 1/2'))).toEqual({ type: 'mixed', whole: '2', num: '1', den: '2' });
    expect(read('2 1/2 × 4/5')).toBe('2 1/2 × 4/5');
    expect(read('2½')).toBe('2 1/2');
    expect(read('½')).toBe('1/2');
    expect(read('−3')).toBe('−3');
    expect(read('– 3')).toBe('−3');
    expect(read('5 — 2')).toBe('5 − 2');
    expect(read('1\u2009000'.replace('000', '/2'))).toBe('1/2');
    expect(read('3\u00a0+\u202f4')).toBe('3 + 4');
    // An improper "fraction" after a whole number is not a mixed number.
    expect(() => read('2 3/2')).toThrow(/operator/);
  });

  it('keeps precedence: unary minus under powers, products before sums, powers to the right', () => {
    expect(unwrap(parseMath('-x^2'))).toMatchObject({ type: 'neg', arg: { type: 'power' } });
    expect(unwrap(parseMath('-2x'))).toMatchObject({
      type: 'binary',
      op: '*',
      left: { type: 'neg' },
    });
    expect(unwrap(parseMath('2^3^2'))).toMatchObject({
      type: 'power',
      exponent: { type: 'power' },
    });
    expect(unwrap(parseMath('1-2-3'))).toMatchObject({
      type: 'binary',
      op: '-',
      left: { type: 'binary' },
    });
    expect(unwrap(parseMath('1/2x'))).toMatchObject({ type: 'binary', left: { type: 'fraction' } });
  });

  it('reads ÷ and / left to right, except a fraction divided by a fraction', () => {
    // / and ÷ are one level read left to right: 12÷4/2 is (12 ÷ 4)/2 = 3/2, not 12 ÷ (4/2) = 6.
    // A / between plain numbers right after a ÷ that has a plain fraction (or a mixed number)
    // directly before it is a fraction bar: 7/8 ÷ 1/2 is a fraction divided by a fraction, 7/4.
    // The values the solver gives such chains are checked in test/core-division-order.test.ts.
    // In algebra the same rule: x÷2/3 is (x ÷ 2)/3, x/2÷3 is (x/2) ÷ 3.
    expect(read('x÷2/3')).toBe('(x ÷ 2)/3');
    expect(read('x/2÷3')).toBe('x/2 ÷ 3');
    // A single letter is a plain number too, so the rule a/b ÷ c/d = a/b × d/c reads as stated;
    // anything bigger on either side of the / reads left to right: 3/4 ÷ (x + 1)/2.
    expect(read('x/2 ÷ 3/4')).toBe('x/2 ÷ 3/4');
    expect(read('3/4 ÷ x/2')).toBe('3/4 ÷ x/2');
    const rule = unwrap(parseMath('a/b ÷ c/d = a/b × d/c'));
    expect(evaluateMath(rule, { a: 2, b: 3, c: 5, d: 7 })).toBe(1);
    expect(read('3/4 ÷ (x+1)/2')).toBe('(3/4 ÷ (x + 1))/2');
    expect(read('x²/2 ÷ 3/4')).toBe('(x²/2 ÷ 3)/4');
    expect(unwrap(parseMath('12÷4/2'))).toEqual({
      type: 'fraction',
      num: {
        type: 'binary',
        op: '/',
        left: { type: 'number', value: '12' },
        right: { type: 'number', value: '4' },
      },
      den: { type: 'number', value: '2' },
    });
  });

  it('says what it cannot read, and where', () => {
    expect(errorOf(parseMath(''))).toMatchObject({ code: 'invalid_value', field: 'text' });
    expect(unwrap({ ok: true, value: 1 })).toBe(1);
    const message = (text: string) => {
      const result = parseMath(text);
      return result.ok ? '' : result.error.message;
    };
    // Where the reading stopped, by what is around it, never by a character count.
    expect(message('2x+')).toBe('Something is missing at the end, after "+"');
    expect(message('(2')).toBe('A closing ")" is missing at the end, after "2"');
    expect(message('2 3')).toBe('An operator (+, −, × or ÷) is missing between "2" and "3"');
    expect(message('2 $ 3')).toBe(
      '"$" cannot be read: write numbers, letters, + − × ÷ ^ √, brackets and = < >',
    );
    expect(message('2)')).toBe('A ")" has no "(" before it to close');
    expect(message('*3')).toBe('"*" cannot come first');
    expect(message('x⁻')).toBe('"⁻" needs superscript digits after it, as in x⁻²');
    expect(message('x'.repeat(1001))).toBe('Enter at most 1000 characters');
    expect(message('('.repeat(500))).toBe('The expression is nested too deeply');
    expect(errorOf(parseMath(42 as unknown as string))).toMatchObject({ code: 'invalid_value' });
  });

  it('says why as data: the sentence, its values, and a place as a sentence of its own', () => {
    expect(errorOf(parseMath('2x+'))).toEqual({
      code: 'invalid_value',
      field: 'text',
      message: 'Something is missing at the end, after "+"',
      why: { id: 'parseEndAfter', values: { before: '+' } },
    });
    // What is missing, then where: two sentences a language words its own way.
    expect(errorOf(parseMath('(2.5'))?.why).toEqual({
      id: 'parseMissing',
      values: {
        what: { message: 'A closing ")" is missing', why: { id: 'parseCloseMissing' } },
        where: {
          message: 'at the end, after "2.5"',
          why: { id: 'parseAtEndAfter', values: { before: { type: 'number', value: '2.5' } } },
        },
      },
    });
    // A number typed in another spelling is named as typed.
    expect(errorOf(parseMath('(.5'))?.why?.values?.where).toEqual({
      message: 'at the end, after ".5"',
      why: { id: 'parseAtEndAfter', values: { before: '.5' } },
    });
    expect(errorOf(parseMath('sin^-2(x)'))?.why).toEqual({
      id: 'parseNameNegative',
      values: { name: 'sin', power: '2' },
    });
  });

  it('writes every refusal from its why, so that a language can write it too (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'(2x+-*/^)|=_,[]⁻ sinlog√e'), maxLength: 12 }),
        (text) => {
          const result = parseMath(text);
          if (result.ok) return;
          const { why, message } = result.error;
          expect(why).toBeDefined();
          if (why) expect(said(PARSE_REFUSALS, why.id, why.values).message).toBe(message);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('reads back every tree toText writes (text → tree → text round-trips)', () => {
    fc.assert(
      fc.property(mathTree, (tree) => {
        const text = toText(tree);
        const parsed = unwrap(parseMath(text));
        expect(withoutImplicit(parsed)).toEqual(withoutImplicit(tree));
        expect(toText(parsed)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.string({ unit: 'grapheme', maxLength: 40 }),
          fc.anything(),
        ),
        (input) => {
          const result = parseMath(input as string);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 3000 },
    );
  });
});
