import {
  arithmetic,
  discount,
  formatMoney,
  percentageOf,
  percentChange,
  percentOf,
  tip,
  toCents,
} from '@mathtools/math-core';
import { conclusion, solved, statement } from '../lib/page-math';

/** The percentage page's examples, worked by math-core when the page is built (and on hydration). */
const of = (value: number, percent: number) =>
  solved(`${percent}% of ${value}`, percentOf(value, percent));

/** "25% of 80 = 20": the sentence the page and its card use, from math-core's value. */
export const ofSentence = (value: number, percent: number) =>
  `${percent}% of ${value} = ${of(value, percent).trimmed}`;

export const main = {
  sentence: ofSentence(80, 25),
  steps: of(80, 25).steps,
  result: of(80, 25).trimmed,
};

const tipped = solved('a 15% tip on $64', tip(64, 15, 1));
const jacket = solved('30% off $45', discount(45, 30));
const tax = of(120, 8.25);
const taxed = solved('$120 plus tax', arithmetic(120, '+', tax.value));
const money = (dollars: number) => formatMoney(solved(`$${dollars}`, toCents(dollars)));
const score = solved('42 out of 50', percentageOf(42, 50));

export const worked = {
  tip: {
    steps: tipped.steps,
    answer: `Tip: ${formatMoney(tipped.tipCents)}, total ${formatMoney(tipped.totalCents)}`,
  },
  discount: {
    steps: jacket.steps,
    answer: `You save ${formatMoney(jacket.savingsCents)} and pay ${formatMoney(jacket.finalCents)}`,
  },
  tax: {
    steps: [...tax.steps, ...taxed.steps],
    answer: `Tax ${money(tax.value)}, total ${money(taxed.result)}`,
  },
  score: { steps: score.steps, answer: `${score.formatted}%` },
};

/** The worked examples' amounts in cents and the score's percentage, for the page's language. */
export const workedFigures = {
  tip: { tip: tipped.tipCents, total: tipped.totalCents },
  discount: { save: jacket.savingsCents, pay: jacket.finalCents },
  tax: {
    tax: solved('tax', toCents(tax.value)),
    total: solved('total', toCents(taxed.result)),
  },
  score: score.formatted,
};

/** The sentences of the page's prose, each a math-core result or a checked statement. */
export const prose = {
  ofEighty: conclusion(of(80, 25).steps),
  ratio: conclusion(solved('20 of 80', percentageOf(20, 80)).steps),
  whole: statement('20 ÷ 25 × 100 = 80'),
  original: statement('60 ÷ 75 × 100 = 80'),
  tenOf350: of(350, 10).trimmed,
  fiveOf350: of(350, 5).trimmed,
  oneOf350: of(350, 1).trimmed,
  fifteen: statement('15% = 10% + 5%'),
  thirtyFive: statement('35% = 25% + 10%'),
  pointRise: solved('4% to 5%', percentChange(4, 5)).percent,
  upThenDown: statement('100 × 1.2 × 0.8 = 96'),
  quarter: solved('20 of 80', percentageOf(20, 80)).percent,
  fourTimes: solved('80 of 20', percentageOf(80, 20)).percent,
};

/**
 * The FAQ's figures (its answers are text: they are also the page's FAQ structured data); its
 * statements as steps, whose `text` each language's page has in its own notation.
 */
export const faq = {
  twentyFiveOf100: of(100, 25).trimmed,
  twentyFiveOf200: of(200, 25).trimmed,
  ratio: conclusion(solved('20 of 80', percentageOf(20, 80)).steps),
  addTax: statement('50 × 1.08 = 54'),
  takeOff: statement('50 × 0.8 = 40'),
  swap: [of(50, 8).trimmed, of(8, 50).trimmed] as const,
  swapMental: [of(75, 4).trimmed, of(4, 75).trimmed] as const,
  decimals: [ofSentence(33, 12.5), ofSentence(80, 25)],
  /** The same two results' figures: percentage, value and result as math-core writes it. */
  decimalFigures: [
    [12.5, 33, of(33, 12.5).trimmed],
    [25, 80, of(80, 25).trimmed],
  ] as const,
  /** 25% of 80 worked out, step by step. */
  howSteps: of(80, 25).steps,
};
