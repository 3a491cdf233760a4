/**
 * Composite functions, asked with the functions defined in the same line: "f(g(x)) where f(x) = x^2
 * and g(x) = x + 1" is (x + 1)² = x² + 2x + 1; "(f∘g)(x) if f(x) = 2x + 1, g(x) = x^2", "fog(x)",
 * "g(f(x))", "f(f(x))", and at a number, "f(g(2))" = 9. Worked as a course does it: the inner
 * function put into the outer one in place of x, then multiplied out when the result is a
 * polynomial; at a number, the inner function's value first, then the outer one's at it.
 *
 * The kind checks its answer itself, in floating point: the answer must equal f(g(t)) worked out
 * from the two definitions as typed, at sample points where that is defined.
 */

import * as P from '../../../algebra/poly';
import { hasVariable, polyOrNothing, substitute } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { chain, eq, fn, variable } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import { unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { type Command, kind, type Parts } from '../../kind';
import { COMPOSITE_FUNCTION_REFUSALS } from './refusals';

/** What is asked: the outer and inner functions' names and the argument as typed ("x" or "2"). */
interface Request {
  outer: string;
  inner: string;
  argument: string;
  definitions: Record<string, string>;
}

/**
 * The phrasings, built in a function called once (marked pure), so that a bundle without the
 * solver keeps none of them: the composite asked for, and one definition f(x) = … .
 */
const patterns = () => ({
  nested: /\b([a-z])\s*\(\s*([a-z])\s*\(\s*([a-z]|-?\d+(?:\.\d+)?)\s*\)\s*\)/i,
  ring: /\(\s*([a-z])\s*(?:∘|o|\.)\s*([a-z])\s*\)\s*\(\s*([a-z]|-?\d+(?:\.\d+)?)\s*\)|\b([a-z])o([a-z])\s*\(\s*([a-z]|-?\d+(?:\.\d+)?)\s*\)/i,
  definition:
    /\b([a-z])\s*\(\s*x\s*\)\s*=\s*(.+?)\s*(?=(?:,|;|\band\b|\bwhere\b|\bif\b|\bfind\b|\bwhat\b|\bwork\s+out\b)\s*(?:[a-z]\s*\(\s*x\s*\)\s*=|find|what|work|evaluate|calculate|\(|[a-z]\s*\(\s*[a-z]\s*\(|[a-z]o[a-z])|$)/gi,
});

const PATTERNS = /* @__PURE__ */ patterns();

/** The composite asked for and the definitions given, when the text holds both. */
export const readComposite = (text: string): Request | undefined => {
  const definitions: Record<string, string> = {};
  // A fresh global pattern for each text: a shared one would carry its lastIndex between calls.
  const each = new RegExp(PATTERNS.definition.source, 'gi');
  for (const m of text.matchAll(each))
    definitions[(m[1] as string).toLowerCase()] = (m[2] as string).replace(/[?.!]+$/, '').trim();
  // The definitions taken out, what is asked is found in the rest.
  const rest = text.replace(each, ' ');
  const nested = PATTERNS.nested.exec(rest);
  const ring = nested ? undefined : PATTERNS.ring.exec(rest);
  const [outer, inner, argument] = nested
    ? [nested[1], nested[2], nested[3]]
    : ring
      ? [ring[1] ?? ring[4], ring[2] ?? ring[5], ring[3] ?? ring[6]]
      : [];
  if (!outer || !inner || !argument) return undefined;
  const [o, i] = [outer.toLowerCase(), inner.toLowerCase()];
  if (!definitions[o] || !definitions[i]) return undefined;
  return { outer: o, inner: i, argument, definitions };
};

const unsupported = (id: keyof typeof COMPOSITE_FUNCTION_REFUSALS) =>
  refuse('unsupported', COMPOSITE_FUNCTION_REFUSALS, id);

/** A part of the question as the reader parsed it; a refusal naming it when it did not parse. */
const parsed = (tree: MathNode | undefined, typed: string): MathNode => {
  if (!tree)
    throw refuse('invalid_value', COMPOSITE_FUNCTION_REFUSALS, 'compositeUnread', { typed });
  return tree;
};

/** The maths of the question, each parsed by the reader: both definitions and a number argument. */
const partsOf = (request: Request): Record<string, string> => ({
  outer: request.definitions[request.outer] as string,
  inner: request.definitions[request.inner] as string,
  ...(/^[a-z]$/i.test(request.argument) ? {} : { argument: request.argument }),
});

/**
 * The composite worked out, with its steps, checked before it is given; `parts` are the
 * definitions (and a number argument) as the reader parsed them.
 */
export const composite = (request: Request, parts: Parts): Answered & { problem: MathNode } => {
  const { outer, inner } = request;
  const f = parsed(parts.outer, request.definitions[outer] as string);
  const g = parsed(parts.inner, request.definitions[inner] as string);
  const X = variable('x');
  const atNumber = !/^[a-z]$/i.test(request.argument);
  const argument = atNumber ? parsed(parts.argument, request.argument) : X;
  const problem = fn(outer, fn(inner, argument));
  const steps: WorkedStep[] = [];
  let value: MathNode;
  if (atNumber) {
    const innerValue = evaluated(substitute(g, { x: argument }));
    steps.push(
      step(
        {
          rule: 'substitute',
          params: { value: argument, function: inner },
          form: 'compositeInner',
        },
        chain(fn(inner, argument), '=', substitute(g, { x: argument }), '=', innerValue),
      ),
    );
    value = evaluated(substitute(f, { x: innerValue }));
    steps.push(
      step(
        {
          rule: 'substitute',
          params: { value: innerValue, function: outer },
          form: 'compositeOuter',
        },
        chain(
          problem,
          '=',
          fn(outer, innerValue),
          '=',
          substitute(f, { x: innerValue }),
          '=',
          value,
        ),
      ),
    );
  } else {
    const put = substitute(f, { x: g });
    steps.push(
      step(
        {
          rule: 'substitute',
          params: { inner: fn(inner, variable('x')), expression: g, function: outer },
          form: 'compositeInto',
        },
        eq(problem, put),
      ),
    );
    const poly = polyOrNothing(put);
    value = put;
    if (poly && P.variables(poly).length <= 1) {
      const expanded = P.toNode(poly);
      if (toText(expanded) !== toText(put)) {
        steps.push(step({ rule: 'expand', form: 'compositeMultiply' }, eq(problem, expanded)));
        value = expanded;
      }
    }
  }
  check(f, g, value, atNumber ? evaluateMath(argument) : undefined);
  const answerLine = eq(problem, value);
  return {
    kind: 'composite-function',
    method: atNumber ? 'innerFirst' : 'substitution',
    answer: toText(answerLine),
    solutions: [{ ...solution(answerLine, atNumber ? value : undefined), exact: value }],
    steps,
    problem,
  };
};

/** A number's exact value as the solver writes it (through the polynomial of no letters). */
const evaluated = (node: MathNode): MathNode => {
  if (hasVariable(node)) throw unsupported('compositeOfX');
  const poly = polyOrNothing(node);
  if (!poly) throw unsupported('compositeAtNumber');
  return P.toNode(poly);
};

/** The answer equals f(g(t)) from the definitions as typed, at sample points (or the one number). */
const check = (f: MathNode, g: MathNode, value: MathNode, at: number | undefined): void => {
  const points = at === undefined ? [-2.3, -0.7, 0.4, 1.9, 3.1, 5.6] : [at];
  let compared = 0;
  for (const t of points) {
    const want = evaluateMath(f, { x: evaluateMath(g, { x: t }) });
    const got = evaluateMath(value, { x: t });
    if (!Number.isFinite(want) || !Number.isFinite(got)) continue;
    if (!approxEqual(got, want, TOLERANCE.check)) throw unchecked();
    compared++;
  }
  if (compared < Math.min(points.length, 3)) throw unchecked();
};

export const compositeFunctionKind = /* @__PURE__ */ kind({
  methods: {
    innerFirst: 'inner function first',
    substitution: 'substitution',
  },
  id: 'composite-function',
  title: 'Composite function',
  practice: null,
  check: 'own',
  example: 'f(g(x)) where f(x) = x^2 and g(x) = x + 1',
});

/** "f(g(x)) where f(x) = … and g(x) = …", "(f∘g)(x) if …": the composite, worked out and checked. */
export const compositeFunctionCommand: Command = {
  read: (text) => {
    const request = readComposite(text);
    if (!request) return undefined;
    return {
      maths: request.definitions[request.outer] as string,
      parts: partsOf(request),
      solve: (_tree, _method, parts) => composite(request, parts),
    };
  },
};
