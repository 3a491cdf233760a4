/** Calculus and functions, asked for in words around the maths. */
import {
  completedSquareKind,
  compositeFunctionKind,
  derivativeKind,
  domainKind,
  integralKind,
  inverseFunctionKind,
  limitKind,
  rearrangeKind,
  stationaryKind,
  tangentKind,
} from '@mathtools/math-core';

export const kinds = [
  derivativeKind,
  integralKind,
  limitKind,
  tangentKind,
  stationaryKind,
  completedSquareKind,
  inverseFunctionKind,
  compositeFunctionKind,
  domainKind,
  rearrangeKind,
];
