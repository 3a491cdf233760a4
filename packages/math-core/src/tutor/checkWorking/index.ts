/**
 * Checking a student's own working, line by line: each line follows from the one before (an
 * equivalent statement, an implication such as squaring both sides, or a root rejected because it
 * does not satisfy the problem), does not follow, or cannot be read. The first line that does not
 * follow is named, with why in a student's words, the mistake by name where one of the common ones
 * explains it, and what the line could have been. The last line is judged too: the answer, a
 * correct step short of it, or wrong.
 *
 * Lines are compared by what they mean, never by how they look: equations and inequalities in one
 * unknown by their solution sets (found by the solver's kinds and checked by its checker) or by
 * their residuals being constant multiples of each other; expressions at sample points; a
 * system's lines by substituting the system's solutions; a derivative's and an integral's lines
 * against the derivative and, differentiated, the integrand.
 */
import { fail } from '../../_lib/result';
import { show } from '../../algebra/calculus';
import { derivativeValue } from '../../algebra/derivative';
import { factorPolynomial, isFactored } from '../../algebra/factor';
import * as P from '../../algebra/poly';
import {
  evalExact,
  exactAt,
  hasVariable,
  polyOrNothing,
  substitute,
  variablesOf,
} from '../../algebra/reading';
import { fromNode, inside, type Point, type RealSet } from '../../algebra/real-set';
import { agree, agreeAtPoints, samplesFor } from '../../algebra/samplePoints';
import * as B from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import * as E from '../../math/exact';
import { toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode, MathRelation } from '../../math/tree';
import { MAX_SOLVE_LENGTH } from '../../solve/readProblem';
import { type SolveKind, type SolveResult, solve } from '../../solve/solve';
import type { Result } from '../../types';
import { flipped, type MistakeId, rewritingsOf, rewritingsOfAll, tidy } from './mistakes';
import { type Line, readLine } from './read';
import {
  EVERY,
  near,
  pointsOf,
  ratio,
  residual,
  sameSet,
  solutionSet,
  union,
  within,
} from './sets';

export type { MistakeId } from './mistakes';

/** The verdict on one line of working. */
export interface LineCheck {
  /** 'follows' from the line before (or the problem), 'wrong', or 'unreadable'. */
  status: 'follows' | 'wrong' | 'unreadable';
  /** Why, in a student's words: the mistake, the root rejected, or what could not be read. */
  reason?: string;
  /** The common mistake that explains a wrong line, by name. */
  mistake?: MistakeId;
  /** What a wrong line could have been, as text, as MathML and as a tree. */
  suggestion?: string;
  suggestionMathml?: string;
  suggestionTree?: MathNode;
}

/** The verdict on a student's working. */
export interface WorkingCheck {
  lines: LineCheck[];
  /** The first line (from 0) that does not follow, or null when every line does. */
  firstWrong: number | null;
  /** The last line is the answer, reached by lines that all follow. */
  finished: boolean;
  /** How the last line stands: the answer, a correct step short of it, or wrong. */
  ending: 'answer' | 'unfinished' | 'wrong';
  /** What the problem is, as the solver read it. */
  kind: SolveKind;
}

/** At most this many lines are checked. */
export const MAX_WORKING_LINES = 40;

const line = (check: LineCheck): LineCheck => check;
const suggesting = (
  tree: MathNode,
): Pick<LineCheck, 'suggestion' | 'suggestionMathml' | 'suggestionTree'> => ({
  suggestion: toText(tree),
  suggestionMathml: toMathML(tree),
  suggestionTree: tree,
});

/**
 * Checks a student's working for a problem, line by line (see the module's comment).
 *
 * Errors (field `problem` or `lines`): the solver's own errors for a problem it cannot solve,
 * `unsupported` for a kind of problem whose working is not checked (percentages in words, graphs,
 * limits), `invalid_value` for no lines or too many.
 *
 * @example
 * checkWorking('2x+3=7', ['2x=10', 'x=5']).value;
 * // { firstWrong: 0, lines: [{ status: 'wrong', mistake: 'sign-of-moved-term', suggestion: '2x = 4', … }, …], finished: false, … }
 */
