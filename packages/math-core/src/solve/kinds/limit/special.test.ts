/**
 * The standard limits that substitution, cancelling and L'Hôpital's rule do not reach: one side at
 * a time where an absolute value's inside is 0 ((x − a)/|x − a|), the logarithm near 0 (−∞ from
 * the right, no two-sided limit), and sin or cos of a quantity that grows without bound (sin(1/x)
 * at 0, cos x at ∞), said not to exist with the reason. SymPy's answers are in special.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solved } from '../../../../test/solved';

describe('standard limits', () => {
  it('takes an absolute value one side at a time', () => {
    expect(solved('lim x->3+ (x-3)/|x-3|').answer).toBe('lim_(x → 3+) (x − 3)/|x − 3| = 1');
    expect(solved('lim x->3- (x-3)/|x-3|').answer).toBe('lim_(x → 3-) (x − 3)/|x − 3| = −1');
    const both = solved('lim x->3 (x-3)/|x-3|');
    expect(both).toMatchObject({
      answer:
        'The limit does not exist: the function tends to −1 from the left and to 1 from the right',
      outcome: 'none',
      solutions: [],
    });
    expect(both.steps.map((s) => s.text)).toContain(
      'lim_(x → 3-) (x − 3)/|x − 3| = lim_(x → 3-) (x − 3)/(−(x − 3))',
    );
    expect(both.steps.at(-1)?.rule).toBe(
      'The limits from the two sides differ, so the limit does not exist',
    );
    expect(solved('lim x->0 |x|').answer).toBe('lim_(x → 0) |x| = 0');
  });

  it('gives −∞ for the logarithm at 0 from the right, and no two-sided limit', () => {
    expect(solved('limit of ln(x) as x->0+').answer).toBe('lim_(x → 0+) ln(x) = −∞');
    expect(solved('lim x->1+ ln(x-1)').answer).toBe('lim_(x → 1+) ln(x − 1) = −∞');
    expect(solved('limit of ln(x) as x->0')).toMatchObject({
      answer:
        'The limit does not exist: ln(x) is defined only to the right of the point, where it tends to −∞ (the limit from the right is −∞)',
      outcome: 'none',
    });
  });

  it('says sin and cos of a quantity growing without bound have no limit', () => {
    expect(solved('limit of sin(1/x) as x->0')).toMatchObject({
      answer:
        'The limit does not exist: sin(1/x) keeps taking every value between −1 and 1, however close x comes to the point',
      outcome: 'none',
    });
    expect(solved('limit of cos(x) as x->infinity').answer).toBe(
      'The limit does not exist: cos(x) keeps taking every value between −1 and 1, however far out x goes',
    );
    // A quantity that stays bounded is not oscillation: sin(x) at 0 is found by substitution.
    expect(solved('limit of sin(x) as x->0').answer).toBe('lim_(x → 0) sin(x) = 0');
    expect(solved('lim x->0 (e^x - 1)/x').answer).toBe('lim_(x → 0) (e^x − 1)/x = 1');
  });
});
