/**
 * The questions of a set as a student who joined in another language reads them, run in the worker
 * pool (`./tasks.ts`) as all of a request's mathematics is. A set keeps each question's MathML in
 * English notation, written once when the set was made; another language writes it again from the
 * question as a tree the answer key keeps (`questionMath`), in that language's notation: its
 * decimal comma, `;` between the items of a list, its function names (a Spanish `mcd(12; 18)`,
 * `x² = 2,25`). Besides:
 * - a drawn problem is made again by its category's generator, from the seed and level the set
 *   kept, in English and in the language: if the English one is the problem the set kept (the
 *   same question as a tree), its words and MathML are the generator's in that language
 *   (`Resuelve la ecuación: …`; a word problem's MathML is its sentence, in the language);
 * - a typed problem keeps the teacher's words, as typed.
 * A question the key cannot write again (a key without its tree, a drawn word problem made before
 * sets kept its seed) keeps the English the set stored.
 */
import type { ClassProblem, PracticeLanguageCode } from '@mathtools/contracts';
import { generateProblem, type MathNode, toMathML } from '@mathtools/math-core';
import { practiceLanguage, writingLanguage } from '../modules/practice/languages.js';
import { questionParts } from '../modules/practice/make-problem.js';
import type { ClassAnswerKey } from './class-tasks.js';

/** A problem of a set as it is stored: its English question and MathML, and its key (JSON). */
export interface StoredClassProblem extends ClassProblem {
  answer: string;
}

const sameTree = (a: MathNode, b: MathNode) => JSON.stringify(a) === JSON.stringify(b);

const keyOf = (answer: string): ClassAnswerKey | undefined => {
  try {
    return JSON.parse(answer) as ClassAnswerKey;
  } catch {
    return undefined;
  }
};

/**
 * What a problem's key keeps of its words: a drawn problem's English words around its maths (or
 * its sentence in pieces, where its maths stands in several places), or what a typed problem's
 * words asked (none for others, nor for sets made before either was kept).
 */
export const keptWords = (
  key: ClassAnswerKey | undefined,
): Pick<ClassProblem, 'questionWords' | 'questionPieces' | 'asked'> => {
  if (key?.kind === 'drawn') return questionParts(key);
  if (key?.kind === 'typed' && key.asked) return { asked: key.asked };
  return {};
};

/**
 * A problem as the set stored it, in English: its question and MathML, and a drawn problem's
 * words around its maths as its key keeps them.
 */
export function storedInEnglish(
  { position, question, mathml, answer }: StoredClassProblem,
  key = keyOf(answer),
): ClassProblem {
  return { position, question, mathml, ...keptWords(key) };
}

/**
 * The problems of a set (as stored, in order) with their questions written in `lang`, a language
 * other than English, which the set keeps as it is (see above). The language's entry is loaded in
 * this thread the first time it is asked for.
 */
export async function classQuestionsIn(input: {
  problems: StoredClassProblem[];
  lang: Exclude<PracticeLanguageCode, 'en'>;
}): Promise<ClassProblem[]> {
  const [writing, practice] = await Promise.all([
    writingLanguage(input.lang),
    practiceLanguage(input.lang),
  ]);
  const notation = writing?.writing.notation;
  return input.problems.map((stored): ClassProblem => {
    const { position } = stored;
    const key = keyOf(stored.answer);
    const english = storedInEnglish(stored, key);
    if (key === undefined) return english;
    const tree = key.questionMath;
    if (tree === undefined || tree === null) return english;
    if (key.kind === 'drawn' && key.made) {
      const { category, level, seed } = key.made;
      const again = generateProblem(category, seed, { difficulty: level });
      const made = generateProblem(category, seed, { difficulty: level, language: practice });
      // The generator still makes the problem the set kept: the same problem in the language (a
      // word problem's MathML is its sentence, in the language's words).
      if (again.ok && made.ok && sameTree(again.value.questionMath, tree)) {
        const { question: words, questionMathml } = made.value;
        return {
          position,
          question: words,
          mathml: questionMathml,
          ...questionParts(made.value),
        };
      }
    }
    // A word problem's sentence is English words, which no notation writes again.
    if (tree.type === 'text') return english;
    const written = toMathML(tree, { notation });
    // A drawn problem the generator no longer makes keeps its English words with its maths.
    return written === '' ? english : { ...english, mathml: written };
  });
}
