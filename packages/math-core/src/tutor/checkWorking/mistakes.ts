/**
 * The mistakes students make most, each as a wrong rewriting of a line beside the right one. A
 * line that does not follow is compared with every wrong rewriting of the line before: when it
 * says the same as one of them, that mistake explains it, and the right rewriting is what the line
 * could have been.
 */
import * as P from '../../algebra/poly';
import { contains, hasVariable, mapTree, polyOrNothing, termsOf } from '../../algebra/reading';
import * as B from '../../math/build';
import { toText } from '../../math/toText';
import type { MathNode, MathRelation } from '../../math/tree';
import { clearingFractions } from './denominators';
import { asText, because, type Why } from './words';

/** Every mistake the checker names; `LineCheck.mistake` says what each one is. */
export const MISTAKE_IDS = [
  'sign-of-moved-term',
  'one-side-only',
  'inequality-not-reversed',
  'negative-root-forgotten',
  'bracket-first-term-only',
  'square-of-sum',
  'root-of-sum',
  'log-of-sum',
  'cancelled-terms',
  'extraneous-root-kept',
  'root-lost',
  'missing-constant',
  'not-every-term',
  'solution-rejected',
  'inverse-operation',
  'minus-before-bracket',
  'product-rule',
  'quotient-rule',
  'chain-rule',
  'power-rule',
  'differentiated-not-integrated',
] as const;

/** A mistake by name; `LineCheck.mistake` says what each one is. */
export type MistakeId = (typeof MISTAKE_IDS)[number];

/** A wrong rewriting of a line, the right one beside it, and why the wrong one is wrong. */
export interface Rewriting {
  mistake: MistakeId;
  wrong: MathNode;
  /** What the line could have been; absent where the rule has nothing to rewrite to (√(a + b)). */
  right?: MathNode;
  /** Why the wrong one is wrong, as data and in English. */
  why: Why;
  reason: string;
}

const ZERO = /* @__PURE__ */ B.n(0);

/** A sum of signed terms as a tree: a − b + c. */
export const sumOf = (terms: readonly { node: MathNode; sign: 1 | -1 }[]): MathNode => {
  if (terms.length === 0) return ZERO;
  const [first, ...rest] = terms as [
    { node: MathNode; sign: 1 | -1 },
    ...{ node: MathNode; sign: 1 | -1 }[],
  ];
  return rest.reduce<MathNode>(
    (sum, t) => (t.sign === 1 ? B.add(sum, t.node) : B.sub(sum, t.node)),
    first.sign === 1 ? first.node : B.neg(first.node),
  );
};

/** A side as a student would write it: a polynomial collected (7 − 3 is 4), anything else as it is. */
export const tidy = (node: MathNode): MathNode => {
  const p = polyOrNothing(node);
  return p ? P.toNode(p) : node;
};

/** A statement with each side tidied. */
export const tidyStatement = (node: MathNode): MathNode =>
  node.type === 'relation' ? { ...node, operands: node.operands.map(tidy) } : tidy(node);

const FLIP: Partial<Record<MathRelation, MathRelation>> = {
  '<': '>',
  '>': '<',
  '≤': '≥',
  '≥': '≤',
};

/** The relation the other way round (< for >), or the same for = and ≠. */
export const flipped = (relation: MathRelation): MathRelation => FLIP[relation] ?? relation;

const t = toText;

/**
 * Every wrong rewriting of a line the mistakes above make: moving a term across without changing
 * its sign, dividing or multiplying one side only, and, anywhere in the line, the wrong rules of
 * brackets, squares, roots, logarithms and fractions.
 */
export const rewritingsOf = (line: MathNode): Rewriting[] => [
  ...insideOf(line),
  ...(line.type === 'relation' && line.relations.length === 1 ? acrossTheRelation(line) : []),
];

/**
 * The order in which mistakes are tried when more than one would explain a line: the rules of
 * brackets and powers first (what the line shows), then a sign lost, then one side alone.
 */
const PRIORITY: MistakeId[] = [
  'minus-before-bracket',
  'bracket-first-term-only',
  'square-of-sum',
  'root-of-sum',
  'log-of-sum',
  'cancelled-terms',
  'sign-of-moved-term',
  'inverse-operation',
  'one-side-only',
  'not-every-term',
];

