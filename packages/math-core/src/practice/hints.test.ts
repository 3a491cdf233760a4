/**
 * Practice hints are shown to people, so a minus sign in them is − (U+2212), never the hyphen "-":
 * every hint of every free category and skill, over many seeds and each difficulty, is checked,
 * text and MathML alike. The questions' and answers' text keep "-" (the answer checker reads it).
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from './generateProblem';
import { generateSkillProblem } from './generateSkillProblem';
import { listSkills } from './listSkills';
import { withMinusSigns } from './problems/shared';

/** A hyphen used as a minus sign: before a number, a letter or a bracket, after a space or a sign. */
const HYPHEN_MINUS = /(^|[\s(=,:;^/×÷+])-(?=[\s\d(a-zA-Z√π.])/;
const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;

describe('practice hints', () => {
  it('write every minus sign as −, in text and in MathML', () => {
    const bad = new Set<string>();
    let minus = 0;
    const check = (where: string, text: string, mathml?: string) => {
      if (HYPHEN_MINUS.test(text)) bad.add(`${where}: ${text}`);
      if (mathml !== undefined && />[^<]*(?:^|[\s(=,:;])-[\s\d(a-zA-Z][^<]*</.test(mathml))
        bad.add(`${where} (MathML): ${mathml}`);
      if (text.includes('−')) minus++;
    };
    for (const category of ['algebra', 'logarithms', 'geometry'] as const)
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < 150; seed++) {
          const r = generateProblem(category, seed, { difficulty });
          if (r.ok) check(`${category} ${difficulty} ${seed}`, r.value.hint, r.value.hintMathml);
        }
    for (const { id } of listSkills())
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < 60; seed++) {
          const r = generateSkillProblem(id, seed, { difficulty });
          if (r.ok)
            for (const hint of r.value.hints)
              check(`${id} ${difficulty} ${seed}`, hint.text, hint.mathml);
        }
    expect([...bad].slice(0, 10)).toEqual([]);
    // The sweep meets hints with minus signs in them.
    expect(minus).toBeGreaterThan(50);
  });

  it('changes only hyphens that stand for minus', () => {
    expect(withMinusSigns('Divide both sides by -9.')).toBe('Divide both sides by −9.');
    expect(withMinusSigns('log_b(m) - log_b(n) = log_b(m / n)')).toBe(
      'log_b(m) − log_b(n) = log_b(m / n)',
    );
    expect(withMinusSigns('Get -x alone; (mx - n)(x - q)')).toBe('Get −x alone; (mx − n)(x − q)');
    expect(withMinusSigns('then solve the two-step equation')).toBe(
      'then solve the two-step equation',
    );
  });
});
