import type { Random } from '../../_lib/random';
import {
  add,
  chain,
  eq,
  frac,
  times as implicit,
  list,
  log,
  mul,
  pow,
  sub,
  variable,
} from '../../math/build';
import type { MathNode } from '../../math/tree';
import { type Said, say, typed } from '../words';
import {
  draft,
  type Family,
  frac as fracText,
  N,
  nonZero,
  over,
  plus,
  power,
  ratio,
  signed,
  term,
  times,
  undoStep,
  X,
  Y,
} from './shared';

/**
 * Bases and exponents a class meets: powers up to 2^10 = 1024, never below 1/900 (or 0.001).
 */
const powerOf = (r: Random): [b: number, k: number] => {
  const b = r.int(2, 30);
  const top = Math.floor(Math.log(1.05e3) / Math.log(b));
  return [b, r.int(b === 10 ? -3 : -2, top)];
};

/** b^k as the question writes it: 1/8 for 2^-3, 0.001 for 10^-3. */
const powerTree = (b: number, k: number): MathNode =>
  k >= 0 || b === 10 ? N(power(b, k)) : over(1, b ** -k);
export const logOf = (arg: MathNode, b: number): MathNode => log(arg, N(b));
export const raised = (b: number, k: number | MathNode): MathNode =>
  pow(N(b), typeof k === 'number' ? N(k) : k);

/** "Evaluate …", the expression as typed and as a tree (the question's maths). */
export const askEvaluate = (expression: string, tree: MathNode): Said =>
  say('log.ask.evaluate', { expression: typed(expression, tree) });
/** "Solve for x: …", the equation as typed and as a tree (the question's maths). */
export const askSolve = (equation: string, tree: MathNode): Said =>
  say('ask.solve', { equation: typed(equation, tree) });
/** "Write 8 as a power of 2": the value as the question writes it (1/8, 0.001). */
export const asPower = (value: string, tree: MathNode, b: number): Said =>
  say('log.step.asPower', { value: typed(value, tree), base: b });
// Module-level sentences and letters are marked pure, so that a bundle without practice drops them.
export const UNDOES = /* @__PURE__ */ say('log.step.undoes');
export const RATIO = /* @__PURE__ */ say('log.step.ratio');
/** The letters of the rules the hints state: log_b(x) = k means x = b^k. */
const B = /* @__PURE__ */ variable('b');
const K = /* @__PURE__ */ variable('k');
const M = /* @__PURE__ */ variable('m');
const NL = /* @__PURE__ */ variable('n');
/** log_b(x) = k and x = b^k, for "… means …", with the letter x stands for. */
const definitionOf = (x: MathNode, letter: string) => ({
  log: typed(`log_b(${letter}) = k`, eq(log(x, B), K)),
  power: typed(`${letter} = b^k`, eq(x, pow(B, K))),
});
/** "Given log_b(x) = p and log_b(y) = q, evaluate …": each given, and what is asked. */
const givenLog = (b: number, v: 'x' | 'y', p: number) =>
  typed(`log_${b}(${v}) = ${p}`, eq(logOf(v === 'x' ? X : Y, b), N(p)));

const evaluate: Family = (r) => {
  const [b, k] = powerOf(r);
  const [value, shown] = [power(b, k), powerTree(b, k)];
  const question = logOf(shown, b);
  return draft({
    question: askEvaluate(`log_${b}(${value})`, question),
    questionMath: question,
    answer: `${k}`,
    hint: say('log.hint.raisedTo', { base: b, value: typed(value, shown) }),
    steps: [
      [asPower(value, shown, b), eq(shown, raised(b, k))],
      [UNDOES, eq(logOf(raised(b, k), b), N(k))],
    ],
  });
};

const exponent: Family = (r) => {
  const [b, k] = powerOf(r);
  const [value, shown] = [power(b, k), powerTree(b, k)];
  const question = eq(raised(b, X), shown);
  return draft({
    question: askSolve(`${b}^x = ${value}`, question),
    questionMath: question,
    answer: `${k}`,
    hint: say('log.hint.asPower', { value: typed(value, shown), base: b }),
    steps: [
      [asPower(value, shown, b), eq(raised(b, X), raised(b, k))],
      [say('log.step.equalExponents'), eq(X, N(k))],
    ],
  });
};

