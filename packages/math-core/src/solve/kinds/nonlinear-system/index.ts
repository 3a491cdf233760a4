/**
 * Two equations in two unknowns where one is not linear: a line with a parabola, circle or
 * hyperbola (`x^2+y^2=25 and x+y=7`, `y=x^2, y=2x+1`, `xy=6, x+y=5`), or two equations in the
 * squares of the unknowns (`x^2+y^2=25, x^2-y^2=7`). Solved the way it is taught:
 * - substitution: an unknown that one equation holds only as c·v (c a number) is solved for, put
 *   into the other, and the equation in one unknown that leaves is solved by the solver's own
 *   equation cases; each solution is put back for the other unknown;
 * - elimination of squares: when both equations hold each unknown only as its square, they are two
 *   linear equations in x² and y², and each square's square roots are taken.
 * Every real solution is given as a pair, each put back into both equations as typed, exactly.
 */

import { curvesOf } from '../../../algebra/curves';
import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { exactly, substitute, toPoly, variablesOf } from '../../../algebra/reading';
import { eq, list, n as numberNode, point, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import type { GraphFunction } from '../../../math/plotted';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type EquationSolver, kind } from '../../kind';
import { NONLINEAR_SYSTEM_REFUSALS } from './refusals';

type Pair = [MathNode, MathNode];

export const nonlinearSystemKind = /* @__PURE__ */ kind({
  methods: {
    substitution: 'substitution',
    eliminationOfSquares: 'elimination of the squares',
  },
  id: 'nonlinear-system',
  title: 'System of equations',
  practice: null,
  check: 'own',
  example: 'x^2+y^2=25, x+y=7',
  working: 'system',
});

