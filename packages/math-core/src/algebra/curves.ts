/**
 * The curve of an equation in x and y as functions of x to draw: p(x, y) = 0 with y to the first
 * power is y = −c(x)/b(x); with y squared (a circle, an ellipse, a parabola on its side) it is
 * a·y² + b(x)·y + c(x) = 0, drawn as its two halves y = −b/(2a) ± √((b² − 4ac)/(4a²)). Anything
 * else (y³, y·x², y² times x) has no such form here.
 */
import * as B from '../math/build';
import * as R from '../math/rational';
import type { MathNode } from '../math/tree';
import * as P from './poly';

/** The terms of p with y to the power k, y taken out: the coefficient of yᵏ as a polynomial in x. */
const part = (p: P.Poly, y: string, k: number): P.Poly =>
  p
    .filter((t) => (t.mono[y] ?? 0) === k)
    .map((t) => {
      const { [y]: _, ...rest } = t.mono;
      return { ...t, mono: rest };
    });

/** p = 0 as y = f(x): one function, or two halves; undefined when it is not of that form. */
export const curvesOf = (p: P.Poly, y: string): MathNode[] | undefined => {
  const top = Math.max(0, ...p.map((t) => t.mono[y] ?? 0));
  const [c, b, a] = [part(p, y, 0), part(p, y, 1), part(p, y, 2)];
  if (top === 1) {
    if (P.isConstant(b)) return [P.toNode(P.scale(c, R.div(R.int(-1), P.constant(b))))];
    return [B.frac(P.toNode(P.scale(c, R.int(-1))), P.toNode(b))];
  }
  if (top !== 2 || !P.isConstant(a)) return undefined;
  const a0 = P.constant(a);
  const center = P.scale(b, R.div(R.int(-1), R.mul(R.int(2), a0)));
  const spread = P.scale(
    P.sub(P.mul(b, b), P.scale(c, R.mul(R.int(4), a0))),
    R.div(R.ONE, R.mul(R.int(4), R.mul(a0, a0))),
  );
  const root = B.sqrt(P.toNode(spread));
  if (center.length === 0) return [root, B.neg(root)];
  const mid = P.toNode(center);
  return [B.add(mid, root), B.sub(mid, root)];
};
