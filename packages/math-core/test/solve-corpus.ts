// A generated corpus of problems across every kind `solve` supports, each checked against an
// independent CAS (Algebrite) and, for exponential and logarithmic equations, a numeric scan with
// mathjs: answers must equal the CAS's, no real root may be missed, none may be extraneous, and
// every step must be true (see solve-steps.ts). `pnpm --filter @mathtools/math-core corpus`
// prints the figures; test/corpus/solve-corpus.test.ts asserts them.
import Algebrite from 'algebrite';
import { compile } from 'mathjs';
import { readDecimal } from '../src/_lib/fractionText';
import { createRandom, type Random } from '../src/_lib/random';
import { type MathNode, parseMath, type SolveResult, solve } from '../src/index';
import { stepProblems } from './solve-steps';

type Status = 'roots' | 'none' | 'all';
export interface Problem {
  kind: string;
  text: string;
  /** The problem as Algebrite reads it: an expression, or an equation's two sides. */
  cas: { expr: string } | { lhs: string; rhs: string; x: string } | { system: [string, string][] };
  status: Status;
  /** Roots known by construction (CAS syntax), all of which must be found. */
  known?: string[];
  /** Roots that a correct solution must reject as extraneous (log equations). */
  extraneous?: number;
  /** mathjs expressions that must be positive at a solution (log arguments). */
  domain?: string[];
  /** Equations checked by numeric scan instead of Algebrite's roots (exponentials, logs). */
  scan?: { f: string; from: number; to: number };
  /** The answer is an identity in x (expanding): compare at random points. */
  identity?: boolean;
}

const cas = (s: string): string => {
  try {
    return Algebrite.run(s);
  } catch (err) {
    return `error: ${(err as Error).message}`;
  }
};
const casZero = (s: string): boolean => cas(`simplify(${s})`) === '0';
const casFloat = (s: string): number => Number(cas(`float(${s})`).replace(/\.\.\.$/, ''));

/** A tree in Algebrite's syntax (decimals as exact fractions, log_b(x) as log(x)/log(b)). */
export const toCas = (node: MathNode): string => {
  const c = toCas;
  switch (node.type) {
    case 'number': {
      const r = readDecimal(node.value);
      return typeof r === 'object' ? `(${r.p}/${r.q})` : 'nan';
    }
    case 'variable':
      return node.name;
    case 'constant':
      return node.name === 'pi' ? 'pi' : 'exp(1)';
    case 'neg':
      return `(-${c(node.arg)})`;
    case 'binary':
      return `(${c(node.left)}${node.op === '/' ? '/' : node.op}${c(node.right)})`;
    case 'fraction':
      return `(${c(node.num)}/${c(node.den)})`;
    case 'mixed':
      return `(${node.whole}+${node.num}/${node.den})`;
    case 'power':
      return `(${c(node.base)}^${c(node.exponent)})`;
    case 'root':
      return `(${c(node.radicand)}^(1/${node.index ? c(node.index) : '2'}))`;
    case 'log':
      return node.base
        ? `(log(${c(node.arg)})/log(${c(node.base)}))`
        : `(log(${c(node.arg)})/log(10))`;
    default:
      return 'nan';
  }
};
const treeOf = (text: string): MathNode | undefined => {
  const r = parseMath(text);
  return r.ok ? r.value : undefined;
};
/** The value side of `x = …`, or the whole text. */
const rhsOf = (text: string): string => text.replace(/^[a-z] = /, '');

// ---------------------------------------------------------------------------------------------
// Generators

