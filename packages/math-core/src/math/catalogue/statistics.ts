/**
 * The words of the steps of the statistics below the solver (mean, median, mode, range, variance
 * and standard deviation), in English: the statistics calculator's and the statistics kind's, so
 * that a solver without that kind carries none of them.
 */
import type { Notes } from './types';

export const STATISTICS_NOTES: Notes = {
  forms: {
    mean: {
      addValues: 'Add the {count} values',
      sumOverCount: 'Mean: the sum divided by the number of values',
    },
    median: {
      middleValue: 'Median: the middle value of the {count} sorted values',
      middlePair: 'Median: halfway between the two middle values of the {count} sorted values',
    },
    mode: {
      noMode: 'Mode: every value occurs equally often, so there is no mode',
      value: 'Mode: the value occurring most often ({times} times)',
      values: 'Mode: the values occurring most often ({times} times)',
    },
    range: {
      largestMinusSmallest: 'Range: the largest value minus the smallest',
    },
    variance: {
      population: 'Population variance: the mean of the squared differences from the mean',
    },
    sd: {
      population: 'Population standard deviation: the square root of the variance',
      sample: 'Sample standard deviation: the square root of the sample variance',
    },
    sampleVariance: {
      divisor: 'Sample variance: divide by n − 1 = {divisor} instead',
    },
  },
  reasons: {
    mean: ['Mean', 'the mean shares the total equally among the values'],
    median: ['Median', 'half of the values are at most the median and half at least'],
    mode: ['Mode', 'the mode is the value that occurs most often'],
    range: ['Range', 'the range is how far the values spread'],
    variance: ['Variance', 'the variance measures spread: the mean squared distance from the mean'],
    sd: [
      'Standard deviation',
      'the square root of the variance is the spread in the units of the values',
    ],
    sampleVariance: [
      'Sample variance',
      'dividing by n − 1 corrects for a sample’s mean being fitted to it',
    ],
  },
};
