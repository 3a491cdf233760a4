import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { parseMath } from '../src/math/parseMath';
import { asWords } from '../src/math/rules';
import { everyKind, KINDS, kindOf } from '../src/solve/kinds';
import { type SolveKind, solve } from '../src/solve/solve';

/** The kinds that a Practice Center tab drills; every other kind is drilled by none. */
const PRACTISED: Partial<Record<SolveKind, 'algebra' | 'logarithms' | 'geometry'>> = {
  expression: 'algebra',
  linear: 'algebra',
  quadratic: 'algebra',
  system: 'algebra',
  inequality: 'algebra',
  'absolute-value': 'algebra',
  radical: 'algebra',
  factor: 'algebra',
  polynomial: 'algebra',
  'polynomial-division': 'algebra',
  'rational-equation': 'algebra',
  'rational-expression': 'algebra',
  exponential: 'logarithms',
  logarithmic: 'logarithms',
  logarithm: 'logarithms',
  shape: 'geometry',
};

describe('the kind registry', () => {
  it('registers every kind of result exactly once, with a heading', () => {
    const ids = KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const k of KINDS) {
      // Each heading is words of the kind's own titles, whatever the problem.
      for (const typed of ['x = 1', '2']) {
        const heading = asWords(k.title(unwrap(parseMath(typed))));
        expect(k.titles[heading.id]?.length, k.id).toBeGreaterThan(0);
      }
    }
  });

  it('lists each case once', () => {
    const { cases, equationCases } = everyKind;
    expect(new Set(cases).size).toBe(cases.length);
    expect(new Set(equationCases).size).toBe(equationCases.length);
  });

  it("solves each kind's example as that kind, with its heading and practice tab", () => {
    for (const k of KINDS) {
      const result = solve(k.example);
      if (!result.ok) throw new Error(`${k.example}: ${result.error.message}`);
      expect(result.value.kind, k.example).toBe(k.id);
      expect(result.value.title.length, k.example).toBeGreaterThan(0);
      expect(result.value.practice, k.example).toBe(PRACTISED[k.id] ?? null);
      expect(kindOf(k.id)).toBe(k);
    }
  });

  it('offers no practice tab that does not drill the kind', () => {
    for (const id of [
      'integral',
      'derivative',
      'trigonometry',
      'percentage',
      'arithmetic',
    ] as const)
      expect(kindOf(id).practice, id).toBeNull();
  });

  it('titles a problem by what it is: a system counts its equations, a trig relation is an equation', () => {
    const title = (text: string) => {
      const result = solve(text);
      return result.ok ? result.value.title : result.error.message;
    };
    expect(title('x+y+z=6, x-y=0, 2x+z=5')).toBe('System of three linear equations');
    expect(title('x+y=3, x-y=1')).toBe('System of two linear equations');
    expect(title('2sin(x) = 1')).toBe('Trigonometric equation');
    expect(title('sin(π/6)')).toBe('Trigonometric value');
    expect(title('x^2-5x+6=0')).toBe('Quadratic equation');
  });
});
