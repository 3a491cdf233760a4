/**
 * Exact stays exact: over generated trigonometric equations (one function of a multiple of the
 * angle, shifted angles, one function at two angles, sin against cos, some of them for a stated
 * interval), no "=" in the answer, the
 * solutions or the steps is followed by a rounded decimal, and no number shows floating-point
 * noise. An angle that is not a whole number of degrees is a fraction of a degree (180°/7) or a
 * decimal that ends (22.5°), and π/7 in radians; a rounded one is written after "≈". SymPy's
 * exact solutions for such equations are compared in exact.oracle.test.ts beside this file.
 */
import { describe, expect, it } from 'vitest';
import { type SolveResult, solve } from '../../solve';

/** One function of k·x equal to a value: exact values, and values with no exact angle. */
const multiples = (): string[] => {
  const out: string[] = [];
  const values: Record<string, string[]> = {
    sin: ['1/2', '-√3/2', '0', '1', '0.3'],
    cos: ['-1/2', '√2/2', '0', '-1', '-2/3'],
    tan: ['1', '-√3', '√3/3', '0', '5/2'],
  };
  for (const [f, vs] of Object.entries(values))
    for (const k of ['3', '5', '7', '9', '11', '12', '1/3', '2/3', '3/2', '5/4'])
      for (const [i, v] of vs.entries()) {
        const angle = k.includes('/') ? `(${k})x` : `${k}x`;
        out.push(`${f}(${angle}) = ${v}${['', ' in degrees', ' in radians'][i % 3]}`);
      }
  return out;
};

/** Shifted angles: sin(k·x + d°) = v. */
const shifted = (): string[] =>
  ['7', '5', '9'].flatMap((k) =>
    ['10', '25', '-40'].map(
      (d) => `sin(${k}x ${d.startsWith('-') ? '-' : '+'} ${d.replace('-', '')}°) = 1/2`,
    ),
  );

/** One function at two angles, f(m·x) = f(n·x), and sin(m·x) = cos(n·x). */
const twoAngles = (): string[] => {
  const out: string[] = [];
  for (let m = 2; m <= 9; m++)
    for (let n = 1; n < m; n++) {
      const nx = n === 1 ? 'x' : `${n}x`;
      for (const f of ['sin', 'cos', 'tan']) out.push(`${f}(${m}x) = ${f}(${nx})`);
      out.push(`sin(${m}x) = cos(${nx})`);
    }
  return out;
};

/** Some of the others with a stated interval, in radians and in degrees. */
const inIntervals = (problems: string[]): string[] =>
  problems
    .filter((p, i) => i % 16 === 0 && !p.includes(' in '))
    .map((p, i) => `${p} for ${i % 2 === 0 ? '0 ≤ x < 2π' : '0° ≤ x < 180°'}`);

/** Every text an answer shows: the answer line, each solution, each step. */
const textsOf = (r: SolveResult): string[] => [
  r.answer,
  ...r.solutions.map((s) => s.text),
  ...(r.radianSolutions ?? []).map((s) => s.text),
  ...r.steps.map((s) => s.text),
];

/** "=" (not ≈, ≤ or ≥) followed by a decimal with more digits than an exact angle is shown with. */
const EQUALS_ROUNDED = /(?<![≈≤≥<>≠])=\s*[(−]*\d+\.\d{5,}/;
/** A number with more than the six significant digits every rounded value is given to. */
const NOISE = /\d*\.?\d{7,}|\d+\.\d*[1-9]\d{5,}/;

describe('exact trigonometric answers', () => {
  it('never puts = before a rounded decimal, over generated equations', () => {
    const typed = [...multiples(), ...shifted(), ...twoAngles()];
    const problems = [...typed, ...inIntervals(typed)];
    const bad: string[] = [];
    let answered = 0;
    let fractions = 0;
    for (const text of problems) {
      const r = solve(text);
      if (!r.ok) continue;
      answered++;
      if (/\d°\/\d/.test(r.value.answer)) fractions++;
      for (const shown of textsOf(r.value))
        if (EQUALS_ROUNDED.test(shown) || NOISE.test(shown)) bad.push(`${text}: ${shown}`);
    }
    expect(bad).toEqual([]);
    // The sweep reaches what it is about: answers with angles that are fractions of a degree.
    expect(answered).toBeGreaterThan(0.9 * problems.length);
    expect(fractions).toBeGreaterThanOrEqual(50);
  });

  it('catches the decimals it is written to catch', () => {
    expect(EQUALS_ROUNDED.test('x = 25.714285714285708°')).toBe(true);
    expect(EQUALS_ROUNDED.test('x = (6428571428571427π)/45000000000000000')).toBe(false);
    expect(NOISE.test('x = (6428571428571427π)/45000000000000000')).toBe(true);
    expect(EQUALS_ROUNDED.test('x ≈ 25.7143°')).toBe(false);
    expect(EQUALS_ROUNDED.test('x = 11.25°')).toBe(false);
    expect(NOISE.test('x ≈ 17.4576° + 360°k')).toBe(false);
  });
});
