/**
 * The solver's steps checked against SymPy (the slow project: it starts python3): the numbers
 * the notes state (a least common denominator, a largest square factor, the pair of numbers) and
 * every answer, over generated fractions, surds, quadratics, linear equations with fractions and
 * logarithmic equations; every step is checked to be true. The worked examples are in
 * test/solve-substeps.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/_lib/testing';
import type { Step } from '../../src/math/steps';
import { solve } from '../../src/solve/solve';
import { stepProblems } from '../solve-steps';
import { type SympyAnswer, sympy } from '../solve-sympy';

const solved = (text: string) => unwrap(solve(text));
const notes = (steps: readonly Step[]) => steps.map((s) => s.note);
const lines = (text: string) => solved(text).steps.map((s) => `${s.note} :: ${s.text}`);

/** The oracle's real value, or a failure that names the job. */
const oracleValue = (answer: SympyAnswer | undefined, job: string): number => {
  if (answer?.kind !== 'value') throw new Error(`SymPy gave no value for ${job}`);
  return answer.value;
};

/** The oracle's finite set of real solutions, or a failure that names the job. */
const rootsOf = (answer: SympyAnswer | undefined, job: string): number[] => {
  if (answer?.kind !== 'finite') throw new Error(`SymPy gave no finite set for ${job}`);
  return answer.values;
};

/** Whether two lists of numbers agree to rounding, in order. */
const close = (got: number[], want: number[]): boolean =>
  got.length === want.length &&
  got.every((g, i) => Math.abs(g - (want[i] as number)) <= 1e-9 * Math.max(1, Math.abs(g)));

/** The solutions of a solved equation as decimals, smallest first. */
const decimals = (text: string): number[] =>
  solved(text)
    .solutions.map((s) => s.value as number)
    .sort((a, b) => a - b);

/** The whole numbers m and n of "… multiply to P and add to S: m and n". */
const pairIn = (note: string): { product: bigint; sum: bigint; m: bigint; n: bigint } => {
  const match = /multiply to (−?\d+) and add to (−?\d+): (−?\d+) and (−?\d+)/.exec(note);
  if (!match) throw new Error(`no pair in "${note}"`);
  const [product, sum, m, n] = match.slice(1).map((t) => BigInt(t.replace('−', '-')));
  return { product, sum, m, n } as { product: bigint; sum: bigint; m: bigint; n: bigint };
};

