/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue). A step
 * names its units by id, and the notes word them from the term tables of unit names (`unitOne`,
 * `unitMany`), so that a language words each unit its own way.
 */
import { CATEGORIES, type UnitDef, unitsOf } from '../../../_lib/units';
import type { Notes } from '../../../math/catalogue/types';
import { TO_UNIT } from '.';

/** The converter's English name of each of its units, by id. */
const named = (name: (unit: UnitDef) => string): Record<string, string> =>
  Object.fromEntries(CATEGORIES.flatMap((c) => unitsOf(c).map((u) => [u.id, name(u)])));

export const unitConversionNotes: Notes = {
  forms: {
    convert: {
      temperature: 'Convert {from:unitMany} to {to:unitMany}',
      factor: 'Multiply by the number of {to:unitMany} in one {from:unitOne}',
      // Not a step's: the problem as read, "5 mi to km", names the unit after these words.
      to: TO_UNIT,
    },
  },
  reasons: {
    convert: ['', 'multiplying by a conversion factor changes the unit, not the amount'],
  },
  terms: {
    unitOne: /* @__PURE__ */ named((u) => u.one),
    unitMany: /* @__PURE__ */ named((u) => u.many),
  },
};
