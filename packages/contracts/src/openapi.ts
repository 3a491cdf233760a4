/**
 * The API described as an OpenAPI 3.1 document, generated from the schemas in `./index`.
 *
 * `apiOperations` lists every call the server answers: method, path, request (path parameters,
 * headers, JSON body), the success answer and the error codes each status can carry.
 * `buildOpenApiDocument()` turns it into the document served at `GET /api/openapi.json`; the JSON
 * Schemas come from zod's own `z.toJSONSchema` (draft 2020-12, the dialect OpenAPI 3.1 uses), with
 * request bodies described as the server accepts them (`io: 'input'`) and answers as it sends
 * them (`io: 'output'`).
 *
 * Published as its own entry point (`@mathtools/contracts/openapi`) so bundles that only need the
 * schemas never carry this table.
 */
import { z } from 'zod';
import {
  apiPaths,
  CatalogItem,
  CatalogParams,
  CategoryParams,
  ContactRequest,
  ContactResponse,
  Email,
  ErrorBody,
  type ErrorCode,
  errorCodes,
  FREE_PREMIUM_PROBLEMS_PER_MONTH,
  GradeRequest,
  GradeResponse,
  HealthResponse,
  MathML,
  MathStep,
  NewsletterRequest,
  NewsletterResponse,
  PaymentIntentRequest,
  PaymentIntentResponse,
  PaymentsConfig,
  PlanId,
  PracticeCategory,
  PracticeDifficulty,
  PracticeProblem,
  Product,
  ProductDifficulty,
  ProductId,
  ProductList,
  Progress,
  ProgressUpdateRequest,
  PurchaseConfirmRequest,
  PurchaseConfirmResponse,
  Purchases,
  RESTORE_MAX_FAILURES,
  RESTORE_WINDOW_MS,
  RestoreRequest,
  ReviewSession,
  SkillGradeRequest,
  SkillGradeResponse,
  SkillHint,
  SkillHintRequest,
  SkillList,
  SkillParams,
  SkillProblem,
  SkillProgress,
  SkillSummary,
  TRIAL_DAYS,
  TrialRequest,
  WebhookResponse,
} from './index';

// ---------------------------------------------------------------- types

/** A JSON Schema (draft 2020-12) object, as it appears in the document. */
export type JsonSchema = { [keyword: string]: unknown };

export type HttpMethod = 'get' | 'post';

/** A zod schema together with the name it has under `components.schemas`. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export interface HeaderParameter {
  name: string;
  required: boolean;
  description: string;
  schema: JsonSchema;
}

/** One call of the API. */
export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path template, e.g. `/api/progress/{category}`. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Path parameters (a strict object whose keys are the `{names}` in `path`). */
  params?: z.ZodObject;
  headers?: readonly HeaderParameter[];
  /** The JSON request body, validated with this schema. */
  body?: NamedSchema;
  /** A JSON body the server takes as raw bytes (no contract schema): what it is. */
  rawBody?: string;
  success: {
    status: 200 | 201;
    description: string;
    /** A contract schema, or a plain JSON Schema for answers no contract describes. */
    schema: NamedSchema | JsonSchema;
  };
  /** Every error status this call answers with, and the codes its body can carry. */
  errors: Readonly<Partial<Record<ErrorStatus, readonly ErrorCode[]>>>;
}

export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/** The parts of an OpenAPI 3.1 document this module writes (and the reference page reads). */
export interface OpenApiDocument {
  openapi: '3.1.1';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: { 'application/json': { schema: JsonSchema } };
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: true;
    description?: string;
    content: { 'application/json': { schema: JsonSchema } };
  };
  responses: Record<string, OpenApiResponse>;
}

// ---------------------------------------------------------------- the table

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Version of the described API: the contracts package version (a unit test keeps them equal). */
export const API_VERSION = '0.1.0';

