import { howToJsonLd } from '../../lib/json-ld';
import type { PageMeta } from '../../lib/seo';
import { howItWorksSteps } from '../site';

/** The four steps, shared with the home page's how-it-works section. */
export const steps = howItWorksSteps;

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
