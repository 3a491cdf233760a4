import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusal, sentence, solved } from '../../../../test/solved';
import { unwrap } from '../../../_lib/testing';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { evaluateMath } from '../../../math/evaluateMath';
import { parseMath } from '../../../math/parseMath';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { checkDerivative } from '../../check';
import { readProblem } from '../../readProblem';
import { solve } from '../../solve';
import { de } from '../../write/de';
import { es } from '../../write/es';
import { readDerivative } from './read';

const answer = (text: string): string => solved(text).answer;
const tree = (text: string): MathNode => {
  const p = parseMath(text);
  if (!p.ok) throw new Error(`${text}: ${p.error.message}`);
  return p.value;
};

/**
 * Each step is true: it reads `d/dx(f) = a = b …` (or d²/dx²), and every link after the first
 * is the derivative of f by the numeric check, and reads back through the parser.
 */
const stepsHold = (text: string) => {
  const result = solved(text);
  expect(result.steps.length, text).toBeGreaterThan(0);
  for (const s of result.steps) {
    expect(s.mathml, s.text).toMatch(/^<math/);
    const links = s.text.split(' = ');
    const head = /^d(²?)\/d([a-z])(²?)\((.*)\)$/.exec(links[0] as string);
    expect(head, s.text).not.toBeNull();
    const [, two, x, , inner] = head as RegExpExecArray;
    for (const link of links.slice(1)) {
      if (link.startsWith('d/d')) continue;
      expect(
        checkDerivative(tree(inner as string), tree(link), x as string, two ? 2 : 1),
        `${text}: ${s.text}`,
      ).toBe(true);
    }
  }
  return result;
};