/** What each error code means, in the words the reference shows. */
export const errorCodeDescriptions: Readonly<Record<ErrorCode, string>> = {
  bad_request: 'The request is malformed: the body is not valid JSON, or the URL is broken.',
  validation_error:
    'A field is missing or invalid, or an unknown field was sent; `field` names it and `message` says what to fix.',
  not_found: 'The path, or the thing it names (category, product, problem), does not exist.',
  method_not_allowed:
    'The path exists but not with this method; the `Allow` header lists the methods it takes.',
  payload_too_large: 'The body is larger than the call accepts (16 KB; 512 KB for the webhook).',
  unsupported_media_type: 'The body is not sent as `application/json`.',
  rate_limited:
    'Too many requests from this client in the current window; `Retry-After` says when to try again.',
  amount_mismatch: 'The amount sent is not the catalog price of the product.',
  payments_not_configured: 'The server has no Stripe keys, so it takes no payments.',
  payment_provider_error: 'Stripe did not answer or refused; trying again may work.',
  invalid_signature: 'The `Stripe-Signature` header is missing or does not match the body.',
  conflict:
    'The request contradicts an earlier one: an `Idempotency-Key` already used for another product, or a practice problem that has already been answered.',
  not_owned:
    'The skill belongs to a premium pack this visitor does not own, and this month’s free premium problems are used up.',
  unknown_code: 'No purchases have this restore code.',
  trial_used: 'This visitor (or the purchases it restored) has already had its free trial.',
  cookie_required:
    'The call needs the visitor cookie an earlier call set: the browser must keep cookies for this site.',
  service_unavailable:
    'The database is out of reach, full or read-only, or the server is restarting; `Retry-After` says when to try again.',
  internal_error: 'Something failed on the server; the message never shows its internals.',
};

/** What a client sees for each error status (the codes are listed per call). */
const statusDescriptions: Readonly<Record<ErrorStatus, string>> = {
  400: 'The request is invalid',
  403: 'Not allowed for this visitor',
  404: 'Not found',
  409: 'Conflicts with an earlier request',
  413: 'The body is too large',
  415: 'The body is not JSON',
  429: 'Too many requests',
  500: 'The server failed',
  502: 'The payment provider failed',
  503: 'Not available right now, or not on this server',
};

