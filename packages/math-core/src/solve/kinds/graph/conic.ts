/**
 * Circles and ellipses written implicitly: `x^2 + y^2 = 25`, `x^2 + y^2 - 4x + 6y - 3 = 0`,
 * `4x^2 + 9y^2 = 36`. The squares are completed in x and in y, a(x − h)² + b(y − k)² = c, which
 * gives the center (h, k) and, over c, the radius (a circle: a = b) or the semi-axes (an ellipse);
 * the curve is drawn as its upper and lower halves. The four points the answer names at the ends of
 * the axes are each put back into the equation as typed, exactly.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { evalExact, substitute, toPoly, variablesOf } from '../../../algebra/reading';
import { add, eq, n as numberNode, point, pow, sqrt, sub, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { qNode, type Solution, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { AnswerWords } from '../../answer';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { GRAPH_ANSWERS } from './answers';
import { GRAPH_REFUSALS } from './refusals';

/** a(x − h)² + b(y − k)² = c, read from the equation. */
interface Conic {
  x: string;
  y: string;
  a: R.Q;
  b: R.Q;
  h: R.Q;
  k: R.Q;
  c: R.Q;
}

/** The equation as a(x − h)² + b(y − k)² = c, when it is a circle's or an ellipse's form. */
export const conicOf = (tree: MathNode): Conic | undefined => {
  if (tree.type !== 'relation' || tree.relations.join() !== '=') return undefined;
  const names = variablesOf(tree);
  if (names.length !== 2 || !names.includes('y')) return undefined;
  const x = names.find((n) => n !== 'y') as string;
  let p: Poly;
  try {
    const [l, r] = tree.operands as [MathNode, MathNode];
    p = P.sub(toPoly(l), toPoly(r));
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
  // Only x², y², x, y and a number: no xy term, no higher power.
  if (p.some((t) => Object.keys(t.mono).length > 1 || Object.values(t.mono).some((e) => e > 2)))
    return undefined;
  const of = (name: string, k: number) =>
    p.find((t) => t.mono[name] === k && Object.keys(t.mono).length === 1)?.c ?? R.ZERO;
  let [a, b] = [of(x, 2), of('y', 2)];
  if (R.isZero(a) || R.isZero(b) || R.sign(a) !== R.sign(b)) return undefined;
  let [d, e, f] = [of(x, 1), of('y', 1), P.constant(p)];
  if (R.sign(a) < 0) [a, b, d, e, f] = [a, b, d, e, f].map(R.neg) as [R.Q, R.Q, R.Q, R.Q, R.Q];
  // a(x + d/(2a))² + b(y + e/(2b))² = d²/(4a) + e²/(4b) − f.
  const h = R.neg(R.div(d, R.mul(R.int(2), a)));
  const k = R.neg(R.div(e, R.mul(R.int(2), b)));
  const c = R.sub(R.add(R.mul(a, R.mul(h, h)), R.mul(b, R.mul(k, k))), f);
  return { x, y: 'y', a, b, h, k, c };
};

/** (x − h)² as a tree: x² when h is 0, (x + 2)² when h is −2. */
const shifted = (v: string, h: R.Q): MathNode =>
  pow(
    R.isZero(h)
      ? variable(v)
      : R.sign(h) < 0
        ? add(variable(v), qNode(R.neg(h)))
        : sub(variable(v), qNode(h)),
    numberNode(2),
  );

const root = (q: R.Q): Exact => E.radical(q, 2);

/**
 * The center and radius of a circle, or the center and semi-axes of an ellipse, with the squares
 * completed as steps; the curve's upper and lower halves as the functions to draw.
 */
export const conicAnswer = (tree: MathNode, conic: Conic): Answered => {
  const { x, y, a, b, h, k, c } = conic;
  if (R.sign(c) <= 0)
    throw R.isZero(c)
      ? refuse('unsupported', GRAPH_REFUSALS, 'graphOnePoint', { point: point(qNode(h), qNode(k)) })
      : refuse('unsupported', GRAPH_REFUSALS, 'graphNoPoint');
  const circle = R.isZero(R.sub(a, b));
  const completed = eq(
    add(
      R.isZero(R.sub(a, R.ONE))
        ? shifted(x, h)
        : { type: 'binary', op: '*', implicit: true, left: qNode(a), right: shifted(x, h) },
      R.isZero(R.sub(b, R.ONE))
        ? shifted(y, k)
        : { type: 'binary', op: '*', implicit: true, left: qNode(b), right: shifted(y, k) },
    ),
    qNode(c),
  );
  const steps: WorkedStep[] = [
    step({ rule: 'completeSquare', params: { first: x, second: y }, form: 'conicBoth' }, completed),
  ];
  const center = point(qNode(h), qNode(k));
  // Semi-axes: √(c/a) across, √(c/b) up.
  const [across, up] = [root(R.div(c, a)), root(R.div(c, b))];
  const named: Solution[] = [{ ...solution(center), name: 'center' }];
  // What the answer says of each.
  const said: AnswerWords[] = [{ id: 'center', params: { value: center } }];
  if (circle) {
    const r2 = R.div(c, a);
    if (!R.isZero(R.sub(a, R.ONE)))
      steps.push(
        step(
          { rule: 'scale', params: { divide: qNode(a) }, form: 'conicDivide' },
          eq(add(shifted(x, h), shifted(y, k)), qNode(r2)),
        ),
      );
    steps.push(step({ rule: 'circle', form: 'radius' }, eq(sqrt(qNode(r2)), E.toNode(across))));
    named.push({ ...solution(E.toNode(across), E.toNode(across)), name: 'radius' });
    said.push({ id: 'radius', params: { value: E.toNode(across) } });
  } else {
    steps.push(
      step(
        { rule: 'ellipse', params: { divide: qNode(c) }, form: 'divide' },
        eq(
          add(
            { type: 'fraction', num: shifted(x, h), den: qNode(R.div(c, a)) },
            { type: 'fraction', num: shifted(y, k), den: qNode(R.div(c, b)) },
          ),
          numberNode(1),
        ),
      ),
    );
    named.push(
      { ...solution(E.toNode(across), E.toNode(across)), name: `semi-axis along ${x}` },
      { ...solution(E.toNode(up), E.toNode(up)), name: `semi-axis along ${y}` },
    );
    said.push(
      { id: 'semiAxis', params: { unknown: variable(x), value: E.toNode(across) } },
      { id: 'semiAxis', params: { unknown: variable(y), value: E.toNode(up) } },
    );
  }
  // The check: the ends of both axes lie on the curve as typed.
  const [ex, ey] = [E.fromQ(h), E.fromQ(k)];
  for (const [px, py] of [
    [E.add(ex, across), ey],
    [E.sub(ex, across), ey],
    [ex, E.add(ey, up)],
    [ex, E.sub(ey, up)],
  ] as [Exact, Exact][]) {
    const at = { [x]: E.toNode(px), [y]: E.toNode(py) };
    const [l, r] = (tree as Extract<MathNode, { type: 'relation' }>).operands as [
      MathNode,
      MathNode,
    ];
    if (!E.equal(evalExact(substitute(l, at)), evalExact(substitute(r, at)))) throw unchecked();
  }
  // y = k ± √((c − a(x − h)²)/b): the halves above and below the center.
  const top = sub(
    qNode(c),
    R.isZero(R.sub(a, R.ONE))
      ? shifted(x, h)
      : { type: 'binary', op: '*', implicit: true, left: qNode(a), right: shifted(x, h) },
  );
  const inside = sqrt(
    R.isZero(R.sub(b, R.ONE)) ? top : { type: 'fraction', num: top, den: qNode(b) },
  );
  const half = (sign: 1 | -1): MathNode =>
    R.isZero(k)
      ? sign > 0
        ? inside
        : { type: 'neg', arg: inside }
      : sign > 0
        ? add(qNode(k), inside)
        : sub(qNode(k), inside);
  return {
    kind: 'graph',
    method: circle ? 'centerAndRadius' : 'centerAndSemiAxes',
    ...answerInWords(
      {
        id: 'features',
        params: {
          shape: {
            id: 'shape',
            params: { shape: { id: circle ? 'circle' : 'ellipse' }, curve: completed },
          },
          features: { join: 'semicolons', items: said },
        },
      },
      GRAPH_ANSWERS,
    ),
    solutions: named,
    steps,
    functions: [1, -1].map((sign) => ({
      name: variable(y),
      x,
      body: half(sign as 1 | -1),
      branch: toText(tree),
    })),
  };
};
