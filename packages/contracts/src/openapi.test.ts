import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import pkg from '../package.json';
import { ErrorBody, errorCodes } from './index';
import {
  API_VERSION,
  apiTags,
  buildOpenApiDocument,
  errorCodeDescriptions,
  errorCodesOf,
  type HttpMethod,
  type JsonSchema,
  type OperationSchema,
  openApiPath,
  operations,
  VISITOR_SECURITY,
} from './openapi';

const document = buildOpenApiDocument();

/** Every declared operation, with its OpenAPI path and method. */
const apiOperations = Object.values(operations).map((op) => ({
  ...(op.schema as OperationSchema),
  path: openApiPath(op.url),
  method: op.method.toLowerCase() as HttpMethod,
}));

/** Every `$ref` anywhere in a value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [v] : refs(v),
  );
}

describe('buildOpenApiDocument', () => {
  it('is deterministic (the reference page renders it on the server and in the browser)', () => {
    expect(buildOpenApiDocument()).toEqual(document);
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(document));
  });

  it('carries the contracts package version', () => {
    expect(document.info.version).toBe(pkg.version);
    expect(API_VERSION).toBe(pkg.version);
  });

  it('has one operation per entry, unique ids, and tags that exist', () => {
    const ids = apiOperations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const documented = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(documented.map((op) => op.operationId).sort()).toEqual([...ids].sort());
    const tags = new Set(apiTags.map((t) => t.name));
    for (const op of apiOperations) expect(tags, op.operationId).toContain(op.tags[0]);
  });

  it('names every path parameter in the path and nowhere else', () => {
    for (const op of apiOperations) {
      const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const operation = document.paths[op.path]?.[op.method];
      const declared = (operation?.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name)).toEqual(inPath);
    }
  });

  it('resolves every $ref to a component schema', () => {
    const names = new Set(Object.keys(document.components.schemas));
    for (const ref of refs(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(names).toContain(ref.replace('#/components/schemas/', ''));
    }
    // Components carry no dialect or id of their own: the document's dialect applies.
    for (const schema of Object.values(document.components.schemas)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });

  it('describes requests as accepted and answers as sent', () => {
    const { NewsletterRequest, ErrorBody: errorSchema } = document.components.schemas;
    const properties = (NewsletterRequest?.properties ?? {}) as Record<string, JsonSchema>;
    const email = properties.email;
    expect(email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(NewsletterRequest?.additionalProperties).toBe(false);
    expect(errorSchema?.required).toEqual(['error']);
    const codes = document.components.schemas.ErrorCode?.oneOf as { const: string }[];
    expect(codes.map((c) => c.const)).toEqual([...errorCodes]);
  });

  it('gives every call a success answer and the error shape with its codes', () => {
    for (const op of apiOperations) {
      const responses = document.paths[op.path]?.[op.method]?.responses ?? {};
      for (const status of Object.keys(op.response))
        expect(Object.keys(responses), op.operationId).toContain(status);
      if (op.rawResponse) expect(Object.keys(responses), op.operationId).toContain('200');
      expect(
        Object.keys(responses).some((status) => status.startsWith('4')),
        `${op.operationId} documents a 4XX answer`,
      ).toBe(true);
      expect(responses['500'], `${op.operationId} documents 500`).toBeDefined();
      for (const [status, codes] of Object.entries(op.errors)) {
        const response = responses[status];
        expect(response, `${op.operationId} ${status}`).toBeDefined();
        expect(errorCodesOf(response!)).toEqual(codes);
        const schema = response?.content?.['application/json'].schema;
        expect(refs(schema)).toEqual(['#/components/schemas/ErrorBody']);
      }
      if (op.errors[429]) expect(responses['429']?.headers).toHaveProperty('Retry-After');
    }
  });

  it('describes the visitor cookie as a security scheme, used by the calls that read it', () => {
    expect(document.components.securitySchemes[VISITOR_SECURITY]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'mt_visitor',
    });
    // Reads set the cookie when it is missing; calls that store for a visitor need it.
    expect(document.paths['/api/purchases']?.get?.security).toEqual([
      { [VISITOR_SECURITY]: [] },
      {},
    ]);
    const grade = document.paths['/api/practice/grade']?.post;
    expect(grade?.security).toEqual([{ [VISITOR_SECURITY]: [] }]);
    expect(document.paths['/api/practice/review']?.get?.security).toEqual([
      { [VISITOR_SECURITY]: [] },
    ]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
  });

  it('lists every status that follows from a call’s shape', () => {
    for (const op of apiOperations) {
      const responses = document.paths[op.path]?.[op.method]?.responses ?? {};
      const codes = (status: string) => (responses[status] ? errorCodesOf(responses[status]) : []);
      // A restart (or, for a call that uses it, the database) answers 503, with Retry-After.
      expect(codes('503'), op.operationId).toContain('service_unavailable');
      expect(responses['503']?.headers, op.operationId).toHaveProperty('Retry-After');
      if (op.method === 'post') {
        expect(codes('413'), op.operationId).toEqual(['payload_too_large']);
        expect(codes('415'), op.operationId).toEqual(['unsupported_media_type']);
        if (!op.allowCrossSite) expect(codes('403'), op.operationId).toContain('cross_site');
      }
      if (op.security?.length === 1 && op.security[0]?.[VISITOR_SECURITY])
        expect(codes('400'), op.operationId).toContain('cookie_required');
      if (op.body) expect(codes('400'), op.operationId).toContain('validation_error');
    }
    // A new problem of a skill replaces one left after a wrong answer, which another request may
    // be answering at that moment.
    const conflict = (path: string, method: HttpMethod) => {
      const response = document.paths[path]?.[method]?.responses['409'];
      return response ? errorCodesOf(response) : [];
    };
    expect(conflict('/api/practice/skills/{skillId}/problem', 'get')).toEqual(['conflict']);
    expect(conflict('/api/create-payment-intent', 'post')).toEqual(['conflict', 'already_owned']);
  });

  it('explains every error code', () => {
    expect(Object.keys(errorCodeDescriptions).sort()).toEqual([...errorCodes].sort());
    // The shape those codes travel in.
    expect(
      z.safeParse(ErrorBody, { error: { code: 'not_found', message: 'Not found' } }).success,
    ).toBe(true);
  });

  it('documents the MathML forms of a practice problem beside its strings', () => {
    const { PracticeProblem, GradeResponse, MathStep, MathML } = document.components.schemas;
    const props = (schema: JsonSchema | undefined) =>
      (schema?.properties ?? {}) as Record<string, JsonSchema>;
    expect(MathML).toMatchObject({ type: 'string', pattern: '^<math[\\s>]' });
    expect(props(MathStep).mathml).toEqual({ $ref: '#/components/schemas/MathML' });
    expect(MathStep?.required).toEqual(['note', 'text', 'mathml']);
    const problem = props(PracticeProblem);
    for (const text of ['question', 'answer', 'hint']) expect(problem[text]?.type).toBe('string');
    expect(problem.steps?.items).toEqual({ type: 'string' });
    for (const field of ['questionMathml', 'hintMathml', 'answerMathml'])
      expect(problem[field]?.$ref, field).toBe('#/components/schemas/MathML');
    expect(problem.explanation?.items).toEqual({ $ref: '#/components/schemas/MathStep' });
    expect(PracticeProblem?.required).toEqual(
      expect.arrayContaining(['questionMathml', 'hintMathml', 'answerMathml', 'explanation']),
    );
    const graded = props(GradeResponse);
    expect(graded.steps?.items).toEqual({ type: 'string' });
    expect(graded.correctAnswerMathml?.$ref).toBe('#/components/schemas/MathML');
    expect(graded.explanation?.items).toEqual({ $ref: '#/components/schemas/MathStep' });
  });

  it('documents counting a similar problem: the visitor’s own, refused when unreadable', () => {
    const call = document.paths['/api/practice/similar-attempts']?.post;
    expect(call?.operationId).toBe('recordSimilarAttempt');
    expect(call?.tags).toEqual(['practice']);
    expect(call?.security).toEqual([{ [VISITOR_SECURITY]: [] }]);
    const codes = (status: string) => errorCodesOf(call!.responses[status]!);
    expect(codes('400')).toEqual(
      expect.arrayContaining(['validation_error', 'cookie_required', 'unreadable_answer']),
    );
    expect(codes('429')).toEqual(['rate_limited']);
    const { SimilarAttempt } = document.components.schemas;
    const props = (SimilarAttempt?.properties ?? {}) as Record<string, JsonSchema>;
    expect(SimilarAttempt?.additionalProperties).toBe(false);
    expect(props.problem).toMatchObject({ maxLength: 300 });
    expect(props.similar).toMatchObject({ maxLength: 300 });
    expect(props.answers).toMatchObject({ minItems: 1, maxItems: 2 });
  });

  it('lists the page’s language on the calls that grade, as on the call that makes a problem', () => {
    const lang = (path: string, method: HttpMethod) =>
      document.paths[path]?.[method]?.parameters?.find((p) => p.name === 'lang');
    const asked = lang('/api/practice/random/{category}', 'get');
    expect(asked).toMatchObject({ in: 'query', required: false });
    expect(asked?.schema).toMatchObject({ enum: ['en', 'es', 'fr', 'de', 'pt'] });
    for (const path of [
      '/api/practice/grade',
      '/api/practice/skills/{skillId}/grade',
      '/api/practice/similar-attempts',
      '/api/join/{code}/problems/{position}/working',
      '/api/join/{code}/problems/{position}/answer',
    ]) {
      expect(lang(path, 'post'), path).toEqual(asked);
      expect(document.paths[path]?.post?.description, path).toMatch(/`lang`/);
    }
  });

  it('finds no codes in a response that is not an error', () => {
    const ok = document.paths['/api/health']?.get?.responses['200'];
    expect(errorCodesOf(ok!)).toEqual([]);
  });
});
