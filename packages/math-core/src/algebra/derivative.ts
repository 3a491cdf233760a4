/**
 * Derivatives on the one tree, with their steps: the sum, product, quotient, power and chain
 * rules and the derivatives of the standard functions, each step naming its rule. The derivative
 * kind answers `d/dx …` with them; integrals check antiderivatives and limits use L'Hôpital's
 * rule with them; the tutor reads `d/dx(…)` in a student's working with them.
 */

import * as B from '../math/build';
import type { SolveStop } from '../math/rational';
import * as R from '../math/rational';
import { refuse } from '../math/refusal';
import type { Say, WorkedStep } from '../math/rules';
import { step } from '../math/show';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { MathErrorValue } from '../types';
import * as A from './calculus';
import { termsOf } from './reading';

const OPERATOR = 'd/d';

/** d/dx(expr) as a tree: a function node whose name is the operator. */
export const derivativeOf = (expr: MathNode, x: string, order: 1 | 2 = 1): MathNode =>
  B.fn(order === 1 ? `${OPERATOR}${x}` : `d²/d${x}²`, expr);

/** A rational read from a tree without the variable (a number, fraction, mixed number). */
const rationalOf = (node: MathNode): R.Q | undefined => {
  switch (node.type) {
    case 'number':
      return R.fromDecimal(node.value);
    case 'mixed':
      return R.add(
        R.int(BigInt(node.whole)),
        R.div(R.fromDecimal(node.num), R.fromDecimal(node.den)),
      );
    case 'neg': {
      const a = rationalOf(node.arg);
      return a && R.neg(a);
    }
    case 'fraction': {
      const [a, b] = [rationalOf(node.num), rationalOf(node.den)];
      return a && b && !R.isZero(b) ? R.div(a, b) : undefined;
    }
    case 'binary': {
      const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
      if (!a || !b) return undefined;
      if (node.op === '+') return R.add(a, b);
      if (node.op === '-') return R.sub(a, b);
      if (node.op === '*') return R.mul(a, b);
      if (node.op === '/') return R.isZero(b) ? undefined : R.div(a, b);
      return undefined;
    }
    default:
      return undefined;
  }
};

/** The sentences of the refusals of a derivative. */
export const DERIVATIVE_REFUSALS = {
  derivativeOtherLetters:
    'Only {x} may vary here: derivatives of expressions with other letters (partial derivatives) are not supported',
  derivativePlusMinus: '± is not supported in a derivative',
  derivativeRoot: 'Only square, cube and other whole-number roots are supported',
  derivativeLogBase: 'A logarithm needs a positive number other than 1 as its base',
  derivativeFunction:
    '{name} is not supported in derivatives: the solver differentiates powers, roots, eˣ and aˣ, ln and log, sin, cos and tan',
  derivativeNot: 'This expression cannot be differentiated here',
  derivativeLogVariableBase: 'A logarithm with the variable in its base is not supported',
  derivativeVariablePower:
    'A power with the variable in both its base and its exponent needs logarithmic differentiation, which is not supported',
  derivativeExponentialBase: 'An exponential needs a positive base other than 1',
} as const;

const unsupported = (
  id: keyof typeof DERIVATIVE_REFUSALS,
  values?: Readonly<Record<string, MathErrorValue>>,
): SolveStop => refuse('unsupported', DERIVATIVE_REFUSALS, id, values);

const TRIG = /* @__PURE__ */ new Set(['sin', 'cos', 'tan']);

/** The subtrees one derivation has converted, so that rules asking again do not convert again. */
type Converted = Map<MathNode, MathNode>;

/**
 * The tree in the canonical shape of algebra/calculus (the variable written x); a SolveStop for
 * what derivatives here do not cover. `seen` holds what one derivation has converted already.
 */
export const toCanonical = (node: MathNode, x: string, seen: Converted = new Map()): MathNode => {
  const known = seen.get(node);
  if (known) return known;
  const value = convert(node, x, seen);
  seen.set(node, value);
  return value;
};

