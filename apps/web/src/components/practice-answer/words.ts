/**
 * What an answered problem says lives in the `answer` message catalogue
 * (`src/i18n/messages/answer/`), one set of sentences for the Practice Center and a similar
 * problem on /solve, in the page's language. `VerdictAlert` says its praise when none is given.
 *
 * Only /solve's similar problem still passes this English praise itself: it goes once that page
 * lets `VerdictAlert` say it in the page's language.
 */
export const PRAISE = 'Correct! Well done!';
