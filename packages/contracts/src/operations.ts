/**
 * Every call of the API, declared once as the route the server registers: method, URL (Fastify's
 * `:param` form) and the route's `schema`, which holds the zod schemas the server validates and
 * serialises with (`params`, `body`, `response`) together with what the OpenAPI document says of
 * the call (summary, description, tag, security, error statuses with their codes).
 *
 * The API registers each route with its declaration (`app.route({ ...operations.x, handler })`),
 * and serves the OpenAPI document generated from the routes it registered (`./openapi`); the
 * contracts build writes the same document for the web's API reference page.
 */
import * as z from 'zod/mini';
import {
  apiPaths,
  CatalogItem,
  CatalogParams,
  CategoryParams,
  ClassAnswerRequest,
  ClassAnswerResponse,
  ClassEventsQuery,
  ClassHelpResponse,
  ClassProblemParams,
  ClassSet,
  ClassSetDetail,
  ClassSetList,
  ClassSetParams,
  ClassStudentParams,
  ClassStudentWork,
  ContactRequest,
  ContactResponse,
  CreateClassSetRequest,
  type ErrorCode,
  FREE_PREMIUM_PROBLEMS_PER_MONTH,
  GradeRequest,
  GradeResponse,
  HealthResponse,
  JOIN_MAX_PER_MINUTE,
  JoinInfo,
  JoinParams,
  JoinRequest,
  JoinResponse,
  NewsletterRequest,
  NewsletterResponse,
  OFFLINE_BATCH_DAYS,
  OFFLINE_BATCH_SIZE,
  OFFLINE_LEVELS_PER_DAY,
  OfflineAttempt,
  OfflineAttemptResult,
  OfflineSeeds,
  OkResponse,
  PasskeyOptions,
  PasskeyRequest,
  PaymentIntentRequest,
  PaymentIntentResponse,
  PaymentsConfig,
  type PracticeCategory,
  PracticeLanguageQuery,
  PracticeProblem,
  ProductList,
  Progress,
  ProgressUpdateRequest,
  PurchaseConfirmRequest,
  PurchaseConfirmResponse,
  Purchases,
  RandomProblemQuery,
  RECOVER_MAX_TRIES,
  RECOVER_WINDOW_MS,
  RESTORE_MAX_FAILURES,
  RESTORE_WINDOW_MS,
  RecoverRequest,
  RestoreRequest,
  ReviewSession,
  SimilarAttempt,
  SimilarAttemptResult,
  SkillGradeRequest,
  SkillGradeResponse,
  SkillHint,
  SkillHintRequest,
  SkillList,
  SkillParams,
  SkillProblem,
  StudentClassWork,
  TeacherResponse,
  TeacherSession,
  TeacherWithRecovery,
  TRIAL_DAYS,
  TrialRequest,
  VisitorResponse,
  WebhookResponse,
  WorkingRequest,
  WorkingResponse,
} from './index.js';

export type HttpMethod = 'get' | 'post';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** A JSON Schema (draft 2020-12) object, as it appears in the document. */
export type JsonSchema = { [keyword: string]: unknown };

export interface HeaderParameter {
  name: string;
  required: boolean;
  description: string;
  schema: JsonSchema;
}

/** OpenAPI security requirements: which schemes of `components.securitySchemes` a call uses. */
export type SecurityRequirements = readonly Readonly<Record<string, readonly string[]>>[];

/** The name of the visitor cookie's security scheme in the document. */
export const VISITOR_SECURITY = 'visitorCookie';

/** The name of the teacher session cookie's security scheme in the document. */
export const TEACHER_SECURITY = 'teacherCookie';
/** The name of the student cookie's security scheme in the document. */
export const STUDENT_SECURITY = 'studentCookie';

/** Needs a signed-in teacher's session cookie (without it: 401 `teacher_required`). */
const teacher: SecurityRequirements = [{ [TEACHER_SECURITY]: [] }];
/** Needs the cookie of a student who joined the set (without it: 401 `student_required`). */
const student: SecurityRequirements = [{ [STUDENT_SECURITY]: [] }];

/** Sends the visitor cookie when it has one; without it the call answers for a new visitor. */
const visitor: SecurityRequirements = [{ [VISITOR_SECURITY]: [] }, {}];
/** Needs the visitor cookie an earlier call set (without it: 400 `cookie_required`). */
const returningVisitor: SecurityRequirements = [{ [VISITOR_SECURITY]: [] }];

/** Whether a call needs the visitor cookie an earlier call set (400 `cookie_required` without). */
export const needsVisitorCookie = (schema: Pick<OperationSchema, 'security'>) =>
  schema.security === returningVisitor;

/** The `schema` of a route: what Fastify validates with, and what the document says of it. */
export interface OperationSchema {
  operationId: string;
  tags: readonly [string];
  summary: string;
  description: string;
  /** Omitted: the call needs no cookie. */
  security?: SecurityRequirements;
  /** Path parameters; a value they refuse is answered 404 (an unknown thing), not 400. */
  params?: z.ZodMiniObject;
  /** Query parameters, each optional; a value they refuse is answered 400. */
  querystring?: z.ZodMiniObject;
  /** Documented headers the handler reads itself (not `headers`, which Fastify would validate). */
  headerParams?: readonly HeaderParameter[];
  /** The JSON request body. */
  body?: z.core.$ZodType;
  /** A JSON body the server takes as raw bytes (no contract schema): what it is. */
  rawBody?: string;
  /** The success answer, by status. */
  response: Readonly<Partial<Record<200 | 201, z.core.$ZodType>>>;
  /**
   * A 200 answer that is not JSON (a stream of events, a CSV file), which the handler writes
   * itself: its media type and what it holds.
   */
  rawResponse?: { mediaType: string; description: string };
  responseDescription: string;
  /**
   * Every error status this call answers with, and the codes its body can carry: the call's own,
   * declared, and those that follow from its shape, added by `declare` (see `derivedErrors`).
   */
  errors: Readonly<Partial<Record<ErrorStatus, readonly ErrorCode[]>>>;
  /**
   * A POST that other sites may send (Stripe's webhook, authenticated by its signature). Every
   * other POST is refused with 403 `cross_site` when a browser sends it from another site.
   */
  allowCrossSite?: true;
  /**
   * The call does mathematics (makes a problem, grades an answer, runs the solver), which the
   * server runs on worker threads within a time limit: past it, 422 `too_complex`.
   */
  maths?: true;
}

