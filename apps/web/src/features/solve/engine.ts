/**
 * What the solver page needs from math-core, in its own chunk: loaded by the /solve page only
 * (when a problem is solved), so no other route's first load carries the solver.
 */

import type { Step } from '@mathtools/math-core';
import { parseMath, type SolveKind, solve, toMathML } from '@mathtools/math-core';

export type SolvedSolution = { text: string; mathml: string | null; value?: number };

export type Solved = {
  kind: SolveKind;
  method: string;
  problemMathml: string;
  answer: string;
  solutions: SolvedSolution[];
  steps: Step[];
};

export type Outcome = { ok: true; solved: Solved } | { ok: false; message: string };

/** Solves what was typed; each solution is also typeset when math-core's parser reads its text. */
export function solveProblem(text: string): Outcome {
  const result = solve(text);
  if (!result.ok) return { ok: false, message: result.error.message };
  const { kind, method, problemMathml, answer, solutions, steps } = result.value;
  return {
    ok: true,
    solved: {
      kind,
      method,
      problemMathml,
      answer,
      steps,
      solutions: solutions.map((s) => {
        const tree = parseMath(s.text);
        return { ...s, mathml: tree.ok ? toMathML(tree.value) : null };
      }),
    },
  };
}
