/**
 * Reads the JSON Schemas of the OpenAPI document as a person would: a type in words and one row
 * per field (nested objects flattened to `a.b`, array items to `a[].b`), with the constraints.
 * The words are the page's language's (`words`: the `developers` catalogue); the schemas' own
 * descriptions are the document's, in English.
 */
import type { JsonSchema, OpenApiResponse } from '@mathtools/contracts/openapi';

export type Components = Readonly<Record<string, JsonSchema>>;

/** A message of the `developers` catalogue in the page's language (`useT('developers')`). */
export type Words = (key: string, values?: Record<string, string | number>) => string;

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  /** Constraints, as short sentences in the page's language. */
  notes: string[];
  /** The field's description from the document (English), if it has one. */
  description?: string;
};

const REF_PREFIX = '#/components/schemas/';

/** The name a `$ref` points at (`GradeResponse`), or null for an inline schema. */
export function refName(schema: JsonSchema | undefined): string | null {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith(REF_PREFIX)
    ? ref.slice(REF_PREFIX.length)
    : null;
}

/** Follows `$ref`s to the schema itself; a description next to the `$ref` is kept. */
export function resolve(schema: JsonSchema | undefined, components: Components): JsonSchema {
  let current: JsonSchema = schema ?? {};
  for (let hops = 0; hops < 10; hops++) {
    const name = refName(current);
    if (!name) return current;
    const { $ref: _ref, ...siblings } = current;
    current = { ...components[name], ...siblings };
  }
  return current;
}

const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value : []);

/** The type in words: `string`, `integer`, `"ok"`, `Product[]`, `string or null`, an enum. */
export function describeType(
  schema: JsonSchema | undefined,
  components: Components,
  words: Words,
): string {
  const name = refName(schema);
  const s = resolve(schema, components);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const anyOf = asSchemas(s.anyOf ?? s.oneOf);
  if (anyOf.length) {
    return anyOf
      .map((option) => describeType(option, components, words))
      .reduce((first, second) => words('type.or', { first, second }));
  }
  if (s.type === 'array') return `${describeType(s.items as JsonSchema, components, words)}[]`;
  if (s.type === 'object') return name ?? 'object';
  if (typeof s.type === 'string') {
    return s.format === 'email' ? words('type.email') : s.type;
  }
  return words('type.any');
}

/** Constraints of a single value, in words (numbers grouped as the language groups them). */
export function constraints(
  schema: JsonSchema | undefined,
  components: Components,
  words: Words,
): string[] {
  const s = resolve(schema, components);
  const notes: string[] = [];
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, pattern } = s;
  if (typeof minLength === 'number' && typeof maxLength === 'number') {
    notes.push(words('note.length', { min: minLength, max: maxLength }));
  } else if (typeof maxLength === 'number') notes.push(words('note.maxLength', { max: maxLength }));
  else if (typeof minLength === 'number' && minLength > 0) notes.push(words('note.notEmpty'));
  if (typeof minimum === 'number' && typeof maximum === 'number') {
    notes.push(words('note.range', { min: minimum, max: maximum }));
  } else if (typeof exclusiveMinimum === 'number' && typeof maximum === 'number') {
    notes.push(words('note.aboveAtMost', { min: exclusiveMinimum, max: maximum }));
  } else if (typeof exclusiveMinimum === 'number') {
    notes.push(words('note.above', { min: exclusiveMinimum }));
  } else if (typeof minimum === 'number') notes.push(words('note.atLeast', { min: minimum }));
  if (typeof pattern === 'string' && s.format !== 'email') {
    notes.push(words('note.pattern', { pattern }));
  }
  for (const option of asSchemas(s.anyOf)) notes.push(...constraints(option, components, words));
  return notes;
}

function isObject(schema: JsonSchema): boolean {
  return schema.type === 'object' && typeof schema.properties === 'object';
}

/** One row per field of an object (or of an array's items), nested fields included. */
export function fieldRows(
  schema: JsonSchema | undefined,
  components: Components,
  words: Words,
  prefix = '',
): FieldRow[] {
  const s = resolve(schema, components);
  if (s.type === 'array') {
    const items = resolve(s.items as JsonSchema, components);
    return isObject(items) ? fieldRows(items, components, words, `${prefix}[].`) : [];
  }
  if (!isObject(s)) return [];
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  const rows: FieldRow[] = [];
  for (const [key, property] of Object.entries(s.properties as Record<string, JsonSchema>)) {
    const resolved = resolve(property, components);
    const description = resolved.description;
    rows.push({
      name: `${prefix}${key}`,
      type: describeType(property, components, words),
      required: required.has(key),
      notes: constraints(property, components, words),
      ...(typeof description === 'string' ? { description } : {}),
    });
    const items =
      resolved.type === 'array' ? resolve(resolved.items as JsonSchema, components) : null;
    if (isObject(resolved)) {
      rows.push(...fieldRows(resolved, components, words, `${prefix}${key}.`));
    } else if (items && isObject(items)) {
      rows.push(...fieldRows(items, components, words, `${prefix}${key}[].`));
    }
  }
  return rows;
}

/** Whether an object (or an array's item objects) rejects fields it does not list. */
export function isStrict(schema: JsonSchema | undefined, components: Components): boolean {
  return resolve(schema, components).additionalProperties === false;
}

/**
 * The error codes an error response allows: the document narrows the shared `ErrorBody` with
 * `allOf: [ErrorBody, { properties: { error: { properties: { code: { enum } } } } }]`.
 */
export function responseErrorCodes(response: OpenApiResponse): string[] {
  const narrowing = asSchemas(response.content?.['application/json'].schema.allOf)[1];
  const error = (narrowing?.properties as Record<string, JsonSchema> | undefined)?.error;
  const code = (error?.properties as Record<string, JsonSchema> | undefined)?.code;
  return Array.isArray(code?.enum) ? code.enum.filter((c) => typeof c === 'string') : [];
}
