import type { MathError, Result } from '../types';

/** Test helper: the value of an ok result, or a thrown error naming the failure. */
export const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.code} (${result.error.field}): ${result.error.message}`);
  return result.value;
};

/** Test helper: the error of a failed result, or a thrown error when it succeeded. */
export const errorOf = <T>(result: Result<T>): MathError => {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
};