describe('solve: arithmetic a step for each rule', () => {
  it('adds and subtracts fractions over the least common denominator SymPy finds', () => {
    const problems: { text: string; b: number; d: number; sympyValue: string }[] = [];
    for (const [a, b] of [
      [3, 4],
      [1, 6],
      [5, 9],
      [7, 10],
    ] as const)
      for (const [c, d] of [
        [5, 6],
        [2, 15],
        [3, 8],
      ] as const)
        for (const op of ['+', '-'] as const)
          problems.push({
            text: `${a}/${b}${op}${c}/${d}`,
            b,
            d,
            sympyValue: `S(${a})/${b}${op}S(${c})/${d}`,
          });
    const oracle = sympy(
      problems.flatMap((p) => [
        ['value', p.sympyValue] as const,
        ['value', `lcm(S(${p.b}), S(${p.d}))`] as const,
      ]),
    );
    problems.forEach((p, i) => {
      const result = solved(p.text);
      const lcd = oracleValue(oracle[2 * i + 1], `lcm(${p.b}, ${p.d})`);
      expect(result.solutions[0]?.value, p.text).toBeCloseTo(
        oracleValue(oracle[2 * i], p.sympyValue),
        12,
      );
      expect(stepProblems(result.steps, undefined), p.text).toEqual([]);
      const added = p.text.includes('+')
        ? /^Add the numerators over the common denominator/
        : /^Subtract the numerators over the common denominator/;
      const [first, second] = result.steps;
      if (p.b === p.d) {
        expect(first?.note, p.text).toMatch(added);
        return;
      }
      expect(first?.note, p.text).toBe(
        `The least common denominator of ${p.b} and ${p.d} is ${lcd}: write each fraction over ${lcd}`,
      );
      // Both fractions of the rewritten sum are over the least common denominator.
      const rewritten = first?.text.split(' = ')[1] ?? '';
      expect(rewritten.match(/\/(\d+)/g), p.text).toEqual([`/${lcd}`, `/${lcd}`]);
      expect(second?.note, p.text).toMatch(added);
    });
  });

  it('takes out the largest perfect-square factor SymPy finds, then collects like surds', () => {
    const roots = [8, 12, 18, 20, 27, 45, 50, 72, 75, 98, 200, 288];
    const oracle = sympy(
      roots.flatMap((r) => [
        ['value', `sqrt(${r}).as_coeff_Mul()[0]**2`] as const,
        ['value', `sqrt(${r})`] as const,
      ]),
    );
    roots.forEach((r, i) => {
      const text = `√${r}`;
      const square = oracleValue(oracle[2 * i], `largest square in ${r}`);
      const result = solved(text);
      expect(result.solutions[0]?.value, text).toBeCloseTo(
        oracleValue(oracle[2 * i + 1], text),
        12,
      );
      expect(stepProblems(result.steps, undefined), text).toEqual([]);
      expect(notes(result.steps), text).toEqual([
        `Take out the largest perfect-square factor: ${r} = ${square} × ${r / square}`,
        'The root of a product is the product of the roots: √(ab) = √a × √b',
        `Take the square root of the perfect square: √${square} = ${Math.sqrt(square)}`,
      ]);
    });
    expect(lines('√72')).toEqual([
      'Take out the largest perfect-square factor: 72 = 36 × 2 :: √72 = √(36 × 2)',
      'The root of a product is the product of the roots: √(ab) = √a × √b :: √(36 × 2) = √36 × √2',
      'Take the square root of the perfect square: √36 = 6 :: √36 × √2 = 6√2',
    ]);
    expect(lines('2√12').at(-1)).toBe('Multiply :: 2(2√3) = 4√3');
    expect(lines('√8 + √18')).toEqual([
      'Take out the largest perfect-square factor: 8 = 4 × 2, 18 = 9 × 2 :: √8 + √18 = √(4 × 2) + √(9 × 2)',
      'The root of a product is the product of the roots: √(ab) = √a × √b :: √(4 × 2) + √(9 × 2) = √4 × √2 + √9 × √2',
      'Take the square root of the perfect square: √4 = 2, √9 = 3 :: √4 × √2 + √9 × √2 = 2√2 + 3√2',
      'Collect like surds: add the numbers in front :: 2√2 + 3√2 = 5√2',
    ]);
    const sums = ['√8 + √18', '√50 - √2', '√12 + √27', '2√12 - √3'];
    const values = sympy(
      sums.map(
        (t) => ['value', t.replace(/(\d)√/g, '$1*√').replace(/√(\d+)/g, 'sqrt($1)')] as const,
      ),
    );
    sums.forEach((text, i) => {
      const result = solved(text);
      expect(result.solutions[0]?.value, text).toBeCloseTo(oracleValue(values[i], text), 12);
      expect(stepProblems(result.steps, undefined), text).toEqual([]);
      expect(result.steps.at(-1)?.note, text).toMatch(/^Collect like surds: (add|subtract) the/);
    });
  });
});

describe('solve: quadratics by factoring show the pair of numbers', () => {
  it('gives pairs whose product and sum are the coefficients, and the roots SymPy finds', () => {
    // (p·x + q)(r·x + s) = 0 over a grid of small whole numbers with distinct roots.
    const problems: { text: string; a: bigint; b: bigint; c: bigint; sympyText: string }[] = [];
    for (const p of [1, 2, 3])
      for (const q of [-5, -1, 2, 4])
        for (const r of [1, 2])
          for (const s of [-3, 1, 6]) {
            const [a, b, c] = [p * r, p * s + q * r, q * s];
            if (q * r === p * s || b === 0 || c === 0) continue;
            const g = [a, b, c].reduce((u, v) => {
              let [m, n] = [Math.abs(u), Math.abs(v)];
              while (n) [m, n] = [n, m % n];
              return m;
            });
            if (g !== 1) continue;
            const sign = (k: number) => (k < 0 ? `-${-k}` : `+${k}`);
            problems.push({
              text: `${a}x^2${sign(b)}x${sign(c)}=0`,
              a: BigInt(a),
              b: BigInt(b),
              c: BigInt(c),
              sympyText: `${a}*x**2${sign(b)}*x${sign(c)}=0`,
            });
          }
    expect(problems.length).toBeGreaterThan(20);
    const oracle = sympy(problems.map((p) => ['solve', p.sympyText] as const));
    problems.forEach((p, i) => {
      const result = solved(p.text);
      const want = rootsOf(oracle[i], p.sympyText);
      expect(close(decimals(p.text), want), p.text).toBe(true);
      expect(stepProblems(result.steps, [...want.map((x) => ({ x }))]), p.text).toEqual([]);
      const note = result.steps.find((s) => /multiply to/.test(s.note))?.note ?? '';
      const { product, sum, m, n } = pairIn(note);
      expect(m * n, p.text).toBe(product);
      expect(m + n, p.text).toBe(sum);
      expect(sum, p.text).toBe(p.b);
      expect(product, p.text).toBe(p.a === 1n ? p.c : p.a * p.c);
      expect(note.startsWith(p.a === 1n ? 'Two numbers' : `ac = ${p.a} · `), p.text).toBe(true);
    });
  });
});

