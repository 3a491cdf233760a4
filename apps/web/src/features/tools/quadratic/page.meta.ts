import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { conclusion } from '../lib/page-math';
import { toolPageMeta } from '../lib/page-meta';
import { facts, worked } from './examples';

export const quadraticFaqs: FaqEntry[] = [
  {
    id: 'what-is',
    question: 'What is a quadratic equation?',
    answer: `An equation in which the unknown appears squared and no higher power: ${facts.standardForm.text}, with a not 0. Its graph is a parabola, and its solutions (roots) are where the parabola crosses the x-axis, so there are two, one or none.`,
  },
  {
    id: 'discriminant',
    question: 'What does the discriminant tell me?',
    answer: `The discriminant b² − 4ac decides how many real solutions there are before you solve: positive gives two, 0 gives one (a double root) and negative gives none. For x² − 5x + 6 = 0 it is ${facts.discriminant.text.split(' = ').at(-1)}, so there are two.`,
  },
  {
    id: 'which-method',
    question: 'When should I factor and when should I use the formula?',
    answer:
      'Factoring is quickest when the roots are whole numbers or fractions, which happens exactly when the discriminant is a perfect square. The quadratic formula always works. With no x term, taking square roots is simplest. The solver picks the method the same way and shows it.',
  },
  {
    id: 'exact-roots',
    question: 'Why is the answer written with a square root?',
    answer: `When the discriminant is not a perfect square the roots are irrational, so the exact answer keeps the root in simplified form, such as ${worked.formula.answer}. The decimal value is shown next to each root.`,
  },
  {
    id: 'no-real',
    question: 'What if there are no real solutions?',
    answer: `When the discriminant is negative, no real number squared gives a negative number, so the parabola never touches the x-axis. For x² + x + 1 = 0: ${conclusion(worked.none.steps).text}. The solver answers "${worked.none.answer}".`,
  },
  {
    id: 'a-zero',
    question: 'Can a be 0?',
    answer:
      'No: with a = 0 there is no x² term and the equation is linear, bx + c = 0, solved by x = −c/b. The solver asks for a coefficient a other than 0.',
  },
];

export const quadraticHowTo: HowToStep[] = [
  {
    name: 'Write the equation in standard form',
    text: 'Move every term to one side so it reads ax² + bx + c = 0.',
  },
  {
    name: 'Enter a, b and c',
    text: 'Type the three coefficients; use 0 for a missing term and a minus sign for a negative one.',
  },
  {
    name: 'Press Calculate',
    text: 'Read the discriminant, the method, the exact solutions with their decimal values, and every step.',
  },
];

export const meta = toolPageMeta(
  'quadratic',
  {
    title: 'Quadratic Equation Solver with Steps: Formula & Factoring | MathTools',
    description:
      'Free quadratic equation solver: enter a, b and c to solve ax² + bx + c = 0 exactly by factoring, the quadratic formula or square roots, with the discriminant and every step.',
    keywords: [
      'quadratic equation solver',
      'quadratic formula calculator',
      'solve quadratic equations',
      'discriminant',
      'factoring quadratics',
      'roots of a quadratic',
    ],
  },
  {
    name: 'How to solve a quadratic equation',
    description:
      'Write the equation as ax² + bx + c = 0, enter the coefficients, and read the discriminant, method and exact roots.',
    steps: quadraticHowTo,
  },
  quadraticFaqs,
);
