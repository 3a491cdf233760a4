import { type HowToStep, howToJsonLd } from '../../lib/json-ld';
import type { PageMeta } from '../../lib/seo';

export const steps: HowToStep[] = [
  {
    name: 'Choose a tool',
    text: 'Open the tool that fits your question: a calculator, the unit converter, the time calculator or the logarithm simplifier. Each one does a single job well.',
  },
  {
    name: 'Input your problem',
    text: 'Enter the numbers you have, such as a base and a value, a bill and a tip percentage, or two dates. Use Load Example if you want to see one worked first.',
  },
  {
    name: 'Get step-by-step solutions',
    text: 'Press Calculate. You get the answer together with the formula and each step in between, so you can follow the reasoning line by line.',
  },
  {
    name: 'Practice and improve',
    text: 'Head to the Practice Center for fresh algebra, logarithm and geometry problems with hints and worked solutions, and build a streak as you go.',
  },
];

export const meta: PageMeta = {
  title: 'How It Works: Solve Math Problems Step by Step | MathTools',
  description:
    'Choose a tool, input your problem, get a step-by-step solution, then practice and improve. See how MathTools turns hard math into clear answers in four steps.',
  path: '/how-it-works',
  jsonLd: [
    howToJsonLd(
      'How to solve a math problem step by step with MathTools',
      'Use a free MathTools calculator to get an answer with every step, then practice similar problems.',
      steps,
    ),
  ],
};
