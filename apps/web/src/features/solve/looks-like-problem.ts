// Moved to lib/looks-like-problem.ts; kept only until features/tools imports it from there.
export { looksLikeProblem } from '../../lib/looks-like-problem';
