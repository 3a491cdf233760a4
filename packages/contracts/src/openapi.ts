/**
 * The API described as an OpenAPI 3.1 document, generated from the routes: `buildOpenApiDocument`
 * takes routes as Fastify registers them (method, URL, `schema`) and describes those whose schema
 * is an operation of `./operations`. The server passes the routes it registered; without an
 * argument it describes every declared operation (the contracts build writes that to
 * `dist/openapi.json` for the web's reference page, and the API's test proves both are the same).
 * The JSON Schemas come from zod's own `z.toJSONSchema` (draft 2020-12, the dialect OpenAPI 3.1
 * uses): request bodies as the server accepts them (`io: 'input'`), answers as it sends them
 * (`io: 'output'`), each schema named after its export in `./index`.
 */
import * as z from 'zod/mini';
import * as contracts from './index.js';
import {
  Email,
  ErrorBody,
  type ErrorCode,
  errorCodes,
  MathML,
  MathStep,
  PlanId,
  PracticeCategory,
  PracticeDifficulty,
  Product,
  ProductDifficulty,
  ProductId,
  SkillProblem,
  SkillProgress,
  SkillSummary,
  STUDENT_COOKIE,
  TEACHER_COOKIE,
  VISITOR_COOKIE,
} from './index.js';
import {
  type ErrorStatus,
  type HttpMethod,
  type JsonSchema,
  needsVisitorCookie,
  OPENAPI_PATH,
  type Operation,
  type OperationSchema,
  operations,
  type SecurityRequirements,
  STUDENT_SECURITY,
  TEACHER_SECURITY,
  VISITOR_SECURITY,
} from './operations.js';

export * from './operations.js';

// ---------------------------------------------------------------- types

/** The parts of an OpenAPI 3.1 document this module writes (and the reference page reads). */
export interface OpenApiDocument {
  openapi: '3.1.1';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
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
  security: SecurityRequirements;
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: true;
    description?: string;
    content: { 'application/json': { schema: JsonSchema } };
  };
  responses: Record<string, OpenApiResponse>;
}

/** A route as Fastify's `onRoute` hook sees it. */
export interface RegisteredRoute {
  method: string | readonly string[];
  url: string;
  schema?: unknown;
}

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
    'The request contradicts an earlier one: an `Idempotency-Key` already used for another product, a practice problem that has already been answered, or another request of this visitor that changed the same problem at the same moment.',
  not_owned:
    'The skill belongs to a premium pack this visitor does not own, and this month’s free premium problems are used up.',
  unknown_code: 'No purchases have this restore code.',
  trial_used:
    'This visitor (or the purchases it holds or once held) has already had its free trial.',
  already_owned:
    'This visitor already owns what it is buying (a pack bought before), so it is not charged again.',
  cookie_required:
    'The call needs the visitor cookie an earlier call set: the browser must keep cookies for this site.',
  unreadable_answer:
    'The answer is not something the grader can read (`abc` where a number is asked for): nothing is recorded and the problem can still be answered; `message` says what was not understood and what to type.',
  too_complex:
    'The mathematics this request asks for did not finish within the server’s time limit (a problem far larger than any lesson’s); nothing is recorded. `message` says so in words a student can read.',
  service_unavailable:
    'The database is out of reach, full or read-only, or the server is restarting; `Retry-After` says when to try again.',
  cross_site:
    'A browser sent this call from another site: only the site’s own pages may change what a visitor has.',
  internal_error: 'Something failed on the server; the message never shows its internals.',
  teacher_required:
    'The call is for a signed-in teacher: the `mt_teacher` session cookie is missing, expired or ended.',
  passkey_failed:
    'The passkey did not check out: an unknown passkey, a signature that does not verify, another site or origin, or a challenge that expired or was used already. Ask for new options and try again.',
  recovery_failed: 'No teacher has this recovery code (a spent code no longer works).',
  problem_unsolved:
    'A typed problem of the set is one the solver cannot answer; `field` names the line (`problems.2`, from 0) and `message` says why.',
  class_not_found: 'No set has this join code.',
  class_closed: 'The set is not open now: it has not opened yet, or it has closed.',
  nickname_taken: 'Another student of the set has this nickname: choose another.',
  student_required:
    'The call is for a student of this set: the `mt_student` cookie is missing or belongs to another set. Join first.',
  help_not_allowed: 'The teacher allowed no help of this kind on this set.',
};

