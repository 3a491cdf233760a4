// Every problem the steps tests solve (./solve-texts), solved once every way `solve` offers it.
import { type SolveResult, solve } from '../src/solve/solve';
import { TEXTS } from './solve-texts';

/** A problem and its answers: the way `solve` chose, then each other method it names. */
export interface Worked {
  text: string;
  ways: SolveResult[];
}

/**
 * The problems of TEXTS that `solve` answers, each solved every way it can be. The files that read
 * every step (solve-reasons, solve-notes) share this one list: in the unit tier the test files of
 * a worker share one module graph, so the corpus is solved once per worker, not once per file.
 */
export const WORKED: Worked[] = TEXTS.flatMap((text) => {
  const r = solve(text);
  if (!r.ok) return [];
  const others = (r.value.methods ?? []).flatMap((m) => {
    if (m.used) return [];
    const other = solve(text, { method: m.id });
    return other.ok ? [other.value] : [];
  });
  return [{ text, ways: [r.value, ...others] }];
});
