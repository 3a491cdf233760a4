/**
 * Radical equations against SymPy's real solutions over ~150 generated equations (the slow
 * project: it starts python3): an answer is either SymPy's or a refusal, never another one. The
 * worked examples are in src/solve/kinds/radical/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { sympy } from '../../../../test/solve-sympy';
import { solve } from '../../solve';

describe('radical equations against SymPy', () => {
  let seed = 977;
  const next = (lo: number, hi: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return lo + (seed % (hi - lo + 1));
  };
  const lin = (a: number, b: number): string =>
    `${a === 1 ? '' : a === -1 ? '-' : a}x${b === 0 ? '' : b < 0 ? `-${-b}` : `+${b}`}`;
  const problems: string[] = [];
  while (problems.length < 150) {
    const shape = problems.length % 5;
    const [a, b, c, d] = [next(1, 4), next(-9, 9), next(-3, 3), next(-9, 9)];
    if (shape === 0 && c !== 0) problems.push(`sqrt(${lin(a, b)})=${lin(c, d)}`);
    else if (shape === 1) problems.push(`sqrt(${lin(a, b)})=${d}`);
    else if (shape === 2)
      problems.push(`sqrt(x+${next(0, 9)})+sqrt(x${b < 0 ? b : `+${b}`})=${next(1, 8)}`);
    else if (shape === 3)
      problems.push(`sqrt(x+${next(0, 12)})-sqrt(x${b < 0 ? b : `+${b}`})=${next(-2, 4)}`);
    else if (shape === 4 && c !== 0)
      problems.push(`${a}sqrt(${lin(1, b)})+${next(0, 6)}=${lin(c, d)}`);
  }

  it("gives SymPy's real solutions or refuses, over 150 generated equations", () => {
    const oracle = sympy(
      problems.map((p) => ['solve', p.replace(/(\d)(x|sqrt)/g, '$1*$2')] as const),
    );
    let agreed = 0;
    let refused = 0;
    const refusals: string[] = [];
    for (const [i, text] of problems.entries()) {
      const expected = oracle[i];
      if (expected?.kind !== 'finite')
        throw new Error(`${text}: SymPy ${JSON.stringify(expected)}`);
      const r = solve(text);
      if (!r.ok) {
        expect(r.error.code, text).toBe('unsupported');
        refusals.push(`${text}: ${r.error.message.split('.')[0]}`);
        refused += 1;
        continue;
      }
      const values = r.value.solutions.map((s) => s.value as number);
      expect(values.length, text).toBe(expected.values.length);
      for (const [k, v] of values.entries())
        expect(Math.abs(v - (expected.values[k] as number)), text).toBeLessThan(1e-9);
      const points = values.map((v) => ({ x: v }));
      expect(stepProblems(r.value.steps, points), text).toEqual([]);
      agreed += 1;
    }
    expect(agreed + refused).toBe(150);
    // Refused only where a check needs the square root of an irrational number with two roots.
    expect(refused, refusals.join('\n')).toBeLessThan(15);
    console.log(
      `radical vs SymPy: ${problems.length} problems, ${agreed} agreed, ${refused} refused`,
    );
  });
});
