/**
 * Equations in sin, cos or tan of the unknown: the examples in degrees, with every solution, and
 * the refusals. The comparison with SymPy's solveset over generated equations is in
 * src/solve/kinds/trigonometry/equation.oracle.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { solved } from '../../../../test/solved';
import { solve } from '../../solve';

describe('trigonometric equations', () => {
  it('solves the examples in degrees, with every solution', () => {
    const cases: [string, string][] = [
      [
        '2sin(x) = 1',
        'x = 30° or x = 150° in [0°, 360°); every solution: x = 30° + 360°k or x = 150° + 360°k, k any integer',
      ],
      [
        'cos(x) = -1/2',
        'x = 120° or x = 240° in [0°, 360°); every solution: x = 120° + 360°k or x = 240° + 360°k, k any integer',
      ],
      [
        'tan(x) = 1',
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

  it('refuses equations in two functions or of x beyond a multiple of it, saying what it solves', () => {
    for (const text of ['sin(x) + cos(x) = 1', 'sin(x^2) = 1', 'sin(x) = x']) {
      const result = solve(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/one of sin, cos or tan/);
    }
  });

  it('solves for a multiple of the angle first, then divides its every solution', () => {
    const r = solved('cos(2x)=0');
    expect(r.answer).toBe(
      'x = 45° or x = 135° or x = 225° or x = 315° in [0°, 360°); every solution: x = 45° + 180°k or x = 135° + 180°k, k any integer',
    );
    expect(r.steps.slice(-3).map((s) => s.text)).toEqual([
      '2x = 90°, 2x = 270°',
      '2x = 90° + 360°k, 2x = 270° + 360°k',
      'x = 45° + 180°k, x = 135° + 180°k',
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
