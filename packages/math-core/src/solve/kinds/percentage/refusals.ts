/** Why a percentage is refused: the sentences by id. */
export const PERCENTAGE_REFUSALS = {
  percentageWholeZero:
    'The whole is 0: every percentage of 0 is 0, so the question has no single answer',
  percentageZeroRate: '0% of every number is 0, so the question has no single answer',
  percentageZeroRatePart: '0% of every number is 0, so no number has {part} as 0% of it',
} as const;
