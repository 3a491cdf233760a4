import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { conclusion } from '../lib/page-math';
import { toolPageMeta } from '../lib/page-meta';
import { changeOfBase, exact, facts, formula } from './examples';

export const logarithmFaqs: FaqEntry[] = [
  {
    id: 'what-is-log',
    question: 'What does log base b of x mean?',
    answer: `log_b(x) is the exponent you must raise b to in order to get x. ${facts.twoEight.answer.text} because ${facts.twoEight.power.text}, and ${facts.tenThousand.answer.text} because ${facts.tenThousand.power.text}. A logarithm answers the question "how many times do I multiply the base by itself to reach this number?"`,
  },
  {
    id: 'zero-negative',
    question: 'Why can’t I take the log of zero or a negative number?',
    answer:
      'Logarithms are undefined for zero and negative inputs. A positive base raised to any real power is always positive, so no exponent turns it into 0 or a negative number. The base must also be positive and not equal to 1, because 1 raised to any power is still 1.',
  },
  {
    id: 'natural-log',
    question: 'What is the natural logarithm (ln)?',
    answer:
      'ln(x) is the logarithm with base e ≈ 2.71828, the number that appears in continuous growth and compound interest. To compute a natural log here, enter 2.718281828459045 as the base, or simply use the ln values shown in the steps, which are natural logs.',
  },
  {
    id: 'change-of-base',
    question: 'How does the change-of-base formula work?',
    answer: `${formula.text}. Any base can be used on the right as long as it is the same on top and bottom, so calculators only need one log button. For log₂(8): ${changeOfBase.steps
      .slice(2)
      .map((step) => step.text)
      .join(', ')}.`,
  },
  {
    id: 'exact-answer',
    question: 'When is the answer an exact fraction?',
    answer: `When the base and the value are powers of the same number. ${exact.fourEight
      .slice(0, -1)
      .map((step) => step.text)
      .join(
        ' and ',
      )}, so ${conclusion(exact.fourEight).text}. The simplifier spots these cases and shows the exact fraction and its reasoning next to the decimal answer.`,
  },
  {
    id: 'log-base-2-32',
    question: 'What is log base 2 of 32?',
    answer: `${facts.twoThirtyTwo.answer.text}, because ${facts.twoThirtyTwo.power.text}: 2 multiplied by itself 5 times is 32.`,
  },
];

export const logarithmHowTo: HowToStep[] = [
  {
    name: 'Enter the base',
    text: 'Type the base b, for example 2, 10 or 2.718281828459045 for e.',
  },
  {
    name: 'Enter the value',
    text: 'Type the positive number x whose logarithm you want, for example 8.',
  },
  {
    name: 'Press Calculate',
    text: 'Press Calculate or Enter. The answer appears with the change-of-base steps: ln(x), ln(b) and their quotient.',
  },
  {
    name: 'Read the exact form',
    text: 'When x and b are powers of the same number, the exact fraction (such as 3/2) and its reasoning are shown too.',
  },
];

export const meta = toolPageMeta(
  'logarithm',
  {
    title: 'Logarithm Simplifier & Log Calculator with Steps | MathTools',
    description:
      'Free logarithm calculator with step-by-step solutions for base 10, natural log, base 2 or any custom base, using the change-of-base formula.',
    keywords: [
      'logarithm calculator',
      'log solver',
      'log base 2',
      'natural log calculator',
      'change of base formula',
      'logarithm steps',
    ],
  },
  {
    name: 'How to solve a logarithm with the change-of-base formula',
    description:
      'Enter a base and a value; the simplifier divides ln(value) by ln(base) and shows each step.',
    steps: logarithmHowTo,
  },
  logarithmFaqs,
);
