/**
 * Every error code a math-core function can return. The README lists when each one occurs.
 */
export type MathErrorCode =
  | 'not_a_number'
  | 'out_of_range'
  | 'division_by_zero'
  | 'invalid_operator'
  | 'invalid_base'
  | 'invalid_value'
  | 'invalid_date'
  | 'target_before_birth'
  | 'zero_total'
  | 'no_credits'
  | 'unknown_unit'
  | 'unknown_category'
  | 'invalid_term'
  | 'unreadable_answer'
  | 'unsupported'
  | 'too_complex';

/** Why an input was refused: a stable `code`, the input `field` at fault (when one is), and an English `message`. */
export interface MathError {
  code: MathErrorCode;
  field?: string;
  message: string;
}

/**
 * What every calculator returns: the value, or the reason the input cannot be accepted.
 * Check `ok` before reading `value`; the compiler enforces it.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: MathError };

/**
 * The categories of practice problems; a solver kind names the one its problems practise. Kept
 * here, below both, so that the solver imports nothing from practice.
 */
export type PracticeCategory = 'algebra' | 'logarithms' | 'geometry';
