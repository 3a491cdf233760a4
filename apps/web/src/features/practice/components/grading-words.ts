/** Said after a wrong first answer: one more try before the solution is shown. */
export const TRY_AGAIN_MESSAGE = 'Not quite — try once more.';
