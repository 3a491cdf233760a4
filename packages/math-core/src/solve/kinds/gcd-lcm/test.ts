/**
 * gcd and lcm as typed: the examples exactly, with their steps and the tool linked with the
 * numbers filled in; refusals for what is not a list of whole numbers; and a property against
 * the definitions (the gcd divides every number and leaves coprime quotients; the lcm is a
 * multiple of every number and the gcd of its cofactors is 1). SymPy's gcd and lcm over random
 * lists are in oracle.test.ts beside this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

describe('gcd and lcm', () => {
  it('gives the examples exactly, through prime factorisations, with the GCD & LCM tool', () => {
    const r = solved('gcd(12, 18)');
    expect(r).toMatchObject({
      kind: 'gcd-lcm',
      title: 'Greatest common divisor',
      practice: null,
      method: 'prime factorisation',
      problem: 'gcd(12, 18)',
      answer: '6',
      solutions: [{ text: '6', value: 6 }],
      tool: { id: 'gcd-lcm', path: '/tools?tool=gcd-lcm&values=12,18' },
    });
    expect(r.steps.map((s) => [s.note, s.text])).toEqual([
      ['Prime factors of 12', '12 = 2² × 3'],
      ['Prime factors of 18', '18 = 2 × 3²'],
      ['GCD of 12, 18: each prime they share, to its smallest power', '2 × 3 = 6'],
    ]);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
    const l = solved('lcm(4, 6, 10)');
    expect(l).toMatchObject({ title: 'Least common multiple', answer: '60' });
    expect(l.steps.at(-1)?.text).toBe('2² × 3 × 5 = 60');
    expect(solved('gcd(72, 120, 96)').answer).toBe('24');
    // Numbers may be written as any exact whole-number expression.
    expect(solved('lcm(2^3, 6)')).toMatchObject({
      answer: '24',
      tool: { path: '/tools?tool=gcd-lcm&values=8,6' },
    });
    expect(solved('gcd(7, 13)').answer).toBe('1');
  });

  it('refuses what is not two or more whole numbers from 1 to 10^12', () => {
    for (const text of ['gcd(0, 5)', 'gcd(1.5, 3)', 'lcm(-4, 6)', 'gcd(10^13, 2)'])
      expect(refusal(text), text).toMatchObject({
        code: 'invalid_value',
        message: 'gcd and lcm take whole numbers from 1 to 10^12',
      });
    expect(refusal('gcd(12)')).toMatchObject({
      code: 'invalid_value',
      message: 'gcd needs two or more numbers: gcd(12, 18)',
    });
    expect(refusal('lcm(999999999989, 999999999961)')).toMatchObject({ code: 'out_of_range' });
  });

  it('agrees with the definitions for lists of whole numbers whose lcm is exact (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 4 }),
        (values) => {
          const list = values.join(', ');
          const big = values.map(BigInt);
          const g = BigInt(solved(`gcd(${list})`).answer);
          expect(big.every((v) => v % g === 0n)).toBe(true);
          expect(big.map((v) => v / g).reduce(gcd)).toBe(1n);
          const l = BigInt(solved(`lcm(${list})`).answer);
          expect(big.every((v) => l % v === 0n)).toBe(true);
          expect(big.map((v) => l / v).reduce(gcd)).toBe(1n);
        },
      ),
      { numRuns: 200 },
    );
  });
});
