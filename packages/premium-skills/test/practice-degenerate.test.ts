// The premium families do something at every step and show exact values: no "+ 0", no
// coefficient or power 1 written out, no "by 1" or "every 1 hours", no float noise such as
// 0.000009999…, and no family whose answer is (nearly) always the same value.
import type { Family } from '@mathtools/math-core/skill-kit';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../math-core/src/_lib/random';
import { seeds } from '../../math-core/test/runs';
import { PREMIUM_SKILLS } from '../src/skills';

const NOISE = /\.\d*(9{6,}|0{6,}[1-9])|\d\.?\d*e[+-]\d/i;
const DEGENERATE: [string, RegExp][] = [
  ['+ 0 or − 0', /[+\-−] 0(?![\d.,/])/],
  ['(x + 0)', /\(x [+\-−] 0\)/],
  ['a coefficient 1 written out', /(?<![\d./^])1[a-z](?![a-z])/],
  ['a coefficient 0 written out', /(?<![\d.])0[a-z](?![a-z])/],
  ['a power 1 written out', /\^1(?![\d.])|\^\(1[a-z]\)/],
  ['by 1', /\bby 1(?![\d.,/])/],
  ['÷ 1', /÷ 1(?![\d.,/]| \d)/],
  ['1 with a plural', /(?<![\d.])1 (hours|minutes|days|weeks|months|years|units|items|people)\b/],
];
// Seeds 0 to 1499 in the slow tier (`pnpm test:slow`, CI), a quarter of them in `pnpm test`.
const SEEDS = seeds(1500).length;

describe('premium practice problems are never degenerate', () => {
  it('the patterns catch what they name', () => {
    const hits = (t: string) => DEGENERATE.filter(([, re]) => re.test(t)).map(([name]) => name);
    expect(hits("f(x) = (x^2 + 1)(4x + 0). What is f'(0)?")).toEqual(['+ 0 or − 0']);
    expect(hits('6((x + 0)(x − 4)) = 0')).toEqual(['+ 0 or − 0', '(x + 0)']);
    expect(hits('An L-shaped floor is a 21 by 8 rectangle with a 12 by 1 rectangle')).toEqual([
      'by 1',
    ]);
    expect(hits('doubles every 1 hours')).toEqual(['1 with a plural']);
    expect(hits('In 1 years she will be')).toEqual(['1 with a plural']);
    expect(hits('−2 × 0² + 0 + 6 = 6')).toEqual(['+ 0 or − 0']);
    for (const fine of ['x + 10 = 0.5', 'x - 0.25', '11x', 'by 12', '1 hour', '÷ 12', '÷ 1 3/5'])
      expect(hits(fine), fine).toEqual([]);
    expect(NOISE.test('0.000009999999999999999')).toBe(true);
    expect(NOISE.test('0.000001')).toBe(false);
  });

  it('no premium family writes a step that does nothing or float noise, none answers the same most of the time', () => {
    const found: string[] = [];
    for (const skill of PREMIUM_SKILLS)
      for (const [level, families] of Object.entries(skill.levels))
        families.forEach((family: Family, i: number) => {
          const where = `${skill.id} ${level} #${i}`;
          const counts = new Map<string, number>();
          const seen = new Set<string>();
          for (let seed = 0; seed < SEEDS; seed++) {
            const p = family(createRandom(seed));
            counts.set(p.answer, (counts.get(p.answer) ?? 0) + 1);
            for (const t of [p.question, p.answer, p.hint, ...p.steps]) {
              if (NOISE.test(t) && !seen.has('noise')) {
                seen.add('noise');
                found.push(`${where} seed ${seed}: float noise: ${t}`);
              }
              for (const [name, re] of DEGENERATE)
                if (re.test(t) && !seen.has(name)) {
                  seen.add(name);
                  found.push(`${where} seed ${seed}: ${name}: ${t}`);
                }
            }
          }
          const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
          if (n / SEEDS > 0.45)
            found.push(`${where}: answer ${top} in ${Math.round((100 * n) / SEEDS)}% of seeds`);
        });
    expect(found).toEqual([]);
  });
});

describe('derivatives at a point', () => {
  it('never asks for the slope of kxⁿ + c at 0 (always 0)', () => {
    const easy = PREMIUM_SKILLS.find((s) => s.id === 'derivatives')!.levels.Easy[0]!;
    for (let seed = 0; seed < SEEDS; seed++) {
      const p = easy(createRandom(seed));
      expect(p.question, p.question).not.toMatch(/f'\(0\)/);
      expect(p.answer, p.question).not.toBe('0');
    }
  });
});
