/**
 * Formulas rearranged for one letter, as students ask: "solve 2x + 3y = 6 for y", "solve for t:
 * v = u + at", "make r the subject of A = πr^2", "v = u + at for t". The formula is read as a
 * polynomial in its letters (π and e kept as letters of their own, so that A = πr² is one), and
 * the letter asked for is isolated:
 * - where it appears to the first power only: its terms collected on one side, the rest on the
 *   other, and both sides divided by its coefficient, which must not be 0 (the condition is said);
 * - where it appears squared only: the same for its square, then the square root of both sides, ±,
 *   with the condition that what is under the root is not negative.
 * The result is checked by putting it back into the formula as typed at sample values of the
 * other letters.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { mapTree, toPoly, variablesOf } from '../../../algebra/reading';
import { agreeAtPoints } from '../../../algebra/samplePoints';
import { alternatives, chain, eq, frac, list, variable } from '../../../math/build';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { command, kind } from '../../kind';
import { REARRANGE_REFUSALS } from './refusals';

export const rearrangeKind = /* @__PURE__ */ kind({
  methods: {
    isolatingLetter: 'isolating the letter',
    isolatingSquare: 'isolating the square, then the square root',
  },
  id: 'rearrange',
  title: 'Rearranging a formula',
  practice: null,
  check: 'own',
  example: 'make r the subject of A = pi r^2',
  working: 'none',
});

/** A formula and the letter asked for, as typed: the formula's text and the letter. */
export interface RearrangeRequest {
  formula: string;
  variable: string;
}

/**
 * "solve … for y", "solve for y: …", "make r the subject of …", "rearrange … for t", "… for t";
 * undefined when the text asks none of these (the caller then reads it as any problem, and a
 * formula in one letter is solved as an equation).
 */
export const readRearrange = (text: string): RearrangeRequest | undefined => {
  const t = text.trim().replace(/\s*[.?!]+$/, '');
  const patterns: [RegExp, number, number][] = [
    [/^(?:please\s+)?solve\s+for\s+([a-zA-Z])\s*(?:[:,]|\bin\b|\bif\b)?\s*(.+=.+)$/i, 2, 1],
    [
      /^(?:please\s+)?make\s+([a-zA-Z])\s+the\s+subject(?:\s+of)?(?:\s+the\s+(?:formula|equation))?\s*[:,]?\s*(.+=.+)$/i,
      2,
      1,
    ],
    [
      /^(?:please\s+)?(?:solve|rearrange|transpose)\s+(?:the\s+(?:formula|equation)\s+)?(.+=.+?)\s*[,;]?\s+for\s+([a-zA-Z])$/i,
      1,
      2,
    ],
    [/^(.+=.+?)\s*[,;]?\s+for\s+([a-zA-Z])$/i, 1, 2],
  ];
  for (const [pattern, f, v] of patterns) {
    const m = pattern.exec(t);
    if (m?.[f] && m[v]) return { formula: m[f] as string, variable: m[v] as string };
  }
  return undefined;
};

/** π and e as letters of their own, so the formula is a polynomial; and back. */
const PI = 'π';
const E_LETTER = 'ℯ';
const lettered = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'constant' ? variable(n.name === 'pi' ? PI : E_LETTER) : undefined,
  );
const constants = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'variable' && (n.name === PI || n.name === E_LETTER)
      ? { type: 'constant', name: n.name === PI ? 'pi' : 'e' }
      : undefined,
  );
/** A polynomial as the answer writes it: its positive terms first (v − u, not −u + v). */
const shown = (p: Poly): MathNode =>
  constants(P.toNode([...p].sort((s, t) => R.sign(t.c) - R.sign(s.c))));

/** p as Σ cₖ·vᵏ: the coefficient of vᵏ, a polynomial in the other letters. */
const coefficientOf = (p: Poly, v: string, k: number): Poly =>
  p
    .filter((t) => (t.mono[v] ?? 0) === k)
    .map((t) => {
      const { [v]: _, ...rest } = t.mono;
      return { mono: rest, c: t.c };
    });

/** The letters of a polynomial other than π and e. */
const letters = (p: Poly): string[] => P.variables(p).filter((n) => n !== PI && n !== E_LETTER);

/**
 * top/bottom as the answer writes it: over a number, the top divided; over one term c·m, the top
 * divided by c over m (3V/(πr²)); over a sum, a fraction.
 */
const over = (top: Poly, bottom: Poly): MathNode => {
  if (P.isConstant(bottom)) return shown(P.scale(top, R.div(R.ONE, P.constant(bottom))));
  if (bottom.length === 1) {
    const [term] = bottom as [P.PolyTerm];
    return frac(shown(P.scale(top, R.div(R.ONE, term.c))), shown([{ mono: term.mono, c: R.ONE }]));
  }
  return frac(shown(top), shown(bottom));
};