const polyOf = ([l, r]: Pair): Poly | undefined => {
  try {
    return P.sub(toPoly(l), toPoly(r));
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** The two equations of a list, when it is two equations in two unknowns with polynomial sides. */
const equationsOf = (tree: MathNode): { pairs: [Pair, Pair]; polys: [Poly, Poly] } | undefined => {
  if (tree.type !== 'list' || tree.items.length !== 2) return undefined;
  const pairs = tree.items.map((item) =>
    item.type === 'relation' && item.relations.join() === '=' ? (item.operands as Pair) : undefined,
  );
  if (pairs.some((p) => !p) || variablesOf(tree).length !== 2) return undefined;
  const polys = (pairs as Pair[]).map(polyOf);
  if (polys.some((p) => !p)) return undefined;
  return { pairs: pairs as [Pair, Pair], polys: polys as [Poly, Poly] };
};

/** v alone from p = 0 when p holds v only as c·v (c a number): v = −(p − c·v)/c. */
const solvedFor = (p: Poly, v: string): Poly | undefined => {
  const withV = p.filter((t) => (t.mono[v] ?? 0) > 0);
  const [term] = withV;
  if (withV.length !== 1 || term?.mono[v] !== 1 || Object.keys(term.mono).length !== 1)
    return undefined;
  return P.scale(
    p.filter((t) => !((t.mono[v] ?? 0) > 0)),
    R.div(R.int(-1), term.c),
  );
};

/** Whether p holds each unknown only as its square (x², y², constants). */
const inSquares = (p: Poly): boolean =>
  p.every((t) => Object.values(t.mono).every((k) => k === 2) && Object.keys(t.mono).length <= 1);

/** The pairs as the answer, each first put back into both equations as typed, exactly. */
const checked = (
  pairs: [Pair, Pair],
  names: [string, string],
  found: [Exact, Exact][],
  method: string,
  steps: WorkedStep[],
): Answered<'nonlinear-system'> => {
  for (const [a, b] of found)
    for (const [l, r] of pairs) {
      const at = { [names[0]]: E.toNode(a), [names[1]]: E.toNode(b) };
      const [u, w] = [exactly(substitute(l, at)), exactly(substitute(r, at))];
      if (!u || !w || !E.equal(u, w)) throw unchecked();
    }
  const unknowns = point(variable(names[0]), variable(names[1]));
  const sorted = [...found].sort(
    ([a, b], [c, d]) => E.toNumber(a) - E.toNumber(c) || E.toNumber(b) - E.toNumber(d),
  );
  const solutions = sorted.map(([a, b]) => solution(eq(unknowns, point(E.toNode(a), E.toNode(b)))));
  return {
    kind: 'nonlinear-system',
    method,
    ...(solutions.length === 0
      ? answerInWords({ id: 'noReal' })
      : { answer: solutions.map((s) => s.text).join(' or ') }),
    solutions,
    steps,
    ...(solutions.length === 0 ? { outcome: 'none' as const } : {}),
  };
};

/** Substitution: v from the equation that holds it as c·v, into the other. */
const bySubstitution = (
  eqs: { pairs: [Pair, Pair]; polys: [Poly, Poly] },
  names: string[],
  solveEquation: EquationSolver,
): Answered<'nonlinear-system'> | undefined => {
  for (const i of [0, 1])
    for (const v of [...names].reverse()) {
      const alone = solvedFor(eqs.polys[i] as Poly, v);
      if (!alone) continue;
      const u = names.find((n) => n !== v) as string;
      const vNode = P.toNode(alone);
      const [l, r] = eqs.pairs[1 - i] as Pair;
      const [left, right] = [substitute(l, { [v]: vNode }), substitute(r, { [v]: vNode })];
      const steps: WorkedStep[] = [
        step(
          {
            rule: 'sides',
            form: i === 0 ? 'solveFirstFor' : 'solveSecondFor',
            params: { unknown: variable(v) },
          },
          eq(variable(v), vNode),
        ),
        step(
          { rule: 'substitute', form: i === 0 ? 'itIntoSecond' : 'itIntoFirst' },
          eq(left, right),
        ),
      ];
      const solved = solveEquation(left, right);
      steps.push(...solved.steps);
      const found: [Exact, Exact][] = [];
      for (const s of solved.solutions) {
        const at =
          s.exact && s.tree.type === 'relation' && s.tree.relations[0] === '='
            ? exactly(s.exact)
            : undefined;
        if (!at) throw unchecked();
        const put = substitute(vNode, { [u]: E.toNode(at) });
        const back = exactly(put);
        if (!back) throw unchecked();
        found.push(u < v ? [at, back] : [back, at]);
        steps.push(
          step(
            {
              rule: 'substitute',
              form: 'putBack',
              params: {
                unknown: variable(u),
                value: E.toNode(at),
                target: variable(v),
                expression: vNode,
                result: E.toNode(back),
              },
            },
            eq(put, E.toNode(back)),
          ),
        );
      }
      return checked(eqs.pairs, names as [string, string], found, 'substitution', steps);
    }
  return undefined;
};

const square = (v: string): MathNode => ({
  type: 'power',
  base: variable(v),
  exponent: numberNode(2),
});

/** Elimination of squares: two linear equations in x² and y². */
const bySquares = (
  eqs: { pairs: [Pair, Pair]; polys: [Poly, Poly] },
  names: [string, string],
): Answered<'nonlinear-system'> | undefined => {
  if (!eqs.polys.every(inSquares)) return undefined;
  const [x, y] = names;
  const coeff = (p: Poly, v: string) => P.coeff(p, v, 2);
  const [p, q] = eqs.polys;
  // a·X + b·Y + c = 0 and d·X + e·Y + f = 0, X = x², Y = y², by Cramer's rule.
  const [a, b, c] = [coeff(p, x), coeff(p, y), P.constant(p)];
  const [d, e, f] = [coeff(q, x), coeff(q, y), P.constant(q)];
  const det = R.sub(R.mul(a, e), R.mul(b, d));
  if (R.isZero(det)) return undefined;
  const X = R.div(R.sub(R.mul(b, f), R.mul(c, e)), det);
  const Y = R.div(R.sub(R.mul(c, d), R.mul(a, f)), det);
  const steps: WorkedStep[] = [
    step(
      {
        rule: 'asSquares',
        params: {
          first: variable(x),
          second: variable(y),
          firstSquared: square(x),
          secondSquared: square(y),
        },
      },
      list(eq(square(x), E.toNode(E.fromQ(X))), eq(square(y), E.toNode(E.fromQ(Y)))),
    ),
  ];
  const roots = (s: R.Q): Exact[] => {
    if (R.sign(s) < 0) return [];
    const root = E.radical(s, 2);
    return R.isZero(s) ? [root] : [E.negate(root), root];
  };
  const [xs, ys] = [roots(X), roots(Y)];
  steps.push(
    step(
      xs.length === 0 || ys.length === 0
        ? { rule: 'squarePositive', form: 'noRealPair' }
        : { rule: 'squareRoot', form: 'pairedSigns' },
      list(
        ...xs.map((r) => eq(variable(x), E.toNode(r))),
        ...ys.map((r) => eq(variable(y), E.toNode(r))),
      ),
    ),
  );
  const found = xs.flatMap((u) => ys.map((w): [Exact, Exact] => [u, w]));
  return checked(eqs.pairs, names, found, 'eliminationOfSquares', steps);
};

/** Whether a problem is two equations in two unknowns with polynomial sides, one not linear. */
export const isNonlinearSystem = (tree: MathNode): boolean => {
  const eqs = equationsOf(tree);
  return eqs?.polys.some((p) => P.degree(p) > 1) === true;
};

/** Two equations in two unknowns, one not linear: by elimination of squares or substitution. */
export const solveNonlinearSystem = (tree: MathNode, solveEquation: EquationSolver): Answered => {
  const eqs = equationsOf(tree);
  if (!eqs) throw refuse('unsupported', NONLINEAR_SYSTEM_REFUSALS, 'nonlinearTwo');
  const names = variablesOf(tree).sort() as [string, string];
  const answered = bySquares(eqs, names) ?? bySubstitution(eqs, names, solveEquation);
  if (!answered) throw refuse('unsupported', NONLINEAR_SYSTEM_REFUSALS, 'nonlinearShape');
  const functions = curvesToDraw(eqs, names);
  return functions ? { ...answered, functions } : answered;
};

/**
 * Each equation's curve as functions of x to draw when one of them is drawn in two halves (a
 * circle, named by the equation they are halves of), so the graph shows the curves meeting at the
 * solutions; undefined when a curve has no such form, or when each is one function of x (the
 * graph draws those from the system itself).
 */
const curvesToDraw = (
  eqs: { pairs: [Pair, Pair]; polys: [Poly, Poly] },
  names: [string, string],
): GraphFunction[] | undefined => {
  const y = names.includes('y') ? 'y' : names[1];
  const x = names.find((n) => n !== y) as string;
  const curves = eqs.polys.map((p) => curvesOf(p, y));
  if (curves.some((c) => c === undefined) || curves.every((c) => c?.length === 1)) return undefined;
  return curves.flatMap((bodies, i) =>
    (bodies as MathNode[]).map((body) => ({
      name: variable(y),
      x,
      body,
      ...((bodies as MathNode[]).length > 1
        ? { branch: toText(eq(...(eqs.pairs[i] as Pair))) }
        : {}),
    })),
  );
};
