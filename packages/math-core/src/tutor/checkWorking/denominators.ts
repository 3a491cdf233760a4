/**
 * Clearing fractions with the unknown below, the mistakes students make doing it: the common
 * denominator (2x for 3/x + 1/2 = 1) multiplied into one side only, or a term multiplied by its
 * own denominator (x) instead of the common one. Each wrong line is written beside the right one,
 * with every term multiplied out (3/x × 2x is 6), so the advice names the multiplier a teacher
 * would and never restates the line.
 */
import * as P from '../../algebra/poly';
import { contains, hasVariable, polyOrNothing, termsOf, variablesOf } from '../../algebra/reading';
import * as B from '../../math/build';
import type { MathNode, MathRelation } from '../../math/tree';
import type { Rewriting } from './mistakes';
import { because } from './words';

type Term = { node: MathNode; sign: 1 | -1 };

const sum = (terms: readonly Term[]): MathNode =>
  terms.reduce<MathNode | undefined>(
    (all, t) =>
      all === undefined
        ? t.sign === 1
          ? t.node
          : B.neg(t.node)
        : t.sign === 1
          ? B.add(all, t.node)
          : B.sub(all, t.node),
    undefined,
  ) ?? B.n(0);

/** The polynomial a node is, in x alone, or undefined. */
const polyIn = (node: MathNode, x: string): P.Poly | undefined => {
  const p = polyOrNothing(node);
  return p && P.variables(p).every((v) => v === x) ? p : undefined;
};

/** A term times m, its denominator cancelled when it divides m: 3/x × 2x is 6. */
const times = (term: MathNode, m: P.Poly, x: string): MathNode | undefined => {
  const [num, den] = term.type === 'fraction' ? [term.num, term.den] : [term, B.n(1)];
  const d = polyIn(den, x);
  const top = polyIn(num, x);
  if (!d || !top) return undefined;
  try {
    return P.toNode(P.mul(top, P.divideExactly(m, d, x)));
  } catch {
    return undefined;
  }
};

/** Every term of a side times m, or undefined when one cannot be multiplied out. */
const sideTimes = (side: MathNode, m: P.Poly, x: string): MathNode | undefined => {
  const terms = termsOf(side).map((t) => ({ ...t, node: times(t.node, m, x) }));
  return terms.every((t) => t.node) ? sum(terms as Term[]) : undefined;
};

/**
 * The common denominator of a line's fractions, when one has the unknown below: the product of
 * the different denominators (2x for x and 2), or undefined.
 */
const commonDenominator = (line: MathNode, x: string): P.Poly | undefined => {
  const below: P.Poly[] = [];
  let whole = 1;
  contains(line, (n) => {
    if (n.type !== 'fraction') return false;
    if (n.den.type === 'number' && Number.isInteger(Number(n.den.value))) {
      const k = Number(n.den.value);
      whole = (whole * k) / gcd(whole, k);
      return false;
    }
    const d = polyIn(n.den, x);
    if (d && hasVariable(n.den) && !below.some((e) => P.equals(e, d))) below.push(d);
    return false;
  });
  if (below.length === 0 || whole > 1000) return undefined;
  return below.reduce(P.mul, polyOrNothing(B.n(whole)) as P.Poly);
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The wrong ways of clearing a line's fractions, each beside the right one. */
export const clearingFractions = (line: Extract<MathNode, { type: 'relation' }>): Rewriting[] => {
  const [x, ...others] = variablesOf(line);
  if (!x || others.length > 0 || line.operands.length !== 2) return [];
  const m = commonDenominator(line, x);
  if (!m) return [];
  const [left, right] = line.operands as [MathNode, MathNode];
  const relation = line.relations[0] as MathRelation;
  const [l, r] = [sideTimes(left, m, x), sideTimes(right, m, x)];
  if (!l || !r) return [];
  const common = P.toNode(m);
  const rightLine = B.chain(l, relation, r);
  const out: Rewriting[] = [
    {
      mistake: 'one-side-only',
      wrong: B.chain(l, relation, right),
      right: rightLine,
      ...because('common-denominator-right', { m: common, side: right, value: r }),
    },
    {
      mistake: 'one-side-only',
      wrong: B.chain(left, relation, r),
      right: rightLine,
      ...because('common-denominator-left', { m: common, side: left, value: l }),
    },
  ];
  // One fraction multiplied by its own denominator (3/x × x is 3) where every term takes 2x.
  for (const [s, side] of [left, right].entries()) {
    const terms = termsOf(side);
    for (const term of terms) {
      if (term.node.type !== 'fraction' || !hasVariable(term.node.den)) continue;
      const own = polyIn(term.node.den, x);
      if (!own || P.equals(own, m)) continue;
      const alone = times(term.node, own, x);
      const each = terms.map((t) => ({ ...t, node: t === term ? alone : times(t.node, m, x) }));
      if (!alone || !each.every((t) => t.node)) continue;
      const wrongSide = sum(each as Term[]);
      out.push({
        mistake: 'not-every-term',
        wrong: s === 0 ? B.chain(wrongSide, relation, r) : B.chain(l, relation, wrongSide),
        right: rightLine,
        ...because('common-denominator-every-term', {
          m: common,
          den: term.node.den,
          term: term.node,
          value: times(term.node, m, x) as MathNode,
        }),
      });
    }
  }
  return out;
};
