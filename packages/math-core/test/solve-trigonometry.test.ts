/**
 * Exact trigonometric values at the special angles: the solver's answers against SymPy for every
 * multiple of 15° from −720° to 720° (sin, cos, tan; sec, csc and cot from −360° to 360°) and
 * of π/12 from −2π to 2π (sin, cos, tan), each difference simplified to 0; steps true; undefined values refused.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve/solve';
import { stepProblems } from './solve-steps';

const SCRIPT = `
import json, sys
from sympy import sqrt, pi, sin, cos, tan, sec, csc, cot, sympify, radsimp, expand, simplify, zoo, nan, oo, Rational
F = {'sin': sin, 'cos': cos, 'tan': tan, 'sec': sec, 'csc': csc, 'cot': cot}
out = []
for name, k, ours in json.loads(sys.stdin.read()):
    theirs = F[name](pi * Rational(k, 12))
    undefined = theirs.has(zoo, nan, oo, -oo)
    if ours is None:
        out.append({'undefined': bool(undefined), 'agree': bool(undefined)})
        continue
    if undefined:
        out.append({'undefined': True, 'agree': False})
        continue
    d = sympify(ours) - theirs
    same = expand(radsimp(d)) == 0 or simplify(d) == 0
    out.append({'undefined': False, 'agree': bool(same)})
print(json.dumps(out))
`;

const unwrapAnswer = (text: string): string | undefined => {
  const result = solve(text);
  return result.ok ? result.value.answer : undefined;
};

/** The solver's answer in SymPy's syntax: −√2/2 → -sqrt(2)/2, 2√3/3 → 2*sqrt(3)/3. */
const sympyText = (answer: string): string =>
  answer
    .replaceAll('−', '-')
    .replace(/(\d)√/g, '$1*√')
    .replace(/√(\d+)/g, 'sqrt($1)');

/** k·π/12 as typed: π/6, -5π/4, 2π, 0. */
const radians = (k: number): string => {
  if (k === 0) return '0';
  const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
  const d = g(Math.abs(k), 12);
  const [p, q] = [k / d, 12 / d];
  const top = p === 1 ? 'π' : p === -1 ? '-π' : `${p}π`;
  return q === 1 ? top : `${top}/${q}`;
};

describe('trigonometric values at special angles', () => {
  it('gives the examples exactly, with the reference angle in a step', () => {
    const cases: [string, string][] = [
      ['sin(30°)', '1/2'],
      ['cos(135°)', '−√2/2'],
      ['tan(60°)', '√3'],
      ['sin(π/6)', '1/2'],
      ['cos(5π/4)', '−√2/2'],
      ['cos(-135°)', '−√2/2'],
      ['sin(750°)', '1/2'],
      ['sec(180°)', '−1'],
      ['cos(15°)', '(√6 + √2)/4'],
      ['tan(-7π/6)', '−√3/3'],
    ];
    for (const [text, answer] of cases) {
      const result = solve(text);
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      expect(result.value.kind).toBe('trigonometry');
      expect(result.value.answer, text).toBe(answer);
      expect(stepProblems(result.value.steps, undefined), text).toEqual([]);
    }
    const cos = solve('cos(135°)');
    expect(cos.ok && cos.value.steps.map((s) => s.note)).toContain(
      '135° is in quadrant II; reference angle 45°; cosine is negative there',
    );
  });

  it('refuses an undefined value with the reason', () => {
    for (const text of ['tan(90°)', 'tan(π/2)', 'sec(270°)', 'cot(0°)', 'csc(-180°)']) {
      const result = solve(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.error.message, text).toMatch(/is undefined: .* is 0 there/);
    }
  });

  it('works out arithmetic with trigonometric values exactly', () => {
    const cases: [string, string][] = [
      ['2sin(30°)', '1'],
      ['sin(30°)+cos(60°)', '1'],
      ['sin(45°)^2', '1/2'],
      ['-tan(π/4)', '−1'],
      ['sin(30°)/cos(30°)', '√3/3'],
      ['sin(60°)cos(30°)', '3/4'],
      ['√2 cos(45°)', '1'],
    ];
    for (const [text, answer] of cases) {
      const result = solve(text);
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      expect([result.value.kind, result.value.answer], text).toEqual(['trigonometry', answer]);
      expect(stepProblems(result.value.steps, undefined), text).toEqual([]);
    }
    expect(solve('sin(20°) + 1').ok && unwrapAnswer('sin(20°) + 1')).toBe(
      'sin(20°) + 1 ≈ 1.342020143',
    );
    const undefinedValue = solve('tan(90°) + 1');
    expect(undefinedValue.ok).toBe(false);
  });

  it('gives a rounded decimal, marked as such, at other angles', () => {
    const result = solve('sin(20°)');
    expect(result.ok && result.value.answer).toBe('sin(20°) ≈ 0.3420201433');
  });

  it('agrees with SymPy at every multiple of 15° from −720° to 720° and of π/12 from −2π to 2π', () => {
    const jobs: [string, number, string | null][] = [];
    for (let k = -48; k <= 48; k++) {
      const inputs: [string, string][] = ['sin', 'cos', 'tan'].map((f) => [f, `${f}(${k * 15}°)`]);
      // The reciprocal functions and radians over one turn either way.
      if (Math.abs(k) <= 24) {
        for (const f of ['sec', 'csc', 'cot']) inputs.push([f, `${f}(${k * 15}°)`]);
        for (const f of ['sin', 'cos', 'tan']) inputs.push([f, `${f}(${radians(k)})`]);
      }
      for (const [f, text] of inputs) {
        const result = solve(text);
        if (result.ok) {
          expect(result.value.kind, text).toBe('trigonometry');
          expect(result.value.method, text).not.toBe('decimal approximation');
          if (jobs.length % 8 === 0)
            expect(stepProblems(result.value.steps, undefined), text).toEqual([]);
        } else expect(result.error.message, text).toMatch(/is undefined/);
        jobs.push([f, k, result.ok ? sympyText(result.value.answer) : null]);
      }
    }
    const run = spawnSync('python3', ['-c', SCRIPT], {
      input: JSON.stringify(jobs),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const verdicts = JSON.parse(run.stdout) as { undefined: boolean; agree: boolean }[];
    const disagreed = jobs.filter((_, i) => !verdicts[i]?.agree);
    expect(disagreed).toEqual([]);
    expect(jobs.length).toBe(97 * 3 + 49 * 6);
  });
});
