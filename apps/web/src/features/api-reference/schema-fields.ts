/**
 * Reads the JSON Schemas of the OpenAPI document as a person would: a type in words and one row
 * per field (nested objects flattened to `a.b`, array items to `a[].b`), with the constraints.
 */
import type { JsonSchema, OpenApiResponse } from '@mathtools/contracts/openapi';

export type Components = Readonly<Record<string, JsonSchema>>;

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  /** Constraints and the field's description, as short sentences. */
  notes: string[];
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

/** 1000000 → "1,000,000" (the same in every locale, so server and browser render alike). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value : []);

/** The type in words: `string`, `integer`, `"ok"`, `Product[]`, `string or null`, an enum. */
export function describeType(schema: JsonSchema | undefined, components: Components): string {
  const name = refName(schema);
  const s = resolve(schema, components);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const anyOf = asSchemas(s.anyOf ?? s.oneOf);
  if (anyOf.length) return anyOf.map((option) => describeType(option, components)).join(' or ');
  if (s.type === 'array') return `${describeType(s.items as JsonSchema, components)}[]`;
  if (s.type === 'object') return name ?? 'object';
  if (typeof s.type === 'string') {
    return s.format === 'email' ? 'string (email address)' : s.type;
  }
  return 'any JSON';
}

/** Constraints of a single value, in words. */
export function constraints(schema: JsonSchema | undefined, components: Components): string[] {
  const s = resolve(schema, components);
  const notes: string[] = [];
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, pattern } = s;
  if (typeof minLength === 'number' && typeof maxLength === 'number') {
    notes.push(`${grouped(minLength)}–${grouped(maxLength)} characters`);
  } else if (typeof maxLength === 'number') notes.push(`At most ${grouped(maxLength)} characters`);
  else if (typeof minLength === 'number' && minLength > 0) notes.push('Not empty');
  if (typeof minimum === 'number' && typeof maximum === 'number') {
    notes.push(`From ${grouped(minimum)} to ${grouped(maximum)}`);
  } else if (typeof exclusiveMinimum === 'number' && typeof maximum === 'number') {
    notes.push(`Greater than ${grouped(exclusiveMinimum)}, at most ${grouped(maximum)}`);
  } else if (typeof exclusiveMinimum === 'number') {
    notes.push(`Greater than ${grouped(exclusiveMinimum)}`);
  } else if (typeof minimum === 'number') notes.push(`At least ${grouped(minimum)}`);
  if (typeof pattern === 'string' && s.format !== 'email') notes.push(`Matches \`${pattern}\``);
  for (const option of asSchemas(s.anyOf)) notes.push(...constraints(option, components));
  return notes;
}

function isObject(schema: JsonSchema): boolean {
  return schema.type === 'object' && typeof schema.properties === 'object';
}

/** One row per field of an object (or of an array's items), nested fields included. */
export function fieldRows(
  schema: JsonSchema | undefined,
  components: Components,
  prefix = '',
): FieldRow[] {
  const s = resolve(schema, components);
  if (s.type === 'array') {
    const items = resolve(s.items as JsonSchema, components);
    return isObject(items) ? fieldRows(items, components, `${prefix}[].`) : [];
  }
  if (!isObject(s)) return [];
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  const rows: FieldRow[] = [];
  for (const [key, property] of Object.entries(s.properties as Record<string, JsonSchema>)) {
    const resolved = resolve(property, components);
    const description = resolved.description;
    rows.push({
      name: `${prefix}${key}`,
      type: describeType(property, components),
      required: required.has(key),
      notes: [
        ...constraints(property, components),
        ...(typeof description === 'string' ? [description] : []),
      ],
    });
    const items =
      resolved.type === 'array' ? resolve(resolved.items as JsonSchema, components) : null;
    if (isObject(resolved)) rows.push(...fieldRows(resolved, components, `${prefix}${key}.`));
    else if (items && isObject(items))
      rows.push(...fieldRows(items, components, `${prefix}${key}[].`));
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
