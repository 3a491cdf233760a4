/** Inequalities and absolute values (an absolute value is recognised before an inequality). */
import { absoluteValueKind, inequalityKind } from '@mathtools/math-core';

export const kinds = [inequalityKind, absoluteValueKind];
