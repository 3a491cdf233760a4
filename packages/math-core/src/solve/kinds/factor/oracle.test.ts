/**
 * Factoring and polynomial equations against SymPy (the slow project: it starts python3): the
 * worked equations of degree 3 and more have SymPy's real solutions, and ~200 generated
 * polynomials (polynomials.ts) have the same irreducible factors and real roots. The worked
 * examples and the properties are in src/solve/kinds/factor/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { generated, POLYNOMIAL_EQUATIONS, texts } from '../../../../test/polynomials';
import { sympy } from '../../../../test/solve-sympy';
import { sympyFactor } from '../../../../test/solve-sympy-factor';
import { factorPolynomial } from '../../../algebra/factor';
import * as P from '../../../algebra/poly';
import { toPoly } from '../../../algebra/reading';
import { parseMath } from '../../../math/parseMath';
import * as R from '../../../math/rational';
import { solve } from '../../solve';

const answered = (text: string) => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

describe('solve: polynomial equations of degree 3 and more', () => {
  it('gives the real solutions SymPy finds for the worked equations', () => {
    const cases = POLYNOMIAL_EQUATIONS;
    const o = sympy(
      cases.map(
        ([text]) =>
          [
            'solve',
            text
              .replace(/\^/g, '**')
              .replace(/(\d)\(/g, '$1*(')
              .replace(/\)\(/g, ')*(')
              .replace(/(\d)x/g, '$1*x'),
          ] as const,
      ),
    );
    cases.forEach(([text], i) => {
      const oracle = o[i];
      expect(oracle?.kind, text).toBe('finite');
      if (oracle?.kind !== 'finite') return;
      const values = answered(text).solutions.map((s) => s.value);
      expect(values, text).toEqual(oracle.values.map((v) => expect.closeTo(v, 9)));
    });
  });
});

describe('solve: factoring and polynomial equations against SymPy', () => {
  it('agrees with SymPy on ~200 generated polynomials: the same irreducible factors, the same real roots', () => {
    const polys = generated();
    const jobs = polys.map((c) => {
      const [typed, py] = texts(c);
      const p = toPoly((parseMath(typed) as { ok: true; value: never }).value);
      let claim: Parameters<typeof sympyFactor>[0][number]['claim'];
      let ours: { coeffs: number[]; times: number }[] | undefined;
      try {
        const f = factorPolynomial(p, 'x');
        ours = f.factors.map((g) => ({
          coeffs: P.coefficients(g.poly, 'x').reverse().map(R.toNumber),
          times: g.times,
        }));
        if (f.power > 0) ours.push({ coeffs: [1, 0], times: f.power });
        claim = {
          content: `${f.content.p}/${f.content.q}`,
          power: f.power,
          factors: f.factors.map((g) => ({
            coeffs: P.coefficients(g.poly, 'x').reverse().map(R.toNumber),
            times: g.times,
          })),
        };
      } catch (err) {
        if (!(err instanceof R.SolveStop)) throw err;
      }
      return { typed, py, ours, claim };
    });
    const oracle = sympyFactor(jobs.map((j) => ({ poly: j.py, claim: j.claim })));
    const key = (f: { coeffs: number[]; times: number }) => `${f.coeffs.join(',')}^${f.times}`;
    let [factorAgreed, factorRefused, rootsAgreed, rootsRefused] = [0, 0, 0, 0];
    jobs.forEach((job, i) => {
      const o = oracle[i] as (typeof oracle)[number];
      // Through solve as typed, too.
      const typed = solve(`factor ${job.typed}`);
      if (!job.ours) {
        expect(typed.ok, job.typed).toBe(false);
        factorRefused += 1;
      } else {
        expect(typed.ok, job.typed).toBe(true);
        expect(o.same, job.typed).toBe(true);
        expect(job.ours.map(key).sort(), job.typed).toEqual(o.factors.map(key).sort());
        factorAgreed += 1;
      }
      const equation = solve(`${job.typed}=0`);
      if (!equation.ok) {
        expect(equation.error.code, job.typed).toBe('unsupported');
        // Only for roots it does not find: a factor of degree 3 or more without n-th roots.
        expect(equation.error.message, job.typed).toMatch(
          /not rational numbers or square roots|could not finish factoring/,
        );
        rootsRefused += 1;
        return;
      }
      expect(
        equation.value.solutions.map((s) => s.value),
        job.typed,
      ).toEqual(o.roots.map((v) => expect.closeTo(v, 8)));
      rootsAgreed += 1;
    });
    console.log(
      `factor: ${jobs.length} problems, ${factorAgreed} agreed, ${factorRefused} refused; equations: ${rootsAgreed} agreed, ${rootsRefused} refused`,
    );
    expect(factorAgreed).toBeGreaterThan(180);
    expect(rootsAgreed).toBeGreaterThan(150);
  }, 60_000);
});
