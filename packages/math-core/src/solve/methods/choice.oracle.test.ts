/**
 * Every way of solving against SymPy (the slow project: it starts python3): generated quadratics
 * by factoring, the quadratic formula and completing the square, and generated pairs of linear
 * equations by substitution and elimination, each way's answer the same and equal to SymPy's
 * (real roots by `solve` over the reals, systems by `linsolve`), every step true at the answer.
 * The worked examples are in choice.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../test/python';
import { stepProblems } from '../../../test/solve-steps';
import { type SolveResult, solve } from '../solve';

type Oracle =
  | { kind: 'roots'; values: number[] }
  | { kind: 'unique'; values: number[] }
  | {
      kind: 'none' | 'many';
    };

const SCRIPT = `
import json, sys
from sympy import Symbol, symbols, Eq, sympify, solveset, S, linsolve, N
x, y = symbols('x y')
out = []
for kind, text in json.loads(sys.stdin.read()):
    if kind == 'quadratic':
        left, right = text.split('=')
        e = sympify(left, locals={'x': x}) - sympify(right, locals={'x': x})
        roots = solveset(e, x, domain=S.Reals)
        out.append({'kind': 'roots', 'values': sorted(float(N(r, 30)) for r in roots)})
    else:
        eqs = [Eq(*[sympify(s, locals={'x': x, 'y': y}) for s in part.split('=')]) for part in text.split(',')]
        sol = linsolve(eqs, x, y)
        if sol == S.EmptySet:
            out.append({'kind': 'none'})
        else:
            (t,) = list(sol)
            if all(v.is_number for v in t):
                out.append({'kind': 'unique', 'values': [float(v) for v in t]})
            else:
                out.append({'kind': 'many'})
print(json.dumps(out))
`;

let seed = 8128;
const next = (lo: number, hi: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return lo + (seed % (hi - lo + 1));
};
/** k·name written as typed: 3x, -x, +2y ('' for 0). */
const term = (k: number, name: string, first: boolean): string => {
  if (k === 0) return '';
  const size = Math.abs(k) === 1 && name ? '' : String(Math.abs(k));
  return `${k < 0 ? '-' : first ? '' : '+'}${size}${name}`;
};

/** Quadratics a·x² + b·x + c = 0: from chosen rational roots half the time, else at random. */
const quadratics = (count: number): string[] => {
  const out: string[] = [];
  while (out.length < count) {
    let [a, b, c] = [next(-6, 6), next(-12, 12), next(-12, 12)];
    if (out.length % 2 === 0) {
      // (px − q)(rx − s): rational roots q/p and s/r.
      const [p, q, r, s] = [next(1, 3), next(-6, 6), next(1, 3), next(-6, 6)];
      [a, b, c] = [p * r, -(p * s + q * r), q * s];
    }
    if (a === 0) continue;
    out.push(`${term(a, 'x^2', true)}${term(b, 'x', false)}${term(c, '', false)}=0`);
  }
  return out;
};

const systems = (count: number): string[] => {
  const out: string[] = [];
  while (out.length < count) {
    const row = (): [number, number] => [next(-5, 5), next(-5, 5)];
    const [r1, r2] = [row(), out.length % 5 === 4 ? ([0, 0] as [number, number]) : row()];
    const [d1, d2] = [next(-12, 12), next(-12, 12)];
    // Every fifth the same line twice, or parallel to it.
    if (out.length % 5 === 4) {
      const k = next(1, 3);
      [r2[0], r2[1]] = [k * r1[0], k * r1[1]];
    }
    if (r1.some((v) => v === 0) || r2.every((v) => v === 0)) continue;
    const equation = ([a, b]: [number, number], d: number) =>
      `${term(a, 'x', true)}${term(b, 'y', !a)}=${d}`;
    const second = out.length % 10 === 4 ? d1 * (r2[0] / r1[0]) : d2;
    out.push(`${equation(r1, d1)}, ${equation(r2, second)}`);
  }
  return out;
};

/** The problem by every way it lists, each answer the same, every step true at the answer. */
const everyWay = (text: string): SolveResult[] => {
  const usual = solve(text);
  if (!usual.ok) throw new Error(`${text}: ${usual.error.message}`);
  const ways = usual.value.methods ?? [];
  expect(ways.length, text).toBeGreaterThan(1);
  return ways.map(({ id }) => {
    const r = solve(text, { method: id });
    if (!r.ok) throw new Error(`${text} by ${id}: ${r.error.message}`);
    expect(r.value.answer, `${text} by ${id}`).toBe(usual.value.answer);
    const values = r.value.solutions.map((s) => s.value as number);
    const at =
      r.value.kind === 'system'
        ? values.length === 2
          ? [{ x: values[0] as number, y: values[1] as number }]
          : undefined
        : values.map((v) => ({ x: v }));
    expect(stepProblems(r.value.steps, at), `${text} by ${id}`).toEqual([]);
    return r.value;
  });
};

describe('every way of solving against SymPy', () => {
  it('solves 150 generated quadratics by every way to SymPy’s real roots', () => {
    const problems = quadratics(150);
    const oracle = runPython<Oracle[]>(
      SCRIPT,
      problems.map((p) => ['quadratic', p.replace(/(\d)x/g, '$1*x').replace(/\^/g, '**')]),
    );
    const ways = new Map<string, number>();
    for (const [i, text] of problems.entries()) {
      const expected = oracle[i] as Extract<Oracle, { kind: 'roots' }>;
      for (const r of everyWay(text)) {
        const used = r.methods?.find((m) => m.used)?.id as string;
        ways.set(used, (ways.get(used) ?? 0) + 1);
        const got = r.solutions.map((s) => s.value as number);
        expect(got.length, `${text} by ${used}`).toBe(expected.values.length);
        for (const [j, v] of got.entries())
          expect(v, `${text} by ${used}`).toBeCloseTo(expected.values[j] as number, 9);
      }
    }
    console.log('quadratics by each way:', Object.fromEntries(ways));
    expect(ways.get('completing-the-square')).toBe(150);
    expect(ways.get('quadratic-formula')).toBe(150);
    expect(ways.get('factoring')).toBeGreaterThan(70);
  });

  it('solves 100 generated pairs of linear equations by both ways as SymPy’s linsolve', () => {
    const problems = systems(100);
    const oracle = runPython<Oracle[]>(
      SCRIPT,
      problems.map((p) => ['system', p.replace(/(\d)([xy])/g, '$1*$2')]),
    );
    const counts = { unique: 0, none: 0, many: 0 };
    for (const [i, text] of problems.entries()) {
      const expected = oracle[i] as Oracle;
      for (const r of everyWay(text)) {
        if (expected.kind === 'unique') {
          const got = r.solutions.map((s) => s.value as number);
          expect(got[0], text).toBeCloseTo(expected.values[0] as number, 9);
          expect(got[1], text).toBeCloseTo(expected.values[1] as number, 9);
        } else if (expected.kind === 'none') expect(r.answer, text).toBe('No solution');
        else if (expected.kind === 'many')
          expect(r.answer, text).toMatch(/^Infinitely many solutions: /);
        else throw new Error(`${text}: SymPy ${JSON.stringify(expected)}`);
      }
      counts[expected.kind as keyof typeof counts] += 1;
    }
    console.log('systems by both ways:', counts);
    expect(counts.unique).toBeGreaterThan(70);
    expect(counts.none + counts.many).toBeGreaterThan(5);
  });
});
