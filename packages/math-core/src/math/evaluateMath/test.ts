import fc from 'fast-check';
import { evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../_lib/testing';
import { approxEqual, TOLERANCE } from '../approx';
import { parseMath } from '../parseMath';
import type { MathNode } from '../tree';
import { evaluateMath } from './index';

const value = (text: string, scope?: Record<string, number>) =>
  evaluateMath(unwrap(parseMath(text)), scope);

/** Small arithmetic trees and the same expression fully bracketed for mathjs. */
type Case = { node: MathNode; plain: string };
const arithmetic: fc.Arbitrary<Case> = fc.letrec<{
  e: Case;
}>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small' },
    fc
      .integer({ min: 0, max: 50 })
      .map((n): Case => ({ node: { type: 'number', value: String(n) }, plain: String(n) })),
    tie('e').map(
      ({ node, plain }): Case => ({ node: { type: 'neg', arg: node }, plain: `(-${plain})` }),
    ),
    fc
      .tuple(
        tie('e'),
        fc.constantFrom('+', '-', '*', '/') as fc.Arbitrary<'+' | '-' | '*' | '/'>,
        tie('e'),
      )
      .map(
        ([a, op, b]): Case => ({
          node: { type: 'binary', op, left: a.node, right: b.node },
          plain: `(${a.plain} ${op} ${b.plain})`,
        }),
      ),
    fc.tuple(tie('e'), tie('e')).map(
      ([a, b]): Case => ({
        node: { type: 'fraction', num: a.node, den: b.node },
        plain: `(${a.plain} / ${b.plain})`,
      }),
    ),
    fc.tuple(tie('e'), fc.integer({ min: 0, max: 4 })).map(
      ([a, k]): Case => ({
        node: { type: 'power', base: a.node, exponent: { type: 'number', value: String(k) } },
        plain: `(${a.plain} ^ ${k})`,
      }),
    ),
  ),
})).e;

describe('evaluateMath', () => {
  it('evaluates what parseMath reads', () => {
    expect(value('2 1/2 × 4/5')).toBe(2);
    expect(value('x^2 - 5x + 6', { x: 2 })).toBe(0);
    expect(value('log_2(8)')).toBeCloseTo(3, 12);
    expect(value('log(1000)')).toBeCloseTo(3, 12);
    expect(value('ln(e)')).toBe(1);
    expect(value('√72 = 6√2')).toBe(1);
    expect(value('∛(-8)')).toBe(-2);
    expect(value('25% × 80')).toBe(20);
    expect(value('sin(90°)')).toBe(1);
    expect(value('1.5e-7 × 2')).toBeCloseTo(3e-7, 20);
  });

  it('judges relations: = exactly (to rounding), ≈ to three places', () => {
    expect(value('2.0794/0.6931 ≈ 3')).toBe(1);
    expect(value('2.0794/0.6931 = 3')).toBe(0);
    expect(value('1/3 + 1/3 = 2/3')).toBe(1);
    expect(value('x < 3 ≤ y', { x: 1, y: 3 })).toBe(1);
  });

  it('gives NaN for unknown variables, text and lists', () => {
    expect(value('y + 1')).toBeNaN();
    expect(value('1, 2')).toBeNaN();
    expect(evaluateMath({ type: 'text', value: 'cm' })).toBeNaN();
    expect(value('constructor', {})).toBeNaN();
  });

  it('agrees with mathjs on arithmetic', () => {
    fc.assert(
      fc.property(arithmetic, ({ node, plain }) => {
        const ours = evaluateMath(node);
        const theirs = Number(evaluate(plain));
        if (Number.isNaN(theirs)) expect(ours).toBeNaN();
        else if (!Number.isFinite(theirs)) expect(ours).toBe(theirs);
        else
          expect(approxEqual(ours, theirs, TOLERANCE.check), `${ours} against ${theirs}`).toBe(
            true,
          );
      }),
      { numRuns: 1000 },
    );
  });
});
