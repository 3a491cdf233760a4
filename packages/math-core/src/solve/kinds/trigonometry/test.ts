/**
 * Exact trigonometric values at the special angles: the examples exactly, with steps, arithmetic
 * with them, and undefined values refused. The comparison with SymPy at every multiple of 15° and
 * of π/12 is in src/solve/kinds/trigonometry/oracle.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusedIn, sentence } from '../../../../test/solved';
import { solve } from '../../solve';
import { es } from '../../write/es';
import { fr } from '../../write/fr';

const unwrapAnswer = (text: string): string | undefined => {
  const result = solve(text);
  return result.ok ? result.value.answer : undefined;
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
    expect(solve('sin(20°) + 1').ok && unwrapAnswer('sin(20°) + 1')).toBe('sin(20°) + 1 ≈ 1.34202');
    const undefinedValue = solve('tan(90°) + 1');
    expect(undefinedValue.ok).toBe(false);
  });

  it('gives a rounded decimal, marked as such, at other angles', () => {
    const result = solve('sin(20°)');
    expect(result.ok && result.value.answer).toBe('sin(20°) ≈ 0.34202');
  });
});

describe('an undefined trigonometric value, in the language of the page', () => {
  it('says why in Spanish and French, in their notation, and in English as before', () => {
    expect(refusedIn('tan(90°)')).toBe(
      'tan(90°) is undefined: 90° is the point (0, 1) on the unit circle, and tan = sin/cos, and cos is 0 there',
    );
    expect(refusedIn('tan(90°)', es)).toBe(
      sentence(es, 'trigUndefined', {
        value: 'tg(90°)',
        angle: '90°',
        point: '(0; 1)',
        why: sentence(es, 'trigTanDivides'),
      }),
    );
    expect(refusedIn('cot(540°)', fr)).toBe(
      sentence(fr, 'trigUndefinedTurn', {
        value: 'cotan(540°)',
        angle: '540°',
        end: '180°',
        point: '(−1; 0)',
        why: sentence(fr, 'trigCotDivides'),
      }),
    );
  });
});
