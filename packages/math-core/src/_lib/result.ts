import type { MathError, MathErrorCode, Result } from '../types';

export const fail = (code: MathErrorCode, message: string, field?: string): Result<never> => {
  const error: MathError = { code, message };
  if (field !== undefined) error.field = field;
  return { ok: false, error };
};

/**
 * The first entry of `fields` that is not a finite number, as a `not_a_number` failure.
 * Arguments come from untyped callers too (JavaScript, parsed forms), hence `unknown`.
 */
export const nonFinite = (fields: Record<string, unknown>): Result<never> | undefined => {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return fail('not_a_number', `${field} must be a finite number`, field);
    }
  }
  return undefined;
};

/** An argument as it can safely appear in a message: short quoted text, or just its type. */
export const quote = (value: unknown): string =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
    : `a ${value === null ? 'null' : typeof value}`;
