/**
 * Reading the solver's answers to rational problems back as trees: the value of "x = 7/3", the
 * values of the restrictions "x ≠ a, x ≠ b", and the points each equation step must hold at.
 */
import { evaluateMath } from '../src/math/evaluateMath';
import { parseMath } from '../src/math/parseMath';
import type { MathNode } from '../src/math/tree';
import type { SolveResult } from '../src/solve/solve';

export const tree = (text: string): MathNode => {
  const read = parseMath(text);
  if (!read.ok) throw new Error(`${text} does not parse`);
  return read.value;
};
/** The value side of "x = 7/3" as a tree. */
export const solutionValue = (text: string): MathNode => {
  const t = tree(text);
  if (t.type !== 'relation') throw new Error(`${text} is not x = value`);
  return t.operands[1] as MathNode;
};
/** Each value in x ≠ a, x ≠ b (a list or one relation) as a tree. */
export const restrictionValues = (text: string): MathNode[] => {
  const t = tree(text);
  const items = t.type === 'list' ? t.items : [t];
  return items.flatMap((item) =>
    item.type === 'relation' && item.relations[0] === '≠' && item.operands[0]?.type === 'variable'
      ? [item.operands[1] as MathNode]
      : [],
  );
};
/** The points every equation step must hold at: each solution's value. */
export const scopes = (result: SolveResult) =>
  result.solutions.map((s) => ({ x: evaluateMath(solutionValue(s.text)) }));
