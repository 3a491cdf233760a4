// Practice problems are built from exact values: no question, answer, hint or step shows the digits
// of a floating-point result (10^-5 as 0.000009999…, 1e-7), and every question that asks for a
// logarithm or an exponent of a number written out is checked with exact BigInt arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/_lib/random';
import { generateProblem, type PracticeCategory } from '../../src/practice/generateProblem';
import { generateSkillProblem } from '../../src/practice/generateSkillProblem';
import { FAMILIES } from '../../src/practice/problems';
import { power } from '../../src/practice/problems/shared';
import { skills } from '../../src/practice/skills/catalogue';
import { runPython } from '../python';

const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
const CATEGORIES = Object.keys(FAMILIES) as PracticeCategory[];
/** A run of 9s, or of 0s before a digit, after a decimal point; or a number in e-notation. */
const NOISE = /\.\d*(9{6,}|0{6,}[1-9])|\d\.?\d*e[+-]\d/i;

interface Texts {
  question: string;
  answer: string;
  hint: string;
  steps: string[];
}
const texts = (p: Texts): string[] => [p.question, p.answer, p.hint, ...p.steps];

// ── an exact oracle: rationals as [numerator, denominator] BigInts ──────────────────────────────
type Q = [bigint, bigint];
/** "0.00001", "1/8", "-3", "27" → an exact rational (undefined for anything else). */
const rational = (s: string): Q | undefined => {
  const f = /^(-?\d+)\/(\d+)$/.exec(s);
  if (f) return [BigInt(f[1]!), BigInt(f[2]!)];
  const d = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!d) return undefined;
  const decimals = d[3] ?? '';
  const top = BigInt(`${d[1]}${d[2]}${decimals}`);
  return [top, 10n ** BigInt(decimals.length)];
};
/** r^k for a whole k of any sign. */
const powQ = ([p, q]: Q, k: bigint): Q => (k >= 0n ? [p ** k, q ** k] : [q ** -k, p ** -k]);
const same = ([a, b]: Q, [c, d]: Q): boolean => a * d === b * c;

/**
 * The exact check of a problem that asks for log_B(V), B^x = V or log_B(x) = K: whether
 * B^answer = V holds exactly (B^(p/q) = V as B^p = V^q). Undefined when the question is of
 * another shape.
 */
export const exactCheck = (question: string, answer: string): boolean | undefined => {
  let base: string | undefined;
  let value: string | undefined;
  let exponent: string | undefined;
  let m = /^Evaluate log_(\d+)\(([-\d./]+)\)\.(?: Give the answer as a fraction\.)?$/.exec(
    question,
  );
  if (m) [base, value, exponent] = [m[1], m[2], answer];
  m ??= /^Solve for x: (\d+)\^x = ([-\d./]+)$/.exec(question);
  if (m && !base) [base, value, exponent] = [m[1], m[2], answer];
  const d = /^Solve for x: log_(\d+)\(x\) = (-?\d+)$/.exec(question);
  if (d) [base, value, exponent] = [d[1], answer, d[2]];
  if (base === undefined || value === undefined || exponent === undefined) return undefined;
  const b = rational(base);
  const v = rational(value);
  const e = rational(exponent);
  if (!b || !v || !e) return false;
  const [p, q] = e;
  return same(powQ(b, p), powQ(v, q));
};

