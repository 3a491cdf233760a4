/**
 * Rational inequalities, `(x-1)/(x+2) >= 0`, `1/x > 2`, by a sign chart: every term moved to one
 * side and written as one fraction N/D; the boundary points are where N is 0 (the fraction is 0)
 * and where a denominator as typed is 0 (the fraction is undefined there, so such a point is never
 * in the set); the sign of N/D on each interval between them comes from a test point in it.
 */
import * as P from '../../../algebra/poly';
import { excludedValues, readFraction, realZeros } from '../../../algebra/rationalForm';
import { chain, eq, frac, list, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { qNode, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { type Solved, substituted } from '../../methods/inequality';
import { assemble, type Inequality, isStrict, pointBetween, setNode } from '../../methods/interval';

export const rationalInequality = (
  left: MathNode,
  rel: Inequality,
  right: MathNode,
  x: string,
): Solved => {
  const whole = readFraction({ type: 'binary', op: '-', left, right }, x);
  const [num, den] = [P.toNode(whole.num), P.toNode(whole.den)];
  const fraction = frac(num, den);
  const zero = qNode(R.ZERO);
  const steps: WorkedStep[] = [
    step({ rule: 'moveAll', form: 'oneFraction' }, chain(fraction, rel, zero)),
  ];
  const excluded = excludedValues(chain(left, rel, right), x);
  const zeros = realZeros(whole.num, x).filter((z) => !excluded.some((e) => E.equal(e, z)));
  const X = variable(x);
  const at = (values: Exact[]) => list(...values.map((v) => eq(X, E.toNode(v))));
  if (zeros.length > 0)
    steps.push(
      step({ rule: 'fractionZero', form: 'top', params: { equation: eq(num, zero) } }, at(zeros)),
    );
  if (excluded.length > 0)
    steps.push(step({ rule: 'noDivideByZero', form: 'inequalityNever' }, at(excluded)));
  const points = [...zeros, ...excluded].sort((a, b) => E.sign(E.sub(a, b)));
  const regions = [undefined, ...points].map((lo, i) => {
    const t = pointBetween(lo, points[i]);
    const bottom = P.valueAt(whole.den, x, t);
    if (R.isZero(bottom)) throw unchecked();
    return { t, sign: R.sign(P.valueAt(whole.num, x, t)) * R.sign(bottom) };
  });
  const wanted = rel === '<' || rel === '≤' ? -1 : 1;
  // The sign at each test point, as the fraction there compared with 0: (0 − 1)/(0 + 2) < 0.
  const signs = regions.map(({ t, sign }) =>
    chain(
      frac(substituted(whole.num, x, t), substituted(whole.den, x, t)),
      sign > 0 ? '>' : '<',
      zero,
    ),
  );
  steps.push(
    step(
      {
        rule: 'signTest',
        form: 'fractionTests',
        params: { signs: signs.length === 1 ? (signs[0] as MathNode) : list(...signs) },
      },
      list(...regions.map(({ t }) => eq(X, qNode(t)))),
    ),
  );
  const set = assemble(
    points,
    regions.map(({ sign }) => sign === wanted),
    points.map((p) => !isStrict(rel) && zeros.some((z) => E.equal(z, p))),
  );
  steps.push(
    step(
      {
        rule: 'signTest',
        form: `fraction${wanted > 0 ? 'Positive' : 'Negative'}${isStrict(rel) ? '' : 'OrZero'}`,
      },
      set.length === 0 ? chain(fraction, rel, zero) : setNode(set, x),
    ),
  );
  return { set, method: 'signChart', steps, boundaries: points };
};
