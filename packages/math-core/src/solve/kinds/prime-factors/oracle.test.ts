/**
 * Whole numbers into primes against SymPy's factorint (the slow project: it starts python3): typed
 * problems and 200 generated numbers up to 10^12 have the same primes and powers. The examples are
 * in test.ts beside this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const FACTORINT = `
import json, sys
from sympy import factorint
print(json.dumps([{str(p): k for p, k in factorint(n).items()} for n in json.loads(sys.stdin.read())]))
`;

describe('whole numbers into primes against SymPy', () => {
  it('gives factorint’s primes and powers for typed and 200 generated numbers', () => {
    // As students type them, with the number each asks about.
    const typed: [string, number][] = [
      ['factor 360', 360],
      ['prime factorization of 84', 84],
      ['the prime factors of 1001', 1001],
      ['Find the prime factorisation of 2024', 2024],
      ['factorise 999', 999],
      ['prime factors of 97', 97],
      ['factor 1024', 1024],
      ['What is the prime factorization of 5040?', 5040],
      ['factor 123456789', 123456789],
      ['prime factorization of 1000000', 1000000],
      ['factorize 2^10 - 1', 1023],
      ['factor 600851475143', 600851475143],
    ];
    const numbers = [
      ...fc.sample(fc.integer({ min: 2, max: 10_000 }), { numRuns: 100, seed: 20261128 }),
      ...fc.sample(fc.integer({ min: 2, max: 10 ** 12 }), { numRuns: 100, seed: 20261129 }),
    ];
    const problems = [...typed.map(([text]) => text), ...numbers.map((k) => `factor ${k}`)];
    const want = runPython<Record<string, number>[]>(FACTORINT, [
      ...typed.map(([, k]) => k),
      ...numbers,
    ]);
    const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
    problems.forEach((text, i) => {
      const r = solve(text);
      if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
      // "2³ × 3² × 5" as { 2: 3, 3: 2, 5: 1 }.
      const got = Object.fromEntries(
        r.value.answer.split(' × ').map((power) => {
          const [, prime, exponent] = /^(\d+)([⁰¹²³⁴⁵⁶⁷⁸⁹]*)$/.exec(power) ?? [];
          const k = [...(exponent ?? '')].map((d) => SUPERSCRIPT.indexOf(d)).join('');
          return [prime, k === '' ? 1 : Number(k)];
        }),
      );
      expect(got, text).toEqual(want[i]);
    });
  });
});
