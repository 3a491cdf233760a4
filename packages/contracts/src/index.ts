/**
 * The single definition of the MathTools wire format: one schema per call, shared by both ends.
 * The API validates every request and serialises every response with these schemas, so an answer
 * the web app receives has the shape its types (inferred from the same schemas) say. Written with
 * `zod/mini`, whose functional API lets a bundler keep only what the schemas use, so a browser page
 * that checks a form with them (the contact form) does not load all of zod.
 */
import * as z from 'zod/mini';
import {
  answerText,
  MathML,
  MathStep,
  QuestionPieces,
  QuestionWords,
  typedText,
} from './common.js';
import {
  CONTACT_MESSAGE_MAX,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  errorCodes,
  MAX_HINT_LEVELS,
  MAX_PROGRESS_COUNT,
  masteryLevels,
  planIds,
  planNames,
  practiceCategories,
  practiceDifficulties,
  productDifficulties,
  purchaseStatuses,
  RESTORE_CODE_INPUT_MAX,
  RESTORE_CODE_PATTERN,
  SOLVE_PROBLEM_MAX,
  skillCategories,
} from './paths.js';

export * from './classes.js';
export { MathML, MathStep, QuestionPieces, QuestionWords } from './common.js';
export * from './paths.js';

// ---------------------------------------------------------------- errors

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every non-2xx answer: `{ "error": { "code": "…", "message": "…" } }`. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string().check(z.minLength(1)),
    message: z.string(),
    /** The request field the error is about, when there is one. */
    field: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// ---------------------------------------------------------------- health

export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

// ---------------------------------------------------------------- visitor

/**
 * `new`: this call set the visitor cookie (the request had none, or one that did not verify);
 * `returning`: the request's cookie identifies a visitor already.
 */
export const VisitorResponse = z.object({ visitor: z.enum(['new', 'returning']) });
export type VisitorResponse = z.infer<typeof VisitorResponse>;

// ---------------------------------------------------------------- shared pieces

/** Trimmed, lower-cased, RFC-shaped email of at most 254 characters. */
export const Email = z.pipe(
  z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, EMAIL_REQUIRED_MESSAGE),
      z.maxLength(254, 'Email address is too long'),
    ),
  z.email({ error: EMAIL_INVALID_MESSAGE }),
);

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

// ---------------------------------------------------------------- newsletter

