/** The features of a quotient of polynomials: excluded values, holes, asymptotes and intercepts, each a step and a named value. */

import { approximate } from '../../../algebra/approximate';
import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { type Fraction, gcdPoly, realRoots } from '../../../algebra/rationalForm';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { chain, eq, list, n as numberNode, point, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { qNode, type Solution, step } from '../../../math/show';
import { atRoot, type Features, named, node } from './features';
import type { Plotted } from './read';

/**
 * A quotient of polynomials N/D: where D is 0 it is undefined; a factor shared by N and D
 * cancels and leaves a hole; the reduced denominator's zeros are vertical asymptotes; far out it
 * follows the quotient of the leading terms (a horizontal asymptote) or, one degree up, the
 * quotient of the division (a slant asymptote); its x-intercepts are the reduced numerator's zeros.
 */
export const rational = (f: Fraction, p: Plotted): Features => {
  const x = p.x;
  const shared = gcdPoly(f.num, f.den, x);
  const n = P.divMod(f.num, shared, x).quotient;
  const d = P.divMod(f.den, shared, x).quotient;
  const excluded = realRoots(f.den, x);
  const reducedAt = (t: Exact) => E.div(P.exactValueAt(n, x, t), P.exactValueAt(d, x, t));
  const steps: WorkedStep[] = [
    step(
      { rule: 'noDivideByZero', form: 'graphDenominator' },
      excluded.length === 0
        ? chain(P.toNode(f.den), '≠', numberNode(0))
        : list(
            ...excluded.map((r) =>
              chain(variable(x), '≠', r.exact ? node(r.exact) : numberNode(approximate(r.value))),
            ),
          ),
    ),
  ];
  const features: Solution[] = [];
  const asymptotes = realRoots(d, x);
  const holes = excluded.filter(
    (r) => !asymptotes.some((a) => approxEqual(a.value, r.value, TOLERANCE.check)),
  );
  if (!P.isConstant(shared)) {
    const reducedNode = { type: 'fraction', num: P.toNode(n), den: P.toNode(d) } as const;
    steps.push(
      step(
        { rule: 'cancelFactor', params: { factor: P.toNode(shared) }, form: 'graphCommon' },
        eq(
          p.name,
          P.isConstant(d) ? P.toNode(P.scale(n, R.div(R.ONE, P.constant(d)))) : reducedNode,
        ),
      ),
    );
    const found = holes.map((r) =>
      atRoot('hole', r, x, reducedAt, (t) => P.evaluator(n, x)(t) / P.evaluator(d, x)(t)),
    );
    if (found.length > 0)
      steps.push(step({ rule: 'hole', form: 'cancelled' }, list(...found.map((h) => h.tree))));
    features.push(...found);
  }
  if (asymptotes.length > 0) {
    const lines = asymptotes.map((r) =>
      named(
        'vertical asymptote',
        eq(variable(x), r.exact ? node(r.exact) : numberNode(approximate(r.value))),
      ),
    );
    steps.push(step({ rule: 'asymptote', form: 'vertical' }, list(...lines.map((l) => l.tree))));
    features.push(...lines);
  }
  const degreeOf = (q: Poly) => (q.length === 0 ? -1 : P.degree(q, x));
  const [dn, dd] = [degreeOf(n), degreeOf(d)];
  // Cancelled down to a polynomial (a line with a hole), it follows no asymptote.
  const polynomialLeft = P.isConstant(d);
  if (!polynomialLeft && dn <= dd) {
    const level = dn < dd ? R.ZERO : R.div(P.coeff(n, x, dn), P.coeff(d, x, dd));
    const asymptote = eq(variable('y'), qNode(level));
    steps.push(step({ rule: 'degrees', form: dn < dd ? 'graphLower' : 'graphEqual' }, asymptote));
    features.push(named('horizontal asymptote', asymptote));
  } else if (!polynomialLeft && dn === dd + 1) {
    const q = P.divMod(n, d, x).quotient;
    const asymptote = eq(variable('y'), P.toNode(q));
    steps.push(step({ rule: 'longDivision', form: 'graphSlant' }, asymptote));
    features.push(named('slant asymptote', asymptote));
  }
  const den0 = P.coeff(f.den, x, 0);
  if (!R.isZero(den0)) {
    const at = point(numberNode(0), qNode(R.div(P.coeff(f.num, x, 0), den0)));
    steps.push(step({ rule: 'yIntercept', params: { unknown: x }, form: 'valueAt' }, at));
    features.push(named('y-intercept', at));
  }
  const roots = realRoots(n, x)
    .filter((r) => !holes.some((h) => approxEqual(h.value, r.value, TOLERANCE.check)))
    .map((r) =>
      atRoot(
        'x-intercept',
        r,
        x,
        () => [],
        () => 0,
      ),
    );
  steps.push(
    roots.length === 0
      ? step({ rule: 'xIntercept', form: 'numeratorNever' }, chain(P.toNode(n), '≠', numberNode(0)))
      : step({ rule: 'xIntercept', form: 'numeratorZero' }, list(...roots.map((r) => r.tree))),
  );
  features.push(...roots);
  return { steps, named: features, shape: 'rational' };
};
