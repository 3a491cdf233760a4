import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { parseMath } from '../src/math/parseMath';
import { CASES, EQUATION_CASES, KINDS, kindOf } from '../src/solve/kinds';
import { type SolveKind, solve } from '../src/solve/solve';

/** Every member of `SolveKind`, listed once: the type checker refuses a missing or unknown one. */
const MEMBERS: Record<SolveKind, true> = {
  arithmetic: true,
  expression: true,
  linear: true,
  quadratic: true,
  system: true,
  exponential: true,
  logarithmic: true,
  logarithm: true,
  inequality: true,
  'absolute-value': true,
  radical: true,
  factor: true,
  polynomial: true,
  'polynomial-division': true,
  'rational-equation': true,
  'rational-expression': true,
  derivative: true,
  integral: true,
  percentage: true,
  trigonometry: true,
};

/** One problem of each kind, and the Practice Center tab that drills it (null: none does). */
const PROBLEMS: Record<SolveKind, [string, 'algebra' | 'logarithms' | 'geometry' | null]> = {
  arithmetic: ['3/4 + 5/6', null],
  expression: ['(2x+1)(x-3)', 'algebra'],
  linear: ['2x+3=7', 'algebra'],
  quadratic: ['x^2-5x+6=0', 'algebra'],
  system: ['2x+y=5, x-y=1', 'algebra'],
  exponential: ['2^(x+1)=16', 'logarithms'],
  logarithmic: ['log(x)+log(x-3)=1', 'logarithms'],
  logarithm: ['log_4(8)', 'logarithms'],
  inequality: ['-3 < 2x+1 ≤ 7', 'algebra'],
  'absolute-value': ['|2x-1| = 5', 'algebra'],
  radical: ['√(x+3) = x-3', 'algebra'],
  factor: ['factor 6x^2+11x-10', 'algebra'],
  polynomial: ['x^3-6x^2+11x-6=0', 'algebra'],
  'polynomial-division': ['(x^3-1)/(x-1)', 'algebra'],
  'rational-equation': ['x/(x+1) + 2/(x-1) = 1', 'algebra'],
  'rational-expression': ['simplify (x^2-1)/(x+2)', 'algebra'],
  derivative: ['d/dx x^2 sin(x)', null],
  integral: ['∫ 3x^2 + 2x dx', null],
  percentage: ['15% of 80', null],
  trigonometry: ['cos(135°)', null],
};

describe('the kind registry', () => {
  it('registers every kind of result exactly once, with a heading', () => {
    const ids = KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(MEMBERS).sort());
    for (const k of KINDS) {
      expect(k.title(unwrap(parseMath('x = 1'))).length, k.id).toBeGreaterThan(0);
      expect(k.title(unwrap(parseMath('2'))).length, k.id).toBeGreaterThan(0);
    }
  });

  it('lists each case once', () => {
    expect(new Set(CASES).size).toBe(CASES.length);
    expect(new Set(EQUATION_CASES).size).toBe(EQUATION_CASES.length);
  });

  it('solves one problem of each kind as that kind, with its heading and practice tab', () => {
    for (const [id, [text, practice]] of Object.entries(PROBLEMS) as [
      SolveKind,
      [string, 'algebra' | 'logarithms' | 'geometry' | null],
    ][]) {
      const result = solve(text);
      if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
      expect(result.value.kind, text).toBe(id);
      expect(result.value.practice, text).toBe(practice);
      expect(kindOf(id).practice, id).toBe(practice);
      expect(result.value.title.length, text).toBeGreaterThan(0);
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
