/**
 * ÷ and / read left to right, checked against an oracle that shares no code with math-core: the
 * typed chain is split into integers and signs here and evaluated on BigInt numerator/denominator
 * pairs, and the solver's answer text is compared with that value. Fixed textbook chains check
 * the problem text the solver shows and its exact answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { parseMath } from '../src/math/parseMath';
import { toText } from '../src/math/toText';
import { solve } from '../src/solve/solve';
import { runs } from './runs';

/** An exact rational, always with a positive denominator and in lowest terms. */
type Ratio = { n: bigint; d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};
const ratio = (n: bigint, d: bigint): Ratio => {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
};
const divide = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d, a.d * b.n);

/** The solver's answer for `text` as a ratio ("3/2", "−7", "−7/6"). */
const solved = (text: string): Ratio => {
  const made = solve(text);
  if (!made.ok) throw new Error(`${text}: ${made.error.message}`);
  const match = /^(−?)(\d+)(?:\/(\d+))?$/.exec(made.value.answer);
  if (!match) throw new Error(`${text}: answer ${made.value.answer} is not a fraction`);
  const n = BigInt(match[2] ?? '0') * (match[1] ? -1n : 1n);
  return ratio(n, BigInt(match[3] ?? '1'));
};

type Chain = { numbers: number[]; signs: ('÷' | '/')[]; text: string };

/** Non-zero integers joined by ÷ and /, written with varied spacing and division spellings. */
const chain: fc.Arbitrary<Chain> = fc
  .array(
    fc.record({
      value: fc.integer({ min: 1, max: 60 }),
      negative: fc.integer({ min: 0, max: 4 }).map((v) => v === 0),
      sign: fc.constantFrom('÷' as const, '/' as const),
      spelling: fc.constantFrom('', ' '),
      slash: fc.constantFrom('/', '∕'),
    }),
    { minLength: 2, maxLength: 6 },
  )
  .map((parts) => {
    const numbers = parts.map((p) => (p.negative ? -p.value : p.value));
    const signs = parts.slice(1).map((p) => p.sign);
    let text = String(numbers[0]);
    parts.slice(1).forEach((p, i) => {
      const sign = p.sign === '/' ? p.slash : '÷';
      text += `${p.spelling}${sign}${p.spelling}${numbers[i + 1]}`;
    });
    return { numbers, signs, text };
  });

/** Whether the chain has the fraction-divided-by-a-fraction shape: a/b ÷ c/d at its start. */
const dividesFractions = ({ signs }: Chain): boolean =>
  signs[0] === '/' && signs[1] === '÷' && signs[2] === '/';

/** Every sign applied in turn: ((a ÷ b) / c) ÷ d … */
const leftToRight = ({ numbers }: Chain): Ratio =>
  numbers
    .slice(1)
    .reduce((acc, n) => divide(acc, ratio(BigInt(n), 1n)), ratio(BigInt(numbers[0] ?? 0), 1n));

/**
 * Left to right, but `a/b ÷ c/d` divides by the fraction c/d: a ÷ straight after a plain
 * fraction (the first a/b, or a fraction just divided by this way), followed by c/d.
 */
const withFractions = ({ numbers, signs }: Chain): Ratio => {
  const at = (i: number): Ratio => ratio(BigInt(numbers[i] ?? 0), 1n);
  let acc = at(0);
  let afterFraction = false;
  let i = 0;
  if (signs[0] === '/') {
    acc = divide(acc, at(1));
    afterFraction = true;
    i = 1;
  }
  while (i < signs.length) {
    if (signs[i] === '÷' && afterFraction && signs[i + 1] === '/') {
      acc = divide(acc, divide(at(i + 1), at(i + 2)));
      i += 2;
      continue;
    }
    acc = divide(acc, at(i + 1));
    afterFraction = false;
    i += 1;
  }
  return acc;
};