export function checkWorking(problem: string, lines: readonly string[]): Result<WorkingCheck> {
  if (
    !Array.isArray(lines) ||
    lines.length === 0 ||
    lines.every((l) => typeof l !== 'string' || l.trim() === '')
  )
    return fail('invalid_value', 'Write your working, one step per line', 'lines');
  if (lines.length > MAX_WORKING_LINES)
    return fail('invalid_value', `Write at most ${MAX_WORKING_LINES} lines`, 'lines');
  if (lines.some((l) => typeof l !== 'string' || l.length > MAX_SOLVE_LENGTH))
    return fail('invalid_value', `Write at most ${MAX_SOLVE_LENGTH} characters on a line`, 'lines');
  const solved = solve(problem);
  if (!solved.ok) return { ok: false, error: { ...solved.error, field: 'problem' } };
  const r = solved.value;
  const read = lines.map(readLine);
  const checked = checkerFor(r)?.(read);
  if (!checked)
    return fail(
      'unsupported',
      `Working for a ${r.title.toLowerCase()} cannot be checked yet`,
      'problem',
    );
  const firstWrong = checked.lines.findIndex((l) => l.status === 'wrong');
  return {
    ok: true,
    value: {
      lines: checked.lines,
      firstWrong: firstWrong < 0 ? null : firstWrong,
      finished: firstWrong < 0 && checked.ending === 'answer',
      ending: checked.ending,
      kind: r.kind,
    },
  };
}

type Read = ReturnType<typeof readLine>;
type Checked = { lines: LineCheck[]; ending: WorkingCheck['ending'] };
type Checker = (lines: Read[]) => Checked | undefined;

/** Kinds whose working is a chain of equal expressions. */
const EXPRESSIONS = /* @__PURE__ */ new Set<SolveKind>([
  'arithmetic',
  'expression',
  'factor',
  'rational-expression',
  'logarithm',
  'polynomial-division',
]);
/** Kinds typed as a relation in one letter that are not equations to solve. */
const NOT_EQUATIONS = /* @__PURE__ */ new Set<SolveKind>([
  'graph',
  'rearrange',
  'points',
  'unit-conversion',
]);

const checkerFor = (r: SolveResult): Checker | undefined => {
  const tree = r.tree;
  if (r.kind === 'derivative' && tree.type === 'function' && r.solutions[0])
    return derivativeWorking(
      tree.args[0] as MathNode,
      /d\/d([a-z])/.exec(tree.name)?.[1] ?? 'x',
      r,
    );
  if (r.kind === 'integral' && tree.type === 'integral' && tree.from === undefined)
    return integralWorking(tree.arg);
  const names = variablesOf(tree);
  if (r.kind === 'system' || r.kind === 'nonlinear-system') return systemWorking(tree, names, r);
  if (tree.type === 'relation' && names.length === 1 && !NOT_EQUATIONS.has(r.kind))
    return oneUnknownWorking(tree, names[0] as string);
  if (
    EXPRESSIONS.has(r.kind) &&
    r.solutions.length === 1 &&
    r.solutions[0]?.tree.type !== 'relation'
  )
    return expressionWorking(tree, names, r.solutions[0]?.tree as MathNode);
  return undefined;
};

const unreadable = (reason: string): LineCheck => ({ status: 'unreadable', reason });

/** Why a line could not be read, in one sentence: "This line is empty", or the parser's reason. */
const couldNotRead = (reason: string): string =>
  reason.startsWith('This line') ? reason : `This line could not be read: ${reason}`;

/** The one statement a line makes (a list where ± gives two), or why it cannot be used here. */
const statementOf = (l: Line): MathNode | undefined =>
  l.integrals.length > 0 || l.derivatives.length > 0
    ? undefined
    : l.readings.length === 1
      ? l.readings[0]
      : B.list(...l.readings);

