/**
 * Percentages in words: the solver's exact answers against Python's fractions.Fraction over
 * generated phrasings (the slow project: it starts python3). The examples people type are in
 * src/solve/kinds/percentage/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { stepProblems } from '../../../../test/solve-steps';
import { solve } from '../../solve';

const FRACTIONS = `
import json, sys
from fractions import Fraction as F
out = []
for ask, a, b, ours in json.loads(sys.stdin.read()):
    a, b = F(a), F(b)
    try:
        if ask == 'of': want = a * b / 100
        elif ask == 'rate': want = a / b * 100
        elif ask == 'whole': want = a * 100 / b
        elif ask == 'up': want = a + a * b / 100
        else: want = a - a * b / 100
    except ZeroDivisionError:
        want = None
    got = None
    if ours is not None:
        got = F(ours.replace('−', '-').replace('%', '').replace('(', '').replace(')', ''))
    out.append({'want': None if want is None else str(want), 'agree': want is not None and got == want})
print(json.dumps(out))
`;

type Ask = 'of' | 'rate' | 'whole' | 'up' | 'down';

/** Phrasings of each question: a and b are the two numbers in the order the oracle takes them. */
const PHRASINGS: Record<Ask, ((a: string, b: string) => string)[]> = {
  of: [
    (a, b) => `${a}% of ${b}`,
    (a, b) => `what is ${a}% of ${b}?`,
    (a, b) => `${a} percent of ${b}`,
    (a, b) => `Find ${a}% of ${b}`,
    (a, b) => `calculate ${a} per cent of ${b}.`,
  ],
  // a is the part, b the whole.
  rate: [
    (a, b) => `what percent of ${b} is ${a}`,
    (a, b) => `${a} is what percent of ${b}?`,
    (a, b) => `What percentage of ${b} is ${a}?`,
    (a, b) => `what percent is ${a} of ${b}`,
  ],
  // a is the part, b the rate.
  whole: [
    (a, b) => `${a} is ${b}% of what`,
    (a, b) => `${a} is ${b}% of what number?`,
    (a, b) => `${b}% of what number is ${a}`,
  ],
  up: [(a, b) => `increase ${a} by ${b}%`, (a, b) => `${a} increased by ${b} percent`],
  down: [
    (a, b) => `decrease ${a} by ${b}%`,
    (a, b) => `Reduce ${a} by ${b}%`,
    (a, b) => `${a} decreased by ${b}%`,
  ],
};

/** A small deterministic generator, so the sweep is the same on every run. */
const random = (() => {
  let seed = 20261127;
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
})();
const number = (): string => {
  const whole = String(random(400));
  switch (random(4)) {
    case 0:
      return `${whole}.${random(10)}`;
    case 1:
      return `${whole}.${String(random(100)).padStart(2, '0')}`;
    case 2:
      return random(5) === 0 ? `-${whole}` : whole;
    default:
      return whole;
  }
};

describe('percentages in words', () => {
  it('agrees with fractions.Fraction over 200 generated phrasings', () => {
    const asks: Ask[] = ['of', 'rate', 'whole', 'up', 'down'];
    const jobs: [Ask, string, string, string | null][] = [];
    for (let i = 0; i < 200; i++) {
      const ask = asks[i % asks.length] as Ask;
      const forms = PHRASINGS[ask];
      const form = forms[random(forms.length)] as (a: string, b: string) => string;
      const [a, b] = [number(), number()];
      const result = solve(form(a, b));
      if (result.ok) {
        expect(result.value.kind).toBe('percentage');
        const x = result.value.solutions[0]?.value as number;
        expect(stepProblems(result.value.steps, [{ x }]), form(a, b)).toEqual([]);
      } else expect(result.error.message, form(a, b)).not.toMatch(/not understood|Missing/);
      jobs.push([ask, a, b, result.ok ? result.value.answer : null]);
    }
    const verdicts = runPython<{ want: string | null; agree: boolean }[]>(FRACTIONS, jobs);
    let agreed = 0;
    let refused = 0;
    verdicts.forEach((verdict, i) => {
      const ours = (jobs[i] as [Ask, string, string, string | null])[3];
      if (ours === null) {
        refused++;
        // Refused only when there is no single answer.
        expect(verdict.want, JSON.stringify(jobs[i])).toBeNull();
      } else {
        expect(verdict.agree, JSON.stringify(jobs[i])).toBe(true);
        agreed++;
      }
    });
    expect(agreed + refused).toBe(200);
    expect(agreed).toBeGreaterThan(190);
  });
});
