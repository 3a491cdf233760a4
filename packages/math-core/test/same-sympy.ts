/**
 * Where two curves y = a(x) and y = b(x) are the same, as SymPy finds it: the oracle of the plot's
 * words (test/oracle/plot-same.test.ts) and of the solver's graph of two functions with absolute
 * values (src/solve/kinds/graph/pieces.oracle.test.ts). SymPy's solveset of a = b over the reals,
 * taken where both are defined (SymPy cancels (x − 2)(x + 3)/(x − 2) before it solves, and reads
 * |x|/x = 1 at 0), against the set said: everywhere but some holes, or stretches with open or
 * closed ends and points, or (null) a finite set.
 */
import { runPython } from './python';

export const WINDOW: [number, number] = [-10, 10];

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
                                not s['fromClosed'], not s['toClosed']) for s in ours['stretches']],
                     FiniteSet(*[nsimplify(p) for p in ours.get('points', [])]))
    mine = mine.intersect(domain)
    if ours.get('window'):
        mine, truth = (u.intersect(Interval(${WINDOW[0]}, ${WINDOW[1]})) for u in (mine, truth))
    same = Complement(mine, truth) == S.EmptySet and Complement(truth, mine) == S.EmptySet
    out.append('ok' if same else f'ours {mine}, SymPy {truth}')
print(json.dumps(out))
`;

/** [typed, typed, SymPy, SymPy]. */
export type Pair = [string, string, string, string];

export const TYPED: Pair[] = [
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
export const generated = (): Pair[] =>
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

/** What is said of a pair, as the script reads it; null: the two are the same nowhere. */
export type SaidSame =
  | null
  | { everywhere: true; except: number[] }
  | {
      everywhere: false;
      window?: boolean;
      stretches: {
        from: number | null;
        to: number | null;
        fromClosed: boolean;
        toClosed: boolean;
      }[];
      points?: number[];
    };

/** SymPy's verdict on each pair and what is said of it: "ok", or what differs. */
export const sympySame = (jobs: [string, string, SaidSame][]): string[] =>
  runPython<string[]>(SCRIPT, jobs, 240_000);
