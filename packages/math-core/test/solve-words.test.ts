import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve/solve';

const answer = (text: string): string => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value.answer;
};

const refusal = (text: string): { code: string; message: string } => {
  const result = solve(text);
  if (result.ok) throw new Error(`${text} was answered: ${result.value.answer}`);
  return { code: result.error.code, message: result.error.message };
};

describe('solve: words around a problem', () => {
  it('takes off the commands it can do and solves the rest', () => {
    for (const [text, expected] of [
      ['Solve for x: 2x+3=7', 'x = 2'],
      ['Solve x^2 = 4 for x.', 'x = −2 or x = 2'],
      ['find x if x/2 = 3', 'x = 6'],
      ['solve: 2^(x+1)=16', 'x = 3'],
    ])
      expect(answer(text as string), text).toBe(expected);
  });

  it('reads "what is", "simplify", "expand", "multiply out", "evaluate", "calculate" as the bare problem', () => {
    for (const [text, bare] of [
      ['what is (x+1)^2', '(x+1)^2'],
      ['What is (x+1)^2?', '(x+1)^2'],
      ["what's 3/4 + 5/6", '3/4 + 5/6'],
      ['What’s 2^10?', '2^10'],
      ['Simplify 2/4', '2/4'],
      ['expand (2x+1)(x-3)', '(2x+1)(x-3)'],
      ['Multiply out (x+1)(x-2)', '(x+1)(x-2)'],
      ['Evaluate √72', '√72'],
      ['calculate 2^10', '2^10'],
      ['compute log_2(8)', 'log_2(8)'],
    ] as const)
      expect(answer(text), text).toBe(answer(bare));
    // The letters of the command are gone, not multiplied into the answer.
    expect(answer('what is (x+1)^2')).toBe('x² + 2x + 1');
    expect(answer('the answer to 2+2')).toBe('4');
  });

  it('refuses the commands it cannot do yet with that reason, never reading them as letters', () => {
    // Factoring is answered now (src/solve/kinds/factor/test.ts); a bare command is refused.
    for (const [text, factored] of [
      ['factor x^2-9', '(x − 3)(x + 3)'],
      ['Factorise x^2+5x+6', '(x + 2)(x + 3)'],
      ['factorize x^2-1', '(x − 1)(x + 1)'],
      ['Factor: x^2 - 4', '(x − 2)(x + 2)'],
    ])
      expect(answer(text as string), text).toBe(factored);
    expect(refusal('factor')).toMatchObject({
      code: 'unsupported',
      message: expect.stringMatching(/^Give the polynomial to factor/),
    });
    // Derivatives are answered now (src/solve/kinds/derivative/test.ts); a bare command is refused.
    for (const [text, derivative] of [
      ['differentiate x^2', '2x'],
      ['derivative of x^3', '3x²'],
      ['What is the derivative of x^2?', '2x'],
      ['find the derivative of 3x', '3'],
    ])
      expect(answer(text as string), text).toBe(derivative);
    expect(refusal('differentiate').message).toMatch(/^This derivative was not understood/);
    expect(answer('integrate 2x')).toBe('x² + C');
    expect(refusal('integrate').message).toMatch(/^This integral was not understood/);
  });

  it('refuses a word it does not know, saying which, instead of multiplying its letters', () => {
    for (const [text, word] of [
      ['abc+1', 'abc'],
      ['hello', 'hello'],
      ['x^2 qux 1', 'qux'],
      ['the blorp to 2+2', 'blorp'],
      ['2xy + 1', 'xy'],
    ] as const)
      expect(refusal(text).message, text).toMatch(new RegExp(`^"${word}" was not understood`));
  });

  it('still reads functions, π, e and "and" between equations', () => {
    expect(answer('2x+y=5 and x-y=1')).toBe('x = 2, y = 1');
    expect(answer('sqrt(50)')).toBe('5√2');
    expect(answer('e^x=5')).toBe('x = ln(5)');
    expect(answer('log_2(x)=5')).toBe('x = 32');
    expect(solve('2pi').ok).toBe(true);
  });

  it('never answers with a run of letters that was not typed as one (property)', () => {
    const word = fc
      .stringMatching(/^[a-df-z]{2,8}$/)
      .filter(
        (w) =>
          !/(sin|cos|tan|cot|sec|csc|log|ln|pi|abs|exp|min|max|gcd|lcm|root|sqrt|cbrt|floor|ceil|or|and)/.test(
            w,
          ),
      );
    fc.assert(
      fc.property(word, fc.constantFrom('x^2-9', '(x+1)^2', '2x+3=7', '3/4'), (w, rest) => {
        const result = solve(`${w} ${rest}`);
        if (result.ok) {
          // Only a command the solver does is accepted, and then the answer is the bare problem's.
          expect(result.value.answer).toBe(answer(rest));
        } else expect(result.error.message).toMatch(/not understood|not supported yet/);
      }),
    );
  });
});