const definition: Family = (r) => {
  const b = r.int(2, 12);
  const k = r.int(-2, Math.floor(Math.log(1.05e3) / Math.log(b)));
  const value = power(b, k);
  const question = eq(logOf(X, b), N(k));
  return draft({
    question: askSolve(`log_${b}(x) = ${k}`, question),
    questionMath: question,
    answer: value,
    hint: say('log.hint.definition', definitionOf(X, 'x')),
    steps: [
      [say('log.step.definition', definitionOf(X, 'x')), eq(X, raised(b, k))],
      [say('log.step.evaluatePower'), eq(X, powerTree(b, k))],
    ],
  });
};

const inverse: Family = (r) => {
  const [b, n] = [r.int(2, 12), r.int(2, 99)];
  const question = raised(b, logOf(N(n), b));
  const logN = typed('log_b(n)', log(NL, B));
  return draft({
    question: askEvaluate(`${b}^(log_${b}(${n}))`, question),
    questionMath: question,
    answer: `${n}`,
    hint: say('log.hint.inverse', { log: logN }),
    steps: [
      [
        say('log.step.inverse', { log: logN, condition: typed('n > 0', chain(NL, '>', N(0))) }),
        eq(pow(B, log(NL, B)), NL),
      ],
      [say('log.step.here', { b, n }), eq(question, N(n))],
    ],
  });
};

const powerRule: Family = (r) => {
  const [b, p, k] = [r.int(2, 10), nonZero(r, -12, 12), r.int(2, 6)];
  const asked = logOf(pow(Y, N(k)), b);
  return draft({
    question: say('log.ask.given', {
      given: givenLog(b, 'y', p),
      expression: typed(`log_${b}(y^${k})`, asked),
    }),
    questionMath: list(eq(logOf(Y, b), N(p)), asked),
    answer: `${k * p}`,
    hint: say('log.hint.powerRule', {
      rule: typed('log_b(y^k) = k × log_b(y)', eq(log(pow(Y, K), B), mul(K, log(Y, B)))),
    }),
    steps: [
      [say('log.step.powerRule'), eq(asked, mul(N(k), logOf(Y, b)))],
      [
        say('log.step.putIn', { value: givenLog(b, 'y', p) }),
        chain(mul(N(k), N(p)), '=', N(k * p)),
      ],
    ],
  });
};

