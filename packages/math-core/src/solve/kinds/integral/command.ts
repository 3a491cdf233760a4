/**
 * "∫ … dx", "integral of …", "integral from a to b of …" as a command: the antiderivative (by the
 * way asked for, where several apply) or the definite integral, worked out in radians and checked
 * as it is found.
 */
import { command } from '../../kind';
import { integrateProblem, readIntegral } from '.';
import { definiteProblem } from './definite';

export const integralCommand = /* @__PURE__ */ command(readIntegral, (asked) => ({
  maths: asked.expression,
  // The limits of a definite integral are maths of their own, parsed by the reader.
  ...(asked.limits ? { parts: { from: asked.limits[0], to: asked.limits[1] } } : {}),
  asks: 'integral',
  radians: true,
  solve: (tree, method, parts) =>
    asked.limits
      ? definiteProblem(tree, { ...asked, limits: asked.limits }, [parts.from, parts.to])
      : integrateProblem(tree, asked, method),
}));
