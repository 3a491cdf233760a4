/**
 * The questions in words the gcd-lcm kind reads: the greatest common divisor (factor) and the
 * least common multiple "of 12 and 18", as gcd(12, 18) and lcm(12, 18).
 */
import { listed, type Question } from '../../read/words';

export const gcdLcmQuestions: readonly Question[] = [
  [
    /^(?:the\s+)?(?:gcd|gcf|hcf|(?:greatest|highest)\s+common\s+(?:divisor|factor))\s+of\s+(\d+(?:\s*(?:,|&|\band\b)\s*\d+)+)$/i,
    (numbers) => `gcd(${listed(numbers)})`,
  ],
  [
    /^(?:the\s+)?(?:lcm|(?:least|lowest)\s+common\s+multiple)\s+of\s+(\d+(?:\s*(?:,|&|\band\b)\s*\d+)+)$/i,
    (numbers) => `lcm(${listed(numbers)})`,
  ],
];
