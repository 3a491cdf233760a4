/**
 * The solver's corpus, judged by SymPy: problems of every kind `solve` answers, as a student types
 * them (generated from a seed, plus textbook problems written out by hand), each answered by
 * `solve` and checked by one python3 process running SymPy over the whole batch (JSON in, JSON
 * out). Every generator writes the problem twice: as the student's text, and in SymPy's syntax
 * from the same numbers, so the oracle never depends on our parser's reading of the problem.
 * Integrals and rational equations and expressions also take problems from the generators of
 * solve-sympy-integral.ts and solve-sympy-rational.ts (`imported`), with seeds fixed here.
 *
 * A refusal (`ok: false`) counts as refused, not wrong. Every step is checked as the other
 * solver tests do (`stepProblems` in solve-steps.ts); steps with d/dx or ∫, which the parser does
 * not read, by SymPy (`derivativeChain`, `integralChain`). `pnpm corpus` prints the table by kind and
 * writes test/corpus/RESULTS.md; test/corpus/solve-sympy-corpus.test.ts asserts it, and
 * test/oracle/solve-sympy-sample.test.ts runs every tenth problem with altered answers beside.
 */
import { createRandom, type Random } from '../src/_lib/random';
import { parseMath } from '../src/math/parseMath';
import type { MathNode } from '../src/math/tree';
import { type SolveResult, solve } from '../src/solve/solve';
import { runPython } from './python';
import { stepProblemsInCases } from './solve-steps';
import { expressions } from './solve-sympy-derivative';
import { integralProblems, integrands } from './solve-sympy-integral';
import { rationalEquations, rationalExpressions } from './solve-sympy-rational';
import { textbookProblems } from './solve-sympy-textbook';

/** What SymPy is asked about a problem (see the Python below for each rule). */
export type Check =
  | 'value'
  | 'logexpr'
  | 'expand'
  | 'factor'
  | 'divide'
  | 'equation'
  | 'system'
  | 'inequality'
  | 'trig'
  | 'derivative'
  | 'integral'
  | 'rational'
  | 'rootpower';

