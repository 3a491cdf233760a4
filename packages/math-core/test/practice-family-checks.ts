/**
 * Checks of the free practice problems against independent solvers (mathjs with exact fractions
 * and with plain numbers, the geometry formulas, the skill oracle), shared by the unit tests
 * (src/practice/generateProblem/test.ts and generateSkillProblem/test.ts, a few seeds each) and
 * the slow tier's sweep (test/corpus/practice-sweeps.test.ts, thousands of problems).
 */
import { all, create } from 'mathjs';
import { expect } from 'vitest';
import { createRandom } from '../src/_lib/random';
import { unwrap } from '../src/_lib/testing';
import { evaluateMath } from '../src/math/evaluateMath';
import { parseMath } from '../src/math/parseMath';
import { toMathML } from '../src/math/toMathML';
import { toText } from '../src/math/toText';
import { checkAnswer } from '../src/practice/checkAnswer';
import {
  generateProblem,
  type PracticeCategory,
  type PracticeDifficulty,
  type PracticeProblem,
} from '../src/practice/generateProblem';
import type { SkillProblem } from '../src/practice/generateSkillProblem';
import { FAMILIES } from '../src/practice/problems';
import { skillById } from '../src/practice/skills/catalogue';
import { checkAgainstOracle, type Verify } from './skill-checks';
import { solve } from './skill-oracle';

export const categories: PracticeCategory[] = ['algebra', 'logarithms', 'geometry'];
export const difficulties: PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];

// Independent solvers: mathjs with exact fractions, and with plain numbers.
const exact = create(all!, { number: 'Fraction' });
const float = create(all!);

/** The written maths in mathjs syntax: log_b(u) → log(u, b), xy → x*y, "2 log" → 2 * log. */
const mathjs = (text: string): string =>
  text
    .replace(/log_(\d+)\(([^()]*)\)/g, 'log($2, $1)')
    .replace(/([x\d])y/g, '$1*y')
    .replace(/(\d) log/g, '$1 * log');

export const values = (answer: string): string[] => answer.split(', ');

/**
 * A problem's maths: `explanation` matches `steps` one to one, every step's text reads back
 * through `parseMath` to the same text and MathML, a step without variables is true, and the
 * question, hint and answer MathML are `<math>` elements (the answer's is the answer read back).
 */
const checkMaths = (p: Omit<PracticeProblem, 'difficulty'>, where: string): void => {
  expect(
    p.explanation.map((s) => s.text),
    where,
  ).toEqual(p.steps);
  for (const s of p.explanation) {
    const tree = unwrap(parseMath(s.text));
    expect(toText(tree), where).toBe(s.text);
    expect(s.mathml, where).toBe(toMathML(tree));
    expect(s.note.length, where).toBeGreaterThan(0);
    if (tree.type === 'relation' && !/[a-z]/.test(s.text.replace(/log|ln/g, '')))
      expect(evaluateMath(tree), `${where}: ${s.text}`).toBe(1);
  }
  for (const mathml of [p.questionMathml, p.hintMathml, p.answerMathml])
    expect(mathml, where).toMatch(/^<math [^>]*>.*<\/math>$/);
  expect(p.answerMathml, where).toBe(toMathML(unwrap(parseMath(p.answer))));
};

