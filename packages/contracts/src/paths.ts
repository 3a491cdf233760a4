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
  'unknown_code',
  'trial_used',
  'already_owned',
  'cookie_required',
  'cross_site',
  'unreadable_answer',
  'too_complex',
  'teacher_required',
  'passkey_failed',
  'recovery_failed',
  'problem_unsolved',
  'class_not_found',
  'class_closed',
  'nickname_taken',
  'student_required',
  'help_not_allowed',
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

/**
 * The longest problem the solver reads (math-core's MAX_SOLVE_LENGTH: a typed problem is a line or
 * two), and so the longest a similar problem may be made from.
 */
export const SOLVE_PROBLEM_MAX = 300;

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

// ---------------------------------------------------------------- purchases

/** The paid plans, by product id, and the names they are shown with. */
export const planIds = ['pro', 'master'] as const;
export const planNames = ['Pro', 'Master'] as const;

/** A paid plan lasts this many days from its purchase (a renewal adds them to what is left). */
export const PLAN_DAYS = 30;
/** A free trial of Pro or Master lasts this many days; one per person (see the API README). */
export const TRIAL_DAYS = 7;
/**
 * The Free tier's monthly allowance: premium-skill problems a visitor who owns no pack or plan may
 * try each calendar month (UTC), a sample of every pack. Free skills and the categories are
 * unlimited for everyone.
 */
export const FREE_PREMIUM_PROBLEMS_PER_MONTH = 10;

/**
 * A restore code: 20 Crockford base32 characters (100 random bits) in groups of five,
 * `XXXXX-XXXXX-XXXXX-XXXXX`. Typed in any case, with or without the dashes and spaces.
 */
export const RESTORE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;
/** The longest restore code field accepted (a code with stray spaces still fits). */
export const RESTORE_CODE_INPUT_MAX = 64;
/** Wrong restore codes a client may send per window before it gets 429. */
export const RESTORE_MAX_FAILURES = 5;
export const RESTORE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Offline practice: the server hands out seeds while the browser is online, in a signed batch per
 * free skill and per category (OFFLINE_BATCH_SIZE seeds each, usable for OFFLINE_BATCH_DAYS), and
 * counts an answer given offline only for a seed of such a batch, once. Offline answers may raise a
 * skill's mastery level by at most OFFLINE_LEVELS_PER_DAY a day (UTC); the rest is kept uncounted.
 */
export const OFFLINE_BATCH_SIZE = 20;
export const OFFLINE_BATCH_DAYS = 30;
export const OFFLINE_LEVELS_PER_DAY = 1;

/**
 * How a confirmed return from the payment page stands. `duplicate`: it paid for what the browser
 * already had (another tab paid first); nothing more is granted and the payment is refunded.
 */
export const purchaseStatuses = ['succeeded', 'processing', 'failed', 'duplicate'] as const;

// ---------------------------------------------------------------- paths

/** The cookie that identifies an anonymous visitor (a signed random id; see the API). */
export const VISITOR_COOKIE = 'mt_visitor';

// ---------------------------------------------------------------- class links

/** The cookie of a signed-in teacher: a random session token (the server keeps its SHA-256). */
export const TEACHER_COOKIE = 'mt_teacher';
/** The cookie of a student who joined a set: a random token naming the student and the set. */
export const STUDENT_COOKIE = 'mt_student';

