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

import {
  determinant,
  eliminate,
  isEmpty,
  type LinearRow,
  type RowOperation,
  typedRows,
} from '../../../algebra/linear';
import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { toPoly } from '../../../algebra/reading';
import { valueNode } from '../../../algebra/workOut';
import {
  add,
  chain,
  eq,
  list,
  mul,
  n as numberNode,
  sub,
  text,
  variable,
} from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { StepParams, WorkedStep } from '../../../math/rules';
import { qNode, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';
import { offered } from '../../methods/choice';
import { SYSTEM_REFUSALS } from './refusals';
import { namedValues } from './result';
import { solveSystem } from './two';

const unsupported = (id: keyof typeof SYSTEM_REFUSALS) =>
  refuse('unsupported', SYSTEM_REFUSALS, id);

/** The row's equation as a tree: x + y + z = 6, −3y − z = −9; 0 = 0 for an empty one. */
const rowNode = (row: LinearRow, names: string[]): MathNode => {
  const left = row.coef.reduce<Poly>(
    (acc, c, i) => P.add(acc, P.scale(P.varPoly(names[i] as string), c)),
    [],
  );
  return eq(P.toNode(left), qNode(row.rhs));
};

/** An equation's label as a note names it: (2). */
const label = (n: number): MathNode => text(`(${n})`);

/** k × (n) for a note: (2), 2 × (1). */
const times = (k: Q, n: number): MathNode => (R.eq(k, R.ONE) ? label(n) : mul(qNode(k), label(n)));

/** The step an elimination is written as: which multiples were added, and what they gave. */
const operationStep = (op: RowOperation, names: string[]): WorkedStep => {
  const { row, k1, pivot, k2, factor, result } = op;
  const unknown = names[op.col] as string;
  const how = (R.sign(k2) < 0 ? sub : add)(times(k1, row.label), times(R.abs(k2), pivot.label));
  const params: StepParams = {
    unknown: variable(unknown),
    how,
    ...(R.eq(factor, R.ONE) ? {} : { divisor: qNode(R.div(R.ONE, factor)) }),
  };
  const by = R.eq(factor, R.ONE) ? '' : 'Divided';
  if (!isEmpty(result))
    return step(
      { rule: 'eliminate', form: `gives${by}`, params: { ...params, label: result.label } },
      rowNode(result, names),
    );
  const consistent = R.isZero(result.rhs);
  return step(
    consistent
      ? { rule: 'dependent', form: `nothingNew${by}`, params }
      : {
          rule: 'contradiction',
          form: `givesFalse${by}`,
          params: { ...params, value: qNode(result.rhs) },
        },
    chain(numberNode(0), consistent ? '=' : '≠', qNode(result.rhs)),
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
    throw unsupported('systemThreeLinear');
  const steps: WorkedStep[] = [];
  const original = typedRows(
    polys.map((p) => ({ coef: names.map((v) => P.coeff(p, v, 1)), rhs: R.neg(P.constant(p)) })),
  );
  steps.push(
    step(
      { rule: 'numberEquations', form: 'three' },
      list(...original.map((r) => rowNode(r, names))),
    ),
  );

  const outcome = eliminate(original, names);
  steps.push(...outcome.ops.map((op) => operationStep(op, names)));
  if (outcome.status === 'none') {
    const impossible = outcome.contradiction;
    if (outcome.typed)
      steps.push(
        step(
          {
            rule: 'contradiction',
            form: 'typedFalse',
            params: { label: impossible.label, value: qNode(impossible.rhs) },
          },
          chain(numberNode(0), '≠', qNode(impossible.rhs)),
        ),
      );
    return noSolution(impossible, polys, steps);
  }

  const { free, pivots, values } = outcome;
  if (free.length === 0)
    for (const { col, row, value } of outcome.back) {
      const name = names[col] as string;
      const others = [0, 1, 2].filter((j) => j !== col && !R.isZero(row.coef[j] as Q));
      const [first, second] = others.map((j) =>
        eq(variable(names[j] as string), P.toNode(values[names[j] as string] as Poly)),
      );
      const params = { label: row.label, unknown: variable(name) };
      steps.push(
        step(
          first === undefined
            ? { rule: 'substitute', form: 'solveEquation', params }
            : second === undefined
              ? { rule: 'substitute', form: 'oneIntoEquation', params: { ...params, first } }
              : {
                  rule: 'substitute',
                  form: 'twoIntoEquation',
                  params: { ...params, first, second },
                },
          eq(variable(name), P.toNode(value)),
        ),
      );
    }

  // Every typed equation holds for the answer, as polynomials in the free unknowns.
  if (polys.some((p) => substitutePoly(p, values).length > 0)) throw unchecked();
  const matrix = polys.map((p) => names.map((v) => P.coeff(p, v, 1)));
  const det = determinant(matrix);
  if (free.length === 0 ? R.isZero(det) : !R.isZero(det)) throw unchecked();

  if (free.length > 0) {
    const family = pivots
      .map(({ col }) => names[col] as string)
      .sort()
      .map((name) => eq(variable(name), P.toNode(values[name] as Poly)));
    const [first, second] = free.map((f) => variable(names[f] as string));
    steps.push(
      step(
        second === undefined
          ? { rule: 'dependent', form: 'everyValue', params: { unknown: first as MathNode } }
          : {
              rule: 'dependent',
              form: 'everyValueTwo',
              params: { first: first as MathNode, second },
            },
        list(...family),
      ),
    );
    return {
      kind: 'system',
      method: 'elimination',
      ...answerInWords({ id: 'family', params: { family: list(...family) } }),
      solutions: [],
      outcome: 'family',
      steps,
    };
  }
  const exact = names.map((v) => P.constant(values[v] as Poly));
  const shown = exact.map((q) => valueNode(E.fromQ(q), decimals));
  const statements = names.map((v, i) => eq(variable(v), shown[i] as MathNode));
  steps.push(step({ rule: 'solved' }, list(...statements)));
  return {
    kind: 'system',
    method: 'elimination',
    answer: toText(list(...statements)),
    solutions: statements.map((s, i) => solution(s, shown[i])),
    values: namedValues(names, shown),
    steps,
  };
};

/** No solution, once the multiples of the typed equations are seen to add up to 0 = c. */
const noSolution = (made: LinearRow, polys: Poly[], steps: WorkedStep[]): Answered => {
  const sum = polys.reduce<Poly>((acc, p, i) => P.add(acc, P.scale(p, made.combo[i] as Q)), []);
  if (!P.isConstant(sum) || R.isZero(P.constant(sum))) throw unchecked();
  return {
    kind: 'system',
    method: 'elimination',
    ...answerInWords({ id: 'none' }),
    solutions: [],
    outcome: 'none',
    steps,
  };
};

/** The headings of two and three equations, which name their count in words. */
const SIZES = ['systemOfTwo', 'systemOfThree'];

/** Two or three linear equations; the heading counts them. */
export const systemKind: Kind<'system'> = {
  id: 'system',
  title: (problem) =>
    problem.type !== 'list'
      ? 'system'
      : problem.items.length <= 3
        ? (SIZES[problem.items.length - 2] as string)
        : { id: 'systemOf', params: { count: problem.items.length } },
  methods: { elimination: 'elimination', substitution: 'substitution' },
  titles: {
    system: 'System of linear equations',
    systemOfTwo: 'System of two linear equations',
    systemOfThree: 'System of three linear equations',
    systemOf: 'System of {count} linear equations',
  },
  practice: 'algebra',
  check: 'solutions',
  example: '2x+y=5, x-y=1',
  solutions: 'point',
  working: 'system',
};

/** Equations separated by commas (or `;`, `and`, a new line), solved by elimination. */
export const systemCase: Case = {
  matches: (tree) => tree.type === 'list',
  solve: (tree, { decimals, method }): Answered => {
    const equations = (tree as Extract<MathNode, { type: 'list' }>).items.map((item) => {
      if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
        throw unsupported('systemOneEquals');
      return item.operands as [MathNode, MathNode];
    });
    if (equations.length === 3) return solveSystem3(equations, decimals);
    if (equations.length !== 2) throw unsupported('systemCount');
    const o = solveSystem(equations, method);
    const [u, v] = o.names;
    const ways = offered(['substitution', 'elimination'], o.used);
    if (o.status === 'roots') {
      const [a, b] = o.values.map((q) => valueNode(E.fromQ(q), decimals)) as [MathNode, MathNode];
      const solutions = [solution(eq(variable(u), a), a), solution(eq(variable(v), b), b)];
      return {
        kind: 'system',
        method: o.used,
        answer: toText(list(eq(variable(u), a), eq(variable(v), b))),
        solutions,
        values: namedValues([u, v], [a, b]),
        steps: o.steps,
        ...ways,
      };
    }
    return {
      kind: 'system',
      method: o.used,
      ...ways,
      ...answerInWords(
        o.status === 'none'
          ? { id: 'none' }
          : { id: 'family', params: { family: o.family as MathNode } },
      ),
      solutions: [],
      outcome: o.status === 'none' ? 'none' : 'family',
      steps: o.steps,
    };
  },
};
