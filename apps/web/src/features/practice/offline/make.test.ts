/**
 * Problems made offline are checked here as the server checks them: for equation skills, SymPy
 * solves each question the browser made, and its solution (written as SymPy writes it) must be
 * accepted and a different number refused; an answer that cannot be read says why in words.
 */
import { execFileSync } from 'node:child_process';
import { explainAnswer } from '@mathtools/math-core';
import { spanishPractice } from '@mathtools/math-core/locales/es';
import { describe, expect, it } from 'vitest';
import { explainHere } from './explain';
import {
  checkHere,
  explainWrong,
  makeCategoryProblem,
  makeSkillProblem,
  offlineSkills,
} from './make';

/**
 * SymPy's solutions of the equations in "Solve for x: <equation>. <how to write it>" questions,
 * one list per question, as SymPy prints them: all in one python3 call (SymPy loads slowly).
 */
function sympySolutions(questions: readonly string[]): string[][] {
  const equations = questions.map((question) => {
    const equation = /^Solve for x: (.+?)(?:\.(?:\s.*)?)?$/.exec(question)?.[1];
    if (!equation) throw new Error(`not an equation to solve: ${question}`);
    return equation;
  });
  const script = [
    'import json, sys',
    'from sympy import Eq, Symbol, solve',
    'from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application',
    't = standard_transformations + (implicit_multiplication_application,)',
    'x = Symbol("x")',
    'def roots(equation):',
    '    left, right = (parse_expr(s, transformations=t, local_dict={"x": x}) for s in equation.replace("^", "**").split("="))',
    '    return [str(r) for r in sorted(solve(Eq(left, right), x))]',
    'print(json.dumps([roots(e) for e in json.loads(sys.argv[1])]))',
  ].join('\n');
  const out = execFileSync('python3', ['-c', script, JSON.stringify(equations)], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

/** SymPy starts slowly on a busy machine. */
const SYMPY_MS = 60_000;

describe('problems made offline', () => {
  it('lists only free skills, the ones the browser can make', () => {
    const skills = offlineSkills('algebra');
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.every((s) => !s.premium && s.category === 'algebra')).toBe(true);
  });

  it("names the skills in the page's language, as the server lists them online", () => {
    expect(offlineSkills('algebra')[0]?.title).toBe('One-step equations');
    expect(offlineSkills('algebra', spanishPractice)[0]).toMatchObject({
      id: 'one-step-equations',
      title: 'Ecuaciones de un paso',
      description: 'Resuelve x + a = c, ax = c y x/a = c con una sola operación inversa.',
    });
  });

  it(
    'SymPy’s solution of each equation made is accepted, another number refused',
    () => {
      const made = (
        [
          ['one-step-equations', 'Easy'],
          ['two-step-equations', 'Medium'],
          ['variables-both-sides', 'Hard'],
        ] as const
      ).flatMap(([skill, level]) =>
        [1, 2, 3, 1_000_003, 2 ** 31 - 2].map((seed) => {
          const problem = makeSkillProblem(skill, level, seed);
          // The same seed makes the same problem: what the server makes again to grade it.
          expect(makeSkillProblem(skill, level, seed).question).toBe(problem.question);
          return problem;
        }),
      );
      const solutions = sympySolutions(made.map((p) => p.question));
      made.forEach((problem, i) => {
        const roots = solutions[i] ?? [];
        expect(roots, problem.question).toHaveLength(1);
        const root = roots[0] as string;
        expect(checkHere(root, problem), problem.question).toEqual({
          kind: 'correct',
        });
        expect(checkHere(`${root} + 1`, problem).kind).toBe('wrong');
      });
    },
    SYMPY_MS,
  );

  it(
    'a category problem from a seed is the same each time, and checked against SymPy',
    () => {
      const problem = makeCategoryProblem('algebra', 1);
      expect(makeCategoryProblem('algebra', 1)).toEqual(problem);
      const [roots] = sympySolutions([problem.question]);
      expect(roots).toHaveLength(1);
      expect(checkHere(roots?.[0] as string, problem).kind).toBe('correct');
    },
    SYMPY_MS,
  );

  it('splits the words from the maths as the server does, so the question is shown once', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const problem = makeCategoryProblem('algebra', seed);
      expect(problem.question).toMatch(/^Solve for x:/);
      expect(problem.questionWords?.before).toBe('Solve for x:');
    }
    // A word problem keeps its sentence whole: its MathML is that sentence.
    const geometry = makeCategoryProblem('geometry', 3);
    expect(geometry.questionWords).toBeUndefined();
    const skill = makeSkillProblem('evaluate-logarithms', 'Easy', 5);
    expect(skill.questionWords?.before).toMatch(/[Ee]valuate$/);
  });

  it('grades "smallest first" in that order, as the server does', () => {
    const problem = [...Array(200).keys()]
      .map((seed) => makeCategoryProblem('algebra', seed + 1))
      .find((p) => p.question.includes('smallest first'));
    expect(problem?.ordered).toBe(true);
    const [small, large] = (problem?.answer ?? '').split(', ');
    expect(checkHere(`${small}, ${large}`, problem!)).toEqual({ kind: 'correct' });
    expect(checkHere(`${large}, ${small}`, problem!)).toEqual({ kind: 'wrong' });
  });

  it('explains a wrong answer to a problem made here as the server would, and nothing else', () => {
    let explained = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const problem = makeCategoryProblem('algebra', seed);
      expect(explainHere(problem.answer, problem), problem.question).toBeUndefined();
      for (let n = -6; n <= 6; n++) {
        const answer = String(n);
        if (checkHere(answer, problem).kind !== 'wrong') continue;
        // The sentence math-core gives for the same problem, made the same way from its seed.
        const said = explainHere(answer, problem);
        expect(said).toBe(explainAnswer(problem, answer)?.reason);
        if (said) explained += 1;
      }
    }
    expect(explained).toBeGreaterThan(0);
    // A skill's problem too; an answer no mistake explains, or a question without an equation.
    const skill = makeSkillProblem('two-step-equations', 'Easy', 3);
    expect(explainHere('1000001', skill)).toBeUndefined();
    expect(explainHere('4', makeCategoryProblem('geometry', 3))).toBeUndefined();
    expect(explainHere('4', {} as never)).toBeUndefined();
  }, 30_000);

  it('fetches the explainer with a wrong first answer, and says its sentence', async () => {
    const problem = makeCategoryProblem('algebra', 1);
    const wrong = [...Array(41).keys()]
      .map((i) => String(i - 20))
      .find(
        (answer) => checkHere(answer, problem).kind === 'wrong' && explainHere(answer, problem),
      );
    expect(wrong).toBeDefined();
    expect(await explainWrong(wrong as string, problem)).toBe(
      explainAnswer(problem, wrong as string)?.reason,
    );
    expect(await explainWrong('1000001', problem)).toBeUndefined();
  });

  it('says the sentence in the page’s language: Spanish on /es/practice, English on /practice', async () => {
    const { es, spanishPractice } = await import('@mathtools/math-core/locales/es');
    // A problem made here in Spanish, as /es/practice makes it: the same maths as in English.
    const problem = makeCategoryProblem('algebra', 1, spanishPractice);
    const wrong = [...Array(41).keys()]
      .map((i) => String(i - 20))
      .find(
        (answer) => checkHere(answer, problem).kind === 'wrong' && explainHere(answer, problem),
      ) as string;
    const spanish = explainAnswer(problem, wrong, { language: es })?.reason;
    expect(spanish).toBeTruthy();
    expect(spanish).not.toBe(explainAnswer(problem, wrong)?.reason);
    expect(explainHere(wrong, problem, es)).toBe(spanish);
    expect(await explainWrong(wrong, problem, es)).toBe(spanish);
  });

  it('an answer that cannot be read is not wrong: it says why, in words', () => {
    const checked = checkHere('abc', { answer: '3' });
    expect(checked.kind).toBe('unreadable');
    if (checked.kind === 'unreadable') {
      expect(checked.message).toContain('abc');
      expect(checked.message).not.toMatch(/position|token|column|index/i);
    }
  });
});

describe('problems made offline in the page language', () => {
  it("writes the seed's problem in Spanish, with the same answer and maths as in English", async () => {
    const { spanishPractice } = await import('@mathtools/math-core/locales/es');
    for (const seed of [1, 2, 3, 4, 5]) {
      const english = makeCategoryProblem('algebra', seed);
      const spanish = makeCategoryProblem('algebra', seed, spanishPractice);
      expect(spanish.question).toMatch(/^Resuelve la ecuación: /);
      expect(spanish.hint).not.toBe(english.hint);
      expect(spanish.answer).toBe(english.answer);
      expect(spanish.questionMath).toEqual(english.questionMath);
      expect(spanish.difficulty).toBe(english.difficulty);
    }
    const skill = makeSkillProblem('two-step-equations', 'Easy', 3, spanishPractice);
    expect(skill.question).toMatch(/^Resuelve la ecuación: /);
  });
});
