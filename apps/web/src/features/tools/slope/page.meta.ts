import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { toolPageMeta } from '../lib/page-meta';
import { facts, worked } from './examples';

export const slopeFaqs: FaqEntry[] = [
  {
    id: 'what-is-slope',
    question: 'What is the slope of a line?',
    answer: `The slope m is how much y changes for each step of 1 in x: the change in y divided by the change in x between any two points of the line ("rise over run"). Through (2, 3) and (5, 7): ${facts.slope.text}. A positive slope rises from left to right, a negative one falls, and 0 is flat.`,
  },
  {
    id: 'order',
    question: 'Does it matter which point comes first?',
    answer: `No, as long as you subtract in the same order on the top and the bottom: ${facts.slopeBackwards.text}. Swapping only one of the two differences flips the sign and gives a wrong slope.`,
  },
  {
    id: 'undefined',
    question: 'Why is the slope of a vertical line undefined?',
    answer: `On a vertical line both points have the same x, so the change in x is 0 and the slope would divide by 0, which no number can be. Such a line has no slope-intercept form; its equation is x = a. Through (1, 2) and (1, 5) the calculator answers slope "${worked.vertical.slope}" and ${worked.vertical.equation}.`,
  },
  {
    id: 'fractions',
    question: 'Why is the slope a fraction instead of a decimal?',
    answer: `A fraction in lowest terms is the exact slope: 4/3 is exactly four thirds, while 1.333333 is rounded. The calculator keeps every value exact, even for decimal points: through (0.1, 0.2) and (0.3, 0.7) the line is ${worked.decimals.equation}. The decimal is shown beside each fraction.`,
  },
  {
    id: 'standard-form',
    question: 'What is the standard form of a line?',
    answer: `Ax + By = C with whole numbers A, B and C that have no common factor, and A positive. It is the slope-intercept form multiplied through by the denominators and rearranged: the line through (2, 3) and (5, 7) is ${worked.basic.standard.text}. Unlike y = mx + b it also describes vertical lines (x = 1).`,
  },
  {
    id: 'same-point',
    question: 'What if I enter the same point twice?',
    answer:
      'Infinitely many lines pass through a single point, so there is no one answer. The calculator says so: "The two points are the same: a line needs two different points."',
  },
];

export const slopeHowTo: HowToStep[] = [
  {
    name: 'Enter the first point',
    text: 'Type its x-coordinate in x₁ and its y-coordinate in y₁; whole numbers, decimals and negative numbers all work.',
  },
  {
    name: 'Enter the second point',
    text: 'Type x₂ and y₂ the same way. The two points must be different.',
  },
  {
    name: 'Press Calculate',
    text: 'Read the exact slope, the equation in slope-intercept, point-slope and standard form, the distance between the points, the midpoint and every step.',
  },
];

export const meta = toolPageMeta(
  'slope',
  {
    title: 'Slope Calculator: Line Through Two Points with Steps | MathTools',
    description:
      'Free slope calculator: enter two points to get the exact slope, y = mx + b, point-slope and standard form, the distance and the midpoint, with every step.',
    keywords: [
      'slope calculator',
      'slope of a line through two points',
      'equation of a line',
      'slope-intercept form',
      'point-slope form',
      'standard form of a line',
      'distance formula',
      'midpoint formula',
    ],
  },
  {
    name: 'How to find the line through two points',
    description:
      'Enter the coordinates of two points and read the exact slope, the equation of the line in three forms, the distance and the midpoint.',
    steps: slopeHowTo,
  },
  slopeFaqs,
);
