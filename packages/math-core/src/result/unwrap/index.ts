import type { MathError, Result } from '../../types';

/** The error `unwrap` throws: a refused calculation, with the library's `MathError` as its cause. */
export class MathResultError extends Error {
  override readonly name = 'MathResultError';
  constructor(readonly error: MathError) {
    super(
      error.field
        ? `${error.code} (${error.field}): ${error.message}`
        : `${error.code}: ${error.message}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * The value of a successful `Result`; throws `MathResultError` for a refused one. For scripts,
 * tests and examples where a refusal is a bug. Code that shows results to people reads `ok`
 * instead, and shows `error.message` or its own text.
 */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new MathResultError(result.error);
}
