import { type FractionOperator, fractionCalc } from '@mathtools/math-core';
import { solved, statement } from '../lib/page-math';

/** The fraction page's examples, worked by math-core when the page is built (and on hydration). */
const work = (a: string, op: FractionOperator, b: string) =>
  solved(`${a} ${op} ${b}`, fractionCalc(a, op, b));

export const worked = {
  add: work('3/4', '+', '5/6'),
  subtract: work('5/6', '-', '3/4'),
  multiply: work('2 1/2', '*', '4/5'),
  divide: work('3/4', '/', '5/8'),
  mixed: work('1 1/3', '+', '2 3/4'),
};

/** Letters standing for any fractions a/b and c/d (b, c, d not 0): the rules are checked there. */
const letters = { a: 2, b: 3, c: 5, d: 7 };

/** The four rules, each parsed, checked true and typeset by math-core. */
export const rules = {
  add: statement('a/b + c/d = (ad + bc)/(bd)', letters),
  subtract: statement('a/b − c/d = (ad − bc)/(bd)', letters),
  multiply: statement('a/b × c/d = (ac)/(bd)', letters),
  divide: statement('a/b ÷ c/d = a/b × d/c', letters),
};

/** The maths the page's sentences state. */
export const facts = {
  mixedToImproper: statement('2 1/2 = 5/2'),
  improperToMixed: statement('19/12 = 1 7/12'),
  lowestTerms: statement('18/24 = (3 × 6)/(4 × 6) = 3/4'),
  equivalent: statement('3/4 = 6/8 = 9/12'),
  terminating: statement('3/8 = 0.375'),
  repeating: statement('1/3 ≈ 0.3333'),
  negative: statement('−3/4 = (−3)/4 = 3/(−4)'),
};
