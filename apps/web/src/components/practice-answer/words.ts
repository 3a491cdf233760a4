/**
 * What an answered problem says, in the Practice Center and under a similar problem on /solve
 * alike: one set of sentences, so the two never drift apart.
 */

/** Said after a wrong first answer: one more try before the solution is shown. */
export const TRY_AGAIN_MESSAGE = 'Not quite — try once more.';

/** Said for a right answer that earns nothing more to say. */
export const PRAISE = 'Correct! Well done!';

/** Said for a wrong outcome, with the answer in words. */
export const wrongAnswer = (answer: string) => `Not quite. The correct answer is: ${answer}`;