const nz = (r: Random, min: number, max: number): number => {
  for (;;) {
    const k = r.int(min, max);
    if (k !== 0) return k;
  }
};
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
/** a·x + b as typed: "3x - 4", "-x + 2", "5". */
const lin = (a: number, b: number, x = 'x'): string => {
  const ax = a === 0 ? '' : a === 1 ? x : a === -1 ? `-${x}` : `${a}${x}`;
  if (!ax) return String(b);
  return b === 0 ? ax : `${ax} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
};
const linCas = (a: number, b: number, x = 'x'): string => `(${a}*${x}+(${b}))`;
const quad = (a: number, b: number, c: number): string => {
  const head = a === 1 ? 'x^2' : a === -1 ? '-x^2' : `${a}x^2`;
  const mid = b === 0 ? '' : ` ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}x`;
  const end = c === 0 ? '' : ` ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
  return `${head}${mid}${end}`;
};
const frac = (p: number, q: number): string => {
  const g = gcd(p, q) * Math.sign(q);
  const [a, b] = [p / g, q / g];
  return b === 1 ? String(a) : `${a}/${b}`;
};

const generators: Record<string, [number, (r: Random) => Problem]> = {
  fractions: [
    70,
    (r) => {
      const [a, b, c, d] = [nz(r, -9, 9), r.int(2, 12), r.int(1, 9), r.int(2, 12)];
      const op = r.pick(['+', '-', '×', '÷']);
      const casOp = { '+': '+', '-': '-', '×': '*', '÷': '/' }[op];
      if (r.int(0, 2) === 0) {
        const [w, n, m] = [r.int(1, 5), r.int(1, 4), r.int(5, 9)];
        return {
          kind: 'arithmetic',
          text: `${w} ${n}/${m} ${op} ${Math.abs(c)}/${d}`,
          cas: { expr: `(${w}+${n}/${m})${casOp}(${c}/${d})` },
          status: 'roots',
        };
      }
      return {
        kind: 'arithmetic',
        text: `${a}/${b} ${op} ${c}/${d}`,
        cas: { expr: `(${a}/${b})${casOp}(${c}/${d})` },
        status: 'roots',
      };
    },
  ],
  radicals: [
    50,
    (r) => {
      const form = r.int(0, 4);
      const [n, m] = [r.int(2, 300), r.int(2, 50)];
      if (form === 0)
        return { kind: 'arithmetic', text: `√${n}`, cas: { expr: `sqrt(${n})` }, status: 'roots' };
      if (form === 1)
        return {
          kind: 'arithmetic',
          text: `sqrt(${n})`,
          cas: { expr: `sqrt(${n})` },
          status: 'roots',
        };
      if (form === 2)
        return {
          kind: 'arithmetic',
          text: `√${m} × √${n}`,
          cas: { expr: `sqrt(${m})*sqrt(${n})` },
          status: 'roots',
        };
      if (form === 3) {
        const [k, j] = [r.int(1, 5), r.int(1, 5)];
        return {
          kind: 'arithmetic',
          text: `${k}√${m * 4} + ${j}√${m}`,
          cas: { expr: `${k}*sqrt(${m * 4})+${j}*sqrt(${m})` },
          status: 'roots',
        };
      }
      return { kind: 'arithmetic', text: `∛${n}`, cas: { expr: `${n}^(1/3)` }, status: 'roots' };
    },
  ],
  powers: [
    30,
    (r) => {
      const form = r.int(0, 2);
      if (form === 0) {
        const [p, q, k] = [nz(r, -6, 6), r.int(1, 7), r.int(-4, 5)];
        return {
          kind: 'arithmetic',
          text: `(${p}/${q})^${k < 0 ? `(${k})` : k}`,
          cas: { expr: `(${p}/${q})^(${k})` },
          status: 'roots',
        };
      }
      if (form === 1) {
        const [root, m, n] = [r.int(2, 5), r.int(2, 3), r.int(1, 4)];
        return {
          kind: 'arithmetic',
          text: `${root ** m}^(${n}/${m})`,
          cas: { expr: `${root ** m}^(${n}/${m})` },
          status: 'roots',
        };
      }
      const [a, b, k] = [r.int(2, 9), r.int(1, 20), r.int(2, 3)];
      return {
        kind: 'arithmetic',
        text: `${a}^${k} − ${b} × 2`,
        cas: { expr: `${a}^${k}-${b}*2` },
        status: 'roots',
      };
    },
  ],
  linear: [
    90,
    (r) => {
      const form = r.int(0, 5);
      const x0 = r.int(-12, 12);
      if (form === 0) {
        const [a, b] = [nz(r, -9, 9), r.int(-20, 20)];
        return {
          kind: 'linear',
          text: `${lin(a, b)} = ${a * x0 + b}`,
          cas: { lhs: linCas(a, b), rhs: `${a * x0 + b}`, x: 'x' },
          status: 'roots',
          known: [`${x0}`],
        };
      }
      if (form === 1) {
        const [a, b, c] = [nz(r, 2, 9), nz(r, -9, 9), nz(r, -9, 9)];
        if (c === a) return generators.linear?.[1](r) as Problem;
        const d = a * (x0 + b) - c * x0;
        return {
          kind: 'linear',
          text: `${a}(${lin(1, b)}) = ${lin(c, d)}`,
          cas: { lhs: `${a}*(x+(${b}))`, rhs: linCas(c, d), x: 'x' },
          status: 'roots',
          known: [`${x0}`],
        };
      }
      if (form === 2) {
        const [a, b, c] = [r.int(2, 9), r.int(1, 9), r.int(2, 9)];
        const [p, q] = [x0 * c + b * a, a * c];
        return {
          kind: 'linear',
          text: `x/${a} + ${b}/${c} = ${frac(p, q)}`,
          cas: { lhs: `x/${a}+${b}/${c}`, rhs: `(${p})/(${q})`, x: 'x' },
          status: 'roots',
          known: [`${x0}`],
        };
      }
      if (form === 3) {
        const [a, b, c] = [nz(r, -9, 9), r.int(-9, 9), r.int(-9, 9)];
        const status = b === c ? 'all' : 'none';
        return {
          kind: 'linear',
          text: `${lin(a, b)} = ${lin(a, c)}`,
          cas: { lhs: linCas(a, b), rhs: linCas(a, c), x: 'x' },
          status,
        };
      }
      if (form === 4) {
        const [a, b] = [r.int(2, 9), nz(r, -9, 9)];
        return {
          kind: 'linear',
          text: `${a}(x ${b < 0 ? '-' : '+'} ${Math.abs(b)}) = ${lin(a, a * b)}`,
          cas: { lhs: `${a}*(x+(${b}))`, rhs: linCas(a, a * b), x: 'x' },
          status: 'all',
        };
      }
      // A fractional root: a·x + b = c with a not dividing c − b.
      const [a, b, c] = [r.int(2, 9), r.int(-9, 9), r.int(-9, 9)];
      return {
        kind: 'linear',
        text: `${lin(a, b, 't')} = ${c}`,
        cas: { lhs: linCas(a, b, 't'), rhs: `${c}`, x: 't' },
        status: 'roots',
        known: [`(${c - b})/${a}`],
      };
    },
  ],
  quadratic: [
    110,
    (r) => {
      const form = r.int(0, 4);
      if (form <= 1) {
        // Rational roots n1/d1 and n2/d2: (d1x − n1)(d2x − n2) = 0, expanded.
        const [n1, d1, n2, d2] = [
          r.int(-9, 9),
          r.pick([1, 1, 2, 3]),
          r.int(-9, 9),
          r.pick([1, 1, 2, 5]),
        ];
        const [a, b, c] = [d1 * d2, -(d1 * n2 + d2 * n1), n1 * n2];
        const known = [`${n1}/${d1}`, `${n2}/${d2}`];
        if (form === 0)
          return {
            kind: 'quadratic',
            text: `${quad(a, b, c)} = 0`,
            cas: { lhs: `${a}*x^2+(${b})*x+(${c})`, rhs: '0', x: 'x' },
            status: 'roots',
            known,
          };
        return {
          kind: 'quadratic',
          text: `${quad(a, b, 0)} = ${-c}`,
          cas: { lhs: `${a}*x^2+(${b})*x`, rhs: `${-c}`, x: 'x' },
          status: 'roots',
          known,
        };
      }
      const [a, b, c] = [nz(r, -4, 4), r.int(-12, 12), r.int(-12, 12)];
      const D = b * b - 4 * a * c;
      const status = D < 0 ? 'none' : 'roots';
      if (form === 4)
        return {
          kind: 'quadratic',
          text: `x^2 = ${Math.abs(c) + 1}`,
          cas: { lhs: 'x^2', rhs: `${Math.abs(c) + 1}`, x: 'x' },
          status: 'roots',
        };
      return {
        kind: 'quadratic',
        text: `${quad(a, b, c)} = 0`,
        cas: { lhs: `${a}*x^2+(${b})*x+(${c})`, rhs: '0', x: 'x' },
        status,
      };
    },
  ],
  system: [
    60,
    (r) => {
      const [x0, y0] = [r.int(-9, 9), r.int(-9, 9)];
      const [a1, b1, a2, b2] = [nz(r, -6, 6), nz(r, -6, 6), nz(r, -6, 6), nz(r, -6, 6)];
      const sep = r.pick([', ', '; ', '\n', ' and ']);
      const eqn = (a: number, b: number, c: number) =>
        `${lin(a, 0)} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}y = ${c}`;
      const form = r.int(0, 5);
      if (form <= 3 && a1 * b2 !== a2 * b1) {
        const [c1, c2] = [a1 * x0 + b1 * y0, a2 * x0 + b2 * y0];
        return {
          kind: 'system',
          text: `${eqn(a1, b1, c1)}${sep}${eqn(a2, b2, c2)}`,
          cas: {
            system: [
              [`${a1}*x+(${b1})*y`, `${c1}`],
              [`${a2}*x+(${b2})*y`, `${c2}`],
            ],
          },
          status: 'roots',
          known: [`${x0}`, `${y0}`],
        };
      }
      const k = nz(r, -3, 3);
      const c1 = r.int(-9, 9);
      const c2 = form === 5 ? k * c1 : k * c1 + nz(r, -4, 4);
      return {
        kind: 'system',
        text: `${eqn(a1, b1, c1)}${sep}${eqn(k * a1, k * b1, c2)}`,
        cas: {
          system: [
            [`${a1}*x+(${b1})*y`, `${c1}`],
            [`${k * a1}*x+(${k * b1})*y`, `${c2}`],
          ],
        },
        status: c2 === k * c1 ? 'all' : 'none',
      };
    },
  ],
  exponential: [
    60,
    (r) => {
      const form = r.int(0, 4);
      const b = r.pick([2, 3, 5, 10]);
      if (form === 0) {
        const [p, q, k] = [r.pick([1, 1, 2, 3]), r.int(-3, 3), r.int(0, 4)];
        const exponent = lin(p, q);
        return {
          kind: 'exponential',
          text: `${b}^(${exponent}) = ${b ** k}`,
          cas: { lhs: `${b}^${linCas(p, q)}`, rhs: `${b ** k}`, x: 'x' },
          status: 'roots',
          known: [`(${k}-(${q}))/${p}`],
          scan: { f: `${b}^(${p}*x+(${q})) - ${b ** k}`, from: -20, to: 20 },
        };
      }
      if (form === 1) {
        const [root, m, n] = [r.pick([2, 3]), r.int(2, 3), r.int(1, 5)];
        const [base, value] = [root ** m, root ** n];
        return {
          kind: 'exponential',
          text: `${base}^x = ${value}`,
          cas: { lhs: `${base}^x`, rhs: `${value}`, x: 'x' },
          status: 'roots',
          known: [`${n}/${m}`],
          scan: { f: `${base}^x - ${value}`, from: -20, to: 20 },
        };
      }
      if (form === 2) {
        const [c, k, d] = [r.int(2, 5), r.int(0, 4), r.int(-9, 9)];
        return {
          kind: 'exponential',
          text: `${c} × ${b}^x ${d < 0 ? '-' : '+'} ${Math.abs(d)} = ${c * b ** k + d}`,
          cas: { lhs: `${c}*${b}^x+(${d})`, rhs: `${c * b ** k + d}`, x: 'x' },
          status: 'roots',
          known: [`${k}`],
          scan: { f: `${c}*${b}^x+(${d}) - ${c * b ** k + d}`, from: -20, to: 20 },
        };
      }
      if (form === 3) {
        const n = r.pick([3, 5, 6, 7, 11, 12]);
        const base = r.pick([2, 10]);
        return {
          kind: 'exponential',
          text: `${base}^x = ${n}`,
          cas: { lhs: `${base}^x`, rhs: `${n}`, x: 'x' },
          status: 'roots',
          known: [`log(${n})/log(${base})`],
          scan: { f: `${base}^x - ${n}`, from: -20, to: 20 },
        };
      }
      const n = r.int(1, 9);
      return {
        kind: 'exponential',
        text: `${b}^(x + 1) = −${n}`,
        cas: { lhs: `${b}^(x+1)`, rhs: `-${n}`, x: 'x' },
        status: 'none',
        scan: { f: `${b}^(x+1) + ${n}`, from: -20, to: 20 },
      };
    },
  ],
  logarithmic: [
    70,
    (r) => {
      const form = r.int(0, 3);
      const b = r.pick([2, 3, 10]);
      const logText = (arg: string) => (b === 10 ? `log(${arg})` : `log_${b}(${arg})`);
      const logMath = (arg: string) => `log(${arg}, ${b})`;
      if (form === 0) {
        const [p, q, k] = [r.pick([1, 2, 3]), r.int(-9, 9), r.int(0, 3)];
        return {
          kind: 'logarithmic',
          text: `${logText(lin(p, q))} = ${k}`,
          cas: { lhs: `log(${linCas(p, q)})/log(${b})`, rhs: `${k}`, x: 'x' },
          status: 'roots',
          known: [`(${b ** k}-(${q}))/${p}`],
          domain: [`${p}*x+(${q})`],
          scan: { f: `${logMath(`${p}*x+(${q})`)} - ${k}`, from: -20, to: 2000 },
        };
      }
      if (form === 1) {
        // log(x) + log(x − a) = k with N = b^k = r·s: roots r and −s; −s is extraneous.
        const k = b === 10 ? r.int(1, 2) : r.int(2, 5);
        const N = b ** k;
        const divisors = [];
        for (let d = 1; d * d < N; d++) if (N % d === 0) divisors.push(d);
        const s = r.pick(divisors);
        const big = N / s;
        const a = big - s;
        return {
          kind: 'logarithmic',
          text: `${logText('x')} + ${logText(`x - ${a}`)} = ${k}`,
          cas: { lhs: `log(x)/log(${b})+log(x-${a})/log(${b})`, rhs: `${k}`, x: 'x' },
          status: 'roots',
          known: [`${big}`],
          extraneous: 1,
          domain: ['x', `x - ${a}`],
          scan: { f: `${logMath('x')} + ${logMath(`x - ${a}`)} - ${k}`, from: a, to: 2000 },
        };
      }
      if (form === 2) {
        const a = r.int(1, 9);
        const N = b;
        return {
          kind: 'logarithmic',
          text: `${logText(`x + ${a}`)} - ${logText('x')} = 1`,
          cas: { lhs: `log(x+${a})/log(${b})-log(x)/log(${b})`, rhs: '1', x: 'x' },
          status: 'roots',
          known: [`${a}/${N - 1}`],
          domain: [`x + ${a}`, 'x'],
          scan: { f: `${logMath(`x + ${a}`)} - ${logMath('x')} - 1`, from: 0, to: 2000 },
        };
      }
      const k = r.int(1, 3);
      return {
        kind: 'logarithmic',
        text: `ln(x) = ${k}`,
        cas: { lhs: 'log(x)', rhs: `${k}`, x: 'x' },
        status: 'roots',
        known: [`exp(${k})`],
        domain: ['x'],
        scan: { f: `log(x) - ${k}`, from: 0, to: 2000 },
      };
    },
  ],
  logarithm: [
    40,
    (r) => {
      const form = r.int(0, 3);
      const [root, m, n] = [r.pick([2, 3, 5]), r.int(1, 3), r.int(-3, 6)];
      if (form === 0) {
        const base = root ** m;
        const value = n >= 0 ? `${root ** n}` : `1/${root ** -n}`;
        return {
          kind: 'logarithm',
          text: `log_${base}(${value})`,
          cas: { expr: `log(${value})/log(${base})` },
          status: 'roots',
        };
      }
      if (form === 1) {
        const [a, c] = [r.pick([2, 4, 5, 20, 25]), r.pick([5, 2, 50, 4])];
        return {
          kind: 'logarithm',
          text: `log(${a}) + log(${c})`,
          cas: { expr: `(log(${a})+log(${c}))/log(10)` },
          status: 'roots',
        };
      }
      if (form === 2) {
        const k = r.int(1, 5);
        return {
          kind: 'logarithm',
          text: `log_2(${2 ** k}x)`,
          cas: { expr: `log(${2 ** k}*x)/log(2)` },
          status: 'roots',
          identity: true,
        };
      }
      const [p, q] = [r.int(2, 4), r.int(1, 3)];
      return {
        kind: 'logarithm',
        text: `log_3(x^${p}/y^${q})`,
        cas: { expr: `log(x^${p}/y^${q})/log(3)` },
        status: 'roots',
        identity: true,
      };
    },
  ],
  expression: [
    40,
    (r) => {
      const [a, b, c, d] = [nz(r, -5, 5), r.int(-9, 9), nz(r, -5, 5), r.int(-9, 9)];
      const form = r.int(0, 2);
      if (form === 0)
        return {
          kind: 'expression',
          text: `(${lin(a, b)})(${lin(c, d)})`,
          cas: { expr: `(${a}*x+(${b}))*(${c}*x+(${d}))` },
          status: 'roots',
          identity: true,
        };
      if (form === 1)
        return {
          kind: 'expression',
          text: `(${lin(a, b)})^2`,
          cas: { expr: `(${a}*x+(${b}))^2` },
          status: 'roots',
          identity: true,
        };
      return {
        kind: 'expression',
        text: `${Math.abs(a)}(${lin(1, b)}) - ${Math.abs(c)}(${lin(1, d)})`,
        cas: { expr: `${Math.abs(a)}*(x+(${b}))-${Math.abs(c)}*(x+(${d}))` },
        status: 'roots',
        identity: true,
      };
    },
  ],
};