/** The value a line gives when a line of working is an expression: the last of `a = b = c`. */
const lastValue = (tree: MathNode): MathNode =>
  tree.type === 'relation' ? (tree.operands.at(-1) as MathNode) : tree;

// Equations and inequalities in one unknown ---------------------------------------------------

const isAnswerForm = (statement: MathNode | undefined, x: string): boolean => {
  if (!statement) return true;
  const items = statement.type === 'list' ? statement.items : [statement];
  return items.every(
    (item) =>
      (!hasVariable(item) && item.type !== 'relation') ||
      (item.type === 'relation' &&
        item.operands.every((o) => !hasVariable(o) || (o.type === 'variable' && o.name === x)) &&
        item.operands.filter(hasVariable).length === 1),
  );
};

/** A number that is in one set and not the other, as `x = 2` or `x = 2.5` (inside an interval). */
const witness = (a: RealSet, b: RealSet): Point | undefined => {
  for (const i of a) {
    const candidates = [i.loIn ? i.lo : undefined, i.hiIn ? i.hi : undefined].filter(
      (p): p is Point => p !== undefined && Number.isFinite(p.value),
    );
    if (!near(i.lo.value, i.hi.value))
      candidates.push(fromNode(B.n(String(round(inside(i.lo, i.hi))))));
    const outside = candidates.find((p) => !within([{ lo: p, hi: p, loIn: true, hiIn: true }], b));
    if (outside) return outside;
  }
  return undefined;
};

const round = (v: number): number => (Number.isInteger(v) ? v : Math.round(v * 2) / 2);

const answerOf = (set: RealSet, x: string): MathNode | undefined => {
  const points = pointsOf(set);
  if (!points) return undefined;
  if (points.length === 0) return undefined;
  return points.length === 1
    ? B.eq(B.variable(x), points[0]?.node as MathNode)
    : B.list(...points.map((p) => B.eq(B.variable(x), p.node)));
};

/** `x = 2`, or "x = 2 and x = 3" for two (as a reason says them). */
/** `L = −R` for a line `L = R` (or each item of a list), the other sign of a square root. */
const negativeRoot = (said: MathNode): MathNode | undefined => {
  const items = said.type === 'list' ? said.items : [said];
  const others = items.map((item) =>
    item.type === 'relation' && item.relations.length === 1 && item.relations[0] === '='
      ? B.eq(item.operands[0] as MathNode, tidy(B.neg(item.operands[1] as MathNode)))
      : undefined,
  );
  if (others.some((o) => o === undefined)) return undefined;
  return others.length === 1 ? others[0] : B.list(...(others as MathNode[]));
};

const say = (points: Point[], x: string): string =>
  points.map((p) => `${x} = ${toText(p.node)}`).join(points.length === 2 ? ' and ' : ', ');

export const oneUnknownWorking =
  (problem: MathNode, x: string): Checker =>
  (lines) => {
    const solutions = solutionSet(problem, x);
    if (!solutions) return undefined;
    const inequality = problem.type === 'relation' && problem.relations.some((rel) => rel !== '=');
    let before = { statement: problem, set: solutions };
    const out: LineCheck[] = [];
    let last: { statement?: MathNode; set: RealSet } | undefined;
    for (const read of lines) {
      if (!read.ok) {
        out.push(unreadable(couldNotRead(read.reason)));
        last = undefined;
        continue;
      }
      const statement = statementOf(read.line);
      if (read.line.words === undefined && !statement) {
        out.push(
          unreadable('This line has an integral or a derivative, which this problem does not'),
        );
        last = undefined;
        continue;
      }
      const others = statement ? variablesOf(statement).filter((v) => v !== x) : [];
      if (others.length > 0) {
        out.push(unreadable(`This line has ${others.join(', ')}, which the problem does not`));
        last = undefined;
        continue;
      }
      if (statement && !(statement.type === 'relation' || statement.type === 'list')) {
        out.push(unreadable(`Write each line as ${inequality ? 'an inequality' : 'an equation'}`));
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
      const set =
        read.line.words === 'none'
          ? []
          : read.line.words === 'all'
            ? EVERY
            : solutionSet(statement as MathNode, x);
      if (!set) {
        out.push(unreadable('This line could be read but not checked'));
        last = undefined;
        continue;
      }
      out.push(compareLines(before, { statement, set }, solutions, x));
      last = { ...(statement ? { statement } : {}), set };
      if (statement) before = { statement, set };
      else before = { statement: before.statement, set };
    }
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
        reason: `Right, but not finished: ${toText(loose)} can be simplified`,
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
    return toText(E.toNode(evalExact(value))) === toText(value);
  } catch {
    return true;
  }
};

