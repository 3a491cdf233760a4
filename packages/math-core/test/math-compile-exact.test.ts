/**
 * The exact evaluator compiled once (compileMath with `{ exact: true }`, and evalExact, which is
 * that compiler called once). The interpreter it replaced is kept here as the oracle: on random
 * trees and random exact values of their unknowns, the compiled function gives what the
 * interpreter gave for the tree with the values put in — the same value, or the same error with
 * the same code and message — at every point it is called at. Where the exact and the
 * floating-point modes both give a value, they agree within the check tolerance of the size of
 * the numbers involved.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { approxEqual, TOLERANCE } from '../src/math/approx';
import { mathTree } from '../src/math/arbitrary';
import { frac, num, pow } from '../src/math/build';
import {
  evalExact,
  exactLog,
  hasVariable,
  isE,
  NotExact,
  substitute,
} from '../src/math/evaluateExact';
import { compileMath } from '../src/math/evaluateMath';
import type { Exact } from '../src/math/exact';
import * as E from '../src/math/exact';
import { parseMath } from '../src/math/parseMath';
import * as R from '../src/math/rational';
import { type Q, SolveStop } from '../src/math/rational';
import { toText } from '../src/math/toText';
import { binomialArguments, type MathNode } from '../src/math/tree';

const unsupported = (message: string): SolveStop => new SolveStop('unsupported', message);

// ---------------------------------------------------------------------------------------------
// The interpreter as it was: it walked the tree at every call.

const oldLogBase = (node: Extract<MathNode, { type: 'log' }>): Q | 'e' => {
  if (!node.base) return R.int(10);
  if (isE(node.base)) return 'e';
  if (hasVariable(node.base))
    throw unsupported('Unknowns in the base of a logarithm are not supported');
  const base = E.rational(interpreted(node.base));
  if (!base) throw unsupported('A logarithm base must be a rational number');
  if (R.sign(base) <= 0 || R.eq(base, R.ONE))
    throw new SolveStop('invalid_value', 'A logarithm base must be positive and not 1');
  return base;
};

const oldPowerOfE = (node: MathNode): Q | undefined => {
  if (isE(node)) return R.ONE;
  if (node.type !== 'power' || !isE(node.base)) return undefined;
  return hasVariable(node.exponent) ? undefined : E.rational(interpreted(node.exponent));
};

/**
 * What e^ln(a), e^(−ln(a)) and e^(k·ln(a)) are without the logarithm: a, 1/a and a^k (k a
 * number). Throws when a is not positive, where ln(a) is undefined.
 */
const oldPowerOfLn = (node: MathNode): MathNode | undefined => {
  if (node.type !== 'power' || !isE(node.base)) return undefined;
  const { exponent } = node;
  const scaled = exponent.type === 'binary' && exponent.op === '*' && !hasVariable(exponent.left);
  const ln = scaled ? exponent.right : exponent.type === 'neg' ? exponent.arg : exponent;
  if (ln.type !== 'log' || oldLogBase(ln) !== 'e' || hasVariable(ln.arg)) return undefined;
  if (E.sign(interpreted(ln.arg)) <= 0)
    throw new SolveStop(
      'invalid_value',
      `${toText(ln)} is undefined: a logarithm needs a positive number`,
    );
  if (scaled) return pow(ln.arg, exponent.left);
  return exponent.type === 'neg' ? frac(num('1'), ln.arg) : ln.arg;
};

/** A tree's exact value when it is a whole number, else undefined. */
const oldWholeNumberOf = (node: MathNode): bigint | undefined => {
  const value = E.rational(interpreted(node));
  return value && R.isInt(value) ? value.p : undefined;
};

/**
 * The exact value of a tree without unknowns: numbers, π, + − × ÷, rational powers, roots, abs,
 * %, n!, binomials, and logarithms whose value is rational.
 */
