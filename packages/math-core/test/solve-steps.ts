// Checks a solver's steps: each reads back through the parser to the same text and MathML, and
// each is true — numeric statements exactly (or within rounding for ≈), statements with unknowns
// either as identities at random points or at every solution of the problem.

import { type ComplexFloat, closeFloat, complexFloat } from '../src/algebra/complex';
import { substitute, variablesOf } from '../src/algebra/reading';
import { evaluateMath, type MathNode, parseMath, toMathML, toText } from '../src/index';
import { n } from '../src/math/build';
import { exactValue } from '../src/math/exact';
import { nearestValue } from '../src/math/nearest';
import type { Step } from '../src/math/steps';
import { termSize } from '../src/solve/check';
import { type SolveResult, solve } from '../src/solve/solve';

type Scope = Record<string, number>;

/** Every way of reading ± as + or −. */
export const variants = (node: MathNode): MathNode[] => {
  switch (node.type) {
    case 'binary': {
      const out: MathNode[] = [];
      for (const l of variants(node.left))
        for (const r of variants(node.right)) {
          if (node.op === '±') {
            out.push({ type: 'binary', op: '+', left: l, right: r });
            out.push({ type: 'binary', op: '-', left: l, right: r });
          } else out.push({ ...node, left: l, right: r });
        }
      return out;
    }
    case 'fraction':
      return variants(node.num).flatMap((num) =>
        variants(node.den).map((den) => ({ type: 'fraction', num, den }) as MathNode),
      );
    case 'power':
      return variants(node.base).flatMap((base) =>
        variants(node.exponent).map((exponent) => ({ type: 'power', base, exponent }) as MathNode),
      );
    case 'neg':
      return variants(node.arg).map((arg) => ({ type: 'neg', arg }) as MathNode);
    case 'relation': {
      let acc: MathNode[][] = [[]];
      for (const operand of node.operands)
        acc = acc.flatMap((prefix) => variants(operand).map((v) => [...prefix, v]));
      return acc.map((operands) => ({ ...node, operands }));
    }
    default:
      return [node];
  }
};

/**
 * A relation between two sides that are rational numbers, judged exactly: floating point cannot
 * confirm 0.1 + 0.2 = 0.3, and loses the digits of an intermediate below 1e-308 (703 × 1e-300 ÷
 * (1.57e-162)²). = and ≠ are decided; ≈ holds by evaluateMath's rule, |l − r| ≤ 10^-3 · max(1,
 * |l|, |r|), and is otherwise left to the caller (it may hold to the decimals shown). Undefined
 * when a side is not rational.
 */
export const exactRelation = (
  relation: string,
  left: MathNode,
  right: MathNode,
): boolean | undefined => {
  const [l, r] = [exactValue(left, true), exactValue(right, true)];
  if (typeof l !== 'object' || typeof r !== 'object') return undefined;
  if (relation === '=') return l.p * r.q === r.p * l.q;
  if (relation === '≠') return l.p * r.q !== r.p * l.q;
  if (relation !== '≈') return undefined;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  const gap = 1000n * abs(l.p * r.q - r.p * l.q);
  return [l.q * r.q, abs(l.p) * r.q, abs(r.p) * l.q].some((scale) => gap <= scale) || undefined;
};

/**
 * left = right at a point where floating point cannot tell, evaluated without its cancellation
 * (`nearestValue`, from the point's own doubles): x = (10⁸ − √(10¹⁶ − 4))/2 at its root loses
 * every digit in doubles. A point that is itself a rounded root leaves a residue of about one unit
 * in the last place of each term (x² − 500000004x + 1 at the double 500000004), so the sides
 * need only agree to 1e-12 of the size of the terms.
 */
const holdsPrecisely = (left: MathNode, right: MathNode, scope: Scope): boolean => {
  const at = Object.fromEntries(Object.entries(scope).map(([name, v]) => [name, n(v)]));
  const [a, b] = [nearestValue(substitute(left, at)), nearestValue(substitute(right, at))];
  if (a === undefined || b === undefined) return false;
  const size = termSize(left, scope) + termSize(right, scope);
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)) + 1e-12 * size;
};

/** Whether a statement holds at a point: a list holds when one item does; ± when one reading does. */
export const holdsAt = (node: MathNode, scope: Scope): boolean => {
  if (node.type === 'list') return node.items.some((item) => holdsAt(item, scope));
  return variants(node).some((v) => {
    if (v.type !== 'relation') return true;
    return v.relations.every((relation, i) => {
      const [left, right] = [v.operands[i] as MathNode, v.operands[i + 1] as MathNode];
      if (Object.keys(scope).length === 0) {
        const exact = exactRelation(relation, left, right);
        if (exact !== undefined) return exact;
      }
      const link: MathNode = { type: 'relation', operands: [left, right], relations: [relation] };
      if (evaluateMath(link, scope) === 1) return true;
      if (relation === '=') return holdsPrecisely(left, right, scope);
      if (relation !== '≈') return false;
      // ≈ to the decimals shown.
      const [a, b] = [evaluateMath(left, scope), evaluateMath(right, scope)];
      const places = right.type === 'number' ? (right.value.split('.')[1]?.length ?? 0) : 0;
      return Math.abs(a - b) <= 0.5 * 10 ** -places * (1 + 1e-9);
    });
  });
};

