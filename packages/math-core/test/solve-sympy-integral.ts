/**
 * Integrands for indefinite integrals, generated in every family the solver integrates
 * (polynomials, negative and fractional powers and roots, 1/x, eˣ and aˣ of a linear argument,
 * sin, cos, tan, sec² and csc² of a linear argument, powers of a linear expression, f′(x)·g(f(x))
 * substitutions, products to multiply out, integration by parts, and sums of these).
 * src/solve/kinds/integral/oracle.test.ts has them integrated by `solve` and asks SymPy whether
 * simplify(diff(ours) − integrand) is 0; when simplify cannot tell, whether the difference is 0
 * (to 1e-9) at every one of a few points where both sides are defined (there must be at least
 * one). In the namespace of solve-sympy.ts `ln` is the natural logarithm and `log` the common
 * one, so integrands use `ln`.
 */

import { randomNumbers } from '../src/_lib/random';

/** A generated integrand in our notation and in SymPy's, with the family it is from. */
export interface IntegrandGen {
  family: string;
  text: string;
  py: string;
}

/** `count` integrands in x, cycling through the families so that each is well represented. */
export const integrands = (count: number, seed: number): IntegrandGen[] => {
  const random = randomNumbers(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const nonZero = (low: number, high: number) => {
    const k = int(low, high - 1);
    return k >= 0 ? k + 1 : k;
  };
  /** a·x + b as text and SymPy, with a ≠ 0. */
  const linear = () => {
    const a = pick([1, 2, 3, -1, 4, -2, 5]);
    const b = int(-5, 5);
    const ax = a === 1 ? 'x' : a === -1 ? '-x' : `${a}x`;
    const tail = b === 0 ? '' : b > 0 ? ` + ${b}` : ` - ${-b}`;
    return { text: `${ax}${tail}`, py: `(${a}*x + ${b})` };
  };
  const families: (() => IntegrandGen)[] = [
    () => {
      const terms = Array.from({ length: int(1, 4) }, () => [nonZero(-9, 9), int(0, 6)] as const);
      return {
        family: 'polynomial',
        text: terms.map(([c, k]) => `(${c})x^${k}`).join(' + '),
        py: terms.map(([c, k]) => `(${c})*x**${k}`).join(' + '),
      };
    },
    () => {
      const c = nonZero(-6, 6);
      const [p, q] = pick([
        [-1, 1],
        [-2, 1],
        [-3, 1],
        [1, 2],
        [3, 2],
        [-1, 2],
        [-3, 2],
        [1, 3],
        [2, 3],
        [-2, 3],
        [5, 4],
      ] as const);
      return {
        family: 'rational power',
        text: `${c}x^(${p}/${q})`,
        py: `(${c})*x**Rational(${p}, ${q})`,
      };
    },
    () => {
      const c = nonZero(-6, 6);
      return pick([
        { family: 'root', text: `${c}sqrt(x)`, py: `(${c})*sqrt(x)` },
        { family: 'root', text: `${c}/sqrt(x)`, py: `(${c})/sqrt(x)` },
        { family: 'root', text: `${c}cbrt(x)`, py: `(${c})*x**Rational(1, 3)` },
        { family: 'reciprocal', text: `${c}/x`, py: `(${c})/x` },
        { family: 'reciprocal', text: `${c}/x^${int(2, 5)}`, py: '' },
      ]);
    },
    () => {
      const c = nonZero(-5, 5);
      const u = linear();
      const a = pick([2, 3, 5, 10]);
      return pick([
        { family: 'exponential', text: `${c}e^(${u.text})`, py: `(${c})*exp(${u.py})` },
        { family: 'exponential', text: `${c}e^x`, py: `(${c})*exp(x)` },
        { family: 'exponential', text: `${c} * ${a}^x`, py: `(${c})*${a}**x` },
        { family: 'exponential', text: `${a}^(${u.text})`, py: `${a}**(${u.py})` },
      ]);
    },
    () => {
      const c = nonZero(-5, 5);
      const u = linear();
      return pick([
        { family: 'trigonometric', text: `${c}sin(${u.text})`, py: `(${c})*sin(${u.py})` },
        { family: 'trigonometric', text: `${c}cos(${u.text})`, py: `(${c})*cos(${u.py})` },
        { family: 'trigonometric', text: `sec(${u.text})^2`, py: `1/cos(${u.py})**2` },
        { family: 'trigonometric', text: `${c}/cos(${u.text})^2`, py: `(${c})/cos(${u.py})**2` },
        { family: 'trigonometric', text: `csc(${u.text})^2`, py: `1/sin(${u.py})**2` },
        { family: 'trigonometric', text: `tan(${u.text})`, py: `sin(${u.py})/cos(${u.py})` },
      ]);
    },
    () => {
      const u = linear();
      const c = nonZero(-4, 4);
      const [text, py] = pick([
        ['2', '2'],
        ['3', '3'],
        ['5', '5'],
        ['(-2)', '(-2)'],
        ['(1/2)', 'Rational(1, 2)'],
        ['(-1/2)', 'Rational(-1, 2)'],
        ['(2/3)', 'Rational(2, 3)'],
      ] as const);
      return pick([
        {
          family: 'linear substitution',
          text: `${c}(${u.text})^${text}`,
          py: `(${c})*(${u.py})**${py}`,
        },
        { family: 'linear substitution', text: `${c}/(${u.text})`, py: `(${c})/(${u.py})` },
        { family: 'linear substitution', text: `sqrt(${u.text})`, py: `sqrt(${u.py})` },
      ]);
    },
    () => {
      const m = int(2, 4);
      const b = nonZero(-5, 5);
      const n = pick([2, 3, 4, -2]);
      const k = m * pick([1, 2, -1]);
      return pick([
        {
          family: 'substitution',
          text: `${k}x^${m - 1}(x^${m} + ${b})^${n < 0 ? `(${n})` : n}`,
          py: `(${k})*x**${m - 1}*(x**${m} + ${b})**(${n})`,
        },
        {
          family: 'substitution',
          text: `${k}x^${m - 1} e^(x^${m})`,
          py: `(${k})*x**${m - 1}*exp(x**${m})`,
        },
        {
          family: 'substitution',
          text: `x^${m - 1}cos(x^${m})`,
          py: `x**${m - 1}*cos(x**${m})`,
        },
        {
          family: 'substitution',
          text: `x^${m - 1}/(x^${m} + ${Math.abs(b)})`,
          py: `x**${m - 1}/(x**${m} + ${Math.abs(b)})`,
        },
        {
          family: 'substitution',
          text: `x sqrt(x^2 + ${Math.abs(b)})`,
          py: `x*sqrt(x**2 + ${Math.abs(b)})`,
        },
      ]);
    },
    () => {
      const n = int(1, 4);
      const b = int(1, 5);
      return pick([
        { family: 'substitution', text: `cos(x)sin(x)^${n}`, py: `cos(x)*sin(x)**${n}` },
        { family: 'substitution', text: `sin(x)cos(x)^${n}`, py: `sin(x)*cos(x)**${n}` },
        { family: 'substitution', text: `ln(x)^${n}/x`, py: `ln(x)**${n}/x` },
        {
          family: 'substitution',
          text: `e^x(e^x + ${b})^${n}`,
          py: `exp(x)*(exp(x) + ${b})**${n}`,
        },
        { family: 'substitution', text: `e^x/(e^x + ${b})`, py: `exp(x)/(exp(x) + ${b})` },
        {
          family: 'substitution',
          text: `(x + ${b})/(x^2 + ${2 * b}x + ${b * b + 1})`,
          py: `(x + ${b})/(x**2 + ${2 * b}*x + ${b * b + 1})`,
        },
        { family: 'substitution', text: `1/(x ln(x))`, py: `1/(x*ln(x))` },
        { family: 'substitution', text: `sin(x)/cos(x)^2`, py: `sin(x)/cos(x)**2` },
      ]);
    },
    () => {
      const a = nonZero(-4, 4);
      const b = nonZero(-4, 4);
      return pick([
        {
          family: 'multiplying out',
          text: `(x + ${a})(x - ${b})`,
          py: `(x + ${a})*(x - ${b})`,
        },
        { family: 'multiplying out', text: `x(x + ${a})^2`, py: `x*(x + ${a})**2` },
        { family: 'multiplying out', text: `(x^2 + ${a})/x`, py: `(x**2 + ${a})/x` },
        {
          family: 'multiplying out',
          text: `(x + ${a})/sqrt(x)`,
          py: `(x + ${a})/sqrt(x)`,
        },
      ]);
    },
  ];
  // Integration by parts: a polynomial times eᵃˣ, sin or cos, and a logarithm times a power.
  families.push(() => {
    const n = int(1, 3);
    const a = pick([1, 2, -1, 3]);
    const u = linear();
    return pick([
      { family: 'by parts', text: `x^${n} e^(${a}x)`, py: `x**${n}*exp(${a}*x)` },
      { family: 'by parts', text: `x sin(${a}x)`, py: `x*sin(${a}*x)` },
      { family: 'by parts', text: `x^${n} cos(x)`, py: `x**${n}*cos(x)` },
      { family: 'by parts', text: `(${u.text})e^x`, py: `(${u.py})*exp(x)` },
      { family: 'by parts', text: `ln(x)`, py: 'ln(x)' },
      { family: 'by parts', text: `x^${n} ln(x)`, py: `x**${n}*ln(x)` },
      { family: 'by parts', text: `ln(${a < 0 ? -a : a}x + 1)`, py: `ln(${a < 0 ? -a : a}*x + 1)` },
    ]);
  });
  const one = (k: number): IntegrandGen => {
    const g = (families[k % families.length] as () => IntegrandGen)();
    // The reciprocal power's SymPy form is written from its text.
    if (g.py === '') {
      const [c, n] = g.text.split('/x^');
      return { ...g, py: `(${c})/x**${n}` };
    }
    return g;
  };
  return Array.from({ length: count }, (_, k) => {
    // Every fourth problem is a sum of two families.
    if (k % 4 === 3) {
      const [a, b] = [one(k), one(k + int(1, families.length - 1))];
      return {
        family: `sum: ${a.family} + ${b.family}`,
        text: `${a.text} + ${b.text}`,
        py: `(${a.py}) + (${b.py})`,
      };
    }
    return one(k);
  });
};

/** Integral problems as a student types them, in the notations the solver reads. */
export const integralProblems = (count: number, seed: number): string[] => {
  const random = randomNumbers(seed ^ 0x5bd1e995);
  const forms = [
    (t: string) => `∫ ${t} dx`,
    (t: string) => `integrate ${t}`,
    (t: string) => `integral of ${t} dx`,
    (t: string) => `∫(${t})dx`,
    (t: string) => `antiderivative of ${t}`,
    (t: string) => `find the integral of ${t} with respect to x`,
  ];
  return integrands(count, seed).map(({ text }) =>
    (forms[Math.floor(random() * forms.length)] as (t: string) => string)(text),
  );
};
