/** A x = b by row reduction: one solution, none (rank of A below that of [A | b]) or infinitely many; each solution put back into A x = b. */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { hasVariable } from '../../../algebra/reading';
import { eq, list, n, variable } from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { type Solution, solution } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { evaluate, matrixOf } from './evaluate';
import { invalid, saying, unsupported } from './refusals';
import { type Matrix, times as product, rankByMinors, rowReduce, same } from './rows';
import { entry, push, say, shown, sizeOf, type Work } from './work';

/** x₁, x₂ …: the entries of an unknown vector named by one letter. */
const entriesOf = (name: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${name}${'₁₂₃₄₅₆₇₈₉'[i]}`);

/** A x = b by row reduction of [A | b]. */
export const solveSystem = (tree: Extract<MathNode, { type: 'relation' }>, w: Work): Answered => {
  const [left, right] = tree.operands as [MathNode, MathNode];
  if (
    tree.relations.length !== 1 ||
    tree.relations[0] !== '=' ||
    left.type !== 'binary' ||
    left.op !== '*'
  )
    throw unsupported('matrixAxB');
  const unknown = left.right;
  const letters =
    unknown.type === 'variable'
      ? undefined
      : unknown.type === 'matrix' &&
          unknown.rows.every((r) => r.length === 1 && r[0]?.type === 'variable')
        ? unknown.rows.map((r) => (r[0] as { name: string }).name)
        : null;
  if (letters === null || hasVariable(left.left) || hasVariable(right))
    throw unsupported('matrixAxB');
  if (letters && new Set(letters).size !== letters.length) throw invalid('matrixLetters');
  const a = matrixOf(evaluate(left.left, w), 'A x = b');
  const b = matrixOf(evaluate(right, w), saying('matrixRightSide'));
  const [rows, cols] = [a.length, a[0]?.length ?? 0];
  if (b.length !== rows || b[0]?.length !== 1)
    throw invalid('matrixRightColumn', { rows: String(rows), size: sizeOf(a) });
  const names = letters ?? entriesOf((unknown as { name: string }).name, cols);
  if (names.length !== cols)
    throw invalid('matrixUnknowns', {
      size: sizeOf(a),
      columns: String(cols),
      count: String(names.length),
    });
  const augmented = a.map((r, i) => [...r, b[i]?.[0] as Q]);
  push(w, 'rowOperation', 'augmented', shown(augmented, w));
  const { m, pivots } = rowReduce(augmented, cols, true, say(w), (op, now) =>
    push(w, 'rowOperation', op.form, shown(now, w), op.params),
  );
  const result = (answer: Omit<Answered, 'kind' | 'method' | 'steps'>): Answered => ({
    kind: 'matrix',
    method: 'rowReduction',
    steps: w.steps,
    ...answer,
  });
  const false_ = m.findIndex((r) => r.slice(0, cols).every(R.isZero) && !R.isZero(r[cols] as Q));
  if (false_ >= 0) {
    const c = m[false_]?.[cols] as Q;
    if (!(rankByMinors(a) < rankByMinors(augmented))) throw unchecked();
    push(w, 'contradiction', 'falseRow', eq(n(0), entry(c, w)), {
      row: false_ + 1,
      value: entry(c, w),
    });
    return result({ ...answerInWords({ id: 'none' }), solutions: [], outcome: 'none' });
  }
  // Each pivot row gives its unknown: the last entry less the free unknowns' multiples.
  const free = names.map((_, j) => j).filter((j) => !pivots.includes(j));
  const values: Poly[] = pivots.map((_, i) =>
    free.reduce(
      (p, f) => P.add(p, P.scale(P.varPoly(names[f] as string), R.neg(m[i]?.[f] as Q))),
      P.constPoly(m[i]?.[cols] as Q),
    ),
  );
  // Put back: with every free unknown 0 the values solve A x = b, and each free unknown's
  // direction solves A x = 0.
  const particular = names.map((_, j) => {
    const i = pivots.indexOf(j);
    return i < 0 ? R.ZERO : (m[i]?.[cols] as Q);
  });
  const column = (v: Q[]): Matrix => v.map((x) => [x]);
  if (!same(product(a, column(particular)), b)) throw unchecked();
  for (const f of free) {
    const direction = names.map((_, j) => {
      const i = pivots.indexOf(j);
      return j === f ? R.ONE : i < 0 ? R.ZERO : R.neg(m[i]?.[f] as Q);
    });
    if (!same(product(a, column(direction)), column(names.map(() => R.ZERO)))) throw unchecked();
  }
  if (rankByMinors(a) !== pivots.length || rankByMinors(augmented) !== pivots.length)
    throw unchecked();
  const statements = pivots.map((col, i) =>
    eq(
      variable(names[col] as string),
      free.length === 0 ? entry(P.constant(values[i] as Poly), w) : P.toNode(values[i] as Poly),
    ),
  );
  if (free.length > 0) {
    const [first, second, ...more] = free.map((f) => variable(names[f] as string));
    push(
      w,
      'freeUnknown',
      more.length > 0 ? 'manyFree' : second ? 'twoFree' : 'oneFree',
      list(...statements),
      more.length > 0
        ? { unknowns: list(...free.map((f) => variable(names[f] as string))) }
        : second
          ? { first: first as MathNode, second }
          : { unknown: first as MathNode },
    );
    return result({
      ...answerInWords({ id: 'family', params: { family: list(...statements) } }),
      solutions: [],
      outcome: 'family',
    });
  }
  push(w, 'readOff', 'eachRow', list(...statements));
  const found: Solution[] = letters
    ? statements.map((s) => solution(s, (s as { operands: MathNode[] }).operands[1]))
    : [solution(eq(unknown, shown(column(particular), w)))];
  return result({ answer: found.map((s) => s.text).join(', '), solutions: found });
};
