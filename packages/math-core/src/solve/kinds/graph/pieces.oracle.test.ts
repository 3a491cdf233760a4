/**
 * Two functions with absolute values compared piece by piece (pieces.ts) against SymPy (the slow
 * project: it starts python3): the stretches where the solver says they are the same, with the
 * points where they meet elsewhere, equal SymPy's solveset of a = b over the reals, on the typed
 * and generated pairs of test/same-sympy.ts that have bars or √(u²) in them; and `solve` answers
 * "graph y = a and y = b" with those stretches.
 */
import { describe, expect, it } from 'vitest';
import { generated, type SaidSame, sympySame, TYPED } from '../../../../test/same-sympy';
import * as E from '../../../math/exact';
import { parseMath } from '../../../math/parseMath';
import { solve } from '../../solve';
import { comparePieces, type Pieces } from './pieces';

const tree = (text: string) => {
  const parsed = parseMath(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

const said = (p: Pieces): SaidSame => ({
  everywhere: false,
  stretches: p.same.map((s) => ({
    from: s.from ? E.toNumber(s.from) : null,
    to: s.to ? E.toNumber(s.to) : null,
    fromClosed: s.from !== undefined,
    toClosed: s.to !== undefined,
  })),
  points: p.meet.map(E.toNumber),
});

describe('functions with absolute values, piece by piece', () => {
  it('are the same, and meet, exactly where SymPy says', () => {
    const pairs = [...TYPED, ...generated()].filter(([a, b]) => /[|√]/.test(a + b));
    const found = pairs.map(([a, b]) => comparePieces(tree(a), tree(b), 'x'));
    const jobs = pairs.flatMap(([, , a, b], i) => {
      const p = found[i];
      return p ? [[a, b, said(p)] as [string, string, SaidSame]] : [];
    });
    const verdicts = sympySame(jobs);
    const wrong = verdicts.flatMap((v, i) =>
      v === 'ok' ? [] : [`${jobs[i]?.[0]} = ${jobs[i]?.[1]}: ${v}`],
    );
    expect(wrong).toEqual([]);
    // Every pair with bars of a polynomial is read piece by piece (|x|/x is not a polynomial).
    expect(jobs.length).toBeGreaterThanOrEqual(pairs.length - 2);
    expect(found.filter((p) => p && p.same.length > 0).length).toBeGreaterThanOrEqual(15);
    // solve's graph of the two says the same.
    for (const [i, [a, b]] of pairs.entries()) {
      const p = found[i];
      if (!p || p.same.length === 0) continue;
      const r = solve(`graph y = ${a} and y = ${b}`);
      expect(r.ok && r.value.answer, `${a}, ${b}`).toMatch(/ are the same for /);
    }
  }, 300_000);
});