export const NewsletterRequest = z.strictObject({ email: Email });
export type NewsletterRequest = z.input<typeof NewsletterRequest>;
export const NewsletterResponse = z.object({ ok: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;

// ---------------------------------------------------------------- practice

export const PracticeCategory = z.enum(practiceCategories);
export type PracticeCategory = z.infer<typeof PracticeCategory>;
export const CategoryParams = z.strictObject({ category: PracticeCategory });

export const PracticeDifficulty = z.enum(practiceDifficulties);
export type PracticeDifficulty = z.infer<typeof PracticeDifficulty>;

/** `?difficulty=Easy`: a random problem of one level; without it, any level. */
/**
 * The language a practice problem is written in: the page's language (`/es/practice` asks with
 * `lang=es`); English when absent. The problem is the same in every language (same seed, answer
 * and maths), only its words and the notation of its maths differ.
 */
export const PracticeLanguageCode = z.enum(['en', 'es', 'fr', 'de', 'pt']);
export type PracticeLanguageCode = z.infer<typeof PracticeLanguageCode>;

export const RandomProblemQuery = z.object({
  difficulty: z.optional(PracticeDifficulty),
  lang: z.optional(PracticeLanguageCode),
});

/**
 * `?lang=es` on a call that grades an answer: the page's language, which the sentences it answers
 * with (a wrong answer's mistake, math-core's refusals) are written in; English when absent. The
 * same parameter, with the same values, as a problem is asked for with.
 */
export const PracticeLanguageQuery = z.object({ lang: z.optional(PracticeLanguageCode) });

/**
 * GET /api/practice/random/{category}. `answer` is part of the product's response shape (the web
 * app grades with it when the server cannot be reached, as the server does: rounded to `decimals`,
 * in the order `ordered` asks for). The text fields keep the product's shape (`steps` a list of
 * strings); the maths is added beside them: `questionMathml` (the question's equation or
 * expression, or its sentence for a word problem), `hintMathml`, `answerMathml` and
 * `explanation`, whose step texts are `steps`.
 */
export const PracticeProblem = z.object({
  id: z.string().check(z.minLength(1)),
  category: PracticeCategory,
  question: z.string(),
  questionWords: z.optional(QuestionWords),
  questionPieces: z.optional(QuestionPieces),
  answer: z.string(),
  /** For a question that asks to round: the decimals an answer is compared at. */
  decimals: z.optional(z.int().check(z.minimum(0), z.maximum(20))),
  /** True when the question asks for its values in an order ("smallest first"). */
  ordered: z.optional(z.literal(true)),
  difficulty: PracticeDifficulty,
  hint: z.string(),
  steps: z.array(z.string()),
  questionMathml: MathML,
  hintMathml: MathML,
  answerMathml: MathML,
  explanation: z.array(MathStep),
});
export type PracticeProblem = z.infer<typeof PracticeProblem>;

const Count = z.int().check(z.minimum(0), z.maximum(MAX_PROGRESS_COUNT));

/** GET /api/progress/{category} answer, and POST body. */
export const Progress = z.object({ problemsCompleted: Count, streak: Count });
export type Progress = z.infer<typeof Progress>;
export const ProgressUpdateRequest = z.strictObject({ problemsCompleted: Count, streak: Count });
export type ProgressUpdateRequest = z.infer<typeof ProgressUpdateRequest>;

/** POST /api/practice/grade: the server grades with math-core `checkAnswer`. */
export const GradeRequest = z.strictObject({
  problemId: z.string().check(z.minLength(1), z.maxLength(100)),
  answer: answerText(),
});
export type GradeRequest = z.input<typeof GradeRequest>;
/** Most characters of a mistake's sentence (math-core's are one sentence, well under this). */
export const MISTAKE_REASON_MAX = 500;

/**
 * Why a wrong first answer is wrong, when one of the common mistakes math-core knows explains it
 * (`explainAnswer`): the mistake by name, a slug such as `sign-of-moved-term`,
 * `negative-root-forgotten` or `inequality-not-reversed` (math-core may name more), and the
 * sentence that says it to the student ("3 was added to the other side instead of subtracted: …").
 * It comes only with a `retry`, before the second try, and never gives the answer away.
 */
export const AnswerMistake = z.object({
  id: z.string().check(z.maxLength(64), z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/)),
  reason: z.string().check(z.minLength(1), z.maxLength(MISTAKE_REASON_MAX)),
});
export type AnswerMistake = z.infer<typeof AnswerMistake>;

/**
 * A graded answer. A wrong first answer leaves one more try (`retry`): nothing is counted yet and
 * the solution is held back (a common mistake that explains the answer may come with it, as
 * `mistake`); the problem's outcome (a correct answer, or a second wrong one) is counted once and
 * comes with the answer and its working.
 */
export const GradeResponse = z.object({
  correct: z.boolean(),
  /** True after a wrong first answer: one more try is left, and nothing was counted. */
  retry: z.boolean(),
  /** With a `retry` only: the common mistake that explains the wrong answer, when one does. */
  mistake: z.optional(AnswerMistake),
  /** True when this answer was the second try of the problem. */
  secondTry: z.boolean(),
  category: PracticeCategory,
  /** The solution, once the problem's outcome is known (absent when `retry`). */
  correctAnswer: z.optional(z.string()),
  steps: z.optional(z.array(z.string())),
  /** `correctAnswer` as MathML. */
  correctAnswerMathml: z.optional(MathML),
  /** The worked solution: `steps` with a note and MathML for each. */
  explanation: z.optional(z.array(MathStep)),
  progress: Progress,
});
export type GradeResponse = z.infer<typeof GradeResponse>;

// ---------------------------------------------------------------- marketplace & catalog

export const ProductDifficulty = z.enum(productDifficulties);
export type ProductDifficulty = z.infer<typeof ProductDifficulty>;

/** Product ids are URL-safe slugs. */
export const ProductId = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9-]*$/, 'Unknown product'));

/** Marketplace product; `price` is in dollars on the wire (stored as cents). */
export const Product = z.object({
  id: ProductId,
  title: z.string(),
  description: z.string(),
  difficulty: ProductDifficulty,
  features: z.array(z.string()),
  price: z.number().check(z.positive()),
  /** True for a pack that gathers the skills of several packs; Pro's included pack is never one. */
  bundle: z.boolean(),
});
export type Product = z.infer<typeof Product>;
export const ProductList = z.array(Product);

