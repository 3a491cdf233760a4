/**
 * The one exact evaluator of expression trees: a tree to its exact value (sums of rational
 * multiples of roots and π), once (`evalExact`, for a tree without unknowns) or compiled into a
 * function of its unknowns' values (`compileExact`), with the helpers it reads trees with (the
 * unknowns in a tree, the tree with parts replaced, logarithm bases, e and ln). A value the exact
 * numbers cannot hold (log₂(5), e alone) throws NotExact; an undefined one (1/0, ln 0) throws
 * SolveStop.
 */

import { frac, num, pow } from './build';
import type { Exact } from './exact';
import * as E from './exact';
import * as R from './rational';
import { perfectPower, type Q, SolveStop } from './rational';
import { refuse, said } from './refusal';
import { binomialArguments, type MathNode } from './tree';

/** The sentences of the exact evaluator's refusals; a {name} is the part of the tree it is about. */
export const EVALUATE_REFUSALS = {
  logBaseUnknown: 'Unknowns in the base of a logarithm are not supported',
  logBaseRational: 'A logarithm base must be a rational number',
  logBasePositive: 'A logarithm base must be positive and not 1',
  logUndefined: '{log} is undefined: a logarithm needs a positive number',
  eAlone: 'e is supported as the base of a power or a logarithm only',
  plusMinusRead: '± is written by the solver, not read from a problem',
  irrationalPower: 'Irrational powers have no exact value',
  rootIndexWhole: 'A root index must be a whole number from 2',
  noExactValue: '{value} has no exact value',
  factorialRange:
    '{factorial} is not worked out: a factorial is of a whole number from 0 to {limit}',
  binomialRange:
    '{binomial} is not worked out: choosing k of n takes whole numbers 0 ≤ k ≤ n ≤ {limit}',
  trigonometryNot: 'Angles and trigonometry are not supported',
  functionNot: 'The solver does not work out {name}(…)',
  notOneExpression: 'This is not a single expression',
} as const;

type EvaluateRefusal = keyof typeof EVALUATE_REFUSALS;
type Values = Readonly<Record<string, string | MathNode>>;

const unsupported = (id: EvaluateRefusal, values?: Values): SolveStop =>
  refuse('unsupported', EVALUATE_REFUSALS, id, values);
const undefinedValue = (id: EvaluateRefusal, values?: Values): SolveStop =>
  refuse('invalid_value', EVALUATE_REFUSALS, id, values);

/** Whether some part of the tree satisfies `test`. */
export const contains = (node: MathNode, test: (n: MathNode) => boolean): boolean => {
  if (test(node)) return true;
  switch (node.type) {
    case 'neg':
    case 'postfix':
      return contains(node.arg, test);
    case 'binary':
      return contains(node.left, test) || contains(node.right, test);
    case 'fraction':
      return contains(node.num, test) || contains(node.den, test);
    case 'power':
      return contains(node.base, test) || contains(node.exponent, test);
    case 'root':
      return contains(node.radicand, test) || (node.index ? contains(node.index, test) : false);
    case 'log':
      return contains(node.arg, test) || (node.base ? contains(node.base, test) : false);
    case 'function':
      return node.args.some((a) => contains(a, test));
    case 'relation':
      return node.operands.some((a) => contains(a, test));
    case 'list':
      return node.items.some((a) => contains(a, test));
    case 'point':
      return node.coords.some((a) => contains(a, test));
    case 'matrix':
      return node.rows.some((row) => row.some((a) => contains(a, test)));
    case 'limit':
      return contains(node.arg, test) || contains(node.to, test);
    default:
      return false;
  }
};

/** Whether a tree is the constant e. */
export const isE = (node: MathNode): boolean => node.type === 'constant' && node.name === 'e';

export const hasVariable = (node: MathNode): boolean =>
  contains(node, (n) => n.type === 'variable');

/** Every unknown in a tree, sorted. */
export const variablesOf = (node: MathNode): string[] => {
  const names = new Set<string>();
  contains(node, (n) => {
    if (n.type === 'variable') names.add(n.name);
    return false;
  });
  return [...names].sort();
};