/** The errors every call with a JSON body can answer with, besides its own. */
const bodyErrors = {
  400: ['validation_error', 'bad_request'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  500: ['internal_error'],
} as const satisfies ApiOperation['errors'];

/** A call that reads or writes the database answers 503 while the database cannot serve it. */
const dbErrors = {
  503: ['service_unavailable'],
} as const satisfies ApiOperation['errors'];

const categoryPath = (build: (category: PracticeCategory) => string) =>
  build('{category}' as PracticeCategory);

/** `/api/practice/skills/{skillId}/…` as an OpenAPI template. */
const skillPath = (build: (skillId: string) => string) =>
  build('SKILL_ID').replace('SKILL_ID', '{skillId}');

const visitorCookie =
  'Identifies the visitor with the `mt_visitor` cookie (a random id, signed, HttpOnly, SameSite=Lax), set on the first call that needs it.';

/**
 * Every call of the API. The API's test compares this list with the routes the server registers,
 * and checks that each route validates with the very schemas listed here.
 */
export const apiOperations: readonly ApiOperation[] = [
  {
    operationId: 'getHealth',
    method: 'get',
    path: apiPaths.health,
    tag: 'health',
    summary: 'Check the server',
    description: 'Answers once the database does; 503 while it is unreachable.',
    success: {
      status: 200,
      description: 'The server and its database are up',
      schema: { name: 'HealthResponse', schema: HealthResponse },
    },
    errors: { 500: ['internal_error'], ...dbErrors },
  },
  {
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: OPENAPI_PATH,
    tag: 'reference',
    summary: 'This API description',
    description:
      'This OpenAPI 3.1 document, generated from the same schemas the server validates with.',
    success: {
      status: 200,
      description: 'An OpenAPI 3.1 document',
      schema: {
        type: 'object',
        description: 'An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.1)',
        required: ['openapi', 'info', 'paths'],
        properties: {
          openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
          info: { type: 'object' },
          paths: { type: 'object' },
        },
      },
    },
    errors: { 500: ['internal_error'] },
  },
  {
    operationId: 'subscribeNewsletter',
    method: 'post',
    path: apiPaths.newsletter,
    tag: 'newsletter',
    summary: 'Subscribe to the newsletter',
    description:
      'Stores the address (trimmed, lower-cased) once; subscribing an address again is still a success.',
    body: { name: 'NewsletterRequest', schema: NewsletterRequest },
    success: {
      status: 200,
      description: 'Subscribed',
      schema: { name: 'NewsletterResponse', schema: NewsletterResponse },
    },
    errors: { ...bodyErrors, 429: ['rate_limited'], ...dbErrors },
  },
  {
    operationId: 'getRandomProblem',
    method: 'get',
    path: categoryPath(apiPaths.randomProblem),
    tag: 'practice',
    summary: 'A random practice problem',
    description:
      'A problem of the category from the practice bank, never the one this visitor was shown last (remembered in the `mt_last_problem` cookie).',
    params: CategoryParams,
    success: {
      status: 200,
      description: 'A problem, with its answer, hint and worked steps, as text and as MathML',
      schema: { name: 'PracticeProblem', schema: PracticeProblem },
    },
    errors: { 404: ['not_found'], 500: ['internal_error'] },
  },
  {
    operationId: 'gradeAnswer',
    method: 'post',
    path: apiPaths.grade,
    tag: 'practice',
    summary: 'Grade an answer',
    description: `Checks the answer on the server and counts it in the visitor's progress for the problem's category. ${visitorCookie}`,
    body: { name: 'GradeRequest', schema: GradeRequest },
    success: {
      status: 200,
      description:
        'The verdict, the correct answer and its steps (as text and as MathML) and the updated progress',
      schema: { name: 'GradeResponse', schema: GradeResponse },
    },
    errors: { ...bodyErrors, 404: ['not_found'], 429: ['rate_limited'], ...dbErrors },
  },
  {
    operationId: 'listSkills',
    method: 'get',
    path: apiPaths.skills,
    tag: 'skills',
    summary: "The skills, with this visitor's progress in each",
    description: `Every practice skill (free ones first, each category in teaching order) with its category, name, description, whether a premium pack unlocks it, its difficulties and hint levels, and the visitor's attempts, mastery level, current difficulty and next review. Also the number of skills due for review. ${visitorCookie}`,
    success: {
      status: 200,
      description: "The skills and the visitor's progress",
      schema: { name: 'SkillList', schema: SkillList },
    },
    errors: { 500: ['internal_error'], ...dbErrors },
  },
  {
    operationId: 'getSkillProblem',
    method: 'get',
    path: skillPath(apiPaths.skillProblem),
    tag: 'skills',
    summary: "A problem of a skill, at the visitor's difficulty",
    description: `A new problem of the skill at the difficulty the visitor's answers have reached (harder after a clean success, easier after a miss). It replaces the visitor's previous unanswered problem of the skill, and is answered once. Hints and the answer are not in it: ask for hints with the hint call, the grade call reveals the answer. A premium skill the visitor's packs do not unlock is served from the Free tier's ${FREE_PREMIUM_PROBLEMS_PER_MONTH} problems a month to a visitor who owns no pack or plan, and answers 403 \`not_owned\` otherwise. The problem is stored for the visitor to answer, so the call needs the cookie an earlier call set (400 \`cookie_required\` sets it and stores nothing). ${visitorCookie}`,
    params: SkillParams,
    success: {
      status: 200,
      description: 'The problem, as text and as MathML',
      schema: { name: 'SkillProblem', schema: SkillProblem },
    },
    errors: {
      400: ['cookie_required'],
      403: ['not_owned'],
      404: ['not_found'],
      429: ['rate_limited'],
      500: ['internal_error'],
      ...dbErrors,
    },
  },
  {
    operationId: 'getSkillHint',
    method: 'post',
    path: skillPath(apiPaths.skillHint),
    tag: 'skills',
    summary: 'A hint for a problem of a skill',
    description: `One hint level of an unanswered problem: 1 a nudge, 2 the method, 3 (some skills) the first step. The highest level asked for is recorded, and a correct answer then earns partial credit (0.75 after one level, 0.5 after more). ${visitorCookie}`,
    params: SkillParams,
    body: { name: 'SkillHintRequest', schema: SkillHintRequest },
    success: {
      status: 200,
      description: 'The hint, as text and as MathML',
      schema: { name: 'SkillHint', schema: SkillHint },
    },
    errors: {
      ...bodyErrors,
      403: ['not_owned'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limited'],
      ...dbErrors,
    },
  },
  {
    operationId: 'gradeSkillAnswer',
    method: 'post',
    path: skillPath(apiPaths.skillGrade),
    tag: 'skills',
    summary: 'Grade an answer to a problem of a skill',
    description: `Checks the answer on the server against the stored problem (once per problem) and updates the visitor's progress in the skill: attempts, mastery level, the next difficulty, and the review schedule (set by the first correct answer, then moved by each review answer while the skill is due; a missed review also drops the level one step). ${visitorCookie}`,
    params: SkillParams,
    body: { name: 'SkillGradeRequest', schema: SkillGradeRequest },
    success: {
      status: 200,
      description:
        'The verdict and credit, the correct answer and its working (as text and as MathML), and the progress in the skill',
      schema: { name: 'SkillGradeResponse', schema: SkillGradeResponse },
    },
    errors: {
      ...bodyErrors,
      403: ['not_owned'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limited'],
      ...dbErrors,
    },
  },
  {
    operationId: 'getReviewSession',
    method: 'get',
    path: apiPaths.review,
    tag: 'skills',
    summary: 'A review session of the skills due',
    description: `Up to 10 problems of the skills whose review is due, the most overdue first, interleaved so no skill comes twice in a row while another is due (at most three per skill), each at the skill's current difficulty. Replaces the visitor's previous unanswered review problems. Empty when nothing is due, with the time the next review falls due. Needs the cookie an earlier call set (400 \`cookie_required\` sets it and stores nothing). ${visitorCookie}`,
    success: {
      status: 200,
      description: 'The review problems, or none',
      schema: { name: 'ReviewSession', schema: ReviewSession },
    },
    errors: {
      400: ['cookie_required'],
      429: ['rate_limited'],
      500: ['internal_error'],
      ...dbErrors,
    },
  },
  {
    operationId: 'getProgress',
    method: 'get',
    path: categoryPath(apiPaths.progress),
    tag: 'progress',
    summary: "The visitor's progress in a category",
    description: `Problems completed and the current streak; a new visitor starts at zero. ${visitorCookie}`,
    params: CategoryParams,
    success: {
      status: 200,
      description: 'The progress',
      schema: { name: 'Progress', schema: Progress },
    },
    errors: { 404: ['not_found'], 500: ['internal_error'], ...dbErrors },
  },
  {
    operationId: 'setProgress',
    method: 'post',
    path: categoryPath(apiPaths.progress),
    tag: 'progress',
    summary: "Store the visitor's progress in a category",
    description: `Stores both counters as given and returns them. ${visitorCookie}`,
    params: CategoryParams,
    body: { name: 'ProgressUpdateRequest', schema: ProgressUpdateRequest },
    success: {
      status: 200,
      description: 'The stored progress',
      schema: { name: 'Progress', schema: Progress },
    },
    errors: { ...bodyErrors, 404: ['not_found'], 429: ['rate_limited'], ...dbErrors },
  },
  {
    operationId: 'listProducts',
    method: 'get',
    path: apiPaths.products,
    tag: 'marketplace',
    summary: 'The premium packs',
    description: 'Every pack of the marketplace in a stable order, prices in dollars.',
    success: {
      status: 200,
      description: 'The packs',
      schema: { name: 'ProductList', schema: ProductList },
    },
    errors: { 500: ['internal_error'], ...dbErrors },
  },
  {
    operationId: 'getCatalogItem',
    method: 'get',
    path: apiPaths.catalogItem('{productId}').replace('%7BproductId%7D', '{productId}'),
    tag: 'marketplace',
    summary: 'Anything that can be bought',
    description:
      'A pack, or a paid subscription tier (`pro`, `master`), with its price in dollars.',
    params: CatalogParams,
    success: {
      status: 200,
      description: 'The item',
      schema: { name: 'CatalogItem', schema: CatalogItem },
    },
    errors: { 404: ['not_found'], 500: ['internal_error'], ...dbErrors },
  },
  {
    operationId: 'sendContactMessage',
    method: 'post',
    path: apiPaths.contact,
    tag: 'contact',
    summary: 'Send a message to support',
    description: 'Stores the message before answering and returns its id.',
    body: { name: 'ContactRequest', schema: ContactRequest },
    success: {
      status: 201,
      description: 'Stored',
      schema: { name: 'ContactResponse', schema: ContactResponse },
    },
    errors: { ...bodyErrors, 429: ['rate_limited'], ...dbErrors },
  },
  {
    operationId: 'createPaymentIntent',
    method: 'post',
    path: apiPaths.paymentIntent,
    tag: 'payments',
    summary: 'Start a card payment',
    description: `Creates a Stripe PaymentIntent for the catalog price of the product and records a pending order. The amount sent must equal that price. \`pro\` needs \`packId\`, the premium pack the plan includes (refused for any other product). The visitor gets its restore code here if it has none, and the PaymentIntent's description carries it, so Stripe's emailed receipt does too. ${visitorCookie}`,
    headers: [
      {
        name: 'Idempotency-Key',
        required: false,
        description: 'Send the same key when retrying a checkout to reuse its PaymentIntent.',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
      },
    ],
    body: { name: 'PaymentIntentRequest', schema: PaymentIntentRequest },
    success: {
      status: 200,
      description: "The PaymentIntent's client secret and the price to show",
      schema: { name: 'PaymentIntentResponse', schema: PaymentIntentResponse },
    },
    errors: {
      ...bodyErrors,
      400: ['validation_error', 'bad_request', 'amount_mismatch'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limited'],
      502: ['payment_provider_error'],
      503: ['payments_not_configured', 'service_unavailable'],
    },
  },
  {
    operationId: 'getPaymentsConfig',
    method: 'get',
    path: apiPaths.paymentsConfig,
    tag: 'payments',
    summary: 'Whether card payments are available',
    description: "Stripe's publishable key, or null when the server takes no payments.",
    success: {
      status: 200,
      description: 'The payment configuration',
      schema: { name: 'PaymentsConfig', schema: PaymentsConfig },
    },
    errors: { 500: ['internal_error'] },
  },
  {
    operationId: 'receiveStripeEvent',
    method: 'post',
    path: apiPaths.stripeWebhook,
    tag: 'payments',
    summary: 'Stripe webhook',
    description:
      'For Stripe only. The signature is checked on the raw body; `payment_intent.succeeded` marks the order paid and grants what was bought (the same fulfilment as the return to the site, which grants once however both arrive), `payment_intent.payment_failed` marks it failed (never over paid) and grants nothing. Each event id is applied once.',
    headers: [
      {
        name: 'Stripe-Signature',
        required: true,
        description: "Stripe's signature of the raw body.",
        schema: { type: 'string', minLength: 1 },
      },
    ],
    rawBody: 'A Stripe event, exactly as Stripe sent it (up to 512 KB).',
    success: {
      status: 200,
      description: 'The event was received',
      schema: { name: 'WebhookResponse', schema: WebhookResponse },
    },
    errors: {
      400: ['invalid_signature', 'bad_request'],
      413: ['payload_too_large'],
      415: ['unsupported_media_type'],
      500: ['internal_error'],
      503: ['payments_not_configured', 'service_unavailable'],
    },
  },

  {
    operationId: 'getPurchases',
    method: 'get',
    path: apiPaths.purchases,
    tag: 'purchases',
    summary: 'What this visitor owns',
    description: `The packs and plans bought, the active plan (Master over Pro; a trial says so), every pack the visitor may practise now, and its restore code (null before its first checkout or trial). ${visitorCookie}`,
    success: {
      status: 200,
      description: "The visitor's purchases",
      schema: { name: 'Purchases', schema: Purchases },
    },
    errors: { 500: ['internal_error'], ...dbErrors },
  },
  {
    operationId: 'confirmPurchase',
    method: 'post',
    path: apiPaths.purchaseConfirm,
    tag: 'purchases',
    summary: 'Confirm the return from the payment page',
    description: `Asks Stripe for the PaymentIntent of one of this visitor's orders and, when it has succeeded, grants the purchase with the same fulfilment the webhook runs (whichever comes first grants; together they grant once). \`processing\` means not settled yet: ask again. \`failed\` grants nothing. ${visitorCookie}`,
    body: { name: 'PurchaseConfirmRequest', schema: PurchaseConfirmRequest },
    success: {
      status: 200,
      description: "How the payment stands, and the visitor's purchases",
      schema: { name: 'PurchaseConfirmResponse', schema: PurchaseConfirmResponse },
    },
    errors: {
      ...bodyErrors,
      404: ['not_found'],
      429: ['rate_limited'],
      502: ['payment_provider_error'],
      503: ['payments_not_configured', 'service_unavailable'],
    },
  },
  {
    operationId: 'restorePurchases',
    method: 'post',
    path: apiPaths.purchaseRestore,
    tag: 'purchases',
    summary: 'Restore purchases with a restore code',
    description: `Adds the purchases of the code to this visitor: what it owned before stays its own, reachable with its own code, and every browser holding the code shares what was and will be bought. Codes are compared in constant time; ${RESTORE_MAX_FAILURES} wrong codes per client in ${RESTORE_WINDOW_MS / 60_000} minutes, then 429 until the window ends. ${visitorCookie}`,
    body: { name: 'RestoreRequest', schema: RestoreRequest },
    success: {
      status: 200,
      description: "The visitor's purchases, now including the restored ones",
      schema: { name: 'Purchases', schema: Purchases },
    },
    errors: { ...bodyErrors, 404: ['unknown_code'], 429: ['rate_limited'], ...dbErrors },
  },
  {
    operationId: 'startTrial',
    method: 'post',
    path: apiPaths.purchaseTrial,
    tag: 'purchases',
    summary: 'Start a free trial of Pro or Master',
    description: `Gives the visitor the plan for ${TRIAL_DAYS} days without payment (Pro with the pack it names). Once per person: a visitor, and every account it restored or that was restored from it, share one trial (a second is 409 \`trial_used\`); it needs the visitor cookie from an earlier call (400 \`cookie_required\`), and a client address may start 3 an hour. ${visitorCookie}`,
    body: { name: 'TrialRequest', schema: TrialRequest },
    success: {
      status: 200,
      description: "The visitor's purchases, with the trial plan",
      schema: { name: 'Purchases', schema: Purchases },
    },
    errors: {
      ...bodyErrors,
      400: ['bad_request', 'validation_error', 'cookie_required'],
      404: ['not_found'],
      409: ['trial_used'],
      429: ['rate_limited'],
      ...dbErrors,
    },
  },
  {
    operationId: 'rotateRestoreCode',
    method: 'post',
    path: apiPaths.purchaseCode,
    tag: 'purchases',
    summary: 'Give this browser a new restore code',
    description: `Replaces the restore code of the purchases made in this browser: the old code stops working at once, and browsers that entered it keep what they restored. 404 \`not_found\` before the first checkout or trial. ${visitorCookie}`,
    success: {
      status: 200,
      description: "The visitor's purchases, with the new code",
      schema: { name: 'Purchases', schema: Purchases },
    },
    errors: { 404: ['not_found'], 429: ['rate_limited'], 500: ['internal_error'], ...dbErrors },
  },
  {
    operationId: 'forgetBrowser',
    method: 'post',
    path: apiPaths.purchaseForget,
    tag: 'purchases',
    summary: 'Detach this browser from its purchases',
    description: `For a shared browser: the purchases leave it (they stay with their restore code, which restores them anywhere). ${visitorCookie}`,
    success: {
      status: 200,
      description: "The visitor's purchases: none",
      schema: { name: 'Purchases', schema: Purchases },
    },
    errors: { 429: ['rate_limited'], 500: ['internal_error'], ...dbErrors },
  },
];

/** Groups of calls, in the order the reference shows them. */
export const apiTags: readonly { name: string; description: string }[] = [
  { name: 'practice', description: 'Practice problems and server-side grading' },
  {
    name: 'skills',
    description: 'Practice by skill: mastery, adaptive difficulty and spaced review',
  },
  { name: 'progress', description: "The visitor's progress per category" },
  { name: 'marketplace', description: 'Premium packs and subscription tiers' },
  { name: 'payments', description: 'Card payments with Stripe' },
  {
    name: 'purchases',
    description: 'What a visitor owns: confirmation, restore codes and free trials',
  },
  { name: 'newsletter', description: 'Newsletter sign-up' },
  { name: 'contact', description: 'Messages to support' },
  { name: 'health', description: 'Server status' },
  { name: 'reference', description: 'This description' },
];

/** Schemas shared by several answers: listed under their own name and referenced with `$ref`. */
const sharedSchemas: readonly NamedSchema[] = [
  { name: 'ErrorBody', schema: ErrorBody },
  { name: 'MathML', schema: MathML },
  { name: 'MathStep', schema: MathStep },
  { name: 'PracticeCategory', schema: PracticeCategory },
  { name: 'PracticeDifficulty', schema: PracticeDifficulty },
  { name: 'ProductDifficulty', schema: ProductDifficulty },
  { name: 'ProductId', schema: ProductId },
  { name: 'Product', schema: Product },
  { name: 'SkillSummary', schema: SkillSummary },
  { name: 'SkillProblem', schema: SkillProblem },
  { name: 'SkillProgress', schema: SkillProgress },
  { name: 'PlanId', schema: PlanId },
];

/** Field notes the schemas cannot carry themselves: `Schema.path.to.field` → description. */
const fieldNotes: Readonly<Record<string, string>> = {
  'ErrorBody.error.code': 'One of the error codes (see ErrorCode).',
  'ErrorBody.error.message': 'A sentence a person can read.',
  'ErrorBody.error.field': 'The request field the error is about, when there is one.',
  'Product.price': 'In US dollars.',
  'CatalogItem.price': 'In US dollars.',
  'CatalogItem.kind': '`pack` for a marketplace pack, `subscription` for a paid tier.',
  'PracticeProblem.answer': 'The expected answer, as text.',
  'PracticeProblem.steps': 'The worked solution, one step per entry (the text of each step).',
  'PracticeProblem.questionMathml':
    'The maths of the question: its equation or expression, or the sentence of a word problem.',
  'PracticeProblem.hintMathml': 'The hint as MathML.',
  'PracticeProblem.answerMathml': 'The expected answer as MathML (3/2 as a fraction).',
  'PracticeProblem.explanation': 'The worked solution with a note and MathML for each step.',
  'GradeResponse.correctAnswerMathml': 'The expected answer as MathML.',
  'GradeResponse.explanation': 'The worked solution with a note and MathML for each step.',
  MathML:
    'A MathML `<math>` element (MathML Core, presentation markup) that browsers typeset natively.',
  'MathStep.note': 'What the step does, in words.',
  'MathStep.text': 'The statement as plain text.',
  'GradeRequest.answer': 'Compared with the expected answer as math-core reads numbers.',
  'GradeResponse.progress': 'The progress in the problem’s category after this answer.',
  'ContactResponse.id': 'The id of the stored message.',
  'PaymentIntentRequest.amount': 'The price the page showed, in dollars.',
  'PaymentIntentRequest.packId':
    'For `pro` only, and required there: the premium pack (a marketplace product id) the plan includes.',
  'Purchases.ownedPackIds':
    'Every pack the visitor may practise now: bought, the active Pro plan’s pack, or every pack while Master is active.',
  'Product.bundle':
    'True for a pack that gathers the skills of several packs (such a pack cannot be the one Pro includes).',
  'Purchases.freeProblems':
    'The Free tier’s premium-skill problems this month; null while the visitor owns a pack or plan.',
  'Purchases.restoreCode':
    'Restores these purchases on another browser; null before the visitor’s first checkout or trial.',
  'PurchaseConfirmRequest.paymentIntentId':
    'The `payment_intent` query parameter Stripe adds to the return URL.',
  'PurchaseConfirmResponse.status':
    '`succeeded`: granted; `processing`: not settled yet, ask again; `failed`: nothing granted.',
  'RestoreRequest.code': 'As shown after a purchase; case, spaces and dashes do not matter.',
  'TrialRequest.packId': 'Required for a Pro trial: the pack it includes. Refused for Master.',
  'SkillSummary.owned':
    'True when this visitor may practise the skill: free, or a premium skill whose pack it owns.',
  'PaymentIntentResponse.clientSecret': 'For Stripe.js to confirm the payment.',
  'PaymentIntentResponse.amount': 'The catalog price, in dollars.',
  'PaymentsConfig.publishableKey': 'Null when the server takes no card payments.',
  'SkillProgress.score':
    'Recent accuracy weighted by difficulty (Easy 1, Medium 2, Hard 3), 0–100.',
  'SkillProgress.difficulty': 'The difficulty the next problem of the skill is served at.',
  'SkillProgress.reviewDueAt':
    'When the skill is next due for review, in milliseconds since 1970 (UTC); null until its first correct answer.',
  'SkillProgress.reviewIntervalDays': 'Days from the last review to the next; null until then.',
  'SkillSummary.difficulties': 'The difficulties the skill offers, easiest first.',
  'SkillSummary.packs': 'The premium packs (product ids) that unlock the skill; empty when free.',
  'SkillList.reviewDue': 'Skills whose review is due now.',
  'SkillProblem.id': 'Send it back with hint and grade requests; a problem is answered once.',
  'SkillProblem.questionMathml':
    'The maths of the question: its equation or expression, or the sentence of a word problem.',
  'SkillHint.hintsUsed': 'The highest hint level asked for on this problem so far.',
  'SkillGradeResponse.credit':
    '1 for a correct answer without hints, 0.75 after one hint level, 0.5 after more, 0 when wrong.',
  'SkillGradeResponse.previousLevel': 'The mastery level before this answer.',
  'SkillGradeResponse.correctAnswerMathml': 'The expected answer as MathML.',
  'SkillGradeResponse.explanation': 'The worked solution with a note and MathML for each step.',
  'ReviewSession.due': 'Skills due for review now.',
  'ReviewSession.nextDueAt':
    'When the next skill not in this session falls due, in milliseconds since 1970 (UTC); null when none is scheduled.',
};

// ---------------------------------------------------------------- the document

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

function isNamed(schema: NamedSchema | JsonSchema): schema is NamedSchema {
  return typeof schema.name === 'string' && schema.schema instanceof z.ZodType;
}

/** JSON Schema for zod schemas under their names, cross-referencing each other with `$ref`. */
function convert(
  named: readonly NamedSchema[],
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const { name, schema } of named) {
    if (!registry.has(schema)) registry.add(schema, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ zodSchema, jsonSchema }) => {
      // The address is trimmed and lower-cased before it is checked, so the pipe's input side
      // (a string of 1–254 characters) is all zod states; say what it must be.
      if (zodSchema === Email) jsonSchema.format = 'email';
    },
  });
  const out: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    // Inside an OpenAPI document the dialect is the document's, and names are component keys.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    out[name] = rest;
  }
  return out;
}

