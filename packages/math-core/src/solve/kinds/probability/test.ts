/**
 * Probabilities of dice and coins in words, as exact fractions with their steps: equally likely
 * outcomes, the complement for "at least one", products for independent tries, the binomial count
 * for "exactly k". SymPy's (sympy.stats) answers are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, solved } from '../../../../test/solved';

describe('probability in words', () => {
  it('counts equally likely faces of a die and sums of two dice', () => {
    expect(solved('probability of rolling a 6')).toMatchObject({
      kind: 'probability',
      title: 'Probability',
      answer: '1/6',
      solutions: [{ text: '1/6', value: 1 / 6 }],
    });
    const even = solved('what is the probability of rolling an even number on a die?');
    expect(even.answer).toBe('1/2');
    expect(even.steps.map((s) => s.text)).toEqual(['P(rolling an even number) = 3/6 = 1/2']);
    expect(solved('probability of rolling a number greater than 4').answer).toBe('1/3');
    expect(solved('probability of a sum of 7 with two dice').answer).toBe('1/6');
  });

  it('uses the complement for "at least one" and the binomial count for "exactly"', () => {
    const r = solved('probability of getting at least one head in 3 coin tosses');
    expect(r.answer).toBe('7/8');
    expect(r.steps.map((s) => s.rule)).toEqual(['Equally likely outcomes', 'Complement']);
    expect(solved('probability of at least one 6 in 4 rolls of a die').answer).toBe('671/1296');
    expect(solved('probability of exactly 2 heads in 5 flips').answer).toBe('5/16');
    expect(solved('probability of exactly 1 six in 3 rolls').answer).toBe('25/72');
    expect(solved('probability of all heads in 4 coin flips').answer).toBe('1/16');
    expect(solved('chance of getting no tails in 3 tosses').answer).toBe('1/8');
  });

  it('refuses what cannot happen', () => {
    expect(refusal('probability of a sum of 13 with two dice').message).toBe(
      'Two dice give sums from 2 to 12',
    );
    expect(refusal('probability of exactly 4 heads in 3 tosses').message).toBe(
      '4 of 3 cannot happen',
    );
  });
});
