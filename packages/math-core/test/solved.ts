/** Test helpers: `solve`'s answer to a problem, or its refusal, failing with the problem's text. */
import { solve } from '../src/solve/solve';

/** The answer `solve` gives; throws naming the problem when it refuses. */
export const solved = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

/** The refusal `solve` gives; throws naming the problem when it answers. */
export const refusal = (text: string) => {
  const r = solve(text);
  if (r.ok) throw new Error(`${text} was answered: ${r.value.answer}`);
  return r.error;
};