export const generateCorpus = (seed = 20261123): Problem[] => {
  const random = createRandom(seed);
  const out: Problem[] = [];
  for (const [count, make] of Object.values(generators))
    for (let i = 0; i < count; i++) out.push(make(random));
  return out;
};

// ---------------------------------------------------------------------------------------------
// Checking

export interface Verdict {
  problem: Problem;
  result?: SolveResult;
  error?: string;
  wrong: string[];
  missed: string[];
  extraneous: string[];
  steps: string[];
  stepCount: number;
  rejected: number;
}

const rootsOf = (poly: string, x: string): string[] => {
  const out = cas(`roots(${poly},${x})`);
  if (out.startsWith('error') || out === 'Stop: roots: 1st argument is not a polynomial') return [];
  const body = out.startsWith('[') ? out.slice(1, -1) : out;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.filter((p) => p.length > 0);
};

/** Real roots found by scanning for sign changes (and refining by bisection) with mathjs. */
const scanRoots = (f: string, from: number, to: number): number[] => {
  const code = compile(f);
  const at = (x: number): number => {
    const v = code.evaluate({ x });
    return typeof v === 'number' ? v : Number.NaN;
  };
  const roots: number[] = [];
  const n = 4000;
  const xs = Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);
  for (let i = 0; i < n; i++) {
    let [a, b] = [xs[i] as number, xs[i + 1] as number];
    let [fa, fb] = [at(a), at(b)];
    if (!Number.isFinite(fa) || !Number.isFinite(fb)) continue;
    if (fa === 0) roots.push(a);
    if (fa * fb >= 0) continue;
    for (let k = 0; k < 80; k++) {
      const m = (a + b) / 2;
      const fm = at(m);
      if (fa * fm <= 0) [b, fb] = [m, fm];
      else [a, fa] = [m, fm];
    }
    roots.push((a + b) / 2);
  }
  return roots;
};

