import type { PageMeta } from '../../lib/seo';
import { mathSolverJsonLd, solverWebApplicationJsonLd } from '../../lib/site-json-ld';

const description =
  'Type an equation, fraction, root or logarithm and get the exact answer with every step shown: linear and quadratic equations, systems, exponents and logs. Free, no sign-in.';

export const meta: PageMeta = {
  title: 'Step-by-Step Math Solver: Equations, Fractions & Logarithms | MathTools',
  description,
  path: '/solve',
  // The solver's own page: the MathSolver with its SolveMathAction, and the same action on the
  // free web application.
  jsonLd: [mathSolverJsonLd(), solverWebApplicationJsonLd(description)],
};