/** Anything that can be bought: a marketplace pack or a subscription tier (pro, master). */
export const CatalogItem = z.object({
  id: ProductId,
  name: z.string(),
  kind: z.enum(['pack', 'subscription']),
  price: z.number().check(z.positive()),
});
export type CatalogItem = z.infer<typeof CatalogItem>;
export const CatalogParams = z.strictObject({ productId: ProductId });

// ---------------------------------------------------------------- skills, mastery and review

export const SkillCategory = z.enum(skillCategories);
export type SkillCategory = z.infer<typeof SkillCategory>;

export const MasteryLevel = z.enum(masteryLevels);
export type MasteryLevel = z.infer<typeof MasteryLevel>;

/** Skill ids are URL-safe slugs, as math-core's `listSkills` names them ("two-step-equations"). */
export const SkillId = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9-]*$/, 'Unknown skill'));
export const SkillParams = z.strictObject({ skillId: SkillId });

/** The id of one problem served to one visitor (it is answered once). */
export const SkillProblemId = z.string().check(z.minLength(1), z.maxLength(100));

const HintLevel = z.int().check(z.minimum(1), z.maximum(MAX_HINT_LEVELS));
/** A time as milliseconds since 1970-01-01 UTC (`new Date(ms)` reads it). */
const EpochMs = z.int().check(z.minimum(0));

/** Where a visitor stands in one skill; a skill never answered has zeros and `not-started`. */
export const SkillProgress = z.object({
  attempts: Count,
  correct: Count,
  level: MasteryLevel,
  /** Recent accuracy weighted by difficulty, 0–100. */
  score: z.int().check(z.minimum(0), z.maximum(100)),
  /** The difficulty the next problem of the skill is served at. */
  difficulty: PracticeDifficulty,
  /** When the skill is next due for review; null until its first correct answer. */
  reviewDueAt: z.nullable(EpochMs),
  /** Days between the last review and the next one; null until then. */
  reviewIntervalDays: z.nullable(z.int().check(z.minimum(1), z.maximum(180))),
});
export type SkillProgress = z.infer<typeof SkillProgress>;

/** GET /api/practice/skills: one entry per skill, with this visitor's progress in it. */
export const SkillSummary = z.object({
  id: SkillId,
  category: SkillCategory,
  name: z.string(),
  description: z.string(),
  /** True when a premium pack unlocks the skill. */
  premium: z.boolean(),
  /** The packs (product ids) that unlock it; empty for a free skill. */
  packs: z.array(ProductId),
  /** True when this visitor may practise it: a free skill, or a premium one whose pack it owns. */
  owned: z.boolean(),
  /** The difficulties it offers, easiest first. */
  difficulties: z.array(PracticeDifficulty).check(z.minLength(1)),
  /** How many hint levels its problems have. */
  hintLevels: HintLevel,
  progress: SkillProgress,
});
export type SkillSummary = z.infer<typeof SkillSummary>;
export const SkillList = z.object({
  skills: z.array(SkillSummary),
  /** Skills whose review is due now. */
  reviewDue: Count,
});
export type SkillList = z.infer<typeof SkillList>;

/**
 * A problem of a skill, as shown before it is answered: the question as text and as MathML,
 * without its answer, hints or working (the grade answer reveals them; hints are asked for one
 * level at a time so the server can count them).
 */
export const SkillProblem = z.object({
  id: SkillProblemId,
  skill: SkillId,
  skillName: z.string(),
  category: SkillCategory,
  difficulty: PracticeDifficulty,
  question: z.string(),
  questionWords: z.optional(QuestionWords),
  questionPieces: z.optional(QuestionPieces),
  questionMathml: MathML,
  hintLevels: HintLevel,
  /** True when the problem is part of a review session. */
  review: z.boolean(),
});
export type SkillProblem = z.infer<typeof SkillProblem>;

/** POST /api/practice/skills/{skillId}/hint: asking for a level is recorded against the problem. */
export const SkillHintRequest = z.strictObject({ problemId: SkillProblemId, level: HintLevel });
export type SkillHintRequest = z.infer<typeof SkillHintRequest>;
export const SkillHint = z.object({
  level: HintLevel,
  text: z.string(),
  /** The same hint as MathML (its words, or the maths of a step). */
  mathml: MathML,
  /** The highest level asked for on this problem so far (what grading counts). */
  hintsUsed: HintLevel,
  hintLevels: HintLevel,
});
export type SkillHint = z.infer<typeof SkillHint>;