/**
 * A set's join code: CLASS_CODE_LENGTH characters from an alphabet without the characters that
 * look alike (no 0, O, 1, I or L), so a code read off a board is typed right.
 */
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLASS_CODE_LENGTH = 6;
export const CLASS_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
/** The longest set title. */
export const CLASS_TITLE_MAX = 100;
/** Most problems in one set, typed and drawn together. */
export const CLASS_PROBLEMS_MAX = 30;
/** The longest nickname (after trimming). */
export const NICKNAME_MAX = 24;
/** What students of a set may see besides whether they are right: nothing, hints, or full steps. */
export const classHelps = ['answer', 'hints', 'steps'] as const;
/** How a student stands on one problem of a set. */
export const classCellStates = ['not-started', 'working', 'right', 'wrong'] as const;
/** The verdict on one line of a student's working. */
export const lineVerdicts = ['right', 'wrong', 'unreadable'] as const;
/** Wrong recovery codes a client may send per window before it gets 429. */
export const RECOVER_MAX_TRIES = 5;
export const RECOVER_WINDOW_MS = 15 * 60 * 1000;
/**
 * Join-code lookups and joins a client address may make per minute: a class of 35 behind one
 * school address looks its code up and joins within a minute, and guessing one of 31⁶ codes at
 * this pace takes days.
 */
export const JOIN_MAX_PER_MINUTE = 120;

/**
 * `path` asking for its answer in the page's language: `?lang=es` added for a language other than
 * English (a practice answer graded on /es/practice is explained in Spanish); as it is for English.
 */
export const inLanguage = (path: string, lang?: 'en' | 'es' | 'fr' | 'de' | 'pt'): string =>
  lang && lang !== 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=${lang}` : path;

/** Every path of the API, so no caller spells one by hand. */
export const apiPaths = {
  health: '/api/health',
  visitor: '/api/visitor',
  newsletter: '/api/newsletter/subscribe',
  /** A random problem; `lang` other than English asks for it in that language (`lang=es`). */
  randomProblem: (
    category: (typeof practiceCategories)[number],
    difficulty?: (typeof practiceDifficulties)[number],
    lang?: 'en' | 'es' | 'fr' | 'de' | 'pt',
  ) => {
    const query = [
      ...(difficulty ? [`difficulty=${difficulty}`] : []),
      ...(lang && lang !== 'en' ? [`lang=${lang}`] : []),
    ].join('&');
    return `/api/practice/random/${category}${query ? `?${query}` : ''}`;
  },
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
  offlineAttempts: '/api/practice/offline-attempts',
  offlineSeeds: '/api/practice/offline-seeds',
  similarAttempts: '/api/practice/similar-attempts',
  purchases: '/api/purchases',
  purchaseConfirm: '/api/purchases/confirm',
  purchaseRestore: '/api/purchases/restore',
  purchaseTrial: '/api/purchases/trial',
  purchaseCode: '/api/purchases/code',
  purchaseForget: '/api/purchases/forget',
  teachRegisterOptions: '/api/teach/passkey/register-options',
  teachRegister: '/api/teach/passkey/register',
  teachLoginOptions: '/api/teach/passkey/login-options',
  teachLogin: '/api/teach/passkey/login',
  teachRecover: '/api/teach/recover',
  teachLogout: '/api/teach/logout',
  teachMe: '/api/teach/me',
  teachSets: '/api/teach/sets',
  teachSet: (setId: string) => `/api/teach/sets/${encodeURIComponent(setId)}`,
  teachStudent: (setId: string, studentId: string) =>
    `/api/teach/sets/${encodeURIComponent(setId)}/students/${encodeURIComponent(studentId)}`,
  teachSetEvents: (setId: string) => `/api/teach/sets/${encodeURIComponent(setId)}/events`,
  teachSetExport: (setId: string) => `/api/teach/sets/${encodeURIComponent(setId)}/export.csv`,
  join: (code: string) => `/api/join/${encodeURIComponent(code)}`,
  joinWork: (code: string) => `/api/join/${encodeURIComponent(code)}/work`,
  joinWorking: (code: string, position: number) =>
    `/api/join/${encodeURIComponent(code)}/problems/${position}/working`,
  joinAnswer: (code: string, position: number) =>
    `/api/join/${encodeURIComponent(code)}/problems/${position}/answer`,
  joinHelp: (code: string, position: number) =>
    `/api/join/${encodeURIComponent(code)}/problems/${position}/help`,
} as const;