const interpreted = (node: MathNode): Exact => {
  switch (node.type) {
    case 'number':
      return E.fromQ(R.fromDecimal(node.value));
    case 'mixed': {
      const whole = R.fromDecimal(node.whole);
      return E.fromQ(R.add(whole, R.div(R.fromDecimal(node.num), R.fromDecimal(node.den))));
    }
    case 'constant':
      if (node.name === 'pi') return E.PI;
      throw new NotExact(
        'unsupported',
        'e is supported as the base of a power or a logarithm only',
      );
    case 'neg':
      return E.negate(interpreted(node.arg));
    case 'binary': {
      const [a, b] = [interpreted(node.left), interpreted(node.right)];
      if (node.op === '+') return E.add(a, b);
      if (node.op === '-') return E.sub(a, b);
      if (node.op === '*') return E.mul(a, b);
      if (node.op === '/') return E.div(a, b);
      throw unsupported('± is written by the solver, not read from a problem');
    }
    case 'fraction':
      return E.div(interpreted(node.num), interpreted(node.den));
    case 'power': {
      const a = oldPowerOfLn(node);
      if (a) return interpreted(a);
      const exponent = E.rational(interpreted(node.exponent));
      if (!exponent) throw new NotExact('unsupported', 'Irrational powers have no exact value');
      // e⁰ = 1: e itself has no exact value here, its zeroth power does.
      if (R.isZero(exponent) && isE(node.base)) return E.fromQ(R.ONE);
      return E.power(interpreted(node.base), exponent);
    }
    case 'root': {
      const index = node.index ? E.rational(interpreted(node.index)) : R.int(2);
      if (!index || !R.isInt(index) || index.p < 2n)
        throw unsupported('A root index must be a whole number from 2');
      return E.root(interpreted(node.radicand), index);
    }
    case 'log': {
      const base = oldLogBase(node);
      const power = base === 'e' ? oldPowerOfE(node.arg) : undefined;
      if (power) return E.fromQ(power);
      const value = interpreted(node.arg);
      if (E.sign(value) <= 0)
        throw new SolveStop(
          'invalid_value',
          `${toText(node)} is undefined: a logarithm needs a positive number`,
        );
      const arg = E.rational(value);
      if (base === 'e') {
        if (arg && R.eq(arg, R.ONE)) return [];
        throw new NotExact('unsupported', `${toText(node)} has no exact value`);
      }
      const exponent = arg ? exactLog(arg, base) : undefined;
      if (!exponent) throw new NotExact('unsupported', `${toText(node)} has no exact value`);
      return E.fromQ(exponent);
    }
    case 'postfix':
      if (node.op === '%') return E.mul(interpreted(node.arg), E.fromQ(R.rat(1n, 100n)));
      if (node.op === '!') {
        const n = oldWholeNumberOf(node.arg);
        const value = n === undefined ? undefined : R.factorial(n);
        if (value === undefined)
          throw new SolveStop(
            'invalid_value',
            `${toText(node)} is not worked out: a factorial is of a whole number from 0 to ${R.MAX_FACTORIAL}`,
          );
        return E.fromQ(R.int(value));
      }
      throw unsupported('Angles and trigonometry are not supported');
    case 'function': {
      const chosen = binomialArguments(node);
      if (chosen) {
        const [n, k] = chosen.map(oldWholeNumberOf);
        const value = n === undefined || k === undefined ? undefined : R.binomial(n, k);
        if (value === undefined)
          throw new SolveStop(
            'invalid_value',
            `${toText(node)} is not worked out: choosing k of n takes whole numbers 0 ≤ k ≤ n ≤ ${R.MAX_FACTORIAL}`,
          );
        return E.fromQ(R.int(value));
      }
      if (node.name !== 'abs' || node.args.length !== 1)
        throw unsupported(`The solver does not work out ${node.name}(…)`);
      const value = interpreted(node.args[0] as MathNode);
      return value.length > 0 && E.sign(value) < 0 ? E.negate(value) : value;
    }
    default:
      throw unsupported('This is not a single expression');
  }
};

// ---------------------------------------------------------------------------------------------

type Scope = Record<string, Exact>;
const NAMES = ['x', 'y', 'z', 'k', 'θ'] as const;

/** What a call gave: a value, or the error it threw (its kind, code and message). */
type Outcome = { value: Exact } | { thrown: string; code?: string; message: string };
const outcome = (run: () => Exact | undefined): Outcome | undefined => {
  try {
    const value = run();
    return value && { value };
  } catch (err) {
    const thrown = err instanceof NotExact ? 'NotExact' : (err as Error).constructor.name;
    return err instanceof SolveStop
      ? { thrown, code: err.code, message: err.message }
      : { thrown, message: (err as Error).message };
  }
};

