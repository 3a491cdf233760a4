/**
 * Percentages asked in words: "15% of 80", "what percent of 80 is 12", "12 is what percent of
 * 80", "12 is 15% of what", "increase 80 by 15%", "decrease 80 by 15%". Numbers are read as exact
 * decimals and worked out as fractions, so "12.5% of 33" is exactly 4.125; every answer is checked
 * by working the problem backwards (and by floating point) before it is given.
 */

import { agree } from '../../../algebra/samplePoints';
import {
  add,
  chain,
  eq,
  frac,
  mul,
  n as numberNode,
  percent,
  sub,
  text,
  variable,
} from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { exactSolution, qNode, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { worded } from '../../worded';
import { PERCENTAGE_REFUSALS } from './refusals';

/** The site tool that does the same calculation, for a link next to the answer. */
export const PERCENTAGE_TOOL = { id: 'percentage', path: '/tools/percentage-calculator' } as const;

/** A number, maybe after a currency sign ("20% off $50"). */
const NUM = /* @__PURE__ */ (() => String.raw`(?:[$€£]\s*)?([-−]?(?:\d+(?:\.\d*)?|\.\d+))`)();
const PCT = /* @__PURE__ */ (() => String.raw`${NUM}\s*(?:%|percent\b|per\s*cent\b|pct\b)`)();
const WHAT_PCT = /* @__PURE__ */ (() => String.raw`what\s+(?:percent|percentage|per\s*cent|%)`)();
const WHAT_NUMBER = /* @__PURE__ */ (() => String.raw`what(?:\s+number)?`)();
const LEAD =
  /^(?:please\s+)?(?:(?:what\s+is|what['’]s|whats|find|calculate|compute|work\s+out|evaluate|determine|solve)\b\s*:?\s*)?/i;

type Reading =
  | { ask: 'of'; rate: Q; whole: Q }
  | { ask: 'rate'; part: Q; whole: Q }
  | { ask: 'whole'; part: Q; rate: Q }
  | { ask: 'change'; whole: Q; rate: Q; up: boolean; wording?: 'off' | 'than' };

const q = (digits: string | undefined): Q => R.fromDecimal((digits ?? '').replace('−', '-'));

/** [pattern, reading from its groups]. */
const PHRASES: [RegExp, (m: RegExpExecArray) => Reading][] = /* @__PURE__ */ (() => [
  [
    new RegExp(`^${PCT}\\s+of\\s+${NUM}$`, 'i'),
    (m) => ({ ask: 'of', rate: q(m[1]), whole: q(m[2]) }),
  ],
  [
    new RegExp(`^${WHAT_PCT}\\s+of\\s+${NUM}\\s+is\\s+${NUM}$`, 'i'),
    (m) => ({ ask: 'rate', whole: q(m[1]), part: q(m[2]) }),
  ],
  [
    new RegExp(`^${NUM}\\s+is\\s+${WHAT_PCT}\\s+of\\s+${NUM}$`, 'i'),
    (m) => ({ ask: 'rate', part: q(m[1]), whole: q(m[2]) }),
  ],
  [
    new RegExp(`^${WHAT_PCT}\\s+is\\s+${NUM}\\s+of\\s+${NUM}$`, 'i'),
    (m) => ({ ask: 'rate', part: q(m[1]), whole: q(m[2]) }),
  ],
  [
    new RegExp(`^${NUM}\\s+is\\s+${PCT}\\s+of\\s+${WHAT_NUMBER}$`, 'i'),
    (m) => ({ ask: 'whole', part: q(m[1]), rate: q(m[2]) }),
  ],
  [
    new RegExp(`^${PCT}\\s+of\\s+${WHAT_NUMBER}\\s+is\\s+${NUM}$`, 'i'),
    (m) => ({ ask: 'whole', rate: q(m[1]), part: q(m[2]) }),
  ],
  [
    new RegExp(`^(increase|decrease|reduce)\\s+${NUM}\\s+by\\s+${PCT}$`, 'i'),
    (m) => ({ ask: 'change', up: /^i/i.test(m[1] ?? ''), whole: q(m[2]), rate: q(m[3]) }),
  ],
  [
    new RegExp(`^${NUM}\\s+(increased|decreased|reduced)\\s+by\\s+${PCT}$`, 'i'),
    (m) => ({ ask: 'change', up: /^i/i.test(m[2] ?? ''), whole: q(m[1]), rate: q(m[3]) }),
  ],
  [
    new RegExp(`^${PCT}\\s+off(?:\\s+of)?\\s+${NUM}$`, 'i'),
    (m) => ({ ask: 'change', up: false, whole: q(m[2]), rate: q(m[1]), wording: 'off' }),
  ],
  [
    new RegExp(`^${NUM}\\s+with\\s+${PCT}\\s+off$`, 'i'),
    (m) => ({ ask: 'change', up: false, whole: q(m[1]), rate: q(m[2]), wording: 'off' }),
  ],
  [
    new RegExp(
      `^${PCT}\\s+(more|greater|higher|larger|bigger|less|lower|smaller|fewer)\\s+than\\s+${NUM}$`,
      'i',
    ),
    (m) => ({
      ask: 'change',
      up: /^(?:more|greater|higher|larger|bigger)$/i.test(m[2] ?? ''),
      whole: q(m[3]),
      rate: q(m[1]),
      wording: 'than',
    }),
  ],
])();

/** The percentage question a text asks, when it is one of the phrasings above. */
export const readPercentage = (input: string): Reading | undefined => {
  const rest = input
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*[?!.]+$/, '')
    .replace(LEAD, '')
    .replace(/\s*=\s*\?*$/, '');
  for (const [pattern, read] of PHRASES) {
    const match = pattern.exec(rest);
    if (match) return read(match);
  }
  return undefined;
};

const HUNDRED = /* @__PURE__ */ R.int(100);
/** An exact value as typed back: a terminating decimal as decimal digits, else a fraction. */
const exactNode = (a: Q): MathNode => {
  const digits = R.decimalText(a);
  return digits === undefined ? qNode(a) : numberNode(digits);
};
const asPercent = (a: Q): MathNode => percent(exactNode(a));
const hundredths = (rate: Q): MathNode => frac(exactNode(rate), numberNode(100));

const close = (a: Q, expected: number): boolean => agree(R.toNumber(a), expected);

const check = (ok: boolean): void => {
  if (!ok) throw unchecked();
};

const phrase = (r: Reading): string => {
  const t = (a: Q) => toText(exactNode(a));
  switch (r.ask) {
    case 'of':
      return `${t(r.rate)}% of ${t(r.whole)}`;
    case 'rate':
      return `${t(r.part)} is what percent of ${t(r.whole)}`;
    case 'whole':
      return `${t(r.part)} is ${t(r.rate)}% of what number`;
    case 'change':
      if (r.wording === 'off') return `${t(r.rate)}% off ${t(r.whole)}`;
      if (r.wording === 'than') return `${t(r.rate)}% ${r.up ? 'more' : 'less'} than ${t(r.whole)}`;
      return `${r.up ? 'increase' : 'decrease'} ${t(r.whole)} by ${t(r.rate)}%`;
  }
};

/**
 * The answer to a percentage question with its steps; the result names the percentage calculator
 * as the tool that does the same. A SolveStop when there is no answer (a percentage of a whole of
 * 0, 0% of a number that is not 0) or when the answer fails its check.
 */
export const solvePercentage = (
  r: Reading,
): Answered & { problem: MathNode; tool: typeof PERCENTAGE_TOOL } => {
  const problem = text(phrase(r));
  const f = (a: Q) => R.toNumber(a);
  let answerNode: MathNode;
  let method: string;
  let steps: WorkedStep[];
  if (r.ask === 'of') {
    const value = R.div(R.mul(r.rate, r.whole), HUNDRED);
    check(R.eq(R.mul(value, HUNDRED), R.mul(r.rate, r.whole)));
    check(close(value, (f(r.rate) * f(r.whole)) / 100));
    answerNode = exactNode(value);
    method = 'percentOf';
    steps = [
      step(
        { rule: 'percent', form: 'hundredths', params: { rate: exactNode(r.rate) } },
        eq(percent(exactNode(r.rate)), hundredths(r.rate)),
      ),
      step(
        { rule: 'percentOf', form: 'multiplyBy', params: { whole: exactNode(r.whole) } },
        eq(mul(hundredths(r.rate), exactNode(r.whole)), answerNode),
      ),
    ];
  } else if (r.ask === 'rate') {
    if (R.isZero(r.whole))
      throw refuse('invalid_value', PERCENTAGE_REFUSALS, 'percentageWholeZero');
    const share = R.div(r.part, r.whole);
    const rate = R.mul(share, HUNDRED);
    check(R.eq(R.mul(rate, r.whole), R.mul(r.part, HUNDRED)));
    check(close(rate, (f(r.part) / f(r.whole)) * 100));
    answerNode = asPercent(rate);
    method = 'partOverWhole';
    steps = [
      step(
        { rule: 'partOfWhole', form: 'partOverWhole' },
        toText(frac(exactNode(r.part), exactNode(r.whole))) === toText(exactNode(share))
          ? exactNode(share)
          : eq(frac(exactNode(r.part), exactNode(r.whole)), exactNode(share)),
      ),
      step(
        {
          rule: 'toPercent',
          form: 'times100',
          params: { part: exactNode(r.part), percent: answerNode, whole: exactNode(r.whole) },
        },
        eq(mul(exactNode(share), numberNode(100)), exactNode(rate)),
      ),
    ];
  } else if (r.ask === 'whole') {
    if (R.isZero(r.rate))
      throw R.isZero(r.part)
        ? refuse('invalid_value', PERCENTAGE_REFUSALS, 'percentageZeroRate')
        : refuse('invalid_value', PERCENTAGE_REFUSALS, 'percentageZeroRatePart', {
            part: exactNode(r.part),
          });
    const whole = R.div(R.mul(r.part, HUNDRED), r.rate);
    check(R.eq(R.mul(whole, r.rate), R.mul(r.part, HUNDRED)));
    check(close(whole, (f(r.part) * 100) / f(r.rate)));
    answerNode = exactNode(whole);
    method = 'partOverRate';
    const x = variable('x');
    steps = [
      step(
        {
          rule: 'percentOf',
          form: 'callItX',
          params: { rate: exactNode(r.rate), part: exactNode(r.part) },
        },
        eq(mul(hundredths(r.rate), x), exactNode(r.part)),
      ),
      step(
        { rule: 'scale', form: 'divide', params: { divide: hundredths(r.rate) } },
        chain(
          x,
          '=',
          { type: 'binary', op: '/', left: exactNode(r.part), right: hundredths(r.rate) },
          '=',
          answerNode,
        ),
      ),
    ];
  } else {
    const amount = R.div(R.mul(r.rate, r.whole), HUNDRED);
    const value = r.up ? R.add(r.whole, amount) : R.sub(r.whole, amount);
    const difference = R.mul(R.sub(value, r.whole), HUNDRED);
    const expected = R.mul(r.whole, r.rate);
    check(R.eq(difference, r.up ? expected : R.neg(expected)));
    check(close(value, f(r.whole) * (1 + ((r.up ? 1 : -1) * f(r.rate)) / 100)));
    answerNode = exactNode(value);
    method = r.up ? 'percentIncrease' : 'percentDecrease';
    steps = [
      step(
        {
          rule: 'percentOf',
          form: 'rateOfWhole',
          params: { rate: exactNode(r.rate), whole: exactNode(r.whole) },
        },
        eq(mul(hundredths(r.rate), exactNode(r.whole)), exactNode(amount)),
      ),
      step(
        {
          rule: 'change',
          form: r.up ? 'addTo' : 'takeFrom',
          params: { whole: exactNode(r.whole) },
        },
        eq((r.up ? add : sub)(exactNode(r.whole), exactNode(amount)), answerNode),
      ),
    ];
  }
  return {
    kind: 'percentage',
    method,
    answer: toText(answerNode),
    // A percentage's value (0.15 for 15%) would read as a different answer beside it: text only.
    solutions: [(r.ask === 'rate' ? exactSolution : solution)(answerNode, answerNode)],
    steps,
    problem,
    tool: PERCENTAGE_TOOL,
  };
};

export const percentageKind = /* @__PURE__ */ kind({
  methods: {
    percentOf: 'percent of a number',
    partOverWhole: 'part divided by the whole',
    partOverRate: 'part divided by the rate',
    percentIncrease: 'percent increase',
    percentDecrease: 'percent decrease',
  },
  id: 'percentage',
  title: 'Percentage',
  practice: null,
  check: 'own',
  example: '15% of 80',
});

/** Percentages in words, as the solver reads them before any maths. */
export const percentageWords = /* @__PURE__ */ worded<Reading>({
  read: readPercentage,
  solve: solvePercentage,
  asks: 'percentage',
});
