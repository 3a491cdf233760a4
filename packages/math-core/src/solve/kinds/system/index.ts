/**
 * Three linear equations in three unknowns, by elimination in exact rationals: the equations are
 * numbered (1), (2), (3); the first unknown is eliminated from two of them with one equation,
 * then the second from what is left, each new equation numbered and shown; back-substitution
 * gives the values. An equation that becomes 0 = c (c ≠ 0) means no solution; one that becomes
 * 0 = 0 leaves a free unknown and infinitely many solutions, given in terms of it.
 *
 * Before an answer is returned it is checked against the equations as typed: the values (or the
 * family in terms of the free unknowns) make every equation true exactly, a unique solution has a
 * coefficient determinant that is not 0, and "no solution" comes with the multiples of the typed
 * equations that add up to 0 = c.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { toPoly } from '../../../algebra/reading';
import { chain, eq, list, n as numberNode, variable } from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, SolveStop } from '../../../math/rational';
import { qNode, solution, step } from '../../../math/show';
import type { Step } from '../../../math/steps';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';
import { valueNode } from '../arithmetic';
import { solveSystem } from './two';

const UNCHECKED = 'The solver could not check this answer, so it does not give one';
const unsupported = (message: string): SolveStop => new SolveStop('unsupported', message);

/** a·u + b·v + c·w = d, numbered, with the multiples of the typed equations it is made of. */
interface Row {
  coef: [Q, Q, Q];
  rhs: Q;
  label: number;
  combo: [Q, Q, Q];
}

/** The row's equation as a tree: x + y + z = 6, −3y − z = −9; 0 = 0 for an empty one. */
const rowNode = (row: Row, names: string[]): MathNode => {
  const left = row.coef.reduce<Poly>(
    (acc, c, i) => P.add(acc, P.scale(P.varPoly(names[i] as string), c)),
    [],
  );
  return eq(P.toNode(left), qNode(row.rhs));
};

const isEmpty = (row: Row): boolean => row.coef.every(R.isZero);

/** k × (n) for a note: (2), 2 × (1). */
const times = (k: Q, label: number): string =>
  R.eq(k, R.ONE) ? `(${label})` : `${toText(qNode(k))} × (${label})`;

/** Whole coefficients with no common factor, the first one positive; and the factor used. */
const reduced = (row: Row, common = true): [Row, Q] => {
  const all = [...row.coef, row.rhs];
  const den = all.reduce((d, q) => R.lcm(d, q.q), 1n);
  const g = common ? all.reduce((acc, q) => R.gcd(acc, R.mul(q, R.rat(den)).p), 0n) : 1n;
  if (g === 0n) return [row, R.ONE];
  const lead = row.coef.find((c) => !R.isZero(c));
  const sign = common && lead && R.sign(lead) < 0 ? -1n : 1n;
  const k = R.rat(sign * den, g < 0n ? -g : g);
  return [
    {
      coef: row.coef.map((c) => R.mul(c, k)) as [Q, Q, Q],
      rhs: R.mul(row.rhs, k),
      label: row.label,
      combo: row.combo.map((c) => R.mul(c, k)) as [Q, Q, Q],
    },
    k,
  ];
};

const combine = (a: Row, ka: Q, b: Row, kb: Q, label: number): [Row, Q] =>
  reduced({
    coef: a.coef.map((c, i) => R.add(R.mul(ka, c), R.mul(kb, b.coef[i] as Q))) as [Q, Q, Q],
    rhs: R.add(R.mul(ka, a.rhs), R.mul(kb, b.rhs)),
    label,
    combo: a.combo.map((c, i) => R.add(R.mul(ka, c), R.mul(kb, b.combo[i] as Q))) as [Q, Q, Q],
  });

const det3 = (m: Q[][]): Q => {
  const at = (i: number, j: number) => (m[i] as Q[])[j] as Q;
  const minor = (j: number, k: number) =>
    R.sub(R.mul(at(1, j), at(2, k)), R.mul(at(1, k), at(2, j)));
  return R.add(
    R.sub(R.mul(at(0, 0), minor(1, 2)), R.mul(at(0, 1), minor(0, 2))),
    R.mul(at(0, 2), minor(0, 1)),
  );
};

/** The polynomial with each named unknown replaced by a polynomial. */
const substitutePoly = (p: Poly, values: Record<string, Poly>): Poly =>
  p.reduce<Poly>((acc, t) => {
    let term = P.constPoly(t.c);
    for (const [v, k] of Object.entries(t.mono))
      term = P.mul(term, P.powInt(values[v] ?? P.varPoly(v), k));
    return P.add(acc, term);
  }, []);

