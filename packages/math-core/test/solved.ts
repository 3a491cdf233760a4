/** Test helpers: `solve`'s answer to a problem, or its refusal, failing with the problem's text. */
import type { RefusalTable } from '../src/math/refusal';
import { solve } from '../src/solve/solve';
import type { WritingLanguage } from '../src/solve/written';

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

/** The refusal of a problem in a language's words (English without one); throws when it answers. */
export const refusedIn = (text: string, language?: WritingLanguage): string => {
  const r = solve(text, language && { language });
  if (r.ok) throw new Error(`${text} was answered: ${r.value.answer}`);
  return r.error.message;
};

/** A sentence of a language's refusals, its {names} filled in as given; throws when it has none. */
export const sentence = (
  language: WritingLanguage,
  id: string,
  values: Readonly<Record<string, string>> = {},
): string => {
  const template = (language.writing.notes as { refusals?: RefusalTable }).refusals?.[id];
  if (template === undefined) throw new Error(`${id} is not a sentence of the language's refusals`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
};
