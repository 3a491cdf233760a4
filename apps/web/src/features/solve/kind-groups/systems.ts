/** What is typed as several parts or in two unknowns: systems, graphs (recognised before a system), points, matrices, lists. */
import {
  gcdLcmKind,
  graphKind,
  matrixKind,
  nonlinearSystemKind,
  pointsKind,
  statisticsKind,
  systemKind,
} from '@mathtools/math-core';

export const kinds = [
  graphKind,
  systemKind,
  nonlinearSystemKind,
  pointsKind,
  matrixKind,
  statisticsKind,
  gcdLcmKind,
];
