import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/_lib/random';
import { type Difficulty, FAMILIES, type Family } from '../src/practice/problems';
import { skills } from '../src/practice/skills/catalogue';
import { runs } from './runs';

/**
 * The largest number a question may show at each level: what a class would use (log_2(1024) at
 * Easy, log_10(10000) later), never log_1296(1/279936).
 */
const LARGEST: Record<Difficulty, number> = { Easy: 1024, Medium: 10_000, Hard: 10_000 };
/** Seeds per family: a quarter in the unit tier, all 400 in the slow tier's full-runs (test/runs.ts). */
const SEEDS = runs(400);

/** Every family of every level: the category problems' and each free skill's. */
const families: [where: string, level: Difficulty, family: Family][] = [
  ...Object.entries(FAMILIES).flatMap(([category, levels]) =>
    Object.entries(levels).flatMap(([level, list]) =>
      list.map((family, i): [string, Difficulty, Family] => [
        `${category} ${level} #${i}`,
        level as Difficulty,
        family,
      ]),
    ),
  ),
  ...skills().flatMap((skill) =>
    Object.entries(skill.levels).flatMap(([level, list]) =>
      list.map((family, i): [string, Difficulty, Family] => [
        `${skill.id} ${level} #${i}`,
        level as Difficulty,
        family,
      ]),
    ),
  ),
];

describe('practice numbers', () => {
  it('covers every family', () => {
    expect(families.length).toBeGreaterThan(60);
  });

  it.each(families)('%s: every seed’s numbers stay within its level’s', (_, level, family) => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { question } = family(createRandom(seed));
      expect(question, `seed ${seed}`).not.toMatch(/NaN|undefined|Infinity/);
      const numbers = (question.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
      const largest = Math.max(0, ...numbers);
      expect(largest, `seed ${seed}: ${question}`).toBeLessThanOrEqual(LARGEST[level]);
    }
  });
});
