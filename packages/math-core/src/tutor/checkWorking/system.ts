/**
 * Working for a system of equations: each line's equations hold at the system's solutions (found
 * by the solver), and a line that does not is compared with the wrong rewritings of the equations
 * known so far.
 */
import { hasVariable } from '../../algebra/reading';
import { agree } from '../../algebra/samplePoints';
import * as B from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { SolveResult } from '../../solve/solve';
import { rewritingsOfAll } from './mistakes';
import { sameTermsAs } from './sameTerms';
import { holdsAt, ratio, residual } from './sets';
import { type Checker, type LineCheck, statementOf, suggesting, unreadable } from './verdict';
import { because } from './words';

// Systems ------------------------------------------------------------------------------------------

/** The system's solutions as values of its unknowns, or undefined when there are not finitely many. */
const systemSolutions = (r: SolveResult, names: string[]): Record<string, number>[] | undefined => {
  if (r.outcome) return undefined;
  const points: Record<string, number>[] = [];
  let single: Record<string, number> = {};
  for (const s of r.solutions) {
    const tree = s.tree;
    if (tree.type !== 'relation') return undefined;
    const [left, right] = tree.operands as [MathNode, MathNode];
    if (left.type === 'point' && right.type === 'point')
      points.push(
        Object.fromEntries(
          left.coords.map((c, i) => [toText(c), evaluateMath(right.coords[i] as MathNode)]),
        ),
      );
    else if (left.type === 'variable') single = { ...single, [left.name]: evaluateMath(right) };
    else return undefined;
  }
  if (Object.keys(single).length > 0) points.push(single);
  return points.length > 0 && points.every((p) => names.every((n) => Number.isFinite(p[n])))
    ? points
    : undefined;
};

/** The equations of a line of a system's working: `x = 2, y = 1`, `(x, y) = (2, 1)`, or one equation. */
const equationsOfLine = (statement: MathNode): MathNode[] =>
  (statement.type === 'list' ? statement.items : [statement]).flatMap((item) =>
    item.type === 'relation' &&
    item.operands.length === 2 &&
    item.operands[0]?.type === 'point' &&
    item.operands[1]?.type === 'point'
      ? item.operands[0].coords.map((c, i) =>
          B.eq(c, (item.operands[1] as Extract<MathNode, { type: 'point' }>).coords[i] as MathNode),
        )
      : [item],
  );

export const systemWorking = (
  problem: MathNode,
  names: string[],
  r: SolveResult,
): Checker | undefined => {
  const solutions = systemSolutions(r, names);
  if (!solutions) return undefined;
  return (lines) => {
    const known: MathNode[] = problem.type === 'list' ? [...problem.items] : [problem];
    const out: LineCheck[] = [];
    const stated: Record<string, number> = {};
    let lastStates = false;
    for (const read of lines) {
      const statement = read.ok ? statementOf(read.line) : undefined;
      if (!read.ok || !statement || read.line.words) {
        out.push(unreadable(read.ok ? { id: 'write-equations' } : read.why));
        lastStates = false;
        continue;
      }
      const equations = equationsOfLine(statement);
      if (
        !equations.every((e) => e.type === 'relation' && e.relations.every((rel) => rel === '='))
      ) {
        out.push(unreadable({ id: 'write-equations' }));
        lastStates = false;
        continue;
      }
      const disjunction =
        statement.type === 'list' && read.ok && /\bor\b/i.test(String(lines.indexOf(read)));
      void disjunction;
      const holds = solutions.every((p) => equations.every((e) => holdsAt(e, p)));
      if (holds) out.push({ status: 'follows' });
      else {
        const bad = equations.find((e) => !solutions.every((p) => holdsAt(e, p))) as MathNode;
        const rewritings = rewritingsOfAll(known);
        const named =
          rewritings.find((w) => sameTermsAs(w.wrong, bad)) ??
          rewritings.find((w) => {
            const [a, b] = [residual(w.wrong), residual(bad)];
            return a && b && ratio(a.r, b.r, names) !== undefined;
          });
        out.push({
          status: 'wrong',
          ...(named
            ? {
                mistake: named.mistake,
                why: named.why,
                reason: named.reason,
                ...(named.right ? suggesting(named.right) : {}),
              }
            : {
                ...because('system-does-not-follow', { equation: bad }),
                ...systemCouldHaveBeen(bad, solutions),
              }),
        });
      }
      known.push(...equations);
      lastStates = false;
      for (const e of equations) {
        const [left, right] = (e as Extract<MathNode, { type: 'relation' }>).operands as [
          MathNode,
          MathNode,
        ];
        if (left.type === 'variable' && !hasVariable(right)) {
          stated[left.name] = evaluateMath(right);
          lastStates = true;
        }
      }
    }
    const wrong = out.some((l) => l.status === 'wrong');
    const all =
      solutions.length === 1 &&
      names.every(
        (n) => stated[n] !== undefined && agree(stated[n] as number, solutions[0]?.[n] as number),
      );
    return { lines: out, ending: wrong ? 'wrong' : all && lastStates ? 'answer' : 'unfinished' };
  };
};

/** `x + y = 5` kept on the left, its right side what the solution makes it. */
const systemCouldHaveBeen = (
  equation: MathNode,
  solutions: Record<string, number>[],
): Partial<LineCheck> => {
  if (solutions.length !== 1 || equation.type !== 'relation') return {};
  const [left, right] = equation.operands as [MathNode, MathNode];
  if (hasVariable(right) || !hasVariable(left)) return {};
  const value = evaluateMath(left, solutions[0] as Record<string, number>);
  return Number.isInteger(value) ? suggesting(B.eq(left, B.n(String(value)))) : {};
};