/**
 * Three equations left = right solved for their three unknowns (in alphabetical order), as
 * `solve` answers a system; `decimals` shows values as decimals when the problem was typed so.
 */
export const solveSystem3 = (equations: [MathNode, MathNode][], decimals: boolean): Answered => {
  const polys: Poly[] = equations.map(([l, r]) => P.sub(toPoly(l), toPoly(r)));
  const names = [...new Set(polys.flatMap(P.variables))].sort();
  if (names.length !== 3 || polys.some((p) => P.degree(p) > 1))
    throw unsupported(
      'A system of three equations must be linear in three unknowns, such as x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2',
    );
  const steps: Step[] = [];
  const original: Row[] = polys.map(
    (p, i) =>
      reduced(
        {
          coef: names.map((v) => P.coeff(p, v, 1)) as [Q, Q, Q],
          rhs: R.neg(P.constant(p)),
          label: i + 1,
          combo: [0, 1, 2].map((j) => (j === i ? R.ONE : R.ZERO)) as [Q, Q, Q],
        },
        false,
      )[0],
  );
  steps.push(
    step(
      'Number the equations (1), (2) and (3), with the unknowns on the left and no fractions',
      list(...original.map((r) => rowNode(r, names))),
    ),
  );

  let rest = [...original];
  const pivots: { col: number; row: Row }[] = [];
  let label = 4;
  for (let col = 0; col < 3 && rest.length > 0; col++) {
    const candidates = rest.filter((r) => !R.isZero(r.coef[col] as Q));
    if (candidates.length === 0) continue;
    const pivot = candidates.reduce((best, r) =>
      R.cmp(R.abs(r.coef[col] as Q), R.abs(best.coef[col] as Q)) < 0 ? r : best,
    );
    pivots.push({ col, row: pivot });
    const unknown = names[col] as string;
    const next: Row[] = [];
    for (const r of rest) {
      if (r === pivot) continue;
      const c = r.coef[col] as Q;
      if (R.isZero(c)) {
        next.push(r);
        continue;
      }
      const p = pivot.coef[col] as Q;
      const m = R.rat(R.lcm(R.abs(c).p, R.abs(p).p));
      let [k1, k2] = [R.div(m, c), R.neg(R.div(m, p))];
      if (R.sign(k1) < 0) [k1, k2] = [R.neg(k1), R.neg(k2)];
      const [made, factor] = combine(r, k1, pivot, k2, label);
      const divided = R.div(R.ONE, factor);
      const how = `${times(k1, r.label)} ${R.sign(k2) < 0 ? '−' : '+'} ${times(R.abs(k2), pivot.label)}${
        R.eq(factor, R.ONE) ? '' : `, divided by ${toText(qNode(divided))},`
      }`;
      if (isEmpty(made)) {
        const consistent = R.isZero(made.rhs);
        steps.push(
          step(
            consistent
              ? `Eliminate ${unknown}: ${how} gives 0 = 0, so this equation says nothing new`
              : `Eliminate ${unknown}: ${how} gives 0 = ${toText(qNode(made.rhs))}, which is false, so there is no solution`,
            chain(numberNode(0), consistent ? '=' : '≠', qNode(made.rhs)),
          ),
        );
        if (!consistent) return noSolution(made, polys, steps);
      } else {
        steps.push(
          step(`Eliminate ${unknown}: ${how} gives equation (${label})`, rowNode(made, names)),
        );
        next.push(made);
      }
      label += 1;
    }
    rest = next;
  }
  // A typed equation with no unknown left in it (0 = 5) that no elimination reached.
  const impossible = rest.find((r) => isEmpty(r) && !R.isZero(r.rhs));
  if (impossible) {
    steps.push(
      step(
        `Equation (${impossible.label}) says 0 = ${toText(qNode(impossible.rhs))}, which is false, so there is no solution`,
        chain(numberNode(0), '≠', qNode(impossible.rhs)),
      ),
    );
    return noSolution(impossible, polys, steps);
  }

  const free = [0, 1, 2].filter((c) => !pivots.some((p) => p.col === c));
  // Back-substitution, last pivot first: each pivot unknown as a polynomial in the free ones.
  const values: Record<string, Poly> = {};
  for (const f of free) values[names[f] as string] = P.varPoly(names[f] as string);
  for (const { col, row } of [...pivots].reverse()) {
    const name = names[col] as string;
    const known = [0, 1, 2]
      .filter((j) => j !== col && !R.isZero(row.coef[j] as Q))
      .map((j) => P.scale(values[names[j] as string] as Poly, row.coef[j] as Q))
      .reduce<Poly>((acc, p) => P.add(acc, p), []);
    const value = P.scale(P.sub(P.constPoly(row.rhs), known), R.div(R.ONE, row.coef[col] as Q));
    values[name] = value;
    if (free.length === 0) {
      const others = [0, 1, 2].filter((j) => j !== col && !R.isZero(row.coef[j] as Q));
      const note =
        others.length === 0
          ? `Solve equation (${row.label}) for ${name}`
          : `Substitute ${others
              .map((j) => `${names[j]} = ${toText(P.toNode(values[names[j] as string] as Poly))}`)
              .join(' and ')} into equation (${row.label}) and solve for ${name}`;
      steps.push(step(note, eq(variable(name), P.toNode(value))));
    }
  }

  // Every typed equation holds for the answer, as polynomials in the free unknowns.
  if (polys.some((p) => substitutePoly(p, values).length > 0)) throw unsupported(UNCHECKED);
  const matrix = polys.map((p) => names.map((v) => P.coeff(p, v, 1)));
  const determinant = det3(matrix);
  if (free.length === 0 ? R.isZero(determinant) : !R.isZero(determinant))
    throw unsupported(UNCHECKED);

  if (free.length > 0) {
    const family = pivots
      .map(({ col }) => names[col] as string)
      .sort()
      .map((name) => eq(variable(name), P.toNode(values[name] as Poly)));
    const freeNames = free.map((f) => names[f] as string);
    steps.push(
      step(
        `The equations are dependent: every value of ${freeNames.join(' and ')} gives a solution`,
        list(...family),
      ),
    );
    return {
      kind: 'system',
      method: 'elimination',
      answer: `Infinitely many solutions: ${toText(list(...family))}`,
      solutions: [],
      steps,
    };
  }
  const exact = names.map((v) => P.constant(values[v] as Poly));
  const shown = exact.map((q) => valueNode(E.fromQ(q), decimals));
  const statements = names.map((v, i) => eq(variable(v), shown[i] as MathNode));
  steps.push(step('The solution', list(...statements)));
  return {
    kind: 'system',
    method: 'elimination',
    answer: toText(list(...statements)),
    solutions: statements.map((s, i) => solution(s, shown[i])),
    steps,
  };
};