export interface CorpusProblem {
  /** The row of the table it is counted in. */
  kind: string;
  /** What the student types. */
  text: string;
  check: Check;
  /**
   * The problem in SymPy's syntax, in x (y, z for systems): an expression (value, logexpr,
   * expand, factor, rational, the function to differentiate, the integrand), `N / D` split as
   * [N, D] for division, `lhs = rhs` for an equation (x in radians for trig), equations joined by
   * `;` for a system, relations joined by `;` for an inequality; for a root or fractional power
   * (rootpower), [the equation in T = ᵠ√B, "B;q"].
   */
  py: string | [string, string];
  /** The order of a derivative. */
  order?: number;
  /** Whether the solver is expected to state complex roots (a quadratic without real ones). */
  complex?: boolean;
  /** Written by hand (a textbook problem), not generated. */
  hand?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Writing problems: the same numbers as typed text and as SymPy text.

const nz = (r: Random, min: number, max: number): number => {
  for (;;) {
    const k = r.int(min, max);
    if (k !== 0) return k;
  }
};
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Σ c·x^k as typed, highest power first: [2, -3, 0, 1] → "2x^3 - 3x^2 + 1". */
const poly = (coeffs: readonly number[], x = 'x'): string => {
  const deg = coeffs.length - 1;
  let out = '';
  coeffs.forEach((c, i) => {
    if (c === 0) return;
    const k = deg - i;
    const mag = Math.abs(c);
    const power = k === 0 ? '' : k === 1 ? x : `${x}^${k}`;
    const body = k === 0 ? `${mag}` : mag === 1 ? power : `${mag}${power}`;
    if (out === '') out = c < 0 ? `-${body}` : body;
    else out += ` ${c < 0 ? '-' : '+'} ${body}`;
  });
  return out === '' ? '0' : out;
};
const polyPy = (coeffs: readonly number[], x = 'x'): string => {
  const deg = coeffs.length - 1;
  return coeffs.map((c, i) => `(${c})*${x}**${deg - i}`).join(' + ') || '0';
};
const lin = (a: number, b: number, x = 'x'): string => poly([a, b], x);
const linPy = (a: number, b: number, x = 'x'): string => `((${a})*${x} + (${b}))`;
/** Coefficients of Π (d·x − n), highest power first. */
const expandRoots = (pairs: readonly [number, number][]): number[] =>
  pairs.reduce<number[]>(
    (acc, [d, n]) => {
      const out = new Array<number>(acc.length + 1).fill(0);
      acc.forEach((c, i) => {
        out[i] = (out[i] as number) + c * d;
        out[i + 1] = (out[i + 1] as number) - c * n;
      });
      return out;
    },
    [1],
  );
const mul = (a: readonly number[], b: readonly number[]): number[] => {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((p, i) => {
    b.forEach((q, j) => {
      out[i + j] = (out[i + j] as number) + p * q;
    });
  });
  return out;
};

/** The ways students write the same maths: x² for x^2, 2*x for 2x, no spaces. */
const notation = (r: Random, text: string): string => {
  let out = text;
  if (r.int(0, 2) === 0)
    out = out.replace(/\^([23])(?![\d.(/])/g, (_, d: string) => (d === '2' ? '²' : '³'));
  if (r.int(0, 3) === 0) out = out.replace(/(?<![\w_.^])(\d+)([a-z(])/g, '$1*$2');
  if (r.int(0, 3) === 0) out = out.replace(/ ?([-+=<>≤≥×÷*/]) ?/g, '$1');
  return out;
};
/** A command word in front, sometimes. */
const lead = (r: Random, leads: readonly string[], text: string): string => {
  const w = r.pick(leads);
  return w === '' ? text : `${w} ${text}`;
};
const SOLVE_LEADS = ['', '', '', 'solve', 'Solve', 'solve:', 'Solve for x:'] as const;

type Make = (r: Random) => Omit<CorpusProblem, 'kind'>;

// ---------------------------------------------------------------------------------------------
// Generators, one per kind: [how many, make one].

const TRIG_ANGLES = [
  0, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330,
] as const;

const generators: Record<string, [number, Make]> = {
  'arithmetic: fractions': [
    45,
    (r) => {
      const [a, b, c, d] = [nz(r, -9, 9), r.int(2, 12), r.int(1, 9), r.int(2, 12)];
      const op = r.pick(['+', '-', '×', '÷', '*', '/'] as const);
      const py = { '+': '+', '-': '-', '×': '*', '÷': '/', '*': '*', '/': '/' }[op];
      const second = op === '/' ? `(${c}/${d})` : `${c}/${d}`;
      if (r.int(0, 2) === 0) {
        const [w, n, m] = [r.int(1, 5), r.int(1, 4), r.int(5, 9)];
        return {
          text: `${w} ${n}/${m} ${op} ${second}`,
          py: `(${w} + Rational(${n}, ${m})) ${py} Rational(${c}, ${d})`,
          check: 'value',
        };
      }
      const text = `${a}/${b} ${op} ${second}`;
      return {
        text: r.int(0, 4) === 0 ? `${lead(r, ['what is', 'calculate', 'evaluate'], text)}` : text,
        py: `Rational(${a}, ${b}) ${py} Rational(${c}, ${d})`,
        check: 'value',
      };
    },
  ],
  'arithmetic: powers': [
    40,
    (r) => {
      const form = r.int(0, 3);
      if (form === 0) {
        const [p, q, k] = [nz(r, -6, 6), r.int(1, 7), r.int(-4, 5)];
        return {
          text: `(${p}/${q})^${k < 0 ? `(${k})` : k}`,
          py: `Rational(${p}, ${q})**(${k})`,
          check: 'value',
        };
      }
      if (form === 1) {
        const [root, m, n] = [r.int(2, 5), r.int(2, 3), nz(r, -4, 4)];
        return {
          text: `${root ** m}^(${n}/${m})`,
          py: `Integer(${root ** m})**Rational(${n}, ${m})`,
          check: 'value',
        };
      }
      if (form === 2) {
        const [a, b, k] = [r.int(2, 9), r.int(1, 20), r.int(2, 3)];
        const text = `${a}^${k} − ${b} × 2`;
        return { text: notation(r, text), py: `${a}**${k} - ${b}*2`, check: 'value' };
      }
      const [a, k, b] = [r.int(2, 5), r.int(2, 4), r.int(2, 6)];
      return {
        text: `${a}^${k} × ${a}^(-${b}) + 2^0`,
        py: `Integer(${a})**${k} * Integer(${a})**(-${b}) + 1`,
        check: 'value',
      };
    },
  ],
  'arithmetic: roots and surds': [
    45,
    (r) => {
      const form = r.int(0, 5);
      const [n, m] = [r.int(2, 300), r.int(2, 50)];
      if (form === 0) return { text: `√${n}`, py: `sqrt(${n})`, check: 'value' };
      if (form === 1)
        return { text: `${r.pick(['', 'simplify '])}sqrt(${n})`, py: `sqrt(${n})`, check: 'value' };
      if (form === 2) return { text: `√${m} × √${n}`, py: `sqrt(${m})*sqrt(${n})`, check: 'value' };
      if (form === 3) {
        const [k, j] = [r.int(1, 5), r.int(1, 5)];
        return {
          text: `${k}√${m * 4} + ${j}√${m}`,
          py: `${k}*sqrt(${m * 4}) + ${j}*sqrt(${m})`,
          check: 'value',
        };
      }
      if (form === 4) {
        const k = r.int(2, 9);
        return { text: `${k}/√${m}`, py: `${k}/sqrt(${m})`, check: 'value' };
      }
      return { text: `∛${n}`, py: `real_root(${n}, 3)`, check: 'value' };
    },
  ],
  expand: [
    45,
    (r) => {
      const [a, b, c, d] = [nz(r, -5, 5), r.int(-9, 9), nz(r, -5, 5), r.int(-9, 9)];
      const form = r.int(0, 4);
      const lead3 = (t: string) =>
        lead(r, ['', '', 'expand', 'Expand', 'simplify', 'multiply out'], t);
      if (form === 0)
        return {
          text: lead3(notation(r, `(${lin(a, b)})(${lin(c, d)})`)),
          py: `${linPy(a, b)}*${linPy(c, d)}`,
          check: 'expand',
        };
      if (form === 1)
        return {
          text: lead3(notation(r, `(${lin(a, b)})^2`)),
          py: `${linPy(a, b)}**2`,
          check: 'expand',
        };
      if (form === 2)
        return {
          text: lead3(notation(r, `${Math.abs(a)}(${lin(1, b)}) - ${Math.abs(c)}(${lin(1, d)})`)),
          py: `${Math.abs(a)}*${linPy(1, b)} - ${Math.abs(c)}*${linPy(1, d)}`,
          check: 'expand',
        };
      if (form === 3) {
        const e = r.int(-5, 5);
        return {
          text: lead3(notation(r, `(${lin(1, b)})(${poly([1, e, d])})`)),
          py: `${linPy(1, b)}*(${polyPy([1, e, d])})`,
          check: 'expand',
        };
      }
      return {
        text: lead3(notation(r, `(${lin(1, b)})^3`)),
        py: `${linPy(1, b)}**3`,
        check: 'expand',
      };
    },
  ],
  linear: [
    50,
    (r) => {
      const form = r.int(0, 5);
      const x0 = r.int(-12, 12);
      const say = (t: string) => lead(r, SOLVE_LEADS, notation(r, t));
      if (form === 0) {
        const [a, b] = [nz(r, -9, 9), r.int(-20, 20)];
        return {
          text: say(`${lin(a, b)} = ${a * x0 + b}`),
          py: `${linPy(a, b)} = ${a * x0 + b}`,
          check: 'equation',
        };
      }
      if (form === 1) {
        const [a, b, c] = [r.int(2, 9), nz(r, -9, 9), nz(r, -9, 9)];
        const d = a * (x0 + b) - c * x0;
        return {
          text: say(`${a}(${lin(1, b)}) = ${lin(c, d)}`),
          py: `${a}*${linPy(1, b)} = ${linPy(c, d)}`,
          check: 'equation',
        };
      }
      if (form === 2) {
        const [a, b, c, p] = [r.int(2, 9), r.int(1, 9), r.int(2, 9), r.int(-20, 20)];
        const q = r.int(2, 9);
        return {
          text: say(`x/${a} + ${b}/${c} = ${p}/${q}`),
          py: `x/${a} + Rational(${b}, ${c}) = Rational(${p}, ${q})`,
          check: 'equation',
        };
      }
      if (form === 3) {
        const [a, b, c] = [nz(r, -9, 9), r.int(-9, 9), r.int(-9, 9)];
        return {
          text: say(`${lin(a, b)} = ${lin(a, c)}`),
          py: `${linPy(a, b)} = ${linPy(a, c)}`,
          check: 'equation',
        };
      }
      if (form === 4) {
        const [a, b] = [r.int(2, 9), nz(r, -9, 9)];
        return {
          text: say(`${a}(${lin(1, b)}) = ${lin(a, a * b)}`),
          py: `${a}*${linPy(1, b)} = ${linPy(a, a * b)}`,
          check: 'equation',
        };
      }
      const [a, b, c] = [r.int(2, 9), r.int(-9, 9), r.int(-9, 9)];
      return {
        text: `${lin(a, b, 't')} = ${c}`,
        py: `${linPy(a, b, 't')} = ${c}`,
        check: 'equation',
      };
    },
  ],
  'quadratic: real roots': [
    50,
    (r) => {
      const form = r.int(0, 4);
      const say = (t: string) => lead(r, SOLVE_LEADS, notation(r, t));
      if (form <= 1) {
        const [n1, d1, n2, d2] = [
          r.int(-9, 9),
          r.pick([1, 1, 2, 3]),
          r.int(-9, 9),
          r.pick([1, 1, 2, 5]),
        ];
        const [a, b, c] = expandRoots([
          [d1, n1],
          [d2, n2],
        ]) as [number, number, number];
        if (form === 0)
          return {
            text: say(`${poly([a, b, c])} = 0`),
            py: `${polyPy([a, b, c])} = 0`,
            check: 'equation',
          };
        return {
          text: say(`${poly([a, b, 0])} = ${-c}`),
          py: `${polyPy([a, b, 0])} = ${-c}`,
          check: 'equation',
        };
      }
      if (form === 2) {
        const k = r.int(2, 60);
        return { text: say(`x^2 = ${k}`), py: `x**2 = ${k}`, check: 'equation' };
      }
      if (form === 3) {
        const [h, k] = [nz(r, -6, 6), r.int(1, 30)];
        return {
          text: say(`(${lin(1, h)})^2 = ${k}`),
          py: `${linPy(1, h)}**2 = ${k}`,
          check: 'equation',
        };
      }
      // Real roots by the formula: b² − 4ac ≥ 0.
      for (;;) {
        const [a, b, c] = [nz(r, -4, 4), r.int(-12, 12), r.int(-12, 12)];
        if (b * b - 4 * a * c < 0) continue;
        return {
          text: say(`${poly([a, b, c])} = 0`),
          py: `${polyPy([a, b, c])} = 0`,
          check: 'equation',
        };
      }
    },
  ],
  'quadratic: complex roots': [
    40,
    (r) => {
      for (;;) {
        const [a, b, c] = [r.int(1, 4), r.int(-8, 8), r.int(1, 20)];
        if (b * b - 4 * a * c >= 0) continue;
        const text = r.int(0, 3) === 0 ? `${poly([a, b, 0])} = ${-c}` : `${poly([a, b, c])} = 0`;
        return {
          text: lead(r, SOLVE_LEADS, notation(r, text)),
          py: `${polyPy([a, b, c])} = 0`,
          check: 'equation',
          complex: true,
        };
      }
    },
  ],
  'polynomial: degree 3+': [
    50,
    (r) => {
      const form = r.int(0, 3);
      const say = (t: string) => lead(r, SOLVE_LEADS, notation(r, t));
      let coeffs: number[];
      if (form === 0) {
        const pairs: [number, number][] = [
          [1, r.int(-5, 5)],
          [1, r.int(-5, 5)],
          [r.pick([1, 1, 2, 3]), r.int(-5, 5)],
        ];
        coeffs = expandRoots(pairs);
      } else if (form === 1) {
        // A rational root times a quadratic with surd or no real roots.
        coeffs = mul(expandRoots([[1, r.int(-4, 4)]]), [1, r.int(-3, 3), r.int(-6, 6)]);
      } else if (form === 2) {
        // Biquadratic: (x² − a)(x² − b).
        coeffs = mul([1, 0, -r.int(-4, 9)], [1, 0, -r.int(1, 9)]);
      } else {
        coeffs = expandRoots([
          [1, r.int(-3, 3)],
          [1, r.int(-3, 3)],
          [1, r.int(-3, 3)],
          [1, r.int(-3, 3)],
        ]);
      }
      const k = r.int(0, 2) === 0 ? r.int(-9, 9) : 0;
      const left = [...coeffs];
      left[left.length - 1] = (left[left.length - 1] as number) + k;
      return { text: say(`${poly(left)} = ${k}`), py: `${polyPy(left)} = ${k}`, check: 'equation' };
    },
  ],
  factor: [
    50,
    (r) => {
      const form = r.int(0, 5);
      const say = (t: string) =>
        lead(
          r,
          ['factor', 'factor', 'Factor', 'factorise', 'factor:', 'factor completely'],
          notation(r, t),
        );
      let coeffs: number[];
      if (form === 0)
        coeffs = expandRoots([
          [r.pick([1, 1, 2, 3]), r.int(-7, 7)],
          [r.pick([1, 1, 2, 5]), r.int(-7, 7)],
        ]);
      else if (form === 1) {
        const g = r.int(2, 6);
        coeffs = expandRoots([
          [1, r.int(-6, 6)],
          [1, r.int(-6, 6)],
        ]).map((c) => c * g);
      } else if (form === 2) {
        const [a, b] = [r.int(1, 6), r.int(1, 9)];
        coeffs = [a * a, 0, -(b * b)];
      } else if (form === 3) {
        const b = r.int(1, 5);
        coeffs = [1, 0, 0, r.pick([1, -1]) * b ** 3];
      } else if (form === 4) {
        coeffs = [
          ...expandRoots([
            [1, r.int(-5, 5)],
            [1, r.int(-5, 5)],
          ]),
          0,
        ];
        coeffs = coeffs.map((c) => c * r.pick([1, 2, 3]));
      } else {
        coeffs = mul(expandRoots([[1, r.int(-5, 5)]]), [1, 0, r.pick([1, 2, 3, -2, -3, 4])]);
      }
      return { text: say(poly(coeffs)), py: polyPy(coeffs), check: 'factor' };
    },
  ],
  'polynomial division': [
    45,
    (r) => {
      const n = [r.int(1, 3), r.int(-6, 6), r.int(-6, 6), r.int(-9, 9)];
      if (r.int(0, 2) === 0) n.unshift(1);
      const form = r.int(0, 2);
      const d =
        form === 0
          ? [1, nz(r, -5, 5)]
          : form === 1
            ? [1, 0, nz(r, -3, 4)]
            : [r.int(2, 3), nz(r, -3, 3)];
      const [nt, dt] = [notation(r, poly(n)), notation(r, poly(d))];
      const phrase = r.int(0, 2);
      const text =
        phrase === 0
          ? `(${nt})/(${dt})`
          : phrase === 1
            ? `divide ${nt} by ${dt}`
            : `(${nt}) divided by (${dt})`;
      return { text, py: [polyPy(n), polyPy(d)], check: 'divide' };
    },
  ],
  'system: 2 equations': [
    45,
    (r) => {
      const [x0, y0] = [r.int(-9, 9), r.int(-9, 9)];
      const [a1, b1, a2, b2] = [nz(r, -6, 6), nz(r, -6, 6), nz(r, -6, 6), nz(r, -6, 6)];
      const sep = r.pick([', ', '; ', '\n', ' and ']);
      const eqn = (a: number, b: number, c: number) =>
        `${lin(a, 0)} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}y = ${c}`;
      const eqPy = (a: number, b: number, c: number) => `(${a})*x + (${b})*y = ${c}`;
      const form = r.int(0, 5);
      let [c1, c2, k] = [a1 * x0 + b1 * y0, a2 * x0 + b2 * y0, 1];
      let [p, q] = [a2, b2];
      if (form > 3 || a1 * b2 === a2 * b1) {
        k = nz(r, -3, 3);
        [p, q] = [k * a1, k * b1];
        c2 = form === 5 ? k * c1 : k * c1 + nz(r, -4, 4);
      }
      c1 = a1 * x0 + b1 * y0;
      return {
        text: notation(r, `${eqn(a1, b1, c1)}${sep}${eqn(p, q, c2)}`),
        py: `${eqPy(a1, b1, c1)}; ${eqPy(p, q, c2)}`,
        check: 'system',
      };
    },
  ],
  'system: 3 equations': [
    40,
    (r) => {
      const v = [r.int(-5, 5), r.int(-5, 5), r.int(-5, 5)];
      const row = () => [r.int(-3, 3), r.int(-3, 3), r.int(-3, 3)];
      const rows = [row(), row(), row()];
      const consts = rows.map((c) => c.reduce((s, a, i) => s + a * (v[i] as number), 0));
      const form = r.int(0, 4);
      if (form >= 3) {
        // The third is the sum of the first two: infinitely many, or none with another constant.
        rows[2] = (rows[0] as number[]).map((a, i) => a + (rows[1] as number[])[i]!);
        consts[2] = consts[0]! + consts[1]! + (form === 4 ? nz(r, -3, 3) : 0);
      }
      const eqn = (c: number[], k: number) => {
        const terms = ['x', 'y', 'z']
          .map((name, i) => [c[i] as number, name] as const)
          .filter(([a]) => a !== 0);
        if (terms.length === 0) return `0x + y - y = ${k}`;
        let out = '';
        for (const [a, name] of terms) {
          const mag = Math.abs(a) === 1 ? '' : String(Math.abs(a));
          out +=
            out === '' ? `${a < 0 ? '-' : ''}${mag}${name}` : ` ${a < 0 ? '-' : '+'} ${mag}${name}`;
        }
        return `${out} = ${k}`;
      };
      const eqPy = (c: number[], k: number) => `(${c[0]})*x + (${c[1]})*y + (${c[2]})*z = ${k}`;
      const sep = r.pick([', ', '; ', '\n']);
      return {
        text: notation(r, rows.map((c, i) => eqn(c, consts[i] as number)).join(sep)),
        py: rows.map((c, i) => eqPy(c, consts[i] as number)).join('; '),
        check: 'system',
      };
    },
  ],
  exponential: [
    50,
    (r) => {
      const form = r.int(0, 5);
      const b = r.pick([2, 3, 5, 10]);
      const say = (t: string) => lead(r, SOLVE_LEADS, t);
      if (form === 0) {
        const [p, q, k] = [r.pick([1, 1, 2, 3]), r.int(-3, 3), r.int(0, 4)];
        return {
          text: say(`${b}^(${lin(p, q)}) = ${b ** k}`),
          py: `${b}**${linPy(p, q)} = ${b ** k}`,
          check: 'equation',
        };
      }
      if (form === 1) {
        const [root, m, n] = [r.pick([2, 3]), r.int(2, 3), r.int(1, 5)];
        return {
          text: say(`${root ** m}^x = ${root ** n}`),
          py: `${root ** m}**x = ${root ** n}`,
          check: 'equation',
        };
      }
      if (form === 2) {
        const [c, k, d] = [r.int(2, 5), r.int(0, 4), r.int(-9, 9)];
        return {
          text: say(`${c} × ${b}^x ${d < 0 ? '-' : '+'} ${Math.abs(d)} = ${c * b ** k + d}`),
          py: `${c}*${b}**x + (${d}) = ${c * b ** k + d}`,
          check: 'equation',
        };
      }
      if (form === 3) {
        const n = r.pick([3, 5, 6, 7, 11, 12]);
        const base = r.pick([2, 10]);
        return { text: say(`${base}^x = ${n}`), py: `${base}**x = ${n}`, check: 'equation' };
      }
      if (form === 4) {
        const n = r.int(2, 20);
        return { text: say(`e^x = ${n}`), py: `exp(x) = ${n}`, check: 'equation' };
      }
      const n = r.int(1, 9);
      return { text: say(`${b}^(x + 1) = −${n}`), py: `${b}**(x + 1) = -${n}`, check: 'equation' };
    },
  ],
  logarithmic: [
    50,
    (r) => {
      const form = r.int(0, 3);
      const b = r.pick([2, 3, 10]);
      const logText = (arg: string) => (b === 10 ? `log(${arg})` : `log_${b}(${arg})`);
      const logPy = (arg: string) => `log(${arg}, ${b})`;
      const say = (t: string) => lead(r, SOLVE_LEADS, t);
      if (form === 0) {
        const [p, q, k] = [r.pick([1, 2, 3]), r.int(-9, 9), r.int(0, 3)];
        return {
          text: say(`${logText(lin(p, q))} = ${k}`),
          py: `${logPy(linPy(p, q))} = ${k}`,
          check: 'equation',
        };
      }
      if (form === 1) {
        const k = b === 10 ? r.int(1, 2) : r.int(2, 5);
        const N = b ** k;
        const divisors: number[] = [];
        for (let d = 1; d * d < N; d++) if (N % d === 0) divisors.push(d);
        const s = r.pick(divisors);
        const a = N / s - s;
        return {
          text: say(`${logText('x')} + ${logText(`x - ${a}`)} = ${k}`),
          py: `${logPy('x')} + ${logPy(`x - ${a}`)} = ${k}`,
          check: 'equation',
        };
      }
      if (form === 2) {
        const a = r.int(1, 9);
        return {
          text: say(`${logText(`x + ${a}`)} - ${logText('x')} = 1`),
          py: `${logPy(`x + ${a}`)} - ${logPy('x')} = 1`,
          check: 'equation',
        };
      }
      const k = r.int(1, 3);
      return { text: say(`ln(x) = ${k}`), py: `log(x) = ${k}`, check: 'equation' };
    },
  ],
  'log expressions': [
    45,
    (r) => {
      const form = r.int(0, 4);
      const [root, m, n] = [r.pick([2, 3, 5]), r.int(1, 3), r.int(-3, 6)];
      if (form === 0) {
        const base = root ** m;
        const value = n >= 0 ? `${root ** n}` : `1/${root ** -n}`;
        return {
          text: `log_${base}(${value})`,
          py: `log(Rational(${value === '' ? 1 : value.replace('/', ',')}), ${base})`,
          check: 'value',
        };
      }
      if (form === 1) {
        const [a, c] = [r.pick([2, 4, 5, 20, 25]), r.pick([5, 2, 50, 4])];
        return {
          text: `log(${a}) + log(${c})`,
          py: `log(${a}, 10) + log(${c}, 10)`,
          check: 'value',
        };
      }
      if (form === 2) {
        const k = r.int(1, 5);
        return { text: `log_2(${2 ** k}x)`, py: `log(${2 ** k}*x, 2)`, check: 'logexpr' };
      }
      if (form === 3) {
        const k = r.int(1, 4);
        return { text: `ln(e^${k} x)`, py: `log(exp(${k})*x)`, check: 'logexpr' };
      }
      const [p, q] = [r.int(2, 4), r.int(1, 3)];
      return { text: `log_3(x^${p}/y^${q})`, py: `log(x**${p}/y**${q}, 3)`, check: 'logexpr' };
    },
  ],
  'inequality: linear': [
    45,
    (r) => {
      const [a, b, c] = [nz(r, -9, 9), r.int(-12, 12), r.int(-12, 12)];
      const rel = r.pick(['<', '>', '<=', '>=', '≤', '≥'] as const);
      const pyRel = rel === '≤' ? '<=' : rel === '≥' ? '>=' : rel;
      if (r.int(0, 2) === 0) {
        const [d, e] = [nz(r, -5, 5), r.int(-9, 9)];
        if (d === a)
          return {
            text: notation(r, `${lin(a, b)} ${rel} ${c}`),
            py: `${linPy(a, b)} ${pyRel} ${c}`,
            check: 'inequality',
          };
        return {
          text: lead(r, ['', 'solve'], notation(r, `${lin(a, b)} ${rel} ${lin(d, e)}`)),
          py: `${linPy(a, b)} ${pyRel} ${linPy(d, e)}`,
          check: 'inequality',
        };
      }
      return {
        text: lead(r, ['', 'solve'], notation(r, `${lin(a, b)} ${rel} ${c}`)),
        py: `${linPy(a, b)} ${pyRel} ${c}`,
        check: 'inequality',
      };
    },
  ],
  'inequality: quadratic': [
    45,
    (r) => {
      const rel = r.pick(['<', '>', '<=', '>=', '≤', '≥'] as const);
      const pyRel = rel === '≤' ? '<=' : rel === '≥' ? '>=' : rel;
      const form = r.int(0, 3);
      let coeffs: number[];
      if (form <= 1)
        coeffs = expandRoots([
          [1, r.int(-8, 8)],
          [r.pick([1, 1, 2]), r.int(-8, 8)],
        ]);
      else if (form === 2) coeffs = [1, 0, -r.int(1, 20)];
      else coeffs = [r.pick([1, -1, 2]), r.int(-4, 4), r.int(-6, 10)];
      if (r.int(0, 4) === 0) coeffs = coeffs.map((c) => -c);
      return {
        text: lead(r, ['', 'solve'], notation(r, `${poly(coeffs)} ${rel} 0`)),
        py: `${polyPy(coeffs)} ${pyRel} 0`,
        check: 'inequality',
      };
    },
  ],
  'inequality: compound': [
    45,
    (r) => {
      const [a, b] = [nz(r, -6, 6), r.int(-9, 9)];
      const lo = r.int(-15, 10);
      const hi = lo + r.int(1, 15);
      const [r1, r2] = [r.pick(['<', '≤', '<='] as const), r.pick(['<', '≤', '<='] as const)];
      const p = (s: string) => (s === '≤' ? '<=' : s);
      return {
        text: notation(r, `${lo} ${r1} ${lin(a, b)} ${r2} ${hi}`),
        py: `${lo} ${p(r1)} ${linPy(a, b)}; ${linPy(a, b)} ${p(r2)} ${hi}`,
        check: 'inequality',
      };
    },
  ],
  'absolute value: equations': [
    45,
    (r) => {
      const [a, b] = [r.pick([1, 1, 2, 3, -2]), r.int(-9, 9)];
      const form = r.int(0, 3);
      const say = (t: string) => lead(r, SOLVE_LEADS, notation(r, t));
      if (form <= 1) {
        const c = r.int(-3, 12);
        return {
          text: say(`|${lin(a, b)}| = ${c}`),
          py: `Abs(${linPy(a, b)}) = ${c}`,
          check: 'equation',
        };
      }
      if (form === 2) {
        const [k, c, d] = [r.int(2, 4), r.int(-6, 6), r.int(-6, 12)];
        return {
          text: say(`${k}|${lin(1, b)}| ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${d}`),
          py: `${k}*Abs(${linPy(1, b)}) + (${c}) = ${d}`,
          check: 'equation',
        };
      }
      const c = r.int(-3, 12);
      return {
        text: say(`${c} = |${lin(a, b)}|`),
        py: `${c} = Abs(${linPy(a, b)})`,
        check: 'equation',
      };
    },
  ],
  'absolute value: inequalities': [
    45,
    (r) => {
      const [a, b, c] = [r.pick([1, 1, 2, 3, -2]), r.int(-9, 9), r.int(-2, 10)];
      const rel = r.pick(['<', '>', '<=', '>=', '≤', '≥'] as const);
      const pyRel = rel === '≤' ? '<=' : rel === '≥' ? '>=' : rel;
      return {
        text: lead(r, ['', 'solve'], notation(r, `|${lin(a, b)}| ${rel} ${c}`)),
        py: `Abs(${linPy(a, b)}) ${pyRel} ${c}`,
        check: 'inequality',
      };
    },
  ],
  'radical equations': [
    45,
    (r) => {
      const form = r.int(0, 3);
      const say = (t: string) => lead(r, SOLVE_LEADS, t);
      const sq = (t: string) => (r.int(0, 1) === 0 ? `√(${t})` : `sqrt(${t})`);
      if (form === 0) {
        const [a, b, c] = [r.int(1, 5), r.int(-9, 9), r.int(-2, 8)];
        return {
          text: say(`${sq(lin(a, b))} = ${c}`),
          py: `sqrt(${linPy(a, b)}) = ${c}`,
          check: 'equation',
        };
      }
      if (form === 1) {
        // √(a·x + b) = x − c built around a root x0 (so one side is often extraneous).
        const [x0, c, a] = [r.int(-3, 10), r.int(-4, 4), r.int(1, 6)];
        const s = x0 - c;
        const b = s * s - a * x0;
        return {
          text: say(`${sq(lin(a, b))} = ${lin(1, -c)}`),
          py: `sqrt(${linPy(a, b)}) = ${linPy(1, -c)}`,
          check: 'equation',
        };
      }
      if (form === 2) {
        const [a, b, c, d] = [r.int(1, 4), r.int(-6, 9), r.int(1, 4), r.int(-6, 9)];
        if (a === c)
          return {
            text: say(`${sq(lin(a, b))} = ${sq(lin(c + 1, d))}`),
            py: `sqrt(${linPy(a, b)}) = sqrt(${linPy(c + 1, d)})`,
            check: 'equation',
          };
        return {
          text: say(`${sq(lin(a, b))} = ${sq(lin(c, d))}`),
          py: `sqrt(${linPy(a, b)}) = sqrt(${linPy(c, d)})`,
          check: 'equation',
        };
      }
      const [k, b] = [r.int(1, 9), r.int(-5, 5)];
      return {
        text: say(`${sq(lin(1, b))} + ${k} = x`),
        py: `sqrt(${linPy(1, b)}) + ${k} = x`,
        check: 'equation',
      };
    },
  ],
  percentage: [
    45,
    (r) => {
      const p = r.pick([5, 10, 12, 15, 20, 25, 30, 33, 40, 50, 60, 75, 120, 150, 2.5, 12.5]);
      const n = r.pick([8, 20, 40, 60, 80, 120, 150, 200, 250, 360, 480, 1000]);
      const part = (p * n) / 100;
      const P = `Rational('${p}')`;
      const form = r.int(0, 6);
      if (form === 0) return { text: `what is ${p}% of ${n}`, py: `${P}/100*${n}`, check: 'value' };
      if (form === 1) return { text: `${p}% of ${n}`, py: `${P}/100*${n}`, check: 'value' };
      if (form === 2)
        return {
          text: `${part} is what percent of ${n}`,
          py: `Rational('${part}')/${n}`,
          check: 'value',
        };
      if (form === 3)
        return {
          text: `what percent of ${n} is ${part}`,
          py: `Rational('${part}')/${n}`,
          check: 'value',
        };
      if (form === 4)
        return { text: `increase ${n} by ${p}%`, py: `${n}*(1 + ${P}/100)`, check: 'value' };
      if (form === 5)
        return { text: `decrease ${n} by ${p}%`, py: `${n}*(1 - ${P}/100)`, check: 'value' };
      return {
        text: `${part} is ${p}% of what`,
        py: `Rational('${part}')/(${P}/100)`,
        check: 'value',
      };
    },
  ],
  'trigonometry: values': [
    45,
    (r) => {
      const f = r.pick(['sin', 'cos', 'tan'] as const);
      let deg = r.pick(TRIG_ANGLES) + r.pick([0, 0, 0, 360, -360]);
      if (f === 'tan' && ((deg % 180) + 180) % 180 === 90) deg += 45;
      const radians = r.int(0, 2) === 0;
      const g = gcd(deg, 180);
      const [num, den] = [deg / g, 180 / g];
      const pi = r.pick(['π', 'pi']);
      const angle = radians
        ? `${num === 1 ? '' : num === -1 ? '-' : num}${pi}${den === 1 ? '' : `/${den}`}`
        : `${deg}°`;
      return {
        text: deg === 0 && radians ? `${f}(0)` : `${f}(${angle})`,
        py: `${f}(Rational(${deg}, 180)*pi)`,
        check: 'value',
      };
    },
  ],
  'trigonometry: equations': [
    45,
    (r) => {
      const f = r.pick(['sin', 'cos', 'tan'] as const);
      const values =
        f === 'tan'
          ? [
              ['1', '1'],
              ['-1', '-1'],
              ['√3', 'sqrt(3)'],
              ['-√3', '-sqrt(3)'],
              ['0', '0'],
              ['√3/3', 'sqrt(3)/3'],
            ]
          : [
              ['1/2', 'Rational(1,2)'],
              ['-1/2', '-Rational(1,2)'],
              ['√2/2', 'sqrt(2)/2'],
              ['√3/2', 'sqrt(3)/2'],
              ['-√3/2', '-sqrt(3)/2'],
              ['0', '0'],
              ['1', '1'],
              ['-1', '-1'],
            ];
      const [vt, vp] = r.pick(values) as [string, string];
      const form = r.int(0, 2);
      if (form === 0)
        return {
          text: lead(r, SOLVE_LEADS, `${f}(x) = ${vt}`),
          py: `${f}(x) = ${vp}`,
          check: 'trig',
        };
      if (form === 1 && (vt === '1/2' || vt === '-1/2' || vt === '1' || vt === '-1')) {
        const k = vt.includes('/') ? 2 : r.int(2, 4);
        const rhs = vt.includes('/') ? (vt.startsWith('-') ? -1 : 1) : Number(vt) * k;
        const c = r.int(-3, 3);
        return {
          text: `${k}${f}(x) ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${rhs + c}`,
          py: `${k}*${f}(x) + (${c}) = ${rhs + c}`,
          check: 'trig',
        };
      }
      if (vt === '√3/2' || vt === '-√3/2') {
        const s = vt.startsWith('-') ? '+' : '-';
        return { text: `2${f}(x) ${s} √3 = 0`, py: `2*${f}(x) ${s} sqrt(3) = 0`, check: 'trig' };
      }
      return { text: `${f}(x) = ${vt}`, py: `${f}(x) = ${vp}`, check: 'trig' };
    },
  ],
  'derivative: first': [
    50,
    (r) => {
      if (r.int(0, 2) === 0) {
        const coeffs = [r.int(-5, 5), r.int(-9, 9), r.int(-9, 9), r.int(-9, 9)];
        if (coeffs[0] === 0) coeffs[0] = 1;
        const f = notation(r, poly(coeffs));
        const text = r.pick([
          `d/dx ${f}`,
          `derivative of ${f}`,
          `f(x) = ${f}, f'(x)`,
          `differentiate ${f}`,
          `d/dx (${f})`,
        ]);
        return { text, py: polyPy(coeffs), check: 'derivative', order: 1 };
      }
      // The generated compositions of the derivative test (its own seed from this stream).
      const [g] = expressions(1, r.int(1, 2 ** 30));
      const gen = g as { text: string; py: string };
      const text = r.pick([`d/dx ${gen.text}`, `derivative of ${gen.text}`, `d/dx (${gen.text})`]);
      return { text, py: gen.py, check: 'derivative', order: 1 };
    },
  ],
  'derivative: second': [
    45,
    (r) => {
      const form = r.int(0, 4);
      const [a, b, c] = [nz(r, -5, 5), r.int(-9, 9), r.int(2, 5)];
      const d = r.int(-9, 9);
      const [f, py] =
        form === 0
          ? [poly([a, b, d, 1]), polyPy([a, b, d, 1])]
          : form === 1
            ? [`${a}sin(${c}x)`, `(${a})*sin(${c}*x)`]
            : form === 2
              ? [`x^${c} e^x`, `x**${c}*exp(x)`]
              : form === 3
                ? [`ln(${c}x + 1)`, `log(${c}*x + 1)`]
                : [`x^${c}cos(x)`, `x**${c}*cos(x)`];
      const text = r.pick([
        `d²/dx² ${f}`,
        `second derivative of ${f}`,
        `f(x) = ${f}, f''(x)`,
        `d^2/dx^2 ${f}`,
      ]);
      return { text, py, check: 'derivative', order: 2 };
    },
  ],
  'rational equations': [
    45,
    (r) => {
      const form = r.int(0, 3);
      const say = (t: string) => lead(r, SOLVE_LEADS, notation(r, t));
      if (form === 0) {
        const [a, b, c] = [nz(r, -9, 9), r.int(-6, 6), nz(r, -5, 5)];
        return {
          text: say(`${a}/(${lin(1, b)}) = ${c}`),
          py: `${a}/${linPy(1, b)} = ${c}`,
          check: 'equation',
        };
      }
      if (form === 1) {
        const [a, k] = [r.int(1, 6), r.int(1, 4)];
        return {
          text: say(`1/x + 1/(x + ${a}) = ${k}`),
          py: `1/x + 1/(x + ${a}) = ${k}`,
          check: 'equation',
        };
      }
      if (form === 2) {
        // x/(x − a) = a/(x − a) + k: x = a makes a denominator zero (extraneous).
        const [a, k] = [nz(r, -6, 6), r.int(1, 4)];
        return {
          text: say(`x/(${lin(1, -a)}) = ${a}/(${lin(1, -a)}) + ${k}`),
          py: `x/${linPy(1, -a)} = ${a}/${linPy(1, -a)} + ${k}`,
          check: 'equation',
        };
      }
      const [a, b, c] = [r.int(1, 6), r.int(1, 6), r.int(-5, 5)];
      return {
        text: say(`${a}/(x + ${b}) = x + ${c < 0 ? `(${c})` : c}`),
        py: `${a}/(x + ${b}) = x + (${c})`,
        check: 'equation',
      };
    },
  ],
  'rational expressions': [
    45,
    (r) => {
      const form = r.int(0, 3);
      const [a, b, c] = [nz(r, -6, 6), nz(r, -6, 6), r.int(-6, 6)];
      const say = (t: string) =>
        lead(r, ['simplify', 'simplify', 'Simplify', 'simplify:'], notation(r, t));
      if (form === 0) {
        const num = expandRoots([
          [1, a],
          [1, b],
        ]);
        const den = expandRoots([
          [1, a],
          [1, c],
        ]);
        return {
          text: say(`(${poly(num)})/(${poly(den)})`),
          py: `(${polyPy(num)})/(${polyPy(den)})`,
          check: 'rational',
        };
      }
      if (form === 1) {
        const num = expandRoots([
          [1, a],
          [1, -a],
        ]);
        return {
          text: say(`(${poly(num)})/(${lin(1, a)})`),
          py: `(${polyPy(num)})/${linPy(1, a)}`,
          check: 'rational',
        };
      }
      if (form === 2) {
        return {
          text: say(`1/(${lin(1, a)}) + 1/(${lin(1, b)})`),
          py: `1/${linPy(1, a)} + 1/${linPy(1, b)}`,
          check: 'rational',
        };
      }
      return {
        text: say(`x/(${lin(1, a)}) - ${Math.abs(b)}/(${lin(1, a)})`),
        py: `x/${linPy(1, a)} - ${Math.abs(b)}/${linPy(1, a)}`,
        check: 'rational',
      };
    },
  ],
  // Indefinite integrals come from the generator of solve-sympy-integral.ts (see IMPORTED).
  'integral: indefinite': [0, () => ({ text: '', py: '', check: 'integral' })],
  'integral: definite': [
    45,
    (r) => {
      const [a, b] = [r.int(-2, 1), r.int(2, 4)];
      const form = r.int(0, 3);
      const [f, py] =
        form === 0
          ? (() => {
              const coeffs = [r.int(-4, 4), r.int(-6, 6), r.int(-6, 6)];
              return [poly(coeffs), polyPy(coeffs)];
            })()
          : form === 1
            ? [`e^x`, 'exp(x)']
            : form === 2
              ? [`(2x + 1)^${r.int(2, 3)}`, '']
              : [`sin(x) + ${r.int(1, 5)}`, ''];
      const text = notation(r, f);
      const integrand =
        py !== ''
          ? py
          : f.startsWith('(2x')
            ? `(2*x + 1)**${f.slice(-1)}`
            : `sin(x) + ${f.slice(-1)}`;
      // A lower limit below 0 only where the integrand is defined there (all of these are).
      const limits = r.int(0, 1) === 0 ? `_${a}^${b}` : `_(${a})^(${b})`;
      return {
        text: `${r.pick(['∫', '∫'])}${limits} ${text.includes(' ') ? `(${text})` : text} dx`,
        py: `integrate(${integrand}, (x, ${a}, ${b}))`,
        check: 'value',
      };
    },
  ],
};

/**
 * Problems from the generators other helpers wrote for their own SymPy tests (integrals,
 * rational equations and expressions), with their seeds fixed here, by kind.
 */
const imported = (): Record<string, Omit<CorpusProblem, 'kind'>[]> => {
  const [gens, texts] = [integrands(45, 4242), integralProblems(45, 4242)];
  return {
    'integral: indefinite': gens.map((g, i) => ({
      text: texts[i] as string,
      py: g.py,
      check: 'integral' as const,
    })),
    'rational equations': rationalEquations(18, 31).map((p) => ({
      text: p.text,
      py: p.sympy,
      check: 'equation' as const,
    })),
    'rational expressions': rationalExpressions(18, 37).map((p) => ({
      text: p.text,
      py: p.sympy,
      check: 'rational' as const,
    })),
  };
};

/** The check each kind's problems get (the hand-written lists use it). */
const CHECK_OF: Record<string, Check> = {
  'arithmetic: fractions': 'value',
  'arithmetic: powers': 'value',
  'arithmetic: roots and surds': 'value',
  expand: 'expand',
  linear: 'equation',
  'quadratic: real roots': 'equation',
  'quadratic: complex roots': 'equation',
  'polynomial: degree 3+': 'equation',
  factor: 'factor',
  'polynomial division': 'divide',
  'system: 2 equations': 'system',
  'system: 3 equations': 'system',
  exponential: 'equation',
  logarithmic: 'equation',
  'log expressions': 'value',
  'inequality: linear': 'inequality',
  'inequality: quadratic': 'inequality',
  'inequality: compound': 'inequality',
  'absolute value: equations': 'equation',
  'absolute value: inequalities': 'inequality',
  'radical equations': 'equation',
  percentage: 'value',
  'trigonometry: values': 'value',
  'trigonometry: equations': 'trig',
  'derivative: first': 'derivative',
  'derivative: second': 'derivative',
  'rational equations': 'equation',
  'rational expressions': 'rational',
  'integral: indefinite': 'integral',
  'integral: definite': 'value',
};

type Hand = readonly [text: string, py: string | [string, string], check?: Check];

/** Textbook problems, typed the way students type them, at least ten per kind. */
const HAND: Record<string, readonly Hand[]> = {
  'arithmetic: fractions': [
    ['3/4 + 5/6', 'Rational(3,4) + Rational(5,6)'],
    ['2 1/2 × 4/5', '(2 + Rational(1,2))*Rational(4,5)'],
    ['1/2 + 1/3 + 1/6', 'Rational(1,2) + Rational(1,3) + Rational(1,6)'],
    ['7/8 - 3/4', 'Rational(7,8) - Rational(3,4)'],
    ['3 1/4 - 1 2/3', '(3 + Rational(1,4)) - (1 + Rational(2,3))'],
    ['5/6 ÷ 10/9', 'Rational(5,6) / Rational(10,9)'],
    ['(2/3)*(9/4)', 'Rational(2,3)*Rational(9,4)'],
    ['what is 4 2/5 ÷ 1 1/10', '(4 + Rational(2,5))/(1 + Rational(1,10))'],
    ['-3/5 + 7/10', '-Rational(3,5) + Rational(7,10)'],
    ['1 - 5/12', '1 - Rational(5,12)'],
    ['0.25 + 1/8', "Rational('0.25') + Rational(1,8)"],
    ['(1/2 + 1/4) × 8', '(Rational(1,2) + Rational(1,4))*8'],
  ],
  'arithmetic: powers': [
    ['2^10', '2**10'],
    ['(-3)^3', '(-3)**3'],
    ['-3^2', '-(3**2)'],
    ['5^0', '1'],
    ['2^(-3)', 'Rational(1,8)'],
    ['(2/3)^2', 'Rational(4,9)'],
    ['8^(2/3)', 'Integer(8)**Rational(2,3)'],
    ['16^(-1/2)', 'Integer(16)**Rational(-1,2)'],
    ['27^(1/3) + 4^(3/2)', 'Integer(27)**Rational(1,3) + Integer(4)**Rational(3,2)'],
    ['3^2 × 3^3', '3**5'],
    ['10^3 ÷ 10^5', 'Rational(1,100)'],
    ['(2^3)^2', '64'],
  ],
  'arithmetic: roots and surds': [
    ['√72', 'sqrt(72)'],
    ['sqrt(50)', 'sqrt(50)'],
    ['√12 + √27', 'sqrt(12) + sqrt(27)'],
    ['2√3 × 4√6', '2*sqrt(3)*4*sqrt(6)'],
    ['√(49)', '7'],
    ['∛27', '3'],
    ['∛54', 'real_root(54, 3)'],
    ['√18 - √8', 'sqrt(18) - sqrt(8)'],
    ['6/√3', '6/sqrt(3)'],
    ['√(3/4)', 'sqrt(Rational(3,4))'],
    ['√2 × √8', '4'],
    ['simplify √200', 'sqrt(200)'],
  ],
  expand: [
    ['(2x+1)(x-3)', '(2*x + 1)*(x - 3)'],
    ['expand (x+5)^2', '(x + 5)**2'],
    ['(x - 4)(x + 4)', '(x - 4)*(x + 4)'],
    ['3(2x - 5) + 4x', '3*(2*x - 5) + 4*x'],
    ['(x+1)^3', '(x + 1)**3'],
    ['expand (3x - 2)²', '(3*x - 2)**2'],
    ['x(x + 2)(x - 2)', 'x*(x + 2)*(x - 2)'],
    ['(x^2 + x + 1)(x - 1)', '(x**2 + x + 1)*(x - 1)'],
    ['multiply out (2x + 3)(3x - 4)', '(2*x + 3)*(3*x - 4)'],
    ['(x + 1)(x + 2) - (x - 1)^2', '(x + 1)*(x + 2) - (x - 1)**2'],
    ['-2(x - 3)(x + 1)', '-2*(x - 3)*(x + 1)'],
  ],
  linear: [
    ['3(x-2)=2x+1', '3*(x - 2) = 2*x + 1'],
    ['x/3 + 1/2 = 5/6', 'x/3 + Rational(1,2) = Rational(5,6)'],
    ['solve 5x - 7 = 3x + 9', '5*x - 7 = 3*x + 9'],
    ['2(x + 3) = 2x + 6', '2*(x + 3) = 2*x + 6'],
    ['4x + 1 = 4x - 2', '4*x + 1 = 4*x - 2'],
    ['0.5x + 1.5 = 4', "Rational('0.5')*x + Rational('1.5') = 4"],
    ['(x + 1)/2 = (x - 3)/4', '(x + 1)/2 = (x - 3)/4'],
    ['7 - 2x = 15', '7 - 2*x = 15'],
    ['Solve for x: 3x = 12', '3*x = 12'],
    ['x - 1/4 = 2/3', 'x - Rational(1,4) = Rational(2,3)'],
    ['6 = 2(x - 4)', '6 = 2*(x - 4)'],
  ],
  'quadratic: real roots': [
    ['x^2-5x+6=0', 'x**2 - 5*x + 6 = 0'],
    ['x^2-3x+1=0', 'x**2 - 3*x + 1 = 0'],
    ['2x² + 3x - 2 = 0', '2*x**2 + 3*x - 2 = 0'],
    ['x² = 49', 'x**2 = 49'],
    ['solve x^2 - 4x = 0', 'x**2 - 4*x = 0'],
    ['x^2 + 6x + 9 = 0', 'x**2 + 6*x + 9 = 0'],
    ['(x - 3)^2 = 16', '(x - 3)**2 = 16'],
    ['x(x + 1) = 12', 'x*(x + 1) = 12'],
    ['3x^2 = 27', '3*x**2 = 27'],
    ['x^2 + 2x - 1 = 0', 'x**2 + 2*x - 1 = 0'],
    ['6x^2 - x - 2 = 0', '6*x**2 - x - 2 = 0'],
    ['x^2 = 2x + 8', 'x**2 = 2*x + 8'],
  ],
  'quadratic: complex roots': [
    ['x^2+2x+5=0', 'x**2 + 2*x + 5 = 0'],
    ['x^2 + 4 = 0', 'x**2 + 4 = 0'],
    ['x² + x + 1 = 0', 'x**2 + x + 1 = 0'],
    ['2x^2 - 4x + 5 = 0', '2*x**2 - 4*x + 5 = 0'],
    ['x^2 - 6x + 13 = 0', 'x**2 - 6*x + 13 = 0'],
    ['solve x^2 + 9 = 0', 'x**2 + 9 = 0'],
    ['x^2 = -16', 'x**2 = -16'],
    ['3x^2 + 2x + 1 = 0', '3*x**2 + 2*x + 1 = 0'],
    ['x^2 + 2x + 2 = 0', 'x**2 + 2*x + 2 = 0'],
    ['4x^2 + 4x + 5 = 0', '4*x**2 + 4*x + 5 = 0'],
  ],
  'polynomial: degree 3+': [
    ['x^3-6x^2+11x-6=0', 'x**3 - 6*x**2 + 11*x - 6 = 0'],
    ['x^3 - x = 0', 'x**3 - x = 0'],
    ['x^4 - 5x^2 + 4 = 0', 'x**4 - 5*x**2 + 4 = 0'],
    ['x³ = 8', 'x**3 = 8'],
    ['2x^3 - 3x^2 - 11x + 6 = 0', '2*x**3 - 3*x**2 - 11*x + 6 = 0'],
    ['x^3 + x^2 - 2x = 0', 'x**3 + x**2 - 2*x = 0'],
    ['x^4 = 16', 'x**4 = 16'],
    ['x^3 - 2x^2 - 3x = 0', 'x**3 - 2*x**2 - 3*x = 0'],
    ['x^3 - 3x + 2 = 0', 'x**3 - 3*x + 2 = 0'],
    ['solve x^4 - 13x^2 + 36 = 0', 'x**4 - 13*x**2 + 36 = 0'],
    ['x^3 - 1 = 0', 'x**3 - 1 = 0'],
  ],
  factor: [
    ['factor 6x^2+11x-10', '6*x**2 + 11*x - 10'],
    ['factor x^2 - 9', 'x**2 - 9'],
    ['factor x^2 + 5x + 6', 'x**2 + 5*x + 6'],
    ['factor 4x² - 25', '4*x**2 - 25'],
    ['factor x^3 - 8', 'x**3 - 8'],
    ['factor 2x^2 - 8', '2*x**2 - 8'],
    ['factor x^4 - 16', 'x**4 - 16'],
    ['factorise x^3 + 27', 'x**3 + 27'],
    ['factor x^2 - 6x + 9', 'x**2 - 6*x + 9'],
    ['factor 3x^3 - 12x', '3*x**3 - 12*x'],
    ['factor x^3 - 2x^2 - 5x + 6', 'x**3 - 2*x**2 - 5*x + 6'],
    ['factor x^2 + 1', 'x**2 + 1'],
  ],
  'polynomial division': [
    ['(x^3-2x+1)/(x-1)', ['x**3 - 2*x + 1', 'x - 1']],
    ['divide x^3+1 by x+1', ['x**3 + 1', 'x + 1']],
    ['(x^3+2x+5)/(x-1)', ['x**3 + 2*x + 5', 'x - 1']],
    ['divide 2x^3+3x-1 by x^2+1', ['2*x**3 + 3*x - 1', 'x**2 + 1']],
    ['(x^2 + 5x + 6)/(x + 2)', ['x**2 + 5*x + 6', 'x + 2']],
    ['(x^4 - 1) divided by (x - 1)', ['x**4 - 1', 'x - 1']],
    ['(6x^2 + x - 2)/(2x - 1)', ['6*x**2 + x - 2', '2*x - 1']],
    ['divide x^3 - 27 by x - 3', ['x**3 - 27', 'x - 3']],
    ['(2x^2 + 3x + 4)/(x + 1)', ['2*x**2 + 3*x + 4', 'x + 1']],
    ['(x^3 + x^2 + x + 1)/(x^2 + 1)', ['x**3 + x**2 + x + 1', 'x**2 + 1']],
  ],
  'system: 2 equations': [
    ['2x+y=5, x-y=1', '2*x + y = 5; x - y = 1'],
    ['x + y = 10; x - y = 2', 'x + y = 10; x - y = 2'],
    ['3x + 2y = 12 and x - y = -1', '3*x + 2*y = 12; x - y = -1'],
    ['2x + y = 5, 4x + 2y = 10', '2*x + y = 5; 4*x + 2*y = 10'],
    ['2x + y = 5; 4x + 2y = 9', '2*x + y = 5; 4*x + 2*y = 9'],
    ['y = 2x + 1, y = -x + 4', 'y = 2*x + 1; y = -x + 4'],
    ['x = 3y, x + y = 8', 'x = 3*y; x + y = 8'],
    ['5x - 3y = 1\n2x + y = 4', '5*x - 3*y = 1; 2*x + y = 4'],
    ['x/2 + y/3 = 2, x - y = -1', 'x/2 + y/3 = 2; x - y = -1'],
    ['0.5x + y = 3, x - 0.5y = 1', "Rational('0.5')*x + y = 3; x - Rational('0.5')*y = 1"],
  ],
  'system: 3 equations': [
    ['x+y+z=6, 2x-y+z=3, x+2y-z=2', 'x + y + z = 6; 2*x - y + z = 3; x + 2*y - z = 2'],
    ['x + y + z = 1, 2x + 2y + 2z = 2, x - y = 0', 'x + y + z = 1; 2*x + 2*y + 2*z = 2; x - y = 0'],
    ['x + y + z = 1, x + y + z = 2, x - y = 0', 'x + y + z = 1; x + y + z = 2; x - y = 0'],
    [
      'x + 2y + 3z = 14; 2x - y + z = 3; 3x + y - z = 2',
      'x + 2*y + 3*z = 14; 2*x - y + z = 3; 3*x + y - z = 2',
    ],
    ['x + y = 3, y + z = 5, x + z = 4', 'x + y = 3; y + z = 5; x + z = 4'],
    [
      '2x + y - z = 8, -3x - y + 2z = -11, -2x + y + 2z = -3',
      '2*x + y - z = 8; -3*x - y + 2*z = -11; -2*x + y + 2*z = -3',
    ],
    [
      'x - y + z = 2, 2x + y - z = 1, x + 2y + z = 7',
      'x - y + z = 2; 2*x + y - z = 1; x + 2*y + z = 7',
    ],
    ['x + y + z = 0, x - y = 2, y - z = 1', 'x + y + z = 0; x - y = 2; y - z = 1'],
    [
      '3x + 2y + z = 10, x + y + z = 6, 2x + y = 4',
      '3*x + 2*y + z = 10; x + y + z = 6; 2*x + y = 4',
    ],
    [
      'x + y + 2z = 4, 2x + 2y + 4z = 9, x - z = 1',
      'x + y + 2*z = 4; 2*x + 2*y + 4*z = 9; x - z = 1',
    ],
  ],
  exponential: [
    ['2^(x+1)=16', '2**(x + 1) = 16'],
    ['3^x = 81', '3**x = 81'],
    ['4^x = 8', '4**x = 8'],
    ['5^(2x - 1) = 125', '5**(2*x - 1) = 125'],
    ['2^x = 10', '2**x = 10'],
    ['e^x = 5', 'exp(x) = 5'],
    ['10^x = 1000', '10**x = 1000'],
    ['3 × 2^x = 48', '3*2**x = 48'],
    ['9^x = 27', '9**x = 27'],
    ['2^x = -4', '2**x = -4'],
    ['solve 7^(x - 2) = 1', '7**(x - 2) = 1'],
    ['(1/2)^x = 8', 'Rational(1,2)**x = 8'],
  ],
  logarithmic: [
    ['log_2(x) = 5', 'log(x, 2) = 5'],
    ['log(x)+log(x-3)=1', 'log(x, 10) + log(x - 3, 10) = 1'],
    ['ln(x) = 2', 'log(x) = 2'],
    ['log_3(2x + 1) = 2', 'log(2*x + 1, 3) = 2'],
    ['log(x) = 3', 'log(x, 10) = 3'],
    ['log_2(x) + log_2(x - 2) = 3', 'log(x, 2) + log(x - 2, 2) = 3'],
    ['log_5(x - 1) = 0', 'log(x - 1, 5) = 0'],
    ['log_2(x + 6) - log_2(x) = 2', 'log(x + 6, 2) - log(x, 2) = 2'],
    ['solve ln(2x) = 1', 'log(2*x) = 1'],
    ['log_4(x) = 1/2', 'log(x, 4) = Rational(1,2)'],
    ['2log(x) = log(25)', '2*log(x, 10) = log(25, 10)'],
  ],
  'log expressions': [
    ['log_4(8)', 'log(8, 4)', 'value'],
    ['log_2(8x)', 'log(8*x, 2)', 'logexpr'],
    ['log(1000)', '3', 'value'],
    ['log_3(1/9)', '-2', 'value'],
    ['ln(e^3)', '3', 'value'],
    ['log_2(32) - log_2(4)', 'log(32, 2) - log(4, 2)', 'value'],
    ['log(100x^3)', 'log(100*x**3, 10)', 'logexpr'],
    ['log_5(25x)', 'log(25*x, 5)', 'logexpr'],
    ['log_2(x^3 y)', 'log(x**3*y, 2)', 'logexpr'],
    ['log_9(27)', 'log(27, 9)', 'value'],
    ['log(2) + log(50)', '2', 'value'],
    ['ln(x^2/y)', 'log(x**2/y)', 'logexpr'],
  ],
  'inequality: linear': [
    ['3x-4 > 2x+1', '3*x - 4 > 2*x + 1'],
    ['2x + 5 < 11', '2*x + 5 < 11'],
    ['-3x ≥ 12', '-3*x >= 12'],
    ['solve 5 - 2x <= 9', '5 - 2*x <= 9'],
    ['x/2 + 1 > 3', 'x/2 + 1 > 3'],
    ['4(x - 1) ≤ 2x + 6', '4*(x - 1) <= 2*x + 6'],
    ['7 - x < 2x + 1', '7 - x < 2*x + 1'],
    ['2x + 3 > 2x + 1', '2*x + 3 > 2*x + 1'],
    ['2x + 3 < 2x + 1', '2*x + 3 < 2*x + 1'],
    ['-(x + 2) >= 3x', '-(x + 2) >= 3*x'],
  ],
  'inequality: quadratic': [
    ['x^2-5x+6<0', 'x**2 - 5*x + 6 < 0'],
    ['x^2 >= 4', 'x**2 >= 4'],
    ['x^2+1>0', 'x**2 + 1 > 0'],
    ['x^2+1<0', 'x**2 + 1 < 0'],
    ['x^2 - 2 < 0', 'x**2 - 2 < 0'],
    ['x² - x - 6 ≥ 0', 'x**2 - x - 6 >= 0'],
    ['(x - 2)^2 > 0', '(x - 2)**2 > 0'],
    ['(x - 2)^2 <= 0', '(x - 2)**2 <= 0'],
    ['-x^2 + 4x > 0', '-x**2 + 4*x > 0'],
    ['2x^2 + x - 3 ≤ 0', '2*x**2 + x - 3 <= 0'],
    ['x^2 > 3x', 'x**2 > 3*x'],
  ],
  'inequality: compound': [
    ['-3 < 2x+1 <= 5', '-3 < 2*x + 1; 2*x + 1 <= 5'],
    ['2 ≤ 3x - 1 < 8', '2 <= 3*x - 1; 3*x - 1 < 8'],
    ['0 < x + 4 < 10', '0 < x + 4; x + 4 < 10'],
    ['-1 ≤ 1 - 2x ≤ 5', '-1 <= 1 - 2*x; 1 - 2*x <= 5'],
    ['1 < x/2 < 3', '1 < x/2; x/2 < 3'],
    ['-5 <= 3x + 1 <= 7', '-5 <= 3*x + 1; 3*x + 1 <= 7'],
    ['4 < 2x < 10', '4 < 2*x; 2*x < 10'],
    ['-2 < -x + 3 < 2', '-2 < -x + 3; -x + 3 < 2'],
    ['0 ≤ 5x - 10 < 15', '0 <= 5*x - 10; 5*x - 10 < 15'],
    ['3 < 4x - 1 ≤ 11', '3 < 4*x - 1; 4*x - 1 <= 11'],
  ],
  'absolute value: equations': [
    ['|2x-3| = 5', 'Abs(2*x - 3) = 5'],
    ['|x| = 7', 'Abs(x) = 7'],
    ['|x - 1| = -2', 'Abs(x - 1) = -2'],
    ['|x + 4| = 0', 'Abs(x + 4) = 0'],
    ['2|x - 1| + 3 = 11', '2*Abs(x - 1) + 3 = 11'],
    ['|3x + 6| = 12', 'Abs(3*x + 6) = 12'],
    ['|x - 2| = |x + 4|', 'Abs(x - 2) = Abs(x + 4)'],
    ['solve |5 - x| = 3', 'Abs(5 - x) = 3'],
    ['|x/2 - 1| = 4', 'Abs(x/2 - 1) = 4'],
    ['|2x + 1| = |x - 3|', 'Abs(2*x + 1) = Abs(x - 3)'],
  ],
  'absolute value: inequalities': [
    ['|x-1| < 3', 'Abs(x - 1) < 3'],
    ['|x+2| >= 3', 'Abs(x + 2) >= 3'],
    ['|x| < 0', 'Abs(x) < 0'],
    ['|2x - 5| ≤ 7', 'Abs(2*x - 5) <= 7'],
    ['|x - 4| > 1', 'Abs(x - 4) > 1'],
    ['|x| ≥ 0', 'Abs(x) >= 0'],
    ['|3x + 1| > -2', 'Abs(3*x + 1) > -2'],
    ['|x + 1| ≤ 0', 'Abs(x + 1) <= 0'],
    ['|5 - 2x| < 1', 'Abs(5 - 2*x) < 1'],
    ['|x/3| > 2', 'Abs(x/3) > 2'],
  ],
  'radical equations': [
    ['√(x+3) = x-3', 'sqrt(x + 3) = x - 3'],
    ['sqrt(x) = 5', 'sqrt(x) = 5'],
    ['√(2x - 1) = 3', 'sqrt(2*x - 1) = 3'],
    ['√(x + 5) = -2', 'sqrt(x + 5) = -2'],
    ['√(3x + 1) = x - 1', 'sqrt(3*x + 1) = x - 1'],
    ['√(x + 7) = x + 1', 'sqrt(x + 7) = x + 1'],
    ['√(2x + 3) = √(x + 5)', 'sqrt(2*x + 3) = sqrt(x + 5)'],
    ['x = √(x + 6)', 'x = sqrt(x + 6)'],
    ['√(x - 2) + 4 = x', 'sqrt(x - 2) + 4 = x'],
    ['solve sqrt(5x - 4) = x', 'sqrt(5*x - 4) = x'],
    ['2√x = x - 3', '2*sqrt(x) = x - 3'],
  ],
  percentage: [
    ['what is 15% of 80', 'Rational(15,100)*80'],
    ['12 is what percent of 80', 'Rational(12,80)'],
    ['increase 80 by 15%', '92'],
    ['decrease 80 by 15%', '68'],
    ['what percent of 80 is 12', 'Rational(12,80)'],
    ['15% of what is 12', '80'],
    ['12 is 15% of what', '80'],
    ['25% of 360', '90'],
    ['what is 7.5% of 200', '15'],
    ['30 is what percent of 120', 'Rational(1,4)'],
    ['increase 250 by 8%', '270'],
    ['what is 120% of 45', '54'],
  ],
  'trigonometry: values': [
    ['sin(30°)', 'sin(pi/6)'],
    ['cos(135°)', 'cos(3*pi/4)'],
    ['tan(π/3)', 'tan(pi/3)'],
    ['sin(π/6)', 'Rational(1,2)'],
    ['cos(3pi/4)', 'cos(3*pi/4)'],
    ['sin(210°)', 'sin(7*pi/6)'],
    ['tan(45°)', '1'],
    ['cos(0)', '1'],
    ['sin(75°)', 'sin(5*pi/12)'],
    ['tan(15°)', 'tan(pi/12)'],
    ['cos(300°)', 'Rational(1,2)'],
    ['sin(-45°)', '-sqrt(2)/2'],
  ],
  'trigonometry: equations': [
    ['2sin(x)=1', '2*sin(x) = 1'],
    ['cos(x) = -1/2', 'cos(x) = -Rational(1,2)'],
    ['tan(x)=1', 'tan(x) = 1'],
    ['2cos(x)+√3=0', '2*cos(x) + sqrt(3) = 0'],
    ['sin(x)^2=1/4', 'sin(x)**2 = Rational(1,4)'],
    ['sin(x) = 0', 'sin(x) = 0'],
    ['cos(x) = 1', 'cos(x) = 1'],
    ['√2 sin(x) = 1', 'sqrt(2)*sin(x) = 1'],
    ['tan(x) = √3', 'tan(x) = sqrt(3)'],
    ['2sin(x) + 1 = 0', '2*sin(x) + 1 = 0'],
    ['solve cos(x) = √3/2', 'cos(x) = sqrt(3)/2'],
  ],
  'derivative: first': [
    ['d/dx x^2 sin(x)', 'x**2*sin(x)'],
    ['derivative of x^3 - 2x', 'x**3 - 2*x'],
    ["f(x) = x^3, f'(x)", 'x**3'],
    ['d/dx (x^2+1)/(x-1)', '(x**2 + 1)/(x - 1)'],
    ['d/dx e^(2x)', 'exp(2*x)'],
    ['d/dx ln(x^2 + 1)', 'log(x**2 + 1)'],
    ['derivative of sqrt(x)', 'sqrt(x)'],
    ['d/dx sin(3x)', 'sin(3*x)'],
    ['d/dx x e^x', 'x*exp(x)'],
    ['differentiate 5x^4 - 3x^2 + 7', '5*x**4 - 3*x**2 + 7'],
    ['d/dx tan(x)', 'tan(x)'],
    ['d/dx (2x + 1)^5', '(2*x + 1)**5'],
  ],
  'derivative: second': [
    ['d²/dx² x^4', 'x**4'],
    ["f(x)=sin(x), f''(x)", 'sin(x)'],
    ['second derivative of x^3 - 3x', 'x**3 - 3*x'],
    ['d²/dx² e^(3x)', 'exp(3*x)'],
    ['d²/dx² ln(x)', 'log(x)'],
    ["f(x) = x^5 - x, f''(x)", 'x**5 - x'],
    ['second derivative of cos(2x)', 'cos(2*x)'],
    ['d²/dx² x sin(x)', 'x*sin(x)'],
    ['d^2/dx^2 1/x', '1/x'],
    ['second derivative of sqrt(x)', 'sqrt(x)'],
  ],
  'rational equations': [
    ['1/x + 1/(x+1) = 1/2', '1/x + 1/(x + 1) = Rational(1,2)'],
    ['3/(x - 2) = 1', '3/(x - 2) = 1'],
    ['x/(x - 1) = 1/(x - 1) + 2', 'x/(x - 1) = 1/(x - 1) + 2'],
    ['2/x = 4', '2/x = 4'],
    ['solve (x + 1)/(x - 3) = 2', '(x + 1)/(x - 3) = 2'],
    ['1/(x - 2) + 1/(x + 2) = 4/(x^2 - 4)', '1/(x - 2) + 1/(x + 2) = 4/(x**2 - 4)'],
    ['x/(x + 2) = 3/(x + 2)', 'x/(x + 2) = 3/(x + 2)'],
    ['6/x = x - 1', '6/x = x - 1'],
    ['5/(2x) + 1/x = 7', '5/(2*x) + 1/x = 7'],
    ['(x - 4)/(x + 1) = 0', '(x - 4)/(x + 1) = 0'],
  ],
  'integral: indefinite': [
    ['integrate x^2', 'x**2'],
    ['∫ x^2 dx', 'x**2'],
    ['∫(3x^2+2x)dx', '3*x**2 + 2*x'],
    ['integral of sin(2x)', 'sin(2*x)'],
    ['integrate 1/x', '1/x'],
    ['∫ e^(3x) dx', 'exp(3*x)'],
    ['∫ cos(x) dx', 'cos(x)'],
    ['integrate √x', 'sqrt(x)'],
    ['∫ (2x + 1)^4 dx', '(2*x + 1)**4'],
    ['antiderivative of 4x^3 - 6x + 5', '4*x**3 - 6*x + 5'],
    ['∫ 1/x^2 dx', 'x**(-2)'],
    ['∫ 2x e^(x^2) dx', '2*x*exp(x**2)'],
  ],
  'integral: definite': [
    ['∫_0^1 x^2 dx', 'Rational(1,3)'],
    ['∫_1^2 1/x dx', 'log(2)'],
    ['∫_0^2 (3x^2 + 1) dx', '10'],
    ['∫_0^1 e^x dx', 'E - 1'],
    ['∫_(-1)^1 x^3 dx', '0'],
    ['∫_1^4 √x dx', 'Rational(14,3)'],
    ['∫_0^3 (2x - 1) dx', '6'],
    ['∫_1^e 1/x dx', '1'],
    ['∫_0^1 (x + 1)^2 dx', 'Rational(7,3)'],
    ['∫_2^3 4x dx', '10'],
  ],
  'rational expressions': [
    ['simplify (x^2-1)/(x-1)', '(x**2 - 1)/(x - 1)'],
    ['simplify (x^2 + 5x + 6)/(x^2 - 4)', '(x**2 + 5*x + 6)/(x**2 - 4)'],
    ['simplify 1/x + 1/(x + 1)', '1/x + 1/(x + 1)'],
    ['simplify (2x + 4)/(x + 2)', '(2*x + 4)/(x + 2)'],
    ['simplify (x^2 - 9)/(x^2 + 6x + 9)', '(x**2 - 9)/(x**2 + 6*x + 9)'],
    ['simplify x/(x - 3) - 3/(x - 3)', 'x/(x - 3) - 3/(x - 3)'],
    ['simplify (x^3 - x)/(x^2 + x)', '(x**3 - x)/(x**2 + x)'],
    ['simplify 2/(x - 1) - 1/(x + 1)', '2/(x - 1) - 1/(x + 1)'],
    ['simplify (x^2 - 4x)/(x^2 - 16)', '(x**2 - 4*x)/(x**2 - 16)'],
    ['simplify (3x - 6)/(x^2 - 4)', '(3*x - 6)/(x**2 - 4)'],
  ],
};

/**
 * The whole corpus: every kind's generated problems (from one seeded stream, so the same seed
 * gives the same corpus) followed by its hand-written ones.
 */
export const generateSympyCorpus = (seed = 20261127): CorpusProblem[] => {
  const random = createRandom(seed);
  const out: CorpusProblem[] = [];
  const others = imported();
  for (const [kind, [count, make]] of Object.entries(generators)) {
    for (let i = 0; i < count; i++) out.push({ kind, ...make(random) });
    for (const p of others[kind] ?? []) out.push({ kind, ...p });
    for (const [text, py, check] of HAND[kind] ?? [])
      out.push({ kind, text, py, check: check ?? (CHECK_OF[kind] as Check), hand: true });
  }
  out.push(...textbookProblems(seed));
  for (const p of out) if (p.check === 'derivative') p.order ??= p.kind.endsWith('second') ? 2 : 1;
  for (const p of out) if (p.kind === 'quadratic: complex roots') p.complex = true;
  return out;
};

/** Every tenth problem of the corpus: the quick sample for the unit tests. */
export const sampleSympyCorpus = (seed?: number): CorpusProblem[] =>
  generateSympyCorpus(seed).filter((_, i) => i % 10 === 0);

/** The corpus's problem texts by kind (the bench times `solve` over them). */
export const sympyCorpusTexts = (seed?: number): { kind: string; text: string }[] =>
  generateSympyCorpus(seed).map(({ kind, text }) => ({ kind, text }));

// ---------------------------------------------------------------------------------------------
// Our answers in SymPy's syntax.

/** A tree of one of our answers as SymPy text; i is the imaginary unit, ° degrees, % hundredths. */
export const toPy = (node: MathNode, names: Record<string, string> = {}): string => {
  const s = (n: MathNode) => toPy(n, names);
  switch (node.type) {
    case 'number':
      return `Rational('${node.value}')`;
    case 'mixed':
      return `(${node.whole} + Rational(${node.num}, ${node.den}))`;
    case 'variable':
      return names[node.name] ?? (node.name === 'i' ? 'I' : node.name);
    case 'constant':
      return node.name === 'pi' ? 'pi' : 'E';
    case 'neg':
      return `(-(${s(node.arg)}))`;
    case 'binary':
      if (node.op === '±') throw new Error('± in an answer');
      return `((${s(node.left)})${node.op}(${s(node.right)}))`;
    case 'fraction':
      return `((${s(node.num)})/(${s(node.den)}))`;
    case 'power':
      return `((${s(node.base)})**(${s(node.exponent)}))`;
    case 'root': {
      // An odd root of a negative number is the real one (∛(−8) = −2); of an expression in x,
      // the power 1/n (the derivative checks compare at positive x, where the two agree).
      if (!node.index) return `sqrt(${s(node.radicand)})`;
      const numeric = !JSON.stringify(node.radicand).includes('"variable"');
      return numeric
        ? `real_root(${s(node.radicand)}, ${s(node.index)})`
        : `(${s(node.radicand)})**(1/(${s(node.index)}))`;
    }
    case 'log':
      if (!node.base) return `log(${s(node.arg)}, 10)`;
      if (node.base.type === 'constant' && node.base.name === 'e') return `log(${s(node.arg)})`;
      return `log(${s(node.arg)}, ${s(node.base)})`;
    case 'function': {
      const args = node.args.map(s).join(', ');
      const name = node.name === 'abs' ? 'Abs' : node.name === 'ln' ? 'log' : node.name;
      return `${name}(${args})`;
    }
    case 'postfix':
      return node.op === '%' ? `((${s(node.arg)})/100)` : `((${s(node.arg)})*pi/180)`;
    default:
      throw new Error(`no SymPy form for ${node.type}`);
  }
};

const read = (text: string): MathNode => {
  const parsed = parseMath(text);
  if (!parsed.ok)
    throw new Error(`the answer "${text}" does not read back: ${parsed.error.message}`);
  return parsed.value;
};
const readPy = (text: string): string => toPy(read(text));

/**
 * A derivative step, "d/dx(x²) = 2x" or "d²/dx²(f) = d/dx(g)", as the SymPy values of its sides
 * (each d/dx(u) as diff(u, x)), or undefined for a step without one. The parser does not read
 * d/dx, so each is read as its argument, standing in the side as a spare letter.
 */
export const derivativeChain = (text: string): string[] | undefined => {
  if (!/d²?\/dx²?\(/.test(text)) return undefined;
  return text.split(' = ').map((side) => {
    const names: Record<string, string> = {};
    let plain = '';
    let i = 0;
    const spare = ['u', 'v', 'w', 'q', 'p'];
    while (i < side.length) {
      const head = /^d(²?)\/dx²?\(/.exec(side.slice(i));
      if (!head) {
        plain += side[i];
        i += 1;
        continue;
      }
      let depth = 1;
      let j = i + head[0].length;
      for (; j < side.length && depth > 0; j++)
        depth += side[j] === '(' ? 1 : side[j] === ')' ? -1 : 0;
      const inner = side.slice(i + head[0].length, j - 1);
      const letter = spare.shift();
      if (letter === undefined) throw new Error(`too many derivatives in "${side}"`);
      names[letter] = `diff(${readPy(inner)}, x, ${head[1] ? 2 : 1})`;
      plain += letter;
      i = j;
    }
    return toPy(read(plain), names);
  });
};
/** "x = 3" → ["x", SymPy of 3]; "x ≈ 1e-9" too (its value is a double, not exact). */
const sides = (text: string): [string, string] => {
  const tree = read(text);
  if (
    tree.type !== 'relation' ||
    tree.operands.length !== 2 ||
    (tree.relations[0] !== '=' && tree.relations[0] !== '≈')
  )
    throw new Error(`"${text}" is not "unknown = value"`);
  const [l, r] = tree.operands as [MathNode, MathNode];
  return [l.type === 'variable' ? l.name : toPy(l), toPy(r)];
};

/**
 * An integral step, "∫3x² dx = 3∫x² dx = x³ + C", as the SymPy derivatives of its sides (each
 * ∫f dt as Integral(f, t), whose derivative in t is f; the constant C as 0), or undefined for a
 * step without one. All of a step's sides must have the same derivative. A side in u, when the
 * step's note names the substitution u = g(x) ("∫2xe^x² dx = ∫e^u du"), is differentiated by the
 * chain rule, (dS/du at u = g)·g′; without one (∫e^u du = e^u + C), in u.
 */
export const integralChain = (text: string, note: string): string[] | undefined => {
  const sub = /\bu = (.+?)(?:, so du\b|$)/.exec(note)?.[1];
  // A step with an integral, or putting back u = g(x) ("e^u + C = e^x² + C").
  if (!text.includes('∫') && !(sub !== undefined && /(?<![a-z])u(?![a-z])/.test(text)))
    return undefined;
  return text.split(' = ').map((side) => {
    const names: Record<string, string> = { C: '0' };
    const spare = ['p', 'q', 'r', 's', 'v', 'w'];
    let plain = '';
    let inU = false;
    let i = 0;
    while (i < side.length) {
      if (side[i] !== '∫') {
        plain += side[i];
        i += 1;
        continue;
      }
      let depth = 0;
      let j = i + 1;
      for (; j < side.length; j++) {
        const ch = side[j];
        if (ch === '(' || ch === '[') depth += 1;
        else if (ch === ')' || ch === ']') depth -= 1;
        else if (depth === 0 && /^ d[a-z]\b/.test(side.slice(j))) break;
      }
      const letter = spare.shift();
      if (letter === undefined || j >= side.length)
        throw new Error(`cannot read the integral step "${text}"`);
      const by = side[j + 2] as string;
      inU ||= by === 'u';
      names[letter] = `Integral(${readPy(side.slice(i + 1, j))}, ${by})`;
      plain += `(${letter})`;
      i = j + 3;
    }
    const tree = read(plain.trim());
    inU ||= JSON.stringify(tree).includes('"name":"u"');
    const py = toPy(tree, names);
    if (!inU) return `diff(${py}, x)`;
    if (sub === undefined) return `diff(${py}, u)`;
    const g = readPy(sub);
    return `(diff(${py}, u).subs(u, ${g})*diff(${g}, x))`;
  });
};

/** Interval notation as a SymPy set: "(−∞, −2] ∪ [2, ∞)", "{1}", "∅", "(−∞, ∞)". */
export const intervalPy = (text: string): string => {
  if (text === '∅') return 'S.EmptySet';
  const end = (t: string): string =>
    t === '−∞' || t === '-∞' ? '-oo' : t === '∞' ? 'oo' : readPy(t);
  const parts = text.split(' ∪ ').map((part) => {
    if (part.startsWith('{'))
      return `FiniteSet(${part.slice(1, -1).split(', ').map(end).join(', ')})`;
    const [open, close] = [part[0], part.at(-1)];
    const inner = part.slice(1, -1).split(', ');
    if (inner.length !== 2) throw new Error(`cannot read the interval "${part}"`);
    return `Interval(${end(inner[0] as string)}, ${end(inner[1] as string)}, ${open === '('}, ${close === ')'})`;
  });
  return parts.length === 1 ? (parts[0] as string) : `Union(${parts.join(', ')})`;
};

/** How an equation's answer reads: solutions, none, or every number. */
const statusOf = (v: SolveResult): 'roots' | 'none' | 'all' =>
  v.solutions.length > 0
    ? 'roots'
    : /every number|all real|infinitely many/i.test(v.answer)
      ? 'all'
      : 'none';

/** What is sent to SymPy as our answer for a problem, by its check. */
const oursOf = (p: CorpusProblem, v: SolveResult): unknown => {
  switch (p.check) {
    case 'equation':
    case 'rootpower':
      return {
        status: statusOf(v),
        // "Every number is a solution except x = 5": the values left out.
        except: (/except (.+)$/.exec(v.answer)?.[1] ?? '')
          .split(/,? and |, | or /)
          .filter((part) => part.length > 0)
          .map((part) => sides(part)[1]),
        roots: v.solutions.filter((s) => !s.text.includes('≈')).map((s) => sides(s.text)[1]),
        // Decimals for roots too large to write exactly: the nearest doubles.
        approx: v.solutions.filter((s) => s.text.includes('≈')).map((s) => sides(s.text)[1]),
        complex: (v.complexSolutions ?? []).map((s) => sides(s.text)[1]),
      };
    case 'trig':
      return { status: statusOf(v), roots: v.solutions.map((s) => sides(s.text)[1]) };
    case 'system': {
      const status = statusOf(v);
      if (status === 'roots')
        return { status, values: Object.fromEntries(v.solutions.map((s) => sides(s.text))) };
      const family = v.answer.replace(/^Infinitely many solutions:\s*/, '');
      return {
        status,
        family: status === 'all' ? family.split(', ').map((f) => sides(f)) : [],
      };
    }
    case 'inequality':
      if (v.interval === undefined) throw new Error('an inequality answered without an interval');
      return intervalPy(v.interval);
    case 'integral':
      // "x³/3 + C": the antiderivative without its constant.
      return readPy((v.solutions[0]?.text ?? v.answer).replace(/\s*\+\s*C$/, ''));
    case 'rational': {
      // "x + 1, x ≠ 1": the simplified form, and the values it excludes.
      const tree = read(v.answer);
      const items = tree.type === 'list' ? tree.items : [tree];
      const [form, ...rest] = items as [MathNode, ...MathNode[]];
      const excluded = rest.flatMap((item) =>
        item.type === 'relation' ? item.operands.slice(1).map((o) => toPy(o)) : [],
      );
      return { form: toPy(form), excluded };
    }
    default:
      // A value with no exact form is given to six significant digits after "≈".
      if (v.method === 'decimal approximation')
        return { approx: v.answer.split('≈').at(-1)?.trim() ?? '' };
      return readPy(v.solutions[0]?.text ?? v.answer);
  }
};

// ---------------------------------------------------------------------------------------------
// The oracle: one python3 process for a whole batch. Each job is { check, py, ours, order };
// each answer { ok, sympy, why? } with SymPy's own answer as text.

const SCRIPT = `
import json, sys, time
from sympy import *
from sympy.parsing.sympy_parser import parse_expr

x, y, z, t, u = symbols('x y z t u', real=True)
REAL = {'x': x, 'y': y, 'z': z, 't': t, 'u': u, 'E': E}
POS = {'x': Symbol('x', positive=True), 'y': Symbol('y', positive=True), 'E': E}
XC = Symbol('x')
CPLX = {'x': XC, 'E': E}

def P(s, ns=REAL):
    return sympify(s, locals=ns)

def U(s, ns=REAL):
    # As written, without SymPy's automatic distribution and collection.
    return parse_expr(s, local_dict=ns, evaluate=False)

POINTS = [Rational(37, 23), Rational(11, 7), Rational(5, 3)]

def zero(d):
    """Whether d is 0: expand, then simplify; failing a proof, 0 to 40 digits at three points."""
    if d == 0:
        return True
    try:
        if expand(d) == 0 or simplify(d) == 0:
            return True
    except Exception:
        pass
    syms = sorted(d.free_symbols, key=str)
    for p in POINTS:
        v = N(d.subs({s: p for s in syms}), 60)
        if not v.is_number or v.has(nan, zoo, oo, -oo) or abs(v) > Float('1e-40'):
            return False
    return True

def same_sets(ours, theirs, approx=()):
    # approx: decimals each within two units in the last place of a double of its exact root.
    if len(ours) + len(approx) != len(theirs):
        return False
    left = list(theirs)
    for a in approx:
        hit = next((b for b in left if abs(N(b, 50) - a) <= Float('2.3e-16', 50) * abs(N(b, 50))), None)
        if hit is None:
            return False
        left.remove(hit)
    for a in ours:
        hit = next((b for b in left if zero(a - b)), None)
        if hit is None:
            return False
        left.remove(hit)
    return True

def equation(text, ns):
    left, right = text.split('=')
    return Eq(P(left, ns), P(right, ns), evaluate=False), P(left, ns) - P(right, ns)

def poles(raw, var):
    # The real zeros of every denominator as written.
    bad = set()
    for part in preorder_traversal(raw):
        if part.is_Pow and part.exp.is_negative:
            found = solveset(P(str(part.base)), var, Reals)
            if isinstance(found, FiniteSet):
                bad |= set(found)
    return bad

def real_at(side, var, r):
    v = side.subs(var, r)
    if v.has(zoo, nan, oo, -oo):
        return False
    if v.is_real is not None:
        return bool(v.is_real)
    return abs(im(N(v, 50))) < Float('1e-40')

def factors_of(e):
    """The factors of a product as written, each as (base, multiplicity)."""
    if e.is_Mul:
        return [f for a in e.args for f in factors_of(a)]
    if e.is_Pow and e.exp.is_Integer and e.exp > 0:
        return [(b, k * int(e.exp)) for b, k in factors_of(e.base)]
    return [(e, 1)]

def expanded(e):
    for node in preorder_traversal(e):
        if node.is_Mul and any(a.is_Add for a in node.args):
            return False
        if node.is_Pow and node.base.is_Add:
            return False
    return True

def judge(job):
    check, py, ours = job['check'], job['py'], job['ours']
    if check in ('value', 'logexpr'):
        ns = POS if check == 'logexpr' else REAL
        want = P(py, ns)
        if isinstance(ours, dict):
            # Shown to six significant digits: within half a unit of the sixth digit of SymPy's.
            got = Float(ours['approx'].replace('−', '-'), 30)
            exact = N(want, 30)
            ok = want.is_real and exact != 0 and abs(exact - got) <= Float('0.5000001') * Float(10) ** (floor(log(abs(exact), 10)) - 5)
            return ok, str(N(want, 15))
        got = P(ours, ns)
        d = got - want
        if check == 'logexpr':
            d = expand_log(d, force=True)
        ok = zero(d)
        if ok and not want.free_symbols:
            # And numerically, to 1e-12 relative.
            ok = abs(N(got, 30) - N(want, 30)) <= Float('1e-12') * max(1, abs(N(want, 30)))
        return ok, str(want)
    if check == 'expand':
        want = P(py)
        got = U(ours)
        return zero(expand(P(ours) - want)) and expanded(got), str(expand(want))
    if check == 'factor':
        want = P(py)
        content, parts = factor_list(want, x)
        theirs = str(factor(want))
        if not zero(expand(P(ours) - want)):
            return False, theirs
        count = 0
        for base, k in factors_of(U(ours)):
            if not base.has(x):
                continue
            q = Poly(P(str(base)), x)
            if not q.is_irreducible:
                return False, theirs
            if all(c.is_Integer for c in q.all_coeffs()) and abs(q.content()) != 1:
                return False, theirs
            count += k
        return count == sum(k for _, k in parts), theirs
    if check == 'divide':
        n, d = P(py[0]), P(py[1])
        q, r = div(n, d, x)
        got = P(ours)
        terms = Add.make_args(expand(got))
        poly_part = Add(*[a for a in terms if a.is_polynomial(x)])
        rest = got - poly_part
        ok = zero(poly_part - q) and zero(rest - r / d)
        return ok, f'{q} + ({r})/({d})' if r != 0 else str(q)
    if check == 'equation':
        eq, diff_ = equation(py, REAL)
        var = t if diff_.has(t) and not diff_.has(x) else x
        left, right = [P(side) for side in py.split('=')]
        status = ours['status']
        mine = [P(a) for a in ours['roots']]
        near = [Float(P(a), 50) for a in ours.get('approx', [])]
        # Solved as one fraction's numerator (solveset alone misses x/(x-5) = 5/(x-5) + 1), then
        # each root kept only where both sides are real numbers (no zero denominator, no square
        # root or logarithm of a negative number): the equation is over the reals.
        found = solveset(numer(together(diff_)), var, Reals)
        if not (found == Reals or isinstance(found, FiniteSet) or found == S.EmptySet):
            found = solveset(eq, var, Reals)
        bad = poles(U(py.split('=')[0]) - U(py.split('=')[1]), var)
        if found == Reals:
            theirs = Complement(Reals, FiniteSet(*bad))
            excluded = [P(a) for a in ours['except']]
            ok = status == 'all' and same_sets(excluded, list(bad))
        elif isinstance(found, FiniteSet) or found == S.EmptySet:
            theirs = FiniteSet(*[r for r in found if real_at(left, var, r) and real_at(right, var, r)])
            ok = status == ('roots' if len(theirs) else 'none') and same_sets(mine, list(theirs), near)
        else:
            # SymPy gives no finite list: each of ours must satisfy the equation to 40 digits.
            ok = status == 'roots' and all(abs(N(diff_.subs(var, a), 60)) < Float('1e-40') for a in mine)
            return ok, 'numeric: ' + str(found)
        if ok and job.get('complex'):
            _, cdiff = equation(py, CPLX)
            every = roots(Poly(numer(together(cdiff)), XC), multiple=True)
            nonreal = [r for r in every if not r.is_real]
            ok = same_sets([P(a, CPLX).subs(I, I) for a in ours['complex']], nonreal)
            return ok, str(every)
        return ok, str(theirs)
    if check == 'rootpower':
        # Solved in T = q-th root of B (real for an odd q, at least 0 for an even one), then
        # B = T**q for x: every real x is one T**q when q is odd.
        equation_t, base_q = py
        base, q = base_q.split(';')
        q = int(q)
        T = Symbol('T', real=True)
        left, right = equation_t.split('=')
        ts = solveset(P(left, {'T': T}) - P(right, {'T': T}), T, Reals if q % 2 else Interval(0, oo))
        theirs = set()
        for t0 in ts:
            theirs |= set(solveset(P(base) - t0**q, x, Reals))
        mine = [P(a) for a in ours['roots']]
        ok = ours['status'] == ('roots' if theirs else 'none') and same_sets(mine, list(theirs))
        return ok, str(sorted(theirs, key=lambda e: N(e)))
    if check == 'trig':
        eq, _ = equation(py, REAL)
        theirs = solveset(eq, x, Interval.Ropen(0, 2 * pi))
        mine = [P(a) for a in ours['roots']]
        if not isinstance(theirs, FiniteSet):
            return False, 'not finite: ' + str(theirs)
        ok = ours['status'] == ('roots' if len(theirs) else 'none') and same_sets(mine, list(theirs))
        return ok, str([r * 180 / pi for r in theirs])
    if check == 'system':
        parts = [equation(e, REAL) for e in py.split(';')]
        names = [s for s in (x, y, z) if any(d.has(s) for _, d in parts)]
        sol = linsolve([d for _, d in parts], *names)
        if sol == S.EmptySet:
            return ours['status'] == 'none', 'no solution'
        (tup,) = list(sol)
        if all(v.free_symbols == set() for v in tup):
            vals = ours.get('values', {})
            ok = ours['status'] == 'roots' and all(
                str(s) in vals and zero(P(vals[str(s)]) - v) for s, v in zip(names, tup))
            return ok, str(dict(zip(names, tup)))
        # Infinitely many: our family must satisfy every equation identically.
        if ours['status'] != 'all':
            return False, str(tup)
        sub = {P(a): P(b) for a, b in ours['family']}
        ok = len(sub) > 0 and all(zero(d.subs(sub)) for _, d in parts)
        return ok, str(tup)
    if check == 'inequality':
        rels = [P(r) for r in py.split(';')]
        theirs = Intersection(*[solve_univariate_inequality(r, x, relational=False) for r in rels])
        got = P(ours)
        ok = got.symmetric_difference(theirs) == S.EmptySet
        if not ok:
            ends = sorted({e for e in list(got.boundary) + list(theirs.boundary) if e.is_finite}, key=lambda e: N(e))
            probes = list(ends)
            if ends:
                probes += [ends[0] - 1, ends[-1] + 1] + [(a + b) / 2 for a, b in zip(ends, ends[1:])]
            else:
                probes += [Integer(0), Integer(-7), Integer(7)]
            ok = all(bool(got.contains(p)) == bool(theirs.contains(p)) for p in probes)
        return ok, str(theirs)
    if check == 'derivative':
        want = diff(P(py), x, job.get('order', 1))
        return zero(want - P(ours)), str(want)
    if check == 'integral':
        ok = zero(diff(P(ours), x) - P(py))
        # SymPy's own antiderivative only for the report of a wrong one (it can be slow).
        return ok, 'diff(ours) equals the integrand' if ok else str(integrate(P(py), x))
    if check == 'rational':
        want = P(py)
        got = P(ours['form'])
        ok = zero(got - want)
        # The values it excludes: where the problem's denominators are 0.
        bad = poles(U(py), x)
        ok = ok and same_sets([P(e) for e in ours['excluded']], list(bad))
        return ok, f'{cancel(want)}, x not in {sorted(bad, key=lambda e: N(e))}'
    raise ValueError('unknown check ' + check)

out = []
for job in json.loads(sys.stdin.read()):
    start = time.time()
    try:
        ok, theirs = judge(job)
        false_chains = []
        for k, chain in enumerate(job.get('chains', [])):
            first = P(chain[0])
            if not all(zero(P(side) - first) for side in chain[1:]):
                false_chains.append(k)
        out.append({'ok': bool(ok), 'sympy': theirs, 'falseChains': false_chains, 's': time.time() - start})
    except Exception as err:
        out.append({'ok': False, 'sympy': '', 'why': type(err).__name__ + ': ' + str(err), 's': time.time() - start})
print(json.dumps(out))
`;

interface Judged {
  ok: boolean;
  sympy: string;
  why?: string;
  /** The derivative steps (by index among them) whose sides differ. */
  falseChains?: number[];
  /** Seconds SymPy took. */
  s: number;
}

/** SymPy's verdict on each job, from one python3 process. */
const sympyJudge = (jobs: readonly object[], timeoutMs: number): Judged[] => {
  return runPython<Judged[]>(SCRIPT, jobs, timeoutMs);
};

// ---------------------------------------------------------------------------------------------
// Running and counting.

export interface CorpusVerdict {
  problem: CorpusProblem;
  /** The refusal's message, when `solve` refused. */
  refused?: string;
  answer?: string;
  /** Why the answer is wrong (SymPy's answer with it), when it is. */
  wrong?: string;
  /** SymPy gave no finite set, so the roots were checked by substitution only. */
  numeric?: boolean;
  falseSteps: string[];
  steps: number;
  /** Time `solve` took, in milliseconds. */
  ms: number;
  /** Time SymPy took to judge it, in seconds. */
  sympySeconds?: number;
}

/** The points every equation step must hold at: the real solutions (or none known). */
const pointsOf = (p: CorpusProblem, v: SolveResult): Record<string, number>[] | undefined => {
  if (p.check !== 'equation' && p.check !== 'system' && p.check !== 'rootpower') return undefined;
  if (v.solutions.length === 0 || v.solutions.some((s) => typeof s.value !== 'number'))
    return undefined;
  if (p.check === 'system')
    return [Object.fromEntries(v.solutions.map((s) => [sides(s.text)[0], s.value as number]))];
  return v.solutions.map((s) => ({ [sides(s.text)[0]]: s.value as number }));
};

/** Solves every problem, checks every step, and asks SymPy about every answer in one batch. */
export const runCorpus = (
  problems: readonly CorpusProblem[],
  { timeoutMs = 900_000, solver = solve }: { timeoutMs?: number; solver?: typeof solve } = {},
): CorpusVerdict[] => {
  const verdicts: CorpusVerdict[] = [];
  const jobs: object[] = [];
  const asked: CorpusVerdict[] = [];
  const stepTexts: string[][] = [];
  for (const problem of problems) {
    const start = performance.now();
    const result = solver(problem.text);
    const ms = performance.now() - start;
    const verdict: CorpusVerdict = { problem, falseSteps: [], steps: 0, ms };
    verdicts.push(verdict);
    if (!result.ok) {
      verdict.refused = result.error.message;
      continue;
    }
    const v = result.value;
    verdict.answer = v.interval ? `${v.answer} ${v.interval}` : v.answer;
    verdict.steps = v.steps.length;
    try {
      const chains = v.steps.map(
        (st) => derivativeChain(st.text) ?? integralChain(st.text, st.note),
      );
      // Steps the parser reads (all but d/dx and ∫) also get the usual check.
      verdict.falseSteps = stepProblemsInCases(
        v.steps.filter((st, i) => chains[i] === undefined || !/d²?\/dx|∫/.test(st.text)),
        pointsOf(problem, v),
      );
      const ours = oursOf(problem, v);
      jobs.push({
        chains: chains.filter((c) => c !== undefined),
        check: problem.check,
        py: problem.py,
        ours,
        order: problem.order,
        // Complex roots are compared where the problem has them and wherever the solver states them.
        complex: problem.complex === true || (v.complexSolutions ?? []).length > 0,
      });
      stepTexts.push(v.steps.filter((_, i) => chains[i] !== undefined).map((st) => st.text));
      asked.push(verdict);
    } catch (err) {
      verdict.wrong = (err as Error).message;
    }
  }
  const judged = sympyJudge(jobs, timeoutMs);
  asked.forEach((verdict, i) => {
    const j = judged[i] as Judged;
    verdict.sympySeconds = j.s;
    if (j.sympy.startsWith('numeric: ')) verdict.numeric = true;
    if (!j.ok) verdict.wrong = `SymPy: ${j.sympy}${j.why ? ` (${j.why})` : ''}`;
    for (const k of j.falseChains ?? [])
      verdict.falseSteps.push(`"${stepTexts[i]?.[k]}" is false (SymPy)`);
  });
  return verdicts;
};

export interface CorpusRow {
  kind: string;
  problems: number;
  solved: number;
  wrong: number;
  refused: number;
  falseSteps: number;
  steps: number;
  handWritten: number;
}

/** The table by kind, with a total row last. */
export const corpusFigures = (verdicts: readonly CorpusVerdict[]): CorpusRow[] => {
  const rows = new Map<string, CorpusRow>();
  const blank = (kind: string): CorpusRow => ({
    kind,
    problems: 0,
    solved: 0,
    wrong: 0,
    refused: 0,
    falseSteps: 0,
    steps: 0,
    handWritten: 0,
  });
  const total = blank('total');
  for (const v of verdicts) {
    const row = rows.get(v.problem.kind) ?? blank(v.problem.kind);
    rows.set(v.problem.kind, row);
    for (const r of [row, total]) {
      r.problems += 1;
      if (v.refused !== undefined) r.refused += 1;
      else if (v.wrong !== undefined) r.wrong += 1;
      else r.solved += 1;
      r.falseSteps += v.falseSteps.length;
      r.steps += v.steps;
      if (v.problem.hand) r.handWritten += 1;
    }
  }
  return [...rows.values(), total];
};