describe('solve: derivatives', () => {
  it('gives the exact derivative, simplified, for the examples', () => {
    const cases: [string, string, string][] = [
      ['d/dx x^3', '3x²', 'power rule'],
      ['derivative of x^2 sin(x)', '2xsin(x) + x²cos(x)', 'product rule'],
      ['d/dx (x^2+1)^3', '6x(x² + 1)²', 'chain rule'],
      ['differentiate ln(x^2)', '2/x', 'chain rule'],
      ['d/dx e^(3x)', '3e^(3x)', 'chain rule'],
      ['d/dx sqrt(x)', '1/(2√x)', 'power rule'],
      ['d/dx x/(x+1)', '1/(x + 1)²', 'quotient rule'],
      ['d/dx tan(x)', '1/cos(x)²', 'derivative of tangent'],
      ['d/dx tan(3x)', '3/cos(3x)²', 'chain rule'],
      ['d/dx 3x^2+2x-5', '6x + 2', 'sum rule, power rule'],
      ['d/dx (x^2+1)(x-1)', '3x² − 2x + 1', 'product rule'],
      ['d/dx cbrt(x)', '1/(3x^(2/3))', 'power rule'],
      ['d/dx x^(5/2)', '(5x^(3/2))/2', 'power rule'],
      ['d/dx 1/x', '−1/x²', 'quotient rule'],
      ['d/dx (x^2+1)/x', '(x² − 1)/x²', 'quotient rule'],
      ['d/dx sin(x)/x', '(xcos(x) − sin(x))/x²', 'quotient rule'],
      ['d/dx x ln(x)', 'ln(x) + 1', 'product rule'],
      ['d/dx 2^x', '2^x ln(2)', 'derivative of an exponential'],
      ['d/dx log_2(x)', '1/(xln(2)), x > 0', 'derivative of a logarithm'],
      ['d/dx log(x)', '1/(xln(10)), x > 0', 'derivative of a logarithm'],
      ['d/dx sqrt(x^2+1)', 'x/√(x² + 1)', 'chain rule'],
      ['d/dx e^(-x^2)', '−2xe^(−x²)', 'chain rule'],
      ['d/dx cos(2x)', '−2sin(2x)', 'chain rule'],
      ['d/dx sin(x)cos(x)', 'cos(x)² − sin(x)²', 'product rule'],
      ['d/dx pi x^2', '2πx', 'power rule'],
      ['d/dx 0.5x^2', 'x', 'power rule'],
      ['d/dx -x^2', '−2x', 'power rule'],
      ['d/dx 5', '0', 'derivative of a constant'],
      ['d/dx x', '1', 'power rule'],
      // sin² + cos² = 1: tan written as a quotient has the same derivative as tan.
      ['d/dx sin(x)/cos(x)', '1/cos(x)²', 'quotient rule'],
      ['d/dx x e^x', 'e^x + xe^x', 'product rule'],
      ['d/dx ln(ln(x))', '1/(xln(x)), x > 1', 'chain rule'],
      ['d/dx log_3(2x+1)', '2/((2x + 1)ln(3)), x > −1/2', 'chain rule'],
      ['d/dx (x+1)^2 (x-1)^3', '5x⁴ − 4x³ − 6x² + 4x + 1', 'product rule, chain rule'],
      ['d/dx x^(-2/3)', '−2/(3x^(5/3))', 'power rule'],
      ['d/dx exp(2x)', '2e^(2x)', 'chain rule'],
    ];
    for (const [text, expected, method] of cases) {
      const r = stepsHold(text);
      expect(r.kind, text).toBe('derivative');
      expect(r.answer, text).toBe(expected);
      expect(r.method, text).toBe(method);
      // The answer states where it holds when the derivative is defined on more (1/x for ln(x)).
      expect(r.solutions[0]?.text, text).toBe(expected.split(', x')[0]);
    }
  });

  it('names each rule in its step and shows the sub-derivatives first', () => {
    const notes = (text: string) => solved(text).steps.map((s) => `${s.note} :: ${s.text}`);
    expect(notes('d/dx x^3')).toEqual(['Power rule: d/dx xⁿ = n·xⁿ⁻¹ :: d/dx(x³) = 3x²']);
    expect(notes('derivative of x^2 sin(x)')).toEqual([
      'Power rule: d/dx xⁿ = n·xⁿ⁻¹ :: d/dx(x²) = 2x',
      'Derivative of sine: d/dx sin(u) = cos(u) :: d/dx(sin(x)) = cos(x)',
      'Product rule: d/dx(uv) = u′v + uv′ :: d/dx(x²sin(x)) = 2x × sin(x) + x² × cos(x) = 2xsin(x) + x²cos(x)',
    ]);
    const chain = notes('d/dx (x^2+1)^3');
    expect(chain.at(-1)).toBe(
      'Chain rule: d/dx f(u) = f′(u)·u′, with u = x² + 1 (power rule: d/dx uⁿ = n·uⁿ⁻¹) :: d/dx((x² + 1)³) = 3(x² + 1)² × (2x) = 6x(x² + 1)²',
    );
    expect(notes('d/dx x/(x+1)').at(-1)).toMatch(
      /^Quotient rule: d\/dx\(u\/v\) = \(u′v − uv′\)\/v²/,
    );
    expect(notes('d/dx sqrt(x)')).toEqual([
      'Write the root as a power: √x = x^(1/2). Power rule: d/dx xⁿ = n·xⁿ⁻¹ :: d/dx(√x) = 1/2 × x^(−1/2) = 1/(2√x)',
    ]);
    expect(solved('d/dx x^3')).toMatchObject({ problem: 'd/dx(x³)' });
    expect(solved('d/dx x^3').problemMathml).toMatch(/^<math/);
  });

  it('reads every notation for a derivative', () => {
    const cases: [string, string][] = [
      ['d/dx x^3', '3x²'],
      ['d/dx(x^3)', '3x²'],
      ['d/dx[x^3]', '3x²'],
      ['derivative of x^3', '3x²'],
      ['the derivative of x^3', '3x²'],
      ['find the derivative of x^3', '3x²'],
      ['What is the derivative of x^3?', '3x²'],
      ['differentiate x^3', '3x²'],
      ['differentiate x^3 with respect to x', '3x²'],
      ['Differentiate x^3 w.r.t. x.', '3x²'],
      ["f(x) = x^2+3x, f'(x)", '2x + 3'],
      ["f'(x) if f(x) = x^2+3x", '2x + 3'],
      ["find f'(x) given f(x) = e^(2x)", '2e^(2x)'],
      ['y = sin(x)^2, dy/dx', '2sin(x)cos(x)'],
      ['y = x^3 - 2x. Find dy/dx', '3x² − 2'],
      ['dy/dx if y = sqrt(x)', '1/(2√x)'],
      ["y' if y = x^2", '2x'],
      ['d/dt t^2', '2t'],
      ['differentiate t^3 + sin(t) with respect to t', '3t² + cos(t)'],
      ['derivative of u^2', '2u'],
      ["g(t) = t^4, g'(t)", '4t³'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    expect(solved('d/dt t^2').problem).toBe('d/dt(t²)');
    expect(readDerivative('x^2 + 1')).toBeUndefined();
    expect(readDerivative('2x + 3 = 7')).toBeUndefined();
  });

  it('takes second derivatives', () => {
    const cases: [string, string][] = [
      ['d²/dx² x^4', '12x²'],
      ['d^2/dx^2 sin(x)', '−sin(x)'],
      ['second derivative of x^3', '6x'],
      ["f(x) = x^3 + e^(2x), f''(x)", '6x + 4e^(2x)'],
      ['d2y/dx2 if y = ln(x)', '−1/x², x > 0'],
    ];
    for (const [text, expected] of cases) {
      const r = stepsHold(text);
      expect(r.answer, text).toBe(expected);
      expect(r.problem, text).toMatch(/^d²\/dx²\(/);
    }
  });

  it('refuses what it does not differentiate, saying why', () => {
    const cases: [string, RegExp][] = [
      ['partial derivative of x^2 y', /^Partial derivatives are not supported/],
      ['∂/∂x x^2', /^Partial derivatives are not supported/],
      ['d/dx x y', /partial derivatives\) are not supported/],
      ['x^2+y^2=1, dy/dx', /^Implicit differentiation is not supported/],
      ['d^3/dx^3 x^5', /^Only first and second derivatives are supported/],
      ["f'''(x) if f(x) = x^4", /^Only first and second derivatives are supported/],
      ['third derivative of x^5', /^Only first and second derivatives are supported/],
      ['d/dx x^x', /logarithmic differentiation/],
      ['derivative of abs(x)', /^\|x\| is not supported in derivatives/],
      ['d/dx arcsin(x)', /^arcsin\(x\) is not supported in derivatives/],
      ["f'(x)", /^Give the function to differentiate/],
      ['differentiate', /^This derivative was not understood/],
      ['d/dx ln(0)', /^ln\(0\) is not defined for any real x$/],
      ['d/dx sqrt(-1-x^2)', /^√\(−1 − x²\) is not defined for any real x$/],
    ];
    for (const [text, message] of cases) {
      const error = refusal(text);
      expect(error.code, text).toMatch(/unsupported|invalid_value/);
      expect(error.message, text).toMatch(message);
    }
  });

  it('the numeric check refuses a wrong derivative and accepts a right one', () => {
    const f = tree('x^2 sin(x)');
    expect(checkDerivative(f, tree('2x sin(x) + x^2 cos(x)'), 'x', 1)).toBe(true);
    expect(checkDerivative(f, tree('2x sin(x) - x^2 cos(x)'), 'x', 1)).toBe(false);
    expect(checkDerivative(f, tree('2x cos(x)'), 'x', 1)).toBe(false);
    // A large value with a small slope: the tolerance follows the rounding, not the value.
    expect(checkDerivative(tree('1000000 + x'), tree('1'), 'x', 1)).toBe(true);
    expect(checkDerivative(tree('1000000 + x'), tree('1.001'), 'x', 1)).toBe(false);
    expect(checkDerivative(tree('x^4'), tree('12x^2'), 'x', 2)).toBe(true);
    expect(checkDerivative(tree('x^4'), tree('12x'), 'x', 2)).toBe(false);
    // Defined only for x > 0, and only where both sides are finite.
    expect(checkDerivative(tree('ln(x)'), tree('1/x'), 'x', 1)).toBe(true);
    expect(checkDerivative(tree('ln(x)'), tree('2/x'), 'x', 1)).toBe(false);
    // Nowhere defined: no point to check at, so no verdict of agreement.
    expect(checkDerivative(tree('ln(-x^2-1)'), tree('0'), 'x', 1)).toBe(false);
  });

  it('property: a polynomial’s derivative is exact and passes the numeric check, a wrong one fails it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 5 }),
        (coefficients, wrongBy) => {
          const text = coefficients.map((c, k) => `(${c})*x^${k}`).join(' + ');
          const r = solve(`d/dx ${text}`);
          expect(r.ok, text).toBe(true);
          if (!r.ok) return;
          const derivative = tree(r.value.answer);
          // The exact derivative, coefficient by coefficient: Σ k·c_k·x^(k−1).
          for (const x of [-2, -0.5, 0, 1, 3]) {
            const expected = coefficients.reduce(
              (s, c, k) => (k === 0 ? s : s + k * c * x ** (k - 1)),
              0,
            );
            const value = evaluateMath(derivative, { x });
            expect(approxEqual(value, expected, TOLERANCE.check), `${text} at ${x}`).toBe(true);
          }
          expect(checkDerivative(tree(text), derivative, 'x', 1), text).toBe(true);
          const wrong = tree(`${r.value.answer} + ${wrongBy}x`);
          expect(checkDerivative(tree(text), wrong, 'x', 1), text).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('solve: a refused derivative in the language of the page', () => {
  it('says why in Spanish and German, and in English as before', () => {
    for (const language of [es, de]) {
      const r = solve('d^3/dx^3 x^4', { language });
      expect(!r.ok && r.error.message).toMatch(
        new RegExp(`^${sentence(language, 'derivativeOrder')}\\. `),
      );
    }
    expect(refusal('d^3/dx^3 x^4').message).toMatch(
      /^Only first and second derivatives are supported\. The solver reads/,
    );
  });
});

describe('solve: a derivative at a point', () => {
  it('gives its value there, after the steps of the derivative and the point put into it', () => {
    for (const [typed, expected] of [
      ['derivative of x^3 at x = 2', 'f′(2) = 12'],
      ['find the derivative of x^3 at x=2', 'f′(2) = 12'],
      ['d/dx x^3 when x = 2', 'f′(2) = 12'],
      ['derivative of x^2, x = 3', 'f′(3) = 6'],
      ['derivative of x^2 at 3', 'f′(3) = 6'],
      ["f'(2) if f(x) = x^3", 'f′(2) = 12'],
      ["f(x) = x^3 - x, f''(2)", 'f″(2) = 12'],
      ['second derivative of x^4 at x = 1', 'f″(1) = 12'],
      ['derivative of sin(x) at x = pi/3', 'f′(π/3) = 1/2'],
      ['derivative of t^2 + t with respect to t at t = -1', 'f′(−1) = −1'],
    ] as const)
      expect(answer(typed), typed).toBe(expected);
    const result = solved('derivative of x^3 at x = 2');
    // The problem line names the point as well as the derivative.
    expect(result.problem).toBe('d/dx(x³), x = 2');
    expect(solved("f''(1) if f(x) = x^4").problem).toBe('d²/dx²(x⁴), x = 1');
    // So does the reading shown as it is typed: the derivative of x³, x = 2.
    expect(unwrap(readProblem('derivative of x^3 at x = 2'))).toMatchObject({
      asks: 'derivative',
      text: 'x³, x = 2',
    });
    expect(unwrap(readProblem('d/dx x^3'))).toMatchObject({ asks: 'derivative', text: 'x³' });
    const last = result.steps.at(-1);
    expect(last?.ruleId).toBe('substitute');
    expect(last?.note).toBe('The derivative at x = 2: put x = 2 into it');
    expect(last?.text).toBe('f′(2) = 3 × 2² = 12');
    // The steps before it are the derivative's own.
    expect(result.steps.slice(0, -1).map((s) => s.text.startsWith('d/dx(x³)'))).not.toContain(
      false,
    );
    expect(result.solutions[0]?.value).toBe(12);
    // The graph draws the function and its tangent there, whose slope is the value.
    expect(result.kind === 'derivative' && result.functions?.map((f) => toText(f.body))).toEqual([
      'x³',
      '12x − 16',
    ]);
  });

  it('works out a value with no exact number, with its decimal', () => {
    const result = solved('derivative of ln(x) + e^x at x = 1');
    expect(result.answer).toBe('f′(1) = e + 1');
    expect(result.steps.at(-1)?.text).toBe('f′(1) = 1/1 + e¹ = e + 1');
    const decimal = result.solutions[0]?.decimal;
    expect(decimal && toText(decimal)).toBe('3.71828');
  });

  it('agrees with a difference quotient of the function at random points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: -5, max: 5 }),
        (c, k, a) => {
          const f = `${c}x^${k} + sin(x)`;
          const r = solve(`derivative of ${f} at x = ${a}`);
          if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
          const h = 1e-5;
          const slope =
            (evaluateMath(tree(f), { x: a + h }) - evaluateMath(tree(f), { x: a - h })) / (2 * h);
          expect(
            approxEqual(
              r.value.solutions[0]?.value ?? Number.NaN,
              slope,
              1e-6,
              1 + Math.abs(slope),
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a point where the function or its slope has no value, and a point it cannot read', () => {
    expect(refusal('derivative of ln(x) at x = -1').message).toMatch(
      /^ln\(x\) is not defined at x = −1, so it has no derivative there/,
    );
    expect(refusal('derivative of sqrt(x) at x = 0').message).toMatch(
      /^The derivative has no value at x = 0: the curve has no slope there/,
    );
    expect(refusal('derivative of x^2 at y = 2').message).toMatch(
      /^Give the point as x = a number, such as x = 2/,
    );
  });

  it('reads the point in the words of each language', () => {
    for (const [typed, language, expected] of [
      ['derivada de x^3 en x = 2', es, 'f′(2) = 12'],
      ["f'(pi/6) si f(x) = sen(x)", es, 'f′(π/6) = √3/2'],
      ['Ableitung von x^3 an der Stelle x = 2', de, 'f′(2) = 12'],
      ["f'(2) wenn f(x) = x^3", de, 'f′(2) = 12'],
    ] as const) {
      const r = solve(typed, { language });
      expect(r.ok && r.value.answer, typed).toBe(expected);
    }
    const r = solve('derivada de x^3 en x = 2', { language: es });
    expect(r.ok && r.value.steps.at(-1)?.note).toBe(
      'La derivada en x = 2: sustituye x = 2 en ella',
    );
    // "despejar u en v = u + at" is still a formula rearranged: "en" reads as "at" only before a point.
    const rearranged = solve('despejar u en v = u + at', { language: es });
    expect(rearranged.ok && rearranged.value.answer).toBe('u = v − at');
  });
});
