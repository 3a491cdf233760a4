/**
 * Working for an equation or an inequality in one unknown: each line compared with the one before
 * by what it says, the set of numbers it holds for (or its residual a constant multiple of the
 * one before); an implication such as squaring both sides follows, as does rejecting a root that
 * does not satisfy the problem.
 */
import { evalExact, hasVariable, termsOf, variablesOf } from '../../algebra/reading';
import { fromNode, intersect, type Point, type RealSet } from '../../algebra/real-set';
import { agree } from '../../algebra/samplePoints';
import * as B from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import * as E from '../../math/exact';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { answerOf, diagnose, equivalentByResidual, isAnswerForm, notTheAnswer } from './diagnose';
import { EVERY, near, pointsOf, sameSet, solutionSet, union, within } from './sets';
import { type Checker, type LineCheck, statementOf, suggesting, unreadable } from './verdict';
import { asText, because, valuesOf } from './words';

export const oneUnknownWorking =
  (problem: MathNode, x: string): Checker =>
  (lines) => {
    const solutions = solutionSet(problem, x);
    if (!solutions) return undefined;
    const inequality = problem.type === 'relation' && problem.relations.some((rel) => rel !== '=');
    let before = { statement: problem, set: solutions };
    const out: LineCheck[] = [];
    let last: { statement?: MathNode; set: RealSet } | undefined;
    let group: { at: number; statements: MathNode[]; set: RealSet } | undefined;
    /** Roots written one per line, judged together as one line (the last of them). */
    const closeGroup = () => {
      if (!group) return;
      const together = { statement: B.list(...group.statements), set: group.set };
      if (!sameSet(group.set, before.set))
        out[group.at] = compareLines(before, together, solutions, x);
      before = together;
      last = together;
      group = undefined;
    };
    for (const read of lines) {
      if (!read.ok) {
        closeGroup();
        out.push(unreadable(read.why));
        last = undefined;
        continue;
      }
      const statement = statementOf(read.line);
      if (read.line.words === undefined && !statement) {
        out.push(unreadable({ id: 'calculus-in-line' }));
        last = undefined;
        continue;
      }
      const others = statement ? variablesOf(statement).filter((v) => v !== x) : [];
      if (others.length > 0) {
        out.push(
          unreadable({ id: 'other-letters', values: { letters: asText(others.join(', ')) } }),
        );
        last = undefined;
        continue;
      }
      if (statement && !(statement.type === 'relation' || statement.type === 'list')) {
        out.push(unreadable({ id: inequality ? 'write-inequality' : 'write-equation' }));
        last = undefined;
        continue;
      }
      // A calculation on the side (the discriminant, 13² − 4 × 2 × 18 = 25): true or not, and
      // the working goes on from the line before it.
      if (statement?.type === 'relation' && !hasVariable(statement)) {
        out.push(sideCalculation(statement));
        last = undefined;
        continue;
      }
      const restriction = statement && restrictionOf(statement, x);
      if (restriction) {
        out.push(restrictionNote(restriction, solutions, x));
        continue;
      }
      const set =
        read.line.words === 'none'
          ? []
          : read.line.words === 'all'
            ? EVERY
            : solutionSet(statement as MathNode, x);
      if (!set) {
        closeGroup();
        out.push(unreadable({ id: 'not-checked' }));
        last = undefined;
        continue;
      }
      const points = statement && isAnswerForm(statement, x) ? pointsOf(set) : undefined;
      if (read.line.rejected && points && points.length > 0) {
        out.push(rejection(points, solutions, x));
        const kept = before.set.filter(
          (i) => !points.some((p) => near(p.value, i.lo.value) && near(p.value, i.hi.value)),
        );
        before = { statement: before.statement, set: kept };
        if (group && sameSet(group.set, kept)) closeGroup();
        last = {
          set: kept,
          ...(answerOf(kept, x) ? { statement: answerOf(kept, x) as MathNode } : {}),
        };
        continue;
      }
      // Roots one per line (x = 3, then x = −3): each a part of the line before's roots, judged
      // together once they stop.
      const partOf =
        points &&
        points.length > 0 &&
        pointsOf(before.set) &&
        within(set, before.set) &&
        !sameSet(set, before.set) &&
        (!group || sameSet(intersect(group.set, set), []));
      if (partOf) {
        group = group
          ? {
              at: out.length,
              statements: [...group.statements, statement as MathNode],
              set: union(group.set, set),
            }
          : { at: out.length, statements: [statement as MathNode], set };
        out.push({ status: 'follows' });
        if (sameSet(group.set, before.set)) closeGroup();
        else last = { statement: B.list(...group.statements), set: group.set };
        continue;
      }
      closeGroup();
      out.push(compareLines(before, { statement, set }, solutions, x));
      last = { ...(statement ? { statement } : {}), set };
      if (statement) before = { statement, set };
      else before = { statement: before.statement, set };
    }
    closeGroup();
    // The last line: the answer, a step short of it, or wrong.
    const final = out.at(-1) as LineCheck;
    if (!last) return { lines: out, ending: 'unfinished' };
    if (!isAnswerForm(last.statement, x))
      return { lines: out, ending: out.some((l) => l.status === 'wrong') ? 'wrong' : 'unfinished' };
    if (sameSet(last.set, solutions)) {
      if (out.some((l) => l.status === 'wrong')) return { lines: out, ending: 'wrong' };
      const loose = last.statement && notSimplest(last.statement);
      if (!loose) return { lines: out, ending: 'answer' };
      out[out.length - 1] = {
        ...final,
        ...because('not-simplified', { value: loose }),
      };
      return { lines: out, ending: 'unfinished' };
    }
    if (!out.some((l) => l.status === 'wrong'))
      out[out.length - 1] = { ...final, ...notTheAnswer(last.set, solutions, problem, x) };
    return { lines: out, ending: 'wrong' };
  };

