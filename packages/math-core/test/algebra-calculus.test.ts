import { describe, expect, it } from 'vitest';
import * as A from '../src/algebra/calculus';
import * as B from '../src/math/build';
import * as R from '../src/math/rational';
import { toText } from '../src/math/toText';

const half = A.num(R.rat(1n, 2n));
const text = (e: Parameters<typeof A.show>[0], x?: string) => toText(A.show(e, x));

describe('the calculus algebra on MathNode (algebra/calculus)', () => {
  it('collects like terms, expands polynomial sums and keeps the number last', () => {
    const x2 = A.power(A.X, A.int(2));
    expect(text(A.sum(A.product(A.int(3), x2), A.X, A.X, A.int(1)))).toBe('3x² + 2x + 1');
    expect(text(A.power(A.sum(A.X, A.ONE), A.int(2)))).toBe('(x + 1)²');
    expect(text(A.sum(A.power(A.sum(A.X, A.ONE), A.int(2)), A.negate(x2)))).toBe('2x + 1');
    expect(text(A.sum(A.fn('ln', A.X), A.ONE))).toBe('ln(x) + 1');
    expect(text(A.sum(A.ONE, A.fn('ln', A.X)))).toBe('ln(x) + 1');
  });

  it('multiplies equal bases and works out rational powers exactly', () => {
    expect(A.key(A.product(A.X, A.power(A.X, A.int(-1))))).toBe(A.key(A.ONE));
    expect(text(A.product(A.X, A.power(A.X, half)))).toBe('x^(3/2)');
    expect(text(A.power(A.int(4), half))).toBe('2');
    expect(text(A.power(A.int(-8), A.num(R.rat(2n, 3n))))).toBe('4');
    expect(text(A.power(A.int(2), half))).toBe('√2');
  });

  it('shows negative powers under a fraction bar, in the variable asked for', () => {
    const e = A.quotient(A.ONE, A.product(A.int(2), A.power(A.X, half)));
    expect(text(e)).toBe('1/(2√x)');
    expect(text(e, 't')).toBe('1/(2√t)');
    expect(text(A.negate(A.power(A.X, A.int(-2))))).toBe('−1/x²');
    expect(text(A.log(R.int(10), A.X))).toBe('log(x)');
    expect(text(A.log(R.int(2), A.X))).toBe('log₂(x)');
  });

  it('keeps its values canonical: chains read back as terms and factors, keys are order-free', () => {
    const s = A.sum(A.fn('sin', A.X), A.fn('cos', A.X), B.constant('pi'));
    const v = A.view(s);
    expect(v.k).toBe('add');
    expect(v.k === 'add' && v.terms.length).toBe(3);
    expect(A.key(A.sum(A.fn('cos', A.X), A.fn('sin', A.X)))).toBe(
      A.key(A.sum(A.fn('sin', A.X), A.fn('cos', A.X))),
    );
    const sin2 = A.power(A.fn('sin', A.X), A.int(2));
    const cos2 = A.power(A.fn('cos', A.X), A.int(2));
    expect(A.key(A.sum(A.product(A.int(3), sin2), A.product(A.int(3), cos2)))).toBe(
      A.key(A.int(3)),
    );
  });

  it('evaluates with real odd roots of negative numbers', () => {
    expect(A.valueAt(A.power(A.X, A.num(R.rat(2n, 3n))), -8)).toBeCloseTo(4, 12);
    expect(A.valueAt(A.power(A.X, A.num(R.rat(1n, 3n))), -8)).toBeCloseTo(-2, 12);
    expect(A.valueAt(A.power(A.X, half), -4)).toBeNaN();
  });
});