/** No solution, once the multiples of the typed equations are seen to add up to 0 = c. */
const noSolution = (made: Row, polys: Poly[], steps: Step[]): Answered => {
  const sum = polys.reduce<Poly>((acc, p, i) => P.add(acc, P.scale(p, made.combo[i] as Q)), []);
  if (!P.isConstant(sum) || R.isZero(P.constant(sum))) throw unsupported(UNCHECKED);
  return { kind: 'system', method: 'elimination', answer: 'No solution', solutions: [], steps };
};

const COUNTS = ['two', 'three'];

/** Two or three linear equations; the heading counts them. */
export const systemKind: Kind<'system'> = {
  id: 'system',
  title: (problem) =>
    problem.type === 'list'
      ? `System of ${COUNTS[problem.items.length - 2] ?? problem.items.length} linear equations`
      : 'System of linear equations',
  practice: 'algebra',
  check: 'solutions',
  example: '2x+y=5, x-y=1',
};

/** Equations separated by commas (or `;`, `and`, a new line), solved by elimination. */
export const systemCase: Case = {
  matches: (tree) => tree.type === 'list',
  solve: (tree, { decimals }): Answered => {
    const equations = (tree as Extract<MathNode, { type: 'list' }>).items.map((item) => {
      if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
        throw new SolveStop('unsupported', 'Each equation of a system needs one = sign');
      return item.operands as [MathNode, MathNode];
    });
    if (equations.length === 3) return solveSystem3(equations, decimals);
    if (equations.length !== 2)
      throw new SolveStop('unsupported', 'A system must have two or three equations');
    const o = solveSystem(equations);
    const [u, v] = o.names;
    if (o.status === 'roots') {
      const [a, b] = o.values.map((q) => valueNode(E.fromQ(q), decimals)) as [MathNode, MathNode];
      const solutions = [solution(eq(variable(u), a), a), solution(eq(variable(v), b), b)];
      return {
        kind: 'system',
        method: 'elimination',
        answer: toText(list(eq(variable(u), a), eq(variable(v), b))),
        solutions,
        steps: o.steps,
      };
    }
    return {
      kind: 'system',
      method: 'elimination',
      answer:
        o.status === 'none'
          ? 'No solution'
          : `Infinitely many solutions: ${toText(o.family as MathNode)}`,
      solutions: [],
      steps: o.steps,
    };
  },
};
