/** Trigonometric values, equations, simplifications and identities. */
import { trigIdentityKind, trigonometryKind } from '@mathtools/math-core';

export const kinds = [trigonometryKind, trigIdentityKind];
