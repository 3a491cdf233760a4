import { readProblem } from '@mathtools/math-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { exampleProblems, solverTopics } from '../../lib/solve-kinds';
import { solveProblem as withEveryKind } from './engine';
import { EVERY_GROUP, groupsFor, KIND_GROUP, pageSolver } from './solver';

/** One of each kind a student types, refusals and words among them. */
const problems = [
  ...exampleProblems,
  ...solverTopics.map((t) => t.example),
  'x+y=3, x-y=1',
  'sqrt(x+3)=x-3',
  'factor 6x^2+11x-10',
  '2sin(x)=1',
  '15% of 80',
  '5 miles to km',
  'area of a circle radius 3',
  'y = 2x + 3',
  'x^2 + y^2 = 25',
  '|x-3| = 5',
  'i^2',
  '(x^2-1)/(x-1)',
  'simplify (x^2-1)/(x-1)',
  'log_2(8)',
  'gcd(12, 18)',
  'mean of 2, 4, 6',
  'sin(x)^2 + cos(x)^2 = 1',
  'slove 2x+3=7',
  'x^2 blorp = 4',
  'make r the subject of A = πr^2',
  '2x+3',
  '(2x+1)(x-3)',
];

beforeAll(() => loadMessages('en', ['solve']));
describe('the page solver', () => {
  it('gives what the solver of every kind gives, loading only some kinds first', async () => {
    for (const text of problems) {
      // A page that opens with this problem.
      const page = pageSolver();
      expect(await page.solveProblem(text), text).toEqual(withEveryKind(text));
      if (['2x+3=7', 'x^2-5x+6=0', '3/4 + 5/6'].includes(text))
        expect(page.fetched().length, text).toBeLessThanOrEqual(1);
    }
  });

  it('needs no group for the common problems, and a few for the others', () => {
    const needs = (text: string) => groupsFor(text).sort();
    expect(needs('2x+3=7')).toEqual(['equations']);
    expect(needs('3/4+5/6')).toEqual([]);
    expect(needs('-3 < 2x+1 ≤ 7')).toEqual(['inequalities']);
    expect(needs('d/dx x^2 sin(x)')).toEqual(['calculus', 'expressions', 'trigonometry']);
    expect(needs('15% of 80')).toEqual(['words']);
    expect(needs('blorp 2x')).toEqual([...EVERY_GROUP].sort());
  });

  it('previews a problem as the reader of every kind reads it, fetching what it needs', async () => {
    for (const text of [...problems, '2x+', 'derivative of', '2,5 + 1', '5!! + 1']) {
      const page = pageSolver();
      expect(await page.readProblem(text), text).toEqual(readProblem(text));
    }
  });

  it('reads at once what its kinds have arrived for, and a half-typed problem fetches nothing', async () => {
    const page = pageSolver();
    for (const text of ['3/4 + 5/6', '2x+', '2x - 3 +']) {
      const read = page.readProblem(text);
      expect(read instanceof Promise, text).toBe(false);
    }
    expect(page.fetched()).toEqual([]);
    // A question in words waits for its group, and is read at once after.
    const first = page.readProblem('15% of 80');
    expect(first instanceof Promise).toBe(true);
    expect(await first).toEqual(readProblem('15% of 80'));
    expect(page.readProblem('20% of 80') instanceof Promise).toBe(false);
    expect(page.fetched()).toEqual(['words']);
  });

  it('knows the group of every kind its groups load', async () => {
    for (const group of EVERY_GROUP) {
      const module = await import(`./kind-groups/${group}.ts`);
      for (const kind of module.kinds) expect(KIND_GROUP[kind.id], kind.id).toBe(group);
    }
  });
});
