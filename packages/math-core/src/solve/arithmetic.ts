/**
 * Exact arithmetic with fractions, mixed numbers, powers, roots and π, one round of operations
 * at a time: `3/4 + 5/6 = 9/12 + 10/12 = 19/12 = 1 7/12`, `√72 = √(36 × 2) = √36 × √2 = 6√2`.
 */
import { extractPower } from '../_lib/primes';
import { mul, n as numberNode, sqrt } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import type { Step } from '../math/steps';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { evalExact, powerOfLn } from './reading';
import { negLead, qNode, step } from './show';

const MAX_ROUNDS = 24;

/** How a number is written: terminating decimals stay decimals when the problem was typed so. */
export const valueNode = (x: Exact, decimals: boolean): MathNode => {
  const q = E.rational(x);
  if (q && decimals) {
    const text = R.decimalText(q);
    if (text !== undefined) return numberNode(text);
  }
  return q ? qNode(q) : E.toNode(x);
};

const rationalOf = (node: MathNode): R.Q | undefined => {
  try {
    return E.rational(evalExact(node));
  } catch {
    return undefined;
  }
};

const isLiteralFraction = (node: MathNode): boolean => {
  const body = node.type === 'neg' ? node.arg : node;
  return body.type === 'fraction' && body.num.type === 'number' && body.den.type === 'number';
};

/** Children of a node, and the node rebuilt from new children. */
const children = (node: MathNode): [MathNode[], (kids: MathNode[]) => MathNode] => {
  switch (node.type) {
    case 'neg':
      return [[node.arg], ([a]) => ({ type: 'neg', arg: a as MathNode })];
    case 'postfix':
      return [[node.arg], ([a]) => ({ ...node, arg: a as MathNode })];
    case 'binary':
      return [
        [node.left, node.right],
        ([l, r]) => ({ ...node, left: l as MathNode, right: r as MathNode }),
      ];
    case 'fraction':
      return [
        [node.num, node.den],
        ([a, b]) => ({ type: 'fraction', num: a as MathNode, den: b as MathNode }),
      ];
    case 'power':
      return [
        [node.base, node.exponent],
        ([a, b]) => ({ type: 'power', base: a as MathNode, exponent: b as MathNode }),
      ];
    case 'root':
      return node.index
        ? [
            [node.radicand, node.index],
            ([a, b]) => ({ type: 'root', radicand: a as MathNode, index: b as MathNode }),
          ]
        : [[node.radicand], ([a]) => ({ type: 'root', radicand: a as MathNode })];
    default:
      return [[], () => node];
  }
};

/**
 * Work out an expression without unknowns exactly, with its steps: one chain of equalities,
 * each link one round of the innermost operations.
 */
export const workOut = (
  problem: MathNode,
  decimals: boolean,
): { value: Exact; node: MathNode; steps: Step[] } => {
  const value = evalExact(problem);
  const final = valueNode(value, decimals);
  const finalText = toText(final);
  /** Nodes to be worked out whole in the next round (a rewritten sum or product). */
  const whole = new WeakSet<MathNode>();
  /** Radicands written as a square times the rest: √(36 × 2), split next into √36 × √2. */
  const splits = new WeakSet<MathNode>();
  const atomic = (node: MathNode): boolean => {
    try {
      return toText(valueNode(evalExact(node), decimals)) === toText(node);
    } catch {
      return false;
    }
  };
  const round = (node: MathNode): MathNode => {
    if (whole.has(node)) return valueNode(evalExact(node), decimals);
    if (node.type === 'root' && splits.has(node.radicand) && node.radicand.type === 'binary') {
      const split = mul(sqrt(node.radicand.left), sqrt(node.radicand.right));
      whole.add(split);
      return split;
    }
    if (atomic(node)) return node;
    // e^ln(a) is a; e alone has no exact value to work out first.
    const undone = powerOfLn(node);
    if (undone) return undone;
    const [kids, rebuild] = children(node);
    const next = kids.map(round);
    if (next.some((k, i) => k !== kids[i])) {
      // −(3/2) is written −3/2 as soon as its inside is a plain value.
      const [only] = next;
      if (node.type === 'neg' && only && atomic(only)) return negLead(only);
      return rebuild(next);
    }
    // Every operand is a plain value: rewrite or work out this operation.
    if (node.type === 'mixed') {
      const q = evalExact(node);
      return valueNode(q, false);
    }
    if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
      const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
      if (
        a &&
        b &&
        a.q !== b.q &&
        (isLiteralFraction(node.left) || isLiteralFraction(node.right))
      ) {
        const d = R.lcm(a.q, b.q);
        const over = (x: R.Q): MathNode => {
          const top = numberNode((x.p < 0n ? -x.p : x.p) * (d / x.q));
          const f: MathNode = { type: 'fraction', num: top, den: numberNode(d) };
          return x.p < 0n ? negLead(f) : f;
        };
        const rewritten: MathNode = { ...node, left: over(a), right: over(b) };
        whole.add(rewritten);
        return rewritten;
      }
    }
    if (node.type === 'binary' && node.op === '*') {
      const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
      if (a && b && (a.q !== 1n || b.q !== 1n) && R.sign(a) > 0 && R.sign(b) > 0) {
        const rewritten: MathNode = {
          type: 'fraction',
          num: mul(numberNode(a.p), numberNode(b.p)),
          den: mul(numberNode(a.q), numberNode(b.q)),
        };
        whole.add(rewritten);
        return rewritten;
      }
    }
    if (node.type === 'binary' && node.op === '/') {
      const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
      if (a && b && !R.isZero(b) && b.q !== 1n && R.sign(b) > 0)
        return { type: 'binary', op: '*', left: node.left, right: qNode(R.div(R.ONE, b)) };
    }
    if (
      node.type === 'root' &&
      node.radicand.type === 'number' &&
      /^\d+$/.test(node.radicand.value)
    ) {
      const radicand = Number(node.radicand.value);
      const index = node.index ? rationalOf(node.index) : R.int(2);
      if (
        index &&
        index.q === 1n &&
        radicand >= 2 &&
        radicand <= 1e12 &&
        (!node.index || index.p === 2n)
      ) {
        const { outside, inside } = extractPower(radicand, 2);
        if (outside > 1 && inside > 1) {
          const product = mul(numberNode(outside * outside), numberNode(inside));
          splits.add(product);
          return sqrt(product);
        }
      }
    }
    return valueNode(evalExact(node), decimals);
  };
  const links: MathNode[] = [problem];
  let current = problem;
  for (let i = 0; i < MAX_ROUNDS && toText(current) !== finalText; i++) {
    let next = round(current);
    if (toText(next) === toText(current)) next = final;
    links.push(next);
    current = next;
  }
  const q = E.rational(value);
  if (q && q.q !== 1n && !decimals && R.cmp(R.abs(q), R.ONE) > 0) {
    const wholePart = q.p / q.q;
    const rest = (q.p < 0n ? -q.p : q.p) % q.q;
    const mixed: MathNode = {
      type: 'mixed',
      whole: String(wholePart < 0n ? -wholePart : wholePart),
      num: String(rest),
      den: String(q.q),
    };
    links.push(q.p < 0n ? { type: 'neg', arg: mixed } : mixed);
  }
  const steps: Step[] = [];
  if (links.length > 1) {
    const statement: MathNode = {
      type: 'relation',
      operands: links,
      relations: links.slice(1).map(() => '='),
    };
    steps.push(step('Work out the operations, innermost first', statement));
  } else {
    steps.push(step('This is already in its simplest form', problem));
  }
  return { value, node: final, steps };
};