/** Solve "Solve for x: left = right": every answer satisfies it, and nothing else does. */
const solveFor = (equation: string, answer: string): void => {
  const [left, right] = equation.split(' = ').map(mathjs) as [string, string];
  const roots = values(answer);
  const transcendental = /log|\^\(|\^x/.test(equation);
  if (transcendental) {
    for (const x of roots) {
      const [l, r] = [left, right].map((side) => float.evaluate(side, { x: float.evaluate(x) }));
      expect(Math.abs(l - r), `${equation} at ${x}`).toBeLessThanOrEqual(
        1e-9 * Math.max(1, Math.abs(r)),
      );
    }
    expect(roots).toHaveLength(1); // log and exponential equations here are one-to-one
    return;
  }
  const f = (x: string) =>
    exact.evaluate(`(${left}) - (${right})`, { x: exact.fraction(x) }) as {
      equals(n: number): boolean;
    };
  for (const x of roots) expect(f(x).equals(0), `${equation} at ${x}`).toBe(true);
  const sorted = [...roots].sort((a, b) => exact.evaluate(`${a} - (${b})`).valueOf() - 0);
  expect(roots).toEqual(sorted);
  expect(new Set(roots).size).toBe(roots.length);
  // A polynomial of degree ≤ 2 that is not zero elsewhere has no other root.
  const other = exact.evaluate(`${roots.at(-1)} + 1`).toFraction();
  expect(f(other).equals(0)).toBe(false);
  expect(roots).toHaveLength(equation.includes('x^2') ? 2 : 1);
};

/** Geometry: the numbers of the question through an independent formula. */
const GEOMETRY: [RegExp, (n: string[]) => string][] = [
  [
    /A rectangle is (\d+) units long and (\d+) units wide\. What is its (area|perimeter)/,
    ([l, w, q]) => (q === 'area' ? `${l} * ${w}` : `2 * (${l} + ${w})`),
  ],
  [
    /A (triangle|parallelogram) has base (\d+) and height (\d+)\./,
    ([s, b, h]) => (s === 'triangle' ? `${b} * ${h} / 2` : `${b} * ${h}`),
  ],
  [/Two angles of a triangle are (\d+)° and (\d+)°/, ([a, b]) => `180 - ${a} - ${b}`],
  [
    /A circle has (radius|diameter) (\d+)\. Using π ≈ 3\.14, what is its (area|circumference)/,
    ([g, v, q]) => {
      const r = g === 'radius' ? v : `${v} / 2`;
      return q === 'area' ? `3.14 * (${r})^2` : `2 * 3.14 * ${r}`;
    },
  ],
  [
    /A circle has (radius|diameter) (\d+)\. What is its (area|circumference)/,
    ([g, v, q]) => {
      const r = g === 'radius' ? v : `${v} / 2`;
      return q === 'area' ? `pi * (${r})^2` : `2 * pi * ${r}`;
    },
  ],
  [/A right triangle has legs (\d+) and (\d+)\./, ([a, b]) => `sqrt(${a}^2 + ${b}^2)`],
  [
    /A right triangle has hypotenuse (\d+) and one leg (\d+)\./,
    ([c, a]) => `sqrt(${c}^2 - ${a}^2)`,
  ],
  [
    /A trapezoid has parallel sides (\d+) and (\d+) and height (\d+)\./,
    ([a, b, h]) => `(${a} + ${b}) * ${h} / 2`,
  ],
  [
    /A trapezoid has area ([\d.]+) and parallel sides (\d+) and (\d+)\./,
    ([s, a, b]) => `2 * ${s} / (${a} + ${b})`,
  ],
  [/sum of the interior angles of a polygon with (\d+) sides/, ([n]) => `(${n} - 2) * 180`],
  [
    /A (quadrilateral|pentagon) has angles of (.+)\. What/,
    ([shape, list]) =>
      `${shape === 'pentagon' ? 540 : 360} - (${list!.replace(/°/g, '').replace(/ and |, /g, ' + ')})`,
  ],
  [
    /A box is (\d+) units long, (\d+) units wide and (\d+) units high\. What is its (volume|surface area)/,
    ([l, w, h, q]) =>
      q === 'volume' ? `${l} * ${w} * ${h}` : `2 * (${l} * ${w} + ${l} * ${h} + ${w} * ${h})`,
  ],
  [
    /AB = (\d+), BC = (\d+) and DE = ([\d.]+)\. How long is EF/,
    ([ab, bc, de]) => `${bc} * ${de} / ${ab}`,
  ],
  [/A cylinder has radius (\d+) and height (\d+)\./, ([r, h]) => `pi * ${r}^2 * ${h}`],
  [/A cone has radius (\d+) and height (\d+)\./, ([r, h]) => `pi * ${r}^2 * ${h} / 3`],
  [/A sphere has radius (\d+)\./, ([r]) => `4 / 3 * pi * ${r}^3`],
  [/each interior angle of a regular polygon with (\d+) sides/, ([n]) => `180 * (${n} - 2) / ${n}`],
  [
    /Each interior angle of a regular polygon is ([\d.]+)°\. How many sides/,
    ([a]) => `360 / (180 - ${a})`,
  ],
  [/ratio (\d+):(\d+)\. The smaller one has area (\d+)\./, ([x, y, s]) => `${s} * (${y} / ${x})^2`],
];

/** Solve a question independently of the generator; throws for a question no oracle knows. */
export const check = (question: string, answer: string): string => {
  const solve = /^Solve for x: (.+?)(?:\. Give .*)?$/.exec(question);
  if (solve) {
    solveFor(solve[1]!, answer);
    return answer;
  }
  const given = /^Given (.+), evaluate (.+)\.$/.exec(question);
  const evaluate = /^Evaluate (.+?)\.(?: Give the answer as a fraction\.)?$/.exec(question);
  if (given || evaluate) {
    const scope: Record<string, number> = {};
    for (const [, b, v, p] of (given?.[1] ?? '').matchAll(/log_(\d+)\(([xy])\) = (-?\d+)/g))
      scope[v!] = Number(b) ** Number(p);
    const expected = float.evaluate(mathjs(given ? given[2]! : evaluate![1]!), scope) as number;
    expect(Math.abs(float.evaluate(answer) - expected), question).toBeLessThanOrEqual(
      1e-9 * Math.max(1, Math.abs(expected)),
    );
    return answer;
  }
  for (const [pattern, formula] of GEOMETRY) {
    const m = pattern.exec(question);
    if (!m) continue;
    const expression = formula(m.slice(1));
    if (question.endsWith('Round to 2 decimals.')) {
      const value = float.evaluate(expression) as number;
      expect(answer, question).toBe(value.toFixed(2));
      return String(value);
    }
    // mathjs has no exact square root of a fraction: those go through plain numbers.
    const value = (expression.includes('sqrt') ? float : exact).evaluate(expression) as
      | number
      | { equals(x: unknown): boolean; toFraction(): string };
    if (typeof value === 'number') {
      expect(Number(answer), question).toBe(value); // a square root of a perfect square
      return String(value);
    }
    expect(value.equals(exact.fraction(answer)), `${question} → ${value.toFraction()}`).toBe(true);
    return value.toFraction();
  }
  throw new Error(`no independent solver for: ${question}`);
};

const familyList = Object.entries(FAMILIES).flatMap(([category, byDifficulty]) =>
  Object.entries(byDifficulty).flatMap(([difficulty, families]) =>
    [...new Set(families)].map((family) => ({ category, difficulty, family })),
  ),
);

/**
 * Every family of every category and level over seeds 0 to `seeds − 1`: the answer matches an
 * independent solver, checkAnswer grades it (and an ordered answer reversed not), the steps are
 * true and read back.
 */
export const checkFamilies = (seeds: number): void => {
  for (const { category, difficulty, family } of familyList) {
    for (let seed = 0; seed < seeds; seed++) {
      const p = family(createRandom(seed));
      const where = `${category} ${difficulty} ${family.name} #${seed}: ${p.question}`;
      const solved = check(p.question, p.answer);
      expect(unwrap(checkAnswer(p.answer, p.answer)).correct, where).toBe(true);
      expect(unwrap(checkAnswer(solved, p.answer)).correct, where).toBe(
        !p.question.endsWith('Round to 2 decimals.'),
      );
      expect(p.ordered === true, where).toBe(p.question.includes('smallest first'));
      if (p.ordered) {
        const reversed = p.answer.split(', ').reverse().join(', ');
        expect(unwrap(checkAnswer(reversed, p.answer, { ordered: true })).correct, where).toBe(
          false,
        );
      }
      expect(p.steps.length, where).toBeGreaterThanOrEqual(2);
      // Steps write numbers as the parser reads them: Unicode minus, no trailing zeros.
      const last = values(p.answer)
        .at(-1)!
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, '');
      expect(p.steps.at(-1)?.replace(/\u2212/g, '-'), where).toContain(last);
      checkMaths(p, where);
    }
  }
};

