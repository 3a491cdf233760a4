// Definite integrals decided before they are answered, and domains decided rather than sampled:
// every example of the issue that found them, with the value or verdict worked out by hand.
import { describe, expect, it } from 'vitest';
import { refusal, solved } from '../../../../test/solved';

const lines = (text: string) => solved(text).steps.map((s) => `${s.note} :: ${s.text}`);

describe('definite integrals: convergence decided first', () => {
  it('says that the divergent examples diverge, with the limit that shows it', () => {
    const cases: [string, string, string][] = [
      [
        '∫_{-2}^{2} tan(x) dx',
        'tan(x) is not defined at x = −π/2, as cos(x) is 0 there',
        'lim_(x → −π/2-) (−ln|cos(x)|) = ∞',
      ],
      [
        '∫_{-3}^{3} x/(x^2-1) dx',
        'x/(x² − 1) is not defined at x = −1, as x² − 1 is 0 there',
        'lim_(x → −1-) ln|x² − 1|/2 = −∞',
      ],
      [
        '∫_{-1}^{2} 1/x + 1/(x-1) dx',
        '1/x is not defined at x = 0, as x is 0 there',
        'lim_(x → 0-) (ln|x| + ln|x − 1|) = −∞',
      ],
      [
        '∫_{-10}^{20} (x^3 + 1/x) dx',
        '1/x is not defined at x = 0, as x is 0 there',
        'lim_(x → 0-) (x⁴/4 + ln|x|) = −∞',
      ],
      [
        '∫_{-1}^{2} (1/x^2 + 10^8) dx',
        '1/x² is not defined at x = 0, as x² is 0 there',
        'lim_(x → 0-) (−1/x + 100000000x) = ∞',
      ],
      ['∫_1^∞ 1/x dx', 'The limit of F(x) = ln|x| as x → ∞', 'lim_(x → ∞) ln|x| = ∞'],
    ];
    for (const [text, why, limit] of cases) {
      const r = solved(text);
      expect(r.answer, text).toBe('The integral diverges');
      expect(r.solutions, text).toEqual([]);
      expect(r.method, text).toMatch(/then the limits \(an improper integral\)$/);
      const steps = r.steps.map((s) => `${s.note} :: ${s.text}`);
      if (!text.includes('∞')) expect(steps[0], text).toMatch(new RegExp(`^${literal(why)}`));
      expect(
        steps.some((s) => s.endsWith(` :: ${limit}`)),
        `${text}: ${steps.join('\n')}`,
      ).toBe(true);
      expect(r.steps.at(-1)?.note, text).toMatch(/diverges, and with it the whole integral/);
      for (const s of r.steps) expect(s.mathml, s.text).toMatch(/^<math/);
    }
  });

  it('finds the first of infinitely many asymptotes on an infinite interval', () => {
    expect(solved('∫_0^∞ tan(x) dx').answer).toBe('The integral diverges');
    expect(lines('∫_0^∞ tan(x) dx')).toContain(
      'The limit of F(x) = −ln|cos(x)| as x → π/2⁻ :: lim_(x → π/2-) (−ln|cos(x)|) = ∞',
    );
  });

  it('says so when a part has no limit at all (it oscillates)', () => {
    expect(solved('∫_0^∞ sin(x) dx').answer).toBe('The integral diverges');
    expect(lines('∫_0^∞ sin(x) dx')).toContain(
      'F(x) = −cos(x) has no limit as x → ∞: it keeps oscillating :: lim_(x → ∞) (−cos(x))',
    );
  });

  it('refuses an integrand undefined on the interval as typed, before simplifying it', () => {
    const cases: [string, string][] = [
      ['∫_{-4}^{-1} sqrt(x)^2 dx', '(√x)² is not defined anywhere from −4 to −1: √x needs x ≥ 0'],
      [
        '∫_{-3}^{-2} ln(x) - ln(x) dx',
        'ln(x) − ln(x) is not defined anywhere from −3 to −2: ln(x) needs x > 0',
      ],
      [
        '∫_{-1}^{4} sqrt(x) dx',
        '√x is not defined for −1 ≤ x < 0, part of the interval from −1 to 4: √x needs x ≥ 0',
      ],
      [
        '∫_0^1 1/(x - x) dx',
        '1/(x − x) is not defined anywhere from 0 to 1: 1/(x − x) divides by x − x, which is 0 there',
      ],
    ];
    for (const [text, message] of cases) {
      const error = refusal(text);
      expect(error.code, text).toBe('invalid_value');
      expect(error.message, text).toBe(message);
    }
  });

  it('evaluates convergent improper integrals as limits', () => {
    const cases: [string, string, number][] = [
      ['∫_1^∞ 1/x^2 dx', '1', 1],
      ['∫_0^1 1/sqrt(x) dx', '2', 2],
      ['∫_0^1 ln(x) dx', '−1', -1],
      ['∫_0^∞ e^(-x) dx', '1', 1],
      ['∫_{-∞}^{0} e^x dx', '1', 1],
      ['∫_{-1}^{8} x^(-2/3) dx', '9', 9],
      ['∫_1^3 1/sqrt(x-1) dx', '2√2', 2 * Math.SQRT2],
      ['∫_2^1 1/sqrt(x-1) dx', '−2', -2],
      ['integral of 1/x^3 from 1 to infinity', '1/2', 0.5],
    ];
    for (const [text, answer, value] of cases) {
      const r = solved(text);
      expect(r.answer, text).toBe(answer);
      expect(r.solutions[0]?.value, text).toBeCloseTo(value, 12);
      expect(r.method, text).toMatch(/then the limits \(an improper integral\)$/);
    }
    expect(lines('∫_0^1 1/sqrt(x) dx')).toEqual([
      '1/√x is not defined at x = 0, as √x is 0 there: 1/√x is undefined at a point of the interval, so the integral is improper there :: √0 = 0',
      'Power rule: ∫xⁿ dx = xⁿ⁺¹/(n + 1) + C, here with n = −1/2 :: ∫1/√x dx = x^(1/2)/(1/2) + C = 2√x + C',
      'The limit of F(x) = 2√x as x → 0⁺ :: lim_(x → 0+) (2√x) = 0',
      'F at the upper end minus F at the lower end: the integral converges :: ∫_0^1 1/√x dx = 2 − 0 = 2',
    ]);
    // Split where the integrand is undefined inside, each part converging.
    expect(lines('∫_{-1}^{8} x^(-2/3) dx')).toContain(
      'Split the integral where the integrand is undefined; it converges only if every part does :: ∫_{−1}^8 x^(−2/3) dx = ∫_{−1}^0 x^(−2/3) dx + ∫_0^8 x^(−2/3) dx',
    );
  });

  it('takes π, e and ∞ as limits, ∫ dx alone, and real cube roots', () => {
    const cases: [string, string][] = [
      ['∫_0^π sin(x) dx', '2'],
      ['∫_0^1 dx', '1'],
      ['∫_1^e 1/x dx', '1'],
      ['∫_0^{π/4} sec(x)^2 dx', '1'],
      ['∫_{-π/2}^{π/2} cos(x) dx', '2'],
      // The real cube root, as (−8)^(1/3) = −2: F(8) − F(−1) = 12 − 3/4.
      ['∫_{-1}^{8} x^(1/3) dx', '45/4'],
    ];
    for (const [text, answer] of cases) expect(solved(text).answer, text).toBe(answer);
    expect(solved('(-8)^(1/3)').answer).toBe('−2');
    expect(solved('∫ dx').answer).toBe('x + C');
    expect(lines('∫_0^π sin(x) dx').at(-1)).toBe(
      'Evaluate the antiderivative F(x) = −cos(x) at the limits: the integral is F(π) − F(0) :: 1 − (−1) = 2',
    );
  });

  it('writes the value simplified: 0^(3/2) is 0', () => {
    expect(lines('∫_0^4 sqrt(x) dx').at(-1)).toBe(
      'Evaluate the antiderivative F(x) = (2x^(3/2))/3 at the limits: the integral is F(4) − F(0) :: 16/3 − 0 = 16/3',
    );
  });
});

