/**
 * Counting in arithmetic as students type it: factorials (5!), binomial coefficients (5 choose 2,
 * C(5, 2), 5C2, nCr(5, 2)) and expressions of them, with steps that show the product; the
 * questions in words that name a function (the gcd "of 12 and 18", "log base 2 of 32"); and the
 * refusals. SymPy's factorial and binomial over generated numbers are in oracle.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';
import { parseMath } from '../../../math/parseMath';
import { toLatex } from '../../../math/toLatex';
import { toMathML } from '../../../math/toMathML';
import { speech } from '../../../math/toSpeech';
import { toText } from '../../../math/toText';

const tree = (text: string) => {
  const r = parseMath(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('factorials and binomial coefficients', () => {
  it('reads n! as a postfix sign that binds before a power, and != still as ≠', () => {
    expect(tree('5!')).toEqual({ type: 'postfix', op: '!', arg: { type: 'number', value: '5' } });
    expect(toText(tree('(n+1)!'))).toBe('(n + 1)!');
    expect(toText(tree('2^3!'))).toBe('2^(3!)');
    expect(tree('x != 3')).toMatchObject({ type: 'relation', relations: ['≠'] });
  });

  it('shows n! and C(n, k) as mathematics in every renderer', () => {
    const choose = tree('binomial(5, 2)');
    expect(toLatex(tree('5!'))).toBe('5!');
    expect(toLatex(choose)).toBe('\\binom{5}{2}');
    expect(toMathML(choose)).toContain(
      '<mrow><mo>(</mo><mfrac linethickness="0"><mn>5</mn><mn>2</mn></mfrac><mo>)</mo></mrow>',
    );
    expect(toMathML(tree('5!'))).toContain('<mn>5</mn><mo>!</mo>');
    expect(speech(tree('5!'))).toBe('5 factorial');
    expect(speech(choose)).toBe('5 choose 2');
  });

  it('works out n! with the product shown', () => {
    const r = solved('5!');
    expect(r).toMatchObject({ kind: 'arithmetic', answer: '120' });
    expect(r.steps.map((s) => [s.note, s.text])).toEqual([
      [
        'A factorial multiplies the whole numbers from 1 up to it: 5! = 5 × 4 × 3 × 2 × 1 = 120',
        '5! = 120',
      ],
    ]);
    expect(solved('0!').answer).toBe('1');
    expect(solved('12!').steps[0]?.note).toContain('12! = 12 × 11 × 10 × … × 2 × 1 = 479001600');
    expect(solved('what is 5!?').answer).toBe('120');
    expect(solved('170!').answer).toHaveLength(307);
  });

  it('works out expressions of factorials one round at a time', () => {
    const r = solved('5!/3!');
    expect(r.answer).toBe('20');
    expect(r.steps.map((s) => s.text)).toEqual(['5!/3! = 120/6', '120/6 = 20']);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
    expect(solved('(3!)!').answer).toBe('720');
    expect(solved('2*4!+1').answer).toBe('49');
  });

  it('reads every common spelling of n choose k, and cancels before multiplying', () => {
    for (const text of ['5 choose 2', 'C(5,2)', '5C2', 'nCr(5, 2)', 'binomial(5, 2)'])
      expect(solved(text), text).toMatchObject({ answer: '10', problem: 'binomial(5, 2)' });
    expect(solved('10 choose 3').steps[0]?.note).toContain(
      'C(10, 3) = (10 × 9 × 8)/(3 × 2 × 1) = 120',
    );
    // The smaller of k and n − k is cancelled: C(20, 18) = C(20, 2).
    expect(solved('20C18').steps[0]?.note).toContain('= (20 × 19)/(2 × 1) = 190');
  });

  it('refuses what is not a whole number in range, and double factorials', () => {
    for (const text of ['2.5!', '(-1)!', '171!'])
      expect(refusal(text), text).toMatchObject({
        code: 'invalid_value',
        message: expect.stringContaining('a factorial is of a whole number from 0 to 170'),
      });
    expect(refusal('binomial(5, 7)').message).toContain('0 ≤ k ≤ n ≤ 170');
    expect(refusal('5!!').message).toContain('Double factorials such as 5!! are not worked out');
  });

  it('agrees with n! = n·(n − 1)! and C(n, k) = C(n − 1, k − 1) + C(n − 1, k) (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(60), (n, k) => {
        expect(BigInt(solved(`${n}!`).answer)).toBe(BigInt(n) * BigInt(solved(`${n - 1}!`).answer));
        if (k < 1 || k >= n) return;
        const c = (a: number, b: number) => BigInt(solved(`binomial(${a}, ${b})`).answer);
        expect(c(n, k)).toBe(c(n - 1, k - 1) + c(n - 1, k));
      }),
      { numRuns: 100 },
    );
  });
});

describe('questions in words that name a function', () => {
  it('answers the gcd, lcm and a logarithm asked in words', () => {
    expect(solved('gcd of 12 and 18')).toMatchObject({ kind: 'gcd-lcm', answer: '6' });
    expect(solved('Find the greatest common factor of 12, 18 and 24')).toMatchObject({
      answer: '6',
      tool: { path: '/tools?tool=gcd-lcm&values=12,18,24' },
    });
    expect(solved('HCF of 8 & 12').answer).toBe('4');
    expect(solved('the lowest common multiple of 4, 6 and 10').answer).toBe('60');
    expect(solved('log base 2 of 32')).toMatchObject({ kind: 'logarithm', answer: '5' });
  });
});