/** Each category and level: ≥ 200 distinct problems per 1,000 seeds, under 1% recurring within 10. */
export const checkVariety = (): void => {
  for (const category of categories) {
    for (const difficulty of difficulties) {
      const questions = Array.from(
        { length: 3_000 },
        (_, seed) => unwrap(generateProblem(category, seed, { difficulty })).question,
      );
      const recurs = (from: number, to: number) =>
        questions
          .slice(from, to)
          .filter((q, i) => questions.slice(Math.max(0, from + i - 9), from + i).includes(q))
          .length;
      const where = `${category} ${difficulty}`;
      expect(new Set(questions.slice(0, 1000)).size, where).toBeGreaterThanOrEqual(200);
      expect(recurs(0, 1000), where).toBeLessThan(10);
      expect(recurs(0, 3_000), where).toBeLessThan(30);
    }
  }
};

const EXISTING = new Set(
  Object.values(FAMILIES).flatMap((byLevel) => Object.values(byLevel).flat()),
);

/** Reused category families are solved independently by `checkFamilies`. */
const isExisting = (skill: string, p: SkillProblem): boolean =>
  skillById(skill)!.levels[p.difficulty].every((family) => EXISTING.has(family));

/** A free skill's problem checked against the skill oracle (a reused family's is checked above). */
export const verifySkill: Verify = (p, where) => {
  if (!isExisting(p.skill, p)) checkAgainstOracle(p, where, solve);
};