describe('domains decided, not sampled', () => {
  it('answers what was refused as "not defined for any real x", with the domain where it matters', () => {
    const cases: [string, string][] = [
      ['d/dx ln(x - 100)', '1/(x − 100), x > 100'],
      ['d/dx sqrt(x - 50)', '1/(2√(x − 50))'],
      ['d/dx 1/sqrt(x - 30)', '−1/(2(x − 30)^(3/2))'],
      ['d/dx ln(ln(x) - 5)', '1/(x(ln(x) − 5)), x > e⁵'],
      ['∫ ln(x - 50) dx', '(x − 50)ln(x − 50) − (x − 50) + C'],
      ['d/dx 2ln(x-100)', '2/(x − 100), x > 100'],
    ];
    for (const [text, answer] of cases) expect(solved(text).answer, text).toBe(answer);
  });

  it('still says "not defined for any real x" where that is true', () => {
    for (const [text, message] of [
      ['d/dx ln(-x^2 - 1)', 'ln(−x² − 1) is not defined for any real x'],
      ['∫ sqrt(-1 - x^2) dx', '√(−1 − x²) is not defined for any real x'],
      ['d/dx ln(-e^x)', 'ln(−e^x) is not defined for any real x'],
    ]) {
      const error = refusal(text as string);
      expect(error.code, text).toBe('invalid_value');
      expect(error.message, text).toBe(message);
    }
    // Where its structure does not decide it, the solver says what it could not do, not that
    // there is no such x.
    expect(refusal('d/dx ln(ln(x) - ln(x) - 1)').message).toMatch(
      /^The solver could not find where ln\(ln\(x\) − ln\(x\) − 1\) is defined/,
    );
  });

  it('does not condense logarithms into a wider domain without saying so', () => {
    expect(solved('2ln(x-100)').answer).toBe('ln((x − 100)²), x > 100');
    expect(solved('2ln(x-100)').solutions[0]?.text).toBe('ln((x − 100)²)');
    expect(solved('3ln(x)').answer).toBe('ln(x³)');
  });
});

describe('lows', () => {
  it('works out e⁰ exactly', () => {
    const r = solved('e^0');
    expect(r.answer).toBe('1');
    expect(r.method).toBe('exact arithmetic');
    expect(r.steps.map((s) => s.text)).toEqual(['e⁰ = 1']);
  });

  it('refuses a second derivative too long to write out, instead of working on it for seconds', () => {
    const product = Array.from({ length: 24 }, (_, k) => `(x^2+${k + 1}x+${k + 2})`).join('');
    expect(refusal(`d²/dx² ${product}`).message).toMatch(
      /^The first derivative has more than 1000 parts, too long to work with here/,
    );
    // The first derivative itself is still given, by the product rule.
    expect(solved(`d/dx ${product}`).method).toBe('product rule');
  });
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
