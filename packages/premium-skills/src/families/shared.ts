/** What the premium families share: a level, a step, and how numbers are written in steps. */
import type { MathNode } from '@mathtools/math-core';
import { formatFixed } from '@mathtools/math-core';
import {
  approx,
  constant,
  degrees,
  frac,
  log,
  N,
  neg,
  pow,
  type Words,
} from '@mathtools/math-core/skill-kit';
import { say } from '../words/shared';

export type Level = 0 | 1 | 2;

export type StepSpec = [note: Words, statement: MathNode];

export const deg = (value: number | string): MathNode => degrees(N(value));
/** A value to 6 decimals, trailing zeros dropped (what a step shows before rounding). */
export const six = (value: number): string => formatFixed(value, 6).replace(/\.?0+$/, '');
export const PI = /* @__PURE__ */ constant('pi');
export const ln = (arg: MathNode): MathNode => log(arg, constant('e'));

/** The tree with its variables replaced by numbers, every product written with ×. */
export const substitute = (node: MathNode, scope: Record<string, number>): MathNode => {
  switch (node.type) {
    case 'variable':
      return Object.hasOwn(scope, node.name) ? N(scope[node.name] as number) : node;
    case 'neg':
      return neg(substitute(node.arg, scope));
    case 'binary':
      return {
        type: 'binary',
        op: node.op,
        left: substitute(node.left, scope),
        right: substitute(node.right, scope),
      };
    case 'power':
      return pow(substitute(node.base, scope), substitute(node.exponent, scope));
    case 'fraction':
      return frac(substitute(node.num, scope), substitute(node.den, scope));
    default:
      return node;
  }
};

/** A rounded answer: the value to 6 decimals, then rounded as the question asks. */
export const rounded = (
  expression: MathNode,
  value: number,
  places: number,
  note: Words = say('work'),
) => {
  const answer = formatFixed(value, places);
  const steps: StepSpec[] = [
    [note, approx(expression, N(six(value)))],
    [places === 1 ? say('round1') : say('round', { places }), approx(expression, N(answer))],
  ];
  return { answer, steps };
};