export const check = (problem: Problem): Verdict => {
  const v: Verdict = {
    problem,
    wrong: [],
    missed: [],
    extraneous: [],
    steps: [],
    stepCount: 0,
    rejected: 0,
  };
  const result = solve(problem.text);
  if (!result.ok) {
    v.error = `${result.error.code}: ${result.error.message}`;
    return v;
  }
  const value = result.value;
  v.result = value;
  v.stepCount = value.steps.length;
  v.rejected = value.steps.filter((s) => s.note.includes('reject')).length;
  const mine = value.solutions.map((s) => treeOf(rhsOf(s.text))).map((t) => (t ? toCas(t) : 'nan'));
  const status: Status =
    value.solutions.length > 0
      ? 'roots'
      : /Every number|Infinitely/.test(value.answer)
        ? 'all'
        : 'none';
  if (status !== problem.status) v.wrong.push(`status ${status}, expected ${problem.status}`);
  const c = problem.cas;
  let points: Record<string, number>[] | undefined;
  if ('expr' in c) {
    const [answer] = mine;
    if (problem.identity) {
      // Compare at random positive points with Algebrite's own evaluation.
      for (const [x, y] of [
        [1.7, 2.3],
        [3.1, 0.6],
        [0.45, 5.5],
      ]) {
        const sub = (s: string) => s.replaceAll('x', `(${x})`).replaceAll('y', `(${y})`);
        const [a, b] = [casFloat(sub(answer ?? 'nan')), casFloat(sub(c.expr))];
        if (!(Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b))))
          v.wrong.push(`${value.answer} ≠ ${c.expr} at x = ${x}`);
      }
    } else if (!casZero(`(${answer})-(${c.expr})`)) {
      const [a, b] = [casFloat(answer ?? 'nan'), casFloat(c.expr)];
      // Algebrite leaves ratios of logarithms unsimplified: those are compared as decimals.
      const numeric = value.method !== 'exact arithmetic' || c.expr.includes('log');
      if (!(numeric && Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b))))
        v.wrong.push(`${value.answer} ≠ ${cas(c.expr)}`);
    }
  } else if ('system' in c) {
    const [[l1, r1], [l2, r2]] = c.system as [[string, string], [string, string]];
    const det = cas(
      `det([[coeff(${l1},x,1),coeff(${l1},y,1)],[coeff(${l2},x,1),coeff(${l2},y,1)]])`,
    );
    if ((det !== '0') !== (status === 'roots')) v.wrong.push(`determinant ${det} but ${status}`);
    if (status === 'roots') {
      const [x, y] = mine;
      for (const [l, r] of [
        [l1, r1],
        [l2, r2],
      ])
        if (!casZero(`subst(${y},y,subst(${x},x,(${l})-(${r})))`))
          v.wrong.push(`${value.answer} fails ${l} = ${r}`);
      points = [{ x: value.solutions[0]?.value as number, y: value.solutions[1]?.value as number }];
    }
    if (status === 'none' && det === '0') {
      // Parallel: the augmented minors are not all zero.
      const minor = cas(`det([[coeff(${l1},x,1),${r1}],[coeff(${l2},x,1),${r2}]])`);
      const minor2 = cas(`det([[coeff(${l1},y,1),${r1}],[coeff(${l2},y,1),${r2}]])`);
      if (minor === '0' && minor2 === '0')
        v.wrong.push('said no solution, but the equations are the same line');
    }
  } else {
    const { lhs, rhs, x } = c;
    const f = `(${lhs})-(${rhs})`;
    points = value.solutions.map((s) => ({ [x]: s.value as number }));
    if (problem.scan) {
      // Each answer satisfies the equation (Algebrite, to 1e-9) and every log argument is positive.
      value.solutions.forEach((s, i) => {
        const at = casFloat(`subst(${mine[i]},${x},${f})`);
        if (!(Math.abs(at) <= 1e-9)) v.wrong.push(`${s.text} gives ${at}`);
        for (const d of problem.domain ?? []) {
          const arg = compile(d).evaluate({ [x]: s.value });
          if (!(arg > 0)) v.extraneous.push(`${s.text} makes ${d} = ${arg}`);
        }
      });
      const found = scanRoots(problem.scan.f, problem.scan.from, problem.scan.to);
      for (const root of found)
        if (
          !value.solutions.some(
            (s) => Math.abs((s.value as number) - root) <= 1e-6 * Math.max(1, Math.abs(root)),
          )
        )
          v.missed.push(`root near ${root}`);
    } else {
      const theirs = rootsOf(f, x).filter((root) => !/\bi\b/.test(root));
      const difference = cas(`simplify(${f})`);
      const constant = !difference.includes(x);
      if (status === 'all' && difference !== '0')
        v.wrong.push('said every number, but it is not an identity');
      if (status === 'none' && constant && difference === '0')
        v.wrong.push('said no solution, but it is an identity');
      if (!constant) {
        for (const [i, m] of mine.entries())
          if (!theirs.some((t) => casZero(`(${m})-(${t})`)))
            v.extraneous.push(`${value.solutions[i]?.text} is not a root (${theirs.join(', ')})`);
        for (const t of theirs)
          if (!mine.some((m) => casZero(`(${m})-(${t})`))) v.missed.push(`missed ${t}`);
      }
    }
    for (const k of problem.known ?? [])
      if (
        !mine.some((m) => casZero(`(${m})-(${k})`) || Math.abs(casFloat(`(${m})-(${k})`)) <= 1e-12)
      )
        v.missed.push(`missed ${k}`);
    if (problem.extraneous && v.rejected < problem.extraneous)
      v.extraneous.push('an extraneous root was not rejected in a step');
  }
  v.steps = stepProblems(value.steps, status === 'roots' ? points : undefined);
  return v;
};

