/**
 * The inverse of a function, asked in words: "the inverse of f(x) = 2x + 3" is f⁻¹(x) = (x − 3)/2,
 * "find f^-1(x) if f(x) = 2(x + 1)^3 - 5", "inverse function of y = e^(2x) + 1", "inverse of
 * f(x) = (x + 1)/(x - 2)". Worked as a course does it: y = f(x), x and y swapped, then the
 * operations done to y undone one by one, outermost first, each on both sides (a subtraction by
 * an addition, a product by a division, a cube by a cube root, eᵘ by ln, ln by e to the power);
 * a quotient of two linear expressions by multiplying out and collecting the y terms. A function
 * that is not one-to-one (x², |x|) is refused: it has no inverse without a narrower domain.
 *
 * The kind checks its answer itself, in floating point: f(f⁻¹(x)) = x at sample points where both
 * are defined.
 */

import * as P from '../../../algebra/poly';
import {
  hasVariable,
  polynomialParts,
  polyOrNothing,
  substitute,
  variablesOf,
} from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import {
  add,
  chain,
  eq,
  fn,
  frac,
  list,
  ln,
  neg,
  n as numberNode,
  pow,
  sub,
  times,
  variable,
} from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { Say, WorkedStep } from '../../../math/rules';
import { qNode, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { type Command, kind, sides } from '../../kind';
import { restrictedAnswer } from '../../restricted';
import { INVERSE_FUNCTION_REFUSALS } from './refusals';

/**
 * The phrasings, built in a function called once (marked pure), so that a bundle without the
 * solver keeps none of them; the maths is the pattern's group.
 */
const phrases = (): RegExp[] => {
  const LEAD = String.raw`^\s*(?:please\s+)?(?:(?:find|give|determine|work\s+out|write\s+down|what\s+is|what['’]s|whats)\s+)?(?:the\s+)?`;
  const TAIL = String.raw`\s*[?.!]*\s*$`;
  const NAMED = String.raw`[a-z]\s*(?:\^\s*\(?\s*-\s*1\s*\)?|⁻¹)\s*\(\s*[a-z]\s*\)`;
  return [
    new RegExp(
      String.raw`${LEAD}inverse(?:\s+function)?\s+(?:of|for)\s+(?:the\s+function\s+)?(.+?)${TAIL}`,
      'i',
    ),
    new RegExp(
      String.raw`${LEAD}${NAMED}\s*(?:,|if|when|where|given(?:\s+that)?|for)\s+(.+?)${TAIL}`,
      'i',
    ),
    new RegExp(
      String.raw`${LEAD}(.+?)\s*[,;.]?\s*(?:find|what\s+is|give)\s+(?:the\s+inverse(?:\s+function)?|${NAMED})${TAIL}`,
      'i',
    ),
  ];
};

const PHRASES = /* @__PURE__ */ phrases();

/** The function's maths in the text, when the words ask for its inverse. */
export const readInverse = (text: string): string | undefined => {
  for (const pattern of PHRASES) {
    const maths = pattern.exec(text)?.[1]?.trim();
    if (maths) return maths;
  }
  return undefined;
};

const unsupported = (id: keyof typeof INVERSE_FUNCTION_REFUSALS, label?: MathNode) =>
  refuse('unsupported', INVERSE_FUNCTION_REFUSALS, id, label && { function: label });

/** y = …, f(x) = … or the expression alone: the function and its name. */
const functionOf = (tree: MathNode): { body: MathNode; name: string } => {
  if (tree.type !== 'relation') return { body: tree, name: 'f' };
  const [left, right] = sides(tree);
  if (tree.relations.length === 1 && tree.relations[0] === '=') {
    if (left.type === 'variable' && left.name === 'y') return { body: right, name: 'f' };
    if (left.type === 'function' && left.args.length === 1 && left.args[0]?.type === 'variable')
      return { body: right, name: left.name };
  }
  throw unsupported('inverseFunction');
};

/** One operation undone: what is left inside, the other side after it, and what the step says. */
interface Undone {
  inner: MathNode;
  other: MathNode;
  say: Say;
}

const isNumber = (node: MathNode): boolean => !hasVariable(node);

/** The outermost operation on y in `body` undone on the other side, or undefined when there is none. */
const undo = (body: MathNode, other: MathNode, label: MathNode): Undone | undefined => {
  const multiply = (by: MathNode): Say => ({
    rule: 'scale',
    params: { multiply: by },
    form: 'multiply',
  });
  switch (body.type) {
    case 'neg':
      return { inner: body.arg, other: neg(other), say: multiply(numberNode(-1)) };
    case 'binary': {
      const [l, r] = [body.left, body.right];
      const inLeft = hasVariable(l);
      if (inLeft === hasVariable(r)) return undefined;
      const [inner, c] = inLeft ? [l, r] : [r, l];
      if (body.op === '+')
        return {
          inner,
          other: sub(other, c),
          say: { rule: 'sides', params: { subtract: c }, form: 'subtract' },
        };
      if (body.op === '-')
        return inLeft
          ? {
              inner,
              other: add(other, c),
              say: { rule: 'sides', params: { add: c }, form: 'add' },
            }
          : {
              inner,
              other: sub(c, other),
              say: { rule: 'sides', params: { from: c }, form: 'inverseTakeAway' },
            };
      if (body.op === '*')
        return {
          inner,
          other: frac(other, c),
          say: { rule: 'scale', params: { divide: c }, form: 'divide' },
        };
      if (body.op === '/')
        return inLeft
          ? { inner, other: times(c, other), say: multiply(c) }
          : {
              inner,
              other: frac(c, other),
              say: { rule: 'reciprocal', params: { multiply: c }, form: 'inverseMultiply' },
            };
      return undefined;
    }
    case 'fraction':
      if (hasVariable(body.num) && !hasVariable(body.den))
        return { inner: body.num, other: times(body.den, other), say: multiply(body.den) };
      if (!hasVariable(body.num) && hasVariable(body.den))
        return {
          inner: body.den,
          other: frac(body.num, other),
          say: { rule: 'reciprocal', params: { multiply: body.num }, form: 'inverseMultiply' },
        };
      return undefined;
    case 'power': {
      const { base, exponent } = body;
      if (hasVariable(base) && isNumber(exponent)) {
        const k = R.fractionOf(evaluateMath(exponent));
        if (!Number.isFinite(evaluateMath(exponent)) || R.toNumber(k) !== evaluateMath(exponent))
          return undefined;
        // xᵖᐟᵠ is one-to-one only for odd p; its inverse is the power q/p.
        if (k.p % 2n === 0n) throw unsupported('inverseNotOneToOne', label);
        const back = R.div(R.ONE, k);
        const raised: MathNode =
          R.isInt(back) || back.p !== 1n
            ? pow(other, qNode(back))
            : { type: 'root', radicand: other, index: numberNode(back.q) };
        return {
          inner: base,
          other: raised,
          say:
            back.p === 1n && back.q !== 1n
              ? back.q === 3n
                ? { rule: 'nthRoot', form: 'inverseCube' }
                : { rule: 'nthRoot', params: { index: back.q }, form: 'inverseRoot' }
              : { rule: 'nthRoot', params: { power: qNode(back) }, form: 'inversePower' },
        };
      }
      if (!hasVariable(base) && hasVariable(exponent)) {
        const e = base.type === 'constant' && base.name === 'e';
        return {
          inner: exponent,
          other: e ? ln(other) : { type: 'log', arg: other, base },
          say: e
            ? { rule: 'takeLog', form: 'inverseLn' }
            : { rule: 'logDefinition', params: { base }, form: 'inverseLog' },
        };
      }
      return undefined;
    }
    case 'root': {
      const index = body.index ? evaluateMath(body.index) : 2;
      if (!Number.isInteger(index)) return undefined;
      return {
        inner: body.radicand,
        other: pow(other, numberNode(index)),
        say:
          index === 2
            ? { rule: 'raise', form: 'inverseSquare' }
            : { rule: 'raise', params: { power: index }, form: 'inversePower' },
      };
    }
    case 'log': {
      const base = body.base;
      const e = base?.type === 'constant' && base.name === 'e';
      return {
        inner: body.arg,
        other: pow(base ?? numberNode(10), other),
        say: e
          ? { rule: 'logDefinition', form: 'inverseRaiseE' }
          : {
              rule: 'logDefinition',
              params: { base: base ?? numberNode(10) },
              form: 'inverseRaise',
            },
      };
    }
    default:
      return undefined;
  }
};

/** (ax + b)/(cx + d) with c ≠ 0, solved for y as a course does: multiply out, collect, divide. */
const mobius = (
  body: MathNode,
  X: MathNode,
  y: string,
): { steps: WorkedStep[]; inverse: MathNode } | undefined => {
  const parts = polynomialParts(body);
  if (!parts || P.degree(parts.n, y) > 1 || P.degree(parts.d, y) !== 1) return undefined;
  const [b, a] = [P.coeff(parts.n, y, 0), P.coeff(parts.n, y, 1)];
  const [d, c] = [P.coeff(parts.d, y, 0), P.coeff(parts.d, y, 1)];
  if (R.eq(R.mul(a, d), R.mul(b, c))) throw unsupported('inverseConstant');
  const Y = variable(y);
  const top = P.toNode(parts.n);
  const bottom = P.toNode(parts.d);
  // x(cy + d) = ay + b → cxy − ay = b − dx → y(cx − a) = b − dx → y = (b − dx)/(cx − a)
  const across = P.toNode(P.fromCoefficients([b, R.neg(d)], 'x'));
  const under = P.toNode(P.fromCoefficients([R.neg(a), c], 'x'));
  const inverse = frac(across, under);
  const steps = [
    step(
      { rule: 'scale', params: { multiply: bottom }, form: 'multiply' },
      eq(times(X, bottom), top),
    ),
    step(
      { rule: 'sides', params: { unknown: y }, form: 'inverseCollect' },
      eq(times(Y, under), across),
    ),
    step({ rule: 'scale', params: { divide: under }, form: 'divide' }, eq(Y, inverse)),
  ];
  return { steps, inverse };
};

/** The inverse of the function typed, with its steps, checked before it is given. */
export const inverseFunction = (tree: MathNode): Answered & { problem: MathNode } => {
  const { body, name } = functionOf(tree);
  const names = variablesOf(body);
  if (names.length !== 1) throw unsupported('inverseOneLetter');
  const x = names[0] as string;
  const X = variable(x);
  const y = x === 'y' ? 't' : 'y';
  const Y = variable(y);
  const swapped = substitute(body, { [x]: Y });
  const steps: WorkedStep[] = [
    step(
      { rule: 'swapXY', params: { function: fn(name, X), unknown: x }, form: 'write' },
      eq(X, swapped),
    ),
  ];
  const label = eq(fn(name, X), body);
  let left: MathNode = X;
  let right = swapped;
  // Where an even root is undone, the side it equals is never negative: the inverse's domain.
  const conditions: MathNode[] = [];
  const polynomial = polynomialParts(swapped);
  const quotient =
    polynomial && P.degree(polynomial.d, y) === 1 ? mobius(swapped, X, y) : undefined;
  if (quotient) {
    steps.push(...quotient.steps);
    left = quotient.inverse;
    right = Y;
  } else {
    while (!(right.type === 'variable' && right.name === y)) {
      const undone = undo(right, left, label);
      if (!undone) {
        // A polynomial of even degree turns back somewhere, so two x give one value.
        const whole = polyOrNothing(swapped);
        const square = whole !== undefined && P.degree(whole, y) % 2 === 0;
        throw square || /\|/.test(toText(body))
          ? unsupported('inverseNotOneToOne', label)
          : unsupported('inverseUndo');
      }
      if (undone.say.rule === 'raise' && right.type === 'root' && !right.index)
        conditions.push(left);
      left = undone.other;
      right = undone.inner;
      steps.push(step(undone.say, eq(left, right)));
    }
  }
  const named = fn(`${name}⁻¹`, X);
  const answerLine = eq(named, left);
  steps.push(
    step({ rule: 'alone', params: { unknown: y, inverse: named }, form: 'inverse' }, answerLine),
  );
  const domain = conditions.map((c) => atLeastZero(c, x));
  if (domain.length)
    steps.push(
      step(
        {
          rule: 'rootPositive',
          params: { inverse: `${name}⁻¹`, unknown: x, function: name },
          form: 'inverseValues',
        },
        domain.length === 1 ? (domain[0] as MathNode) : list(...domain),
      ),
    );
  check(body, left, x, domain);
  return {
    kind: 'inverse-function',
    method: quotient ? 'swapThenCollect' : 'swapThenUndo',
    // The inverse, and the values of x it is the inverse for: x ≥ 0.
    ...(domain.length > 0 ? restrictedAnswer(answerLine, domain) : { answer: toText(answerLine) }),
    solutions: [
      { ...solution(answerLine), exact: left },
      ...domain.map((d) => ({ ...solution(d), name: 'domain' })),
    ],
    steps,
    problem: tree,
  };
};

/** c ≥ 0 as the simplest inequality in x: x ≥ 1 when c is linear, else c ≥ 0. */
const atLeastZero = (c: MathNode, x: string): MathNode => {
  const p = polyOrNothing(c);
  if (!p || P.degree(p, x) !== 1) return chain(c, '≥', numberNode(0));
  const [b, a] = [P.coeff(p, x, 0), P.coeff(p, x, 1)];
  return chain(variable(x), R.sign(a) > 0 ? '≥' : '≤', qNode(R.div(R.neg(b), a)));
};

/** Whether the condition x ≥ a (or ≤, or c ≥ 0) holds at t. */
const holds = (condition: MathNode, x: string, t: number): boolean => {
  const { operands, relations } = condition as Extract<MathNode, { type: 'relation' }>;
  const [l, r] = operands.map((o) => evaluateMath(o, { [x]: t })) as [number, number];
  return relations[0] === '≥' ? l >= r : l <= r;
};

/**
 * f(f⁻¹(t)) = t at sample points where both are defined (at least three): f⁻¹ undoes f on the
 * values f takes, and f was undone one invertible operation at a time, so it is one-to-one.
 */
const check = (f: MathNode, inverse: MathNode, x: string, domain: MathNode[]): void => {
  let compared = 0;
  for (const t of [-7.5, -2.7, -1.3, -0.4, 0.35, 0.9, 1.6, 2.45, 3.8, 5.3, 7.1, 9.6, 14.2]) {
    if (!domain.every((d) => holds(d, x, t))) continue;
    const back = evaluateMath(f, { [x]: evaluateMath(inverse, { [x]: t }) });
    if (!Number.isFinite(back)) continue;
    if (!approxEqual(back, t, TOLERANCE.sample)) throw unchecked();
    compared++;
  }
  if (compared < 3) throw unchecked();
};

export const inverseFunctionKind = /* @__PURE__ */ kind({
  methods: {
    swapThenCollect: 'swap x and y, then collect y',
    swapThenUndo: 'swap x and y, then undo each operation',
  },
  id: 'inverse-function',
  title: 'Inverse function',
  practice: null,
  check: 'own',
  example: 'inverse of f(x) = 2x + 3',
});

/** "inverse of f(x) = …", "f^-1(x) if f(x) = …": the inverse, worked out and checked. */
export const inverseFunctionCommand: Command = {
  read: (text) => {
    const maths = readInverse(text);
    if (maths === undefined || /^\s*\[/.test(maths)) return undefined;
    return { maths, solve: (tree) => (tree.type === 'matrix' ? undefined : inverseFunction(tree)) };
  },
};
