import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../_lib/testing';
import { approxEqual, TOLERANCE } from '../approx';
import { mathTree } from '../arbitrary';
import { parseMath } from '../parseMath';
import { isMathNode, type MathNode } from '../tree';
import { compileMath } from './compile';
import { evaluateMath } from './index';
import { FUNCTIONS, factorialOf, fractionIn, holds, power, rootOf } from './operations';

type Scope = Readonly<Record<string, number>>;

/**
 * The evaluator as it was before compilation: it walks the tree at every call. Kept here as the
 * oracle the compiled form must match value for value (NaN for NaN, −0 for −0).
 */
const walked = (node: MathNode, scope: Scope): number => {
  const ev = (n: MathNode): number => walked(n, scope);
  switch (node.type) {
    case 'number':
      return Number(node.value);
    case 'variable':
      if (!Object.hasOwn(scope, node.name)) return Number.NaN;
      return typeof scope[node.name] === 'number' ? (scope[node.name] as number) : Number.NaN;
    case 'constant':
      return node.name === 'pi' ? Math.PI : Math.E;
    case 'neg':
      return -ev(node.arg);
    case 'binary': {
      const [a, b] = [ev(node.left), ev(node.right)];
      if (node.op === '+') return a + b;
      if (node.op === '-') return a - b;
      if (node.op === '*') return a * b;
      return node.op === '/' ? a / b : Number.NaN;
    }
    case 'fraction':
      return ev(node.num) / ev(node.den);
    case 'mixed':
      return Number(node.whole) + Number(node.num) / Number(node.den);
    case 'power':
      return power(ev(node.base), ev(node.exponent), () => fractionIn(node.exponent));
    case 'root':
      return rootOf(ev(node.radicand), node.index ? ev(node.index) : 2);
    case 'log':
      return Math.log(ev(node.arg)) / Math.log(node.base ? ev(node.base) : 10);
    case 'function': {
      const f = Object.hasOwn(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
      return f ? f(...node.args.map(ev)) : Number.NaN;
    }
    case 'postfix':
      if (node.op === '!') return factorialOf(ev(node.arg));
      return node.op === '%' ? ev(node.arg) / 100 : (ev(node.arg) * Math.PI) / 180;
    case 'relation': {
      const values = node.operands.map(ev);
      return node.relations.every((r, i) => holds(r, values[i] as number, values[i + 1] as number))
        ? 1
        : 0;
    }
    default:
      return Number.NaN;
  }
};

const oracle = (node: MathNode, scope: Scope): number =>
  isMathNode(node) ? walked(node, scope) : Number.NaN;

/** Values of the arbitrary's letters: small, negative, whole and not, and a few edges. */
const value = fc.oneof(
  fc.double({ min: -50, max: 50, noNaN: true }),
  fc.integer({ min: -6, max: 6 }),
  fc.constantFrom(0, -0, 0.5, -8, 1e-9, 1e12, Number.POSITIVE_INFINITY),
);
const scope = fc.record({ x: value, y: value, z: value, k: value, θ: value });

describe('compileMath', () => {
  it('gives the walked value of any tree, in any scope', () => {
    fc.assert(
      fc.property(mathTree, scope, (node, values) => {
        expect(compileMath(node)(values)).toBe(oracle(node, values));
      }),
      { numRuns: 2000 },
    );
  });

  it('compiled once, gives the walked value at each of many points (nothing kept between calls)', () => {
    fc.assert(
      fc.property(mathTree, fc.array(value, { minLength: 2, maxLength: 6 }), (node, xs) => {
        const f = compileMath(node, 'x');
        for (const x of xs) expect(f(x)).toBe(oracle(node, { x }));
      }),
      { numRuns: 1000 },
    );
  });

  it('is what evaluateMath gives, including for what is not a tree', () => {
    const tree = unwrap(parseMath('(-8)^(2/3) + x!'));
    expect(compileMath(tree, 'x')(3)).toBe(10);
    expect(evaluateMath(tree, { x: 3 })).toBe(10);
    expect(compileMath(tree, 'y')(3)).toBeNaN();
    expect(compileMath(tree)()).toBeNaN();
    expect(compileMath({ type: 'oops' } as unknown as MathNode)()).toBeNaN();
    expect(compileMath(tree)(null as unknown as Scope)).toBeNaN();
    // An infinity equals only itself: 1/0 = 5 is false, 1/0 = 2/0 true.
    expect(evaluateMath(unwrap(parseMath('1/0 = 5')))).toBe(0);
    expect(evaluateMath(unwrap(parseMath('1/0 = 2/0')))).toBe(1);
  });
});

const finite = fc.double({ min: -1e15, max: 1e15, noNaN: true });
const tolerance = fc.constantFrom(...Object.values(TOLERANCE));

describe('approxEqual', () => {
  it('is symmetric', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), tolerance, (a, b, t) => {
        expect(approxEqual(a, b, t)).toBe(approxEqual(b, a, t));
      }),
    );
  });

  it('is relative above 1: scaling both values by a power of two does not change the verdict', () => {
    fc.assert(
      fc.property(finite, finite, tolerance, fc.integer({ min: 0, max: 40 }), (a, b, t, k) => {
        fc.pre(Math.max(Math.abs(a), Math.abs(b)) >= 1);
        expect(approxEqual(a * 2 ** k, b * 2 ** k, t)).toBe(approxEqual(a, b, t));
      }),
    );
  });

  it('is absolute below 1, and scale raises that floor', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), tolerance, (x, t) => {
        expect(approxEqual(x, 0, t)).toBe(Math.abs(x) <= t);
        expect(approxEqual(x, 0, t, 1e6)).toBe(Math.abs(x) <= t * 1e6);
      }),
    );
  });

  it('tells apart values a tolerance apart and joins values within half of one', () => {
    fc.assert(
      fc.property(finite, tolerance, (a, t) => {
        const size = Math.max(1, Math.abs(a));
        expect(approxEqual(a, a + (t / 2) * size, t)).toBe(true);
        expect(approxEqual(a, a + 2 * t * size, t)).toBe(false);
      }),
    );
    expect(approxEqual(0.1 + 0.2, 0.3, TOLERANCE.same)).toBe(true);
    expect(approxEqual(Number.NaN, Number.NaN, TOLERANCE.rounded)).toBe(false);
    expect(approxEqual(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 0)).toBe(true);
    expect(approxEqual(Number.POSITIVE_INFINITY, 1e300, TOLERANCE.rounded)).toBe(false);
    expect(approxEqual(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 1)).toBe(false);
    expect(approxEqual(Number.POSITIVE_INFINITY, 0, TOLERANCE.rounded, 1e6)).toBe(false);
    expect(approxEqual(22 / 7, Math.PI, TOLERANCE.rounded)).toBe(true);
    expect(approxEqual(22 / 7, Math.PI, TOLERANCE.check)).toBe(false);
  });
});