export interface Figures {
  kind: string;
  problems: number;
  solved: number;
  wrong: number;
  missed: number;
  extraneous: number;
  steps: number;
  falseSteps: number;
  rejected: number;
}

const COUNTS = [
  'problems',
  'solved',
  'wrong',
  'missed',
  'extraneous',
  'steps',
  'falseSteps',
  'rejected',
] as const;
const emptyRow = (kind: string): Figures =>
  Object.assign({ kind }, ...COUNTS.map((c) => ({ [c]: 0 }))) as Figures;

export const figures = (verdicts: Verdict[]): Figures[] => {
  const rows = new Map<string, Figures>();
  for (const v of verdicts) {
    const kind = v.problem.kind;
    const row = rows.get(kind) ?? emptyRow(kind);
    row.problems += 1;
    if (!v.error) row.solved += 1;
    row.wrong += v.wrong.length > 0 || v.error ? 1 : 0;
    row.missed += v.missed.length;
    row.extraneous += v.extraneous.length;
    row.steps += v.stepCount;
    row.falseSteps += v.steps.length;
    row.rejected += v.rejected;
    rows.set(kind, row);
  }
  const all = [...rows.values()];
  const total = emptyRow('total');
  for (const row of all) for (const c of COUNTS) total[c] += row[c];
  return [...all, total];
};