describe('solve: linear steps say what they do', () => {
  it('solves x/p + x/q = r as SymPy does, multiplying by the denominator SymPy finds', () => {
    const problems: { text: string; p: number; q: number; sympyText: string }[] = [];
    for (const p of [2, 3, 4, 6])
      for (const q of [3, 5, 8])
        if (p !== q)
          for (const r of [1, 7])
            problems.push({ text: `x/${p}+x/${q}=${r}`, p, q, sympyText: `x/${p}+x/${q}=${r}` });
    const oracle = sympy(
      problems.flatMap((t) => [
        ['solve', t.sympyText] as const,
        ['value', `lcm(S(${t.p}), S(${t.q}))`] as const,
      ]),
    );
    problems.forEach((t, i) => {
      const result = solved(t.text);
      const want = rootsOf(oracle[2 * i], t.sympyText);
      const lcd = oracleValue(oracle[2 * i + 1], `lcm(${t.p}, ${t.q})`);
      expect(close(decimals(t.text), want), t.text).toBe(true);
      expect(
        stepProblems(
          result.steps,
          want.map((x) => ({ x })),
        ),
        t.text,
      ).toEqual([]);
      expect(result.steps[0]?.note, t.text).toBe(
        `Multiply every term on both sides by ${lcd}, the least common denominator, to clear the fractions`,
      );
      expect(
        notes(result.steps).some((n) => n.includes('bracket')),
        t.text,
      ).toBe(false);
    });
  });
});

describe('solve: a logarithmic equation names the one rule it uses', () => {
  it('names the product, quotient or power rule as used, with roots SymPy confirms', () => {
    // [problem, left − right for SymPy with x as a placeholder, the note of its first step]
    const cases: [string, string, string][] = [
      [
        'log(x)+log(x-3)=1',
        'log(x, 10)+log(x-3, 10)-1',
        'Combine the logarithms by the product rule (log(a) + log(b) = log(ab))',
      ],
      [
        'log_2(x)-log_2(3)=1',
        'log(x, 2)-log(3, 2)-1',
        'Combine the logarithms by the quotient rule (log(a) − log(b) = log(a/b))',
      ],
      [
        '2log(x) - log(4) = 2',
        '2*log(x, 10)-log(4, 10)-2',
        'Combine the logarithms by the power rule (k·log(a) = log(aᵏ)) and the quotient rule (log(a) − log(b) = log(a/b))',
      ],
    ];
    // SymPy's solveset leaves the first as a condition set: each root the solver gives is
    // substituted into the equation instead, and the other two are also solved by SymPy.
    const roots = cases.map(([text]) => decimals(text));
    const jobs = cases.flatMap(([, residual], i) => [
      ...(roots[i] as number[]).map(
        (r) => ['value', residual.replaceAll('x', `S(${Math.round(r)})`)] as const,
      ),
      ...(i === 0 ? [] : [['solve', `${residual}=0`] as const]),
    ]);
    const oracle = sympy(jobs);
    let at = 0;
    cases.forEach(([text, residual, note], i) => {
      const result = solved(text);
      const mine = roots[i] as number[];
      expect(mine.every(Number.isInteger), text).toBe(true);
      for (const r of mine) {
        const job = `${residual} at x = ${r}`;
        expect(Math.abs(oracleValue(oracle[at++], job)), job).toBeLessThan(1e-12);
      }
      if (i > 0) expect(close(mine, rootsOf(oracle[at++], residual)), text).toBe(true);
      expect(
        stepProblems(
          result.steps,
          mine.map((x) => ({ x })),
        ),
        text,
      ).toEqual([]);
      expect(result.steps[0]?.note, text).toBe(note);
      expect(result.method).toBe('combine logarithms and check the domain');
    });
    expect(lines('log(x)+log(x-3)=1')[1]).toBe(
      'Rewrite in exponential form: x(x − 3) = 10¹ :: x(x − 3) = 10¹ = 10',
    );
    expect(lines('log(2)+log(5)')[0]).toBe(
      'Combine the logarithms by the product rule (log(a) + log(b) = log(ab)) :: log(2) + log(5) = log(10)',
    );
  });
});