const changeOfBase: Family = (r) => {
  // Bases up to 1000 and values up to 10^4 (log_8(1/32), not log_1296(1/279936)).
  const root = r.pick([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const m = r.int(2, 3);
  const limit = Math.floor(Math.log(1.05e4) / Math.log(root));
  let n = r.int(-limit, limit);
  if (n % m === 0) n += n < limit ? 1 : -1;
  // 10^-7 would be written 0.0000001: stay within six decimals (−5 is never a multiple of m).
  if (root === 10 && n < -6) n = -5;
  const answer = fracText(n, m);
  const value = power(root, n);
  const problem = logOf(powerTree(root, n), root ** m);
  return draft({
    question: say('log.ask.evaluateFraction', {
      expression: typed(`log_${root ** m}(${value})`, problem),
    }),
    questionMath: problem,
    answer,
    hint: say('log.hint.bothAsPowers', { base: root }),
    steps: [
      [
        say('log.step.bothAsPowers', { base: root }),
        list(eq(N(root ** m), raised(root, m)), eq(powerTree(root, n), raised(root, n))),
      ],
      [
        RATIO,
        answer === `${n}/${m}`
          ? eq(problem, over(n, m))
          : chain(problem, '=', over(n, m), '=', ratio(n, m)),
      ],
    ],
  });
};

const GIVEN_VALUES = /* @__PURE__ */ say('log.step.givenValues');

/** Two whole numbers u, v ≥ 2 with u × v = n (n must not be prime). */
const factorPair = (r: Random, n: number): [number, number] => {
  const divisors: number[] = [];
  for (let d = 2; d * d <= n; d++) if (n % d === 0) divisors.push(d);
  const u = r.pick(divisors);
  return [u, n / u];
};

/** log_b(n) = log_b(b^k) = k, for n = b^k. */
const knownPower = (b: number, k: number): [Said, MathNode] => [
  asPower(`${b ** k}`, N(b ** k), b),
  chain(logOf(N(b ** k), b), '=', logOf(raised(b, k), b), '=', N(k)),
];

const productRule: Family = (r) => {
  const b = r.int(2, 15);
  const k = r.int(2, b < 5 ? 5 : b < 10 ? 4 : 3);
  const [u, v] = factorPair(r, b ** k);
  const problem = add(logOf(N(u), b), logOf(N(v), b));
  return draft({
    question: askEvaluate(`log_${b}(${u}) + log_${b}(${v})`, problem),
    questionMath: problem,
    answer: `${k}`,
    hint: say('log.hint.productRule', {
      rule: typed(
        'log_b(m) + log_b(n) = log_b(m × n)',
        eq(add(log(M, B), log(NL, B)), log(mul(M, NL), B)),
      ),
    }),
    steps: [
      [
        say('log.step.productRule'),
        chain(problem, '=', logOf(mul(N(u), N(v)), b), '=', logOf(N(b ** k), b)),
      ],
      knownPower(b, k),
    ],
  });
};

const quotientRule: Family = (r) => {
  // Up to 6^3 × 30 = 6480: numbers a class meets, the answer 1, 2 or 3.
  const k = r.int(1, 3);
  const [b, v] = [r.int(2, k === 3 ? 6 : 10), r.int(2, 30)];
  const u = v * b ** k;
  const problem = sub(logOf(N(u), b), logOf(N(v), b));
  return draft({
    question: askEvaluate(`log_${b}(${u}) - log_${b}(${v})`, problem),
    questionMath: problem,
    answer: `${k}`,
    hint: say('log.hint.quotientRule', {
      rule: typed(
        'log_b(m) - log_b(n) = log_b(m / n)',
        eq(sub(log(M, B), log(NL, B)), log(frac(M, NL), B)),
      ),
    }),
    steps: [
      [
        say('log.step.quotientRule'),
        chain(problem, '=', logOf(over(u, v), b), '=', logOf(N(b ** k), b)),
      ],
      knownPower(b, k),
    ],
  });
};

const logEquation: Family = (r) => {
  const b = r.int(2, 10);
  const k = r.int(1, b <= 3 ? 5 : b <= 5 ? 4 : 3);
  const a = nonZero(r, -20, 20);
  const x = b ** k - a;
  const question = eq(logOf(plus(X, a), b), N(k));
  return draft({
    question: askSolve(`log_${b}(x${signed(a)}) = ${k}`, question),
    questionMath: question,
    answer: `${x}`,
    hint: say('log.hint.rewrite', definitionOf(Y, 'y')),
    steps: [
      [say('log.step.rewrite'), chain(plus(X, a), '=', raised(b, k), '=', N(b ** k))],
      [undoStep(a), eq(X, N(x))],
    ],
  });
};

const expEquation: Family = (r) => {
  const [b, k, a] = [r.int(2, 10), r.int(0, 4), nonZero(r, -9, 9)];
  const m = r.int(1, 3);
  const question = eq(raised(b, plus(term(m, X), a)), N(b ** k));
  return draft({
    question: askSolve(`${b}^(${times(m, 'x')}${signed(a)}) = ${b ** k}`, question),
    questionMath: question,
    answer: fracText(k - a, m),
    hint: say('log.hint.exponentsEqual', { value: b ** k, base: b }),
    steps: [
      [say('log.step.toThePower', { value: b ** k, base: b, k }), eq(plus(term(m, X), a), N(k))],
      [undoStep(a), eq(term(m, X), N(k - a))],
      [m === 1 ? say('log.step.so') : say('step.divide', { a: m }), eq(X, ratio(k - a, m))],
    ],
  });
};

const sumDifference: Family = (r) => {
  const [b, p, q] = [r.int(2, 10), nonZero(r, -12, 12), nonZero(r, -12, 12)];
  const quotient = r.int(0, 1) === 1;
  const answer = quotient ? p - q : p + q;
  const combine = quotient ? sub : add;
  const asked = logOf(quotient ? frac(X, Y) : implicit(X, Y), b);
  return draft({
    question: say('log.ask.givenTwo', {
      given: givenLog(b, 'x', p),
      other: givenLog(b, 'y', q),
      expression: typed(`log_${b}(${quotient ? 'x/y' : 'xy'})`, asked),
    }),
    questionMath: list(eq(logOf(X, b), N(p)), eq(logOf(Y, b), N(q)), asked),
    answer: `${answer}`,
    hint: quotient
      ? say('log.hint.quotientRule', {
          rule: typed(
            'log_b(x/y) = log_b(x) - log_b(y)',
            eq(log(frac(X, Y), B), sub(log(X, B), log(Y, B))),
          ),
        })
      : say('log.hint.productRule', {
          rule: typed(
            'log_b(xy) = log_b(x) + log_b(y)',
            eq(log(implicit(X, Y), B), add(log(X, B), log(Y, B))),
          ),
        }),
    steps: [
      [
        say(quotient ? 'log.step.quotientRule' : 'log.step.productRule'),
        eq(asked, combine(logOf(X, b), logOf(Y, b))),
      ],
      [GIVEN_VALUES, chain(combine(N(p), N(q)), '=', N(answer))],
    ],
  });
};

/** Expand log_b(x^m y^n) or log_b(x^m / y^n) from given logs. */
const expand: Family = (r) => {
  const [b, p, q] = [r.int(2, 10), nonZero(r, -9, 9), nonZero(r, -9, 9)];
  const [m, n] = [r.int(2, 4), r.int(1, 4)];
  const over_ = r.int(0, 1) === 1;
  const y = n === 1 ? 'y' : `y^${n}`;
  const yTree = n === 1 ? Y : pow(Y, N(n));
  const answer = m * p + (over_ ? -n : n) * q;
  const combine = over_ ? sub : add;
  const asked = logOf(over_ ? frac(pow(X, N(m)), yTree) : implicit(pow(X, N(m)), yTree), b);
  return draft({
    question: say('log.ask.givenTwo', {
      given: givenLog(b, 'x', p),
      other: givenLog(b, 'y', q),
      expression: typed(`log_${b}(${over_ ? `x^${m}/${y}` : `x^${m}${y}`})`, asked),
    }),
    questionMath: list(eq(logOf(X, b), N(p)), eq(logOf(Y, b), N(q)), asked),
    answer: `${answer}`,
    hint: say('log.hint.expand'),
    steps: [
      [
        say('log.step.expand'),
        eq(
          asked,
          combine(implicit(N(m), logOf(X, b)), n === 1 ? logOf(Y, b) : implicit(N(n), logOf(Y, b))),
        ),
      ],
      [GIVEN_VALUES, chain(combine(mul(N(m), N(p)), mul(N(n), N(q))), '=', N(answer))],
    ],
  });
};

/** Condense log_b(u) + log_b(v) - log_b(w) where u·v/w is a power of b. */
const condense: Family = (r) => {
  const b = r.int(2, 10);
  // Up to b^3 for the small bases, so that the answer is not 1 or 2 every time.
  const k = r.int(1, b <= 6 ? 3 : 2);
  let w = r.int(2, 30);
  let [u, v] = factorPair(r, w * b ** k);
  // A term that is added and taken away again ("+ log_3(8) - log_3(8)") leaves nothing to
  // condense: draw again (seeds whose first draw is fine keep their problem).
  while (u === w || v === w) {
    w = r.int(2, 30);
    [u, v] = factorPair(r, w * b ** k);
  }
  const problem = sub(add(logOf(N(u), b), logOf(N(v), b)), logOf(N(w), b));
  return draft({
    question: askEvaluate(`log_${b}(${u}) + log_${b}(${v}) - log_${b}(${w})`, problem),
    questionMath: problem,
    answer: `${k}`,
    hint: say('log.hint.condense'),
    steps: [
      [
        say('log.step.condense'),
        chain(problem, '=', logOf(frac(mul(N(u), N(v)), N(w)), b), '=', logOf(N(b ** k), b)),
      ],
      knownPower(b, k),
    ],
  });
};

/** a^(mx + c) = d^(nx) with a and d powers of one root: 4^x = 8^(x - 1). */
const commonBase: Family = (r) => {
  const root = r.pick([2, 3]);
  const s = r.int(1, 3);
  const t = r.pick([1, 2, 3].filter((k) => k !== s));
  const [c, e] = [nonZero(r, -5, 5), r.int(-5, 5)];
  // root^(s(x + c)) = root^(t(x + e)) → (s - t)x = te - sc
  const right = e === 0 ? 'x' : `(x${signed(e)})`;
  const rightTree = e === 0 ? X : plus(X, e);
  // A factor 1 is not written: 2^(x + 3), not 2^(1(x + 3)); 2^x, not 2^(1x).
  const scale = (k: number, tree: MathNode): MathNode => (k === 1 ? tree : implicit(N(k), tree));
  const [left, rightExponent] = [scale(s, plus(X, c)), scale(t, rightTree)];
  const question = eq(raised(root ** s, plus(X, c)), raised(root ** t, rightTree));
  return draft({
    question: askSolve(`${root ** s}^(x${signed(c)}) = ${root ** t}^${right}`, question),
    questionMath: question,
    answer: fracText(t * e - s * c, s - t),
    hint: say('log.hint.commonBase', { base: root }),
    steps: [
      [
        say('log.step.basesAsPowers', { base: root }),
        eq(raised(root, left), raised(root, rightExponent)),
      ],
      [say('log.step.setExponentsEqual'), eq(left, rightExponent)],
      [say('log.step.solve'), eq(X, ratio(t * e - s * c, s - t))],
    ],
  });
};

/**
 * log_b(x) + log_b(x - a) = k (or = log_b(n)), whose second root is negative and rejected:
 * x(x - a) = n, so the roots are x and -n/x.
 */
const logSum: Family = (r) => {
  const b = r.int(2, 10);
  let root: number;
  let n: number;
  let right: string;
  let rightTree: MathNode;
  if (b <= 6 && r.int(0, 1) === 0) {
    const k = r.int(2, b === 2 ? 6 : b === 3 ? 4 : 3);
    n = b ** k;
    const m = n;
    root = r.pick(
      Array.from({ length: n }, (_, i) => i + 1).filter((d) => m % d === 0 && d * d > m),
    );
    right = `${k}`;
    rightTree = N(k);
  } else {
    root = r.int(3, 40);
    n = root * r.int(1, root - 1);
    right = `log_${b}(${n})`;
    rightTree = logOf(N(n), b);
  }
  const a = root - n / root;
  const question = eq(add(logOf(X, b), logOf(plus(X, -a), b)), rightTree);
  return draft({
    question: askSolve(`log_${b}(x) + log_${b}(x - ${a}) = ${right}`, question),
    questionMath: question,
    answer: `${root}`,
    hint: say('log.hint.logSum'),
    steps: [
      [say('log.step.condenseLeft'), eq(implicit(X, plus(X, -a)), N(n))],
      [say('step.factor'), eq(implicit(plus(X, -root), plus(X, n / root)), N(0))],
      [
        say('log.step.rejected', { root: typed(`x = −${n / root}`, eq(X, N(-n / root))) }),
        eq(X, N(root)),
      ],
    ],
  });
};

export const LOGARITHMS: Record<'Easy' | 'Medium' | 'Hard', readonly Family[]> = {
  Easy: [evaluate, exponent, definition, inverse, inverse, powerRule, powerRule],
  Medium: [changeOfBase, productRule, quotientRule, logEquation, expEquation, sumDifference],
  Hard: [expand, condense, commonBase, logSum, expEquation, changeOfBase],
};

/** Every logarithms family by name, for the skills that reuse them. */
export const LOGARITHMS_FAMILIES = {
  evaluate,
  exponent,
  definition,
  inverse,
  powerRule,
  changeOfBase,
  productRule,
  quotientRule,
  logEquation,
  expEquation,
  sumDifference,
  expand,
  condense,
  commonBase,
  logSum,
};
