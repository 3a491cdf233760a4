// Practice problems do something at every step: no "+ 0", no coefficient 1 written out ("1x",
// "2^(1x)"), no "Divide both sides by 1", no "every 1 hours", and no family whose answer is
// (nearly) always the same value.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/_lib/random';
import { generateProblem, type PracticeCategory } from '../../src/practice/generateProblem';
import { FAMILIES } from '../../src/practice/problems';
import type { Family } from '../../src/practice/problems/shared';
import { skills } from '../../src/practice/skills/catalogue';

/** What a problem that does nothing at some step writes, by name. */
const DEGENERATE: [string, RegExp][] = [
  ['+ 0 or − 0', /[+\-−] 0(?![\d.,/])/],
  ['a coefficient 1 written out', /(?<![\d./^])1[a-z](?![a-z])/],
  ['a coefficient 0 written out', /(?<![\d.])0[a-z](?![a-z])/],
  ['a power 1 written out', /\^1(?![\d.])|\^\(1[a-z]\)/],
  ['by 1', /\bby 1(?![\d.,/])/],
  ['+ − (a sign on a sign)', /[+\-−] [-−]\d/],
  ['1 with a plural', /(?<![\d.])1 (hours|minutes|days|weeks|months|years|units|items|people)\b/],
  ['a term added and taken away', /(?<=\s)(log_\d+\([^()]*\))\s(?:.*\s)?-\s\1(?=[.\s]|$)/],
];

const SEEDS = 1500;
/** The texts of `family`'s problems for seeds 0… and the most common answer's share. */
const run = (family: Family): { texts: string[][]; top: string; share: number } => {
  const counts = new Map<string, number>();
  const texts: string[][] = [];
  for (let seed = 0; seed < SEEDS; seed++) {
    const p = family(createRandom(seed));
    texts.push([p.question, p.hint, ...p.steps]);
    counts.set(p.answer, (counts.get(p.answer) ?? 0) + 1);
  }
  const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { texts, top, share: n / SEEDS };
};

/** Every family once, named by where it is used. */
const families = (): Map<Family, string> => {
  const named = new Map<Family, string>();
  for (const [category, levels] of Object.entries(FAMILIES))
    for (const [level, list] of Object.entries(levels))
      list.forEach((f, i) => {
        if (!named.has(f)) named.set(f, `${category} ${level} #${i}`);
      });
  for (const skill of skills())
    for (const [level, list] of Object.entries(skill.levels))
      list.forEach((f, i) => {
        if (!named.has(f)) named.set(f, `${skill.id} ${level} #${i}`);
      });
  return named;
};

describe('practice problems are never degenerate', () => {
  it('the patterns catch what they name', () => {
    const hits = (t: string) => DEGENERATE.filter(([, re]) => re.test(t)).map(([name]) => name);
    expect(hits('Solve for x: -4x + 15 = -x + 0')).toEqual(['+ 0 or − 0']);
    expect(hits('2^(2(x + 3)) = 2^(1x)')).toContain('a power 1 written out');
    expect(hits('2^(2(x + 3)) = 2^(1x)')).toContain('a coefficient 1 written out');
    expect(hits('Divide both sides by 1')).toEqual(['by 1']);
    expect(hits('doubles every 1 hours')).toEqual(['1 with a plural']);
    expect(hits('−2 × 0² + 0 + 6 = 6')).toEqual(['+ 0 or − 0']);
    expect(hits('f(x) = (x^2 + 1)(4x + 0)')).toEqual(['+ 0 or − 0']);
    expect(hits('Write 2 as 2^1')).toEqual(['a power 1 written out']);
    expect(hits('Evaluate log_3(3) + log_3(8) - log_3(8).')).toEqual([
      'a term added and taken away',
    ]);
    expect(hits('Evaluate log_3(8) + log_3(6) - log_3(8).')).toEqual([
      'a term added and taken away',
    ]);
    for (const fine of [
      'x + 10 = 0.5',
      'x - 0.25 = 3',
      '11x = 2^10',
      'by 12',
      'log_10(0.001)',
      '1/2x',
      'Evaluate log_3(18) + log_3(6) - log_3(4).',
      'Evaluate log_3(18) - log_3(2).',
    ])
      expect(hits(fine), fine).toEqual([]);
  });

  it('no family writes a step that does nothing, and none has (nearly) always the same answer', () => {
    const found: string[] = [];
    for (const [family, where] of families()) {
      const { texts, top, share } = run(family);
      for (const [name, re] of DEGENERATE) {
        const bad = texts.findIndex((ts) => ts.some((t) => re.test(t)));
        if (bad >= 0)
          found.push(`${where} seed ${bad}: ${name}: ${texts[bad]!.find((t) => re.test(t))}`);
      }
      if (share > 0.3)
        console.log(`${where}: answer ${top} in ${(share * 100).toFixed(1)}% of seeds`);
      if (share > 0.45)
        found.push(`${where}: answer ${top} in ${Math.round(share * 100)}% of seeds`);
    }
    expect(found).toEqual([]);
  });

  it('no category problem the site serves is degenerate (random seeds, as the API draws them)', () => {
    // The API serves category problems from seeds drawn uniformly below 2^31.
    const random = createRandom(20_261_127);
    const found: string[] = [];
    for (const category of Object.keys(FAMILIES) as PracticeCategory[])
      for (let i = 0; i < 3000; i++) {
        const seed = random.int(1, 2 ** 31 - 2);
        const made = generateProblem(category, seed);
        if (!made.ok) throw new Error(made.error.message);
        const p = made.value;
        for (const t of [p.question, p.hint, ...p.steps])
          for (const [name, re] of DEGENERATE)
            if (re.test(t)) found.push(`${category} seed ${seed}: ${name}: ${t}`);
      }
    expect(found.slice(0, 10)).toEqual([]);
  });
});
