/**
 * Generated rational equations and rational expressions in x, each as a student types it and in
 * SymPy's syntax with its denominators. src/solve/kinds/rational-equation/oracle.test.ts asks SymPy for the real
 * solutions of an equation that make no denominator 0, and whether a simplified expression equals
 * the problem with the same excluded values.
 */

/** A generated problem: as a student types it, in SymPy's syntax, and its denominators (SymPy). */
export interface RationalProblem {
  text: string;
  sympy: string;
  denominators: string[];
}

/** A number generator from a seed: the same problems on every run. */
const generator = (seed: number) => {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  const nonzero = (lo: number, hi: number): number => {
    const k = pick(lo, hi - 1);
    return k >= 0 ? k + 1 : k;
  };
  return { pick, nonzero };
};

/** x + a, typed: x+3, x-2, x. */
const lin = (a: number, k = 1): string => {
  const head = k === 1 ? 'x' : k === -1 ? '-x' : `${k}*x`;
  return a === 0 ? head : a > 0 ? `${head}+${a}` : `${head}-${-a}`;
};
/** A polynomial from its coefficients, highest power first: [1, 5, 6] is x**2+5*x+6. */
const poly = (cs: number[]): string => {
  const n = cs.length - 1;
  const terms = cs
    .map((c, i) => {
      const k = n - i;
      if (c === 0) return '';
      const power = k === 0 ? '' : k === 1 ? 'x' : `x**${k}`;
      const size = Math.abs(c);
      const body = k === 0 ? `${size}` : size === 1 ? power : `${size}*${power}`;
      return `${c < 0 ? '-' : '+'}${body}`;
    })
    .filter((t) => t !== '')
    .join('');
  if (terms === '') return '0';
  return terms.startsWith('+') ? terms.slice(1) : terms;
};
/** + k or − |k| before the next term. */
const plus = (k: number): string => (k < 0 ? ` - ${-k}` : ` + ${k}`);
/** (x + a)(x + b) expanded, as coefficients. */
const times = (a: number, b: number): number[] => [1, a + b, a * b];

/** What a student types for a SymPy string: ^ for powers and products written side by side. */
const typed = (sympy: string): string => sympy.replace(/\*\*/g, '^').replace(/\*/g, '');

const problem = (sympy: string, denominators: string[], prefix = ''): RationalProblem => ({
  text: `${prefix}${typed(sympy)}`,
  sympy,
  denominators,
});

/**
 * `count` rational equations in x, of several shapes: a/(x + p) = b; two fractions equal to a
 * number; a fraction equal to a fraction; fractions over (x + p), (x + q) and their product
 * (which often brings in a solution that makes a denominator 0); a fraction over a factored
 * or expanded quadratic; and a/x + b = c/x². After clearing denominators each is of degree at
 * most 2.
 */
export const rationalEquations = (count: number, seed = 11): RationalProblem[] => {
  const { pick, nonzero } = generator(seed);
  const out: RationalProblem[] = [];
  for (let i = 0; out.length < count; i++) {
    const [a, b, c] = [nonzero(-9, 9), nonzero(-9, 9), nonzero(-9, 9)];
    const [p, q] = [pick(-6, 6), pick(-6, 6)];
    if (p === q) continue;
    const [xp, xq] = [lin(p), lin(q)];
    switch (i % 9) {
      case 0:
        out.push(problem(`${a}/(${xp}) = ${b}`, [xp]));
        break;
      case 1:
        out.push(problem(`${a}/(${xp})${plus(b)}/(${xq}) = ${c}`, [xp, xq]));
        break;
      case 2:
        out.push(problem(`(${lin(a)})/(${xp}) = (${lin(b)})/(${xq})`, [xp, xq]));
        break;
      case 3: {
        const both = poly(times(p, q));
        out.push(problem(`${a}/(${xp})${plus(b)}/(${xq}) = ${c}/(${both})`, [xp, xq, both]));
        break;
      }
      case 4: {
        const both = `(${xp})*(${xq})`;
        out.push(problem(`(${lin(a)})/(${xp})${plus(-b)}/(${both}) = ${c}`, [xp, both]));
        break;
      }
      case 5:
        out.push(problem(`${a}/x${plus(b)} = ${c}/x**2`, ['x', 'x**2']));
        break;
      case 6: {
        // (x² − p²)/(x + p) = c: x = −p makes a denominator 0, x = c + p may not.
        const s = p === 0 ? a : p;
        out.push(problem(`x**2/(${lin(s)}) - ${s * s}/(${lin(s)}) = ${c}`, [lin(s)]));
        break;
      }
      case 7: {
        // x/(x + p) = −p/(x + p) + k: the only candidate makes a denominator 0.
        const k = b === 1 ? 2 : b;
        out.push(problem(`x/(${xp}) = ${-p}/(${xp})${plus(k)}`, [xp]));
        break;
      }
      default:
        out.push(problem(`(${poly([1, pick(0, 3), a])})/(${xp}) = ${lin(b)}`, [xp]));
        break;
    }
  }
  return out;
};

/**
 * `count` rational expressions in x to simplify, add, subtract, multiply and divide: a quotient
 * of two quadratics with a common factor (typed expanded), two fractions added or subtracted,
 * a product and a quotient of fractions, a fraction over a difference of squares plus another,
 * and a cubic over a linear factor it shares. Single fractions are asked for with "simplify".
 */
export const rationalExpressions = (count: number, seed = 23): RationalProblem[] => {
  const { pick, nonzero } = generator(seed);
  const out: RationalProblem[] = [];
  for (let i = 0; out.length < count; i++) {
    const [a, b, c] = [pick(-6, 6), pick(-6, 6), pick(-6, 6)];
    const [k, m] = [nonzero(-7, 7), nonzero(-7, 7)];
    if (a === b || b === c || a === c) continue;
    switch (i % 6) {
      case 0: {
        const [top, bottom] = [poly(times(a, b)), poly(times(a, c))];
        out.push(problem(`(${top})/(${bottom})`, [bottom], 'simplify '));
        break;
      }
      case 1:
        out.push(problem(`${k}/(${lin(a)})${plus(m)}/(${lin(b)})`, [lin(a), lin(b)]));
        break;
      case 2:
        out.push(problem(`(${lin(c)})/(${lin(a)}) - (${lin(k)})/(${lin(b)})`, [lin(a), lin(b)]));
        break;
      case 3: {
        const [u, v] = [lin(a), lin(b)];
        out.push(problem(`((${lin(c)})/(${u}))*((${u})/(${v}))`, [u, v]));
        break;
      }
      case 4: {
        const [u, w] = [lin(a), lin(c)];
        out.push(problem(`((${poly(times(a, b))})/(${w}))/((${u})/(${w}))`, [w, w, u]));
        break;
      }
      default: {
        const s = Math.abs(a) || 1;
        const square = poly([1, 0, -s * s]);
        out.push(problem(`${k}/(${square})${plus(m)}/(${lin(s)})`, [square, lin(s)]));
        break;
      }
    }
  }
  return out;
};