const convert = (node: MathNode, x: string, seen: Converted): MathNode => {
  const s = (n: MathNode) => toCanonical(n, x, seen);
  switch (node.type) {
    case 'number':
    case 'mixed':
      return A.num(rationalOf(node) as R.Q);
    case 'variable':
      if (node.name !== x) throw unsupported('derivativeOtherLetters', { x });
      return A.X;
    case 'constant':
      return B.constant(node.name);
    case 'neg':
      return A.negate(s(node.arg));
    case 'binary':
      if (node.op === '+') return A.sum(s(node.left), s(node.right));
      if (node.op === '-') return A.difference(s(node.left), s(node.right));
      if (node.op === '*') return A.product(s(node.left), s(node.right));
      if (node.op === '/') return A.quotient(s(node.left), s(node.right));
      throw unsupported('derivativePlusMinus');
    case 'fraction':
      return A.quotient(s(node.num), s(node.den));
    case 'power':
      return A.power(s(node.base), s(node.exponent));
    case 'root': {
      const index = node.index ? rationalOf(node.index) : R.int(2);
      if (!index || !R.isInt(index) || index.p < 2n) throw unsupported('derivativeRoot');
      return A.power(s(node.radicand), A.num(R.div(R.ONE, index)));
    }
    case 'log': {
      if (!node.base) return A.log(R.int(10), s(node.arg));
      if (node.base.type === 'constant' && node.base.name === 'e') return A.fn('ln', s(node.arg));
      const base = rationalOf(node.base);
      if (!base || base.p <= 0n || R.eq(base, R.ONE)) throw unsupported('derivativeLogBase');
      return A.log(base, s(node.arg));
    }
    case 'function': {
      const [arg] = node.args;
      if (node.args.length === 1 && arg) {
        if (TRIG.has(node.name)) return A.fn(node.name as A.Fn, s(arg));
        if (node.name === 'exp') return A.power(B.constant('e'), s(arg));
      }
      // The call as typed, which each language writes with its own name for the function.
      throw unsupported('derivativeFunction', { name: node });
    }
    default:
      throw unsupported('derivativeNot');
  }
};

/** Whether the tree has the variable in it. */
const varies = (w: Work, node: MathNode): boolean => A.hasX(toCanonical(node, w.x, w.seen));

interface Work {
  x: string;
  seen: Converted;
  steps: WorkedStep[];
  rules: Set<string>;
  /** Only the value is wanted (a check, a substitution): no steps are written. */
  silent?: boolean;
}

/**
 * d/dx(node) = raw (the rule applied) = simplified, leaving out a link that repeats. The note and
 * the raw link are only worked out when steps are written.
 */
/** The constant multiple rule's note for a negation, a product or a quotient. */
const CONSTANT_MULTIPLE = (form: 'negate' | 'times' | 'divide'): Say => ({
  rule: 'constantMultiple',
  form,
});

const record = (
  w: Work,
  note: Say,
  node: MathNode,
  raw: (() => MathNode) | undefined,
  result: MathNode,
) => {
  if (w.silent) return;
  const links: MathNode[] = [derivativeOf(node, w.x)];
  const shown = A.show(result, w.x);
  const applied = raw?.();
  if (applied && toText(applied) !== toText(shown)) links.push(applied);
  links.push(shown);
  const statement = B.chain(
    links[0] as MathNode,
    ...links.slice(1).flatMap((l) => ['=' as const, l]),
  );
  w.steps.push(step(note, statement));
};

const factorsOf = (node: MathNode): MathNode[] =>
  node.type === 'binary' && node.op === '*'
    ? [...factorsOf(node.left), ...factorsOf(node.right)]
    : [node];

const productOf = (nodes: MathNode[]): MathNode =>
  nodes.reduce((a, b) => (b.type === 'number' ? B.mul(a, b) : B.times(a, b)));

/** A sub-derivative as it stands inside a bigger formula. */
const show = (w: Work, e: MathNode): MathNode => A.show(e, w.x);

