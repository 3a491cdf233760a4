/**
 * The English words of the answers a domain or a range is given in, by id (templates of its
 * parameters, as the catalogue's common ones are): they come with the kind, so a solver without it
 * carries none. The set is said as inequalities, then in interval notation; a union of intervals
 * is one interval and the union of the rest, so each language writes only the sign between two.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const DOMAIN_ANSWERS = {
  domainSet: '{values}: {intervals}',
  everyOf: 'every {unknown}',
  noRealNumber: 'no real number',
  union: '{first} ∪ {rest}',
} as const satisfies KindAnswers;