/** Rewritings of several lines (a system's equations), the likelier mistakes first. */
export const rewritingsOfAll = (lines: readonly MathNode[]): Rewriting[] =>
  lines
    .flatMap(rewritingsOf)
    .sort((a, b) => PRIORITY.indexOf(a.mistake) - PRIORITY.indexOf(b.mistake));

const acrossTheRelation = (line: Extract<MathNode, { type: 'relation' }>): Rewriting[] => {
  const out: Rewriting[] = [];
  const relation = line.relations[0] as MathRelation;
  const sides = line.operands as [MathNode, MathNode];
  const make = (left: MathNode, right: MathNode, rel = relation): MathNode =>
    B.chain(left, rel, right);
  for (const s of [0, 1] as const) {
    const terms = termsOf(sides[s]);
    const other = sides[1 - s] as MathNode;
    if (terms.length < 2) continue;
    for (let k = 0; k < terms.length; k++) {
      const term = terms[k] as { node: MathNode; sign: 1 | -1 };
      const rest = sumOf(terms.filter((_, j) => j !== k));
      const wrongOther = term.sign === 1 ? B.add(other, term.node) : B.sub(other, term.node);
      const rightOther = term.sign === 1 ? B.sub(other, term.node) : B.add(other, term.node);
      const [wl, wr] = s === 0 ? [rest, wrongOther] : [wrongOther, rest];
      const [rl, rr] = s === 0 ? [rest, rightOther] : [rightOther, rest];
      out.push({
        mistake: 'sign-of-moved-term',
        wrong: make(wl, wr),
        right: tidyStatement(make(rl, rr)),
        ...because(term.sign === 1 ? 'moved-added' : 'moved-subtracted', { term: term.node }),
      });
    }
  }
  // x/5 = 2/3 to x = 2/15: the operation on x done again instead of undone.
  for (const s of [0, 1] as const) {
    const side = sides[s];
    const other = sides[1 - s] as MathNode;
    const undo =
      side.type === 'fraction' && !hasVariable(side.den) && hasVariable(side.num)
        ? {
            inner: side.num,
            k: side.den,
            did: 'undo-divided' as const,
            undo: B.mul,
            again: B.div,
          }
        : side.type === 'binary' &&
            side.op === '*' &&
            !hasVariable(side.left) &&
            hasVariable(side.right)
          ? {
              inner: side.right,
              k: side.left,
              did: 'undo-multiplied' as const,
              undo: B.div,
              again: B.mul,
            }
          : undefined;
    if (!undo) continue;
    const [wl, wr] =
      s === 0 ? [undo.inner, undo.again(other, undo.k)] : [undo.again(other, undo.k), undo.inner];
    const [rl, rr] =
      s === 0 ? [undo.inner, undo.undo(other, undo.k)] : [undo.undo(other, undo.k), undo.inner];
    const why = because(undo.did, { inner: undo.inner, k: undo.k });
    const right = tidyStatement(make(rl, rr));
    out.push({ mistake: 'inverse-operation', wrong: make(wl, wr), right, ...why });
    // 5x = 20 to x = 15: the 5 taken away, as if it were added.
    if (undo.did === 'undo-multiplied') {
      const away = tidy(B.sub(other, undo.k));
      out.push({
        mistake: 'inverse-operation',
        wrong: s === 0 ? make(undo.inner, away) : make(away, undo.inner),
        right,
        ...why,
      });
    }
  }
  // x² ≥ 4 to x ≥ 2: the square root of both sides of an inequality taken as the positive root.
  if (relation !== '=' && relation !== '≠')
    for (const s of [0, 1] as const) {
      const side = sides[s];
      const other = sides[1 - s] as MathNode;
      if (
        side.type !== 'power' ||
        side.exponent.type !== 'number' ||
        side.exponent.value !== '2' ||
        !hasVariable(side.base) ||
        other.type !== 'number'
      )
        continue;
      const rel = s === 0 ? relation : flipped(relation);
      const root = rootOf(other);
      const below = rel === '<' || rel === '≤';
      const inside: MathRelation = rel === '<' ? '<' : '≤';
      out.push({
        mistake: 'negative-root-forgotten',
        wrong: B.chain(side.base, rel, root),
        right: below
          ? {
              type: 'relation',
              operands: [tidy(B.neg(root)), side.base, root],
              relations: [inside, inside],
            }
          : B.list(
              B.chain(side.base, flipped(rel), tidy(B.neg(root))),
              B.chain(side.base, rel, root),
            ),
        ...(below
          ? because('negative-root-between', {
              line: B.chain(side, rel, other),
              root,
              inside: asText(inside),
              base: side.base,
            })
          : because('negative-root-either', {
              line: B.chain(side, rel, other),
              root,
              base: side.base,
              relation: asText(rel),
              flipped: asText(flipped(rel)),
            })),
      });
    }
  // √(x + 3) = x − 3 squared to x + 3 = x² + 9: the square of the other side taken term by term.
  for (const s of [0, 1] as const) {
    const side = sides[s];
    const terms = sumTerms(sides[1 - s] as MathNode);
    if (side.type !== 'root' || side.index || terms?.length !== 2) continue;
    const other = sides[1 - s] as MathNode;
    const squares = sumOf(terms.map((x) => ({ node: B.pow(x.node, B.n(2)), sign: 1 })));
    const square = tidy(B.pow(other, B.n(2)));
    out.push({
      mistake: 'square-of-sum',
      wrong: s === 0 ? make(side.radicand, squares) : make(squares, side.radicand),
      right: s === 0 ? make(side.radicand, square) : make(square, side.radicand),
      ...because('square-of-side', { sum: other, value: square }),
    });
  }
  out.push(...clearingFractions(line));
  for (const k of numbersIn(line)) {
    const negative = k.startsWith('-');
    const kn = negative ? B.neg(B.n(k.slice(1))) : B.n(k);
    const both = negative ? flipped(relation) : relation;
    // x − 4 = 6 to x − 4 + 4 = 6: a number added to (or taken from) one side only.
    if (!negative)
      for (const [op, leftOnly, rightOnly] of [
        [B.add, 'added-left-only', 'added-right-only'],
        [B.sub, 'subtracted-left-only', 'subtracted-right-only'],
      ] as const) {
        const right = tidyStatement(make(op(sides[0], kn), op(sides[1], kn)));
        out.push(
          {
            mistake: 'one-side-only',
            wrong: make(tidy(op(sides[0], kn)), sides[1]),
            right,
            ...because(leftOnly, { k: kn }),
          },
          {
            mistake: 'one-side-only',
            wrong: make(sides[0], tidy(op(sides[1], kn))),
            right,
            ...because(rightOnly, { k: kn }),
          },
        );
      }
    for (const [op, verb] of [
      [B.div, 'divided'],
      [B.mul, 'multiplied'],
    ] as const) {
      // Only a step a student would take: multiplying by a denominator the line has, dividing by
      // a number that multiplies the unknown (never 9(x − 3) = 5x + 9 times 9).
      if (!(verb === 'divided' ? multipliesUnknown(line, k) : isDenominator(line, k))) continue;
      const right = tidyStatement(make(op(sides[0], kn), op(sides[1], kn), both));
      // Both sides multiplied, but one side term by term with a term missed (x/2 + 1 = 4 to
      // x + 1 = 8).
      for (const s of [0, 1] as const) {
        const terms = termsOf(sides[s]);
        if (terms.length < 2) continue;
        for (const term of terms) {
          const partly = sumOf(
            terms.map((x) => (x === term ? { node: op(x.node, kn), sign: x.sign } : x)),
          );
          const other = op(sides[1 - s] as MathNode, kn);
          out.push({
            mistake: 'not-every-term',
            wrong: s === 0 ? make(partly, other, both) : make(other, partly, both),
            right,
            ...everyTerm(verb, kn, term.node, op(sides[s] as MathNode, kn)),
          });
        }
      }
      out.push(
        {
          mistake: 'one-side-only',
          wrong: make(op(sides[0], kn), sides[1], both),
          right,
          ...because(verb === 'divided' ? 'divided-left-only' : 'multiplied-left-only', { k: kn }),
        },
        {
          mistake: 'one-side-only',
          wrong: make(sides[0], op(sides[1], kn), both),
          right,
          ...because(verb === 'divided' ? 'divided-right-only' : 'multiplied-right-only', {
            k: kn,
          }),
        },
      );
    }
  }
  return out;
};

