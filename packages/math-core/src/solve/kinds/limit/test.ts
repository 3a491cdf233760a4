/**
 * Limits as students write them: the readings (of … as x->a, as x approaches a of …, lim x->a,
 * lim_(x->a), one side, infinity), each method as its steps (substitution, factoring and
 * cancelling, L'Hôpital's rule, degrees at ±∞, the form 1^∞, a power following its exponent),
 * "does not exist" with the reason, the limit's tree in the four renderers, and the refusals.
 * SymPy's limits of typed and generated functions are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';
import { toLatex } from '../../../math/toLatex';
import { toMathML } from '../../../math/toMathML';
import { toSpeech } from '../../../math/toSpeech';
import { graph } from '../../../plot/graph';
import { readLimit } from '.';

describe('limits', () => {
  it('reads a limit in words, with an arrow, under lim, and with a side', () => {
    expect(readLimit('limit of sin(x)/x as x->0')).toEqual({
      expression: 'sin(x)/x',
      variable: 'x',
      to: '0',
    });
    expect(readLimit('the limit as x approaches infinity of (3x^2+1)/(x^2-5)')).toEqual({
      expression: '(3x^2+1)/(x^2-5)',
      variable: 'x',
      to: 'inf',
    });
    expect(readLimit('lim_(x->0+) 1/x')).toMatchObject({ to: '0', side: '+' });
    expect(readLimit('lim x→1- 1/(x-1)')).toMatchObject({ to: '1', side: '-' });
    expect(readLimit('limit of x^2 as x approaches 3 from the left')).toMatchObject({
      to: '3',
      side: '-',
    });
    expect(readLimit('lim x->-inf 2^x')).toMatchObject({ to: '-inf' });
    expect(readLimit('x^2 - 1')).toBeUndefined();
  });

  it('substitutes where the function is defined, in radians', () => {
    const r = solved('limit as x approaches pi of cos(x)');
    expect(r).toMatchObject({
      kind: 'limit',
      title: 'Limit',
      problem: 'lim_(x → π) cos(x)',
      answer: 'lim_(x → π) cos(x) = −1',
      method: 'direct substitution',
    });
    expect(r.solutions[0]?.value).toBe(-1);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
  });

  it('cancels a common factor when substitution gives 0/0', () => {
    const r = solved('lim x->2 (x^2-4)/(x-2)');
    expect(r.answer).toBe('lim_(x → 2) (x² − 4)/(x − 2) = 4');
    expect(r.steps.map((s) => s.text)).toEqual([
      'lim_(x → 2) (x² − 4)/(x − 2) = lim_(x → 2) (x + 2)',
      'lim_(x → 2) (x + 2) = 2 + 2 = 4',
    ]);
    expect(solved('lim x→2 (x^2-5x+6)/(x^2-4)').answer).toMatch(/= −1\/4$/);
    // The graph draws the function, with the hole the limit fills.
    const drawn = graph(r);
    expect(drawn.ok && drawn.value.description).toBe(
      'Straight line y = (x² − 4)/(x − 2), crossing the x-axis at −2 and the y-axis at 2. It has a hole at (2, 4).',
    );
    // In radians, as calculus reads sin.
    const sine = graph(solved('limit of sin(x)/x as x->0'));
    expect(sine.ok && sine.value.description).toMatch(/It has a hole at ≈ \(0, 1\)\.$/);
  });

  it("uses L'Hôpital's rule for 0/0 and ∞/∞, and the standard limits follow", () => {
    expect(solved('limit of sin(x)/x as x->0').answer).toBe('lim_(x → 0) sin(x)/x = 1');
    expect(solved('limit of (1-cos(x))/x as x->0').answer).toMatch(/= 0$/);
    expect(solved('lim x->0 sin(3x)/x').answer).toMatch(/= 3$/);
    expect(solved('lim x->0 (e^x-1)/x').method).toBe("L'Hôpital's rule, then direct substitution");
    expect(solved('limit of ln(x)/x as x->inf').answer).toMatch(/= 0$/);
    expect(solved('lim_(x->inf) e^x/x^2').answer).toMatch(/= ∞$/);
    expect(solved('limit of (1+1/n)^n as n->infinity').answer).toBe('lim_(n → ∞) (1 + 1/n)^n = e');
    expect(solved('limit of (1+2/x)^x as x->inf').answer).toMatch(/= e²$/);
  });

  it('uses the degrees at ±∞, and the signs on each side of a pole', () => {
    expect(solved('the limit as x approaches infinity of (3x^2+1)/(x^2-5)').answer).toMatch(/= 3$/);
    expect(solved('limit of (2x^3+x)/(x^2+1) as x->-inf').answer).toMatch(/= −∞$/);
    expect(solved('lim x->0+ 1/x').answer).toBe('lim_(x → 0+) 1/x = ∞');
    expect(solved('lim x->1- 1/(x-1)').answer).toMatch(/= −∞$/);
    expect(solved('limit of 1/x^2 as x->0').answer).toMatch(/= ∞$/);
    expect(solved('lim x->0 1/x')).toMatchObject({
      answer:
        'The limit does not exist: the function tends to −∞ from the left and to ∞ from the right',
      solutions: [],
      outcome: 'none',
    });
  });

  it('writes every step so that it reads back, and true where it has no limit in it', () => {
    for (const text of [
      'lim x->2 (x^2-4)/(x-2)',
      'limit of sin(x)/x as x->0',
      'lim x->0+ 1/x',
      'limit of (1+1/n)^n as n->infinity',
      'lim_(x->inf) e^x/x^2',
      'limit of (2x^3+x)/(x^2+1) as x->-inf',
    ])
      expect(stepProblems(solved(text).steps, undefined), text).toEqual([]);
    // Typed in the notation itself.
    expect(solved('lim_(x → 0+) 1/x').answer).toBe('lim_(x → 0+) 1/x = ∞');
  });

  it('writes the limit as mathematics', () => {
    const { tree } = solved('lim x->0+ 1/x');
    expect(toLatex(tree)).toBe('\\lim_{x \\to 0^{+}} \\frac{1}{x}');
    expect(toMathML(tree)).toContain('<munder><mo movablelimits="false">lim</mo>');
    expect(toSpeech(tree)).toBe('the limit as x approaches 0 from above of 1 over x');
  });

  it('reads the expression typed before "limit as x -> a"', () => {
    for (const text of [
      '(e^x - 1)/x limit as x -> 0',
      'the limit of (e^x-1)/x as x approaches 0',
      'lim x->0 (e^x-1)/x',
    ])
      expect(solved(text).answer, text).toBe('lim_(x → 0) (e^x − 1)/x = 1');
    expect(readLimit('(x^2-4)/(x-2), limit as x goes to 2')).toEqual({
      expression: '(x^2-4)/(x-2)',
      variable: 'x',
      to: '2',
    });
  });

  it('refuses what it cannot find, never a guess', () => {
    expect(refusal('limit of floor(x) as x->1').message).toMatch(/^The solver finds limits by/);
    expect(refusal('limit of x as x to 2').message).toMatch(/^This limit was not understood/);
  });
});