/**
 * A value in an answer that is not in its simplest form (4/2, √8, 3 + 2), or undefined when
 * every value is: a whole number, a decimal, a fraction in lowest terms, or the form the exact
 * arithmetic writes.
 */
const notSimplest = (statement: MathNode): MathNode | undefined => {
  const items = statement.type === 'list' ? statement.items : [statement];
  for (const item of items) {
    const value = item.type === 'relation' ? (item.operands.at(-1) as MathNode) : item;
    if (!simplest(value)) return value;
  }
  return undefined;
};

const simplest = (value: MathNode): boolean => {
  if (value.type === 'number') return true;
  if (value.type === 'neg') return simplest(value.arg);
  if (value.type === 'fraction' && value.num.type === 'number' && value.den.type === 'number') {
    const [p, q] = [Number(value.num.value), Number(value.den.value)];
    return Number.isInteger(p) && Number.isInteger(q) && q !== 1 && gcdOf(p, q) === 1;
  }
  if (value.type === 'binary' && value.op === '±') return simplest(value.right);
  try {
    // The same terms in another order (−2 + √5 for √5 − 2) are as simple.
    return sameTerms(E.toNode(evalExact(value)), value);
  } catch {
    return true;
  }
};

const sameTerms = (a: MathNode, b: MathNode): boolean => {
  const key = (n: MathNode) =>
    termsOf(n)
      .map((t) =>
        t.node.type === 'neg' ? `${-t.sign}${toText(t.node.arg)}` : `${t.sign}${toText(t.node)}`,
      )
      .sort()
      .join();
  return toText(a) === toText(b) || key(a) === key(b);
};

const gcdOf = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdOf(b, a % b));

const compareLines = (
  before: { statement: MathNode; set: RealSet },
  now: { statement?: MathNode; set: RealSet },
  problemSet: RealSet,
  x: string,
): LineCheck => {
  if (now.statement && equivalentByResidual(before.statement, now.statement, x))
    return { status: 'follows' };
  if (sameSet(now.set, before.set)) return { status: 'follows' };
  const equation =
    before.statement.type !== 'relation' || before.statement.relations.every((r) => r === '=');
  if (equation && within(before.set, now.set) && pointsOf(now.set))
    return {
      status: 'follows',
      ...because('may-bring-in'),
    };
  if (within(now.set, before.set)) {
    const dropped = pointsOf(before.set)?.filter(
      (p) => !within([{ lo: p, hi: p, loIn: true, hiIn: true }], now.set),
    );
    if (
      dropped &&
      dropped.length > 0 &&
      dropped.every((p) => !within([{ lo: p, hi: p, loIn: true, hiIn: true }], problemSet))
    )
      return {
        status: 'follows',
        ...because(dropped.length === 1 ? 'rejected-one' : 'rejected-many', {
          values: valuesOf(dropped, x),
        }),
      };
  }
  return { status: 'wrong', ...diagnose(before, now, x) };
};

