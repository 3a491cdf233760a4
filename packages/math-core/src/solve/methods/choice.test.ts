/**
 * Another way: each way `methods` lists solves the problem with its own steps, every step true,
 * to the same answer; a way that does not apply is refused, naming those that do. The comparison
 * of every way with SymPy over generated quadratics and systems is in choice.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../test/solve-steps';
import { unwrap } from '../../_lib/testing';
import { evaluateMath } from '../../math/evaluateMath';
import { parseMath } from '../../math/parseMath';
import { type SolveResult, solve } from '../solve';

const by = (text: string, method?: string): SolveResult => {
  const r = solve(text, method === undefined ? undefined : { method });
  if (!r.ok) throw new Error(`${text} by ${method}: ${r.error.message}`);
  return r.value;
};

const ids = (r: SolveResult) => r.methods?.map((m) => (m.used ? `${m.id}*` : m.id));

/** The points every step of an answer in x (and y) must hold at. */
const points = (r: SolveResult): Record<string, number>[] | undefined => {
  const values = r.solutions.map((s) => s.value);
  if (values.length === 0 || values.some((v) => v === undefined)) return undefined;
  if (r.kind === 'system')
    return [Object.fromEntries(r.solutions.map((s) => [s.text.split(' =')[0], s.value as number]))];
  return values.map((x) => ({ x: x as number }));
};

/** Every way the problem lists: each used as asked, same answer, true steps. */
const everyWay = (text: string): SolveResult[] => {
  const usual = by(text);
  const ways = usual.methods ?? [];
  expect(ways.length, text).toBeGreaterThan(1);
  return ways.map(({ id }) => {
    const r = by(text, id);
    expect(r.methods?.find((m) => m.used)?.id, `${text} by ${id}`).toBe(id);
    expect(r.methods?.map((m) => m.id)).toEqual(ways.map((m) => m.id));
    expect([r.answer, r.interval], `${text} by ${id}`).toEqual([usual.answer, usual.interval]);
    expect(r.complexSolutions).toEqual(usual.complexSolutions);
    expect(stepProblems(r.steps, points(r)), `${text} by ${id}`).toEqual([]);
    return r;
  });
};

