/**
 * The English words of the answers a trigonometric identity gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const TRIG_IDENTITY_ANSWERS = {
  identity: 'Identity: {identity} holds for every {unknown}',
  identityWhere: 'Identity: {identity} holds for every {unknown} where {conditions}',
  notIdentity:
    'Not an identity: at {unknown} = {angle} the left side is {left} and the right side is {right}',
  notIdentityBoth:
    'Not an identity: at {unknown} = {angle} ({radians}) the left side is {left} and the right side is {right}',
} as const satisfies KindAnswers;
