/**
 * Working for an expression (a chain of equal expressions, compared at sample points), for a
 * derivative (each line equal to the derivative) and for an indefinite integral (each line's
 * derivative equal to the integrand, ∫ … dx still to be found counting as its integrand).
 */
import { show } from '../../algebra/calculus';
import { derivativeValue } from '../../algebra/derivative';
import { mapTree, substitute, variablesOf } from '../../algebra/reading';
import { agree, agreeAtPoints, samplesFor } from '../../algebra/samplePoints';
import * as B from '../../math/build';
import { compileMath, evaluateMath } from '../../math/evaluateMath';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { SolveResult } from '../../solve/solve';
import { type WrongResult, wrongDerivatives, wrongIntegrals } from './calculusMistakes';
import { rewritingsOf } from './mistakes';
import type { Line } from './read';
import { sameTermsAs } from './sameTerms';
import {
  type Checker,
  type LineCheck,
  lastValue,
  statementOf,
  suggesting,
  unreadable,
  type WorkingCheck,
  withoutRestrictions,
} from './verdict';
import { because, type Why } from './words';

// Expressions ------------------------------------------------------------------------------------

/** Nodes in a tree: how long a form is, to tell an answer from a step short of it. */
const size = (node: MathNode): number => toText(node).replace(/\s/g, '').length;

const at = (node: MathNode, scope: Record<string, number>): MathNode => {
  const v = evaluateMath(node, scope);
  return B.n(Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(6))));
};

/**
 * Why a line is not what it should be, with where the two differ: "…: at x = 2 the line before is
 * 9 and this line is 5" (`{id}-at`), "…: in value …" (`{id}-in-value`) where there is no
 * unknown, or `{id}` alone where no sample point tells them apart.
 */
const whereTheyDiffer = (
  id: 'not-equal' | 'not-derivative' | 'not-antiderivative',
  a: MathNode,
  b: MathNode,
  names: string[],
  values: Readonly<Record<string, MathNode>> = {},
): { why: Why; reason: string } => {
  const [f, g] = [compileMath(a), compileMath(b)];
  for (const scope of [
    { ...Object.fromEntries(names.map((n) => [n, 2])) },
    ...samplesFor(a, b, names),
  ]) {
    const [u, v] = [f(scope), g(scope)];
    if (Number.isFinite(u) && Number.isFinite(v) && !agree(u, v)) {
      const differ = { ...values, before: at(a, scope), now: at(b, scope) };
      return names.length > 0
        ? because(`${id}-at`, {
            ...differ,
            where: B.list(
              ...names.map((n) => B.eq(B.variable(n), B.n(round4(scope[n] as number)))),
            ),
          })
        : because(`${id}-in-value`, differ);
    }
  }
  return because(id, values);
};

const round4 = (v: number): string => String(Number(v.toPrecision(4)));

export const expressionWorking =
  (problem: MathNode, names: string[], answer: MathNode): Checker =>
  (lines) => {
    let before = problem;
    const out: LineCheck[] = [];
    let last: MathNode | undefined;
    for (const read of lines) {
      const statement = read.ok ? statementOf(read.line) : undefined;
      if (!read.ok || !statement || read.line.words) {
        out.push(unreadable(read.ok ? { id: 'write-expression' } : read.why));
        last = undefined;
        continue;
      }
      const now = lastValue(withoutRestrictions(statement));
      if (agreeAtPoints(before, now, names)) out.push({ status: 'follows' });
      else {
        const rewritings = rewritingsOf(before);
        const named =
          rewritings.find((w) => sameTermsAs(w.wrong, now)) ??
          rewritings.find((w) => agreeAtPoints(w.wrong, now, names));
        out.push(
          named
            ? {
                status: 'wrong',
                mistake: named.mistake,
                why: named.why,
                reason: named.reason,
                ...(named.right ? suggesting(named.right) : {}),
              }
            : { status: 'wrong', ...whereTheyDiffer('not-equal', before, now, names) },
        );
      }
      before = now;
      last = now;
    }
    const wrong = out.some((l) => l.status === 'wrong');
    if (wrong) return { lines: out, ending: 'wrong' };
    if (!last) return { lines: out, ending: 'unfinished' };
    return { lines: out, ending: done(last, problem, answer) ? 'answer' : 'unfinished' };
  };

/**
 * Whether the last line of an expression's working is the answer: not the problem again, no
 * longer than the solver's answer, and in the answer's shape (a product when the answer is a
 * product, as for factoring; no bracket left to multiply out when the answer has none).
 */
const done = (last: MathNode, problem: MathNode, answer: MathNode): boolean => {
  if (toText(last).replace(/\s/g, '') === toText(problem).replace(/\s/g, '')) return false;
  if (size(last) > size(answer)) return false;
  const product = (n: MathNode): boolean =>
    (n.type === 'binary' && n.op === '*') ||
    n.type === 'power' ||
    (n.type === 'neg' && product(n.arg));
  if (product(answer) !== product(last)) return false;
  return true;
};

// Derivatives and integrals ---------------------------------------------------------------------

/** A line's value with each d/dx(…) replaced by the derivative it stands for. */
const withDerivatives = (value: MathNode, l: Line): MathNode =>
  substitute(
    value,
    Object.fromEntries(l.derivatives.map((d) => [d.name, show(derivativeValue(d.of, d.x), d.x)])),
  );