/**
 * How the evaluator reads the parts of a tree: their exact values, whether they still hold an
 * unknown, and how a message shows them. Read directly, a part is worked out as it is; read by
 * a compiled tree, each unknown has the value the call gave it and the parts without one are
 * worked out once.
 */
interface Reader {
  value: (node: MathNode) => Exact;
  open: (node: MathNode) => boolean;
  /** The part as a refusal names it: with each unknown's value put in. */
  shown: (node: MathNode) => MathNode;
}

const direct: Reader = {
  value: (node) => evalExact(node),
  open: (node) => hasVariable(node),
  shown: (node) => node,
};

/**
 * The tree with each part for which `replace` gives a tree replaced by it (that part is not
 * searched further); the rest is rebuilt around the replacements.
 */
export const mapTree = (
  node: MathNode,
  replace: (n: MathNode) => MathNode | undefined,
): MathNode => {
  const replaced = replace(node);
  if (replaced) return replaced;
  const s = (n: MathNode): MathNode => mapTree(n, replace);
  switch (node.type) {
    case 'neg':
      return { type: 'neg', arg: s(node.arg) };
    case 'postfix':
      return { ...node, arg: s(node.arg) };
    case 'binary':
      return { ...node, left: s(node.left), right: s(node.right) };
    case 'fraction':
      return { type: 'fraction', num: s(node.num), den: s(node.den) };
    case 'power':
      return { type: 'power', base: s(node.base), exponent: s(node.exponent) };
    case 'root':
      return node.index
        ? { type: 'root', radicand: s(node.radicand), index: s(node.index) }
        : { type: 'root', radicand: s(node.radicand) };
    case 'log':
      return node.base
        ? { type: 'log', arg: s(node.arg), base: s(node.base) }
        : { type: 'log', arg: s(node.arg) };
    case 'function':
      return { ...node, args: node.args.map(s) };
    case 'relation':
      return { ...node, operands: node.operands.map(s) };
    case 'list':
      return { type: 'list', items: node.items.map(s) };
    case 'point':
      return { type: 'point', coords: node.coords.map(s) };
    case 'matrix':
      return { type: 'matrix', rows: node.rows.map((row) => row.map(s)) };
    case 'limit':
      return { ...node, arg: s(node.arg), to: s(node.to) };
    default:
      return node;
  }
};

/** The tree with every unknown replaced by a value. */
export const substitute = (node: MathNode, values: Record<string, MathNode>): MathNode =>
  mapTree(node, (n) =>
    n.type === 'variable' && Object.hasOwn(values, n.name) ? values[n.name] : undefined,
  );

/** The exact value of a tree with each unknown replaced by a value (evalExact's rules). */
export const exactAt = (node: MathNode, values: Record<string, MathNode>): Exact =>
  evalExact(substitute(node, values));

/** The base of a log node as a rational (10 when not written), or 'e' for ln. */
export const logBase = (node: Extract<MathNode, { type: 'log' }>, read = direct): Q | 'e' => {
  if (!node.base) return R.int(10);
  if (isE(node.base)) return 'e';
  if (read.open(node.base)) throw unsupported('logBaseUnknown');
  const base = E.rational(read.value(node.base));
  if (!base) throw unsupported('logBaseRational');
  if (R.sign(base) <= 0 || R.eq(base, R.ONE)) throw undefinedValue('logBasePositive');
  return base;
};

/** log_b(x) as an exact fraction when b and x are powers of one number (log₄(8) = 3/2). */
export const exactLog = (x: Q, base: Q): Q | undefined => {
  if (R.eq(x, R.ONE)) return R.ZERO;
  const b = perfectPower({ p: base.p, q: base.q });
  const v = perfectPower({ p: x.p, q: x.q });
  if (b.root.p === v.root.p && b.root.q === v.root.q) return R.rat(BigInt(v.k), BigInt(b.k));
  if (b.root.p === v.root.q && b.root.q === v.root.p) return R.rat(BigInt(-v.k), BigInt(b.k));
  return undefined;
};