/** The interpreter on the tree with the scope's values put in. */
const oracle = (node: MathNode, scope: Scope): Outcome | undefined =>
  outcome(() =>
    interpreted(
      substitute(
        node,
        Object.fromEntries(Object.entries(scope).map(([name, v]) => [name, E.toNode(v)])),
      ),
    ),
  );

/** Exact values of the unknowns: fractions, multiples of square roots, π, 1 + √2. */
const exactValue: fc.Arbitrary<Exact> = fc.oneof(
  fc
    .tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: 1, max: 6 }))
    .map(([p, q]) => E.fromQ(R.rat(BigInt(p), BigInt(q)))),
  fc
    .tuple(fc.integer({ min: -3, max: 3 }), fc.constantFrom(2, 3, 5))
    .map(([k, r]) => E.mul(E.fromQ(R.int(k)), E.radical(R.int(r), 2))),
  fc.constant(E.PI),
  fc.constant(E.add(E.fromQ(R.ONE), E.radical(R.int(2), 2))),
);
/** A value for every unknown. */
const everyValue = fc.record(
  Object.fromEntries(NAMES.map((n) => [n, exactValue])),
) as fc.Arbitrary<Scope>;
/** Values for some of the unknowns: the others have none. */
const someValues = fc.record(Object.fromEntries(NAMES.map((n) => [n, exactValue])), {
  requiredKeys: [],
}) as fc.Arbitrary<Scope>;

/**
 * Trees in the shapes the evaluator reads by their form, which random trees seldom take: e^ln(a),
 * e^(−ln(a)), e^(k·ln(a)) (and the same with a base that is not e), ln(e), ln(e^k), log_b(a).
 */
const shaped: fc.Arbitrary<MathNode> = (() => {
  const e: MathNode = { type: 'constant', name: 'e' };
  const leaf = fc.oneof(
    fc.integer({ min: 0, max: 9 }).map((n): MathNode => ({ type: 'number', value: String(n) })),
    fc.constantFrom('x', 'y').map((name): MathNode => ({ type: 'variable', name })),
    fc.constant(e),
    fc.constant<MathNode>({ type: 'constant', name: 'pi' }),
  );
  const small = fc.oneof(
    leaf,
    leaf.map((arg): MathNode => ({ type: 'neg', arg })),
    fc.tuple(leaf, leaf).map(([num, den]): MathNode => ({ type: 'fraction', num, den })),
  );
  const base = fc.oneof(fc.constant(e), fc.constant(e), small);
  const log = fc.tuple(small, base).map(([arg, b]): MathNode => ({ type: 'log', arg, base: b }));
  return fc.oneof(
    log.map((exponent): MathNode => ({ type: 'power', base: e, exponent })),
    log.map((arg): MathNode => ({ type: 'power', base: e, exponent: { type: 'neg', arg } })),
    fc.tuple(small, log).map(
      ([left, right]): MathNode => ({
        type: 'power',
        base: e,
        exponent: { type: 'binary', op: '*', left, right },
      }),
    ),
    fc.tuple(small, base).map(
      ([k, b]): MathNode => ({
        type: 'log',
        arg: { type: 'power', base: e, exponent: k },
        base: b,
      }),
    ),
    base.map((b): MathNode => ({ type: 'log', arg: e, base: b })),
    log,
  );
})();

