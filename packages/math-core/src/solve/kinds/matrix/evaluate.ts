/** An expression of matrices and numbers (2A + B, det(A B), A^-1) worked out one operation at a time, each with its steps. */

import type { Q } from '../../../math/rational';
import * as R from '../../../math/rational';
import type { MathNode } from '../../../math/tree';
import { multiply, power, scale, sum, transpose } from './operations';
import { determinant, inverse, rank } from './reduce';
import { invalid, saying, unsupported } from './refusals';
import type { Matrix } from './rows';
import { ASKED, holdsMatrix, isMatrix, numberOf, read, type Value, type Work } from './work';

/** A matrix, or a refusal saying what was found instead: `what` is a name as typed, or a sentence. */
export const matrixOf = (v: Value, what: string | ReturnType<typeof saying>): Matrix => {
  if (!isMatrix(v)) throw invalid('matrixNeeds', { what });
  return v;
};

/** The value of a tree holding matrices, one operation at a time, each with its steps. */
export const evaluate = (node: MathNode, w: Work): Value => {
  if (!holdsMatrix(node)) return numberOf(node);
  switch (node.type) {
    case 'matrix':
      return read(node);
    case 'neg':
      return scale(R.int(-1), matrixOf(evaluate(node.arg, w), saying('matrixMinusSign')), w);
    case 'fraction':
    case 'binary': {
      const [left, right, op] =
        node.type === 'fraction' ? [node.num, node.den, '/'] : [node.left, node.right, node.op];
      const [a, b] = [evaluate(left, w), evaluate(right, w)];
      if (op === '+' || op === '-') {
        if (!isMatrix(a) && !isMatrix(b)) return (op === '+' ? R.add : R.sub)(a, b);
        if (!isMatrix(a) || !isMatrix(b))
          throw invalid(op === '+' ? 'matrixNumberPlus' : 'matrixNumberMinus');
        return sum(a, b, op === '-', w);
      }
      if (op === '*') {
        if (isMatrix(a) && isMatrix(b)) return multiply(a, b, w);
        if (isMatrix(a)) return scale(b as Q, a, w, undefined, true);
        if (isMatrix(b)) return scale(a as Q, b, w);
        return R.mul(a, b);
      }
      if (op === '/') {
        if (isMatrix(b)) throw invalid('matrixDivide');
        if (isMatrix(a)) return scale(R.div(R.ONE, b), a, w, b);
        return R.div(a, b);
      }
      break;
    }
    case 'power': {
      const base = evaluate(node.base, w);
      const e = node.exponent;
      if (isMatrix(base) && e.type === 'variable' && (e.name === 'T' || e.name === 't'))
        return transpose(base, w);
      const k = numberOf(e);
      if (!R.isInt(k)) throw unsupported('matrixWholePowers');
      if (!isMatrix(base)) return R.powInt(base, Number(k.p));
      return R.eq(k, R.int(-1)) ? inverse(base, w) : power(base, Number(k.p), w);
    }
    case 'function': {
      const [arg] = node.args;
      if (!ASKED.has(node.name) || node.args.length !== 1 || !arg) break;
      const m = matrixOf(evaluate(arg, w), node.name);
      if (node.name === 'det') return determinant(m, w);
      if (node.name === 'rank') return R.int(rank(m, w));
      return node.name === 'inverse' ? inverse(m, w) : transpose(m, w);
    }
    default:
      break;
  }
  throw unsupported('matrixWhat');
};
