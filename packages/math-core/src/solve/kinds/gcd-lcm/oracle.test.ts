/**
 * gcd and lcm against SymPy's igcd and ilcm over generated lists of whole numbers (the slow
 * project: it starts python3). The examples people type are in test.ts beside this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const SYMPY = `
import json, sys
from sympy import igcd, ilcm
print(json.dumps([[str(igcd(*v)), str(ilcm(*v))] for v in json.loads(sys.stdin.read())]))
`;

describe('gcd and lcm against SymPy', () => {
  it('agree with igcd and ilcm on 300 generated lists', () => {
    const lists = fc.sample(
      fc.array(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 5000 })), {
        minLength: 2,
        maxLength: 5,
      }),
      { numRuns: 300, seed: 20261128 },
    );
    const want = runPython<[string, string][]>(SYMPY, lists);
    let lcmsGiven = 0;
    lists.forEach((values, i) => {
      const [g, l] = want[i] as [string, string];
      const gcd = solve(`gcd(${values.join(', ')})`);
      expect(gcd.ok && gcd.value.answer, `gcd ${values}`).toBe(g);
      const lcm = solve(`lcm(${values.join(', ')})`);
      // An lcm past 2^53 is refused as too large rather than given rounded.
      if (BigInt(l) > BigInt(Number.MAX_SAFE_INTEGER))
        expect(lcm.ok ? lcm.value.answer : lcm.error.code, `lcm ${values}`).toBe('out_of_range');
      else {
        expect(lcm.ok && lcm.value.answer, `lcm ${values}`).toBe(l);
        lcmsGiven++;
      }
    });
    expect(lcmsGiven).toBeGreaterThan(250);
  });
});