/** POST /api/practice/skills/{skillId}/grade: graded on the server against the stored problem. */
export const SkillGradeRequest = z.strictObject({
  problemId: SkillProblemId,
  answer: answerText(),
});
export type SkillGradeRequest = z.input<typeof SkillGradeRequest>;
export const SkillGradeResponse = z.object({
  correct: z.boolean(),
  /** True after a wrong first answer: one more try is left, nothing was counted. */
  retry: z.boolean(),
  /** With a `retry` only: the common mistake that explains the wrong answer, when one does. */
  mistake: z.optional(AnswerMistake),
  /** True when this answer was the second try of the problem. */
  secondTry: z.boolean(),
  /**
   * 1 for a correct first answer without hints, 0.75 after one hint level, 0.5 after more, 0 when
   * wrong; a correct second try earns what one more hint level would.
   */
  credit: z.number().check(z.minimum(0), z.maximum(1)),
  /** Hint levels asked for before answering (0 for none). */
  hintsUsed: z.int().check(z.minimum(0), z.maximum(MAX_HINT_LEVELS)),
  review: z.boolean(),
  skill: SkillId,
  /** The solution, once the problem's outcome is known (absent when `retry`). */
  correctAnswer: z.optional(z.string()),
  correctAnswerMathml: z.optional(MathML),
  steps: z.optional(z.array(z.string())),
  explanation: z.optional(z.array(MathStep)),
  /**
   * The visitor's progress in the skill's practice category after this answer (the progress card's
   * streak and problems completed); absent for a skill outside the three categories, and unchanged
   * by a `retry`.
   */
  categoryProgress: z.optional(z.object({ category: PracticeCategory, progress: Progress })),
  /** The mastery level before this answer; `progress.level` is the one after it. */
  previousLevel: MasteryLevel,
  progress: SkillProgress,
});
export type SkillGradeResponse = z.infer<typeof SkillGradeResponse>;

/** GET /api/practice/review: problems of the skills due for review, interleaved. */
export const ReviewSession = z.object({
  /** Skills due for review now. */
  due: Count,
  /** The session's problems (no skill twice in a row while another is due); empty when none is due. */
  problems: z.array(SkillProblem),
  /** When the next skill not in this session falls due; null when none is scheduled. */
  nextDueAt: z.nullable(EpochMs),
});
export type ReviewSession = z.infer<typeof ReviewSession>;

// ---------------------------------------------------------------- answers given offline

/**
 * Seeds of problems made in the browser while offline: whole numbers from 1 to OFFLINE_SEED_MAX,
 * so the server makes the same problem from the same seed (and it fits a PostgreSQL integer).
 */
export const OFFLINE_SEED_MAX = 2 ** 31 - 2;
const OfflineSeed = z.int().check(z.minimum(1), z.maximum(OFFLINE_SEED_MAX));
/**
 * A problem's answers, in the order given: the first, and the second try after a wrong first one.
 * Offline attempts and similar problems send them so, and the server decides the outcome from them.
 */
const TriedAnswers = z.array(answerText()).check(z.minLength(1), z.maxLength(2));
/** What the browser showed; the server grades again and counts its own verdict only. */
const ShownCorrect = z.boolean();

/** The signed name of a batch of offline seeds, as the server wrote it (opaque to the browser). */
const OfflineBatchToken = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,200}$/));

/** The seeds of one free skill, or of one practice category, for problems made offline. */
export const OfflineSeedBatch = z.object({
  kind: z.enum(['skill', 'category']),
  /** The skill's id, or the category. */
  subject: z.string(),
  /** Sent back with each attempt made from one of `seeds`. */
  batch: OfflineBatchToken,
  /** Each seed counts once, at any difficulty the skill offers. */
  seeds: z.array(OfflineSeed),
});
export type OfflineSeedBatch = z.infer<typeof OfflineSeedBatch>;

/** GET /api/practice/offline-seeds: a batch for every free skill and every practice category. */
export const OfflineSeeds = z.object({
  issuedAt: EpochMs,
  /** After this, attempts made from these seeds are refused: fetch a new batch before then. */
  expiresAt: EpochMs,
  batches: z.array(OfflineSeedBatch),
});
export type OfflineSeeds = z.infer<typeof OfflineSeeds>;

