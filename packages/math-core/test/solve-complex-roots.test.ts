/**
 * Quadratics with a negative discriminant: "No real solutions" with the complex solutions
 * stated, each checked by exact substitution, and compared with SymPy's roots over ~150
 * generated quadratics.
 */
import { describe, expect, it } from 'vitest';
import { complexValue } from '../src/algebra/complex';
import { toPoly } from '../src/algebra/reading';
import * as E from '../src/math/exact';
import { parseMath } from '../src/math/parseMath';
import { polyAt } from '../src/solve/complexRoots';
import { solve } from '../src/solve/solve';
import { solveQuadratic } from '../src/solve/solveQuadratic';
import { sympyBreadth } from './solve-sympy-breadth';

const answer = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

/** A root's text ("x = (−1 + i√3)/2") as [re, im] numbers. */
const numeric = (text: string): [number, number] => {
  const read = parseMath(text.split('=').pop() as string);
  const z = read.ok ? complexValue(read.value) : undefined;
  if (!z) throw new Error(`unreadable root ${text}`);
  return [E.toNumber(z.re), E.toNumber(z.im)];
};

describe('complex solutions of quadratics', () => {
  it('states them beside "No real solutions"', () => {
    const cases: [string, string, string[]][] = [
      ['x^2+4=0', 'No real solutions; x = ±2i', ['x = −2i', 'x = 2i']],
      ['x^2+2x+5=0', 'No real solutions; x = −1 ± 2i', ['x = −1 − 2i', 'x = −1 + 2i']],
      [
        'x^2+x+1=0',
        'No real solutions; x = (−1 ± i√3)/2',
        ['x = (−1 − i√3)/2', 'x = (−1 + i√3)/2'],
      ],
      ['-x^2-1=0', 'No real solutions; x = ±i', ['x = −i', 'x = i']],
      ['(x+1)^2 = -9', 'No real solutions; x = −1 ± 3i', ['x = −1 − 3i', 'x = −1 + 3i']],
      ['3x^2+2=0', 'No real solutions; x = ±(i√6)/3', ['x = (−i√6)/3', 'x = (i√6)/3']],
    ];
    for (const [text, expected, roots] of cases) {
      const r = answer(text);
      expect(r.answer, text).toBe(expected);
      expect(r.solutions, text).toEqual([]);
      expect(r.complexSolutions, text).toEqual(roots.map((t) => ({ text: t })));
    }
  });

  it('takes the square root of the negative discriminant in a step', () => {
    const steps = answer('x^2+2x+5=0').steps.map((s) => s.text);
    expect(steps).toContain('√(−16) = 4i');
    expect(steps).toContain('x = (−2 ± 4i)/2');
    expect(steps.at(-1)).toBe('x = −1 ± 2i');
    expect(answer('x^2+4=0').steps.at(-1)?.note).toContain('x = ±√(−4) = ±2i');
  });

  it('leaves real roots, linear equations and solveQuadratic as they were', () => {
    expect(answer('x^2-5x+6=0').complexSolutions).toBeUndefined();
    expect(answer('2x+1=2x+3').answer).toBe('No solution');
    const q = solveQuadratic(1, 1, 1);
    expect(q.ok && q.value.answer).toBe('No real solutions');
  });

  it('checks a root by exact substitution', () => {
    const read = (text: string) => {
      const r = parseMath(text);
      if (!r.ok) throw new Error(text);
      return r.value;
    };
    const poly = toPoly(read('x^2+x+1'));
    const good = complexValue(read('(-1+i√3)/2'));
    const bad = complexValue(read('(-1+i√5)/2'));
    if (!good || !bad) throw new Error('unreadable');
    const zero = polyAt(poly, 'x', good);
    expect(zero.re.length + zero.im.length).toBe(0);
    const off = polyAt(poly, 'x', bad);
    expect(off.re.length + off.im.length).toBeGreaterThan(0);
  });
});

describe('complex solutions against SymPy', () => {
  // A small deterministic generator: the same problems every run.
  let seed = 20261127;
  const next = (lo: number, hi: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return lo + (seed % (hi - lo + 1));
  };
  const signed = (k: number, body: string, first: boolean): string => {
    if (k === 0) return '';
    const size = Math.abs(k) === 1 && body ? '' : String(Math.abs(k));
    return `${k < 0 ? '-' : first ? '' : '+'}${size}${body}`;
  };
  const problems: string[] = [];
  while (problems.length < 150) {
    const a = next(-9, 9);
    const b = next(-12, 12);
    const c = next(-20, 30);
    if (a === 0 || b * b - 4 * a * c >= 0) continue;
    const shape = problems.length % 3;
    if (shape === 0)
      problems.push(`${signed(a, 'x^2', true)}${signed(b, 'x', false)}${signed(c, '', false)}=0`);
    else if (shape === 1)
      problems.push(`${signed(a, 'x^2', true)}${signed(b, 'x', false) || '+0x'}=${-c}`);
    else
      problems.push(
        `${signed(a, 'x^2', true)}${signed(c, '', false)}=${signed(-b, 'x', true) || '0'}`,
      );
  }

  it('agrees on every root of 150 quadratics with a negative discriminant', () => {
    const oracle = sympyBreadth(
      problems.map((p) => ['complex', p.replace(/\^/g, '**').replace(/(\d)x/g, '$1*x')] as const),
    );
    let agreed = 0;
    for (const [i, text] of problems.entries()) {
      const r = answer(text);
      const expected = oracle[i];
      if (expected?.kind !== 'roots') throw new Error(`${text}: SymPy ${JSON.stringify(expected)}`);
      expect(r.answer, text).toMatch(/^No real solutions; x = /);
      const ours = (r.complexSolutions ?? [])
        .map((s) => numeric(s.text))
        .sort((u, v) => u[0] - v[0] || u[1] - v[1]);
      expect(ours.length, text).toBe(2);
      for (const [k, [re, im]] of ours.entries()) {
        const [sre, sim] = expected.values[k] as [number, number];
        expect(Math.abs(re - sre), text).toBeLessThan(1e-9 * (1 + Math.abs(sre)));
        expect(Math.abs(im - sim), text).toBeLessThan(1e-9 * (1 + Math.abs(sim)));
      }
      agreed += 1;
    }
    expect(agreed).toBe(150);
  });
});
