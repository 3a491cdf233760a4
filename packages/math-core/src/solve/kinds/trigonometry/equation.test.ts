/**
 * Equations in sin, cos or tan of the unknown: the examples in degrees, with every solution, and
 * the refusals. The comparison with SymPy's solveset over generated equations is in
 * src/solve/kinds/trigonometry/equation.oracle.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { solved } from '../../../../test/solved';
import { solve } from '../../solve';
import { de } from '../../write/de';

describe('trigonometric equations', () => {
  it('solves the examples in degrees, with every solution', () => {
    const cases: [string, string][] = [
      [
        '2sin(x) = 1 in degrees',
        'x = 30° or x = 150° in [0°, 360°); every solution: x = 30° + 360°k or x = 150° + 360°k, k any integer',
      ],
      [
        'cos(x) = -1/2 in degrees',
        'x = 120° or x = 240° in [0°, 360°); every solution: x = 120° + 360°k or x = 240° + 360°k, k any integer',
      ],
      [
        'tan(x) = 1 in degrees',
        'x = 45° or x = 225° in [0°, 360°); every solution: x = 45° + 180°k, k any integer',
      ],
      ['sin(x) = 2', 'No solution'],
    ];
    for (const [text, answer] of cases) {
      const result = solve(text);
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      expect(result.value.kind).toBe('trigonometry');
      expect(result.value.answer).toBe(answer);
      expect(result.value.steps[0]?.note).toMatch(/^Angles are in degrees/);
    }
    const none = solve('sin(x) = 2');
    expect(none.ok && none.value.steps.at(-1)?.note).toBe(
      'sin(x) = 2 has no solution: sin(x) is between −1 and 1 for every x',
    );
    const quadratic = solve('2sin(x)^2 - sin(x) - 1 = 0');
    expect(quadratic.ok && quadratic.value.solutions.map((s) => s.text)).toEqual([
      'x = 90°',
      'x = 210°',
      'x = 330°',
    ]);
  });

  it('gives the angles of a value with no exact angle to six significant digits, marked ≈', () => {
    // acos(2/3) = 48.18968…°, atan(−2/5) + 180° = 158.19859…°.
    const cases: [string, string[]][] = [
      ['3cos(x) - 1 = 1', ['x ≈ 48.1897°', 'x ≈ 311.81°']],
      ['tan(x) = -2/5', ['x ≈ 158.199°', 'x ≈ 338.199°']],
    ];
    for (const [text, solutions] of cases) {
      const result = solve(text);
      expect(result.ok && result.value.solutions.map((s) => s.text), text).toEqual(solutions);
    }
  });

  it('refuses equations that no identity brings to one function of one angle, saying what it solves', () => {
    for (const text of [
      'sin(3x) + cos(x) = 1',
      'sin(x^2) = 1',
      'sin(x) = x',
      'sin(x) + cos(x) = x',
    ]) {
      const result = solve(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.error.message, text).toMatch(/sin, cos/);
    }
  });

  it('solves for a multiple of the angle first, then divides its every solution', () => {
    const r = solved('cos(2x)=0');
    expect(r.answer).toBe(
      'x = 45° or x = 135° or x = 225° or x = 315° in [0°, 360°); every solution: x = 45° + 90°k, k any integer; in radians: x = π/4 or x = (3π)/4 or x = (5π)/4 or x = (7π)/4 in [0, 2π); every solution: x = π/4 + (π/2)k',
    );
    expect(r.steps.slice(-4).map((s) => s.text)).toEqual([
      '2x = 90°, 2x = 270°',
      '2x = 90° + 360°k, 2x = 270° + 360°k',
      'x = 45° + 180°k, x = 135° + 180°k',
      'x = 45° + 90°k',
    ]);
    expect(solved('sin(3x)=1/2').solutions.map((s) => s.text)).toEqual([
      'x = 10°',
      'x = 50°',
      'x = 130°',
      'x = 170°',
      'x = 250°',
      'x = 290°',
    ]);
    expect(solved('tan(2x)=1').answer).toMatch(/every solution: x = 22\.5° \+ 90°k,/);
    expect(solved('sin(x/2)=1').steps.at(-1)?.note).toBe('Multiply by 2: every solution for x');
  });

  it('answers in radians when asked, or when π is typed', () => {
    const r = solved('2sin(x)=1 in radians');
    expect(r).toMatchObject({
      radians: true,
      answer:
        'x = π/6 or x = (5π)/6 in [0, 2π); every solution: x = π/6 + 2πk or x = (5π)/6 + 2πk, k any integer',
    });
    expect(r.steps[2]?.note).toBe(
      'The reference angle is π/6, since sin(π/6) = 1/2; sine is positive in quadrants I and II, so in [0, 2π)',
    );
    expect(solved('cos(x) = 0.3 in radians').answer).toMatch(
      /^x ≈ 1\.2661 or x ≈ 5\.01708 in \[0, 2π\)/,
    );
    expect(solved('2sin(x)=1').radians).toBeUndefined();
  });
});

describe('trigonometric equations reduced by identities', () => {
  const angles = (text: string) => solved(text).solutions.map((s) => s.text);
  it('solves equations in two functions, double angles and shifted angles, in one turn', () => {
    const cases: [string, string[]][] = [
      ['sin(x)=cos(x)', ['x = 45°', 'x = 225°']],
      ['sin(x)=√3cos(x)', ['x = 60°', 'x = 240°']],
      ['sin(2x)=sin(x)', ['x = 0°', 'x = 60°', 'x = 180°', 'x = 300°']],
      ['cos(2x)=cos(x)', ['x = 0°', 'x = 120°', 'x = 240°']],
      ['sin^2(x)=cos^2(x)', ['x = 45°', 'x = 135°', 'x = 225°', 'x = 315°']],
      ['2cos^2(x)+3sin(x)=3', ['x = 30°', 'x = 90°', 'x = 150°']],
      ['sin(x+30°)=1/2', ['x = 0°', 'x = 120°']],
      ['2sin(x)cos(x)=1/2', ['x = 15°', 'x = 75°', 'x = 195°', 'x = 255°']],
      ['sin(x)+cos(x)=1', ['x = 0°', 'x = 90°']],
      ['tan(x)=sin(x)', ['x = 0°', 'x = 180°']],
      ['sec(x)=2', ['x = 60°', 'x = 300°']],
    ];
    for (const [text, want] of cases) expect(angles(text), text).toEqual(want);
    expect(solved('cos(x-π/4)=0').solutions.map((s) => s.text)).toEqual([
      'x = (3π)/4',
      'x = (7π)/4',
    ]);
  });

  it('divides by cos x only after checking that cos x = 0 solves nothing, and names each identity', () => {
    const r = solved('sin(x)=cos(x)');
    const divide = r.steps.find((s) => s.note.startsWith('Where cos(x) = 0'));
    expect(divide?.note).toBe(
      'Where cos(x) = 0, sin(x) = ±1 and the left side is ±1, not 0: no solution is lost dividing by cos(x), and sin(x)/cos(x) = tan(x)',
    );
    expect(divide?.text).toBe('tan(x) − 1 = 0');
    const double = solved('sin(2x)=sin(x)');
    expect(double.steps.map((s) => s.rule)).toEqual(
      expect.arrayContaining(['Double-angle identity', 'Common factor', 'Zero-product property']),
    );
    expect(double.steps.find((s) => s.rule === 'Common factor')?.text).toBe(
      'sin(x)(2cos(x) − 1) = 0',
    );
    expect(
      solved('2cos^2(x)+3sin(x)=3').steps.find((s) => s.rule === 'Pythagorean identity')?.text,
    ).toBe('2sin(x)² − 3sin(x) + 1 = 0');
  });

  it('leaves out angles where the equation as typed is undefined', () => {
    // tan(x)cos(x) = 1/2 multiplied out is cos(x)(sin(x) − 1/2) = 0; cos(x) = 0 is no solution.
    const r = solved('tan(x)cos(x)=1/2');
    expect(r.solutions.map((s) => s.text)).toEqual(['x = 30°', 'x = 150°']);
    expect(r.steps.find((s) => s.note.startsWith('These are not solutions'))?.text).toBe(
      'x = 90° + 360°k, x = 270° + 360°k',
    );
  });

  it('gives degrees and radians when neither unit is typed, one of them when it is', () => {
    const both = solved('tan(x)=1');
    expect(both.answer).toBe(
      'x = 45° or x = 225° in [0°, 360°); every solution: x = 45° + 180°k, k any integer; in radians: x = π/4 or x = (5π)/4 in [0, 2π); every solution: x = π/4 + πk',
    );
    expect(both.solutions.map((s) => s.text)).toEqual(['x = 45°', 'x = 225°']);
    expect(both.radianSolutions?.map((s) => s.text)).toEqual(['x = π/4', 'x = (5π)/4']);
    expect(both.radians).toBeUndefined();
    // Each unit's answer on its own, for a page that shows them as two lines.
    expect(both.answerByUnit?.degrees.answer).toBe(
      'x = 45° or x = 225° in [0°, 360°); every solution: x = 45° + 180°k, k any integer',
    );
    expect(both.answerByUnit?.radians.answer).toBe(
      'x = π/4 or x = (5π)/4 in [0, 2π); every solution: x = π/4 + πk, k any integer',
    );
    const inGerman = solve('tan(x)=1', { language: de });
    expect(inGerman.ok && 'answerByUnit' in inGerman.value && inGerman.value.answerByUnit).toEqual({
      degrees: {
        answer: 'x = 45° oder x = 225° in [0°; 360°[; alle Lösungen: x = 45° + 180°k, k ∈ ℤ',
        answerWords: both.answerByUnit?.degrees.answerWords,
      },
      radians: {
        answer: 'x = π/4 oder x = (5π)/4 in [0; 2π[; alle Lösungen: x = π/4 + πk, k ∈ ℤ',
        answerWords: both.answerByUnit?.radians.answerWords,
      },
    });
    // Between bounds the angles are in the bounds' one unit, and the step that keeps them says so
    // in the language asked for.
    expect(solved('sin(x)=1/2 for 0<=x<=180').answerByUnit).toBeUndefined();
    const within = solve('sin(x)=1/2 for 0<=x<=180', { language: de });
    expect(within.ok && within.value.steps.at(-1)?.note).toBe(
      'Die Lösungen mit 0 ≤ x ≤ 180: jede Lösung aus einer Umdrehung, um ganze Umdrehungen (360°) in das Intervall verschoben',
    );
    const none = solve('sin(x)=1/2 for 0<=x<=20', { language: de });
    expect(none.ok && none.value.steps.at(-1)?.note).toBe('Keine Lösung liegt in 0 ≤ x ≤ 20');
    const radians = solved('sin(x)=cos(x) in radians');
    expect(radians.radians).toBe(true);
    expect(radians.radianSolutions).toBeUndefined();
    expect(radians.answerByUnit).toBeUndefined();
    expect(radians.answer).not.toMatch(/°/);
    const degrees = solved('sin(x)=cos(x) in degrees');
    expect(degrees.radianSolutions).toBeUndefined();
    expect(degrees.answer).not.toMatch(/π/);
    expect(solved('sin(x+30°)=1/2').answer).not.toMatch(/π/);
  });

  it('solves one function at two angles by when its values are equal, without undefined angles', () => {
    const sines = solved('sin(3x)=sin(x)');
    expect(sines.method).toBe('equal values of one function');
    expect(sines.steps.map((s) => s.text)).toEqual([
      '3x = x + 360°k, 3x = 180° − x + 360°k',
      'x = 180°k',
      'x = 45° + 90°k',
    ]);
    expect(sines.solutions.map((s) => s.text)).toEqual(
      [0, 45, 135, 180, 225, 315].map((d) => `x = ${d}°`),
    );
    // x = 90°k, less the angles where tan(3x) and tan(x) are undefined.
    const tangents = solved('tan(3x)=tan(x)');
    expect(tangents.steps.map((s) => s.text).slice(-2)).toEqual([
      'x = 90° + 360°k, x = 270° + 360°k',
      'x = 180°k',
    ]);
    expect(tangents.solutions.map((s) => s.text)).toEqual(['x = 0°', 'x = 180°']);
    const mixed = solved('sin(3x)=cos(x)');
    expect(mixed.steps[0]?.text).toBe('sin(3x) = sin(90° − x)');
    expect(mixed.solutions.map((s) => s.text)).toEqual(
      ['22.5', '45', '112.5', '202.5', '225', '292.5'].map((d) => `x = ${d}°`),
    );
    expect(solved('cos(3x)=cos(x)').answer).toMatch(/every solution: x = 90°k, k any integer/);
  });

  it('keeps angles that are not whole degrees exact: fractions of 180°, multiples of π', () => {
    // 7x = 180° + 360°k: x = 180°/7 + (360°/7)k, never 25.714285714285708°.
    const seven = solved('sin(x) = sin(6x)');
    expect(seven.answer).toContain('every solution: x = 72°k or x = 180°/7 + (360°/7)k');
    expect(seven.solutions.map((s) => s.text).slice(0, 4)).toEqual([
      'x = 0°',
      'x = 180°/7',
      'x = 72°',
      'x = 540°/7',
    ]);
    expect(seven.radianSolutions?.[1]?.text).toBe('x = π/7');
    expect(seven.answer).not.toMatch(/\d\.\d{5}/);
    // Each exact angle is the tree of a fraction, with its value π/7 in radians.
    const tree = seven.solutions[1]?.exact;
    expect(tree?.type).toBe('fraction');
    // A decimal that ends is exact, and shown so: 4x = 90° + 360°k gives 22.5°.
    expect(solved('sin(8x) = 1 in degrees').solutions[0]?.text).toBe('x = 11.25°');
    const steps = solved('sin(7x) = 1/2 in degrees').steps.map((s) => s.text);
    expect(steps.at(-1)).toBe('x = 30°/7 + (360°/7)k, x = 150°/7 + (360°/7)k');
    // A rounded angle keeps ≈, with its exact period.
    expect(solved('sin(7x) = 0.3 in degrees').answer).toMatch(
      /^x ≈ 2\.49394° .*every solution: x ≈ 2\.49394° \+ \(360°\/7\)k/,
    );
  });

  it('answers sec(u) = k and csc(u) = k with |k| < 1 by the reason alone: |sec u| ≥ 1', () => {
    for (const [text, name] of [
      ['sec(x) = 0', 'sec'],
      ['csc(x) = 0', 'csc'],
      ['solve csc(2x) = 1/2', 'csc'],
    ] as const) {
      const r = solved(text);
      expect(r, text).toMatchObject({
        kind: 'trigonometry',
        answer: 'No solution',
        outcome: 'none',
      });
      expect(
        r.steps.map((s) => [s.text, s.ruleId]),
        text,
      ).toEqual([[`|${name}(${text.includes('2x') ? '2x' : 'x'})| ≥ 1`, 'trigRange']]);
      // The method names the function with its angle, as the step writes it.
      expect(r.method, text).toBe(`|${name}(${text.includes('2x') ? '2x' : 'x'})| is at least 1`);
    }
    expect(solved('sec(x) = 0').steps[0]?.note).toBe(
      'sec(x) = 1/cos(x) and cos is between −1 and 1, so |sec(x)| ≥ 1 wherever it is defined: sec(x) = 0 has no solution',
    );
    expect(solved('sec(x) = 2').answer).toMatch(/^x = 60° or x = 300°/);
  });
});