/**
 * POST /api/practice/offline-attempts: one problem answered while offline, sent once the browser
 * is back online. The problem is named by what it was made from (a free skill, its difficulty and
 * a seed; or a practice category and a seed), the seed one of a batch the server handed out
 * (`batch`), so the server makes it again and grades the answers itself, as typed, in `lang`.
 * `id` is made by the browser and counted once, however often it is sent.
 */
export const OfflineAttempt = z.discriminatedUnion('kind', [
  z.strictObject({
    id: z.uuid(),
    kind: z.literal('skill'),
    skill: SkillId,
    difficulty: PracticeDifficulty,
    batch: OfflineBatchToken,
    seed: OfflineSeed,
    /** Hint levels shown before the outcome (0 for none). */
    hintsUsed: z.int().check(z.minimum(0), z.maximum(MAX_HINT_LEVELS)),
    answers: TriedAnswers,
    /**
     * The language of the page the answers were typed on: they are read in its notation (`2,5`
     * is 2.5 in Spanish); English without it.
     */
    lang: z.optional(PracticeLanguageCode),
    shownCorrect: ShownCorrect,
  }),
  z.strictObject({
    id: z.uuid(),
    kind: z.literal('category'),
    category: PracticeCategory,
    batch: OfflineBatchToken,
    seed: OfflineSeed,
    answers: TriedAnswers,
    /**
     * The language of the page the answers were typed on: they are read in its notation (`2,5`
     * is 2.5 in Spanish); English without it.
     */
    lang: z.optional(PracticeLanguageCode),
    shownCorrect: ShownCorrect,
  }),
]);
export type OfflineAttempt = z.infer<typeof OfflineAttempt>;
export const OfflineAttemptResult = z.object({
  id: z.string(),
  /** True when this call counted the answer; false when an earlier call with its id already had. */
  recorded: z.boolean(),
  /** The server's own verdict on the problem's outcome. */
  correct: z.boolean(),
  /**
   * False when the answer gave no credit: its skill already rose a level from offline answers
   * today (they may raise it one level a day); kept, and its verdict answered, but not counted.
   */
  credited: z.boolean(),
});
export type OfflineAttemptResult = z.infer<typeof OfflineAttemptResult>;

// ---------------------------------------------------------------- similar problems

/**
 * POST /api/practice/similar-attempts: a similar problem answered on the solver's page, counted in
 * its practice category. It names the problem the student solved (`problem`, as typed) and the
 * similar one shown (`similar`, as math-core's `similarProblem` made it), so the server confirms
 * the second is like the first and grades the answers itself.
 */
const SolverProblem = z.string().check(z.minLength(1), z.maxLength(SOLVE_PROBLEM_MAX));
export const SimilarAttempt = z.strictObject({
  problem: SolverProblem,
  similar: SolverProblem,
  answers: TriedAnswers,
});
export type SimilarAttempt = z.infer<typeof SimilarAttempt>;
export const SimilarAttemptResult = z.object({
  /** The server's own verdict on the problem's outcome. */
  correct: z.boolean(),
  /** False when the visitor's progress counted this problem already: nothing changed. */
  recorded: z.boolean(),
  /** The practice category the problem counts in. */
  category: PracticeCategory,
  /** The visitor's progress in the category after this call. */
  progress: Progress,
});
export type SimilarAttemptResult = z.infer<typeof SimilarAttemptResult>;

// ---------------------------------------------------------------- contact

