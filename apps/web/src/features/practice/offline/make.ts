/**
 * Problems made on this device while offline, with math-core (the generators the server uses, so
 * the server makes the same problem again from the same seed when the answer is sent; the seeds
 * come from the server, `seed-store.ts`), and the answers checked here with the same
 * `checkAnswer` the server grades with, read first in the page's notation as the server reads
 * them (and a wrong first answer explained with the same `explainAnswer`, `explain.ts`).
 */
import type { PracticeCategory } from '@mathtools/contracts';
import {
  generateProblem,
  generateSkillProblem,
  listSkills,
  type PracticeDifficulty,
  type PracticeLanguage,
  type PracticeProblem,
  type SkillInfo,
  type WritingLanguage,
} from '@mathtools/math-core';
import type { Checked } from '../../../lib/try-rule';

/**
 * The free skills of a category: the ones math-core makes, so the ones that work offline, their
 * names and descriptions written in the page's language (English without one), as the server
 * lists them online.
 */
export const offlineSkills = (
  category: PracticeCategory,
  language?: PracticeLanguage,
): SkillInfo[] =>
  listSkills(language ? { category, premium: false, language } : { category, premium: false });

/**
 * A category problem from a seed, as the server makes `algebra-<seed>`, written in the page's
 * language (English without one): the same problem and answer in every language.
 */
export function makeCategoryProblem(
  category: PracticeCategory,
  seed: number,
  language?: PracticeLanguage,
) {
  const made = generateProblem(category, seed, language ? { language } : undefined);
  if (!made.ok) throw new Error(`generateProblem(${category}, ${seed}): ${made.error.message}`);
  return made.value;
}

/** A free skill's problem from a seed at a difficulty, as the server makes it, in the page's language. */
export function makeSkillProblem(
  skill: string,
  difficulty: PracticeDifficulty,
  seed: number,
  language?: PracticeLanguage,
) {
  const made = generateSkillProblem(
    skill,
    seed,
    language ? { difficulty, language } : { difficulty },
  );
  if (!made.ok) throw new Error(`generateSkillProblem(${skill}, ${seed}): ${made.error.message}`);
  return made.value;
}

// Answers are checked here as the server checks them (lib/grade-here), and kept as typed with the
// page's language (`langOf`) for the server to grade again the same way.
export { checkHere } from '../../../lib/grade-here';
export type { Checked };

/**
 * The language an offline attempt's answers were read in, as the server is to read them again
 * (`lang`): the page's, or none when its entry could not be loaded and they were read as English.
 */
export const langOf = (language?: WritingLanguage): { lang?: WritingLanguage['id'] } =>
  language ? { lang: language.id } : {};

/** How long a wrong first answer's verdict waits for the explainer's chunk, at most. */
export const EXPLAIN_WAIT_MS = 1500;

let explainer: Promise<typeof import('./explain')> | undefined;

/**
 * Why a wrong first answer is wrong, as the server says it online (`explain.ts`): the sentence of
 * the common mistake that explains it, or undefined when none does. The explainer judges answers
 * with math-core's solver, several times the size of the generators, so it is a chunk of its own,
 * fetched with the first wrong answer (offline from the service worker's copy of every asset);
 * when it cannot be fetched within EXPLAIN_WAIT_MS the verdict comes without the sentence. The
 * answer is given as typed: the explainer reads it in `language`, math-core's entry for the
 * page's language (`solverLanguage`; English without one), and says the sentence in it.
 */
export async function explainWrong(
  answer: string,
  problem: Pick<PracticeProblem, 'questionMath'>,
  language?: WritingLanguage,
): Promise<string | undefined> {
  explainer ??= import('./explain');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, EXPLAIN_WAIT_MS, undefined);
  });
  try {
    const loaded = await Promise.race([explainer, late]);
    return loaded?.explainHere(answer, problem, language);
  } catch {
    // Not fetched: asked again with the next wrong answer.
    explainer = undefined;
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
