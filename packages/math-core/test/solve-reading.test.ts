import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWords } from '../src/solve/read';
import { solve } from '../src/solve/solve';

const answer = (text: string): string => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value.answer;
};

describe('the reading layer: what is asked, apart from the maths', () => {
  it('answers problems typed with the words around them as students type them', () => {
    for (const [typed, expected] of [
      ['determinant of [[3, 5], [1, 4]]', '7'],
      ['inverse of [[4, 7], [2, 6]]', '[[3/5, −7/10], [−1/5, 2/5]]'],
      ['avg of 12, 15, 9, 20, 4', '12'],
      ['whats the limit as x goes to 2 of 3x+1', 'lim_(x → 2) (3x + 1) = 7'],
      ['limit (x^2-1)/(x-1) as x -> 1', 'lim_(x → 1) (x² − 1)/(x − 1) = 2'],
      ['expand and simplify (x+3)(x−5)', 'x² − 2x − 15'],
      ['what is 2/3 of 48', '32'],
      ['x squared minus 5x plus 6 equals 0', 'x = 2 or x = 3'],
      ['the square root of 49', '7'],
      ['what is 2 to the power of 10?', '1024'],
      ['how much is 2 + 3', '5'],
      ['logarithm of 100', '2'],
      ['the natural log of e^2', '2'],
      ['log to base 2 of 8', '3'],
      ['square root of 3^2', '3'],
      // The roots of an expression are where it is 0.
      ['find the roots of x^2 - 5x + 6', 'x = 2 or x = 3'],
      ['zeros of x^2 - 4', 'x = −2 or x = 2'],
      ['find all x with x^2 = 4', 'x = −2 or x = 2'],
      ['find all values of x: x^2 = 9', 'x = −3 or x = 3'],
      ['simplify the fraction 6/8', '3/4'],
      ['solve the quadratic equation x^2 + 2x - 3 = 0', 'x = −3 or x = 1'],
      ['5 factorial', '120'],
      ['factorial of 5', '120'],
      ['please factorise completely 2x^2 - 8', answer('factor 2x^2-8')],
      ['std dev of 2, 4, 4, 4, 5, 5, 7, 9', answer('standard deviation of 2, 4, 4, 4, 5, 5, 7, 9')],
    ] as const)
      expect(answer(typed), typed).toBe(expected);
  });

  it('never reads a word as letters: the unknown asked for is taken off the formula', () => {
    expect(answer('I = PRT solve for R')).toBe('R = I/(PT), where P ≠ 0 and T ≠ 0');
    expect(answer('F = 9/5 C + 32, solve for C')).toBe('C = (5F)/9 − 160/9');
    expect(answer('make r the subject of A = πr^2')).toBe(answer('solve A = πr^2 for r'));
    // Letters written together multiply only where the problem's own unknowns say so.
    expect(answer('xy = 12, x + y = 7')).toBe('(x, y) = (3, 4) or (x, y) = (4, 3)');
    const what = solve('what xy = 12');
    expect(what.ok).toBe(false);
    // Words around a formula are never its letters: read, or refused with a reading that solves.
    for (const typed of [
      'I = PRT, now solve for R',
      'I = PRT find R',
      'I = PRT what is R',
      'solve for R the formula I = PRT',
    ])
      expect(answer(typed), typed).toBe('R = I/(PT), where P ≠ 0 and T ≠ 0');
    expect(solve('I = PRT, quickly solve for R')).toMatchObject({
      ok: false,
      error: {
        message: expect.stringMatching(/^"quickly" was not understood/),
        suggestion: 'I = PRT, solve for R',
      },
    });
  });

  it('reads the request, the unknown and the constraints apart from the maths', () => {
    const read = readWords('solve sin(x) = √2/2 for 0 ≤ x < 2π');
    expect(read.text).toBe('solve sin(x) = √2/2');
    expect(read.constraints.interval).toMatchObject({
      variable: 'x',
      fromClosed: true,
      toClosed: false,
    });
    expect(readWords('I = PRT solve for R')).toMatchObject({
      text: 'solve for R: I = PRT',
      unknown: 'R',
      request: 'solve',
    });
    expect(readWords('sin x = −1/2 (answer in radians)').constraints).toEqual({ unit: 'radians' });
    expect(readWords('x^2 = 2, to 3 decimal places').constraints).toEqual({ places: 3 });
    expect(readWords('solve x^2 = 8 exactly').constraints).toEqual({ exact: true });
    expect(readWords('2x + 1 = 5 by substitution').method).toBe('substitution');
  });

  it('lists exactly the solutions in a stated interval, in the unit asked for', () => {
    for (const [typed, expected] of [
      ['solve sin(x) = √2/2 for 0 ≤ x < 2π', 'x = π/4 or x = (3π)/4'],
      ['tan(x) = −1 where 0 ≤ x < 2π', 'x = (3π)/4 or x = (7π)/4'],
      ['find all x in [0,2π) with 2sin(x) = √3', 'x = π/3 or x = (2π)/3'],
      ['cos(x) = 1/2 on [−π, π]', 'x = −π/3 or x = π/3'],
      ['sin(x) = 0 for 0 ≤ x ≤ 4π', 'x = 0 or x = π or x = 2π or x = 3π or x = 4π'],
      ['sin(x) = 1/2 for 0 < x < 360', 'x = 30° or x = 150°'],
      ['2cos(x) = 1 for x between 0 and 720', 'x = 60° or x = 300° or x = 420° or x = 660°'],
      ['x^2 = 4, x > 0', 'x = 2'],
      ['x^2 - 5x + 6 = 0 for 2 < x ≤ 5', 'x = 3'],
      // Exact where the angles are not whole degrees, in the unit the interval is written in.
      [
        'sin(x) = sin(6x) for 0 ≤ x < π',
        'x = 0 or x = π/7 or x = (2π)/5 or x = (3π)/7 or x = (5π)/7 or x = (4π)/5',
      ],
      ['sin(x) = sin(6x) for 0 < x < 90', 'x = 180°/7 or x = 72° or x = 540°/7'],
      ['2x + 1 = 7 for 0 < x < 2', 'No solution with 0 < x < 2'],
      // An identity holds on the interval as it does everywhere.
      ['sin(x)^2 + cos(x)^2 = 1 for 0 ≤ x < 2π', answer('sin(x)^2 + cos(x)^2 = 1')],
    ] as const)
      expect(answer(typed), typed).toBe(expected);
    const steps = solve('tan(x) = −1 where 0 ≤ x < 2π');
    expect(steps.ok && steps.value.steps.at(-1)?.note).toMatch(/0 ≤ x < 2π/);
    expect(answer('sin x = −1/2 (answer in radians)')).toMatch(
      /^x = \(7π\)\/6 or x = \(11π\)\/6 in \[0, 2π\)/,
    );
    expect(answer('solve cos x = 1/2 in rad')).toMatch(/^x = π\/3 or x = \(5π\)\/3 in \[0, 2π\)/);
  });

  it('answers a problem wrapped in any filler as it answers the bare problem (property)', () => {
    const bare = [
      '2x + 3 = 11',
      'x^2 - 5x + 6 = 0',
      '3/4 + 5/6',
      'x + y = 10, x - y = 2',
      'sin(x) = 1/2',
    ];
    const opening = fc.constantFrom(
      '',
      'please ',
      'pls ',
      'can you solve ',
      'solve ',
      'hey ',
      'how do i solve ',
    );
    const closing = fc.constantFrom('', '?', ' please', ' thanks', ' pls', ' for me', '??');
    fc.assert(
      fc.property(fc.constantFrom(...bare), opening, closing, (maths, before, after) => {
        const typed = `${before}${maths}${after}`;
        const result = solve(typed);
        if (!result.ok) throw new Error(`${typed}: ${result.error.message}`);
        expect(result.value.answer, typed).toBe(answer(maths));
      }),
    );
  });

  it('rounds to the places asked for after "≈", the exact answer kept before it', () => {
    for (const [typed, expected] of [
      [
        'solve x^2 = 2, to 3 decimal places',
        'x = −√2 or x = √2; to 3 decimal places: x ≈ −1.414 or x ≈ 1.414',
      ],
      [
        'x^2 - 3x + 1 = 0 (3 d.p.)',
        'x = (3 − √5)/2 or x = (3 + √5)/2; to 3 decimal places: x ≈ 0.382 or x ≈ 2.618',
      ],
      ['sqrt(50) to 2 dp', '5√2; to 2 decimal places: 5√2 ≈ 7.07'],
      // A rational is rounded exactly: 1.005 is 1.01, not the double's 1.00.
      ['1.005 to 2 decimal places', '1.005; to 2 decimal places: 1.005 ≈ 1.01'],
      ['2x = 5 to the nearest whole number', 'x = 5/2; to the nearest whole number: x ≈ 3'],
    ] as const)
      expect(answer(typed), typed).toBe(expected);
    const steps = solve('solve x^2 = 2, to 3 decimal places');
    expect(steps.ok && steps.value.steps.at(-1)?.note).toBe('Round to 3 decimal places, as asked');
  });

  it('reads a request word one edit away as that word, and reads it as typed when asked', () => {
    const read = solve('slove 2x = 4');
    expect(read).toMatchObject({
      ok: true,
      value: { answer: 'x = 2', readAs: ['"slove" as "solve"'] },
    });
    expect(solve('slove 2x = 4', { corrections: false })).toMatchObject({
      ok: false,
      error: {
        message: '"slove" was not understood. Try "solve 2x = 4", which the solver answers.',
        suggestion: 'solve 2x = 4',
      },
    });
  });
});
