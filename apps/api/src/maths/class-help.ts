/**
 * The help on a problem of a set (its hint and worked steps) written in the language a student
 * joined in, run in the worker pool (`./tasks.ts`) as all of a request's mathematics is. A set
 * keeps the help in English; another language writes it again from what the set kept:
 * - a typed problem's steps keep their rule, the form of their note, its parameters and their
 *   statement as a tree (`KeptStep`): each note is said again from those in the language's notes
 *   (math-core's `stepWords`), and each statement written in the language's notation (a decimal
 *   comma), as `solve(text, { language })` writes its steps. Its hint is its first step's note. A
 *   set made before the steps kept these has its problem solved again in English for them, and
 *   used only if the solver gives the same steps (the same English notes) as the set kept;
 * - a drawn problem is made again by its category's generator, from the seed and level the set
 *   kept, in the language: its hint and steps as practice shows them in it. Used only if it is
 *   the same problem (the same question as a tree); a set made before the seed was kept has none.
 * A step the language has no words for keeps its English words (its maths still in the language's
 * notation), and help that cannot be written again stays English.
 */
import type { MathStep, PracticeLanguageCode } from '@mathtools/contracts';
import {
  type ExplainedStep,
  generateProblem,
  solve,
  stepWords,
  toMathML,
  toText,
  type Writing,
} from '@mathtools/math-core';
import { practiceLanguage, writingLanguage } from '../modules/practice/languages.js';
import { type ClassAnswerKey, type KeptStep, stepsOf } from './class-tasks.js';

/** The help on a problem: its hint ('' when it has none) and its worked steps. */
export interface ClassHelpWords {
  hint: string;
  steps: MathStep[];
}

/** A kept step that can be said again in another language (sets made before kept no rule). */
type SayableStep = KeptStep & Pick<ExplainedStep, 'ruleId'>;

const sayable = (steps: readonly KeptStep[]): steps is SayableStep[] =>
  steps.length > 0 && steps.every((s) => typeof s.ruleId === 'string');

/**
 * The steps in the language: each note from its rule, form and parameters in the language's notes
 * (its English note where they have no words for it), each statement in its notation.
 */
export const stepsSaidIn = (steps: readonly SayableStep[], writing: Writing): MathStep[] =>
  steps.map((step) => {
    const words = stepWords(step, writing.notes, writing.notation);
    const note = words.ok ? words.value.note : step.note;
    const { statement } = step;
    return statement === undefined
      ? { note, text: step.text, mathml: step.mathml }
      : {
          note,
          text: toText(statement, writing.notation),
          mathml: toMathML(statement, { notation: writing.notation }),
        };
  });

/**
 * A typed problem's steps that can be said again: as the set kept them, or, for a set made before
 * they kept their rules, the problem solved again in English, if it gives the steps the set kept.
 */
function typedSteps(problem: string, kept: readonly KeptStep[]): SayableStep[] | undefined {
  if (sayable(kept)) return kept;
  const solved = solve(problem);
  if (!solved.ok) return undefined;
  const steps = solved.value.steps;
  const same =
    steps.length === kept.length && steps.every((step, i) => step.note === kept[i]?.note);
  return same ? steps : undefined;
}

/**
 * A problem's help in `lang` (a language other than English, which the set keeps as it is): the
 * hint and steps the set kept (`hint`, `steps` as stored, JSON), written again in that language
 * where they can be (see above), else in English. The language's entry is loaded in this thread
 * the first time it is asked for.
 */
export async function classHelpIn(input: {
  key: ClassAnswerKey;
  hint: string;
  steps: string;
  lang: Exclude<PracticeLanguageCode, 'en'>;
}): Promise<ClassHelpWords> {
  const { key, hint } = input;
  const kept = JSON.parse(input.steps) as KeptStep[];
  const english = { hint, steps: stepsOf(kept) };
  if (key.kind === 'drawn') {
    if (!key.made) return english;
    const { category, level, seed } = key.made;
    const made = generateProblem(category, seed, {
      difficulty: level,
      language: await practiceLanguage(input.lang),
    });
    if (!made.ok || JSON.stringify(made.value.questionMath) !== JSON.stringify(key.questionMath))
      return english;
    return { hint: made.value.hint, steps: stepsOf(made.value.explanation) };
  }
  const steps = typedSteps(key.problem, kept);
  const language = await writingLanguage(input.lang);
  if (!steps || !language) return english;
  const said = stepsSaidIn(steps, language.writing);
  // A typed problem's hint is its first step's note.
  const first = said[0];
  return { hint: first && hint === kept[0]?.note ? first.note : hint, steps: said };
}
