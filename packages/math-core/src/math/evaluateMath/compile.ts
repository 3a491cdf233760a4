import { compileExact, type ExactScope, orUndefined } from '../evaluateExact';
import type { Exact } from '../exact';
import { isMathNode, type MathNode } from '../tree';
import { FUNCTIONS, factorialOf, fractionIn, holds, power, rootOf } from './operations';

/** A compiled tree: its value in an environment (a scope of values, or the one unknown's value). */
type Compiled<E> = (env: E) => number;
/** How a compiled tree reads a variable from its environment. */
type Reader<E> = (name: string) => Compiled<E>;

const constant =
  (value: number): Compiled<unknown> =>
  () =>
    value;
const NOT_A_NUMBER = /* @__PURE__ */ constant(Number.NaN);

/** A variable's value in a scope: NaN when the scope has no number for it. */
const fromScope: Reader<Readonly<Record<string, number>> | undefined> = (name) => (scope) => {
  if (typeof scope !== 'object' || scope === null || !Object.hasOwn(scope, name)) return Number.NaN;
  const value = scope[name];
  return typeof value === 'number' ? value : Number.NaN;
};

const ARITHMETIC: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
};

/** The tree as a closure, walking it once: every node becomes a function of the environment. */
const compile = <E>(node: MathNode, read: Reader<E>): Compiled<E> => {
  const c = (n: MathNode): Compiled<E> => compile(n, read);
  switch (node.type) {
    case 'number':
      return constant(Number(node.value));
    case 'variable':
      return read(node.name);
    case 'constant':
      return constant(node.name === 'pi' ? Math.PI : Math.E);
    case 'mixed':
      return constant(Number(node.whole) + Number(node.num) / Number(node.den));
    case 'neg': {
      const arg = c(node.arg);
      return (env) => -arg(env);
    }
    case 'binary': {
      const [left, right, op] = [c(node.left), c(node.right), ARITHMETIC[node.op]];
      return op ? (env) => op(left(env), right(env)) : NOT_A_NUMBER;
    }
    case 'fraction': {
      const [num, den] = [c(node.num), c(node.den)];
      return (env) => num(env) / den(env);
    }
    case 'power': {
      const [base, exponent, tree] = [c(node.base), c(node.exponent), node.exponent];
      let fraction: [number, number] | undefined | null = null;
      const fractionOf = () => {
        if (fraction === null) fraction = fractionIn(tree);
        return fraction;
      };
      return (env) => power(base(env), exponent(env), fractionOf);
    }
    case 'root': {
      const radicand = c(node.radicand);
      const index = node.index ? c(node.index) : constant(2);
      return (env) => rootOf(radicand(env), index(env));
    }
    case 'log': {
      const [arg, base] = [c(node.arg), node.base ? c(node.base) : constant(10)];
      return (env) => Math.log(arg(env)) / Math.log(base(env));
    }
    case 'function': {
      const f = Object.hasOwn(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
      if (!f) return NOT_A_NUMBER;
      const args = node.args.map(c);
      const [only] = args;
      if (args.length === 1 && only) return (env) => f(only(env));
      return (env) => f(...args.map((arg) => arg(env)));
    }
    case 'postfix': {
      const arg = c(node.arg);
      if (node.op === '!') return (env) => factorialOf(arg(env));
      return node.op === '%' ? (env) => arg(env) / 100 : (env) => (arg(env) * Math.PI) / 180;
    }
    case 'relation': {
      const operands = node.operands.map(c);
      const { relations } = node;
      return (env) => {
        const values = operands.map((operand) => operand(env));
        return relations.every((relation, i) =>
          holds(relation, values[i] as number, values[i + 1] as number),
        )
          ? 1
          : 0;
      };
    }
    default:
      return NOT_A_NUMBER;
  }
};

/**
 * The float compiler alone, for {@link evaluateMath}: a bundle that only evaluates in floating
 * point does not carry the exact arithmetic.
 */
export function compileFloat(node: MathNode, variable: string): (x: number) => number;
export function compileFloat(node: MathNode): (scope?: Readonly<Record<string, number>>) => number;
export function compileFloat(
  node: MathNode,
  variable?: string,
): ((x: number) => number) | ((scope?: Readonly<Record<string, number>>) => number) {
  if (!isMathNode(node)) return NOT_A_NUMBER;
  if (variable === undefined) return compile(node, fromScope);
  return compile<number>(node, (name) => (name === variable ? (x) => x : NOT_A_NUMBER));
}

/**
 * Exact mode: the value in the exact numbers (sums of rational multiples of roots and π), or
 * undefined where they do not hold it (log₂(5), 1/0, e alone, an unknown without a value). With
 * `throws`, the function throws instead, the SolveStop that {@link evalExact} would.
 */
export interface ExactMode {
  exact: true;
  /** The one unknown the function takes the value of (else it takes a scope of values). */
  variable?: string;
  throws?: boolean;
}

/**
 * An expression tree compiled once into a function, for evaluating it at many points (sampling
 * a graph, checking an answer at several values, a table, a sign chart) without walking the
 * tree again. In floating point by default: with a variable name, the function takes that
 * variable's value (any other variable is NaN); without, it takes a scope of values; the value
 * is exactly what {@link evaluateMath} gives. With `{ exact: true }`, the value is exact: what
 * evalExact gives for the tree with the values put in, or undefined where the exact numbers do
 * not hold it (or, with `throws: true`, the error evalExact throws).
 *
 * @example
 * const f = compileMath(parsed, 'x'); // parsed: the tree of x^2 + 1
 * f(3); // 10
 * const g = compileMath(parsed, { exact: true, variable: 'x' });
 * g(E.radical(R.int(2), 2)); // 3, exactly: (√2)² + 1
 */
export function compileMath(node: MathNode, variable: string): (x: number) => number;
export function compileMath(node: MathNode): (scope?: Readonly<Record<string, number>>) => number;
export function compileMath(
  node: MathNode,
  mode: ExactMode & { variable: string; throws: true },
): (x: Exact) => Exact;
export function compileMath(
  node: MathNode,
  mode: ExactMode & { variable?: undefined; throws: true },
): (scope?: ExactScope) => Exact;
export function compileMath(
  node: MathNode,
  mode: ExactMode & { variable: string },
): (x: Exact) => Exact | undefined;
export function compileMath(
  node: MathNode,
  mode: ExactMode & { variable?: undefined },
): (scope?: ExactScope) => Exact | undefined;
export function compileMath(node: MathNode, how?: string | ExactMode): (arg: never) => unknown {
  if (typeof how !== 'object')
    return how === undefined ? compileFloat(node) : compileFloat(node, how);
  const run = compileExact(node);
  const { variable } = how;
  const exact =
    variable === undefined
      ? (scope: ExactScope = {}) => run(scope)
      : (x: Exact) => run({ [variable]: x });
  return how.throws ? exact : orUndefined(exact as (x: never) => Exact);
}