const gcdOf = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdOf(b, a % b));

/** Why a last line in answer form is not the answer, when every line before it follows. */
const notTheAnswer = (
  set: RealSet,
  solutions: RealSet,
  problem: MathNode,
  x: string,
): LineCheck => {
  const extra = witness(set, solutions);
  const answer = answerOf(solutions, x);
  const right = answer ? suggesting(answer) : {};
  if (extra)
    return line({
      status: 'wrong',
      mistake: 'extraneous-root-kept',
      reason: `${x} = ${toText(extra.node)} does not satisfy the problem ${toText(problem)}: reject it`,
      ...right,
    });
  const { other: _, ...lost } = lostRoots(set, solutions, x);
  return line({ status: 'wrong', ...lost, ...right });
};

/**
 * Why a set lost some of the numbers it should hold. `said` is the line that lost them: when the
 * same line with its right side negated (x + 1 = −4 beside x + 1 = 4) holds the lost numbers, the
 * negative square root was forgotten.
 */
const lostRoots = (
  set: RealSet,
  whole: RealSet,
  x: string,
  said?: MathNode,
): Pick<LineCheck, 'reason' | 'mistake'> & { other?: MathNode } => {
  const lost = pointsOf(whole)?.filter(
    (p) => !within([{ lo: p, hi: p, loIn: true, hiIn: true }], set),
  );
  const other = said ? negativeRoot(said) : undefined;
  const otherSet = other ? solutionSet(other, x) : undefined;
  if (lost && lost.length > 0 && other && otherSet && sameSet(union(set, otherSet), whole))
    return {
      mistake: 'negative-root-forgotten',
      reason:
        toText(other) === say(lost, x)
          ? `A square root can be positive or negative: ${toText(other)} is missing`
          : `A square root can be positive or negative: ${toText(other)} is missing, which gives ${say(lost, x)}`,
      other,
    };
  if (lost && lost.length > 0)
    return {
      mistake: 'root-lost',
      reason: `${say(lost, x)} ${lost.length === 1 ? 'was' : 'were'} lost: dividing both sides by something that can be 0 loses the solutions where it is 0`,
    };
  return { reason: 'This is not the whole set of solutions' };
};

/**
 * A line that factors the line before into brackets that do not multiply back to it
 * ((x + 2)(x + 3) = 0 for x² − 5x + 6 = 0): what the brackets make, and the right factors.
 */
const factorsThatDoNotMultiplyBack = (
  before: MathNode,
  said: MathNode | undefined,
  x: string,
): Omit<LineCheck, 'status'> | undefined => {
  const product = (n: MathNode): boolean =>
    n.type === 'binary' && n.op === '*' && hasVariable(n.left) && hasVariable(n.right);
  if (said?.type !== 'relation' || said.relations.length !== 1 || said.relations[0] !== '=')
    return undefined;
  const [l, r] = said.operands as [MathNode, MathNode];
  const side =
    product(l) && !hasVariable(r)
      ? { f: l, c: r }
      : product(r) && !hasVariable(l)
        ? { f: r, c: l }
        : undefined;
  const was = residual(before);
  if (!side || !was || was.relation !== '=') return undefined;
  const expanded = polyOrNothing(B.sub(side.f, side.c));
  const wanted = polyOrNothing(was.r);
  if (!expanded || !wanted || P.variables(P.add(expanded, wanted)).some((v) => v !== x))
    return undefined;
  const right = factorPolynomial(wanted, x);
  return {
    reason: `${toText(side.f)} multiplies out to ${toText(P.toNode(polyOrNothing(side.f) as P.Poly))}: check the signs and numbers in the brackets`,
    ...(isFactored(right) ? suggesting(B.eq(right.node, B.n(0))) : {}),
  };
};