/** A route as the API registers it. */
export interface Operation {
  method: 'GET' | 'POST';
  url: string;
  schema: OperationSchema;
}

type Declared = Record<
  string,
  { method: Operation['method']; url: string; schema: Omit<OperationSchema, 'operationId'> }
>;

type Errors = OperationSchema['errors'];

/**
 * The errors a call answers because of its shape, whatever it does:
 * - every call: 400 `bad_request` (a URL the server cannot decode is refused before any route
 *   runs), 500 `internal_error`, and 503 `service_unavailable` (the server is restarting; and
 *   the database, for a call that uses it, is out of reach, full or read-only);
 * - a path parameter the call refuses names nothing it knows: 404 `not_found`;
 * - every POST: a body that is not JSON (400 `bad_request`, 415), too large (413), and 403
 *   `cross_site` when a browser sends it from another site (unless `allowCrossSite`);
 * - a JSON body or a query string: 400 `validation_error`;
 * - a call that needs the visitor cookie an earlier call set: 400 `cookie_required`;
 * - a call that does mathematics: 422 `too_complex` past the time limit of one task.
 */
export function derivedErrors(
  method: Operation['method'],
  schema: Omit<OperationSchema, 'operationId'>,
): Errors {
  const post = method === 'POST';
  const needsCookie = needsVisitorCookie(schema);
  return {
    400: [
      'bad_request',
      ...(schema.body || schema.querystring ? (['validation_error'] as const) : []),
      ...(needsCookie ? (['cookie_required'] as const) : []),
    ],
    ...(post && !schema.allowCrossSite ? { 403: ['cross_site'] } : {}),
    ...(schema.params ? { 404: ['not_found'] } : {}),
    ...(post ? { 413: ['payload_too_large'], 415: ['unsupported_media_type'] } : {}),
    ...(schema.maths ? { 422: ['too_complex'] } : {}),
    500: ['internal_error'],
    503: ['service_unavailable'],
  };
}

/** Both lists of each status (the first's codes first), each code once, statuses in ascending order. */
function mergeErrors(a: Errors, b: Errors): Errors {
  const merged: Partial<Record<ErrorStatus, readonly ErrorCode[]>> = {};
  const statuses = new Set([...Object.keys(a), ...Object.keys(b)].map(Number) as ErrorStatus[]);
  for (const status of [...statuses].sort((x, y) => x - y))
    merged[status] = [...new Set([...(a[status] ?? []), ...(b[status] ?? [])])];
  return merged;
}

/**
 * The declarations with each key as its `operationId` (so an id is written once) and its own
 * errors added to those that follow from its shape, so no status a call can answer is left out of
 * the document.
 */
function declare<const T extends Declared>(
  declared: T,
): { [K in keyof T]: T[K] & { schema: T[K]['schema'] & { operationId: K } } } {
  return Object.fromEntries(
    Object.entries(declared).map(([operationId, op]) => [
      operationId,
      {
        ...op,
        schema: {
          ...op.schema,
          operationId,
          errors: mergeErrors(derivedErrors(op.method, op.schema), op.schema.errors),
        },
      },
    ]),
  ) as never;
}

/** `/api/teach/sets/:setId…` and `/api/join/:code…`: a path built with Fastify's parameters. */
const paramUrl = (url: string) => url.replace(/%3A/g, ':');

const categoryUrl = (build: (category: PracticeCategory) => string) =>
  build(':category' as PracticeCategory);

/** `/api/practice/skills/:skillId/…`. */
const skillUrl = (build: (skillId: string) => string) =>
  build('SKILL_ID').replace('SKILL_ID', ':skillId');