/** Whether two statements in x say the same: by their residuals, or by their solution sets. */
/** A line with no unknown: true, or what its left side comes to. */
const sideCalculation = (statement: Extract<MathNode, { type: 'relation' }>): LineCheck => {
  const values = statement.operands.map((o) => evaluateMath(o));
  const holds = statement.relations.every((rel, i) => {
    const [u, v] = [values[i] as number, values[i + 1] as number];
    if (!Number.isFinite(u) || !Number.isFinite(v)) return false;
    return rel === '='
      ? agree(u, v)
      : rel === '<'
        ? u < v
        : rel === '>'
          ? u > v
          : rel === '≤'
            ? u <= v
            : rel === '≥'
              ? u >= v
              : rel === '≠'
                ? !agree(u, v)
                : true;
  });
  if (holds) return { status: 'follows', ...because('side-calculation') };
  const first = statement.operands[0] as MathNode;
  const worked = Number.isFinite(values[0])
    ? B.n(String(Number((values[0] as number).toPrecision(10))))
    : undefined;
  return {
    status: 'wrong',
    ...(worked
      ? {
          ...because('calculation-is', { left: first, value: worked }),
          ...suggesting(B.eq(first, worked)),
        }
      : because('calculation-wrong')),
  };
};

/** The values a line such as `x ≠ 2` (or `x ≠ 2, x ≠ −2`) rules out, or undefined for any other line. */
const restrictionOf = (statement: MathNode, x: string): MathNode[] | undefined => {
  const items = statement.type === 'list' ? statement.items : [statement];
  if (items.length === 0) return undefined;
  const values: MathNode[] = [];
  for (const item of items) {
    if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '≠')
      return undefined;
    const [l, r] = item.operands as [MathNode, MathNode];
    const value =
      l.type === 'variable' && l.name === x && !hasVariable(r)
        ? r
        : r.type === 'variable' && r.name === x && !hasVariable(l)
          ? l
          : undefined;
    if (!value) return undefined;
    values.push(value);
  }
  return values;
};

/**
 * A note of the values x cannot take (where a denominator is 0): the working goes on from the
 * line before it. Wrong only when it rules out a solution of the problem.
 */
const restrictionNote = (values: MathNode[], solutions: RealSet, x: string): LineCheck => {
  const points = values.map(fromNode);
  const solving = points.filter((p) =>
    within([{ lo: p, hi: p, loIn: true, hiIn: true }], solutions),
  );
  if (solving.length > 0)
    return {
      status: 'wrong',
      mistake: 'solution-rejected',
      ...because(solving.length === 1 ? 'solution-ruled-out-one' : 'solution-ruled-out-many', {
        values: valuesOf(solving, x),
        x: B.variable(x),
      }),
    };
  return {
    status: 'follows',
    ...because('cannot-be', {
      x: B.variable(x),
      values: B.list(...points.map((p) => B.chain(B.variable(x), '≠', p.node))),
    }),
  };
};

/** A value rejected (crossed out, or marked "reject"): right when it does not solve the problem. */
const rejection = (points: Point[], solutions: RealSet, x: string): LineCheck => {
  const solving = points.filter((p) =>
    within([{ lo: p, hi: p, loIn: true, hiIn: true }], solutions),
  );
  if (solving.length > 0)
    return {
      status: 'wrong',
      mistake: 'solution-rejected',
      ...because(solving.length === 1 ? 'solution-kept-one' : 'solution-kept-many', {
        values: valuesOf(solving, x),
      }),
      ...suggesting(
        solving.length === 1
          ? B.eq(B.variable(x), (solving[0] as Point).node)
          : B.list(...solving.map((p) => B.eq(B.variable(x), p.node))),
      ),
    };
  return {
    status: 'follows',
    ...because(points.length === 1 ? 'rejected-one' : 'rejected-many', {
      values: valuesOf(points, x),
    }),
  };
};
