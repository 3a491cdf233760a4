import { buildOpenApiDocument, type JsonSchema } from '@mathtools/contracts/openapi';
import openapiJson from '@mathtools/contracts/openapi.json';
import { describe, expect, it } from 'vitest';
import {
  constraints,
  describeType,
  fieldRows,
  isStrict,
  refName,
  resolve,
  responseErrorCodes,
} from './schema-fields';

const components = buildOpenApiDocument().components.schemas;
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const row = (schema: string, name: string) =>
  fieldRows(ref(schema), components).find((r) => r.name === name);

describe('the document the page shows', () => {
  it('is the one the API serves (the contracts build writes it from the same code)', () => {
    expect(openapiJson).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});

describe('schema fields', () => {
  it('follows references and names them', () => {
    expect(refName(ref('Progress'))).toBe('Progress');
    expect(refName({ type: 'string' })).toBeNull();
    expect(resolve(ref('Progress'), components).type).toBe('object');
  });

  it('describes types in words', () => {
    expect(describeType(ref('GradeResponse'), components)).toBe('GradeResponse');
    expect(describeType(ref('ProductList'), components)).toBe('Product[]');
    expect(describeType(ref('PracticeCategory'), components)).toBe(
      '"algebra" | "logarithms" | "geometry"',
    );
    expect(row('PaymentsConfig', 'publishableKey')?.type).toBe('string or null');
    expect(row('HealthResponse', 'status')?.type).toBe('"ok"');
    expect(row('NewsletterRequest', 'email')?.type).toBe('string (email address)');
    expect(describeType({}, components)).toBe('any JSON');
  });

  it('lists nested and array fields with their constraints', () => {
    expect(row('GradeResponse', 'progress.streak')).toEqual({
      name: 'progress.streak',
      type: 'integer',
      required: true,
      notes: ['From 0 to 1,000,000'],
    });
    expect(row('GradeResponse', 'steps')?.type).toBe('string[]');
    expect(row('ProductList', '[].price')?.notes).toEqual(['Greater than 0', 'In US dollars.']);
    expect(row('ContactRequest', 'message')?.notes).toEqual(['1–1,000 characters']);
    expect(row('ErrorBody', 'error.field')?.required).toBe(false);
    expect(constraints(ref('ProductId'), components)).toEqual([
      '1–64 characters',
      'Matches `^[a-z0-9][a-z0-9-]*$`',
    ]);
  });

  it('reads the error codes each error response allows', () => {
    const intent = buildOpenApiDocument().paths['/api/create-payment-intent']?.post?.responses;
    expect(responseErrorCodes(intent!['400']!)).toEqual([
      'bad_request',
      'validation_error',
      'cookie_required',
      'amount_mismatch',
    ]);
    expect(responseErrorCodes(intent!['200']!)).toEqual([]);
  });

  it('tells strict request objects apart', () => {
    expect(isStrict(ref('GradeRequest'), components)).toBe(true);
    expect(isStrict({ type: 'object' }, components)).toBe(false);
  });
});
