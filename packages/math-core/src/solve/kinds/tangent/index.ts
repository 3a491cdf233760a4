/**
 * The tangent and the normal to a curve at a point, asked in words: "the equation of the tangent to
 * y = x^2 at x = 1" is y = 2x − 1, "normal to f(x) = x^3 at (1, 1)" is y = −x/3 + 4/3. Worked as a
 * course does it: the derivative (with its own steps), the point on the curve, the slope there
 * (and for the normal the perpendicular slope), the line through the point with that slope, and
 * the line written as y = mx + c. Values are exact (fractions, surds); a point given with both
 * coordinates must be on the curve.
 *
 * The kind checks its answer itself: the line must pass through the curve's point, and its slope
 * must be the curve's slope there, measured by a difference quotient of the function as typed.
 */

import { show } from '../../../algebra/calculus';
import { differentiateTree } from '../../../algebra/derivative';
import { evalExact, mapTree, substitute, variablesOf } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import { exactTrigValue } from '../../../algebra/trig-values';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { add, chain, eq, neg, point, sub, times, variable } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse, said } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { MathErrorValue } from '../../../types';
import type { Answered } from '../../equation';
import { type Command, kind, sides } from '../../kind';
import { TANGENT_REFUSALS } from './refusals';

type Line = 'tangent' | 'normal';

/** The words read off the text: which line, the curve's maths, and the point as typed. */
interface Request {
  line: Line;
  curve: string;
  at: string;
}

/**
 * The phrasings, built in a function called once (marked pure), so that a bundle without the
 * solver keeps none of them. Groups: the line, the curve, the point.
 */
const phrases = (): RegExp[] => {
  const LEAD = String.raw`^\s*(?:please\s+)?(?:(?:find|give|determine|write\s+down|write|state|work\s+out|what\s+is|what['’]s|whats)\s+)?(?:the\s+|an\s+)?(?:equations?\s+(?:of|for)\s+(?:the\s+|a\s+)?)?`;
  const LINE = String.raw`(tangent|normal)(?:\s+line)?`;
  const CURVE = String.raw`(?:the\s+)?(?:(?:curve|graph|function|parabola)\s+(?:of\s+)?)?`;
  const AT = String.raw`\s*,?\s+(?:at|where|when)\s+(?:the\s+point\s+)?`;
  return [
    new RegExp(
      String.raw`${LEAD}${LINE}\s*(?:to|of|for|on)?\s+${CURVE}(.+?)${AT}(.+?)\s*[?.!]*\s*$`,
      'i',
    ),
    new RegExp(
      String.raw`${LEAD}${LINE}${AT}(.+?)\s+(?:to|of|for|on)\s+${CURVE}(.+?)\s*[?.!]*\s*$`,
      'i',
    ),
  ];
};

const PHRASES = /* @__PURE__ */ phrases();

/** The request in the text, when its words are one of the phrasings above. */
export const readTangent = (text: string): Request | undefined => {
  const [curveFirst, pointFirst] = PHRASES as [RegExp, RegExp];
  const m = curveFirst.exec(text);
  if (m)
    return {
      line: (m[1] as string).toLowerCase() as Line,
      curve: m[2] as string,
      at: m[3] as string,
    };
  const p = pointFirst.exec(text);
  if (p)
    return {
      line: (p[1] as string).toLowerCase() as Line,
      curve: p[3] as string,
      at: p[2] as string,
    };
  return undefined;
};

const unsupported = (id: keyof typeof TANGENT_REFUSALS, values?: Record<string, MathErrorValue>) =>
  refuse('unsupported', TANGENT_REFUSALS, id, values);

/** y = …, f(x) = … or the expression alone: the function of the curve. */
const functionOf = (tree: MathNode): MathNode => {
  if (tree.type !== 'relation') return tree;
  const [left, right] = sides(tree);
  const named =
    tree.relations.length === 1 &&
    tree.relations[0] === '=' &&
    ((left.type === 'variable' && left.name === 'y') ||
      (left.type === 'function' && left.args.length === 1 && left.args[0]?.type === 'variable'));
  if (!named) throw unsupported('tangentCurve');
  return right;
};

