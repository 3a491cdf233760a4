/** Why a calculation with complex numbers is refused: the sentences by id. */
export const ARITHMETIC_REFUSALS = {
  complexOperations:
    'Complex numbers are worked out with +, −, ×, ÷, whole powers and square roots, such as (2 + 3i)(1 − i) or √(−4)',
  complexZeroArgument: '0 has no argument: it is at no angle from the real axis',
} as const;