/**
 * Whether a statement about complex numbers (its only unknown is i, the imaginary unit) holds in
 * complex floating point: every = link of one reading of ±; undefined when a side cannot be
 * evaluated so.
 */
export const holdsInComplex = (node: MathNode): boolean | undefined => {
  if (node.type !== 'relation' || node.relations.some((r) => r !== '=')) return undefined;
  const readings = variants(node).map((v) =>
    v.type === 'relation' ? v.operands.map(complexFloat) : [],
  );
  if (readings.some((sides) => sides.some((side) => side === undefined))) return undefined;
  return readings.some((sides) =>
    sides.slice(1).every((side, i) => closeFloat(sides[i] as ComplexFloat, side as ComplexFloat)),
  );
};

/** Whether a statement is defined (finite on both sides) at a point. */
const definedAt = (node: MathNode, scope: Scope): boolean => {
  const parts = node.type === 'relation' ? node.operands : node.type === 'list' ? [] : [node];
  return (
    variants(node).length > 0 &&
    parts.every((p) => variants(p).every((v) => Number.isFinite(evaluateMath(v, scope))))
  );
};

let seed = 12345;
const random = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

/** Identity: true at every random point where it is defined (at least two such points). */
const identity = (node: MathNode, names: string[]): boolean => {
  let defined = 0;
  for (let i = 0; i < 12; i++) {
    const scope: Scope = {};
    for (const name of names) scope[name] = i < 6 ? 0.5 + random() * 6 : -6 + random() * 12;
    if (node.type !== 'list' && !definedAt(node, scope)) continue;
    defined += 1;
    if (!holdsAt(node, scope)) return false;
  }
  return defined >= 2;
};

/**
 * The problems found in a list of steps, or [] when all are fine. `solutions` are the points
 * every equation step must hold at (none known: only identities and numeric steps are checked).
 */
export const stepProblems = (steps: readonly Step[], solutions: Scope[] | undefined): string[] => {
  const problems: string[] = [];
  for (const s of steps) {
    if (s.note.length === 0) problems.push(`"${s.text}" has no note`);
    const parsed = parseMath(s.text);
    if (!parsed.ok) {
      problems.push(`"${s.text}" does not parse: ${parsed.error.message}`);
      continue;
    }
    if (toText(parsed.value) !== s.text)
      problems.push(`"${s.text}" reads back as "${toText(parsed.value)}"`);
    if (toMathML(parsed.value) !== s.mathml)
      problems.push(`"${s.text}" MathML differs from its text`);
    const tree = parsed.value;
    const names = variablesOf(tree);
    if (tree.type !== 'relation' && tree.type !== 'list') continue;
    // i as the imaginary unit, where it is not the problem's unknown: (−1 ± i√3)³ = 8.
    const complex =
      names.length === 1 && names[0] === 'i' && !solutions?.some((scope) => 'i' in scope)
        ? holdsInComplex(tree)
        : undefined;
    if (complex !== undefined) {
      if (!complex) problems.push(`"${s.text}" (${s.note}) is false over the complex numbers`);
      continue;
    }
    if (names.length === 0) {
      if (!holdsAt(tree, {})) problems.push(`"${s.text}" (${s.note}) is false`);
      continue;
    }
    if (identity(tree, names)) continue;
    if (solutions === undefined) continue;
    if (solutions.length === 0) continue;
    // k in a trigonometric equation's general solution is any integer: a solution is one of the
    // family for some k (x = 180°k holds at 180° with k = 1).
    const holds = (scope: Scope) =>
      names.includes('k')
        ? [0, 1, -1, 2, -2, 3, -3, 4, -4].some((k) => holdsAt(tree, { ...scope, k }))
        : holdsAt(tree, scope);
    for (const scope of solutions)
      if (!holds(scope))
        problems.push(`"${s.text}" (${s.note}) is false at ${JSON.stringify(scope)}`);
  }
  return problems;
};

/**
 * `stepProblems` with one rule for answers found in cases (|2x − 3| = 5: case 1 2x − 3 = 5,
 * case 2 2x − 3 = −5; e²ˣ − 3eˣ + 2 = 0: case 1 eˣ = 1, case 2 eˣ = 2): a step inside one case
 * need only hold at one of the solutions; every other step at all of them.
 */
export const stepProblemsInCases = (
  steps: readonly Step[],
  points: Scope[] | undefined,
): string[] => {
  if (points === undefined || points.length < 2 || !steps.some((s) => /^Case \d/.test(s.note)))
    return stepProblems(steps, points);
  return steps.flatMap((s) => {
    const each = points.map((point) => stepProblems([s], [point]));
    return each.every((e) => e.length > 0) ? (each[0] as string[]) : [];
  });
};

/**
 * What `solve` answers for `text`, every step true by `stepProblems`: as identities and numbers
 * only, or with `atSolutions` also at each solution x = … it gives. A refusal or a false step
 * throws, naming the problem.
 */
export const answeredWithTrueSteps = (text: string, atSolutions = false): SolveResult => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  const points = atSolutions
    ? r.value.solutions.filter((s) => /^x = /.test(s.text)).map((s) => ({ x: s.value as number }))
    : [];
  const problems = stepProblems(r.value.steps, points.length > 0 ? points : undefined);
  if (problems.length > 0) throw new Error(`${text}: ${problems.join('; ')}`);
  return r.value;
};
