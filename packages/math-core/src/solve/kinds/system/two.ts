/**
 * Two linear equations in two unknowns, by elimination (scale the equations so one unknown's
 * coefficients cancel, add or subtract, solve for the other, substitute back) or, when asked, by
 * substitution (solve one equation for one unknown, put that into the other, solve, put back).
 * Parallel lines (no solution) and the same line twice (infinitely many) are told apart.
 */

import { eliminate, typedRows } from '../../../algebra/linear';
import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { substitute, toPoly } from '../../../algebra/reading';
import { chain, eq, list, n as numberNode, variable } from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { Say, WorkedStep } from '../../../math/rules';
import { qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { SYSTEM_REFUSALS } from './refusals';

interface SystemOutcome {
  status: 'roots' | 'none' | 'all';
  /** The unknowns in alphabetical order, and their values when there is one solution. */
  names: [string, string];
  values: Q[];
  /** For infinitely many solutions: one unknown in terms of the other (y = 5 − 2x). */
  family?: MathNode;
  steps: WorkedStep[];
  /** The way the steps take. */
  used: 'substitution' | 'elimination';
}

interface Row {
  a: Q;
  b: Q;
  c: Q;
}

const rowNode = (row: Row, [u, v]: [string, string]): MathNode => {
  const left = P.add(P.scale(P.varPoly(u), row.a), P.scale(P.varPoly(v), row.b));
  return eq(P.toNode(left), qNode(row.c));
};

const scaleRow = (row: Row, k: Q): Row => ({
  a: R.mul(row.a, k),
  b: R.mul(row.b, k),
  c: R.mul(row.c, k),
});

/** The first and the second equation, as the catalogue's forms name them. */
const ORDINAL = ['First', 'Second'];
const STATUS = { unique: 'roots', none: 'none', infinite: 'all' } as const;

/** For the same line twice: v in terms of u from the first equation that has v (or u alone). */
const familyOf = (rows: Row[], [u, v]: [string, string]): MathNode => {
  const row = rows.find((r) => !R.isZero(r.b));
  if (row)
    return eq(
      variable(v),
      P.toNode(
        P.add(P.constPoly(R.div(row.c, row.b)), P.scale(P.varPoly(u), R.neg(R.div(row.a, row.b)))),
      ),
    );
  const r = rows.find((x) => !R.isZero(x.a)) as Row;
  return eq(variable(u), qNode(R.div(r.c, r.a)));
};

/**
 * The two equations (whole coefficients) by substitution: the unknown with the smallest
 * coefficient (1 when there is one) taken from its equation, put into the other.
 */
const bySubstitution = (
  rows: [Row, Row],
  pair: [string, string],
  steps: WorkedStep[],
): Omit<SystemOutcome, 'used'> => {
  const size = (q: Q): bigint => (R.isZero(q) ? 1n << 60n : R.abs(q).p);
  const options = [0, 1].flatMap((i) =>
    [1, 0].map((j) => ({ i, j, cost: size(j === 0 ? (rows[i] as Row).a : (rows[i] as Row).b) })),
  );
  const { i, j } = options.reduce((best, o) => (o.cost < best.cost ? o : best));
  const row = rows[i] as Row;
  const [w, other] = j === 0 ? pair : [pair[1], pair[0]];
  const [k, m] = j === 0 ? [row.a, row.b] : [row.b, row.a];
  // w = (c − m·other)/k
  const expression = P.add(
    P.constPoly(R.div(row.c, k)),
    P.scale(P.varPoly(other), R.neg(R.div(m, k))),
  );
  const expressionNode = P.toNode(expression);
  steps.push(
    step(
      { rule: 'sides', form: `solve${ORDINAL[i]}For`, params: { unknown: variable(w) } },
      eq(variable(w), expressionNode),
    ),
  );
  const into = rowNode(rows[1 - i] as Row, pair);
  const [left, right] = (
    substitute(into, { [w]: expressionNode }) as Extract<MathNode, { type: 'relation' }>
  ).operands as [MathNode, MathNode];
  steps.push(
    step(
      {
        rule: 'substitute',
        form: `into${ORDINAL[1 - i]}`,
        params: { unknown: variable(w), value: expressionNode },
      },
      eq(left, right),
    ),
  );
  const o = solvePolynomial(left, right, other);
  steps.push(...withoutAlone(o.steps));
  if (o.status === 'none') return { status: 'none', names: pair, values: [], steps };
  if (o.status === 'all') {
    const family = familyOf(rows, pair);
    steps.push(step({ rule: 'dependent' }, family));
    return { status: 'all', names: pair, values: [], family, steps };
  }
  const otherValue = E.rational(o.roots[0] as E.Exact) as Q;
  const wValue = R.add(R.div(row.c, k), R.mul(R.neg(R.div(m, k)), otherValue));
  if (!R.isZero(m))
    steps.push(
      step(
        {
          rule: 'substitute',
          params: {
            unknown: variable(other),
            value: qNode(otherValue),
            target: variable(w),
            expression: expressionNode,
          },
        },
        chain(
          variable(w),
          '=',
          substitute(expressionNode, { [other]: qNode(otherValue) }),
          '=',
          qNode(wValue),
        ),
      ),
    );
  const values = j === 0 ? [wValue, otherValue] : [otherValue, wValue];
  steps.push(
    step(
      { rule: 'solved' },
      list(
        eq(variable(pair[0]), qNode(values[0] as Q)),
        eq(variable(pair[1]), qNode(values[1] as Q)),
      ),
    ),
  );
  return { status: 'roots', names: pair, values, steps };
};

/** Two linear equations solved by elimination, or by substitution when that is asked for. */
export const solveSystem = (equations: [MathNode, MathNode][], asked?: string): SystemOutcome => {
  const polys: Poly[] = equations.map(([l, r]) => P.sub(toPoly(l), toPoly(r)));
  const names = [...new Set(polys.flatMap(P.variables))].sort();
  if (names.length !== 2 || polys.some((p) => P.degree(p) > 1))
    throw refuse('unsupported', SYSTEM_REFUSALS, 'systemTwoLinear');
  const pair = names as [string, string];
  const [u, v] = pair;
  const steps: WorkedStep[] = [];
  // ax + by = c with whole coefficients.
  let rows: Row[] = polys.map((p) => {
    const d = R.rat(P.denominator(p));
    return {
      a: R.mul(P.coeff(p, u, 1), d),
      b: R.mul(P.coeff(p, v, 1), d),
      c: R.mul(R.neg(P.constant(p)), d),
    };
  });
  const standard = rows.map((row) => rowNode(row, pair));
  // The n×n elimination decides the answer; the working below is the 2×2 one a student writes,
  // and what it concludes must agree.
  const outcome = eliminate(
    typedRows(rows.map((row) => ({ coef: [row.a, row.b], rhs: row.c }))),
    pair,
  );
  const used = asked === 'substitution' ? 'substitution' : 'elimination';
  const agreed = (o: Omit<SystemOutcome, 'used'>): SystemOutcome => {
    const same =
      STATUS[outcome.status] === o.status &&
      (outcome.status !== 'unique' ||
        o.values.every((q, i) => R.eq(q, P.constant(outcome.values[pair[i] as string] as Poly))));
    if (!same) throw unchecked();
    return { ...o, used };
  };
  if (
    standard.some(
      (node, i) => toText(node) !== toText(eq(...(equations[i] as [MathNode, MathNode]))),
    )
  )
    steps.push(
      step(
        { rule: 'sides', form: 'standard', params: { first: variable(u), second: variable(v) } },
        list(...standard),
      ),
    );

  const [r1, r2] = rows as [Row, Row];
  if (used === 'substitution') return agreed(bySubstitution([r1, r2], pair, steps));
  // Eliminate the unknown whose coefficients need the smaller multiplier.
  const cost = (x: Q, y: Q): bigint =>
    R.isZero(x) || R.isZero(y) ? 1n << 60n : R.lcm(R.abs(x).p, R.abs(y).p);
  const eliminateV = cost(r1.b, r2.b) <= cost(r1.a, r2.a);
  const pick = (row: Row): Q => (eliminateV ? row.b : row.a);
  const [p1, p2] = [pick(r1), pick(r2)];
  const target = eliminateV ? v : u;
  const keep = eliminateV ? u : v;
  let m1 = R.ONE;
  let m2 = R.ONE;
  if (!R.isZero(p1) && !R.isZero(p2)) {
    const l = R.lcm(R.abs(p1).p, R.abs(p2).p);
    m1 = R.rat(l / R.abs(p1).p);
    m2 = R.rat(l / R.abs(p2).p);
  }
  rows = [scaleRow(r1, m1), scaleRow(r2, m2)];
  rows.forEach((row, i) => {
    const m = i === 0 ? m1 : m2;
    if (!R.eq(m, R.ONE))
      steps.push(
        step(
          { rule: 'scale', form: `multiply${ORDINAL[i]}`, params: { multiply: qNode(m) } },
          rowNode(row, pair),
        ),
      );
  });
  const [s1, s2] = rows as [Row, Row];
  const bothPresent = !R.isZero(pick(s1)) && !R.isZero(pick(s2));
  const same = bothPresent && R.sign(pick(s1)) === R.sign(pick(s2));
  let combined: Row;
  let combineNote: Say;
  /** How the two equations were combined, as the forms of a note that goes on to what it gave name it. */
  let how: string;
  const unknown = variable(target);
  if (!bothPresent) {
    // One equation lacks the unknown already: it is the one to solve first.
    combined = R.isZero(pick(s1)) ? s1 : s2;
    how = `NoneIn${ORDINAL[R.isZero(pick(s1)) ? 0 : 1]}`;
    combineNote = {
      rule: 'alone',
      form: `noneIn${ORDINAL[R.isZero(pick(s1)) ? 0 : 1]}`,
      params: { unknown },
    };
  } else if (same) {
    combined = { a: R.sub(s1.a, s2.a), b: R.sub(s1.b, s2.b), c: R.sub(s1.c, s2.c) };
    how = 'Subtract';
    combineNote = { rule: 'eliminate', form: 'subtract', params: { unknown } };
  } else {
    combined = { a: R.add(s1.a, s2.a), b: R.add(s1.b, s2.b), c: R.add(s1.c, s2.c) };
    how = 'Add';
    combineNote = { rule: 'eliminate', form: 'add', params: { unknown } };
  }
  const k = eliminateV ? combined.a : combined.b;
  if (R.isZero(k)) {
    const consistent = R.isZero(combined.c);
    steps.push(
      step(
        consistent
          ? { rule: 'dependent', form: `sameLine${how}`, params: { unknown } }
          : {
              rule: 'contradiction',
              form: `parallel${how}`,
              params: { unknown, value: qNode(combined.c) },
            },
        chain(numberNode(0), consistent ? '=' : '≠', qNode(combined.c)),
      ),
    );
    if (!consistent) return agreed({ status: 'none', names: pair, values: [], steps });
    const family = familyOf([r1, r2], pair);
    steps.push(step({ rule: 'dependent' }, family));
    return agreed({ status: 'all', names: pair, values: [], family, steps });
  }
  const onlyKeep: Row = eliminateV
    ? { a: combined.a, b: R.ZERO, c: combined.c }
    : { a: R.ZERO, b: combined.b, c: combined.c };
  steps.push(step(combineNote, rowNode(onlyKeep, pair)));
  const keepValue = R.div(combined.c, k);
  if (!R.eq(k, R.ONE))
    steps.push(
      step({ rule: 'scale', params: { divide: qNode(k) } }, eq(variable(keep), qNode(keepValue))),
    );
  // Substitute into an original equation (in standard form) that has the other unknown.
  const source = [r1, r2].findIndex((row) => !R.isZero(eliminateV ? row.b : row.a));
  const row = [r1, r2][source] as Row;
  const node = standard[source] as MathNode;
  const substituted = substitute(node, { [keep]: qNode(keepValue) });
  steps.push(
    step(
      {
        rule: 'substitute',
        form: `into${ORDINAL[source]}`,
        params: { unknown: variable(keep), value: qNode(keepValue) },
      },
      substituted,
    ),
  );
  const coefficient = eliminateV ? row.b : row.a;
  const other = eliminateV ? row.a : row.b;
  const targetValue = R.div(R.sub(row.c, R.mul(other, keepValue)), coefficient);
  steps.push(
    step({ rule: 'solveFor', params: { unknown } }, eq(variable(target), qNode(targetValue))),
  );
  const values = eliminateV ? [keepValue, targetValue] : [targetValue, keepValue];
  steps.push(
    step(
      { rule: 'solved' },
      list(eq(variable(u), qNode(values[0] as Q)), eq(variable(v), qNode(values[1] as Q))),
    ),
  );
  return agreed({ status: 'roots', names: pair, values, steps });
};