/** What the document call answers, as far as a client needs to check it. */
const OpenApiDocumentShape = z
  .looseObject({
    openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
    info: z.looseObject({}),
    paths: z.looseObject({}),
  })
  .check(z.describe('An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.1)'));

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Every call of the API, by operation id, in the order the reference lists them. */
export const operations = declare({
  getHealth: {
    method: 'GET',
    url: apiPaths.health,
    schema: {
      tags: ['health'],
      summary: 'Check the server',
      description:
        'Answers once the database takes writes; 503 (with `Retry-After`) while it does not.',
      response: { 200: HealthResponse },
      responseDescription: 'The server and its database are up',
      errors: {},
    },
  },
  getOpenApiDocument: {
    method: 'GET',
    url: OPENAPI_PATH,
    schema: {
      tags: ['reference'],
      summary: 'This API description',
      description:
        'This OpenAPI 3.1 document, generated from the same schemas the server validates with.',
      response: { 200: OpenApiDocumentShape },
      responseDescription: 'An OpenAPI 3.1 document',
      errors: {},
    },
  },
  startVisit: {
    method: 'POST',
    url: apiPaths.visitor,
    schema: {
      tags: ['visitor'],
      security: visitor,
      summary: 'Start or resume a visit',
      description: `Makes sure the client holds the visitor cookie: without one (or with one that does not verify), it sets a new one and answers \`new\`; with one, it changes nothing and answers \`returning\`. A page calls it once before its first call that keeps something for the visitor, so a first visit never meets 400 \`cookie_required\`.`,
      response: { 200: VisitorResponse },
      responseDescription: 'Whether this call set the cookie',
      errors: {},
    },
  },
  subscribeNewsletter: {
    method: 'POST',
    url: apiPaths.newsletter,
    schema: {
      tags: ['newsletter'],
      summary: 'Subscribe to the newsletter',
      description:
        'Stores the address (trimmed, lower-cased) once; subscribing an address again is still a success.',
      body: NewsletterRequest,
      response: { 200: NewsletterResponse },
      responseDescription: 'Subscribed',
      errors: { 429: ['rate_limited'] },
    },
  },
  getRandomProblem: {
    method: 'GET',
    url: categoryUrl(apiPaths.randomProblem),
    schema: {
      maths: true,
      tags: ['practice'],
      summary: 'A random practice problem',
      description:
        "A new problem of the category, made by math-core from a random seed (its id names the category and the seed), never the one this visitor was shown last (remembered in the `mt_last_problem` cookie). `difficulty` asks for one level (Easy, Medium or Hard); without it the seed picks the level. `lang` (en, es, fr, de or pt; English without it) writes the problem in the page's language: its question, hint and step notes in that language's words and its maths in that language's notation (2,5), the same problem and answer as in English.",
      params: CategoryParams,
      querystring: RandomProblemQuery,
      response: { 200: PracticeProblem },
      responseDescription:
        'A problem, with its answer, hint and worked steps, as text and as MathML',
      errors: { 404: ['not_found'] },
    },
  },
  gradeAnswer: {
    method: 'POST',
    url: apiPaths.grade,
    schema: {
      maths: true,
      tags: ['practice'],
      security: returningVisitor,
      summary: 'Grade an answer',
      description: `Checks the answer on the server and counts it in the visitor's progress for the problem's category. A wrong first answer leaves one more try (\`retry\`, nothing counted, the solution held back), with \`mistake\` when one of the common mistakes explains it (its name and a sentence saying what went wrong, e.g. \`sign-of-moved-term\`: “3 was added to the other side instead of subtracted: …”); the problem's outcome, a correct answer or a second wrong one, is counted once (the server keeps the try, so it cannot be sent again as a first one). A visitor's problem left after a wrong first answer counts as missed when another problem of the category is graded. An answer that cannot be read (\`abc\` where a number is asked for) is 400 \`unreadable_answer\`: nothing is recorded and the problem stays answerable. A problem counts once per visitor: answering it again once its outcome is counted is 409 \`conflict\`, and counts nothing. \`lang\` (en, es, fr, de or pt; English without it), the page's language, as a problem is asked for in: \`mistake\`'s sentence is written in it, its maths in that language's notation.`,
      querystring: PracticeLanguageQuery,
      body: GradeRequest,
      response: { 200: GradeResponse },
      responseDescription:
        'The verdict, whether one more try is left, the correct answer and its steps (as text and as MathML) once the outcome is known, and the progress',
      errors: {
        400: ['unreadable_answer'],
        404: ['not_found'],
        409: ['conflict'],
        429: ['rate_limited'],
      },
    },
  },
  recordSimilarAttempt: {
    method: 'POST',
    url: apiPaths.similarAttempts,
    schema: {
      maths: true,
      tags: ['practice'],
      security: returningVisitor,
      summary: 'Count a similar problem answered',
      description: `A problem like one the visitor solved, made in the browser by math-core's \`similarProblem\` from that problem (\`problem\`, as typed), answered and graded on the solver's page. The server confirms the problem shown (\`similar\`) is like the one solved, as math-core's \`confirmSimilarProblem\` does: the same problem but for its numbers, solved the same way, with answers as clean (400 \`validation_error\` on \`problem\` when it is not, or when the problem has no practice category to count in: only algebra, logarithm and geometry problems do), grades the answers itself (the second answer is the one more try after a wrong first; one wrong answer alone is a miss) and counts the outcome in the category's streak and problems completed, as a practice answer would. A problem counts once per visitor: sending it again answers \`recorded: false\` with the progress as it stands, and counts nothing. An answer that cannot be read is 400 \`unreadable_answer\`; nothing is recorded for it. \`lang\` (en, es, fr, de or pt; English without it), the page's language: why a problem or an answer is refused is written in it, as \`similarProblem\` and \`checkSimilarAnswer\` say it on the page.`,
      querystring: PracticeLanguageQuery,
      body: SimilarAttempt,
      response: { 200: SimilarAttemptResult },
      responseDescription:
        'The server’s verdict, whether this call counted it, and the progress in the category',
      errors: {
        400: ['unreadable_answer'],
        429: ['rate_limited'],
      },
    },
  },
  listSkills: {
    method: 'GET',
    url: apiPaths.skills,
    schema: {
      tags: ['skills'],
      security: visitor,
      summary: "The skills, with this visitor's progress in each",
      description: `Every practice skill (free ones first, each category in teaching order) with its category, name, description, whether a premium pack unlocks it, its difficulties and hint levels, and the visitor's attempts, mastery level, current difficulty and next review. Also the number of skills due for review. \`lang\` (en, es, fr, de or pt; English without it), the page's language: the skills' names and descriptions are written in it.`,
      querystring: PracticeLanguageQuery,
      response: { 200: SkillList },
      responseDescription: "The skills and the visitor's progress",
      errors: {},
    },
  },
  getSkillProblem: {
    method: 'GET',
    url: skillUrl(apiPaths.skillProblem),
    schema: {
      maths: true,
      tags: ['skills'],
      security: returningVisitor,
      summary: "A problem of a skill, at the visitor's difficulty",
      description: `A new problem of the skill at the difficulty the visitor's answers have reached (harder after a clean success, easier after a miss). It replaces the visitor's previous unanswered problem of the skill, and is answered once. Hints and the answer are not in it: ask for hints with the hint call, the grade call reveals the answer. A premium skill the visitor's packs do not unlock is served from the Free tier's ${FREE_PREMIUM_PROBLEMS_PER_MONTH} problems a month to a visitor who owns no pack or plan, and answers 403 \`not_owned\` otherwise. The problem is stored for the visitor to answer. \`lang\` (en, es, fr, de or pt; English without it), the page's language: the skill's problem and name are written in it, its maths in that language's notation.`,
      params: SkillParams,
      querystring: PracticeLanguageQuery,
      response: { 200: SkillProblem },
      responseDescription: 'The problem, as text and as MathML',
      errors: {
        403: ['not_owned'],
        404: ['not_found'],
        409: ['conflict'],
        429: ['rate_limited'],
      },
    },
  },
  getSkillHint: {
    method: 'POST',
    url: skillUrl(apiPaths.skillHint),
    schema: {
      maths: true,
      tags: ['skills'],
      security: returningVisitor,
      summary: 'A hint for a problem of a skill',
      description: `One hint level of an unanswered problem: 1 a nudge, 2 the method, 3 (some skills) the first step. The highest level asked for is recorded, and a correct answer then earns partial credit (0.75 after one level, 0.5 after more). \`lang\` (en, es, fr, de or pt; English without it), the page's language: a free skill's hint is written in it.`,
      params: SkillParams,
      querystring: PracticeLanguageQuery,
      body: SkillHintRequest,
      response: { 200: SkillHint },
      responseDescription: 'The hint, as text and as MathML',
      errors: {
        403: ['not_owned'],
        404: ['not_found'],
        409: ['conflict'],
        429: ['rate_limited'],
      },
    },
  },
  gradeSkillAnswer: {
    method: 'POST',
    url: skillUrl(apiPaths.skillGrade),
    schema: {
      maths: true,
      tags: ['skills'],
      security: returningVisitor,
      summary: 'Grade an answer to a problem of a skill',
      description: `Checks the answer on the server against the stored problem and updates the visitor's progress in the skill: attempts, mastery level, the next difficulty, and the review schedule (set by the first correct answer, then moved by each review answer while the skill is due; a missed review also drops the level one step). A wrong first answer leaves one more try (\`retry\`: nothing counted, the solution held back), with \`mistake\` when one of the common mistakes explains it; a correct second try earns the credit of one more hint level. The outcome also counts in the progress of the skill's practice category (streak and problems completed), for a skill of algebra, logarithms or geometry. An answer that cannot be read is 400 \`unreadable_answer\`: nothing is recorded and the problem stays answerable. \`lang\` (en, es, fr, de or pt; English without it), the page's language: \`mistake\`'s sentence is written in it, its maths in that language's notation.`,
      params: SkillParams,
      querystring: PracticeLanguageQuery,
      body: SkillGradeRequest,
      response: { 200: SkillGradeResponse },
      responseDescription:
        'The verdict and credit, whether one more try is left, the correct answer and its working (as text and as MathML) once the outcome is known, and the progress in the skill and its category',
      errors: {
        400: ['unreadable_answer'],
        403: ['not_owned'],
        404: ['not_found'],
        409: ['conflict'],
        429: ['rate_limited'],
      },
    },
  },
  recordOfflineAttempt: {
    method: 'POST',
    url: apiPaths.offlineAttempts,
    schema: {
      maths: true,
      tags: ['skills'],
      security: returningVisitor,
      summary: 'Count a problem answered offline',
      description: `A problem the browser made and checked while offline (a free skill's, or a practice category's) from a seed of a batch this visitor got from the offline-seeds call, sent when it is back online. The server checks the seed is one of that batch (signed, for this visitor and this skill or category, at most ${OFFLINE_BATCH_DAYS} days old; 400 \`validation_error\` on \`seed\` or \`batch\` otherwise), makes the problem again from what made it (skill, difficulty and seed, or category and seed), grades the answers itself (the second answer is the one more try after a wrong first; one wrong answer alone is a miss) and counts the outcome as an online answer would: in the skill's attempts, mastery, next difficulty and review schedule, and in the category's streak and problems completed. \`shownCorrect\` is what the page showed; only the server's verdict counts. Offline credit is bounded: an answer counts at the skill's current difficulty at most, offline answers raise a skill's mastery level by at most ${OFFLINE_LEVELS_PER_DAY} a day (UTC; the first answer's step to \`attempted\` aside), and a category problem counts once; an answer past that is kept with its verdict but not counted (\`credited: false\`). \`id\` is the browser's: an attempt is counted once, and sending it again answers \`recorded: false\` with the verdict it had; a seed counts once, so the same seed under another id is 409 \`conflict\`. A premium skill is 403 \`not_owned\` (premium problems are made online only), an unknown skill 404, an answer that cannot be read 400 \`unreadable_answer\`; nothing is recorded for them.`,
      body: OfflineAttempt,
      response: { 200: OfflineAttemptResult },
      responseDescription:
        'The server’s verdict, whether this call counted it, and whether it gave credit',
      errors: {
        400: ['unreadable_answer'],
        403: ['not_owned'],
        404: ['not_found'],
        409: ['conflict'],
        429: ['rate_limited'],
      },
    },
  },
  getOfflineSeeds: {
    method: 'GET',
    url: apiPaths.offlineSeeds,
    schema: {
      tags: ['skills'],
      security: returningVisitor,
      summary: 'Seeds for practising offline',
      description: `A batch of ${OFFLINE_BATCH_SIZE} seeds for every free skill and every practice category, signed for this visitor: the browser keeps them and makes its offline problems from them with math-core, and an answer given offline counts only for a seed of such a batch, once. Nothing is stored: each call hands out new batches, and older ones still count until they expire (${OFFLINE_BATCH_DAYS} days).`,
      response: { 200: OfflineSeeds },
      responseDescription: 'The batches, and until when they count',
      errors: { 429: ['rate_limited'] },
    },
  },
  getReviewSession: {
    method: 'GET',
    url: apiPaths.review,
    schema: {
      maths: true,
      tags: ['skills'],
      security: returningVisitor,
      summary: 'A review session of the skills due',
      description: `Up to 10 problems of the skills whose review is due, the most overdue first, interleaved so no skill comes twice in a row while another is due (at most three per skill), each at the skill's current difficulty. Replaces the visitor's previous unanswered review problems. Empty when nothing is due, with the time the next review falls due. \`lang\` (en, es, fr, de or pt; English without it), the page's language: the free skills' problems and names are written in it.`,
      querystring: PracticeLanguageQuery,
      response: { 200: ReviewSession },
      responseDescription: 'The review problems, or none',
      errors: {
        409: ['conflict'],
        429: ['rate_limited'],
      },
    },
  },
  getProgress: {
    method: 'GET',
    url: categoryUrl(apiPaths.progress),
    schema: {
      tags: ['progress'],
      security: visitor,
      summary: "The visitor's progress in a category",
      description: `Problems completed and the current streak; a new visitor starts at zero.`,
      params: CategoryParams,
      response: { 200: Progress },
      responseDescription: 'The progress',
      errors: { 404: ['not_found'] },
    },
  },
  setProgress: {
    method: 'POST',
    url: categoryUrl(apiPaths.progress),
    schema: {
      tags: ['progress'],
      security: returningVisitor,
      summary: "Store the visitor's progress in a category",
      description: `Stores both counters as given and returns them.`,
      params: CategoryParams,
      body: ProgressUpdateRequest,
      response: { 200: Progress },
      responseDescription: 'The stored progress',
      errors: { 404: ['not_found'], 429: ['rate_limited'] },
    },
  },
  listProducts: {
    method: 'GET',
    url: apiPaths.products,
    schema: {
      tags: ['marketplace'],
      summary: 'The premium packs',
      description:
        "Every pack of the marketplace in a stable order, prices in dollars. `lang` (en, es, fr, de or pt; English without it), the page's language: each pack's title, description and features are written in it, the features naming the pack's premium skills as the skills call names them in that language.",
      querystring: PracticeLanguageQuery,
      response: { 200: ProductList },
      responseDescription: 'The packs',
      errors: {},
    },
  },
  getCatalogItem: {
    method: 'GET',
    url: apiPaths.catalogItem(':productId').replace('%3A', ':'),
    schema: {
      tags: ['marketplace'],
      summary: 'Anything that can be bought',
      description:
        "A pack, or a paid subscription tier (`pro`, `master`), with its price in dollars. `lang` (en, es, fr, de or pt; English without it), the page's language: a pack's name is written in it, as the marketplace lists it; a tier's name is the same in every language.",
      params: CatalogParams,
      querystring: PracticeLanguageQuery,
      response: { 200: CatalogItem },
      responseDescription: 'The item',
      errors: { 404: ['not_found'] },
    },
  },
  sendContactMessage: {
    method: 'POST',
    url: apiPaths.contact,
    schema: {
      tags: ['contact'],
      security: visitor,
      summary: 'Send a message to support',
      description: 'Stores the message before answering and returns its id.',
      body: ContactRequest,
      response: { 201: ContactResponse },
      responseDescription: 'Stored',
      errors: { 429: ['rate_limited'] },
    },
  },
  createPaymentIntent: {
    method: 'POST',
    url: apiPaths.paymentIntent,
    schema: {
      tags: ['payments'],
      security: returningVisitor,
      summary: 'Start a card payment',
      description: `Creates a Stripe PaymentIntent for the catalog price of the product and records a pending order. The amount sent must equal that price. \`pro\` needs \`packId\`, the premium pack the plan includes (refused for any other product). The visitor gets its restore code here if it has none, and the PaymentIntent's description carries it, so the receipt Stripe emails (to the address the buyer may give when paying, its \`receipt_email\`) carries it too. Something the visitor already owns for good is not sold again: a pack it bought (here or through a restore code), or Pro with such a pack, is 409 \`already_owned\`; a plan it holds now may be bought again (a renewal, which adds its days after the current end of that plan, or of Pro with that pack). The checkout remembers when it was opened: should a payment for the same thing be made meanwhile (another tab), this one is refunded rather than granted.`,
      headerParams: [
        {
          name: 'Idempotency-Key',
          required: false,
          description: 'Send the same key when retrying a checkout to reuse its PaymentIntent.',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
        },
      ],
      body: PaymentIntentRequest,
      response: { 200: PaymentIntentResponse },
      responseDescription: "The PaymentIntent's client secret and the price to show",
      errors: {
        400: ['amount_mismatch'],
        404: ['not_found'],
        409: ['conflict', 'already_owned'],
        429: ['rate_limited'],
        502: ['payment_provider_error'],
        503: ['payments_not_configured', 'service_unavailable'],
      },
    },
  },
  getPaymentsConfig: {
    method: 'GET',
    url: apiPaths.paymentsConfig,
    schema: {
      tags: ['payments'],
      summary: 'Whether card payments are available',
      description: "Stripe's publishable key, or null when the server takes no payments.",
      response: { 200: PaymentsConfig },
      responseDescription: 'The payment configuration',
      errors: {},
    },
  },
  receiveStripeEvent: {
    method: 'POST',
    url: apiPaths.stripeWebhook,
    schema: {
      tags: ['payments'],
      summary: 'Stripe webhook',
      description:
        'For Stripe only. The signature is checked on the raw body; `payment_intent.succeeded` marks the order paid and grants what was bought (the same fulfilment as the return to the site, which grants once however both arrive), `payment_intent.payment_failed` marks it failed (never over paid) and grants nothing, a payment for what the buyer already had is refunded through Stripe (a failed refund answers 502, so Stripe sends the event again), `charge.refunded` (in full) and `charge.dispute.created` take the grant back (a plan loses exactly that payment’s days), `charge.dispute.closed` won gives it back. Each event id is applied once.',
      headerParams: [
        {
          name: 'Stripe-Signature',
          required: true,
          description: "Stripe's signature of the raw body.",
          schema: { type: 'string', minLength: 1 },
        },
      ],
      rawBody: 'A Stripe event, exactly as Stripe sent it (up to 512 KB).',
      response: { 200: WebhookResponse },
      responseDescription: 'The event was received',
      errors: {
        400: ['invalid_signature'],
        502: ['payment_provider_error'],
        503: ['payments_not_configured'],
      },
      allowCrossSite: true,
    },
  },
  getPurchases: {
    method: 'GET',
    url: apiPaths.purchases,
    schema: {
      tags: ['purchases'],
      security: visitor,
      summary: 'What this visitor owns',
      description: `The packs and plans bought, the active plan (Master over Pro; a trial says so), every pack the visitor may practise now, and its restore code (null before its first checkout or trial).`,
      response: { 200: Purchases },
      responseDescription: "The visitor's purchases",
      errors: {},
    },
  },
  confirmPurchase: {
    method: 'POST',
    url: apiPaths.purchaseConfirm,
    schema: {
      tags: ['purchases'],
      security: returningVisitor,
      summary: 'Confirm the return from the payment page',
      description: `Asks Stripe for the PaymentIntent of one of this visitor's orders and, when it has succeeded, grants the purchase with the same fulfilment the webhook runs (whichever comes first grants; together they grant once). \`processing\` means not settled yet: ask again. \`failed\` grants nothing. \`duplicate\`: the payment was for what the visitor already had (another tab paid first); it grants nothing more and is refunded through Stripe. \`held\` says whether this browser holds what the payment bought: false after Forget this browser during the payment (the purchase then belongs to the restore code of the browser that paid).`,
      body: PurchaseConfirmRequest,
      response: { 200: PurchaseConfirmResponse },
      responseDescription: "How the payment stands, and the visitor's purchases",
      errors: {
        404: ['not_found'],
        429: ['rate_limited'],
        502: ['payment_provider_error'],
        503: ['payments_not_configured', 'service_unavailable'],
      },
    },
  },
  restorePurchases: {
    method: 'POST',
    url: apiPaths.purchaseRestore,
    schema: {
      tags: ['purchases'],
      security: returningVisitor,
      summary: 'Restore purchases with a restore code',
      description: `Adds the purchases of the code to this visitor: what it owned before stays its own, reachable with its own code, and every browser holding the code shares what was and will be bought. Codes are compared in constant time; ${RESTORE_MAX_FAILURES} wrong codes per client in ${RESTORE_WINDOW_MS / 60_000} minutes, then 429 until the window ends.`,
      body: RestoreRequest,
      response: { 200: Purchases },
      responseDescription: "The visitor's purchases, now including the restored ones",
      errors: { 404: ['unknown_code'], 429: ['rate_limited'] },
    },
  },
  startTrial: {
    method: 'POST',
    url: apiPaths.purchaseTrial,
    schema: {
      tags: ['purchases'],
      security: returningVisitor,
      summary: 'Start a free trial of Pro or Master',
      description: `Gives the visitor the plan for ${TRIAL_DAYS} days without payment (Pro with the pack it names). Once per person: a visitor, and every account it restored or that was restored from it, share one trial (a second is 409 \`trial_used\`), whatever the browser later forgets or restores; a client address (an IPv6 /64 network) may start 3 an hour.`,
      body: TrialRequest,
      response: { 200: Purchases },
      responseDescription: "The visitor's purchases, with the trial plan",
      errors: {
        404: ['not_found'],
        409: ['trial_used'],
        429: ['rate_limited'],
      },
    },
  },
  rotateRestoreCode: {
    method: 'POST',
    url: apiPaths.purchaseCode,
    schema: {
      tags: ['purchases'],
      security: returningVisitor,
      summary: 'Give this browser a new restore code',
      description: `Replaces the restore code of the purchases made in this browser: the old code stops working at once, and browsers that entered it keep what they restored. 404 \`not_found\` before the first checkout or trial.`,
      response: { 200: Purchases },
      responseDescription: "The visitor's purchases, with the new code",
      errors: { 404: ['not_found'], 429: ['rate_limited'] },
    },
  },
  forgetBrowser: {
    method: 'POST',
    url: apiPaths.purchaseForget,
    schema: {
      tags: ['purchases'],
      security: returningVisitor,
      summary: 'Detach this browser from its purchases',
      description: `For a shared browser: the purchases leave it (they stay with their restore code, which restores them anywhere).`,
      response: { 200: Purchases },
      responseDescription: "The visitor's purchases: none",
      errors: { 429: ['rate_limited'] },
    },
  },
  registerPasskeyOptions: {
    method: 'POST',
    url: apiPaths.teachRegisterOptions,
    schema: {
      tags: ['teachers'],
      summary: 'Options to create a teacher account with a passkey',
      description:
        'WebAuthn options for `navigator.credentials.create` (through @simplewebauthn/browser): a new teacher id, and a challenge the server keeps for 5 minutes, good for one use. No email and no name is asked.',
      response: { 200: PasskeyOptions },
      responseDescription: 'The options for the browser',
      errors: { 429: ['rate_limited'] },
    },
  },
  registerPasskey: {
    method: 'POST',
    url: apiPaths.teachRegister,
    schema: {
      tags: ['teachers'],
      summary: 'Create a teacher account with a passkey',
      description:
        'Checks the new passkey (its challenge, this site, its origin and its signature), makes the teacher, signs it in (the `mt_teacher` cookie) and answers a recovery code, shown this once: it signs the teacher in without the passkey. 400 `passkey_failed` when the passkey does not check out or its challenge expired or was used.',
      body: PasskeyRequest,
      response: { 200: TeacherWithRecovery },
      responseDescription: 'The teacher, signed in, and its recovery code',
      errors: { 400: ['passkey_failed'], 429: ['rate_limited'] },
    },
  },
  loginPasskeyOptions: {
    method: 'POST',
    url: apiPaths.teachLoginOptions,
    schema: {
      tags: ['teachers'],
      summary: 'Options to sign in with a passkey',
      description:
        'WebAuthn options for `navigator.credentials.get`: a challenge the server keeps for 5 minutes, good for one use, and no list of credentials (the browser offers the passkeys it has for this site).',
      response: { 200: PasskeyOptions },
      responseDescription: 'The options for the browser',
      errors: { 429: ['rate_limited'] },
    },
  },
  loginPasskey: {
    method: 'POST',
    url: apiPaths.teachLogin,
    schema: {
      tags: ['teachers'],
      summary: 'Sign in with a passkey',
      description:
        'Checks the assertion against the passkey stored for it and signs the teacher in (the `mt_teacher` cookie). 400 `passkey_failed` for an unknown passkey, a bad signature, or a challenge that expired or was used.',
      body: PasskeyRequest,
      response: { 200: TeacherResponse },
      responseDescription: 'The teacher, signed in',
      errors: { 400: ['passkey_failed'], 429: ['rate_limited'] },
    },
  },
  recoverTeacher: {
    method: 'POST',
    url: apiPaths.teachRecover,
    schema: {
      tags: ['teachers'],
      summary: 'Sign in with the recovery code',
      description: `Signs the teacher in with its recovery code, which is then spent: a new one is answered, shown this once. Codes are compared by their SHA-256; ${RECOVER_MAX_TRIES} tries per client in ${RECOVER_WINDOW_MS / 60_000} minutes, then 429.`,
      body: RecoverRequest,
      response: { 200: TeacherWithRecovery },
      responseDescription: 'The teacher, signed in, and its new recovery code',
      errors: { 401: ['recovery_failed'], 429: ['rate_limited'] },
    },
  },
  logoutTeacher: {
    method: 'POST',
    url: apiPaths.teachLogout,
    schema: {
      tags: ['teachers'],
      summary: 'Sign out',
      description: 'Ends the session of the `mt_teacher` cookie, if any, and clears the cookie.',
      response: { 200: OkResponse },
      responseDescription: 'Signed out',
      errors: {},
    },
  },
  getTeacher: {
    method: 'GET',
    url: apiPaths.teachMe,
    schema: {
      tags: ['teachers'],
      security: teacher,
      summary: 'The signed-in teacher',
      description:
        'The teacher of the session cookie, or `teacher: null` without a valid session (a signed-out visit is not an error).',
      response: { 200: TeacherSession },
      responseDescription: 'The teacher, or null',
      errors: {},
    },
  },
  listClassSets: {
    method: 'GET',
    url: apiPaths.teachSets,
    schema: {
      tags: ['classes'],
      security: teacher,
      summary: "The teacher's sets",
      description:
        'Every set of the signed-in teacher, newest first, with how many students joined.',
      response: { 200: ClassSetList },
      responseDescription: 'The sets',
      errors: { 401: ['teacher_required'] },
    },
  },
  createClassSet: {
    method: 'POST',
    url: apiPaths.teachSets,
    schema: {
      maths: true,
      tags: ['classes'],
      security: teacher,
      summary: 'Make a set of problems and its join code',
      description:
        'Each typed problem is solved, and its answer checked, when the set is made; a line the solver cannot answer is 422 `problem_unsolved`, its `field` naming the line (`problems.2`, from 0) and `message` saying why. `lang` (en, es, fr, de or pt; English without it), the language of the teacher’s page: typed problems are read in its words and notation (`resuelve 2x + 3 = 7`, `x = 2,5` on a Spanish page), and the solver says why it cannot answer one in it. Drawn problems are made by the practice category’s generator at the level asked. The answer holds a join code of 6 characters without look-alikes and the path students open.',
      querystring: PracticeLanguageQuery,
      body: CreateClassSetRequest,
      response: { 201: ClassSet },
      responseDescription: 'The set, with its join code',
      errors: {
        401: ['teacher_required'],
        422: ['problem_unsolved'],
        429: ['rate_limited'],
      },
    },
  },
  getClassSet: {
    method: 'GET',
    url: paramUrl(apiPaths.teachSet(':setId')),
    schema: {
      tags: ['classes'],
      security: teacher,
      summary: 'A set with every student’s progress',
      description:
        'The set, its students, one cell per student and problem begun (not started is every cell not listed), the most common mistakes per problem with counts, and the id of the last event, after which the live stream goes on. 404 for a set that is not this teacher’s. `lang` (en, es, fr, de or pt; English without it, and then as before), the language of the teacher’s page: each question’s MathML is written in that language’s notation, and a drawn problem has its words in it, as a student who joined in that language reads them (see the student’s work).',
      params: ClassSetParams,
      querystring: PracticeLanguageQuery,
      response: { 200: ClassSetDetail },
      responseDescription: 'The set and its cells',
      errors: { 401: ['teacher_required'], 404: ['not_found'] },
    },
  },
  getClassStudentWork: {
    method: 'GET',
    url: paramUrl(apiPaths.teachStudent(':setId', ':studentId')),
    schema: {
      tags: ['classes'],
      security: teacher,
      summary: 'One student’s working',
      description:
        'Every problem the student began: the lines with their verdicts (and the mistake named), the last answer and how the problem stands.',
      params: ClassStudentParams,
      response: { 200: ClassStudentWork },
      responseDescription: 'The student’s work',
      errors: { 401: ['teacher_required'], 404: ['not_found'] },
    },
  },
  streamClassEvents: {
    method: 'GET',
    url: paramUrl(apiPaths.teachSetEvents(':setId')),
    schema: {
      tags: ['classes'],
      security: teacher,
      summary: 'The set’s cells as they change (server-sent events)',
      description:
        'A `text/event-stream`: each change of a cell is an event `cell` whose `id` is its place in the set’s event log and whose data is a `ClassCellUpdate` (JSON). It starts after `Last-Event-ID` (the header a reconnecting browser sends) or `?after=`, so a reconnect loses nothing; a comment line every 15 s keeps it open. 404 for a set that is not this teacher’s.',
      params: ClassSetParams,
      querystring: ClassEventsQuery,
      headerParams: [
        {
          name: 'Last-Event-ID',
          required: false,
          description: 'The id of the last event received: the stream goes on after it.',
          schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
        },
      ],
      response: {},
      rawResponse: {
        mediaType: 'text/event-stream',
        description: 'Events `cell`, each with its id and a ClassCellUpdate as JSON data.',
      },
      responseDescription: 'The stream of cell updates',
      errors: { 401: ['teacher_required'], 404: ['not_found'] },
    },
  },
  exportClassSet: {
    method: 'GET',
    url: paramUrl(apiPaths.teachSetExport(':setId')),
    schema: {
      tags: ['classes'],
      security: teacher,
      summary: 'The set’s results as CSV',
      description:
        'One row per student: the nickname, then for each problem how it stands and the last answer. Sent as a file to download.',
      params: ClassSetParams,
      response: {},
      rawResponse: {
        mediaType: 'text/csv',
        description: 'A header row, then one row per student.',
      },
      responseDescription: 'The results',
      errors: { 401: ['teacher_required'], 404: ['not_found'] },
    },
  },
  getJoinInfo: {
    method: 'GET',
    url: paramUrl(apiPaths.join(':code')),
    schema: {
      tags: ['classes'],
      summary: 'A set by its join code',
      description: `Its title, whether it is open, how many problems it has and whether this browser joined it already (by its student cookie). Codes are read in any case; a client may look up ${JOIN_MAX_PER_MINUTE} codes a minute, so guessing them is slow.`,
      params: JoinParams,
      response: { 200: JoinInfo },
      responseDescription: 'The set as a student sees it before joining',
      errors: { 404: ['class_not_found'], 429: ['rate_limited'] },
    },
  },
  joinClassSet: {
    method: 'POST',
    url: paramUrl(apiPaths.join(':code')),
    schema: {
      tags: ['classes'],
      summary: 'Join a set with a nickname',
      description:
        'Nothing but a nickname (1–24 characters, not a full name) is kept. Sets the `mt_student` cookie for this set’s paths, so a student comes back on the same device; a nickname already taken in the set is 409 `nickname_taken`, a set that has closed 403 `class_closed`.',
      params: JoinParams,
      body: JoinRequest,
      response: { 200: JoinResponse },
      responseDescription: 'Joined',
      errors: {
        403: ['class_closed'],
        404: ['class_not_found'],
        409: ['nickname_taken'],
        429: ['rate_limited'],
      },
    },
  },
  getStudentWork: {
    method: 'GET',
    url: paramUrl(apiPaths.joinWork(':code')),
    schema: {
      tags: ['classes'],
      security: student,
      summary: 'The set’s problems and the student’s work',
      description:
        'Each problem (as text and MathML) and what the student did on it; 401 `student_required` without the cookie of a student of this set. `lang` (en, es, fr, de or pt; English without it, and then as before), the language of the page the student joined from (`/es/join/CODE`): each question’s MathML is written in that language’s notation (its decimal comma, `;` between the items of a list, its function names), and a problem drawn from a practice category has its words (`question`) in that language where its generator has them. A typed problem keeps the teacher’s words, and `asked` names what they asked (`factor`, `solve`), for the page to ask in its own words before the maths; a question that cannot be written again (a word problem drawn before sets kept what makes it again), or all of them when the server is too busy to write them, stay in English.',
      params: JoinParams,
      querystring: PracticeLanguageQuery,
      response: { 200: StudentClassWork },
      responseDescription: 'The problems and the work',
      errors: { 401: ['student_required'], 404: ['class_not_found'] },
    },
  },
  checkClassWorking: {
    method: 'POST',
    url: paramUrl(apiPaths.joinWorking(':code', 0)).replace('/0/', '/:position/'),
    schema: {
      maths: true,
      tags: ['classes'],
      security: student,
      summary: 'Check the student’s working on a problem',
      description:
        'Each line checked against the one before, as the solver’s “Your working” checks it: it follows (`right`), is `wrong` (with the mistake named when a common one explains it), or cannot be read. The lines and verdicts are kept and the teacher’s table shows the problem as being worked on. 403 `class_closed` outside the set’s open times. `lang` (en, es, fr, de or pt; English without it), the language of the page the student joined from (`/es/join/CODE`): each line’s `message`, and why lines are refused, are written in it, their maths in that language’s notation.',
      params: ClassProblemParams,
      querystring: PracticeLanguageQuery,
      body: WorkingRequest,
      response: { 200: WorkingResponse },
      responseDescription: 'Each line with its verdict',
      errors: {
        401: ['student_required'],
        403: ['class_closed'],
        404: ['class_not_found', 'not_found'],
        429: ['rate_limited'],
      },
    },
  },
  answerClassProblem: {
    method: 'POST',
    url: paramUrl(apiPaths.joinAnswer(':code', 0)).replace('/0/', '/:position/'),
    schema: {
      maths: true,
      tags: ['classes'],
      security: student,
      summary: 'Submit an answer to a problem',
      description:
        'Graded against the problem’s answer; a wrong one names the common mistake that explains it, when one does. The problem shows as right or wrong in the teacher’s table (a later answer replaces it). An answer that cannot be read is 400 `unreadable_answer` and nothing is kept. 403 `class_closed` outside the set’s open times. `lang` (en, es, fr, de or pt; English without it), the language of the page the student joined from (`/es/join/CODE`): `message`, the verdict and the mistake’s sentence, is written in it, its maths in that language’s notation.',
      params: ClassProblemParams,
      querystring: PracticeLanguageQuery,
      body: ClassAnswerRequest,
      response: { 200: ClassAnswerResponse },
      responseDescription: 'The verdict',
      errors: {
        400: ['unreadable_answer'],
        401: ['student_required'],
        403: ['class_closed'],
        404: ['class_not_found', 'not_found'],
        429: ['rate_limited'],
      },
    },
  },
  getClassHelp: {
    method: 'GET',
    url: paramUrl(apiPaths.joinHelp(':code', 0)).replace('/0/', '/:position/'),
    schema: {
      maths: true,
      tags: ['classes'],
      security: student,
      summary: 'The help the teacher allowed on a problem',
      description:
        'A hint when the set allows hints; the hint and the worked steps when it allows steps; 403 `help_not_allowed` when it allows the answer check only. `lang` (en, es, fr, de or pt; English without it), the language of the page the student joined from (`/es/join/CODE`): the hint and each step’s note are written in it, the steps’ maths in that language’s notation; a step the language has no words for, and the hint of a problem drawn before sets kept what makes it again, stay in English.',
      params: ClassProblemParams,
      querystring: PracticeLanguageQuery,
      response: { 200: ClassHelpResponse },
      responseDescription: 'The help',
      errors: {
        401: ['student_required'],
        403: ['help_not_allowed'],
        404: ['class_not_found', 'not_found'],
      },
    },
  },
});

export type OperationId = keyof typeof operations;