export const ContactRequest = z.strictObject({
  name: typedText('Please enter your name', 100, 'Name is too long'),
  email: Email,
  subject: typedText('Please enter a subject', 200, 'Subject is too long'),
  message: typedText(
    'Please enter a message',
    CONTACT_MESSAGE_MAX,
    `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  ),
});
export type ContactRequest = z.input<typeof ContactRequest>;
export const ContactResponse = z.object({ ok: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof ContactResponse>;

// ---------------------------------------------------------------- payments

/** POST /api/create-payment-intent. The server checks `amount` against its own catalog. */
export const PaymentIntentRequest = z.strictObject({
  productId: ProductId,
  amount: z.number().check(z.positive(), z.maximum(100_000)),
  /** The premium pack a Pro plan includes: required for `pro`, refused for anything else. */
  packId: z.optional(ProductId),
  /**
   * The page's language: the payment's description, which Stripe's emailed receipt carries (what
   * was bought and the restore code), is written in it. English without it.
   */
  lang: z.optional(PracticeLanguageCode),
});
export type PaymentIntentRequest = z.infer<typeof PaymentIntentRequest>;
export const PaymentIntentResponse = z.object({
  clientSecret: z.string().check(z.minLength(1)),
  /** The catalog price in dollars, which the page shows. */
  amount: z.number().check(z.positive()),
  productName: z.string(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponse>;

/** GET /api/payments/config: `publishableKey` null means card payments are not configured. */
export const PaymentsConfig = z.object({
  publishableKey: z.nullable(z.string().check(z.minLength(1))),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;

export const WebhookResponse = z.object({ received: z.literal(true) });

// ---------------------------------------------------------------- purchases

/** An ISO 8601 date-time in UTC (`2026-12-01T09:00:00.000Z`). */
const IsoDateTime = z.iso.datetime();

export const PlanId = z.enum(planIds);
export type PlanId = z.infer<typeof PlanId>;
export const PlanName = z.enum(planNames);
export type PlanName = z.infer<typeof PlanName>;

/** A restore code as the server writes it: `XXXXX-XXXXX-XXXXX-XXXXX` (Crockford base32). */
export const RestoreCode = z.string().check(z.regex(RESTORE_CODE_PATTERN));

/** Something this visitor paid for: a pack, or a plan purchase. */
export const PurchasedProduct = z.object({
  productId: ProductId,
  title: z.string(),
  purchasedAt: IsoDateTime,
});
export type PurchasedProduct = z.infer<typeof PurchasedProduct>;

/** The visitor's active plan: Master while one is active, else Pro. */
export const ActivePlan = z.object({
  name: PlanName,
  expiresAt: IsoDateTime,
  /** The pack a Pro plan includes; absent for Master (every pack). */
  packId: z.optional(ProductId),
  /** True while the plan is a free trial. */
  trial: z.boolean(),
});
export type ActivePlan = z.infer<typeof ActivePlan>;

/** The Free tier's monthly allowance of premium-skill problems, as it stands for this visitor. */
export const FreeProblems = z.object({
  limit: Count,
  /** Problems still to be had this month (0 to `limit`). */
  left: Count,
  /** When the allowance starts again: the first of next month, 00:00 UTC. */
  resetsAt: IsoDateTime,
});
export type FreeProblems = z.infer<typeof FreeProblems>;

/** GET /api/purchases, and the answer of restore and trial: what this visitor owns. */
export const Purchases = z.object({
  products: z.array(PurchasedProduct),
  plan: z.nullable(ActivePlan),
  /** Every pack the visitor may practise now: bought, the active Pro plan's, or all under Master. */
  ownedPackIds: z.array(ProductId),
  /** The code that restores these purchases on another browser; null before any checkout or trial. */
  restoreCode: z.nullable(RestoreCode),
  /** The Free tier's premium problems this month; null while the visitor owns a pack or plan. */
  freeProblems: z.nullable(FreeProblems),
});
export type Purchases = z.infer<typeof Purchases>;

/** POST /api/purchases/confirm: the return from the payment page names its PaymentIntent. */
export const PurchaseConfirmRequest = z.strictObject({
  paymentIntentId: z
    .string()
    .check(z.minLength(4), z.maxLength(255), z.regex(/^pi_[A-Za-z0-9_]+$/, 'Unknown payment')),
});
export type PurchaseConfirmRequest = z.infer<typeof PurchaseConfirmRequest>;

export const PurchaseStatus = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

export const PurchaseConfirmResponse = z.object({
  /**
   * `processing`: not settled yet, ask again; `failed`: nothing was granted; `duplicate`: paid for
   * what was already owned, refunded through Stripe.
   */
  status: PurchaseStatus,
  productId: ProductId,
  /**
   * Whether this browser holds what the payment bought. False when it let go of the purchases
   * (Forget this browser) while paying: the payment still counts, for the restore code.
   */
  held: z.boolean(),
  purchases: Purchases,
});
export type PurchaseConfirmResponse = z.infer<typeof PurchaseConfirmResponse>;

/** POST /api/purchases/restore. */
export const RestoreRequest = z.strictObject({
  code: typedText(
    'Please enter your restore code',
    RESTORE_CODE_INPUT_MAX,
    'That is not a restore code',
  ),
});
export type RestoreRequest = z.input<typeof RestoreRequest>;

/** POST /api/purchases/trial: Pro needs the pack it includes. */
export const TrialRequest = z.strictObject({
  plan: PlanId,
  packId: z.optional(ProductId),
});
export type TrialRequest = z.infer<typeof TrialRequest>;