describe('quadratics: factoring, the quadratic formula, completing the square', () => {
  it('lists the ways that apply, the usual one marked', () => {
    expect(ids(by('x^2-5x+6=0'))).toEqual([
      'factoring*',
      'quadratic-formula',
      'completing-the-square',
    ]);
    expect(ids(by('x^2-3x+1=0'))).toEqual(['quadratic-formula*', 'completing-the-square']);
    expect(ids(by('x^2+2x+5=0'))).toEqual(['quadratic-formula*', 'completing-the-square']);
    expect(ids(by('x^2-4=0'))).toEqual([
      'square-root*',
      'factoring',
      'quadratic-formula',
      'completing-the-square',
    ]);
    expect(by('x^2-5x+6=0').methods?.[0]).toEqual({
      id: 'factoring',
      name: 'Factoring',
      used: true,
    });
  });

  it('solves by every way to the same answer, with true steps', () => {
    for (const text of [
      'x^2-5x+6=0',
      'x^2-3x+1=0',
      'x^2+2x+5=0',
      '2x^2+3x-2=0',
      '4x^2-4x+1=0',
      'x^2-4=0',
      '3x^2=12',
      'x^2+6x=0',
      '6x^2-x-15=0',
      'x^2+x+1=0',
      'x(x+4)=5',
      '2x^2-7x=-4',
      'x^2/2+x-1=0',
    ])
      everyWay(text);
  });

  it('completes the square with every step', () => {
    const r = by('x^2-5x+6=0', 'completing-the-square');
    expect(r.method).toBe('completing the square');
    expect(r.steps.map((s) => `${s.note} | ${s.text}`)).toEqual([
      'Subtract 6 from both sides | x² − 5x = −6',
      'Add the square of half the coefficient of x, (−5/2)² = 25/4, to both sides | x² − 5x + 25/4 = −6 + 25/4',
      'Write the left side as a square | (x − 5/2)² = 1/4',
      'Take the square root of both sides: there is a positive and a negative root | x − 5/2 = −1/2, x − 5/2 = 1/2',
      'Add 5/2 to both sides | x = 2, x = 3',
    ]);
    expect(r.steps[1]?.rule).toBe('Completing the square');
    expect(by('2x^2+3x-2=0', 'completing-the-square').steps.map((s) => s.text)).toEqual([
      'x² + (3x)/2 − 1 = 0',
      'x² + (3x)/2 = 1',
      'x² + (3x)/2 + 9/16 = 1 + 9/16',
      '(x + 3/4)² = 25/16',
      'x + 3/4 = −5/4, x + 3/4 = 5/4',
      'x = −2, x = 1/2',
    ]);
  });

  it('completes the square to irrational and to complex roots', () => {
    for (const [text, answer, last] of [
      [
        'x^2-3x+1=0',
        'x = (3 − √5)/2 or x = (3 + √5)/2',
        ['(x − 3/2)² = 5/4', 'x − 3/2 = −√5/2, x − 3/2 = √5/2', 'x = (3 − √5)/2, x = (3 + √5)/2'],
      ],
      [
        'x^2+2x+5=0',
        'No real solutions; x = −1 ± 2i',
        ['(x + 1)² = −4', '(x + 1)² ≥ 0', 'x = −1 − 2i, x = −1 + 2i'],
      ],
    ] as const) {
      const r = by(text, 'completing-the-square');
      expect(r.answer).toBe(answer);
      expect(r.steps.map((s) => s.text).slice(2)).toEqual(last);
    }
  });

  it('works out the formula to rational roots when it is asked for', () => {
    const r = by('x^2-5x+6=0', 'quadratic-formula');
    expect(r.steps.map((s) => s.text)).toEqual([
      '(−5)² − 4 × 1 × 6 = 1',
      'x = (5 ± √1)/2',
      'x = 2, x = 3',
    ]);
    expect(by('4x^2-4x+1=0', 'quadratic-formula').steps.at(-1)?.text).toBe('x = 1/2');
  });
});

describe('two linear equations: substitution or elimination', () => {
  it('lists both, elimination used unless substitution is asked for', () => {
    expect(ids(by('2x+y=5, x-y=1'))).toEqual(['substitution', 'elimination*']);
    expect(by('2x+y=5, x-y=1', 'substitution').method).toBe('substitution');
  });

  it('substitutes the unknown with the smallest coefficient', () => {
    expect(by('2x+y=5, x-y=1', 'substitution').steps.map((s) => `${s.note} | ${s.text}`)).toEqual([
      'Solve the first equation for y | y = −2x + 5',
      'Substitute y = −2x + 5 into the second equation | x − (−2x + 5) = 1',
      'Expand brackets and collect like terms | 3x − 5 = 1',
      'Add 5 to both sides | 3x = 6',
      'Divide both sides by 3 | x = 2',
      'Put x = 2 into y = −2x + 5 | y = −2 × 2 + 5 = 1',
      'The solution | x = 2, y = 1',
    ]);
  });

  it('solves by both ways to the same answer, with true steps', () => {
    for (const text of [
      '2x+y=5, x-y=1',
      '3x+2y=12, 5x-3y=1',
      'x/2+y/3=2, x-y=-1',
      'x=2, x+y=5',
      '4a-3b=1, 2a+5b=7',
      '0.5x+0.25y=1, x-y=0.5',
    ])
      everyWay(text);
  });

  it('finds no solution and infinitely many either way', () => {
    for (const [text, answer] of [
      ['x+y=2, x+y=3', 'No solution'],
      ['x+y=2, 2x+2y=4', 'Infinitely many solutions: y = −x + 2'],
    ] as const)
      for (const way of ['substitution', 'elimination'])
        expect(by(text, way).answer, `${text} by ${way}`).toBe(answer);
  });
});