describe('practice problems are built from exact values', () => {
  it('writes a negative power of ten digit by digit', () => {
    expect(power(10, -5)).toBe('0.00001');
    expect(power(10, -1)).toBe('0.1');
    expect(power(10, 3)).toBe('1000');
    expect(power(2, -3)).toBe('1/8');
    expect(exactCheck('Solve for x: 10^x = 0.00001', '-5')).toBe(true);
    expect(exactCheck('Solve for x: 10^x = 0.00009999999999999999', '-4')).toBe(false);
    expect(
      exactCheck(
        'Evaluate log_100(0.000009999999999999999). Give the answer as a fraction.',
        '-5/2',
      ),
    ).toBe(false);
    expect(exactCheck('Evaluate log_8(1/32). Give the answer as a fraction.', '-5/3')).toBe(true);
    expect(exactCheck('Solve for x: log_10(x) = -2', '0.01')).toBe(true);
    expect(NOISE.test('0.000009999999999999999 = 10^-5')).toBe(true);
    expect(NOISE.test('log_100(1e-7)')).toBe(true);
    expect(NOISE.test('0.000001 = 10^-6')).toBe(false);
  });

  const look = (where: string, p: Texts, counted: { exact: number }): void => {
    for (const t of texts(p)) expect(NOISE.test(t), `${where}: ${t}`).toBe(false);
    const checked = exactCheck(p.question, p.answer);
    if (checked !== undefined) {
      counted.exact++;
      expect(checked, `${where}: ${p.question} → ${p.answer}`).toBe(true);
    }
  };

  it('no skill problem shows float noise, and logs and powers check exactly (every level, 600 seeds)', () => {
    const counted = { exact: 0 };
    for (const skill of skills())
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < 600; seed++) {
          const p = generateSkillProblem(skill.id, seed, { difficulty });
          if (!p.ok) throw new Error(`${skill.id} ${difficulty} ${seed}`);
          look(`${skill.id} ${difficulty} #${seed}`, p.value, counted);
        }
    expect(counted.exact).toBeGreaterThan(1000);
  });

  it('no category problem shows float noise, and logs and powers check exactly (every level, 2,000 seeds)', () => {
    const counted = { exact: 0 };
    for (const category of CATEGORIES)
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < 2000; seed++) {
          const p = generateProblem(category, seed, { difficulty });
          if (!p.ok) throw new Error(`${category} ${difficulty} ${seed}`);
          look(`${category} ${difficulty} #${seed}`, p.value, counted);
        }
    expect(counted.exact).toBeGreaterThan(1000);
  });

  it('holds for any 32-bit seed of any family', () => {
    const families = Object.values(FAMILIES).flatMap((levels) => Object.values(levels).flat());
    const counted = { exact: 0 };
    fc.assert(
      fc.property(fc.nat({ max: families.length - 1 }), fc.nat({ max: 2 ** 32 - 1 }), (i, seed) => {
        look(`family ${i} #${seed}`, families[i]!(createRandom(seed)), counted);
      }),
      { numRuns: 3000 },
    );
  });
});

/**
 * SymPy, as an exact oracle: for each `[equation, answer]`, 'ok' when the answer's values are
 * exactly the real solutions of the equation, 'skip' when SymPy gives no finite set, else why not.
 */
const SYMPY = `
import json, re, sys
from sympy import Eq, FiniteSet, Rational, Reals, Symbol, log, nsimplify, simplify, solveset
from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application, convert_xor, rationalize
x = Symbol('x', real=True)
T = standard_transformations + (implicit_multiplication_application, convert_xor, rationalize)
ns = {'x': x, 'log_base': lambda b, a: log(a, b)}
def read(text):
    return parse_expr(re.sub(r'log_(\\d+)\\(', r'log_base(\\1, ', text).replace('−', '-'), local_dict=ns, transformations=T)
out = []
for equation, answer in json.load(sys.stdin):
    try:
        left, right = equation.split('=')
        sols = solveset(Eq(read(left), read(right)), x, domain=Reals)
        if not isinstance(sols, FiniteSet):
            out.append('skip')
            continue
        given = [parse_expr(a, transformations=standard_transformations + (rationalize,)) for a in answer.split(', ')]
        same = len(given) == len(sols) and all(any(simplify(g - s) == 0 for s in sols) for g in given)
        out.append('ok' if same else f'sympy gives {sorted(sols, key=float)}')
    except Exception as err:
        out.append(f'error {err}')
print(json.dumps(out))
`;
const sympyCheck = (jobs: [string, string][]): string[] => {
  return runPython<string[]>(SYMPY, jobs, 300_000);
};

describe('every exact "Solve for x" answer is SymPy\'s solution set', () => {
  it('for every skill and category, every level (40 seeds each)', () => {
    const jobs = new Map<string, [string, string]>();
    const add = (p: { question: string; answer: string }): void => {
      const m = /^Solve for x: ([^<>≤≥]+?=[^<>≤≥]+?)(?:\. (.*))?$/.exec(p.question);
      if (!m || /round/i.test(p.question) || /^x [<>≤≥]/.test(p.answer)) return;
      jobs.set(`${m[1]} → ${p.answer}`, [m[1]!, p.answer]);
    };
    for (let seed = 0; seed < 40; seed++)
      for (const difficulty of DIFFICULTIES) {
        for (const skill of skills()) {
          const p = generateSkillProblem(skill.id, seed, { difficulty });
          if (p.ok) add(p.value);
        }
        for (const category of CATEGORIES) {
          const p = generateProblem(category, seed, { difficulty });
          if (p.ok) add(p.value);
        }
      }
    const list = [...jobs.values()];
    const results = sympyCheck(list);
    const wrong = results.map((r, i) =>
      r === 'ok' || r === 'skip' ? '' : `${list[i]!.join(' → ')}: ${r}`,
    );
    expect(wrong.filter(Boolean)).toEqual([]);
    expect(results.filter((r) => r === 'ok').length).toBeGreaterThan(list.length * 0.9);
  }, 300_000);
});