const sameNumber = (n: MathNode, k: string): boolean =>
  (n.type === 'number' && n.value === k.replace(/^-/, '')) ||
  (n.type === 'neg' && n.arg.type === 'number' && `-${n.arg.value}` === k);

/** Whether a line has a fraction with the number k below. */
const isDenominator = (line: MathNode, k: string): boolean =>
  contains(line, (n) => n.type === 'fraction' && sameNumber(n.den, k));

/** Whether the number k multiplies something with the unknown in a line (k·x, k(x − 3)). */
const multipliesUnknown = (line: MathNode, k: string): boolean =>
  contains(
    line,
    (n) =>
      n.type === 'binary' &&
      n.op === '*' &&
      ((sameNumber(n.left, k) && hasVariable(n.right)) ||
        (sameNumber(n.right, k) && hasVariable(n.left))),
  );

/**
 * "Divide every term by 2, not only x", with ": (x/2 + 1) × 2 is x + 2" where the product comes
 * out simpler.
 */
const everyTerm = (
  verb: 'divided' | 'multiplied',
  k: MathNode,
  term: MathNode,
  product: MathNode,
): { why: Why; reason: string } => {
  const value = tidy(product);
  const divided = verb === 'divided';
  return t(value) === t(product)
    ? because(divided ? 'divide-every-term' : 'multiply-every-term', { k, term })
    : because(divided ? 'divide-every-term-worked' : 'multiply-every-term-worked', {
        k,
        term,
        product,
        value,
      });
};

