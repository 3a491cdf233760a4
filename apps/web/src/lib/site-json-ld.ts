/**
 * The site's own schema.org JSON-LD (see `json-ld.ts`): Organization and WebSite on Home, the
 * MathSolver on Home and /solve, /solve's WebApplication.
 */
import type { JsonLd } from './json-ld';
import { absoluteUrl, SITE_NAME } from './seo';

export const organizationJsonLd = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl('/'),
  description:
    'Free online math tools, calculators and practice problems that translate the hard into the clear.',
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    email: 'support@mathtools.app',
    url: absoluteUrl('/contact'),
  },
});

/** WebSite with the sitelinks search box: /tools?q={search_term_string}. */
export const websiteJsonLd = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE_NAME,
  url: absoluteUrl('/'),
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl('/tools')}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
});

/**
 * What the solver at /solve does for a typed problem: the target takes the problem in `q`, and
 * `eduQuestionType` names each kind of problem math-core's `solve` answers.
 */
export const solveMathActionJsonLd = (): JsonLd => ({
  '@type': 'SolveMathAction',
  target: `${absoluteUrl('/solve')}?q={math_expression_string}`,
  'mathExpression-input': 'required name=math_expression_string',
  eduQuestionType: [
    'Fraction',
    'Simplify',
    'Linear Equation',
    'Quadratic Equation',
    'System of Equations',
    'Exponential Equation',
    'Logarithmic Equation',
  ],
});

/**
 * The free step-by-step solver at /solve as a schema.org MathSolver, so search engines can offer
 * it for typed problems (on Home, and on /solve, the solver's own page).
 */
export const mathSolverJsonLd = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': ['MathSolver', 'LearningResource'],
  name: `${SITE_NAME} Step-by-Step Math Solver`,
  url: absoluteUrl('/solve'),
  usageInfo: absoluteUrl('/privacy'),
  inLanguage: 'en',
  learningResourceType: 'Math Solver',
  isAccessibleForFree: true,
  potentialAction: [solveMathActionJsonLd()],
});

/** /solve as a free web application whose action is the MathSolver's. */
export const solverWebApplicationJsonLd = (description: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name: `${SITE_NAME} Step-by-Step Math Solver`,
  description,
  url: absoluteUrl('/solve'),
  applicationCategory: 'EducationalApplication',
  operatingSystem: 'Any',
  isAccessibleForFree: true,
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  potentialAction: solveMathActionJsonLd(),
});