/**
 * The functions with a standard derivative, each the catalogue's form of its note (alone, and
 * inside the chain rule), with the rule's name as the method gives it.
 */
type Standard = 'ln' | 'log' | 'sin' | 'cos' | 'tan' | 'exp' | 'expBase';

/** The derivative of f(u) for u = arg, by its standard derivative and the chain rule. */
const outer = (
  w: Work,
  node: MathNode,
  arg: MathNode,
  rule: string,
  form: Standard,
  formula: (u: MathNode) => MathNode,
): MathNode => {
  const u = toCanonical(arg, w.x, w.seen);
  const f = formula(u);
  if (arg.type === 'variable') {
    w.rules.add(rule);
    record(w, { rule: 'standard', form }, node, undefined, f);
    return f;
  }
  const du = derive(w, arg);
  const result = A.product(f, du);
  w.rules.add('chainRule');
  record(
    w,
    { rule: 'chain', params: { u: arg }, form },
    node,
    () => B.mul(show(w, f), show(w, du)),
    result,
  );
  return result;
};

/** The derivative of node, with its steps pushed in the order they are worked out. */
const derive = (w: Work, node: MathNode): MathNode => {
  const { x } = w;
  if (!varies(w, node)) return A.ZERO;
  switch (node.type) {
    case 'variable':
      w.rules.add('powerRule');
      return A.ONE;
    case 'neg': {
      const d = A.negate(derive(w, node.arg));
      record(w, CONSTANT_MULTIPLE('negate'), node, undefined, d);
      return d;
    }
    case 'binary': {
      if (node.op === '+' || node.op === '-') {
        const parts = termsOf(node).map(({ node: t, sign }) => [derive(w, t), sign] as const);
        const result = A.sum(...parts.map(([d, sign]) => (sign < 0 ? A.negate(d) : d)));
        const raw = () =>
          parts
            .map(([d, sign]) => [show(w, d), sign] as const)
            .reduce<MathNode | undefined>(
              (acc, [d, sign]) =>
                acc === undefined
                  ? sign < 0
                    ? B.neg(d)
                    : d
                  : sign < 0
                    ? B.sub(acc, d)
                    : B.add(acc, d),
              undefined,
            ) as MathNode;
        w.rules.add('sumRule');
        record(w, { rule: 'sum' }, node, raw, result);
        return result;
      }
      if (node.op === '*') return productRule(w, node, factorsOf(node));
      if (node.op === '/') return quotientRule(w, node, node.left, node.right);
      throw unsupported('derivativePlusMinus');
    }
    case 'fraction':
      return quotientRule(w, node, node.num, node.den);
    case 'power':
      return powerRule(w, node, node.base, node.exponent);
    case 'root': {
      const index = node.index ? rationalOf(node.index) : R.int(2);
      if (!index || !R.isInt(index) || index.p < 2n) throw unsupported('derivativeRoot');
      const n = A.num(R.div(R.ONE, index));
      return powerRule(w, node, node.radicand, A.show(n, x), {
        root: node,
        power: B.pow(node.radicand, B.frac(B.n(1), B.n(index.p))),
      });
    }
    case 'log': {
      const u = node.arg;
      if (!node.base || !(node.base.type === 'constant' && node.base.name === 'e')) {
        if (node.base && varies(w, node.base)) throw unsupported('derivativeLogVariableBase');
        const base = (A.view(toCanonical(node, x, w.seen)) as { k: 'log'; base: R.Q }).base;
        const lnb = A.fn('ln', A.num(base));
        return outer(w, node, u, 'derivativeOfLog', 'log', (v) =>
          A.power(A.product(v, lnb), A.int(-1)),
        );
      }
      return outer(w, node, u, 'derivativeOfLn', 'ln', (v) => A.power(v, A.int(-1)));
    }
    case 'function': {
      const [arg] = node.args;
      if (!arg || node.args.length !== 1) break;
      if (node.name === 'sin')
        return outer(w, node, arg, 'derivativeOfSine', 'sin', (v) => A.fn('cos', v));
      if (node.name === 'cos')
        return outer(w, node, arg, 'derivativeOfCosine', 'cos', (v) => A.negate(A.fn('sin', v)));
      if (node.name === 'tan')
        return outer(w, node, arg, 'derivativeOfTangent', 'tan', (v) =>
          A.power(A.fn('cos', v), A.int(-2)),
        );
      if (node.name === 'exp')
        return outer(w, node, arg, 'derivativeOfExp', 'exp', (v) => A.power(B.constant('e'), v));
      break;
    }
    default:
      break;
  }
  // Anything else toCanonical refuses with its reason.
  toCanonical(node, x, w.seen);
  throw unsupported('derivativeNot');
};