/** k when a tree is e or e^k with k a rational number: ln of it is then exactly k. */
export const powerOfE = (node: MathNode, read = direct): Q | undefined => {
  if (isE(node)) return R.ONE;
  if (node.type !== 'power' || !isE(node.base)) return undefined;
  return read.open(node.exponent) ? undefined : E.rational(read.value(node.exponent));
};

/**
 * What e^ln(a), e^(−ln(a)) and e^(k·ln(a)) are without the logarithm: a, 1/a and a^k (k a
 * number). Throws when a is not positive, where ln(a) is undefined.
 */
export const powerOfLn = (node: MathNode, read = direct): MathNode | undefined => {
  if (node.type !== 'power' || !isE(node.base)) return undefined;
  const { exponent } = node;
  const scaled = exponent.type === 'binary' && exponent.op === '*' && !read.open(exponent.left);
  const ln = scaled ? exponent.right : exponent.type === 'neg' ? exponent.arg : exponent;
  if (ln.type !== 'log' || logBase(ln, read) !== 'e' || read.open(ln.arg)) return undefined;
  if (E.sign(read.value(ln.arg)) <= 0)
    throw undefinedValue('logUndefined', { log: read.shown(ln) });
  if (scaled) return pow(ln.arg, exponent.left);
  return exponent.type === 'neg' ? frac(num('1'), ln.arg) : ln.arg;
};

/** Thrown when a value exists but is not one the exact numbers can hold (log₂(5)). */
export class NotExact extends SolveStop {}

const notExact = (id: EvaluateRefusal, values?: Values): NotExact => {
  const { message, why } = said(EVALUATE_REFUSALS, id, values);
  return new NotExact('unsupported', message, why);
};

/** A tree's exact value when it is a whole number, else undefined. */
const wholeNumberOf = (node: MathNode, read: Reader): bigint | undefined => {
  const value = E.rational(read.value(node));
  return value && R.isInt(value) ? value.p : undefined;
};

/**
 * The exact value of a tree whose parts are read by `read`: numbers, π, + − × ÷, rational
 * powers, roots, abs, %, n!, binomials, and logarithms whose value is rational.
 */
const evaluate = (node: MathNode, read: Reader): Exact => {
  const ev = read.value;
  switch (node.type) {
    case 'number':
      return E.fromQ(R.fromDecimal(node.value));
    case 'mixed': {
      const whole = R.fromDecimal(node.whole);
      return E.fromQ(R.add(whole, R.div(R.fromDecimal(node.num), R.fromDecimal(node.den))));
    }
    case 'constant':
      if (node.name === 'pi') return E.PI;
      throw notExact('eAlone');
    case 'neg':
      return E.negate(ev(node.arg));
    case 'binary': {
      const [a, b] = [ev(node.left), ev(node.right)];
      if (node.op === '+') return E.add(a, b);
      if (node.op === '-') return E.sub(a, b);
      if (node.op === '*') return E.mul(a, b);
      if (node.op === '/') return E.div(a, b);
      throw unsupported('plusMinusRead');
    }
    case 'fraction':
      return E.div(ev(node.num), ev(node.den));
    case 'power': {
      const a = powerOfLn(node, read);
      if (a) return ev(a);
      const exponent = E.rational(ev(node.exponent));
      if (!exponent) throw notExact('irrationalPower');
      // e⁰ = 1: e itself has no exact value here, its zeroth power does.
      if (R.isZero(exponent) && isE(node.base)) return E.fromQ(R.ONE);
      return E.power(ev(node.base), exponent);
    }
    case 'root': {
      const index = node.index ? E.rational(ev(node.index)) : R.int(2);
      if (!index || !R.isInt(index) || index.p < 2n) throw unsupported('rootIndexWhole');
      return E.root(ev(node.radicand), index);
    }
    case 'log': {
      const base = logBase(node, read);
      const power = base === 'e' ? powerOfE(node.arg, read) : undefined;
      if (power) return E.fromQ(power);
      const value = ev(node.arg);
      if (E.sign(value) <= 0) throw undefinedValue('logUndefined', { log: read.shown(node) });
      const arg = E.rational(value);
      if (base === 'e') {
        if (arg && R.eq(arg, R.ONE)) return [];
        throw notExact('noExactValue', { value: read.shown(node) });
      }
      const exponent = arg ? exactLog(arg, base) : undefined;
      if (!exponent) throw notExact('noExactValue', { value: read.shown(node) });
      return E.fromQ(exponent);
    }
    case 'postfix':
      if (node.op === '%') return E.mul(ev(node.arg), E.fromQ(R.rat(1n, 100n)));
      if (node.op === '!') {
        const n = wholeNumberOf(node.arg, read);
        const value = n === undefined ? undefined : R.factorial(n);
        if (value === undefined)
          throw undefinedValue('factorialRange', {
            factorial: read.shown(node),
            limit: String(R.MAX_FACTORIAL),
          });
        return E.fromQ(R.int(value));
      }
      throw unsupported('trigonometryNot');
    case 'function': {
      const chosen = binomialArguments(node);
      if (chosen) {
        const [n, k] = chosen.map((n) => wholeNumberOf(n, read));
        const value = n === undefined || k === undefined ? undefined : R.binomial(n, k);
        if (value === undefined)
          throw undefinedValue('binomialRange', {
            binomial: read.shown(node),
            limit: String(R.MAX_FACTORIAL),
          });
        return E.fromQ(R.int(value));
      }
      if (node.name !== 'abs' || node.args.length !== 1)
        throw unsupported('functionNot', { name: node.name });
      const value = ev(node.args[0] as MathNode);
      return value.length > 0 && E.sign(value) < 0 ? E.negate(value) : value;
    }
    default:
      throw unsupported('notOneExpression');
  }
};

