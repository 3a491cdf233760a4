/** Questions in words, read whole before any maths. */
import {
  percentageKind,
  probabilityKind,
  sequenceKind,
  shapeKind,
  unitConversionKind,
} from '@mathtools/math-core';

export const kinds = [percentageKind, unitConversionKind, shapeKind, sequenceKind, probabilityKind];