export const derivativeWorking =
  (f: MathNode, x: string, r: SolveResult): Checker =>
  (lines) => {
    const derivative = r.solutions[0]?.tree as MathNode;
    const out: LineCheck[] = [];
    let wrongs: WrongResult[] | undefined;
    let pending = true;
    for (const read of lines) {
      if (!read.ok || read.line.readings.length !== 1 || read.line.integrals.length > 0) {
        out.push(unreadable(read.ok ? { id: 'write-expression-in-x' } : read.why));
        pending = true;
        continue;
      }
      const value = withDerivatives(lastValue(read.line.readings[0] as MathNode), read.line);
      pending = read.line.derivatives.length > 0;
      if (agreeAtPoints(value, derivative, [x])) {
        out.push({ status: 'follows' });
        continue;
      }
      wrongs ??= wrongDerivatives(f, x);
      const named = wrongs.find((w) => agreeAtPoints(w.wrong, value, [x]));
      out.push({
        status: 'wrong',
        ...(named
          ? {
              mistake: named.mistake,
              why: named.why,
              reason: named.reason,
              ...suggesting(derivative),
            }
          : whereTheyDiffer('not-derivative', derivative, value, [x], { f })),
      });
    }
    const wrong = out.some((l) => l.status === 'wrong');
    return {
      lines: out,
      ending: wrong
        ? 'wrong'
        : pending || out.at(-1)?.status !== 'follows'
          ? 'unfinished'
          : 'answer',
    };
  };

/**
 * The derivative of a line of an integral's working at sample points, each ∫ g dx in it counting
 * as g: the line's value with the integrals at 0, differentiated, plus each integrand times the
 * (constant) number the integral is multiplied by. Undefined when an integral is not a term with a
 * constant factor.
 */
/**
 * ln|u| as ln(u): the two have the same derivative, u′/u, wherever they are defined, and the
 * rules of differentiation take the second.
 */
const withoutBars = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'log' && n.arg.type === 'function' && n.arg.name === 'abs' && n.arg.args.length === 1
      ? { ...n, arg: withoutBars(n.arg.args[0] as MathNode) }
      : undefined,
  );

const derivativeOrNothing = (node: MathNode, x: string): MathNode | undefined => {
  try {
    return show(derivativeValue(node, x), x);
  } catch {
    return undefined;
  }
};

const lineDerivative = (value: MathNode, l: Line, x: string): MathNode | undefined => {
  const zero = Object.fromEntries(l.integrals.map((i) => [i.name, B.n(0)]));
  // A constant of integration by any other letter (+ k) has derivative 0.
  const constants = variablesOf(value).filter((v) => v !== x && !(v in zero));
  const atZero = { ...zero, ...Object.fromEntries(constants.map((v) => [v, B.n(0)])) };
  const without = substitute(value, atZero);
  let total = show(derivativeValue(withoutBars(without), x), x);
  for (const i of l.integrals) {
    const one = substitute(value, { ...atZero, [i.name]: B.n(1) });
    const factor = B.sub(one, without);
    const samples = [...samplesFor(factor, i.integrand, [x])].slice(0, 6).map(compileMath(factor));
    const c = samples.find(Number.isFinite);
    if (c === undefined || !samples.every((v) => !Number.isFinite(v) || agree(v, c)))
      return undefined;
    total = B.add(total, B.mul(B.n(String(c)), i.integrand));
  }
  return total;
};

export const integralWorking =
  (integrand: MathNode): Checker =>
  (lines) => {
    const x = variablesOf(integrand)[0] ?? 'x';
    const out: LineCheck[] = [];
    let ending: WorkingCheck['ending'] = 'unfinished';
    for (const read of lines) {
      if (!read.ok || read.line.readings.length !== 1 || read.line.derivatives.length > 0) {
        out.push(unreadable(read.ok ? { id: 'write-expression-in-x' } : read.why));
        ending = 'unfinished';
        continue;
      }
      const value = lastValue(read.line.readings[0] as MathNode);
      let derivative: MathNode | undefined;
      try {
        derivative = lineDerivative(value, read.line, x);
      } catch {
        derivative = undefined;
      }
      if (!derivative) {
        out.push(unreadable({ id: 'not-checked' }));
        ending = 'unfinished';
        continue;
      }
      if (!agreeAtPoints(derivative, integrand, [x])) {
        const lineDerivativeIs = derivative;
        const named = wrongIntegrals(integrand, x).find((w) => {
          const dw = derivativeOrNothing(w.wrong, x);
          return dw !== undefined && agreeAtPoints(dw, lineDerivativeIs, [x]);
        });
        out.push({
          status: 'wrong',
          ...(named
            ? { mistake: named.mistake, why: named.why, reason: named.reason }
            : whereTheyDiffer('not-antiderivative', integrand, derivative, [x], { integrand })),
        });
        ending = 'wrong';
        continue;
      }
      // ∫ 6x² dx = 2x³ + C is finished: what it comes to, its last side, has no integral left.
      const finishedLine = read.line.integrals.every((i) => !variablesOf(value).includes(i.name));
      // Any letter other than x that is no integral still to be found is a constant: + k, + A.
      const constant =
        read.line.constant ||
        variablesOf(value).some((v) => v !== x && read.line.integrals.every((i) => i.name !== v));
      if (
        finishedLine &&
        !constant &&
        out.length === lines.length - 1 &&
        !out.some((l) => l.status === 'wrong')
      ) {
        out.push({
          status: 'wrong',
          mistake: 'missing-constant',
          ...because('missing-constant'),
          ...suggesting(B.add(value, B.variable('C'))),
        });
        ending = 'wrong';
        continue;
      }
      out.push({ status: 'follows' });
      ending = out.some((l) => l.status === 'wrong')
        ? 'wrong'
        : finishedLine
          ? 'answer'
          : 'unfinished';
    }
    return { lines: out, ending };
  };
