/**
 * The one exact evaluator (math/evaluateExact): exact values agree with SymPy's (worked out once
 * for these trees: log₄(8) = 3/2, |−√2|·√2 = 2, √12 + √27 = 5√3, (3/4 − 5/6) ÷ 1/12 = −1) and
 * with the floating-point evaluator; a logarithm of a number that is not positive is undefined
 * whether or not that number is rational, and one with no rational value has no exact value.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { approxEqual, TOLERANCE } from '../src/math/approx';
import { evalExact, exactly, NotExact } from '../src/math/evaluateExact';
import { evaluateMath } from '../src/math/evaluateMath';
import * as E from '../src/math/exact';
import { parseMath } from '../src/math/parseMath';
import { SolveStop } from '../src/math/rational';
import { toText } from '../src/math/toText';

const tree = (text: string) => unwrap(parseMath(text));
const thrown = (text: string): unknown => {
  try {
    evalExact(tree(text));
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('evalExact', () => {
  it.each([
    ['log_{4}(8)', '3/2'],
    ['abs(-sqrt(2)) * sqrt(2)', '2'],
    ['sqrt(12) + sqrt(27)', '5√3'],
    ['(3/4 - 5/6) / (1/12)', '−1'],
  ])('%s is exactly %s, as it is in floating point', (text, expected) => {
    const value = evalExact(tree(text));
    expect(toText(E.toNode(value))).toBe(expected);
    expect(approxEqual(E.toNumber(value), evaluateMath(tree(text)), TOLERANCE.check)).toBe(true);
  });

  it('refuses a logarithm of a number that is not positive, rational or not', () => {
    for (const text of ['ln(-sqrt(2))', 'log(0)', 'log_{2}(-8)']) {
      const err = thrown(text);
      expect(err, text).toBeInstanceOf(SolveStop);
      expect((err as SolveStop).code, text).toBe('invalid_value');
    }
  });

  it('finds no exact value for a logarithm whose value is not rational', () => {
    expect(thrown('log(sqrt(2))')).toBeInstanceOf(NotExact);
    expect(exactly(tree('log_{2}(5)'))).toBeUndefined();
  });
});
