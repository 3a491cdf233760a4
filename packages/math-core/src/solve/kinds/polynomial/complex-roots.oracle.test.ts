/**
 * Quadratics with a negative discriminant against SymPy: every complex root of ~150 generated
 * quadratics (the slow project: it starts python3). The worked examples and the check by exact
 * substitution are in src/solve/kinds/polynomial/complex-roots.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sympyBreadth } from '../../../../test/solve-sympy-breadth';
import { complexValue } from '../../../algebra/complex';
import * as E from '../../../math/exact';
import { parseMath } from '../../../math/parseMath';
import { solve } from '../../solve';

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