describe('÷ and / read left to right (independent BigInt oracle)', () => {
  it('gives the left-to-right value for chains of integers joined by ÷ and /', () => {
    let checked = 0;
    const numRuns = runs(400);
    fc.assert(
      fc.property(chain, (c) => {
        fc.pre(!dividesFractions(c));
        expect(solved(c.text), c.text).toEqual(leftToRight(c));
        checked += 1;
      }),
      { numRuns },
    );
    // fast-check draws again for a chain fc.pre skips (a fraction divided by a fraction, the next
    // test's), so the runs are checked chains unless it gave up on too many skips.
    expect(checked).toBeGreaterThanOrEqual(numRuns * 0.75);
  });

  it('divides by the fraction in a/b ÷ c/d, and reads on left to right after it', () => {
    const shaped = chain.map((c) => {
      if (c.numbers.length < 4) return c;
      const signs: Chain['signs'] = ['/', '÷', '/', ...c.signs.slice(3)];
      const text = c.numbers.map((n, i) => (i === 0 ? String(n) : `${signs[i - 1]}${n}`)).join('');
      return { ...c, signs, text };
    });
    fc.assert(
      fc.property(shaped, (c) => {
        expect(solved(c.text), c.text).toEqual(withFractions(c));
      }),
      { numRuns: runs(200) },
    );
  });

  it('writes what it read so that it reads back the same, brackets showing the grouping', () => {
    fc.assert(
      fc.property(chain, (c) => {
        const tree = unwrap(parseMath(c.text));
        const text = toText(tree);
        expect(unwrap(parseMath(text)), `${c.text} → ${text}`).toEqual(tree);
        // A / straight after a ÷ operand is only written bare in a fraction divided by a fraction.
        if (!dividesFractions(c)) expect(text).not.toMatch(/÷ −?\d+\//);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('÷ and / in textbook chains', () => {
  it('shows the chain as it read it and answers it: 12÷4/2 is (12 ÷ 4)/2, 7/8 ÷ 1/2 is 7/4', () => {
    // Fixed textbook cases, with the problem text the solver echoes and its exact answer.
    const value = (text: string) => {
      const made = solve(text);
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    };
    const cases: [typed: string, shown: string, answer: string][] = [
      ['12÷4/2', '(12 ÷ 4)/2', '3/2'],
      ['12/4÷2', '12/4 ÷ 2', '3/2'],
      ['7/8 ÷ 1/2', '7/8 ÷ 1/2', '7/4'],
      ['3/4 ÷ 5/8', '3/4 ÷ 5/8', '6/5'],
      ['12 ÷ 3/4', '(12 ÷ 3)/4', '1'],
      ['(12÷4)/2', '(12 ÷ 4)/2', '3/2'],
      ['12÷(4/2)', '12 ÷ (4/2)', '6'],
      ['12 ÷ (3/4)', '12 ÷ (3/4)', '16'],
      ['-7/8 ÷ 3/4', '−7/8 ÷ 3/4', '−7/6'],
      ['2 1/2 ÷ 1/4', '2 1/2 ÷ 1/4', '10'],
      ['2 × 7/8 ÷ 1/2', '2 × 7/8 ÷ 1/2', '7/2'],
      ['7/8 ÷ 1/2 ÷ 1/4', '7/8 ÷ 1/2 ÷ 1/4', '7'],
      ['12 ÷ -3/4', '(12 ÷ (−3))/4', '−1'],
      ['12÷4/2÷1/2', '((12 ÷ 4)/2 ÷ 1)/2', '3/4'],
      ['2 × 3/4', '2 × 3/4', '3/2'],
      ['12 ÷ 4 × 3/2', '12 ÷ 4 × 3/2', '9/2'],
    ];
    for (const [typed, shown, answer] of cases) {
      expect(value(typed), typed).toMatchObject({ problem: shown, answer });
      expect(toText(unwrap(parseMath(shown))), shown).toBe(shown);
    }
    // In algebra the same rule: x÷2/3 is (x ÷ 2)/3 and x/2÷3 is (x/2) ÷ 3, both x/6.
    expect(value('x÷2/3 = 1').answer).toBe('x = 6');
    expect(value('x/2÷3 = 1').answer).toBe('x = 6');
  });
});