/** Whether a statement is the other with its residual a constant multiple (and the relation agreeing). */
const equivalentByResidual = (a: MathNode, b: MathNode, x: string): boolean => {
  const ra = residual(a);
  const rb = residual(b);
  if (!ra || !rb) return false;
  const c = ratio(ra.r, rb.r, [x]);
  if (c === undefined) return false;
  return ra.relation === '=' || rb.relation === '='
    ? ra.relation === rb.relation
    : (c > 0 ? ra.relation : flipped(ra.relation)) === rb.relation;
};

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
      reason:
        'This step can bring in numbers that do not solve the line before (as squaring both sides can): check each answer in the problem',
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
        reason: `${say(dropped, x)} ${dropped.length === 1 ? 'is' : 'are'} rejected: ${dropped.length === 1 ? 'it does' : 'they do'} not satisfy the problem`,
      };
  }
  return { status: 'wrong', ...diagnose(before, now, x) };
};

/** What explains a line that does not follow, and what it could have been. */
const diagnose = (
  before: { statement: MathNode; set: RealSet },
  now: { statement?: MathNode; set: RealSet },
  x: string,
): Omit<LineCheck, 'status'> => {
  const said = now.statement;
  if (said?.type === 'relation' && said.relations.length === 1 && said.relations[0] !== '=') {
    const reversed = B.chain(
      said.operands[0] as MathNode,
      flipped(said.relations[0] as MathRelation),
      said.operands[1] as MathNode,
    );
    if (
      equivalentByResidual(before.statement, reversed, x) ||
      sameSet(solutionSet(reversed, x) ?? [EVERY[0] as never], before.set)
    )
      return {
        mistake: 'inequality-not-reversed',
        reason:
          'Multiplying or dividing both sides by a negative number reverses the inequality sign',
        ...suggesting(reversed),
      };
  }
  const factors = factorsThatDoNotMultiplyBack(before.statement, said, x);
  if (factors) return factors;
  // A mistake whose line says the same term by term explains it best; one that only has the
  // same solutions comes after a lost root, which explains x + 5 = 5 from (x + 5)² = 25 better
  // than x² + 25 = 25 does.
  const rewritings = said ? rewritingsOf(before.statement) : [];
  const explained = (same: (a: MathNode, b: MathNode) => boolean) => {
    const found = rewritings.find((w) => said && same(w.wrong, said));
    return (
      found && {
        mistake: found.mistake,
        reason: found.reason,
        ...(found.right ? suggesting(found.right) : {}),
      }
    );
  };
  const termByTerm = explained((a, b) => equivalentByResidual(a, b, x));
  if (termByTerm) return termByTerm;
  const lost = within(now.set, before.set) ? lostRoots(now.set, before.set, x, said) : undefined;
  if (lost?.mistake) {
    const { other, ...named } = lost;
    const both =
      other && said
        ? B.list(...[said, other].flatMap((s) => (s.type === 'list' ? s.items : [s])))
        : undefined;
    return { ...named, ...(both ? suggesting(both) : {}) };
  }
  // Only a rewriting that holds where this line does can have its solutions: tried first, at
  // this line's numbers, before its solutions are worked out.
  const points = pointsOf(now.set);
  const bySolutions = explained(
    (a, b) =>
      (!points ||
        a.type !== 'relation' ||
        a.relations.some((r) => r !== '=') ||
        points.every((p) => holdsAt(a, { [x]: p.value }))) &&
      sameStatement(a, b, x),
  );
  if (bySolutions) return bySolutions;
  const missing = witness(before.set, now.set);
  const extra = witness(now.set, before.set);
  const reason = missing
    ? `${x} = ${toText(missing.node)} solves the line before but not this one`
    : extra
      ? `${x} = ${toText(extra.node)} solves this line but not the line before`
      : 'This line does not follow from the line before';
  return { reason, ...couldHaveBeen(said, before.set, x) };
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
  if (holds) return { status: 'follows', reason: 'A calculation on the side, and it is right' };
  const first = statement.operands[0] as MathNode;
  const worked = Number.isFinite(values[0])
    ? toText(B.n(String(Number((values[0] as number).toPrecision(10)))))
    : undefined;
  return {
    status: 'wrong',
    reason: worked
      ? `This calculation is not right: ${toText(first)} is ${worked}`
      : 'This calculation is not right',
    ...(worked
      ? suggesting(B.eq(first, B.n(String(Number((values[0] as number).toPrecision(10))))))
      : {}),
  };
};