/** The exact value of a tree without unknowns ({@link evaluate}'s rules). */
export const evalExact = (node: MathNode): Exact => evaluate(node, direct);

/** Each unknown's exact value, for a compiled tree. */
export type ExactScope = Readonly<Record<string, Exact>>;

/** A part without unknowns, worked out at its first call and then kept (its value or its error). */
const once = (run: (read: Reader) => Exact): ((read: Reader) => Exact) => {
  let done: { value: Exact } | { error: unknown } | undefined;
  return (read) => {
    if (!done) {
      try {
        done = { value: run(read) };
      } catch (error) {
        done = { error };
      }
    }
    if ('error' in done) throw done.error;
    return done.value;
  };
};

/** `make` for each part of a tree, made at the first call for that part and then kept. */
const cached = <V>(make: (node: MathNode) => V): ((node: MathNode) => V) => {
  const made = new WeakMap<MathNode, V>();
  return (node) => {
    if (made.has(node)) return made.get(node) as V;
    const value = make(node);
    made.set(node, value);
    return value;
  };
};

/**
 * A tree compiled once into a function of its unknowns' exact values, for working it out at many
 * points: what {@link evalExact} gives for the tree with the values put in, value or error. Each
 * part is made a function once; the parts that read no unknown are worked out at the first call
 * only.
 */
export const compileExact = (node: MathNode): ((scope: ExactScope) => Exact) => {
  const namesIn = cached((n) => variablesOf(n));
  const part = cached((n) => {
    const walk = (read: Reader) => evaluate(n, read);
    return namesIn(n).length === 0 ? once(walk) : walk;
  });
  return (scope) => {
    const bound = (name: string) => Object.hasOwn(scope, name);
    const read: Reader = {
      value: (n) =>
        n.type === 'variable' && bound(n.name) ? (scope[n.name] as Exact) : part(n)(read),
      open: (n) => !namesIn(n).every(bound),
      shown: (n) =>
        substitute(
          n,
          Object.fromEntries(
            namesIn(n)
              .filter(bound)
              .map((name) => [name, E.toNode(scope[name] as Exact)]),
          ),
        ),
    };
    return read.value(node);
  };
};

/** `run`, giving undefined where it stops: where the exact numbers do not hold the value. */
export const orUndefined =
  <A>(run: (arg: A) => Exact) =>
  (arg: A): Exact | undefined => {
    try {
      return run(arg);
    } catch (err) {
      if (err instanceof SolveStop) return undefined;
      throw err;
    }
  };

/** The exact value of a tree, or undefined where the exact numbers do not hold it (1/0, ln 0, e). */
export const exactly = /* @__PURE__ */ orUndefined(evalExact);
