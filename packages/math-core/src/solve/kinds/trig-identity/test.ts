/**
 * Trigonometric expressions simplified and identities proved or refuted: the examples, each step
 * naming its identity, where each result holds, and the counterexample of an equation that is no
 * identity. The comparison with SymPy's trigsimp is in src/solve/kinds/trig-identity/oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solved } from '../../../../test/solved';
import { solve } from '../../solve';

describe('trigonometric expressions simplified', () => {
  it('simplifies the examples, saying where the result holds', () => {
    const cases: [string, string][] = [
      ['sin^2(x)+cos^2(x)', '1'],
      ['tan(x)cos(x)', 'sin(x), where cos(x) ≠ 0'],
      ['(1-cos^2(x))/sin(x)', 'sin(x), where sin(x) ≠ 0'],
      ['sin(2x)/(2sin(x))', 'cos(x), where sin(x) ≠ 0'],
      ['1 + tan^2(x)', 'sec(x)²'],
      ['cos^2(x) - sin^2(x)', 'cos(2x)'],
      ['simplify 2sin(x)cos(x)', 'sin(2x)'],
      ['sin(x)/cos(x)', 'tan(x)'],
      ['(1-sin^2(x))/(1+sin(x))', '1 − sin(x), where sin(x) + 1 ≠ 0'],
      ['sec(x)cos(x)', '1, where cos(x) ≠ 0'],
    ];
    for (const [text, answer] of cases) {
      const r = solved(text);
      expect(r.kind, text).toBe('trig-identity');
      expect(r.answer, text).toBe(answer);
    }
  });

  it('names the identity of every step, in the fixed order', () => {
    expect(solved('1 + tan^2(x)').steps.map((s) => [s.rule, s.text])).toEqual([
      ['Quotient identity', '1 + (sin(x)/cos(x))²'],
      ['Write as one fraction', '(sin(x)² + cos(x)²)/cos(x)²'],
      ['Pythagorean identity', '1/cos(x)²'],
      ['Reciprocal identity', 'sec(x)²'],
    ]);
    const pythagorean = solved('(1-cos^2(x))/sin(x)').steps.find(
      (s) => s.rule === 'Pythagorean identity',
    );
    expect(pythagorean?.note).toBe('Pythagorean identity: cos(x)² = 1 − sin(x)²');
    expect(pythagorean?.why).toMatch(/sin²θ \+ cos²θ = 1/);
    expect(solved('sin(2x)/(2sin(x))').steps[0]?.rule).toBe('Double-angle identity');
  });

  it('leaves an expression the identities do not take to the other kinds', () => {
    expect(solve('x sin(x)').ok).toBe(false);
    expect(solved('sin(x)').steps[0]?.note).toMatch(/already in its simplest form/);
  });
});

describe('trigonometric identities proved or refuted', () => {
  it('proves the examples, side by side, saying where the identity holds', () => {
    const proved = solved('prove that sin^2(x)+cos^2(x)=1');
    expect(proved.answer).toBe('Identity: sin(x)² + cos(x)² = 1 holds for every x');
    expect(proved.steps.map((s) => s.rule)).toEqual([
      'Pythagorean identity',
      'The left side is now the right side: the identity holds for every x',
    ]);
    // A side that becomes the other as typed ends the proof there, never turned back.
    expect(solved('prove sin(2x)=2sin(x)cos(x)').steps.map((s) => s.text)).toEqual([
      '2sin(x)cos(x)',
      'sin(2x) = 2sin(x)cos(x)',
    ]);
    // Where neither side becomes the other, both are worked to one form.
    expect(solved('prove (1-cos^2(x))/sin(x) = tan(x)cos(x)').steps.at(-1)?.note).toMatch(
      /^Both sides are sin\(x\)/,
    );
    const verified = solved('verify tan(x)cos(x)=sin(x)');
    expect(verified.answer).toBe(
      'Identity: tan(x)cos(x) = sin(x) holds for every x where cos(x) ≠ 0',
    );
    expect(verified.steps[0]?.note).toBe('Left side. Quotient identity: tan(x) = sin(x)/cos(x)');
    expect(solved('show that 1 + tan^2(x) = sec^2(x)').answer).toMatch(
      /^Identity: .* where cos\(x\) ≠ 0$/,
    );
    expect(solved('verify the identity cos(2x) = 1 - 2sin^2(x)').answer).toBe(
      'Identity: cos(2x) = 1 − 2sin(x)² holds for every x',
    );
    // An identity typed as an equation is said to be one, not solved.
    expect(solved('sin^2(x) + cos^2(x) = 1').kind).toBe('trig-identity');
  });

  it('answers an equation that is no identity with an angle where the sides differ', () => {
    expect(solved('verify sin(x)+cos(x)=1').answer).toBe(
      'Not an identity: at x = 30° (π/6) the left side is (1 + √3)/2 and the right side is 1',
    );
    expect(solved('prove that sin(2x) = 2sin(x)').answer).toBe(
      'Not an identity: at x = 30° (π/6) the left side is √3/2 and the right side is 1',
    );
    expect(solved('verify tan(x) = sin(x) in degrees').answer).toBe(
      'Not an identity: at x = 30° the left side is √3/3 and the right side is 1/2',
    );
    const r = solved('verify sin(x)+cos(x)=1');
    expect(r.steps.at(-1)?.rule).toBe('Counterexample');
  });
});