const sameStatement = (a: MathNode, b: MathNode, x: string): boolean => {
  if (equivalentByResidual(a, b, x)) return true;
  const [u, v] = [solutionSet(a, x), solutionSet(b, x)];
  return u !== undefined && v !== undefined && sameSet(u, v);
};

/**
 * What a line could have been: its left side kept, its right side what makes it true for the
 * solution of the line before (2x = 4 for 2x = 10), or the solutions themselves.
 */
const couldHaveBeen = (said: MathNode | undefined, set: RealSet, x: string): Partial<LineCheck> => {
  const points = pointsOf(set);
  if (!said || !points || points.length === 0) return {};
  if (isAnswerForm(said, x)) {
    const answer = answerOf(set, x);
    return answer ? suggesting(answer) : {};
  }
  if (
    points.length !== 1 ||
    said.type !== 'relation' ||
    said.relations.length !== 1 ||
    said.relations[0] !== '='
  )
    return {};
  const [left, right] = said.operands as [MathNode, MathNode];
  if (hasVariable(right) || !hasVariable(left)) return {};
  const value = (points[0] as Point).node;
  try {
    return suggesting(B.eq(left, E.toNode(exactAt(left, { [x]: value }))));
  } catch {
    return {};
  }
};

// Expressions ------------------------------------------------------------------------------------

/** Nodes in a tree: how long a form is, to tell an answer from a step short of it. */
const size = (node: MathNode): number => toText(node).replace(/\s/g, '').length;

const at = (node: MathNode, scope: Record<string, number>): string => {
  const v = evaluateMath(node, scope);
  return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(6)));
};

/** Where two expressions differ, in words: "at x = 2 the line before is 9 and this one is 5". */
const whereTheyDiffer = (a: MathNode, b: MathNode, names: string[]): string => {
  for (const scope of [
    { ...Object.fromEntries(names.map((n) => [n, 2])) },
    ...samplesFor(a, b, names),
  ]) {
    const [u, v] = [evaluateMath(a, scope), evaluateMath(b, scope)];
    if (Number.isFinite(u) && Number.isFinite(v) && !agree(u, v)) {
      const where = names.map((n) => `${n} = ${round6(scope[n] as number)}`).join(', ');
      return `${where ? `at ${where}` : 'in value'} the line before is ${at(a, scope)} and this line is ${at(b, scope)}`;
    }
  }
  return 'this line is not equal to the line before';
};

const round6 = (v: number): string => String(Number(v.toPrecision(4)));

