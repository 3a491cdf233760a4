/**
 * A quadratic's completed square, vertex and axis of symmetry, asked in words: "complete the
 * square x^2+6x+2" = (x + 3)² − 7, "write 2x^2-8x+3 in vertex form", "the vertex of y = x^2-4x+1",
 * "axis of symmetry of f(x) = -x^2+2x+5". The square is
 * completed as a course does it, each step a true equality: the factor a taken out of the x terms,
 * the square of half the coefficient of x added and taken away, the first three terms written as a
 * square, the numbers collected; then the vertex read off a(x − h)² + k. An equation asked for
 * "by completing the square" is solved that way by the quadratic equation's own method.
 *
 * The kind checks its answer itself: the completed square multiplied back out must be the
 * quadratic as typed, term by term, and the vertex must be the point where the slope is 0.
 */

import * as P from '../../../algebra/poly';
import { polyOrNothing, variablesOf } from '../../../algebra/reading';
import { add, eq, n as numberNode, point, pow, sub, times, variable } from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { negLead, qNode, solution, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type Command, type EquationSolver, kind, sides } from '../../kind';
import { COMPLETED_SQUARE_ANSWERS } from './answers';
import { COMPLETED_SQUARE_REFUSALS } from './refusals';

/** What is asked of the quadratic. */
type Asked = 'square' | 'vertex' | 'axis';

/** The words, read off the text: what is asked and the maths they surround. */
interface Request {
  asked: Asked;
  maths: string;
}

/**
 * [pattern, what it asks]; the maths is the pattern's one group. Built in a function called once
 * (marked pure), so that a bundle without the solver keeps none of it.
 */
const phrases = (): [RegExp, Asked][] => {
  const LEAD = String.raw`^\s*(?:please\s+)?(?:(?:find|give|state|determine|write|express|rewrite|put|work\s+out|what\s+is|what['’]s|whats)\s+)?(?:the\s+)?`;
  const OF = String.raw`\s*(?:of|for|on|in)?\s*(?:the\s+)?(?:(?:quadratic|parabola|function|graph|curve|expression)\s+(?:of\s+)?)?:?\s*`;
  const TAIL = String.raw`\s*[?.!]*\s*$`;

  return [
    [new RegExp(`${LEAD}complete\\s+the\\s+square${OF}(.+?)${TAIL}`, 'i'), 'square'],
    [new RegExp(`${LEAD}completed\\s+square\\s+form${OF}(.+?)${TAIL}`, 'i'), 'square'],
    [new RegExp(`${LEAD}vertex\\s+form${OF}(.+?)${TAIL}`, 'i'), 'square'],
    [
      new RegExp(
        `${LEAD}(.+?)\\s+(?:in|into|as)\\s+(?:the\\s+)?(?:vertex|completed[\\s-]+square)\\s+form${TAIL}`,
        'i',
      ),
      'square',
    ],
    [
      new RegExp(`${LEAD}(.+?)\\s+in\\s+the\\s+form\\s+\\(?[a-z]?\\(?[a-z]\\s*[+-].*$`, 'i'),
      'square',
    ],
    [
      new RegExp(`${LEAD}(.+?)\\s*,?\\s*(?:by\\s+)?complet(?:e|ing)\\s+the\\s+square${TAIL}`, 'i'),
      'square',
    ],
    [new RegExp(`${LEAD}axis\\s+of\\s+symmetry${OF}(.+?)${TAIL}`, 'i'), 'axis'],
    [
      new RegExp(
        `${LEAD}vertex(?:\\s+and\\s+(?:the\\s+)?axis\\s+of\\s+symmetry)?${OF}(.+?)${TAIL}`,
        'i',
      ),
      'vertex',
    ],
  ];
};

const PHRASES = /* @__PURE__ */ phrases();

/** The request in the text, when its words are one of the phrasings above. */
export const readCompletedSquare = (text: string): Request | undefined => {
  for (const [pattern, asked] of PHRASES) {
    const match = pattern.exec(text);
    const maths = match?.[1]?.replace(/^solve\s+/i, '').trim();
    if (maths) return { asked, maths };
  }
  return undefined;
};

const unsupported = (id: keyof typeof COMPLETED_SQUARE_REFUSALS) =>
  refuse('unsupported', COMPLETED_SQUARE_REFUSALS, id);

/** y = …, f(x) = …: the quadratic is the right side; otherwise the expression itself. */
const quadraticOf = (tree: MathNode): MathNode | undefined => {
  if (tree.type !== 'relation') return tree;
  if (tree.relations.length !== 1 || tree.relations[0] !== '=') return undefined;
  const [left, right] = sides(tree);
  const named =
    (left.type === 'variable' && left.name === 'y') ||
    (left.type === 'function' && left.args.length === 1 && left.args[0]?.type === 'variable');
  return named ? right : undefined;
};

/** c·body as written: body, −body, 2(x + 3)², (1/2)x. */
const scaled = (c: Q, body: MathNode): MathNode =>
  R.eq(c, R.ONE) ? body : R.eq(c, R.int(-1)) ? negLead(body) : times(qNode(c), body);

/** first + c, or first − |c|, or first alone when c is 0. */
const plus = (first: MathNode, c: Q): MathNode =>
  R.isZero(c) ? first : R.sign(c) > 0 ? add(first, qNode(c)) : sub(first, qNode(R.neg(c)));