/** What a client sees for each error status (the codes are listed per call). */
const statusDescriptions: Readonly<Record<ErrorStatus, string>> = {
  400: 'The request is invalid',
  401: 'Needs a signed-in teacher or a student who joined',
  403: 'Not allowed for this visitor, or from another site',
  404: 'Not found',
  409: 'Conflicts with an earlier request',
  413: 'The body is too large',
  415: 'The body is not JSON',
  422: 'Too much work to do in time',
  429: 'Too many requests',
  500: 'The server failed',
  502: 'The payment provider failed',
  503: 'Not available right now, or not on this server',
};

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
  { name: 'teachers', description: 'Teacher accounts: passkeys and recovery codes, no email' },
  {
    name: 'classes',
    description: 'Class links: sets of problems, students who join with a nickname, live results',
  },
  { name: 'visitor', description: 'The anonymous visitor cookie' },
  { name: 'health', description: 'Server status' },
  { name: 'reference', description: 'This description' },
];

/** Schemas shared by several answers: listed under their own name and referenced with `$ref`. */
const sharedSchemas: readonly { name: string; schema: z.core.$ZodType }[] = [
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
  'SimilarAttempt.problem':
    'The problem the student solved, as typed: the similar problem was made from it.',
  'SimilarAttempt.similar':
    'The similar problem shown and answered, as math-core’s `similarProblem` made it.',
  'SimilarAttempt.answers':
    'The answers given, in order: the first, and the one more try after a wrong first one.',
  'ReviewSession.due': 'Skills due for review now.',
  'ReviewSession.nextDueAt':
    'When the next skill not in this session falls due, in milliseconds since 1970 (UTC); null when none is scheduled.',
};

// ---------------------------------------------------------------- the document

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** JSON Schema for zod schemas under their names, cross-referencing each other with `$ref`. */
function convert(
  named: readonly { name: string; schema: z.core.$ZodType }[],
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
function pathParameters(params: z.ZodMiniObject): OpenApiParameter[] {
  const json = z.toJSONSchema(params, { target: 'draft-2020-12', io: 'input' });
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema,
  }));
}

