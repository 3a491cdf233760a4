import type { AnswerWords } from '../../../math/catalogue/answers';
import type { Solution, Variant } from '../../result';

/**
 * An exact trigonometric value (`cos(135°)`) or a trigonometric equation (`2sin(x) = 1`), whose
 * solutions are angles in degrees, or in radians when `radians` is true.
 */
export type TrigonometryResult = Variant<
  'trigonometry',
  {
    /** Only for an equation answered in radians ("in radians", or π typed): true. */
    radians?: true;
    /**
     * Only for an equation typed with neither unit (no °, π, "degrees" or "radians"): the
     * solutions in radians (`x = π/4`), `solutions` being the same angles in degrees.
     */
    radianSolutions?: Solution[];
    /**
     * Only with `radianSolutions`: the answer in each unit on its own, for a page that shows them
     * as two lines (`answer` says both in one). Each is its words as data and their text, written
     * in the language of the result as `answer` is.
     */
    answerByUnit?: { degrees: UnitAnswer; radians: UnitAnswer };
  }
>;

/** The answer of a trigonometric equation in one unit: its words, and their text. */
export type UnitAnswer = { answer: string; answerWords: AnswerWords };
