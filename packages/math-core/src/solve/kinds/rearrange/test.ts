/**
 * Formulas rearranged as students ask: the readings ("solve … for y", "solve for t: …", "make r
 * the subject of …", "… for t"), the letter isolated with its steps and the conditions it needs,
 * a squared letter by its two roots, and the refusals; a formula in one letter is still an
 * equation. SymPy's rearrangements of generated formulas are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, solved } from '../../../../test/solved';
import { readRearrange } from '.';

describe('rearranging a formula', () => {
  it('reads the ways a letter is asked for', () => {
    for (const text of [
      'solve for t: v = u + at',
      'solve v = u + at for t',
      'rearrange v = u + at for t',
      'v = u + at for t',
      'make t the subject of v = u + at',
      'Make t the subject of the formula v = u + at.',
    ])
      expect(readRearrange(text), text).toEqual({ formula: 'v = u + at', variable: 't' });
    expect(readRearrange('2x + 3 = 7')).toBeUndefined();
  });

  it('isolates a letter to the first power, saying what must not be 0', () => {
    const r = solved('v = u + at for t');
    expect(r).toMatchObject({
      kind: 'rearrange',
      title: 'Rearranging a formula',
      answer: 't = (v − u)/a, where a ≠ 0',
      solutions: [{ text: 't = (v − u)/a' }],
    });
    expect(r.steps.map((s) => s.text)).toEqual(['at = v − u', 't = (v − u)/a', 'a ≠ 0']);
    expect(solved('solve 2x+3y=6 for y').answer).toBe('y = 2 − (2x)/3');
    expect(solved('make x the subject of ax + b = cx + d').answer).toBe(
      'x = (d − b)/(a − c), where a − c ≠ 0',
    );
    expect(solved('make h the subject of V = (1/3)pi r^2 h').answer).toBe(
      'h = (3V)/(r²π), where r ≠ 0',
    );
  });

  it('takes both square roots of a squared letter', () => {
    expect(solved('make r the subject of A = pi r^2').answer).toBe(
      'r = √(A/π) or r = −√(A/π), where A/π ≥ 0',
    );
    expect(solved('solve E = mc^2 for c').solutions.map((s) => s.text)).toEqual([
      'c = √(E/m)',
      'c = −√(E/m)',
    ]);
  });

  it('solves a formula in one letter as an equation, and refuses what it cannot isolate', () => {
    expect(solved('solve 2x+3=7 for x')).toMatchObject({ kind: 'linear', answer: 'x = 2' });
    expect(refusal('solve x^2 + xy = 1 for x').message).toMatch(
      /x must appear to the first power only, or squared only/,
    );
    expect(refusal('solve a = b + c for d').message).toMatch(/^There is no d in the formula/);
  });
});
