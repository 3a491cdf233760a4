/**
 * What the solver page needs from math-core, in its own chunk: loaded by the /solve page only
 * (when a problem is solved), so no other route's first load carries the solver.
 */

import type { Step } from '@mathtools/math-core';
import {
  type PracticeCategory,
  type SolveKind,
  type SolveMethod,
  type SolveResult,
  solve,
  toMathML,
  toText,
} from '@mathtools/math-core';
import { emptySlotMessage } from './empty-slot';

/** A solution typeset, with the decimal to show after it ("≈ 2.61803") when it needs one. */
export type SolvedSolution = {
  text: string;
  mathml: string | null;
  decimal?: string;
  /** What the value is, when it is named (a graph's "vertex", "slope"). */
  name?: string;
};

export type Solved = {
  kind: SolveKind;
  /** What the problem is, as math-core names it ("System of three linear equations"). */
  title: string;
  /** The Practice Center category that drills this kind of problem, as math-core says; null: none. */
  practice: PracticeCategory | null;
  method: string;
  /**
   * Every way the problem can be solved, the one these steps use marked `used`, where there is
   * more than one (a quadratic by factoring or completing the square); empty otherwise.
   */
  methods: SolveMethod[];
  problemMathml: string;
  answer: string;
  solutions: SolvedSolution[];
  steps: Step[];
  /** An inequality's set in interval notation, as text and typeset. */
  interval?: string;
  intervalMathml?: string;
  /** The site's tool that does the same calculation, when there is one. */
  tool?: SolvedTool;
  /** What math-core returned, as it is: what the graph draws (without reading the problem again). */
  graph: SolveResult;
};

export type SolvedTool = { id: string; path: string };

export type Outcome = { ok: true; solved: Solved } | { ok: false; message: string };

/**
 * Solves what was typed, once; each solution is also typeset, from its tree. `method` asks for
 * one of the ways `methods` lists; one that does not apply is refused with math-core's message.
 */
export function solveProblem(text: string, method?: string): Outcome {
  const result = method === undefined ? solve(text) : solve(text, { method });
  if (!result.ok) return { ok: false, message: emptySlotMessage(text) ?? result.error.message };
  const value = result.value;
  // Read loosely: math-core adds the field for some problems (a percentage in words) only.
  const { tool } = value as { tool?: SolvedTool };
  return {
    ok: true,
    solved: {
      kind: value.kind,
      title: value.title,
      practice: value.practice,
      method: value.method,
      methods: value.methods ?? [],
      problemMathml: value.problemMathml,
      answer: value.answer,
      steps: value.steps,
      interval: value.interval,
      intervalMathml: value.intervalMathml,
      ...(tool ? { tool: { id: tool.id, path: tool.path } } : {}),
      solutions: value.solutions.map((s) => ({
        text: s.text,
        mathml: toMathML(s.tree),
        ...(s.decimal ? { decimal: toText(s.decimal) } : {}),
        ...(s.name ? { name: s.name } : {}),
      })),
      graph: value,
    },
  };
}