describe('compileMath, exact', () => {
  /**
   * Runs the compiled tree against the interpreter on random trees and values, with evalExact
   * against the interpreter on the tree alone, and counts what the interpreter gave (a value,
   * or a stop by its code), so that a test can ask that each is met often.
   */
  const againstInterpreter = (trees: fc.Arbitrary<MathNode>): Map<string, number> => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(trees, fc.oneof(everyValue, someValues), (node, scope) => {
        const f = compileMath(node, { exact: true, throws: true });
        const expected = oracle(node, scope);
        expect(outcome(() => f(scope))).toEqual(expected);
        expect(outcome(() => evalExact(node))).toEqual(outcome(() => interpreted(node)));
        const kind = expected && 'value' in expected ? 'value' : (expected?.code ?? 'other');
        seen.set(kind, (seen.get(kind) ?? 0) + 1);
      }),
      { numRuns: 1500 },
    );
    return seen;
  };

  it('reads e^ln(a), ln(e^k) and the other shapes read by their form as the interpreter did', () => {
    const seen = againstInterpreter(shaped);
    expect(seen.get('value')).toBeGreaterThan(200);
    expect(seen.get('invalid_value')).toBeGreaterThan(50);
  });

  it('gives what the interpreter gave for the tree with the values put in, value or error (and evalExact what it gave for the tree alone)', () => {
    const seen = againstInterpreter(mathTree);
    // Values and both kinds of stop are met, not only refusals.
    expect(seen.get('value')).toBeGreaterThan(100);
    expect(seen.get('invalid_value')).toBeGreaterThan(10);
    expect(seen.get('unsupported')).toBeGreaterThan(500);
  });

  it('compiled once, gives the interpreter’s value at each of many points (nothing kept between calls but what reads no unknown)', () => {
    fc.assert(
      fc.property(
        mathTree,
        fc.array(everyValue, { minLength: 2, maxLength: 5 }),
        (node, scopes) => {
          const f = compileMath(node, { exact: true, throws: true });
          const g = compileMath(node, { exact: true });
          for (const scope of scopes) {
            const expected = oracle(node, scope);
            expect(outcome(() => f(scope))).toEqual(expected);
            // Without `throws`: undefined exactly where the interpreter stopped.
            const value = g(scope);
            if (expected && 'value' in expected) expect(value).toEqual(expected.value);
            else if (expected?.code !== undefined) expect(value).toBeUndefined();
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('with one unknown named, takes its value alone', () => {
    fc.assert(
      fc.property(mathTree, exactValue, (node, x) => {
        const f = compileMath(node, { exact: true, variable: 'x', throws: true });
        expect(outcome(() => f(x))).toEqual(oracle(node, { x }));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the floating-point mode where both give a value', () => {
    const sizes = (node: MathNode, scope: Record<string, number>): number[] => {
      const here = Math.abs(compileMath(node)(scope));
      const children = Object.values(node).filter(
        (v): v is MathNode => typeof v === 'object' && v !== null && 'type' in v,
      );
      const lists = Object.values(node).filter(Array.isArray).flat() as MathNode[];
      return [here, ...[...children, ...lists].flatMap((c) => sizes(c, scope))];
    };
    let compared = 0;
    fc.assert(
      fc.property(mathTree, everyValue, (node, scope) => {
        const exact = compileMath(node, { exact: true })(scope);
        const floats = Object.fromEntries(
          Object.entries(scope).map(([n, v]) => [n, E.toNumber(v)]),
        );
        const float = compileMath(node)(floats);
        if (exact === undefined || !Number.isFinite(float)) return;
        const value = E.toNumber(exact);
        // Rounding is relative to the largest number on the way: a part's value or a term's.
        const scale = Math.max(
          1,
          ...sizes(node, floats).filter(Number.isFinite),
          ...exact.map((t) => Math.abs(E.toNumber([t]))),
        );
        compared++;
        expect(
          approxEqual(value, float, TOLERANCE.check, scale),
          `${toText(node)}: ${value} against ${float}`,
        ).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(compared).toBeGreaterThan(200);
  });

  it('works out the parts that read no unknown once: the same answers, at every point', () => {
    const tree = unwrap(parseMath('(sqrt(12) + sqrt(27))*x + log_{4}(8)'));
    const f = compileMath(tree, { exact: true, variable: 'x' });
    for (const [x, expected] of [
      ['0', '3/2'],
      ['2', '(3 + 20√3)/2'],
      ['√3', '33/2'],
    ] as const) {
      const value = f(evalExact(unwrap(parseMath(x))));
      expect(value && toText(E.toNode(value))).toBe(expected);
    }
    const g = compileMath(unwrap(parseMath('1/(x - 1) + ln(e^x)')), { exact: true, variable: 'x' });
    expect(g(E.fromQ(R.ONE))).toBeUndefined();
    expect(g(E.fromQ(R.int(3))) && toText(E.toNode(g(E.fromQ(R.int(3))) as Exact))).toBe('7/2');
    expect(
      compileMath(unwrap(parseMath('log_{2}(5) + x')), { exact: true })({ x: [] }),
    ).toBeUndefined();
    expect(compileMath(unwrap(parseMath('x + y')), { exact: true })({ x: E.PI })).toBeUndefined();
    expect(() =>
      compileMath(unwrap(parseMath('ln(x)')), { exact: true, variable: 'x', throws: true })(
        E.fromQ(R.int(-2)),
      ),
    ).toThrow('ln(−2) is undefined');
  });
});
