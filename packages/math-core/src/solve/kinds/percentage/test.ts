/**
 * Percentages in words: the examples people type, exactly, with steps. The comparison with
 * Python's fractions.Fraction over generated phrasings is in src/solve/kinds/percentage/oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, sentence } from '../../../../test/solved';
import { solve } from '../../solve';
import { de } from '../../write/de';
import { es } from '../../write/es';

describe('percentages in words', () => {
  it('gives the examples exactly, with steps and the percentage tool', () => {
    const cases: [string, string][] = [
      ['15% of 80', '12'],
      ['what percent of 80 is 12', '15%'],
      ['12 is what percent of 80', '15%'],
      ['12 is 15% of what', '80'],
      ['increase 80 by 15%', '92'],
      ['decrease 80 by 15%', '68'],
      ['what is 15% of 80', '12'],
      ['15 percent of 80', '12'],
      ['find 15% of 80', '12'],
      ['12.5% of 33', '4.125'],
      ['1 is what percent of 3', '(100/3)%'],
    ];
    for (const [text, answer] of cases) {
      const result = solve(text);
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      expect(result.value.kind).toBe('percentage');
      expect(result.value.answer, text).toBe(answer);
      expect(result.value.tool).toEqual({ id: 'percentage', path: '/tools/percentage-calculator' });
      expect(result.value.steps.length).toBeGreaterThan(0);
      // Steps true; the unknown x of "… of what" at the answer.
      const x = result.value.solutions[0]?.value as number;
      expect(stepProblems(result.value.steps, [{ x }]), text).toEqual([]);
    }
    const of = solve('15% of 80');
    expect(of.ok && of.value.steps.map((s) => s.text)).toEqual([
      '15% = 15/100',
      '15/100 × 80 = 12',
    ]);
  });

  it('refuses a percentage of 0 and 0% of a number, with the reason', () => {
    for (const text of ['what percent of 0 is 3', '5 is 0% of what']) {
      const result = solve(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/0/);
    }
  });
});

describe('solve: a refused percentage in the language of the page', () => {
  it('says why in Spanish and German, the number with a decimal comma', () => {
    for (const language of [es, de]) {
      const r = solve('0% of what is 2,5', { language });
      expect(!r.ok && r.error.message).toBe(
        sentence(language, 'percentageZeroRatePart', { part: '2,5' }),
      );
    }
    expect(refusal('0% of what is 2.5').message).toBe(
      '0% of every number is 0, so no number has 2.5 as 0% of it',
    );
  });
});