/** The quadratic a(x − h)² + k worked out from ax² + bx + c, with each step. */
const complete = (poly: P.Poly, x: string) => {
  const [c, b, a] = P.coefficients(poly, x) as [Q, Q, Q];
  const X = variable(x);
  const p = R.div(b, a);
  const half = R.div(p, R.int(2));
  const halfSquared = R.mul(half, half);
  const k = R.sub(c, R.mul(a, halfSquared));
  const h = R.neg(half);
  const inner = P.toNode(P.fromCoefficients([half, R.ONE], x));
  const square = pow(inner, numberNode(2));
  const completed = plus(scaled(a, square), k);
  const xTerms = P.toNode(P.fromCoefficients([R.ZERO, p, R.ONE], x));
  const steps: WorkedStep[] = [];
  const original = P.toNode(poly);
  if (R.isZero(b)) {
    steps.push(
      step(
        { rule: 'completeSquare', form: 'noTerm', params: { unknown: x } },
        eq(original, completed),
      ),
    );
  } else {
    const bracket = (body: MathNode) => plus(scaled(a, body), c);
    if (!R.eq(a, R.ONE))
      steps.push(
        step(
          {
            rule: 'commonFactor',
            form: 'squareTerms',
            params: { factor: qNode(a), unknown: x },
          },
          eq(original, bracket(xTerms)),
        ),
      );
    steps.push(
      step(
        {
          rule: 'completeSquare',
          form: R.eq(a, R.ONE) ? 'addTakeAway' : 'addTakeAwayBracket',
          params: { unknown: x, half: qNode(half), square: qNode(halfSquared) },
        },
        eq(original, bracket(sub(add(xTerms, qNode(halfSquared)), qNode(halfSquared)))),
      ),
      step(
        {
          rule: 'squareTrinomial',
          form: 'firstThree',
          params: { trinomial: eq(add(xTerms, qNode(halfSquared)), square) },
        },
        eq(original, bracket(sub(square, qNode(halfSquared)))),
      ),
    );
    const spread = R.neg(R.mul(a, halfSquared));
    if (!R.eq(a, R.ONE) && !R.isZero(c))
      steps.push(
        step(
          { rule: 'expand', form: 'into', params: { factor: qNode(a) } },
          eq(original, plus(plus(scaled(a, square), spread), c)),
        ),
      );
    steps.push(step({ rule: 'expand', form: 'numbers' }, eq(original, completed)));
  }
  const up = R.sign(a) > 0;
  const vertex = point(qNode(h), qNode(k));
  steps.push(
    step(
      {
        rule: 'vertexForm',
        form: up ? 'least' : 'greatest',
        params: { square, unknown: x, at: qNode(h), completed, value: qNode(k) },
      },
      vertex,
    ),
    step({ rule: 'vertex', form: 'symmetric' }, eq(X, qNode(h))),
  );
  return { a, h, k, completed, vertex, axis: eq(X, qNode(h)), up, steps };
};

/**
 * The completed square of a quadratic expression (or of y = …), its vertex and axis, as `solve`
 * answers "complete the square …" and "the vertex of …", checked before it is given.
 */
export const completeTheSquare = (
  tree: MathNode,
  asked: Asked,
): Answered & { problem: MathNode } => {
  const body = quadraticOf(tree);
  const names = body ? variablesOf(body) : [];
  const poly = body && names.length === 1 ? polyOrNothing(body) : undefined;
  const x = names[0] ?? 'x';
  if (!body || !poly || P.degree(poly, x) !== 2 || P.variables(poly).length !== 1)
    throw unsupported('completeQuadratic');
  const done = complete(poly, x);
  // The check: the square multiplied back out is the quadratic typed, and the slope is 0 at the vertex.
  const back = polyOrNothing(done.completed);
  if (
    !back ||
    !P.equals(back, poly) ||
    !R.isZero(P.valueAt(P.derivative(poly, x), x, done.h)) ||
    !R.eq(P.valueAt(poly, x, done.h), done.k)
  )
    throw unchecked();
  const vertexNamed = { ...solution(done.vertex), name: 'vertex' };
  const axisNamed = { ...solution(done.axis), name: 'axis of symmetry' };
  const { vertex, axis } = done;
  const answer = answerInWords(
    asked === 'square'
      ? { id: 'completedSquare', params: { completed: done.completed, vertex, axis } }
      : asked === 'axis'
        ? { id: 'axisThrough', params: { axis, vertex } }
        : {
            id: done.up ? 'vertexMinimum' : 'vertexMaximum',
            params: { vertex, value: qNode(done.k), axis },
          },
    COMPLETED_SQUARE_ANSWERS,
  );
  const solutions =
    asked === 'square'
      ? [{ ...solution(done.completed), name: 'completed square' }, vertexNamed, axisNamed]
      : asked === 'axis'
        ? [axisNamed, vertexNamed]
        : [vertexNamed, axisNamed];
  return {
    kind: 'completed-square',
    method: 'completingTheSquare',
    ...answer,
    solutions,
    steps: done.steps,
    problem: tree,
  };
};

export const completedSquareKind = /* @__PURE__ */ kind({
  methods: {
    completingTheSquare: 'completing the square',
  },
  id: 'completed-square',
  title: 'Completing the square',
  practice: null,
  check: 'own',
  example: 'complete the square x^2+6x+2',
});

/**
 * "complete the square …", "… in vertex form", "vertex of …", "axis of symmetry of …": the
 * completed square and the vertex of a quadratic; an equation asked for by completing the square
 * is solved that way by `solveEquation`, the registry's solver of equations.
 */
export const completedSquareCommand = (solveEquation: EquationSolver): Command => ({
  read: (text) => {
    const request = readCompletedSquare(text);
    if (!request) return undefined;
    return {
      maths: request.maths,
      solve: (tree) => {
        if (tree.type === 'relation' && quadraticOf(tree) === undefined) {
          if (tree.relations.length !== 1 || request.asked !== 'square')
            throw unsupported('completeOneEquation');
          return solveEquation(...sides(tree), 'completing-the-square');
        }
        return completeTheSquare(tree, request.asked);
      },
    };
  },
});
