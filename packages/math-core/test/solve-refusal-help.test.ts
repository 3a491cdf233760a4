import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve/solve';

const refusal = (text: string) => {
  const r = solve(text);
  if (r.ok) throw new Error(`${text} was answered: ${r.value.answer}`);
  return r.error.message;
};

describe('refusals that help', () => {
  it('never gives a character position or a parser word', () => {
    for (const text of ['2x+', '(2x+1', '2 3', '2 $ 3', '|2x-1', 'x^', '*3', '2)', 'log_', 'x=(']) {
      const message = refusal(text);
      expect(message).not.toMatch(/position|token|input|unexpected|expected|parse/i);
      expect(message.length).toBeGreaterThan(10);
    }
    expect(refusal('2 3')).toBe('An operator (+, −, × or ÷) is missing between "2" and "3"');
  });

  it('says what the problem was read as, and what the solver does with something close', () => {
    expect(refusal('x^2+y^3=1')).toMatch(
      /^One equation in two unknowns has no single answer.*Read as an equation in x and y\. The solver solves equations in one unknown: .* such as x\^2-5x\+6=0\. Try "solve for x: x\^2\+y\^3=1", which the solver answers\.$/,
    );
    expect(refusal('x < y')).toMatch(/Read as an inequality in x and y\. .* such as 3x-7<5/);
    expect(refusal('x≠2')).toMatch(/Read as an equation in x\./);
    expect(refusal('max(3,5)')).toBe(
      'The solver does not work out max(…). Read as a calculation. The solver works out fractions, powers, roots, logarithms and sin, cos and tan at special angles exactly, such as 3/4+5/6 or √72.',
    );
    // No refusal lists everything the solver does any more: each is a few sentences (and the
    // reading offered, when there is one).
    for (const text of ['x^2+y^3=1', 'x < y', 'max(3,5)', 'lim x->0 floor(x)', 'x^9+x+1=0'])
      expect(refusal(text).replace(/ Try ".*$/, '').length).toBeLessThan(330);
  });

  it('reads a ! straight after a number or a bracket as a factorial, never as punctuation', () => {
    expect(solve('5!')).toMatchObject({ ok: true, value: { answer: '120' } });
    expect(solve('(2+3)!')).toMatchObject({ ok: true, value: { answer: '120' } });
    expect(solve('solve 2x = 4!')).toMatchObject({ ok: true, value: { answer: 'x = 12' } });
    // A ! after a space ends a sentence: punctuation.
    expect(solve('Solve 2x = 4 !')).toMatchObject({ ok: true, value: { answer: 'x = 2' } });
    expect(refusal('5!!')).toMatch(/^Double factorials such as 5!! are not worked out/);
  });

  it('reads a command one edit from a known one as that command, and says so in "Read as"', () => {
    for (const [typed, read, bare] of [
      ['intergrate x^2', '"intergrate" as "integrate"', 'integrate x^2'],
      ['simplfy 2x+3x', '"simplfy" as "simplify"', 'simplify 2x+3x'],
      ['facter x^2-9', '"facter" as "factor"', 'factor x^2-9'],
      ['slove 2x=4', '"slove" as "solve"', 'solve 2x=4'],
    ] as const) {
      const result = solve(typed);
      if (!result.ok) throw new Error(`${typed}: ${result.error.message}`);
      expect(result.value.readAs, typed).toContain(read);
      expect(result.value.answer, typed).toBe(
        (solve(bare) as { value: { answer: string } }).value.answer,
      );
    }
  });

  it('offers the nearest reading that solves, one the solver answers', () => {
    for (const [typed, suggestion] of [
      ['x^2 blorp = 4', 'x^2 = 4'],
      ['intergrat x^2', 'integrate x^2'],
      ['sin(x) = 1/2 for x > 0', 'sin(x) = 1/2'],
      ['x^2+y^3=1', 'solve for x: x^2+y^3=1'],
    ] as const) {
      const result = solve(typed);
      expect(result, typed).toMatchObject({ ok: false, error: { suggestion } });
      if (!result.ok)
        expect(
          result.error.message.endsWith(`. Try "${suggestion}", which the solver answers.`),
        ).toBe(true);
      expect(solve(suggestion).ok, suggestion).toBe(true);
    }
    expect(refusal('intergrat x^2')).toBe(
      '"intergrat" was not understood. Try "integrate x^2", which the solver answers.',
    );
    // A limit refused is read as a limit.
    expect(refusal('limit as x approaches 0 of (1 - cos(x))/x^2')).toMatch(
      /Read as the limit of \(1 − cos\(x\)\)\/x²\./,
    );
  });

  it('asks "did you mean" for a word two edits from a known one, never reading it as letters', () => {
    expect(solve('intergrat x^2', { corrections: false })).toMatchObject({ ok: false });
    expect(refusal('sqr(4)')).toBe(
      '"sqr" was not understood. Try "sqrt(4)", which the solver answers.',
    );
    expect(solve('sqr(4)', { corrections: false })).toMatchObject({
      ok: false,
      error: { suggestion: 'sqrt(4)' },
    });
    // A word far from every known one gets the general explanation.
    expect(refusal('kurtosis of 3,4,5')).toMatch(
      /^"kurtosis" was not understood: unknowns are single letters/,
    );
  });
});
