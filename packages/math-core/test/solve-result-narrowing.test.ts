/**
 * A result of `solve` is a union discriminated by `kind`: narrowing on `kind` gives a variant's
 * own fields, required where the kind always gives them. These assertions are checked by the
 * type checker (`pnpm typecheck` compiles this file under `strict`), and run as tests too.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GraphFunction } from '../src/math/plotted';
import type { MathNode } from '../src/math/tree';
import { KINDS } from '../src/solve/kinds';
import {
  type SetInterval,
  type Solution,
  type SolveKind,
  type SolveResult,
  solve,
} from '../src/solve/solve';

const solved = (text: string): SolveResult => {
  const r = solve(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('SolveResult narrows by kind', () => {
  it('an inequality always has its set and interval', () => {
    const r = solved('x^2 < 4');
    expectTypeOf(r.set).toEqualTypeOf<SetInterval[] | undefined>();
    if (r.kind !== 'inequality') throw new Error(`read as ${r.kind}`);
    expectTypeOf(r.set).toEqualTypeOf<SetInterval[]>();
    expectTypeOf(r.interval).toEqualTypeOf<string>();
    expectTypeOf(r.intervalMathml).toEqualTypeOf<string>();
    expect(r.set).toHaveLength(1);
    expect(r.interval).toBe('(−2, 2)');
  });

  it('a graph always has its functions; a system with one solution its values by name', () => {
    const g = solved('y = 2x + 3');
    if (g.kind !== 'graph') throw new Error(`read as ${g.kind}`);
    expectTypeOf(g.functions).toEqualTypeOf<GraphFunction[]>();
    expect(g.functions).toHaveLength(1);
    const s = solved('2x+y=5, x-y=1');
    if (s.kind !== 'system') throw new Error(`read as ${s.kind}`);
    expectTypeOf(s.values).toEqualTypeOf<Record<string, MathNode> | undefined>();
    expect(Object.keys(s.values ?? {})).toEqual(['x', 'y']);
  });

  it("a trigonometric equation's units and a quadratic's complex solutions are typed", () => {
    const t = solved('2sin(x) = 1');
    if (t.kind !== 'trigonometry') throw new Error(`read as ${t.kind}`);
    expectTypeOf(t.radians).toEqualTypeOf<true | undefined>();
    expectTypeOf(t.radianSolutions).toEqualTypeOf<Solution[] | undefined>();
    const q = solved('x^2+2x+5=0');
    if (q.kind !== 'quadratic') throw new Error(`read as ${q.kind}`);
    expectTypeOf(q.complexSolutions).toEqualTypeOf<Solution[] | undefined>();
    expect(q.complexSolutions).toHaveLength(2);
  });

  it('a field of another kind is absent from a narrowed variant', () => {
    const r = solved('x^2-5x+6=0');
    if (r.kind !== 'quadratic') throw new Error(`read as ${r.kind}`);
    expectTypeOf(r.set).toEqualTypeOf<undefined>();
    expectTypeOf(r.functions).toEqualTypeOf<undefined>();
    expect(r.set).toBeUndefined();
  });

  it('the union has one variant for each registered kind, and no other', () => {
    expectTypeOf<SolveKind>().toEqualTypeOf<(typeof KINDS)[number]['id']>();
    expectTypeOf<SolveResult['kind']>().toEqualTypeOf<SolveKind>();
    expect(new Set(KINDS.map((k) => k.id)).size).toBe(KINDS.length);
  });
});
