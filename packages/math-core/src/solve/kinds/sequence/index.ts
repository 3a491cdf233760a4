/**
 * Arithmetic and geometric sequences asked in words: "the 10th term of 3, 7, 11, …" = 39, "the
 * nth term of 2, 6, 18, …" = 2 × 3ⁿ⁻¹, "the sum of the first 20 terms of 5, 8, 11, …", "the sum to
 * infinity of 8, 4, 2, …" = 16, "the next term of 1/2, 1/4, 1/8". The kind of sequence is read off
 * the terms given (at least three): the same difference between neighbours makes it arithmetic,
 * the same ratio geometric; anything else is refused with its differences. Terms are exact
 * (whole numbers, decimals, fractions), and so is every answer.
 *
 * The kind checks its answers itself: the nth-term formula must give back every term typed, a term
 * is found again by stepping from the last term typed (adding the difference or multiplying by the
 * ratio), a sum by adding its terms one by one, and a sum to infinity by the partial sums closing
 * in on it.
 */

import { evalExact, substitute } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import {
  chain,
  eq,
  fn,
  mul,
  n as numberNode,
  pow,
  sub,
  text,
  times,
  variable,
} from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { negLead, qNode, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { mathsIn } from '../../read/maths';
import { worded } from '../../worded';
import { SEQUENCE_ANSWERS } from './answers';
import { SEQUENCE_REFUSALS } from './refusals';

/** What is asked of the sequence: a term, the formula, a sum of terms, the sum to infinity, the next terms. */
type Asked =
  | { ask: 'term'; k: number }
  | { ask: 'nth' }
  | { ask: 'sum'; k: number }
  | { ask: 'sumN' }
  | { ask: 'infinity' }
  | { ask: 'next'; count: number };

interface Question {
  asked: Asked;
  terms: Q[];
  /** The terms as typed, for the problem as shown. */
  typed: string[];
}

/** The furthest term or longest sum worked out: each is checked term by term. */
const MAX_INDEX = 10_000;
/** A term of a sum to infinity that no longer moves its partial sum, as a fraction of the sum's size. */
const NEGLIGIBLE_TERM = 1e-15;

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

type Phrase = [RegExp, RegExp, (g: (string | undefined)[]) => Asked];

/**
 * For each question, its words before the terms and after them. Built in a function called once
 * (marked pure), so that a bundle without the solver keeps none of it.
 */
const phrases = (): Phrase[] => {
  const NUM = String.raw`[-−]?(?:\d+(?:\.\d+)?|\.\d+)(?:\s*/\s*\d+)?`;
  const TERMS = String.raw`(${NUM}(?:\s*[,;]\s*${NUM}){2,})(?:\s*[,;]?\s*(?:\.\.\.|…|etc\.?))?`;
  const SEQUENCE = String.raw`(?:(?:of|in|for)\s+)?(?:the\s+)?(?:(?:arithmetic|geometric|number)\s+)?(?:sequence|progression|series|pattern)?\s*:?\s*`;
  const ASKING = String.raw`(?:please\s+)?(?:(?:find|give|state|determine|calculate|compute|work\s+out|write\s+down|write|what\s+is|what\s+are|what['’]s|whats)\s+)?(?:the\s+|an?\s+(?:expression|formula)\s+for\s+(?:the\s+)?)?`;
  const LEAD = String.raw`^\s*${ASKING}`;
  const ORDINAL = String.raw`(\d+)\s*(?:st|nd|rd|th)`;
  // The asking words (without the terms), each with what they ask.
  const asks: [string, (g: (string | undefined)[]) => Asked][] = [
    [String.raw`${ORDINAL}\s+term`, (g) => ({ ask: 'term', k: Number(g[0]) })],
    [String.raw`term\s+(?:number\s+)?(\d+)`, (g) => ({ ask: 'term', k: Number(g[0]) })],
    [
      String.raw`(?:(?:n\s*-?\s*th|general)\s+term(?:\s+formula)?|formula\s+for\s+the\s+(?:n\s*-?\s*th|general)\s+term|(?:rule|formula)\s+for\s+the\s+(?:n\s*-?\s*th|general)\s+term)`,
      () => ({ ask: 'nth' }),
    ],
    [
      String.raw`sum\s+of\s+(?:the\s+)?first\s+(\d+)\s+terms`,
      (g) => ({ ask: 'sum', k: Number(g[0]) }),
    ],
    [String.raw`sum\s+of\s+(?:the\s+)?first\s+n\s+terms`, () => ({ ask: 'sumN' })],
    [
      String.raw`(?:sum\s+to\s+infinity|infinite\s+sum|sum\s+of\s+(?:all\s+the\s+terms|the\s+infinite\s+series))`,
      () => ({ ask: 'infinity' }),
    ],
    [
      String.raw`next\s+(two|three|four|five|\d)?\s*terms?`,
      (g) => ({ ask: 'next', count: COUNTS[g[0] ?? ''] ?? Number(g[0] ?? 1) }),
    ],
  ];
  return asks.map(([words, read]) => [
    // "the 10th term of 3, 7, 11, …"
    new RegExp(`${LEAD}${words}\\s+${SEQUENCE}${TERMS}\\s*[?.!]*\\s*$`, 'i'),
    // "3, 7, 11, …: find the 10th term"
    new RegExp(`^\\s*${SEQUENCE}${TERMS}\\s*[,;:.]?\\s*${ASKING}${words}\\s*[?.!]*\\s*$`, 'i'),
    read,
  ]);
};

const PHRASES = /* @__PURE__ */ phrases();

/** A term as typed: a whole number, a decimal or a fraction. */
const termValue = (typed: string): Q => {
  const q = E.rational(evalExact(mathsIn(typed.replace('−', '-'))));
  if (!q) throw unsupported('sequenceNumbers');
  return q;
};

/** The sequence question a text asks, when it is one of the phrasings above. */
export const readSequence = (input: string): Question | undefined => {
  for (const [before, after, read] of PHRASES) {
    // The terms are the last group when the words come first, the first when they follow.
    const first = before.exec(input);
    const then = first ? undefined : after.exec(input);
    const list = first ? first[first.length - 1] : then?.[1];
    if (list === undefined) continue;
    const asked = read(first ? first.slice(1) : (then as RegExpExecArray).slice(2));
    const typed = list.split(/\s*[,;]\s*/).map((t) => t.trim());
    return { asked, terms: typed.map(termValue), typed };
  }
  return undefined;
};

const unsupported = (id: keyof typeof SEQUENCE_REFUSALS, values?: Record<string, MathNode>) =>
  refuse('unsupported', SEQUENCE_REFUSALS, id, values);

/** The rule of the sequence read off its terms. */
type Pattern = { type: 'arithmetic'; a: Q; d: Q } | { type: 'geometric'; a: Q; r: Q };

const N = /* @__PURE__ */ variable('n');
const ONE_NODE = /* @__PURE__ */ numberNode(1);
const term = (k: MathNode) => fn('a', k);
const sumOf = (k: MathNode) => fn('S', k);
const whole = (k: number) => numberNode(k);

/** first + c·rest (or first − |c|·rest); c alone when there is no rest; first alone when c is 0. */
const plusTimes = (first: MathNode | undefined, c: Q, rest?: MathNode): MathNode => {
  const size = R.abs(c);
  const part = rest ? (R.eq(size, R.ONE) ? rest : times(qNode(size), rest)) : qNode(size);
  if (!first) return R.sign(c) < 0 ? negLead(part) : part;
  if (R.isZero(c)) return first;
  return R.sign(c) < 0 ? sub(first, part) : { type: 'binary', op: '+', left: first, right: part };
};

/** c·body as written: body, −body, 2 × body. */
const scaledBy = (c: Q, body: MathNode): MathNode => plusTimes(undefined, c, body);

/** Whether every neighbour of xs is f of the one before, f's value read from the first two. */
const same = (xs: Q[], f: (a: Q, b: Q) => Q): Q | undefined => {
  const values = xs.slice(1).map((x, i) => f(x, xs[i] as Q));
  const first = values[0] as Q;
  return values.every((v) => R.eq(v, first)) ? first : undefined;
};

const list = (xs: Q[]): MathNode => ({ type: 'list', items: xs.map(qNode) });

/** name = each working = value, a working that already reads as the value left out. */
const equalities = (name: MathNode, workings: MathNode[], value: MathNode): MathNode => {
  const shown = workings.filter((w) => toText(w) !== toText(value));
  return chain(name, ...shown.flatMap((w) => ['=' as const, w]), '=', value);
};

/** Arithmetic when the differences agree, geometric when the ratios do; the step that shows it. */
const patternOf = (terms: Q[]): { pattern: Pattern; shown: WorkedStep } => {
  const [a, second] = terms as [Q, Q];
  const d = same(terms, R.sub);
  const pairs = terms.slice(1, 4).map((x, i) => [terms[i] as Q, x] as const);
  if (d)
    return {
      pattern: { type: 'arithmetic', a, d },
      shown: step(
        { rule: 'arithmeticSequence', params: { first: qNode(a) }, form: 'found' },
        equalities(
          variable('d'),
          pairs.map(([x, y]) => sub(qNode(y), qNode(x))),
          qNode(d),
        ),
      ),
    };
  const r = terms.some(R.isZero) ? undefined : same(terms, R.div);
  if (r)
    return {
      pattern: { type: 'geometric', a, r },
      shown: step(
        { rule: 'geometricSequence', params: { first: qNode(a) }, form: 'found' },
        equalities(
          variable('r'),
          pairs.map(([x, y]): MathNode => ({ type: 'fraction', num: qNode(y), den: qNode(x) })),
          qNode(r),
        ),
      ),
    };
  const differences = terms.slice(1).map((x, i) => R.sub(x, terms[i] as Q));
  throw unsupported(
    R.isZero(second) || terms.some(R.isZero) ? 'sequenceNeither' : 'sequenceNeitherRatios',
    { differences: list(differences), terms: list(terms) },
  );
};

/** The nth term as a formula in n, simplified, and the step that writes it. */
const nthTerm = (p: Pattern): { formula: MathNode; shown: WorkedStep } => {
  const less = sub(N, ONE_NODE);
  if (p.type === 'arithmetic') {
    const formula = plusTimes(plusTimes(undefined, p.d, N), R.sub(p.a, p.d));
    const general = plusTimes(R.isZero(p.a) ? undefined : qNode(p.a), p.d, less);
    return {
      formula,
      shown: step(
        { rule: 'nthTerm', form: 'arithmetic' },
        toText(general) === toText(formula)
          ? eq(term(N), formula)
          : chain(term(N), '=', general, '=', formula),
      ),
    };
  }
  // a·rⁿ⁻¹ is rⁿ when a = r.
  const formula = R.eq(p.a, p.r) ? pow(qNode(p.r), N) : scaledBy(p.a, pow(qNode(p.r), less));
  return {
    formula,
    shown: step({ rule: 'nthTerm', form: 'geometric' }, eq(term(N), formula)),
  };
};

/** The kth term from the rule, exactly, with the working that shows it. */
const kthTerm = (p: Pattern, k: number): { value: Q; working: MathNode } => {
  if (p.type === 'arithmetic') {
    const value = R.add(p.a, R.mul(R.int(k - 1), p.d));
    return { value, working: plusTimes(qNode(p.a), p.d, whole(k - 1)) };
  }
  const value = R.mul(p.a, R.powInt(p.r, k - 1));
  const power = pow(qNode(p.r), whole(k - 1));
  return { value, working: R.eq(p.a, R.ONE) ? power : mul(qNode(p.a), power) };
};

/** The sum of the first k terms, exactly, with the formula's working. */
const kSum = (p: Pattern, k: number): { value: Q; working: MathNode } => {
  if (p.type === 'arithmetic') {
    const inner = plusTimes(mul(whole(2), qNode(p.a)), p.d, whole(k - 1));
    const value = R.mul(
      R.rat(BigInt(k), 2n),
      R.add(R.mul(R.int(2), p.a), R.mul(R.int(k - 1), p.d)),
    );
    return { value, working: mul({ type: 'fraction', num: whole(k), den: whole(2) }, inner) };
  }
  const top = R.sub(R.powInt(p.r, k), R.ONE);
  const value = R.div(R.mul(p.a, top), R.sub(p.r, R.ONE));
  const working: MathNode = {
    type: 'fraction',
    num: scaledBy(p.a, sub(pow(qNode(p.r), whole(k)), ONE_NODE)),
    den: sub(qNode(p.r), ONE_NODE),
  };
  return { value, working };
};

/** Stepping from the last term typed to the kth (k at least the number typed). */
const stepped = (p: Pattern, terms: Q[], k: number): Q => {
  let value = terms[terms.length - 1] as Q;
  for (let i = terms.length; i < k; i++)
    value = p.type === 'arithmetic' ? R.add(value, p.d) : R.mul(value, p.r);
  return value;
};

/** Whether a formula in n is exactly `expected` at n = k. */
const formulaAt = (formula: MathNode, k: number, expected: Q): boolean => {
  const value = E.rational(evalExact(substitute(formula, { n: whole(k) })));
  return value !== undefined && R.eq(value, expected);
};

const check = (ok: boolean): void => {
  if (!ok) throw unchecked();
};

const indexed = (k: number): void => {
  if (!Number.isSafeInteger(k) || k < 1)
    throw refuse('invalid_value', SEQUENCE_REFUSALS, 'sequenceFromOne');
  if (k > MAX_INDEX) throw refuse('out_of_range', SEQUENCE_REFUSALS, 'sequenceMaxIndex');
};

const ORDINALS = ['th', 'st', 'nd', 'rd'];
const ordinal = (k: number): string =>
  `${k}${k % 100 >= 11 && k % 100 <= 13 ? 'th' : (ORDINALS[k % 10] ?? 'th')}`;

const phrase = (q: Question): string => {
  const terms = `${q.typed.join(', ')}, …`;
  switch (q.asked.ask) {
    case 'term':
      return `the ${ordinal(q.asked.k)} term of ${terms}`;
    case 'nth':
      return `the nth term of ${terms}`;
    case 'sum':
      return `the sum of the first ${q.asked.k} terms of ${terms}`;
    case 'sumN':
      return `the sum of the first n terms of ${terms}`;
    case 'infinity':
      return `the sum to infinity of ${terms}`;
    case 'next':
      return `the next ${q.asked.count === 1 ? 'term' : `${q.asked.count} terms`} of ${terms}`;
  }
};

/** The sequence question answered with its steps, every answer checked as it is found. */
export const solveSequence = (q: Question): Answered & { problem: MathNode } => {
  const { terms, asked } = q;
  if (terms.length < 3) throw unsupported('sequenceThree');
  const { pattern, shown } = patternOf(terms);
  const nth = nthTerm(pattern);
  // The formula gives back every term typed.
  for (const [i, t] of terms.entries()) check(formulaAt(nth.formula, i + 1, t));
  const steps: WorkedStep[] = [shown];
  const base = {
    kind: 'sequence' as const,
    method: `${pattern.type}Sequence`,
    problem: text(phrase(q)),
  };
  const answered = (statement: MathNode, value: MathNode) => {
    const found = solution(statement, value);
    return { ...base, answer: found.text, solutions: [found], steps };
  };
  switch (asked.ask) {
    case 'nth':
      steps.push(nth.shown);
      return {
        ...base,
        answer: toText(eq(term(N), nth.formula)),
        solutions: [{ ...solution(eq(term(N), nth.formula)), exact: nth.formula }],
        steps,
      };
    case 'term': {
      indexed(asked.k);
      const { value, working } = kthTerm(pattern, asked.k);
      check(
        R.eq(
          value,
          asked.k <= terms.length ? (terms[asked.k - 1] as Q) : stepped(pattern, terms, asked.k),
        ),
      );
      const k = whole(asked.k);
      steps.push(
        nth.shown,
        step(
          { rule: 'substitute', params: { k: asked.k }, form: 'sequencePut' },
          chain(term(k), '=', working, '=', qNode(value)),
        ),
      );
      return answered(eq(term(k), qNode(value)), qNode(value));
    }
    case 'sum': {
      indexed(asked.k);
      const { value, working } = kSum(pattern, asked.k);
      let added = R.ZERO;
      for (let i = 1; i <= asked.k; i++)
        added = R.add(added, i <= terms.length ? (terms[i - 1] as Q) : stepped(pattern, terms, i));
      check(R.eq(value, added));
      const k = whole(asked.k);
      steps.push(
        step(
          {
            rule: pattern.type === 'arithmetic' ? 'arithmeticSum' : 'geometricSum',
            params: { k: asked.k },
            form: 'put',
          },
          chain(sumOf(k), '=', working, '=', qNode(value)),
        ),
      );
      return answered(eq(sumOf(k), qNode(value)), qNode(value));
    }
    case 'sumN': {
      const formula =
        pattern.type === 'arithmetic'
          ? plusTimes(
              plusTimes(undefined, R.div(pattern.d, R.int(2)), pow(N, whole(2))),
              R.sub(pattern.a, R.div(pattern.d, R.int(2))),
              N,
            )
          : R.cmp(R.abs(pattern.r), R.ONE) < 0
            ? scaledBy(
                R.div(pattern.a, R.sub(R.ONE, pattern.r)),
                sub(ONE_NODE, pow(qNode(pattern.r), N)),
              )
            : scaledBy(
                R.div(pattern.a, R.sub(pattern.r, R.ONE)),
                sub(pow(qNode(pattern.r), N), ONE_NODE),
              );
      // The formula gives the sums of the terms typed.
      let added = R.ZERO;
      for (const [i, t] of terms.entries()) {
        added = R.add(added, t);
        check(formulaAt(formula, i + 1, added));
      }
      steps.push(
        step(
          {
            rule: pattern.type === 'arithmetic' ? 'arithmeticSum' : 'geometricSum',
            form: 'formula',
          },
          eq(sumOf(N), formula),
        ),
      );
      return {
        ...base,
        answer: toText(eq(sumOf(N), formula)),
        solutions: [{ ...solution(eq(sumOf(N), formula)), exact: formula }],
        steps,
      };
    }
    case 'infinity': {
      if (pattern.type === 'arithmetic' || R.cmp(R.abs(pattern.r), R.ONE) >= 0) {
        if (!terms.every(R.isZero)) {
          steps.push(
            step(
              pattern.type === 'arithmetic'
                ? { rule: 'noSumToInfinity', params: { d: qNode(pattern.d) }, form: 'arithmetic' }
                : { rule: 'noSumToInfinity', params: { r: qNode(pattern.r) }, form: 'geometric' },
              chain(
                variable(pattern.type === 'arithmetic' ? 'd' : 'r'),
                '=',
                qNode(pattern.type === 'arithmetic' ? pattern.d : pattern.r),
              ),
            ),
          );
          return {
            ...base,
            ...answerInWords({ id: 'noSumToInfinity' }, SEQUENCE_ANSWERS),
            solutions: [],
            outcome: 'none',
            steps,
          };
        }
      }
      const r = pattern.type === 'geometric' ? pattern.r : R.ZERO;
      const value = R.div(pattern.a, R.sub(R.ONE, r));
      // The partial sums close in on it.
      const target = R.toNumber(value);
      let partial = 0;
      let next = R.toNumber(pattern.a);
      const negligible = NEGLIGIBLE_TERM * Math.max(1, Math.abs(target));
      for (let i = 0; i < 100_000 && Math.abs(next) > negligible; i++) {
        partial += next;
        next *= R.toNumber(r);
      }
      check(approxEqual(partial, target, TOLERANCE.check));
      steps.push(
        step(
          { rule: 'sumToInfinity', form: 'ratio' },
          chain(
            variable('S'),
            '=',
            { type: 'fraction', num: qNode(pattern.a), den: sub(ONE_NODE, qNode(r)) },
            '=',
            qNode(value),
          ),
        ),
      );
      return answered(eq(variable('S'), qNode(value)), qNode(value));
    }
    case 'next': {
      let last = terms[terms.length - 1] as Q;
      const found: Q[] = [];
      for (let i = 0; i < asked.count; i++) {
        const before = last;
        last = pattern.type === 'arithmetic' ? R.add(last, pattern.d) : R.mul(last, pattern.r);
        found.push(last);
        steps.push(
          step(
            pattern.type === 'arithmetic'
              ? { rule: 'arithmeticSequence', params: { d: qNode(pattern.d) }, form: 'next' }
              : { rule: 'geometricSequence', params: { r: qNode(pattern.r) }, form: 'next' },
            eq(
              pattern.type === 'arithmetic'
                ? plusTimes(qNode(before), pattern.d)
                : mul(qNode(before), qNode(pattern.r)),
              qNode(last),
            ),
          ),
        );
      }
      for (const [i, v] of found.entries())
        check(R.eq(v, kthTerm(pattern, terms.length + i + 1).value));
      const solutions = found.map((v) => solution(qNode(v), qNode(v)));
      return { ...base, answer: solutions.map((s) => s.text).join(', '), solutions, steps };
    }
  }
};

export const sequenceKind = /* @__PURE__ */ kind({
  methods: {
    arithmeticSequence: 'arithmetic sequence',
    geometricSequence: 'geometric sequence',
  },
  id: 'sequence',
  title: 'Sequence',
  practice: null,
  check: 'own',
  example: 'the 10th term of 3, 7, 11, …',
});

/** Sequences in words, as the solver reads them before any maths. */
export const sequenceWords = /* @__PURE__ */ worded<Question>({
  read: readSequence,
  solve: solveSequence,
});
