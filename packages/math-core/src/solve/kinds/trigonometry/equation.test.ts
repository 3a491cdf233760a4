/**
 * Equations in sin, cos or tan of the unknown: the examples in degrees, with every solution, and
 * the refusals. The comparison with SymPy's solveset over generated equations is in
 * src/solve/kinds/trigonometry/equation.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
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

  it('refuses equations in two functions or of a multiple of the unknown, saying what it solves', () => {
    for (const text of ['sin(x) + cos(x) = 1', 'sin(2x) = 1', 'sin(x) = x']) {
      const result = solve(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/one of sin, cos or tan/);
    }
  });
});