/** The point as the reader parsed it: x = a, (a, b), or a alone; its x, and its y when given. */
const pointOf = (
  parsed: MathNode | undefined,
  typed: string,
  x: string,
): { a: MathNode; b?: MathNode } => {
  if (!parsed)
    throw refuse('invalid_value', TANGENT_REFUSALS, 'tangentPointUnread', { point: typed });
  const at = parsed;
  if (at.type === 'point' && at.coords.length === 2) {
    const [a, b] = at.coords as [MathNode, MathNode];
    return { a, b };
  }
  if (at.type === 'relation' && at.relations.length === 1 && at.relations[0] === '=') {
    const [left, right] = sides(at);
    if (left.type === 'variable' && left.name === x) return { a: right };
  }
  if (variablesOf(at).length === 0) return { a: at };
  throw unsupported('tangentPointForm', { letter: x });
};

/** A value exactly, or a refusal saying what has none (its own sentence, said inside the refusal). */
const exact = (node: MathNode, what: MathErrorValue): Exact => {
  try {
    // sin, cos and tan at multiples of π/12 (0 among them) have exact values.
    return evalExact(mapTree(node, exactTrigValue));
  } catch (err) {
    if (err instanceof SolveStop) throw unsupported('tangentNotExact', { what });
    throw err;
  }
};

/** name = working = value, the working left out when it already reads as the value. */
const worked = (name: MathNode, working: MathNode, value: MathNode): MathNode =>
  toText(working) === toText(value) ? eq(name, value) : chain(name, '=', working, '=', value);

const ONE = /* @__PURE__ */ E.fromQ({ p: 1n, q: 1n });

/** c·x + d as written: 2x − 1, −x/3 + 4/3, x, 5. */
const linear = (c: Exact, d: Exact, X: MathNode): MathNode => {
  const slope =
    E.sign(c) === 0
      ? undefined
      : E.equal(c, ONE)
        ? X
        : E.equal(c, E.negate(ONE))
          ? neg(X)
          : times(E.toNode(c), X);
  if (!slope) return E.toNode(d);
  if (E.sign(d) === 0) return slope;
  return E.sign(d) > 0 ? add(slope, E.toNode(d)) : sub(slope, E.toNode(E.negate(d)));
};

/** The tangent or normal line at the point, with its steps, checked before it is given. */
export const tangentLine = (
  tree: MathNode,
  request: Request,
  atTree: MathNode | undefined,
): Answered & { problem: MathNode } => {
  const f = functionOf(tree);
  const names = variablesOf(f);
  if (names.length > 1) throw unsupported('tangentOneLetter');
  const x = names[0] ?? 'x';
  const X = variable(x);
  const Y = variable('y');
  const at = pointOf(atTree, request.at, x);
  const a = exact(at.a, said(TANGENT_REFUSALS, 'tangentThePoint'));
  const aNode = E.toNode(a);
  const y1 = exact(
    substitute(f, { [x]: aNode }),
    said(TANGENT_REFUSALS, 'tangentValueAt', { at: eq(X, aNode) }),
  );
  if (at.b !== undefined && !E.equal(exact(at.b, said(TANGENT_REFUSALS, 'tangentThePoint')), y1))
    throw refuse('invalid_value', TANGENT_REFUSALS, 'tangentOffCurve', {
      point: point(aNode, at.b),
      at: eq(X, aNode),
      y: eq(Y, E.toNode(y1)),
    });
  const derived = differentiateTree(f, x);
  const fPrime = show(derived.value, x);
  const m = exact(
    substitute(fPrime, { [x]: aNode }),
    said(TANGENT_REFUSALS, 'tangentSlopeAt', { at: eq(X, aNode) }),
  );
  const y1Node = E.toNode(y1);
  const steps: WorkedStep[] = [
    ...derived.steps,
    step(
      { rule: 'substitute', params: { unknown: x, value: aNode }, form: 'tangentPoint' },
      worked(Y, substitute(f, { [x]: aNode }), y1Node),
    ),
    step(
      { rule: 'tangentSlope', params: { unknown: x, value: aNode }, form: 'derivativeThere' },
      worked(variable('m'), substitute(fPrime, { [x]: aNode }), E.toNode(m)),
    ),
  ];
  let slope = m;
  let answerLine: MathNode;
  if (request.line === 'normal' && E.sign(m) === 0) {
    // A flat tangent has a vertical normal.
    answerLine = eq(X, aNode);
    steps.push(step({ rule: 'perpendicular', form: 'normalVertical' }, answerLine));
  } else {
    if (request.line === 'normal') {
      slope = E.negate(E.div(ONE, m));
      steps.push(
        step({ rule: 'perpendicular', form: 'normalSlope' }, eq(variable('m'), E.toNode(slope))),
      );
    }
    // y − y₁ = m(x − x₁), with x − x₁ written as typed (x + 1, not x − (−1)) and m = ±1 as a sign.
    const across = linear(ONE, E.negate(a), X);
    const rise =
      E.sign(slope) === 0 ? E.toNode(slope) : linear(slope, [], E.sign(a) === 0 ? X : across);
    const through = eq(linear(ONE, E.negate(y1), Y), rise);
    answerLine = eq(Y, linear(slope, E.sub(y1, E.mul(slope, a)), X));
    steps.push(
      step(
        {
          rule: 'pointSlope',
          params: { point: point(aNode, y1Node), slope: E.toNode(slope), unknown: x },
          form: 'through',
        },
        through,
      ),
    );
    if (toText(through) !== toText(answerLine))
      steps.push(step({ rule: 'sides', form: 'tangentSlopeForm' }, answerLine));
  }
  check(f, x, E.toNumber(a), E.toNumber(y1), answerLine, request.line);
  const found = { ...solution(answerLine), name: request.line };
  return {
    kind: 'tangent',
    method: request.line === 'tangent' ? 'derivativeAtPoint' : 'perpendicularToTangent',
    answer: found.text,
    // The line is the whole answer, so each language writes it in its notation.
    answerTree: answerLine,
    solutions: [found, { ...solution(point(aNode, y1Node)), name: 'point' }],
    steps,
    problem: tree,
  };
};