const productRule = (w: Work, node: MathNode, factors: MathNode[]): MathNode => {
  const { x } = w;
  const constant = factors.filter((f) => !varies(w, f));
  const moving = factors.filter((f) => varies(w, f));
  if (constant.length > 0) {
    const c = A.product(...constant.map((f) => toCanonical(f, x, w.seen)));
    const rest = moving.length === 1 ? (moving[0] as MathNode) : productOf(moving);
    const d = moving.length === 1 ? derive(w, rest) : productRule(w, rest, moving);
    const result = A.product(c, d);
    w.rules.add('constantMultipleRule');
    record(
      w,
      CONSTANT_MULTIPLE('times'),
      node,
      () => B.mul(productOf(constant), show(w, d)),
      result,
    );
    return result;
  }
  const derivatives = moving.map((f) => derive(w, f));
  const values = moving.map((f) => toCanonical(f, x, w.seen));
  const result = A.sum(
    ...derivatives.map((d, i) => A.product(...values.map((v, j) => (i === j ? d : v)))),
  );
  const raw = () =>
    derivatives
      .map((d, i) => moving.map((f, j) => (i === j ? show(w, d) : f)).reduce((a, b) => B.mul(a, b)))
      .reduce((a, b) => B.add(a, b));
  w.rules.add('productRule');
  record(w, { rule: 'product', form: moving.length === 2 ? 'two' : 'many' }, node, raw, result);
  return result;
};

const quotientRule = (w: Work, node: MathNode, top: MathNode, bottom: MathNode): MathNode => {
  const { x } = w;
  if (!varies(w, bottom)) {
    const c = A.power(toCanonical(bottom, x, w.seen), A.int(-1));
    const d = derive(w, top);
    const result = A.product(c, d);
    w.rules.add('constantMultipleRule');
    record(w, CONSTANT_MULTIPLE('divide'), node, () => B.frac(show(w, d), bottom), result);
    return result;
  }
  const [u, v] = [toCanonical(top, x, w.seen), toCanonical(bottom, x, w.seen)];
  const [du, dv] = [derive(w, top), derive(w, bottom)];
  const result = A.quotient(A.difference(A.product(du, v), A.product(u, dv)), A.power(v, A.int(2)));
  w.rules.add('quotientRule');
  record(
    w,
    { rule: 'quotient' },
    node,
    () => B.frac(B.sub(B.mul(show(w, du), bottom), B.mul(top, show(w, dv))), B.pow(bottom, B.n(2))),
    result,
  );
  return result;
};

