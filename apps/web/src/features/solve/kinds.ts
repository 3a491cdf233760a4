// Moved to lib/solve-kinds.ts; kept only until features/tools imports it from there.
export { approximation } from '../../lib/solve-kinds';
