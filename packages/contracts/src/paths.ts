/**
 * The zod-free half of the contracts: every API path, and the constants and enumerations the
 * schemas are built from. A page that only needs a path or a limit imports
 * `@mathtools/contracts/paths` and does not load zod.
 */

/** Machine-readable error codes the API answers with. */
export const errorCodes = [
  'bad_request',
  'validation_error',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'amount_mismatch',
  'payments_not_configured',
  'payment_provider_error',
  'invalid_signature',
  'conflict',
  'not_owned',
  'service_unavailable',
  'internal_error',
] as const;

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';

export const practiceCategories = ['algebra', 'logarithms', 'geometry'] as const;

export const practiceDifficulties = ['Easy', 'Medium', 'Hard'] as const;

/** Upper bound on stored counters: far above any human, far below overflow. */
export const MAX_PROGRESS_COUNT = 1_000_000;

/** The longest practice answer the server grades: ample for any answer, bounded for grading. */
export const GRADE_ANSWER_MAX = 200;

export const productDifficulties = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const;

/** The categories skills belong to: the three practice tabs, and those only premium skills have. */
export const skillCategories = [
  'algebra',
  'logarithms',
  'geometry',
  'trigonometry',
  'calculus',
  'competition',
  'arithmetic',
] as const;

/** Mastery levels, lowest first (math-core's `MASTERY_LEVELS`). */
export const masteryLevels = [
  'not-started',
  'attempted',
  'familiar',
  'proficient',
  'mastered',
] as const;

/** Most hint levels a problem has: a nudge, the method, and for some skills the first step. */
export const MAX_HINT_LEVELS = 3;

export const CONTACT_MESSAGE_MAX = 1000;

// ---------------------------------------------------------------- paths

/** Every path of the API, so no caller spells one by hand. */
export const apiPaths = {
  health: '/api/health',
  newsletter: '/api/newsletter/subscribe',
  randomProblem: (category: (typeof practiceCategories)[number]) =>
    `/api/practice/random/${category}`,
  grade: '/api/practice/grade',
  progress: (category: (typeof practiceCategories)[number]) => `/api/progress/${category}`,
  products: '/api/marketplace/products',
  catalogItem: (productId: string) => `/api/catalog/${encodeURIComponent(productId)}`,
  contact: '/api/contact',
  paymentIntent: '/api/create-payment-intent',
  paymentsConfig: '/api/payments/config',
  stripeWebhook: '/api/stripe/webhook',
  skills: '/api/practice/skills',
  skillProblem: (skillId: string) => `/api/practice/skills/${encodeURIComponent(skillId)}/problem`,
  skillHint: (skillId: string) => `/api/practice/skills/${encodeURIComponent(skillId)}/hint`,
  skillGrade: (skillId: string) => `/api/practice/skills/${encodeURIComponent(skillId)}/grade`,
  review: '/api/practice/review',
} as const;
