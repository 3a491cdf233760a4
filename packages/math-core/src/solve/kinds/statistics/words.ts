/**
 * The questions in words the statistics kind reads: a figure "of" a list of numbers ("mean of 2,
 * 4 and 9", "the standard deviation of the data: 1, 2, 3") as that figure's function of them.
 */
import { listed, type Question } from '../../read/words';

/** A figure of a list named in words, as its function's name (the others are their own). */
const FIGURE_NAMES: Record<string, string> = { average: 'mean', 'standard deviation': 'stdev' };

export const statisticsQuestions: readonly Question[] = [
  [
    /^(?:the\s+)?(mean|average|median|mode|range|standard\s+deviation|variance)\s+of\s+(?:the\s+(?:numbers|values|data)\s*:?\s*)?(-?\d+(?:\.\d+)?(?:\s*(?:,|&|\band\b)\s*-?\d+(?:\.\d+)?)+)$/i,
    (figure, numbers) =>
      `${FIGURE_NAMES[figure.toLowerCase().replace(/\s+/g, ' ')] ?? figure}(${listed(numbers)})`,
  ],
];