/** Query parameters from a zod object: one optional entry per key. */
function queryParameters(query: z.ZodMiniObject): OpenApiParameter[] {
  const json = z.toJSONSchema(query, { target: 'draft-2020-12', io: 'input' });
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
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

/** JSON Schema for a schema that has no name of its own, written where it is used. */
function inline(schema: z.core.$ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
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

/** Each contract schema's export name, which is its name under `components.schemas`. */
const schemaNames = new Map<unknown, string>(
  Object.entries(contracts)
    .filter(([, value]) => value instanceof z.core.$ZodType)
    .map(([name, value]) => [value, name]),
);

function nameOf(schema: z.core.$ZodType): string | undefined {
  return schemaNames.get(schema);
}

const visitorCookieNote = `Identifies the visitor with the \`${VISITOR_COOKIE}\` cookie (a random id, signed, HttpOnly, SameSite=Lax), set by the first call that keeps something for the visitor. A read sends it when it has one; without it the read answers what a new visitor would get and sets no cookie.`;
const teacherCookieNote = `Needs the \`${TEACHER_COOKIE}\` cookie (a random session token, HttpOnly, SameSite=Lax) that signing in with a passkey or the recovery code sets; without it 401 \`teacher_required\`.`;
const studentCookieNote = `Needs the \`${STUDENT_COOKIE}\` cookie (a random token naming the student and the set, HttpOnly, SameSite=Lax, for the set's paths) that joining sets; without it 401 \`student_required\`.`;

/** Which scheme a call's security names. */
const uses = (op: OperationSchema, scheme: string) =>
  op.security?.some((requirement) => scheme in requirement) === true;

const returningVisitorNote = `It stores something for the visitor, or hands out something that counts only for it, so it needs the cookie an earlier call set: without it nothing is stored and the answer is 400 \`cookie_required\`, which sets the cookie, so the client can ask again.`;
const crossSiteNote =
  'A browser sending it from another site (`Sec-Fetch-Site` other than `same-origin`, or an `Origin` other than the site’s) is refused with 403 `cross_site`.';

/** The call's description with what its shape adds: the cookie it reads, the sites it takes. */
function describe(method: string, op: OperationSchema): string {
  return [
    op.description,
    uses(op, VISITOR_SECURITY) ? visitorCookieNote : '',
    uses(op, TEACHER_SECURITY) ? teacherCookieNote : '',
    uses(op, STUDENT_SECURITY) ? studentCookieNote : '',
    needsVisitorCookie(op) ? returningVisitorNote : '',
    method === 'POST' && !op.allowCrossSite ? crossSiteNote : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function isOperationSchema(schema: unknown): schema is OperationSchema {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    typeof (schema as { operationId?: unknown }).operationId === 'string'
  );
}

const declaredOrder: readonly string[] = Object.keys(operations);

/** The operations among routes (HEAD twins and routes without an operation left out), in order. */
function operationsOf(routes: readonly RegisteredRoute[]): Operation[] {
  const found: Operation[] = [];
  for (const route of routes) {
    if (!isOperationSchema(route.schema)) continue;
    const methods = typeof route.method === 'string' ? [route.method] : route.method;
    for (const method of methods) {
      const upper = method.toUpperCase();
      if (upper === 'GET' || upper === 'POST')
        found.push({ method: upper, url: route.url, schema: route.schema });
    }
  }
  const rank = (op: Operation) => {
    const i = declaredOrder.indexOf(op.schema.operationId);
    return i === -1 ? declaredOrder.length : i;
  };
  return found.sort((a, b) => rank(a) - rank(b));
}

/** `/api/progress/:category` → `/api/progress/{category}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every declared call with its operation id and OpenAPI method and path, for walking them all. */
export const apiOperations = Object.values(operations).map((op) => ({
  operationId: op.schema.operationId,
  method: op.method.toLowerCase() as HttpMethod,
  path: openApiPath(op.url),
}));

/**
 * The OpenAPI 3.1 document of the API's routes. Pure and deterministic: the server builds it once
 * at start-up, the reference page renders it at build time and again (identically) in the browser.
 */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[] = Object.values(operations),
): OpenApiDocument {
  const ops = operationsOf(routes);
  const named = (schemas: (z.core.$ZodType | undefined)[]) =>
    schemas.flatMap((schema) => {
      const name = schema && nameOf(schema);
      return schema && name ? [{ name, schema }] : [];
    });
  const schemas = {
    ...convert(named(ops.map((op) => op.schema.body)), 'input'),
    ...convert(
      [...sharedSchemas, ...named(ops.flatMap((op) => Object.values(op.schema.response)))],
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
  for (const { method, url, schema: op } of ops) {
    const path = openApiPath(url);
    const parameters: OpenApiParameter[] = [
      ...(op.params ? pathParameters(op.params) : []),
      ...(op.querystring ? queryParameters(op.querystring) : []),
      ...(op.headerParams ?? []).map((h) => ({ ...h, in: 'header' as const })),
    ];
    const responses: Record<string, OpenApiResponse> = {};
    for (const [status, schema] of Object.entries(op.response)) {
      if (!schema) continue;
      const name = nameOf(schema);
      responses[status] = {
        description: op.responseDescription,
        content: { 'application/json': { schema: name ? ref(name) : inline(schema) } },
      };
    }
    if (op.rawResponse) {
      // Described in words (its media type and what it holds): the document's readers take
      // JSON bodies only.
      responses['200'] = {
        description: `${op.responseDescription}: \`${op.rawResponse.mediaType}\`. ${op.rawResponse.description}`,
      };
    }
    for (const [status, codes] of Object.entries(op.errors)) {
      if (codes) responses[status] = errorResponse(Number(status) as ErrorStatus, codes);
    }
    const operation: OpenApiOperation = {
      operationId: op.operationId,
      tags: [...op.tags],
      summary: op.summary,
      description: describe(method, op),
      security: op.security ?? [],
      ...(parameters.length ? { parameters } : {}),
      responses,
    };
    const bodyName = op.body && nameOf(op.body);
    if (op.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: bodyName ? ref(bodyName) : inline(op.body, 'input'),
          },
        },
      };
    } else if (op.rawBody) {
      operation.requestBody = {
        required: true,
        description: op.rawBody,
        content: { 'application/json': { schema: { type: 'object' } } },
      };
    }
    const key = method.toLowerCase() as HttpMethod;
    paths[path] = { ...paths[path], [key]: operation };
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
        'Any call can also answer 404 `not_found` for an unknown path and 405 `method_not_allowed` (with `Allow`) for a known path and another method. Every status a call answers is listed with it, with the codes its body can carry.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'The site that serves this document' }],
    tags: apiTags.map((t) => ({ ...t })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        [VISITOR_SECURITY]: {
          type: 'apiKey',
          in: 'cookie',
          name: VISITOR_COOKIE,
          description: visitorCookieNote,
        },
        [TEACHER_SECURITY]: {
          type: 'apiKey',
          in: 'cookie',
          name: TEACHER_COOKIE,
          description: teacherCookieNote,
        },
        [STUDENT_SECURITY]: {
          type: 'apiKey',
          in: 'cookie',
          name: STUDENT_COOKIE,
          description: studentCookieNote,
        },
      },
    },
  };
}

export { OPENAPI_PATH };
