/**
 * The English words of a unit conversion's answer, by id (templates of its parameters, as the
 * catalogue's common ones are): they come with the kind, so a solver without it carries none. An
 * amount is worded by its unit and whether it is one (1 mile, 5 miles), from the converter's own
 * names of its units, so that a language words each unit its own way.
 */

import { CATEGORIES, unitsOf } from '../../../_lib/units';
import type { KindAnswers } from '../../../math/catalogue/answers';

/** The English words of an answer of this kind: the conversion, and an amount of each unit. */
export const unitConversionAnswers = (): KindAnswers => {
  const out: Record<string, string> = {
    convertedExact: '{from} = {to}',
    convertedNear: '{from} ≈ {to}',
    negativeAmount: '-{value}',
  };
  for (const category of CATEGORIES)
    for (const unit of unitsOf(category)) {
      out[`${unit.id}:one`] = `{value} ${unit.one}`;
      out[`${unit.id}:many`] = `{value} ${unit.many}`;
    }
  return out;
};
