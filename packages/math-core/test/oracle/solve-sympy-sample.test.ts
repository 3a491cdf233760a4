// Every tenth problem of the SymPy corpus (solve-sympy-corpus.ts), checked against SymPy in every
// kind; the whole corpus runs in test/corpus/ of the same slow project. A second test
// feeds the same oracle deliberately altered answers and expects it to reject them, so a pass
// means SymPy agreed, not that nothing was compared.
import { describe, expect, it } from 'vitest';
import { type SolveResult, solve } from '../../src/solve/solve';
import {
  corpusFigures,
  generateSympyCorpus,
  runCorpus,
  sampleSympyCorpus,
} from '../solve-sympy-corpus';

/** One digit of a text changed (the first one, 0→1, 1→2 … 9→8), or the text itself. */
const nudge = (text: string): string =>
  text.replace(/\d/, (d) => String(d === '9' ? 8 : Number(d) + 1));

/**
 * `solve` with each answer altered: a digit changed, or no solution and every number swapped (the
 * steps are kept, so only the answer can be caught).
 */
const alteredSolve: typeof solve = (text) => {
  const result = solve(text);
  if (!result.ok) return result;
  const v = result.value;
  const swapped = /^No (real )?solution/.test(v.answer)
    ? 'Every number is a solution'
    : /^Every number|^Infinitely/.test(v.answer)
      ? 'No solution'
      : nudge(v.answer);
  // The same variant with its answer altered.
  const altered = {
    ...v,
    // A quadratic with complex roots keeps its answer: only the complex roots change.
    answer:
      v.solutions.length > 0 || v.interval !== undefined
        ? nudge(v.answer)
        : v.complexSolutions
          ? v.answer
          : swapped,
    solutions: v.solutions.map((s, i) => (i === 0 ? { ...s, text: nudge(s.text) } : s)),
    ...(v.interval === undefined
      ? {}
      : {
          interval:
            v.interval === '∅' ? '(−∞, ∞)' : /\d/.test(v.interval) ? nudge(v.interval) : '∅',
        }),
    ...(v.complexSolutions === undefined
      ? {}
      : { complexSolutions: v.complexSolutions.map((s) => ({ ...s, text: nudge(s.text) })) }),
  };
  return { ok: true, value: altered as SolveResult };
};

describe('solve, over a sample of the SymPy corpus', () => {
  const problems = sampleSympyCorpus();

  it('answers every tenth problem of every kind as SymPy does, with true steps', () => {
    const verdicts = runCorpus(problems, { timeoutMs: 120_000 });
    const rows = corpusFigures(verdicts);
    const bad = verdicts
      .filter((v) => v.wrong !== undefined || v.falseSteps.length > 0)
      .map((v) => ({
        problem: v.problem.text,
        answer: v.answer,
        wrong: v.wrong,
        steps: v.falseSteps,
      }));
    expect(bad).toEqual([]);
    const total = rows.at(-1);
    expect(total?.problems).toBeGreaterThanOrEqual(120);
    // Every kind of the corpus is in the sample, and nearly all of it is answered.
    const kinds = new Set(generateSympyCorpus().map((p) => p.kind));
    expect(rows.slice(0, -1).map((r) => r.kind)).toEqual([...kinds]);
    expect(total?.refused).toBeLessThanOrEqual(3);
  });

  it('rejects altered answers: the comparison with SymPy can fail', () => {
    // Two problems of each kind from the sample keep this quick.
    const few = problems.filter(
      (p, i) => problems.slice(0, i).filter((q) => q.kind === p.kind).length < 2,
    );
    const verdicts = runCorpus(few, { timeoutMs: 120_000, solver: alteredSolve });
    const answered = verdicts.filter((v) => v.refused === undefined);
    const caught = answered.filter((v) => v.wrong !== undefined);
    expect(caught.length).toBeGreaterThanOrEqual(0.95 * answered.length);
    const kinds = new Set(answered.map((v) => v.problem.kind));
    for (const kind of kinds)
      expect(
        caught.some((v) => v.problem.kind === kind),
        kind,
      ).toBe(true);
  });
});