/** What the letter's coefficient must not be: each letter of one term not 0, a sum not 0. */
const nonZero = (a: Poly): MathNode[] => {
  const zero: MathNode = { type: 'number', value: '0' };
  if (letters(a).length === 0) return [];
  if (a.length === 1) return letters(a).map((n) => chain(variable(n), '≠', zero));
  return [chain(shown(a), '≠', zero)];
};

/** The formula rearranged for the letter asked for, with its steps and conditions. */
export const rearrangeProblem = (tree: MathNode, asked: RearrangeRequest): Answered => {
  const v = asked.variable;
  if (tree.type !== 'relation' || tree.relations.join() !== '=')
    throw refuse('unsupported', REARRANGE_REFUSALS, 'rearrangeFormula');
  const names = variablesOf(tree);
  if (!names.includes(v))
    throw refuse('unsupported', REARRANGE_REFUSALS, 'rearrangeNoLetter', { letter: v });
  const [left, right] = (tree.operands as [MathNode, MathNode]).map(lettered) as [
    MathNode,
    MathNode,
  ];
  let p: Poly;
  try {
    p = P.sub(toPoly(left), toPoly(right));
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    throw refuse('unsupported', REARRANGE_REFUSALS, 'rearrangeSides');
  }
  const degree = P.degree(p, v);
  const powers = new Set(p.filter((t) => (t.mono[v] ?? 0) > 0).map((t) => t.mono[v]));
  if (powers.size !== 1 || (degree !== 1 && degree !== 2))
    throw refuse('unsupported', REARRANGE_REFUSALS, 'rearrangePower', { letter: v });
  // The letter's terms on the side where their first coefficient is positive.
  const sign = R.sign((coefficientOf(p, v, degree)[0] as P.PolyTerm).c) < 0 ? R.int(-1) : R.ONE;
  const a = P.scale(coefficientOf(p, v, degree), sign);
  const rest = P.scale(coefficientOf(p, v, 0), R.neg(sign));
  const power: MathNode =
    degree === 1
      ? variable(v)
      : { type: 'power', base: variable(v), exponent: { type: 'number', value: '2' } };
  const steps: WorkedStep[] = [
    step(
      { rule: 'sides', form: 'collectLetter', params: { unknown: v } },
      eq(
        P.isConstant(a) && R.isZero(R.sub(P.constant(a), R.ONE))
          ? power
          : { type: 'binary', op: '*', left: shown(a), right: power, implicit: true },
        shown(rest),
      ),
    ),
  ];
  const conditions = nonZero(a);
  const quotient = over(rest, a);
  if (!P.isConstant(a) || !R.isZero(R.sub(P.constant(a), R.ONE)))
    steps.push(
      step(
        {
          rule: 'scale',
          form: conditions.length === 0 ? 'divide' : 'divideNonZero',
          params: { divide: shown(a) },
        },
        eq(power, quotient),
      ),
    );
  const answer: MathNode = degree === 1 ? quotient : { type: 'root', radicand: quotient };
  const signs = degree === 2 ? [answer, { type: 'neg', arg: answer } as MathNode] : [answer];
  const statements = signs.map((s) => eq(variable(v), s));
  if (degree === 2) {
    conditions.push(chain(quotient, '≥', { type: 'number', value: '0' }));
    steps.push(
      step({ rule: 'squareRoot', form: 'letter', params: { unknown: v } }, list(...statements)),
    );
  }
  // The check: the formula as typed holds with the answer put in, at sample values of the letters.
  for (const value of signs) {
    const at = mapTree(tree, (n) => (n.type === 'variable' && n.name === v ? value : undefined));
    const [l, r] = (at as Extract<MathNode, { type: 'relation' }>).operands as [MathNode, MathNode];
    if (
      !agreeAtPoints(
        l,
        r,
        names.filter((n) => n !== v),
        3,
      )
    )
      throw unchecked();
  }
  const text = statements.map((s) => toText(s)).join(' or ');
  const solved =
    statements.length === 1 ? (statements[0] as MathNode) : alternatives(...statements);
  return {
    kind: 'rearrange',
    method: degree === 1 ? 'isolatingLetter' : 'isolatingSquare',
    ...(conditions.length > 0
      ? answerInWords({
          id: 'where',
          params: { answer: solved, conditions: { join: 'and', items: conditions } },
        })
      : { answer: text }),
    solutions: statements.map((s) => solution(s)),
    steps: [
      ...steps,
      ...(conditions.length > 0
        ? [step({ rule: 'conditions', form: 'hold' }, list(...conditions))]
        : []),
    ],
  };
};

/**
 * "make r the subject of …", "solve … for t": the formula rearranged for the letter asked for; a
 * formula in that one letter only is an equation, and is handed to the cases.
 */
export const rearrangeCommand = /* @__PURE__ */ command(readRearrange, (asked) => ({
  maths: asked.formula,
  formula: true,
  solve: (tree) => (variablesOf(tree).length > 1 ? rearrangeProblem(tree, asked) : undefined),
}));