describe('linear inequalities: the unknown on either side', () => {
  it('gathers x on the right and reads the answer from x', () => {
    const r = by('2x+1<5x-8', 'unknown-right');
    expect(ids(r)).toEqual(['unknown-left', 'unknown-right*']);
    expect(r.steps.map((s) => s.text)).toEqual(['1 < 3x − 8', '9 < 3x', '3 < x', 'x > 3']);
  });

  it('solves by both ways to the same set, with true steps', () => {
    for (const text of ['3x-7<5', '2x+1<5x-8', '-2x+1 ≥ 7', 'x/2+1 > x/3', '5 ≤ 3-x', 'x < 4'])
      everyWay(text);
  });
});

describe('integrals: substitution or by parts, where both work', () => {
  /** The antiderivative as a function of x, without its + C. */
  const at = (r: SolveResult, x: number): number =>
    evaluateMath(unwrap(parseMath(r.answer.replace(/ \+ C$/, ''))), { x });

  it('integrates a polynomial times a root of ax + b either way, to the same function', () => {
    for (const text of [
      '∫ x sqrt(x+1) dx',
      '∫ x/sqrt(x+4) dx',
      '∫ x^2 sqrt(x+1) dx',
      '∫ 3x sqrt(2x-1) dx',
      '∫ (x+2) sqrt(x-1) dx',
    ]) {
      const usual = by(text);
      expect(ids(usual), text).toEqual(['substitution*', 'by-parts']);
      const parts = by(text, 'by-parts');
      expect(ids(parts), text).toEqual(['substitution', 'by-parts*']);
      expect(
        parts.steps.some((s) => s.rule === 'Integration by parts'),
        text,
      ).toBe(true);
      expect(usual.steps[0]?.rule, text).toBe('Substitution');
      // The same antiderivative written two ways: equal at every point (not only up to C).
      for (const x of [1.5, 2, 3.25, 7])
        expect(at(parts, x), `${text} at ${x}`).toBeCloseTo(at(usual, x), 9);
    }
  });

  it('substitutes u = x + 1 and writes x as u − 1', () => {
    expect(by('∫ x sqrt(x+1) dx', 'substitution').steps.map((s) => s.text)[0]).toBe(
      '∫x√(x + 1) dx = ∫√u(u − 1) du',
    );
  });

  it('names the one way where only one works, and refuses the other', () => {
    expect(ids(by('∫ x cos(x) dx'))).toEqual(['by-parts*']);
    expect(ids(by('∫ sin(x)cos(x) dx'))).toEqual(['substitution*']);
    expect(by('∫ 3x^2 + 2x dx').methods).toBeUndefined();
    const r = solve('∫ x cos(x) dx', { method: 'substitution' });
    expect(r.ok ? r.value.answer : r.error.message).toBe(
      'Substitution does not apply to this problem; it can be solved by integration by parts ("by-parts")',
    );
  });
});

describe('a way that does not apply', () => {
  it('is refused, naming the ways that do', () => {
    const r = solve('x^2-3x+1=0', { method: 'factoring' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('unsupported');
    expect(r.error.field).toBe('method');
    expect(r.error.message).toBe(
      'Factoring does not apply to this problem; it can be solved by quadratic formula ("quadratic-formula") or completing the square ("completing-the-square")',
    );
  });

  it('is refused where there is only one way, or a way of another kind of problem', () => {
    for (const [text, method] of [
      ['2x+3=7', 'factoring'],
      ['x+y+z=6, 2x-y+z=3, x+2y-z=2', 'substitution'],
      ['x^2<4', 'unknown-right'],
      ['2x+y=5, x-y=1', 'completing-the-square'],
      ['x^2-5x+6=0', 'by-guessing'],
      ['15% of 80', 'factoring'],
      ['d/dx x^2', 'substitution'],
    ] as const) {
      const r = solve(text, { method });
      expect(r.ok, `${text} by ${method}`).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.field]).toEqual(['unsupported', 'method']);
    }
    expect(by('2x+3=7').methods).toBeUndefined();
  });

  it('refuses options that are not an object with a method id', () => {
    for (const options of [{ method: 3 }, 'factoring', { method: null }] as unknown[]) {
      const r = solve('x^2-5x+6=0', options as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('invalid_value');
    }
    expect(by('x^2-5x+6=0', undefined).method).toBe('factoring');
    expect(solve('x^2-5x+6=0', {}).ok).toBe(true);
  });
});
