/**
 * The tutor under a solved problem, in its own chunk: fetched when "Check my working" or "Try a
 * similar problem" is first asked for (or hovered, focused), so neither the page nor the solver's
 * chunk carries math-core's checker of working and its maker of similar problems.
 */
export { WorkingChecker } from './check-working';
export { SimilarProblemPanel } from './similar-problem';