const powerRule = (
  w: Work,
  node: MathNode,
  base: MathNode,
  exponent: MathNode,
  /** A root written as a power first: the root and the power. */
  rewrite?: { root: MathNode; power: MathNode },
): MathNode => {
  const { x } = w;
  const baseVaries = varies(w, base);
  const expVaries = varies(w, exponent);
  if (baseVaries && expVaries) throw unsupported('derivativeVariablePower');
  if (baseVaries) {
    const n = toCanonical(exponent, x, w.seen);
    const f = A.product(n, A.power(toCanonical(base, x, w.seen), A.sum(n, A.int(-1))));
    w.rules.add('powerRule');
    if (base.type === 'variable') {
      // n·xⁿ⁻¹ as the rule gives it, when the exponent is a fraction or negative.
      const less = A.sum(n, A.int(-1));
      const lessQ = A.rational(less);
      const plain = lessQ !== undefined && R.isInt(lessQ) && lessQ.p >= 0n;
      const raw = plain ? undefined : () => B.mul(show(w, n), B.pow(base, show(w, less)));
      record(
        w,
        rewrite
          ? { rule: 'power', params: rewrite, form: 'root' }
          : { rule: 'power', form: 'power' },
        node,
        raw,
        f,
      );
      return f;
    }
    const du = derive(w, base);
    const result = A.product(f, du);
    w.rules.add('chainRule');
    record(
      w,
      rewrite
        ? { rule: 'chain', params: { ...rewrite, u: base }, form: 'rootPower' }
        : { rule: 'chain', params: { u: base }, form: 'power' },
      node,
      () => B.mul(show(w, f), show(w, du)),
      result,
    );
    return result;
  }
  const b = toCanonical(base, x, w.seen);
  if (b.type === 'constant' && b.name === 'e')
    return outer(w, node, exponent, 'derivativeOfExp', 'exp', (v) => A.power(b, v));
  const value = A.valueAt(b, 0);
  if (!(value > 0) || value === 1) throw unsupported('derivativeExponentialBase');
  return outer(w, node, exponent, 'derivativeOfExponential', 'expBase', (v) =>
    A.product(A.power(b, v), A.fn('ln', b)),
  );
};

/**
 * The English words of the rules a derivative's method names, by id: the kinds that differentiate
 * bring them among their methods.
 */
export const DERIVATIVE_METHODS = {
  productRule: 'product rule',
  quotientRule: 'quotient rule',
  chainRule: 'chain rule',
  sumRule: 'sum rule',
  powerRule: 'power rule',
  constantMultipleRule: 'constant multiple rule',
  derivativeOfLog: 'derivative of a logarithm',
  derivativeOfLn: 'derivative of ln',
  derivativeOfSine: 'derivative of sine',
  derivativeOfCosine: 'derivative of cosine',
  derivativeOfTangent: 'derivative of tangent',
  derivativeOfExp: 'derivative of the exponential',
  derivativeOfExponential: 'derivative of an exponential',
  derivativeOfConstant: 'derivative of a constant',
} as const;

/** The rules named in `methods`, in this order. */
const METHOD_ORDER = ['productRule', 'quotientRule', 'chainRule', 'sumRule', 'powerRule'];

/** The ids of the rules the method names: the main ones used, else the first rule applied. */
const methodsOf = (rules: Set<string>): string[] => {
  const main = METHOD_ORDER.slice(0, 3).filter((r) => rules.has(r));
  if (main.length > 0) return main;
  const rest = METHOD_ORDER.filter((r) => rules.has(r));
  if (rest.length > 0) return rest;
  return [[...rules][0] ?? 'derivativeOfConstant'];
};

/** The derivative of tree with respect to x, without steps (for checks and substitutions). */
export const derivativeValue = (tree: MathNode, x: string): MathNode => {
  const seen: Converted = new Map();
  toCanonical(tree, x, seen);
  return derive({ x, seen, steps: [], rules: new Set(), silent: true }, tree);
};

/** The derivative of tree with respect to x, and its steps (without the check). */
export const differentiateTree = (
  tree: MathNode,
  x: string,
): { value: MathNode; steps: WorkedStep[]; methods: string[] } => {
  const w: Work = { x, seen: new Map(), steps: [], rules: new Set() };
  toCanonical(tree, x, w.seen);
  const value = derive(w, tree);
  if (w.steps.length === 0)
    w.steps.push(
      step(
        tree.type === 'variable'
          ? { rule: 'constant', params: { unknown: B.variable(x) } }
          : { rule: 'constant', form: 'constant' },
        B.eq(derivativeOf(tree, x), A.show(value, x)),
      ),
    );
  return { value, steps: w.steps, methods: methodsOf(w.rules) };
};
