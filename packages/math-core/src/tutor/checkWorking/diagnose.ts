/**
 * Naming what is wrong with a line of working in one unknown: the common mistake whose wrong
 * rewriting of the line before says what this line says, the root lost or kept, the brackets that
 * do not multiply back, and what the line could have been.
 */

import { factorPolynomial, isFactored } from '../../algebra/factor';
import * as P from '../../algebra/poly';
import { exactAt, hasVariable, polyOrNothing } from '../../algebra/reading';
import { fromNode, inside, type Point, type RealSet } from '../../algebra/real-set';
import * as B from '../../math/build';
import * as E from '../../math/exact';
import { toText } from '../../math/toText';
import type { MathNode, MathRelation } from '../../math/tree';
import { flipped, rewritingsOf, tidy } from './mistakes';
import { sameTermsAs } from './sameTerms';
import {
  EVERY,
  holdsAt,
  near,
  pointsOf,
  ratio,
  residual,
  sameSet,
  solutionSet,
  union,
  within,
} from './sets';
import { type LineCheck, line, suggesting } from './verdict';
import { because, valuesOf } from './words';

export const isAnswerForm = (statement: MathNode | undefined, x: string): boolean => {
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
export const witness = (a: RealSet, b: RealSet): Point | undefined => {
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

export const answerOf = (set: RealSet, x: string): MathNode | undefined => {
  const points = pointsOf(set);
  if (!points) return undefined;
  if (points.length === 0) return undefined;
  return points.length === 1
    ? B.eq(B.variable(x), points[0]?.node as MathNode)
    : B.list(...points.map((p) => B.eq(B.variable(x), p.node)));
};

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

/** Why a last line in answer form is not the answer, when every line before it follows. */
export const notTheAnswer = (
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
      ...because('extraneous-root-kept', { value: B.eq(B.variable(x), extra.node), problem }),
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
export const lostRoots = (
  set: RealSet,
  whole: RealSet,
  x: string,
  said?: MathNode,
): Pick<LineCheck, 'reason' | 'why' | 'mistake'> & { other?: MathNode } => {
  const lost = pointsOf(whole)?.filter(
    (p) => !within([{ lo: p, hi: p, loIn: true, hiIn: true }], set),
  );
  const other = said ? negativeRoot(said) : undefined;
  const otherSet = other ? solutionSet(other, x) : undefined;
  if (lost && lost.length > 0 && other && otherSet && sameSet(union(set, otherSet), whole)) {
    const values = valuesOf(lost, x);
    // "x = −5 is missing", without "which gives x = −5" when what is missing is the value itself.
    const same =
      lost.length !== 2 &&
      toText(other) === lost.map((p) => toText(B.eq(B.variable(x), p.node))).join(', ');
    return {
      mistake: 'negative-root-forgotten',
      ...(same
        ? because('negative-root-missing', { other })
        : because('negative-root-missing-gives', { other, values })),
      other,
    };
  }
  if (lost && lost.length > 0)
    return {
      mistake: 'root-lost',
      ...because(lost.length === 1 ? 'root-lost' : 'roots-lost', { values: valuesOf(lost, x) }),
    };
  return because('not-every-solution');
};

/**
 * A line that factors the line before into brackets that do not multiply back to it
 * ((x + 2)(x + 3) = 0 for x² − 5x + 6 = 0): what the brackets make, and the right factors.
 */
export const factorsThatDoNotMultiplyBack = (
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
    ...because('factors-multiply-out', {
      factors: side.f,
      product: P.toNode(polyOrNothing(side.f) as P.Poly),
    }),
    ...(isFactored(right) ? suggesting(B.eq(right.node, B.n(0))) : {}),
  };
};

/** Whether a statement is the other with its residual a constant multiple (and the relation agreeing). */
export const equivalentByResidual = (a: MathNode, b: MathNode, x: string): boolean => {
  const ra = residual(a);
  const rb = residual(b);
  if (!ra || !rb) return false;
  const c = ratio(ra.r, rb.r, [x]);
  if (c === undefined) return false;
  return ra.relation === '=' || rb.relation === '='
    ? ra.relation === rb.relation
    : (c > 0 ? ra.relation : flipped(ra.relation)) === rb.relation;
};

/** What explains a line that does not follow, and what it could have been. */
export const diagnose = (
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
        ...because('inequality-not-reversed'),
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
        why: found.why,
        reason: found.reason,
        ...(found.right ? suggesting(found.right) : {}),
      }
    );
  };
  // The same terms as written name the bracket the mistake was made in (−2(x − 1), not 3(x + 2)).
  const asWritten = explained(sameTermsAs);
  if (asWritten) return asWritten;
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
  const why = missing
    ? because('solves-before-only', { value: B.eq(B.variable(x), missing.node) })
    : extra
      ? because('solves-this-only', { value: B.eq(B.variable(x), extra.node) })
      : because('does-not-follow');
  return { ...why, ...couldHaveBeen(said, before.set, x) };
};

export const sameStatement = (a: MathNode, b: MathNode, x: string): boolean => {
  if (equivalentByResidual(a, b, x)) return true;
  const [u, v] = [solutionSet(a, x), solutionSet(b, x)];
  return u !== undefined && v !== undefined && sameSet(u, v);
};

/**
 * What a line could have been: its left side kept, its right side what makes it true for the
 * solution of the line before (2x = 4 for 2x = 10), or the solutions themselves.
 */
export const couldHaveBeen = (
  said: MathNode | undefined,
  set: RealSet,
  x: string,
): Partial<LineCheck> => {
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
