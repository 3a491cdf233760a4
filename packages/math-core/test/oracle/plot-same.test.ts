/**
 * Where two curves are the same, against SymPy (the slow project: it starts python3): the set
 * the plot says the curves are the same on (everywhere but some holes, or stretches with open or
 * closed ends, or nowhere) against SymPy's solveset of a = b over the reals, both taken where the
 * two curves are defined (SymPy cancels (x − 2)(x + 3)/(x − 2) before it solves, and reads
 * |x|/x = 1 at 0), on typed and generated pairs; and the graph's description of each pair says
 * "the same" exactly when the curves are, never "do not meet".
 */
import { describe, expect, it } from 'vitest';
import { evaluateMath } from '../../src/math/evaluateMath';
import { parseMath } from '../../src/math/parseMath';
import { readRatio } from '../../src/plot/ratio';
import { type SameCurve, type Sameness, sameness } from '../../src/plot/same';
import { curves } from '../plot-reading';
import { generated, type SaidSame, sympySame, TYPED, WINDOW } from '../same-sympy';

const curve = (text: string): SameCurve => {
  const parsed = parseMath(text);
  if (!parsed.ok) throw new Error(text);
  const node = parsed.value;
  const ratio = readRatio(node, 'x');
  return { label: text, f: (t) => evaluateMath(node, { x: t }), ...(ratio ? { ratio } : {}) };
};

/** What the plot says, as the Python script reads it. */
const said = (same: Sameness | undefined): SaidSame => {
  if (!same) return null;
  if (same.everywhere) return { everywhere: true, except: same.except.map((e) => e.x) };
  return {
    everywhere: false,
    window: same.stretches.some((s) => s.windowEdge),
    stretches: same.stretches.map((s) => ({
      from: s.from?.x ?? null,
      to: s.to?.x ?? null,
      fromClosed: s.from?.closed ?? false,
      toClosed: s.to?.closed ?? false,
    })),
  };
};

describe('curves that are the same', () => {
  it('are the same exactly where SymPy solves a = b, on typed and generated pairs', () => {
    const pairs = [...TYPED, ...generated()];
    const ours = pairs.map(([a, b]) => sameness(curve(a), curve(b), 'x', WINDOW, false));
    const verdicts = sympySame(pairs.map(([, , a, b], i) => [a, b, said(ours[i])]));
    const wrong = verdicts.flatMap((v, i) =>
      v === 'ok' ? [] : [`${pairs[i]?.[0]} = ${pairs[i]?.[1]}: ${v}`],
    );
    expect(wrong).toEqual([]);
    // The pairs are mostly about curves that are the same somewhere.
    expect(ours.filter(Boolean).length).toBeGreaterThanOrEqual(20);
    // The graph says so in words, and never that the curves do not meet.
    for (const [i, [a, b]] of pairs.entries()) {
      const description = curves(`y = ${a}, y = ${b}`).description;
      expect(description, `${a}, ${b}`).not.toMatch(
        ours[i] ? /do not meet|never meet/ : /are the same/,
      );
      if (ours[i]) expect(description, `${a}, ${b}`).toMatch(/are the same/);
    }
  }, 300_000);
});
