/**
 * Linear equations (`3(x-2)=2x+1`, `x/3 + 1/2 = 5/6`), with no solution or every number as
 * answers too. They are answered by the quadratic kind's case, which reads any equation of degree
 * at most 2 as a polynomial and names a degree-1 one linear.
 */
import { kind } from '../../kind';

export const linearKind = /* @__PURE__ */ kind({
  id: 'linear',
  title: 'Linear equation',
  practice: 'algebra',
  example: '2x+3=7',
});
