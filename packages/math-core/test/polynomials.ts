/**
 * Polynomials in x for the tests: worked equations of degree 3 and more with their answers, 200
 * generated from random small factors, typed and in SymPy's syntax, and a polynomial's
 * coefficients as SymPy writes them.
 */
import { randomNumbers } from '../src/_lib/random';
import * as P from '../src/algebra/poly';

/** Coefficients from the highest power of x down, as SymPy writes them ("1/2", "-3"). */
export const coeffs = (p: P.Poly): string[] => {
  if (p.length === 0) return ['0'];
  const out: string[] = [];
  for (let k = P.degree(p, 'x'); k >= 0; k--) {
    const c = P.coeff(p, 'x', k);
    out.push(c.q === 1n ? String(c.p) : `${c.p}/${c.q}`);
  }
  return out;
};

/** Equations of degree 3 and more as typed, with the answer the solver gives. */
export const POLYNOMIAL_EQUATIONS: [string, string][] = [
  ['x^3-8=0', 'x = 2; no other real solutions; x = −1 ± i√3'],
  ['x^3-6x^2+11x-6=0', 'x = 1 or x = 2 or x = 3'],
  ['x^4-5x^2+4=0', 'x = −2 or x = −1 or x = 1 or x = 2'],
  ['2x^3-3x^2-11x+6=0', 'x = −2 or x = 1/2 or x = 3'],
  ['x^3=2x', 'x = −√2 or x = 0 or x = √2'],
  ['(x-1)^2(x+2)=0', 'x = −2 or x = 1'],
  ['2x^3+x^2-4x-2=0', 'x = −√2 or x = −1/2 or x = √2'],
  ['x^3-2=0', 'x = ∛2; no other real solutions; x = ∛2(cos(120°) ± i sin(120°))'],
  ['x^4+2=0', 'No real solutions; x = ∜2(cos(45°) ± i sin(45°)), x = ∜2(cos(135°) ± i sin(135°))'],
];

/** Whole coefficients from the constant up, multiplied. */
export const times = (a: number[], b: number[]): number[] => {
  const out = new Array(a.length + b.length - 1).fill(0);
  a.forEach((u, i) => {
    b.forEach((v, j) => {
      out[i + j] += u * v;
    });
  });
  return out;
};
/** Typed form (2x^3-3x^2-11x+6) and SymPy form of coefficients from the constant up. */
export const texts = (c: number[]): [string, string] => {
  const typed: string[] = [];
  const py: string[] = [];
  for (let i = c.length - 1; i >= 0; i--) {
    const k = c[i] as number;
    if (k === 0) continue;
    const sign = k < 0 ? '-' : typed.length > 0 ? '+' : '';
    const size = Math.abs(k);
    const coef = size === 1 && i > 0 ? '' : String(size);
    const power = i === 0 ? '' : i === 1 ? 'x' : `x^${i}`;
    typed.push(`${sign}${coef}${power}`);
    py.push(`${sign}${coef}${coef && power ? '*' : ''}${power.replace('^', '**')}`);
  }
  return [typed.join(''), py.join('') || '0'];
};

/** 200 polynomials made of random small factors: linear, quadratic, cubic, x, and a number in front. */
export const generated = (): number[][] => {
  const next = randomNumbers(20261127);
  const pick = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const out: number[][] = [];
  while (out.length < 200) {
    let c: number[] = [pick(1, 3) * (next() < 0.2 ? -1 : 1)];
    const parts = pick(2, 4);
    for (let i = 0; i < parts; i++) {
      const kind = next();
      if (kind < 0.6) c = times(c, [pick(-6, 6), pick(1, 3)]);
      else if (kind < 0.85) c = times(c, [pick(-6, 6), pick(-4, 4), 1]);
      else if (kind < 0.92) c = times(c, [pick(-5, 5), pick(-5, 5), 0, 1]);
      else c = times(c, [0, 1]);
    }
    while (c.length > 1 && c[c.length - 1] === 0) c.pop();
    if (c.length - 1 >= 3 && c.length - 1 <= 8) out.push(c);
  }
  return out;
};