/** The numbers a line holds other than 0 and 1, with their signs, each once (at most six). */
const numbersIn = (line: MathNode): string[] => {
  const found = new Set<string>();
  contains(line, (n) => {
    if (n.type === 'neg' && n.arg.type === 'number') found.add(`-${n.arg.value}`);
    else if (n.type === 'number' && n.value !== '0' && n.value !== '1') found.add(n.value);
    else if (
      n.type === 'binary' &&
      n.op === '-' &&
      n.right.type === 'binary' &&
      n.right.left.type === 'number'
    )
      found.add(`-${n.right.left.value}`);
    return found.size >= 6;
  });
  return [...found];
};

/** √t as a student takes it: t for a square t², the root of a square number, else √t. */
const rootOf = (term: MathNode): MathNode => {
  if (term.type === 'power' && term.exponent.type === 'number' && term.exponent.value === '2')
    return term.base;
  if (term.type === 'number' && Number.isInteger(Math.sqrt(Number(term.value))))
    return B.n(String(Math.sqrt(Number(term.value))));
  return B.sqrt(term);
};

/** A sum's terms, when the tree is a sum of at least two. */
const sumTerms = (node: MathNode) => {
  const terms = termsOf(node);
  return terms.length >= 2 ? terms : undefined;
};

/** The wrong rules of brackets, squares, roots, logarithms and fractions, wherever they apply. */
const insideOf = (line: MathNode): Rewriting[] => {
  const out: Rewriting[] = [];
  const at = (
    part: MathNode,
    wrong: MathNode,
    right: MathNode | undefined,
    mistake: MistakeId,
    why: { why: Why; reason: string },
  ) =>
    out.push({
      mistake,
      wrong: mapTree(line, (n) => (n === part ? wrong : undefined)),
      ...(right
        ? { right: tidyStatement(mapTree(line, (n) => (n === part ? right : undefined))) }
        : {}),
      ...why,
    });
  contains(line, (part) => {
    if (part.type === 'binary' && part.op === '*') {
      for (const [factor, bracket] of [
        [part.left, part.right],
        [part.right, part.left],
      ] as const) {
        const terms = sumTerms(bracket);
        if (!terms || sumTerms(factor)) continue;
        const [first, ...rest] = terms as [{ node: MathNode; sign: 1 | -1 }];
        at(
          part,
          sumOf([{ node: B.mul(factor, first.node), sign: first.sign }, ...rest]),
          sumOf(terms.map((x) => ({ node: B.mul(factor, x.node), sign: x.sign }))),
          'bracket-first-term-only',
          because('bracket-first-term-only', { factor, bracket, value: tidy(part) }),
        );
      }
    }
    // 5 − 2(x − 4) to 5 − 2x − 8: the minus multiplied into the first term only.
    if (
      part.type === 'binary' &&
      part.op === '-' &&
      part.right.type === 'binary' &&
      part.right.op === '*'
    ) {
      const product = part.right;
      for (const [factor, bracket] of [
        [product.left, product.right],
        [product.right, product.left],
      ] as const) {
        const terms = sumTerms(bracket);
        if (!terms || sumTerms(factor) || hasVariable(factor)) continue;
        const [first, ...rest] = terms as [
          { node: MathNode; sign: 1 | -1 },
          ...{ node: MathNode; sign: 1 | -1 }[],
        ];
        const flip = (s: 1 | -1) => (s === 1 ? -1 : 1) as 1 | -1;
        at(
          part,
          sumOf([
            { node: part.left, sign: 1 },
            { node: B.mul(factor, first.node), sign: flip(first.sign) },
            ...rest.map((x) => ({ node: B.mul(factor, x.node), sign: x.sign })),
          ]),
          sumOf([
            { node: part.left, sign: 1 },
            ...terms.map((x) => ({ node: B.mul(factor, x.node), sign: flip(x.sign) })),
          ]),
          'minus-before-bracket',
          because('minus-before-bracket', { product, value: tidy(B.neg(product)) }),
        );
      }
    }
    if (part.type === 'binary' && part.op === '-') {
      const terms = sumTerms(part.right);
      if (terms) {
        const [first, ...rest] = terms as [{ node: MathNode; sign: 1 | -1 }];
        const flippedSign = (s: 1 | -1) => (s === 1 ? -1 : 1) as 1 | -1;
        at(
          part,
          sumOf([
            { node: part.left, sign: 1 },
            { node: first.node, sign: flippedSign(first.sign) },
            ...rest,
          ]),
          sumOf([
            { node: part.left, sign: 1 },
            ...terms.map((x) => ({ node: x.node, sign: flippedSign(x.sign) })),
          ]),
          'bracket-first-term-only',
          because('minus-sign-bracket'),
        );
      }
    }
    if (part.type === 'power' && part.exponent.type === 'number' && part.exponent.value === '2') {
      const terms = sumTerms(part.base);
      if (terms?.length === 2) {
        const [a, b] = terms.map((x) => (x.sign === 1 ? x.node : B.neg(x.node))) as [
          MathNode,
          MathNode,
        ];
        for (const sign of [1, -1] as const)
          at(
            part,
            sumOf([
              { node: B.pow(a, B.n(2)), sign: 1 },
              { node: B.pow(terms[1]?.node as MathNode, B.n(2)), sign },
            ]),
            B.add(B.add(B.pow(a, B.n(2)), B.mul(B.mul(B.n(2), a), b)), B.pow(b, B.n(2))),
            'square-of-sum',
            because('square-of-sum', { square: part, value: tidy(part) }),
          );
      }
    }
    if (part.type === 'root' && !part.index) {
      const terms = sumTerms(part.radicand);
      if (terms)
        at(
          part,
          sumOf(terms.map((x) => ({ node: rootOf(x.node), sign: x.sign }))),
          undefined,
          'root-of-sum',
          because('root-of-sum', { part }),
        );
    }
    if (part.type === 'log') {
      const terms = sumTerms(part.arg);
      if (terms)
        at(
          part,
          sumOf(terms.map((x) => ({ node: { ...part, arg: x.node }, sign: x.sign }))),
          undefined,
          'log-of-sum',
          because('log-of-sum', { part }),
        );
    }
    // (2x + 4)/2 to x + 4: one term of the top divided, the others not.
    if (part.type === 'fraction' && part.den.type === 'number') {
      const top = termsOf(part.num);
      if (top.length >= 2)
        for (const term of top)
          at(
            part,
            sumOf(
              top.map((x) => (x === term ? { node: B.div(x.node, part.den), sign: x.sign } : x)),
            ),
            sumOf(top.map((x) => ({ node: B.div(x.node, part.den), sign: x.sign }))),
            'not-every-term',
            because('divide-every-term-of-top', {
              k: part.den,
              term: term.node,
              part,
              value: tidy(part),
            }),
          );
    }
    if (part.type === 'fraction') {
      const top = termsOf(part.num);
      const bottom = termsOf(part.den);
      for (const u of top)
        for (const v of bottom) {
          if (t(u.node) !== t(v.node) || u.sign !== v.sign || (top.length < 2 && bottom.length < 2))
            continue;
          const num = sumOf(top.filter((x) => x !== u));
          const den = bottom.length > 1 ? sumOf(bottom.filter((x) => x !== v)) : undefined;
          at(
            part,
            den ? B.frac(num, den) : num,
            undefined,
            'cancelled-terms',
            because(bottom.length > 1 ? 'cancelled-terms-both' : 'cancelled-terms-top', {
              term: u.node,
            }),
          );
        }
    }
    return false;
  });
  return out;
};
