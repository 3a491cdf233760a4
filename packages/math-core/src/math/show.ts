/**
 * Steps, solutions and numbers as the solver shows them. Unlike `step` in steps.ts, the `step`
 * here renders the MathML from the statement in the shape its text reads as (`parsedShape`), and
 * keeps that tree on the step (`statement`), so a caller that rewrites another solver's working reads it.
 */
import { n as numberNode } from './build';
import { evaluateMath } from './evaluateMath';
import { nearestValue } from './nearest';
import { parsedShape } from './parsedShape';
import { MAX_MATH_LENGTH } from './parseMath';
import type { Q } from './rational';
import type { RuleId, Say, WorkedStep } from './rules';
import { toMathML } from './toMathML';
import { toText } from './toText';
import type { MathNode } from './tree';

/**
 * One exact answer: its text (`x = 2`, `6√2`, `x = (3 + √5)/2`), its decimal value when real, and
 * the same as trees: `tree` is what `text` is written from (the relation x = 2, or the value 6√2),
 * `exact` the exact value's tree when the answer has one (2 in x = 2; 30° in x = 30°).
 */
export interface Solution {
  text: string;
  value?: number;
  tree: MathNode;
  exact?: MathNode;
  /**
   * The decimal shown after the exact form (2.61803 after x = (3 + √5)/2), rounded to six
   * significant digits as every "≈" value is; absent when the exact value already is that decimal
   * (x = 2, x = 2.5) or has no real value.
   */
  decimal?: MathNode;
  /**
   * What the value is, when the answer is a list of named values rather than the values of an
   * unknown: a graph's features ("slope", "vertex", "vertical asymptote").
   */
  name?: string;
}

/** An end of an interval of a solution set: its exact value as a tree, that value as a double, and whether the set holds it. */
export interface SetEnd {
  tree: MathNode;
  value: number;
  closed: boolean;
}

/**
 * One interval of a solution set, lowest first: `from` and `to` its ends, null where it is
 * unbounded (−∞ or ∞). A single number {a} has the same closed end at both sides.
 */
export interface SetInterval {
  from: SetEnd | null;
  to: SetEnd | null;
}

/**
 * Whether a text is of a size `parseMath` takes: not empty, and at most MAX_MATH_LENGTH
 * characters, as long as a problem may be typed. The solver keeps its answers and its shaped
 * steps to that size: a longer answer is not given, and a longer step's MathML is typeset from
 * the statement as built.
 */
export const typeable = (text: string): boolean =>
  text.trim() !== '' && text.length <= MAX_MATH_LENGTH;

/**
 * A step whose MathML is rendered from the statement in the shape its own text reads as (a
 * product written 2 × 3 is one with its sign), so a step's text and MathML are the same maths
 * whatever shape the solver built it in; a step longer than `typeable` keeps the shape it was
 * built in. It says what its words are rendered from once the solve is done (./rules,
 * `withWords`): `step({ rule: 'sides', params: { subtract: n(3) } }, statement)` has the note
 * "Subtract 3 from both sides". A step whose kind still writes its own note passes it with the
 * rule id; that note is its `custom` parameter, so such steps are easy to find.
 */
export function step(say: Say, statement: MathNode): WorkedStep;
export function step(note: string, statement: MathNode, rule: RuleId): WorkedStep;
export function step(say: Say | string, statement: MathNode, rule?: RuleId): WorkedStep {
  const about =
    typeof say === 'string'
      ? { ruleId: rule as RuleId, params: { custom: say } }
      : {
          ruleId: say.rule,
          ...(say.params ? { params: say.params } : {}),
          ...(say.form ? { form: say.form } : {}),
          ...(say.from ? { from: say.from } : {}),
        };
  const text = toText(statement);
  if (!typeable(text)) return { text, mathml: toMathML(statement), ...about };
  const shaped = parsedShape(statement);
  // A copy: the statement may hold nodes the solver shares (0, x), which a caller may write to.
  return {
    text,
    mathml: toMathML(shaped),
    statement: JSON.parse(JSON.stringify(shaped)) as MathNode,
    ...about,
  };
}

/**
 * −body written the way it is typed and read back: the minus on the leading number or letter
 * (−2/3, −2√2, −x/2) rather than around the whole (−(2/3)).
 */
export const negLead = (node: MathNode): MathNode => {
  if (node.type === 'fraction') return { type: 'fraction', num: negLead(node.num), den: node.den };
  if (node.type === 'binary' && node.op === '*' && node.implicit)
    return { ...node, left: negLead(node.left) };
  if (node.type === 'neg') return node.arg;
  return { type: 'neg', arg: node };
};

/** A rational as a tree: 7, −3, 19/12, −2/3. */
export const qNode = (a: Q): MathNode => {
  const top = numberNode(a.p < 0n ? -a.p : a.p);
  const body: MathNode = a.q === 1n ? top : { type: 'fraction', num: top, den: numberNode(a.q) };
  return a.p < 0n ? negLead(body) : body;
};

/** A rational multiple of π as a tree: 0, π, −π/2, 5π/6 (an angle in radians). */
export const piTimes = (a: Q): MathNode => {
  if (a.p === 0n) return numberNode(0);
  const pi: MathNode = { type: 'constant', name: 'pi' };
  const size = a.p < 0n ? -a.p : a.p;
  const top: MathNode =
    size === 1n
      ? pi
      : { type: 'binary', op: '*', left: numberNode(size), right: pi, implicit: true };
  const value: MathNode = a.q === 1n ? top : { type: 'fraction', num: top, den: numberNode(a.q) };
  return a.p < 0n ? negLead(value) : value;
};

/** A solution from its statement (`x = 2`) and the tree of its value. */
export const solution = (statement: MathNode, value?: MathNode): Solution => {
  const result: Solution = { text: toText(statement), tree: statement };
  if (value) {
    result.exact = value;
    // The double nearest the exact value; floating point only for what that cannot read.
    const v = nearestValue(value) ?? evaluateMath(value);
    if (Number.isFinite(v)) result.value = Object.is(v, -0) ? 0 : v;
  }
  return result;
};

/**
 * A solution with no decimal value given (a complex number, an angle, an antiderivative): its
 * statement, and the exact value's tree when it has one.
 */
export const exactSolution = (statement: MathNode, exact?: MathNode): Solution => ({
  text: toText(statement),
  tree: statement,
  ...(exact ? { exact } : {}),
});

/** Whether a tree built by negLead is negative, and so negLead(negLead(x)) … gives x back. */
export const isNegative = (node: MathNode): boolean => {
  if (node.type === 'neg') return true;
  if (node.type === 'fraction') return isNegative(node.num);
  if (node.type === 'binary' && node.op === '*' && node.implicit) return isNegative(node.left);
  return false;
};