const expressionWorking =
  (problem: MathNode, names: string[], answer: MathNode): Checker =>
  (lines) => {
    let before = problem;
    const out: LineCheck[] = [];
    let last: MathNode | undefined;
    for (const read of lines) {
      const statement = read.ok ? statementOf(read.line) : undefined;
      if (!read.ok || !statement || read.line.words) {
        out.push(
          unreadable(read.ok ? 'Write each line as an expression' : couldNotRead(read.reason)),
        );
        last = undefined;
        continue;
      }
      const now = lastValue(statement);
      if (agreeAtPoints(before, now, names)) out.push({ status: 'follows' });
      else {
        const named = rewritingsOf(before).find((w) => agreeAtPoints(w.wrong, now, names));
        out.push(
          named
            ? {
                status: 'wrong',
                mistake: named.mistake,
                reason: named.reason,
                ...(named.right ? suggesting(named.right) : {}),
              }
            : {
                status: 'wrong',
                reason: `This is not equal to the line before: ${whereTheyDiffer(before, now, names)}`,
              },
        );
      }
      before = now;
      last = now;
    }
    const wrong = out.some((l) => l.status === 'wrong');
    if (wrong) return { lines: out, ending: 'wrong' };
    if (!last) return { lines: out, ending: 'unfinished' };
    return { lines: out, ending: done(last, problem, answer) ? 'answer' : 'unfinished' };
  };

/**
 * Whether the last line of an expression's working is the answer: not the problem again, no
 * longer than the solver's answer, and in the answer's shape (a product when the answer is a
 * product, as for factoring; no bracket left to multiply out when the answer has none).
 */
const done = (last: MathNode, problem: MathNode, answer: MathNode): boolean => {
  if (toText(last).replace(/\s/g, '') === toText(problem).replace(/\s/g, '')) return false;
  if (size(last) > size(answer)) return false;
  const product = (n: MathNode): boolean =>
    (n.type === 'binary' && n.op === '*') ||
    n.type === 'power' ||
    (n.type === 'neg' && product(n.arg));
  if (product(answer) !== product(last)) return false;
  return true;
};

// Derivatives and integrals ---------------------------------------------------------------------

/** A line's value with each d/dx(…) replaced by the derivative it stands for. */
const withDerivatives = (value: MathNode, l: Line): MathNode =>
  substitute(
    value,
    Object.fromEntries(l.derivatives.map((d) => [d.name, show(derivativeValue(d.of, d.x), d.x)])),
  );

const derivativeWorking =
  (f: MathNode, x: string, r: SolveResult): Checker =>
  (lines) => {
    const derivative = r.solutions[0]?.tree as MathNode;
    const out: LineCheck[] = [];
    let pending = true;
    for (const read of lines) {
      if (!read.ok || read.line.readings.length !== 1 || read.line.integrals.length > 0) {
        out.push(
          unreadable(read.ok ? 'Write each line as an expression in x' : couldNotRead(read.reason)),
        );
        pending = true;
        continue;
      }
      const value = withDerivatives(lastValue(read.line.readings[0] as MathNode), read.line);
      pending = read.line.derivatives.length > 0;
      out.push(
        agreeAtPoints(value, derivative, [x])
          ? { status: 'follows' }
          : {
              status: 'wrong',
              reason: `This is not the derivative of ${toText(f)}: ${whereTheyDiffer(derivative, value, [x]).replace('the line before is', 'the derivative is')}`,
            },
      );
    }
    const wrong = out.some((l) => l.status === 'wrong');
    return {
      lines: out,
      ending: wrong
        ? 'wrong'
        : pending || out.at(-1)?.status !== 'follows'
          ? 'unfinished'
          : 'answer',
    };
  };

/**
 * The derivative of a line of an integral's working at sample points, each ∫ g dx in it counting
 * as g: the line's value with the integrals at 0, differentiated, plus each integrand times the
 * (constant) number the integral is multiplied by. Undefined when an integral is not a term with a
 * constant factor.
 */
