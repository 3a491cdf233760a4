/**
 * Where two curves are the same, against SymPy (the slow project: it starts python3): the set
 * the plot says the curves are the same on (everywhere but some holes, or stretches with open or
 * closed ends, or nowhere) against SymPy's solveset of a = b over the reals, both taken where the
 * two curves are defined (SymPy cancels (x − 2)(x + 3)/(x − 2) before it solves, and reads
 * |x|/x = 1 at 0), on typed and generated pairs; and the graph's description of each pair says
 * "the same" exactly when the curves are, never "do not meet".
 */
import { describe, expect, it } from 'vitest';
import { curves } from '../../test/plot-reading';
import { runPython } from '../../test/python';
import { evaluateMath } from '../math/evaluateMath';
import { parseMath } from '../math/parseMath';
import { readRatio } from './ratio';
import { type SameCurve, type Sameness, sameness } from './same';

const WINDOW: [number, number] = [-10, 10];

const SCRIPT = `
import json, sys
from sympy import S, Symbol, sympify, solveset, Eq, Interval, Union, FiniteSet, Complement, oo, nsimplify
from sympy.calculus.util import continuous_domain
x = Symbol('x', real=True)
out = []
for a, b, ours in json.loads(sys.stdin.read()):
    A, B = (sympify(s, locals={'x': x}) for s in (a, b))
    domain = Interval(-oo, oo)
    for s in (a, b):
        domain = domain.intersect(continuous_domain(sympify(s, locals={'x': x}, evaluate=False), x, S.Reals))
    truth = solveset(Eq(A, B), x, S.Reals).intersect(domain)
    if ours is None:
        out.append('ok' if truth.is_FiniteSet or truth == S.EmptySet else f'SymPy: the same on {truth}')
        continue
    if ours['everywhere']:
        mine = Complement(S.Reals, FiniteSet(*[nsimplify(e) for e in ours['except']]))
    else:
        mine = Union(*[Interval(nsimplify(s['from']) if s['from'] is not None else -oo,
                                nsimplify(s['to']) if s['to'] is not None else oo,
                                not s['fromClosed'], not s['toClosed']) for s in ours['stretches']])
    mine = mine.intersect(domain)
    if ours.get('window'):
        mine, truth = (u.intersect(Interval(${WINDOW[0]}, ${WINDOW[1]})) for u in (mine, truth))
    same = Complement(mine, truth) == S.EmptySet and Complement(truth, mine) == S.EmptySet
    out.append('ok' if same else f'ours {mine}, SymPy {truth}')
print(json.dumps(out))
`;

/** [typed, typed, SymPy, SymPy]. */
type Pair = [string, string, string, string];

const TYPED: Pair[] = [
  ['2x + 1', '2x + 1', '2*x + 1', '2*x + 1'],
  ['|x|', 'x', 'Abs(x)', 'x'],
  ['(x^2-1)/(x-1)', 'x + 1', '(x**2-1)/(x-1)', 'x + 1'],
  ['√(x^2)', 'x', 'sqrt(x**2)', 'x'],
  ['|x|/x', '1', 'Abs(x)/x', '1'],
  ['(|x| + x)/2', 'x', '(Abs(x) + x)/2', 'x'],
  ['(|x| + x)/2', '0', '(Abs(x) + x)/2', '0'],
  ['1/x', 'x/x^2', '1/x', 'x/x**2'],
  ['|x|', 'x + 1', 'Abs(x)', 'x + 1'],
  ['x^2', '2x + 1', 'x**2', '2*x + 1'],
  ['|x^2 - 4|', 'x^2 - 4', 'Abs(x**2 - 4)', 'x**2 - 4'],
  ['(√x)^2', 'x', 'sqrt(x)**2', 'x'],
];

/** Pairs made from a number a: stretches from a, between −a and a, and holes at a. */
const generated = (): Pair[] =>
  [-3, -1, 2, 5].flatMap((a): Pair[] => {
    const t = (c: number) => (c < 0 ? `- ${-c}` : `+ ${c}`);
    return [
      [`|x ${t(-a)}|`, `x ${t(-a)}`, `Abs(x - (${a}))`, `x - (${a})`],
      [`|x ${t(-a)}|`, `${a} - x`, `Abs(x - (${a}))`, `(${a}) - x`],
      [`√((x ${t(-a)})^2)`, `x ${t(-a)}`, `sqrt((x - (${a}))**2)`, `x - (${a})`],
      [
        `|x ${t(a)}| + |x ${t(-a)}|`,
        `${2 * Math.abs(a)}`,
        `Abs(x + (${a})) + Abs(x - (${a}))`,
        `${2 * Math.abs(a)}`,
      ],
      [
        `(x^2 - ${a * a})/(x ${t(-a)})`,
        `x ${t(a)}`,
        `(x**2 - ${a * a})/(x - (${a}))`,
        `x + (${a})`,
      ],
      [`|x ${t(-a)}|`, `x ${t(a + 1)}`, `Abs(x - (${a}))`, `x + (${a + 1})`],
    ];
  });

const curve = (text: string): SameCurve => {
  const parsed = parseMath(text);
  if (!parsed.ok) throw new Error(text);
  const node = parsed.value;
  const ratio = readRatio(node, 'x');
  return { label: text, f: (t) => evaluateMath(node, { x: t }), ...(ratio ? { ratio } : {}) };
};

/** What the plot says, as the Python script reads it. */
const said = (same: Sameness | undefined) => {
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
    const verdicts = runPython<string[]>(
      SCRIPT,
      pairs.map(([, , a, b], i) => [a, b, said(ours[i])]),
      240_000,
    );
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