/** The step of the central difference that measures the curve's slope, relative to the point. */
const SLOPE_STEP = 1e-5;

/**
 * The check, by floating point alone: the line passes through (a, f(a)) and its slope is the
 * curve's (the tangent) or perpendicular to it (the normal), the curve's slope measured by a
 * central difference quotient of the function as typed.
 */
const check = (
  f: MathNode,
  x: string,
  a: number,
  y1: number,
  line: MathNode,
  asked: Line,
): void => {
  const h = SLOPE_STEP * Math.max(1, Math.abs(a));
  const curveSlope = (evaluateMath(f, { [x]: a + h }) - evaluateMath(f, { [x]: a - h })) / (2 * h);
  const [left, right] = sides(line);
  const vertical = left.type === 'variable' && left.name === x;
  const scale = Math.max(1, Math.abs(curveSlope));
  let ok: boolean;
  if (vertical)
    ok =
      asked === 'normal' &&
      approxEqual(curveSlope, 0, TOLERANCE.root) &&
      agree(evaluateMath(right), a);
  else {
    const [at0, at1] = [evaluateMath(right, { [x]: a }), evaluateMath(right, { [x]: a + 1 })];
    const lineSlope = at1 - at0;
    ok =
      agree(at0, y1, Math.max(1, Math.abs(y1))) &&
      (asked === 'tangent'
        ? approxEqual(lineSlope, curveSlope, TOLERANCE.root, scale)
        : approxEqual(
            lineSlope * curveSlope,
            -1,
            TOLERANCE.root,
            scale * Math.max(1, Math.abs(lineSlope)),
          ));
  }
  if (!ok) throw unchecked();
};

export const tangentKind = /* @__PURE__ */ kind({
  methods: {
    derivativeAtPoint: 'derivative at the point',
    perpendicularToTangent: 'perpendicular to the tangent',
  },
  id: 'tangent',
  title: 'Tangent and normal',
  practice: null,
  check: 'own',
  example: 'the tangent to y = x^2 at x = 1',
});

/** "the tangent to … at …", "equation of the normal to … at …": the line, worked out and checked. */
export const tangentCommand: Command = {
  read: (text) => {
    const request = readTangent(text);
    if (!request) return undefined;
    return {
      maths: request.curve,
      // The point is maths of its own, parsed by the reader.
      parts: { at: request.at.replace(/^point\s+/i, '') },
      radians: true,
      solve: (tree, _method, parts) => tangentLine(tree, request, parts.at),
    };
  },
};