const lineDerivative = (value: MathNode, l: Line, x: string): MathNode | undefined => {
  const zero = Object.fromEntries(l.integrals.map((i) => [i.name, B.n(0)]));
  const without = substitute(value, zero);
  let total = show(derivativeValue(without, x), x);
  for (const i of l.integrals) {
    const one = substitute(value, { ...zero, [i.name]: B.n(1) });
    const factor = B.sub(one, without);
    const samples = [...samplesFor(factor, i.integrand, [x])]
      .slice(0, 6)
      .map((s) => evaluateMath(factor, s));
    const c = samples.find(Number.isFinite);
    if (c === undefined || !samples.every((v) => !Number.isFinite(v) || agree(v, c)))
      return undefined;
    total = B.add(total, B.mul(B.n(String(c)), i.integrand));
  }
  return total;
};

const integralWorking =
  (integrand: MathNode): Checker =>
  (lines) => {
    const x = variablesOf(integrand)[0] ?? 'x';
    const out: LineCheck[] = [];
    let ending: WorkingCheck['ending'] = 'unfinished';
    for (const read of lines) {
      if (!read.ok || read.line.readings.length !== 1 || read.line.derivatives.length > 0) {
        out.push(
          unreadable(read.ok ? 'Write each line as an expression in x' : couldNotRead(read.reason)),
        );
        ending = 'unfinished';
        continue;
      }
      const value = lastValue(read.line.readings[0] as MathNode);
      let derivative: MathNode | undefined;
      try {
        derivative = lineDerivative(value, read.line, x);
      } catch {
        derivative = undefined;
      }
      if (!derivative) {
        out.push(unreadable('This line could be read but not checked'));
        ending = 'unfinished';
        continue;
      }
      if (!agreeAtPoints(derivative, integrand, [x])) {
        out.push({
          status: 'wrong',
          reason: `Differentiating this line does not give ${toText(integrand)}: ${whereTheyDiffer(integrand, derivative, [x]).replace('the line before is', 'the integrand is').replace('this line is', "this line's derivative is")}`,
        });
        ending = 'wrong';
        continue;
      }
      const finishedLine = read.line.integrals.length === 0;
      if (
        finishedLine &&
        !read.line.constant &&
        out.length === lines.length - 1 &&
        !out.some((l) => l.status === 'wrong')
      ) {
        out.push({
          status: 'wrong',
          mistake: 'missing-constant',
          reason:
            'An indefinite integral is a whole family of functions: add the constant of integration, + C',
          ...suggesting(B.add(value, B.variable('C'))),
        });
        ending = 'wrong';
        continue;
      }
      out.push({ status: 'follows' });
      ending = out.some((l) => l.status === 'wrong')
        ? 'wrong'
        : finishedLine
          ? 'answer'
          : 'unfinished';
    }
    return { lines: out, ending };
  };

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

const holdsAt = (equation: MathNode, point: Record<string, number>): boolean => {
  if (equation.type !== 'relation') return false;
  const values = equation.operands.map((o) => evaluateMath(o, point));
  return values.every((v) => Number.isFinite(v) && agree(v, values[0] as number));
};

const systemWorking = (problem: MathNode, names: string[], r: SolveResult): Checker | undefined => {
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
        out.push(
          unreadable(
            read.ok ? 'Write each line as one or more equations' : couldNotRead(read.reason),
          ),
        );
        lastStates = false;
        continue;
      }
      const equations = equationsOfLine(statement);
      if (
        !equations.every((e) => e.type === 'relation' && e.relations.every((rel) => rel === '='))
      ) {
        out.push(unreadable('Write each line as one or more equations'));
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
        const named = rewritingsOfAll(known).find((w) => {
          const [a, b] = [residual(w.wrong), residual(bad)];
          return a && b && ratio(a.r, b.r, names) !== undefined;
        });
        out.push({
          status: 'wrong',
          ...(named
            ? {
                mistake: named.mistake,
                reason: named.reason,
                ...(named.right ? suggesting(named.right) : {}),
              }
            : {
                reason: `${toText(bad)} does not follow from the equations before it`,
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