function addFieldNotes(schemas: Record<string, JsonSchema>): void {
  for (const [where, note] of Object.entries(fieldNotes)) {
    const [name, ...path] = where.split('.');
    let node = schemas[name ?? ''];
    for (const key of path) {
      const properties = node?.properties as Record<string, JsonSchema> | undefined;
      node = properties?.[key];
    }
    if (!node) throw new Error(`openapi: no field ${where} to describe`);
    node.description = note;
  }
}

/** Path parameters from a strict zod object: one entry per key, described by its JSON Schema. */
function pathParameters(params: z.ZodObject): OpenApiParameter[] {
  const json = z.toJSONSchema(params, { target: 'draft-2020-12', io: 'input' });
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema,
  }));
}

function errorResponse(status: ErrorStatus, codes: readonly ErrorCode[]): OpenApiResponse {
  const response: OpenApiResponse = {
    description: `${statusDescriptions[status]}: ${codes.map((c) => `\`${c}\``).join(', ')}`,
    content: {
      'application/json': {
        // The shared shape, with `code` narrowed to what this status can carry here.
        schema: {
          allOf: [
            ref('ErrorBody'),
            {
              type: 'object',
              properties: {
                error: {
                  type: 'object',
                  properties: { code: { type: 'string', enum: [...codes] } },
                },
              },
            },
          ],
        },
      },
    },
  };
  if (status === 429 || (status === 503 && codes.includes('service_unavailable'))) {
    response.headers = {
      'Retry-After': {
        description: 'Seconds to wait before trying again.',
        schema: { type: 'integer', minimum: 0 },
      },
    };
  }
  return response;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  (errorCodes as readonly unknown[]).includes(value);

/** The error codes an error response of the document allows (what `errorResponse` wrote). */
export function errorCodesOf(response: OpenApiResponse): ErrorCode[] {
  const schema = response.content?.['application/json'].schema;
  const narrowing = (schema?.allOf as JsonSchema[] | undefined)?.[1];
  const codes = (narrowing as { properties?: { error?: { properties?: { code?: JsonSchema } } } })
    ?.properties?.error?.properties?.code?.enum;
  return Array.isArray(codes) ? codes.filter(isErrorCode) : [];
}

/**
 * The OpenAPI 3.1 document of the API. Pure and deterministic: the server builds it once at
 * start-up, the reference page renders it at build time and again (identically) in the browser.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const named = (list: (NamedSchema | JsonSchema | undefined)[]) =>
    list.filter((s): s is NamedSchema => s !== undefined && isNamed(s));
  const schemas = {
    ...convert(named(apiOperations.map((op) => op.body)), 'input'),
    ...convert(
      [...sharedSchemas, ...named(apiOperations.map((op) => op.success.schema))],
      'output',
    ),
  };
  addFieldNotes(schemas);
  // Each code with what it means: the JSON Schema way to describe the values of an enum.
  schemas.ErrorCode = {
    type: 'string',
    oneOf: errorCodes.map((code) => ({ const: code, description: errorCodeDescriptions[code] })),
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const op of apiOperations) {
    const parameters: OpenApiParameter[] = [
      ...(op.params ? pathParameters(op.params) : []),
      ...(op.headers ?? []).map((h) => ({ ...h, in: 'header' as const })),
    ];
    const successSchema = isNamed(op.success.schema)
      ? ref(op.success.schema.name)
      : op.success.schema;
    const responses: Record<string, OpenApiResponse> = {
      [op.success.status]: {
        description: op.success.description,
        content: { 'application/json': { schema: successSchema } },
      },
    };
    for (const [status, codes] of Object.entries(op.errors)) {
      if (codes) responses[status] = errorResponse(Number(status) as ErrorStatus, codes);
    }
    const operation: OpenApiOperation = {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      description: op.description,
      ...(parameters.length ? { parameters } : {}),
      responses,
    };
    if (op.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: ref(op.body.name) } },
      };
    } else if (op.rawBody) {
      operation.requestBody = {
        required: true,
        description: op.rawBody,
        content: { 'application/json': { schema: { type: 'object' } } },
      };
    }
    paths[op.path] = { ...paths[op.path], [op.method]: operation };
  }

  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'MathTools API',
      version: API_VERSION,
      description: [
        'The API behind the MathTools site: practice problems and grading, skills with mastery and spaced review, progress, the marketplace, payments, the newsletter and contact form.',
        'Bodies are JSON (`content-type: application/json`); request objects are strict, so an unknown field is a 400 `validation_error`.',
        'Every answer that is not 2xx has the body `{ "error": { "code", "message", "field"? } }` (`ErrorBody`).',
        'Any call can also answer 404 `not_found` for an unknown path, 405 `method_not_allowed` (with `Allow`) for a known path and another method, and 500 `internal_error`.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'The site that serves this document' }],
    tags: apiTags.map((t) => ({ ...t })),
    paths,
    components: { schemas },
  };
}
