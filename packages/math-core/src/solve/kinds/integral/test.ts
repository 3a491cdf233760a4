import { describe, expect, it } from 'vitest';
import { integralProblems } from '../../../../test/solve-sympy-integral';
import { refusal, sentence, solved } from '../../../../test/solved';
import { parseMath } from '../../../math/parseMath';
import type { MathNode } from '../../../math/tree';
import { checkDerivative } from '../../check';
import { solve } from '../../solve';
import { de } from '../../write/de';
import { es } from '../../write/es';
import { readIntegral } from '.';

const tree = (text: string): MathNode => {
  const p = parseMath(text);
  if (!p.ok) throw new Error(`${text}: ${p.error.message}`);
  return p.value;
};
/** The answer without its + C, as a tree. */
const withoutC = (answer: string): MathNode => tree(answer.replace(/ \+ C$/, ''));

describe('solve: indefinite integrals', () => {
  it('gives the exact antiderivative for the examples, and its derivative is the integrand', () => {
    const cases: [string, string, string, string][] = [
      ['integrate x^2', 'x²', 'x³/3 + C', 'power rule'],
      ['integrate 3x^2+2x dx', '3x^2+2x', 'x³ + x² + C', 'power rule and linearity'],
      ['integral of sin(x)', 'sin(x)', '−cos(x) + C', 'standard integrals'],
      [
        'the integral of e^(2x) dx',
        'e^(2x)',
        'e^(2x)/2 + C',
        'substitution, standard integrals and linearity',
      ],
      ['∫x dx', 'x', 'x²/2 + C', 'power rule'],
      ['∫ x^2 + 1 dx', 'x^2+1', 'x³/3 + x + C', 'power rule, constant rule and linearity'],
      ['∫(3x^2-2)dx', '3x^2-2', 'x³ − 2x + C', 'power rule, constant rule and linearity'],
      ['antiderivative of 1/x', '1/x', 'ln|x| + C', 'standard integrals'],
      ['∫ sqrt(x) dx', 'sqrt(x)', '(2x^(3/2))/3 + C', 'power rule'],
      ['∫ √x dx', 'sqrt(x)', '(2x^(3/2))/3 + C', 'power rule'],
      ['∫ 1/x^2 dx', '1/x^2', '−1/x + C', 'power rule'],
      ['∫ 3 cbrt(x) dx', '3cbrt(x)', '(9x^(4/3))/4 + C', 'power rule and linearity'],
      ['∫ 2^x dx', '2^x', '2^x/ln(2) + C', 'standard integrals'],
      ['∫ cos(x) dx', 'cos(x)', 'sin(x) + C', 'standard integrals'],
      ['∫ sec(x)^2 dx', 'sec(x)^2', 'tan(x) + C', 'standard integrals'],
      ['∫ tan(x) dx', 'tan(x)', '−ln|cos(x)| + C', 'standard integrals'],
      ['∫ (3x+1)^4 dx', '(3x+1)^4', '(3x + 1)⁵/15 + C', 'substitution, power rule and linearity'],
      [
        '∫ cos(3x) dx',
        'cos(3x)',
        'sin(3x)/3 + C',
        'substitution, standard integrals and linearity',
      ],
      [
        '∫ 1/(2x+1) dx',
        '1/(2x+1)',
        'ln|2x + 1|/2 + C',
        'substitution, standard integrals and linearity',
      ],
      ['∫ 2x(x^2+1)^3 dx', '2x(x^2+1)^3', '(x² + 1)⁴/4 + C', 'substitution and power rule'],
      ['∫ 2x/(x^2+1) dx', '2x/(x^2+1)', 'ln|x² + 1| + C', 'substitution and standard integrals'],
      [
        '∫ x e^(x^2) dx',
        'x e^(x^2)',
        'e^x²/2 + C',
        'substitution, standard integrals and linearity',
      ],
      ['∫ cos(x) sin(x)^2 dx', 'cos(x)sin(x)^2', 'sin(x)³/3 + C', 'substitution and power rule'],
      ['∫ ln(x)/x dx', 'ln(x)/x', 'ln(x)²/2 + C', 'substitution and power rule'],
      ['∫ 1/(x ln(x)) dx', '1/(x ln(x))', 'ln|ln(x)| + C', 'substitution and standard integrals'],
      [
        '∫ (x+1)/(x^2+2x+5) dx',
        '(x+1)/(x^2+2x+5)',
        'ln|x² + 2x + 5|/2 + C',
        'substitution, standard integrals and linearity',
      ],
      [
        '∫ x(x+1)^2 dx',
        'x(x+1)^2',
        'x⁴/4 + (2x³)/3 + x²/2 + C',
        'multiplying out, power rule and linearity',
      ],
      [
        '∫ (x^2+1)/x dx',
        '(x^2+1)/x',
        'x²/2 + ln|x| + C',
        'multiplying out, power rule, standard integrals and linearity',
      ],
      ['∫ 5 dx', '5', '5x + C', 'constant rule'],
      ['∫ 0 dx', '0', 'C', 'constant rule'],
      ['∫ x e^x dx', 'x e^x', 'xe^x − e^x + C', 'integration by parts and standard integrals'],
      ['∫ ln(x) dx', 'ln(x)', 'xln(x) − x + C', 'integration by parts and constant rule'],
      [
        '∫ x ln(x) dx',
        'x ln(x)',
        '(x²ln(x))/2 − x²/4 + C',
        'integration by parts, power rule and linearity',
      ],
      [
        '∫ x sin(x) dx',
        'x sin(x)',
        '−xcos(x) + sin(x) + C',
        'integration by parts, standard integrals and linearity',
      ],
      [
        '∫ x^2 e^x dx',
        'x^2 e^x',
        'x²e^x − 2xe^x + 2e^x + C',
        'integration by parts, standard integrals and linearity',
      ],
      ['∫ t^2 dt', 't^2', 't³/3 + C', 'power rule'],
      ['integrate u^3 du', 'u^3', 'u⁴/4 + C', 'power rule'],
    ];
    for (const [text, integrand, answer, method] of cases) {
      const r = solved(text);
      expect(r.kind, text).toBe('integral');
      expect(r.answer, text).toBe(answer);
      expect(r.method, text).toBe(method);
      expect(r.solutions, text).toMatchObject([{ text: answer }]);
      // Independent of the solver's own check: finite differences of the answer give the integrand.
      const x = /d([tu])$/.exec(text)?.[1] ?? 'x';
      const F = answer === 'C' ? tree('0') : withoutC(answer);
      expect(checkDerivative(F, tree(integrand), x, 1), text).toBe(true);
    }
  });

  it('names the rule in each step, and each step reads back', () => {
    const notes = (text: string) => solved(text).steps.map((s) => `${s.note} :: ${s.text}`);
    expect(notes('integrate x^2')).toEqual([
      'Power rule: ∫xⁿ dx = xⁿ⁺¹/(n + 1) + C, here with n = 2 :: ∫x² dx = x³/3 + C',
    ]);
    expect(notes('integrate 3x^2+2x dx')).toEqual([
      'Linearity: ∫(f + g) dx = ∫f dx + ∫g dx, so integrate term by term :: ∫(3x² + 2x) dx = ∫3x² dx + ∫2x dx',
      'Power rule: ∫xⁿ dx = xⁿ⁺¹/(n + 1) + C, here with n = 2 :: ∫x² dx = x³/3 + C',
      'Linearity: a constant factor comes out, ∫k·f dx = k∫f dx :: ∫3x² dx = 3∫x² dx = x³ + C',
      'Power rule: ∫xⁿ dx = xⁿ⁺¹/(n + 1) + C, here with n = 1 :: ∫x dx = x²/2 + C',
      'Linearity: a constant factor comes out, ∫k·f dx = k∫f dx :: ∫2x dx = 2∫x dx = x² + C',
      'Add the results, with one constant of integration C :: ∫3x² dx + ∫2x dx = x³ + x² + C',
    ]);
    expect(notes('∫ 2x(x^2+1)^3 dx')).toEqual([
      'Substitution u = x² + 1, so du = 2x dx: write the integrand in u :: ∫2x(x² + 1)³ dx = ∫u³ du',
      'Power rule: ∫uⁿ du = uⁿ⁺¹/(n + 1) + C, here with n = 3 :: ∫u³ du = u⁴/4 + C',
      'Put back u = x² + 1 :: u⁴/4 + C = (x² + 1)⁴/4 + C',
    ]);
    expect(notes('∫ sqrt(x) dx')).toEqual([
      'Power rule: ∫xⁿ dx = xⁿ⁺¹/(n + 1) + C, here with n = 1/2 :: ∫√x dx = x^(3/2)/(3/2) + C = (2x^(3/2))/3 + C',
    ]);
    expect(notes('∫ x e^x dx')).toEqual([
      'Standard integral: ∫e^x dx = e^x + C :: ∫e^x dx = e^x + C',
      'Integration by parts: ∫u dv = uv − ∫v du, with u = x, so du = 1 dx, and dv = e^x dx, so v = e^x :: ∫xe^x dx = xe^x − ∫e^x dx',
      'Standard integral: ∫e^x dx = e^x + C :: ∫e^x dx = e^x + C',
      'Put the parts together :: xe^x − ∫e^x dx = xe^x − e^x + C',
    ]);
    // The words come from the catalogue, with what they were written from.
    const parts = solved('∫ x e^x dx').steps[1];
    expect(parts).toMatchObject({ ruleId: 'parts' });
    expect(Object.keys(parts?.params ?? {}).sort()).toEqual(['du', 'dv', 'u', 'unknown', 'v']);
    expect(notes('antiderivative of 1/x')).toEqual([
      'Standard integral: ∫1/x dx = ln|x| + C :: ∫1/x dx = ln|x| + C',
    ]);
    expect(notes('∫ (3x+1)^4 dx')[0]).toBe(
      'Substitution u = 3x + 1, so du = 3 dx: write the integrand in u :: ∫(3x + 1)⁴ dx = ∫u⁴/3 du',
    );
    // Substituting in a problem already in u uses v.
    expect(notes('integrate u(u^2+1)^2 du')[0]).toMatch(/^Substitution v = u² \+ 1, so dv = 2u du/);
    for (const text of ['∫ 2x/(x^2+1) dx', '∫ x(x+1)^2 dx', 'integrate 3x^2+2x dx']) {
      const r = solved(text);
      expect(r.problem, text).toMatch(/^∫.* dx$/);
      // The integral sign, the integrand and dx typeset, not the sign as a name.
      expect(r.problemMathml, text).toMatch(/^<math.*<mo>∫<\/mo>.*<mi>d<\/mi><mi>x<\/mi>/);
      for (const s of r.steps) {
        expect(s.mathml, s.text).toMatch(/^<math/);
        // Every link after an integral sign is an antiderivative that reads back.
        for (const link of s.text.split(' = ').filter((l) => !l.includes('∫')))
          expect(parseMath(link.replace(/ \+ C$/, '')).ok, `${text}: ${link}`).toBe(true);
      }
    }
  });

  it('reads every notation for an integral', () => {
    const cases: [string, string, string?][] = [
      ['integrate x^2', 'x^2'],
      ['integrate 3x^2+2x dx', '3x^2+2x', 'x'],
      ['integral of sin(x)', 'sin(x)'],
      ['the integral of e^(2x) dx', 'e^(2x)', 'x'],
      ['∫x dx', 'x', 'x'],
      ['∫ x^2 + 1 dx', 'x^2 + 1', 'x'],
      ['∫(3x^2-2)dx', '(3x^2-2)', 'x'],
      ['antiderivative of 1/x', '1/x'],
      ['∫ t^2 dt', 't^2', 't'],
      ['integrate u^3 du', 'u^3', 'u'],
      ['∫ xdx', 'x', 'x'],
      ['find the integral of x^3 with respect to x', 'x^3', 'x'],
      ['What is the integral of cos(x)?', 'cos(x)'],
      ['the indefinite integral of x dx', 'x', 'x'],
    ];
    for (const [text, expression, variable] of cases)
      expect(readIntegral(text), text).toEqual(
        variable ? { expression, variable } : { expression },
      );
    expect(readIntegral('x^2 + 1')).toBeUndefined();
    expect(readIntegral('d/dx x^2')).toBeUndefined();
    expect(solved('find the integral of x^3 with respect to x').answer).toBe('x⁴/4 + C');
    expect(solved('What is the integral of cos(x)?').answer).toBe('sin(x) + C');
    expect(solved('∫ t^2 dt').problem).toBe('∫t² dt');
    expect(solved('integral from 0 to 2 of x^2').problemMathml).toMatch(
      /<msubsup><mo>∫<\/mo><mn>0<\/mn><mn>2<\/mn><\/msubsup>/,
    );
  });

  it('refuses what it does not integrate, saying why and what it can do', () => {
    const cases: [string, RegExp][] = [
      ['∫ e^(x^2) dx', /^This integral cannot be worked out here: the solver integrates sums/],
      ['∫ e^x sin(x) dx', /power reduction; inverse trigonometric results and other integrals/],
      ['∫ 1/(x^2+1) dx', /^This integral cannot be worked out here/],
      ['∫ sqrt(1 - x^2) dx', /^This integral cannot be worked out here/],
      ['∫ x sqrt(x^2+x+1) dx', /^This integral cannot be worked out here/],
      ['∫_-1^2 sqrt(x) dx', /^√x is not defined for −1 ≤ x < 0, part of the interval from −1 to 2/],
      ['∫_x^1 x dx', /^The limits of a definite integral must be numbers/],
      ['definite integral of x', /^The limits of this definite integral were not understood/],
      ['integrate', /^This integral was not understood/],
      ['∫ x y dx', /^Only x may vary here: integrals of expressions with other letters/],
      ['integrate x y', /^Say which letter to integrate with respect to/],
      ['∫ abs(x) dx', /^\|x\| is not supported in integrals/],
      ['∫ x^2 dt with respect to x', /^The integral says both dt and with respect to x/],
      ['∫ ln(-x^2-1) dx', /is not defined for any real x$/],
      ['∫ x^2 = 4 dx', /^Give one expression to integrate/],
    ];
    for (const [text, message] of cases) {
      const error = refusal(text);
      expect(error.code, text).toMatch(/unsupported|invalid_value/);
      expect(error.message, text).toMatch(message);
      // No parser positions or internal words.
      expect(error.message, text).not.toMatch(/position|SolveStop|undefined|NaN|Ex\b/);
    }
  });

  it('evaluates definite integrals exactly as F(b) − F(a)', () => {
    const cases: [string, string, string][] = [
      ['∫_0^1 x^2 dx', '1/3', '1/3 − 0 = 1/3'],
      ['integral of x^2 from 0 to 1', '1/3', '1/3 − 0 = 1/3'],
      ['∫_{-1}^{2} 3x^2+1 dx', '12', '10 − (−2) = 12'],
      ['∫_1^2 1/x dx', 'ln(2)', 'ln(2) − 0 = ln(2)'],
      ['∫_-2^-1 1/x dx', '−ln(2)', '0 − ln(2) = −ln(2)'],
      ['∫_0^1 e^x dx', 'e − 1', 'e − 1'],
      ['integrate 2x(x^2+1)^3 between 0 and 1', '15/4', '4 − 1/4 = 15/4'],
      ['∫_1^4 sqrt(x) dx', '14/3', '16/3 − 2/3 = 14/3'],
      ['∫_0^(1/2) x dx', '1/8', '1/8 − 0 = 1/8'],
      // The limits first, as students also write them, with π or e as a limit.
      ['integral from 0 to 2 of x^2', '8/3', '8/3 − 0 = 8/3'],
      ['integrate from -1 to 1: x^3', '0', '1/4 − 1/4 = 0'],
    ];
    for (const [text, answer, last] of cases) {
      const r = solved(text);
      expect(r.kind, text).toBe('integral');
      expect(r.answer, text).toBe(answer);
      expect(r.method, text).toMatch(/, then the limits$/);
      expect(r.steps.at(-1)?.note, text).toMatch(
        /^Evaluate the antiderivative F\(x\) = .* at the limits/,
      );
      expect(r.steps.at(-1)?.text, text).toBe(last);
      expect(r.solutions[0]?.text, text).toBe(answer);
    }
    expect(solved('∫_1^2 1/x dx').solutions[0]?.value).toBeCloseTo(Math.LN2, 12);
    expect(solved('integral from 0 to pi of sin(x)').answer).toBe('2');
    expect(solved('the definite integral from 1 to e of 1/x dx').answer).toBe('1');
  });

  it('answers the problems it offers for the corpus, in every notation', () => {
    const problems = integralProblems(60, 4242);
    expect(new Set(problems).size).toBeGreaterThan(50);
    for (const text of problems) expect(solved(text).kind, text).toBe('integral');
  });

  it('splits a rational function over linear factors into partial fractions', () => {
    const r = solved('integrate (3x+5)/(x^2+3x+2)');
    expect(r.answer).toBe('2ln|x + 1| + ln|x + 2| + C');
    expect(r.method).toMatch(/^partial fractions/);
    expect(r.steps.slice(0, 5).map((s) => s.text)).toEqual([
      'x² + 3x + 2 = (x + 1)(x + 2)',
      '(3x + 5)/((x + 1)(x + 2)) = A/(x + 1) + B/(x + 2)',
      '3x + 5 = A(x + 2) + B(x + 1)',
      'A = 2, B = 1',
      '(3x + 5)/(x² + 3x + 2) = 2/(x + 1) + 1/(x + 2)',
    ]);
    expect(r.steps[1]).toMatchObject({ rule: 'Partial fractions' });
    expect(r.steps[2]).toMatchObject({ rule: 'Comparing coefficients' });
    expect(r.steps[3]).toMatchObject({
      ruleId: 'numerators',
      note: 'Solve for the numerators',
      why: expect.stringMatching(/^matching the coefficients gives one linear equation/),
    });
    expect(solved('integrate 1/(x(x+1)^2)').answer).toBe('ln|x| − ln|x + 1| + 1/(x + 1) + C');
    expect(solved('integrate (x^3+1)/(x^2-1)').answer).toBe('x²/2 + ln|x − 1| + C');
    expect(solved('integrate 1/(x^2-1)').steps[3]?.text).toBe('A = 1/2, B = −1/2');
    // A top of the bottom's degree over a linear bottom is divided, and no more.
    const divided = solved('integrate (x+1)/(x-1)');
    expect(divided.answer).toBe('2ln|x − 1| + x + C');
    expect(divided.steps[0]?.text).toBe('(x + 1)/(x − 1) = 1 + 2/(x − 1)');
    // The derivative of the bottom on top is a substitution, as a teacher would do it.
    expect(solved('integrate 2x/(x^2-1)').answer).toBe('ln|x² − 1| + C');
  });

  it('integrates sin² and cos² by power reduction', () => {
    const r = solved('integrate sin^2(x)');
    expect(r.answer).toBe('−sin(2x)/4 + x/2 + C');
    expect(r.steps[0]).toMatchObject({
      text: '∫sin(x)² dx = ∫(−cos(2x)/2 + 1/2) dx',
      rule: 'Power reduction',
    });
    expect(solved('integrate cos^2(3x)').answer).toBe('sin(6x)/12 + x/2 + C');
    expect(solved('integral from 0 to pi of sin^2(x)').answer).toBe('π/2');
  });
});

describe('solve: a refused integral in the language of the page', () => {
  it('says why in Spanish and German, with the maths in their notation', () => {
    for (const language of [es, de]) {
      const r = solve('∫_0^(1/2) ln(x-2) dx', { language });
      expect(!r.ok && r.error.message).toBe(
        sentence(language, 'integralUndefinedAll', {
          integrand: 'ln(x − 2)',
          between: sentence(language, 'integralBetween', { low: '0', high: '1/2' }) as string,
          because: sentence(language, 'integralNeeds', {
            what: 'ln(x − 2)',
            condition: 'x − 2 > 0',
          }) as string,
        }),
      );
      const unread = solve('∫', { language });
      expect(!unread.ok && unread.error.message).toContain(sentence(language, 'integralUnread'));
    }
  });

  it('is unchanged in English', () => {
    expect(refusal('∫_0^(1/2) ln(x-2) dx').message).toBe(
      'ln(x − 2) is not defined anywhere from 0 to 1/2: ln(x − 2) needs x − 2 > 0',
    );
  });
});
