/**
 * Probabilities of dice, coins, cards and bags against SymPy (the slow project: it starts python3): sympy.stats
 * with Die random variables (a coin as a fair two-sided die, heads 1, tails 2), P of the event (a face, a sum of two dice, at least one, all,
 * exactly k of n), for typed questions and generated ones; draws from a deck or a bag as
 * hypergeometric (without replacement) or binomial (with) counts, and one colour then another
 * by listing every ordered draw; ours must be SymPy's exact fraction.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import And, Eq, Not, Or
from sympy.stats import Die, P
out = []
for kind, n, k, target in json.loads(sys.stdin.read()):
    if kind == 'face':
        d = Die('d', 6)
        out.append(str(P(Or(*[Eq(d, f) for f in target]))))
    elif kind == 'sum':
        a, b = Die('a', 6), Die('b', 6)
        out.append(str(P(Eq(a + b, k))))
    else:
        game = [Die('d%d' % i, 6) for i in range(n)] if kind.startswith('die') else [Die('c%d' % i, 2) for i in range(n)]
        hit = lambda v: Or(*[Eq(v, f) for f in target]) if kind.startswith('die') else Eq(v, 1 if target == 'H' else 2)
        if kind.endswith('least'): e = Or(*[hit(v) for v in game])
        elif kind.endswith('all'): e = And(*[hit(v) for v in game])
        else:
            from itertools import combinations
            e = Or(*[And(*[hit(v) if i in chosen else Not(hit(v)) for i, v in enumerate(game)]) for chosen in combinations(range(n), k)])
        out.append(str(P(e)))
print(json.dumps(out))
`;

type Asked = [string, string, number, number, unknown];

const FACES: [string, number[]][] = [
  ['a 6', [6]],
  ['a 1', [1]],
  ['an even number', [2, 4, 6]],
  ['an odd number', [1, 3, 5]],
  ['a prime number', [2, 3, 5]],
  ['a number greater than 4', [5, 6]],
  ['a number less than 3', [1, 2]],
];

const generated = fc.oneof(
  fc
    .constantFrom(...FACES)
    .map(([said, faces]): Asked => [`probability of rolling ${said}`, 'face', 1, 0, faces]),
  fc
    .integer({ min: 2, max: 12 })
    .map((s): Asked => [`probability of a sum of ${s} with two dice`, 'sum', 2, s, null]),
  fc
    .tuple(
      fc.integer({ min: 1, max: 5 }),
      fc.constantFrom('H', 'T'),
      fc.constantFrom('least', 'all'),
    )
    .map(
      ([n, side, how]): Asked => [
        `probability of ${how === 'least' ? 'at least one' : 'all'} ${side === 'H' ? 'heads' : 'tails'} in ${n} coin tosses`,
        `coin-${how}`,
        n,
        0,
        side,
      ],
    ),
  fc
    .tuple(
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 0, max: 5 }),
      fc.constantFrom('H', 'T'),
    )
    .filter(([n, k]) => k <= n)
    .map(
      ([n, k, side]): Asked => [
        `probability of exactly ${k} ${side === 'H' ? 'heads' : 'tails'} in ${n} flips`,
        'coin-exactly',
        n,
        k,
        side,
      ],
    ),
  fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 }))
    .map(
      ([n, face]): Asked => [
        `probability of at least one ${face} in ${n} rolls of a die`,
        'die-least',
        n,
        0,
        [face],
      ],
    ),
  fc
    .tuple(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: 1, max: 6 }),
    )
    .filter(([n, k]) => k <= n)
    .map(
      ([n, k, face]): Asked => [
        `probability of exactly ${k} ${face}s in ${n} rolls`,
        'die-exactly',
        n,
        k,
        [face],
      ],
    ),
);

describe('probability in words against SymPy', () => {
  it('gives SymPy’s exact probability for 80 generated questions', () => {
    const problems = fc.sample(generated, { numRuns: 80, seed: 20261128 });
    const want = runPython<string[]>(
      PYTHON,
      problems.map(([, kind, n, k, target]) => [kind, n, k, target]),
      600_000,
    );
    const wrong = problems.flatMap(([text], i) => {
      const r = solve(text);
      const got = r.ok ? r.value.answer : `refused: ${r.error.message}`;
      return got === want[i] ? [] : [`${text}: ${got} vs SymPy ${want[i]}`];
    });
    expect(wrong).toEqual([]);
  }, 900_000);

  it('gives SymPy’s exact probability for draws from a bag and a deck', () => {
    // [text, how SymPy counts it, items, of them the first colour, draws, the count wanted, put back]
    type Drawn = [string, 'hyper' | 'least' | 'then', number, number, number, number, boolean];
    const bags = fc
      .tuple(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(2, 3),
        fc.constantFrom('all', 'least', 'mix', 'order'),
        fc.boolean(),
      )
      .filter(([a, b, n, how, back]) => back || (n <= a + b && (how !== 'all' || n <= a)))
      .map(([a, b, n, how, back]): Drawn => {
        const k = how === 'mix' || how === 'order' ? 2 : n;
        const event = {
          all: k === 2 ? 'both red' : 'all three are red',
          least: 'of at least one red',
          mix: 'of one red and one blue',
          order: 'of a red then a blue',
        }[how];
        return [
          `a bag has ${a} red and ${b} blue balls, ${k} are drawn ${back ? 'with' : 'without'} replacement, probability ${event}`,
          how === 'least' ? 'least' : how === 'order' ? 'then' : 'hyper',
          a + b,
          a,
          k,
          how === 'mix' ? 1 : k,
          back,
        ];
      });
    const cards: Drawn[] = [
      ['probability of drawing a heart from a standard deck', 'hyper', 52, 13, 1, 1, false],
      ['probability of drawing two aces without replacement', 'hyper', 52, 4, 2, 2, false],
      [
        'probability of drawing 3 kings from a deck without replacement',
        'hyper',
        52,
        4,
        3,
        3,
        false,
      ],
      ['probability of drawing 2 hearts with replacement', 'hyper', 52, 13, 2, 2, true],
      [
        'probability of drawing a red card then a black card without replacement',
        'then',
        52,
        26,
        2,
        2,
        false,
      ],
      [
        'probability of drawing a red card then a black card with replacement',
        'then',
        52,
        26,
        2,
        2,
        true,
      ],
    ];
    const problems = [...cards, ...fc.sample(bags, { numRuns: 40, seed: 20261129 })];
    const want = runPython<string[]>(
      `
import json, sys
from itertools import permutations, product
from sympy import Eq, Rational, S
from sympy.stats import Binomial, Hypergeometric, P
out = []
for how, total, first, n, k, back in json.loads(sys.stdin.read()):
    X = Binomial('X', n, Rational(first, total)) if back else Hypergeometric('X', total, first, n)
    if how == 'hyper':
        out.append(str(P(Eq(X, k))))
    elif how == 'least':
        out.append(str(1 - P(Eq(X, 0))))
    else:
        # The first draw of the first colour, the second of the other: every ordered draw listed.
        items = [1] * first + [0] * (total - first)
        draws = list(product(items, repeat=2)) if back else list(permutations(items, 2))
        out.append(str(Rational(sum(1 for a, b in draws if a == 1 and b == 0), len(draws))))
print(json.dumps(out))
`,
      problems.map(([, ...rest]) => rest),
      600_000,
    );
    const wrong = problems.flatMap(([text], i) => {
      const r = solve(text);
      const got = r.ok ? r.value.answer : `refused: ${r.error.message}`;
      return got === want[i] ? [] : [`${text}: ${got} vs SymPy ${want[i]}`];
    });
    expect(wrong).toEqual([]);
  }, 900_000);
});
