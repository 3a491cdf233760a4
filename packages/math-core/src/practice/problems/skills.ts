/**
 * Problem families that complete the free skills: each skill has Easy, Medium and Hard, and these
 * fill the levels the category families above do not cover.
 */
import { formatFixed } from '../../format/formatFixed';
import { approxEqual, TOLERANCE } from '../../math/approx';
import {
  add,
  approx,
  chain,
  constant,
  degrees,
  div,
  eq,
  frac,
  times as implicit,
  list,
  log,
  mul,
  neg,
  plusMinus,
  pow,
  sqrt,
  sub,
  variable,
} from '../../math/build';
import type { MathNode } from '../../math/tree';
import { type Said, say, typed } from '../words';
import { quadratic, quadraticText, rootFactor } from './algebra';
import { exact, exactValue } from './geometry';
import { askEvaluate, askSolve, asPower, logOf, RATIO, raised, UNDOES } from './logarithms';
import {
  draft,
  type Family,
  frac as fracText,
  N,
  nonZero,
  over,
  plus,
  ratio,
  signed,
  term,
  times,
  undoStep,
  type Words,
  X,
} from './shared';

/** "Solve for x: …. Give the answer as a fraction or a whole number." */
const askFraction = (equation: string, tree: MathNode): Said =>
  say('ask.solveFraction', { equation: typed(equation, tree) });
const deg = (value: number | string): MathNode => degrees(N(value));

// ── algebra ───────────────────────────────────────────────────────────────────

/** (p/q)x = c: a one-step equation with a fraction coefficient. */
export const fractionCoefficient: Family = (r) => {
  const q = r.int(2, 9);
  const p = r.pick([1, 2, 3, 4, 5, 7].filter((k) => (k % q !== 0 && q % k !== 0) || k === 1));
  const x = q * nonZero(r, -12, 12);
  const c = (p * x) / q;
  const coefficient = p === 1 ? frac(X, N(q)) : implicit(over(p, q), X);
  const question = eq(coefficient, N(c));
  const reciprocal = typed(`${q}/${p}`, over(q, p));
  return draft({
    question: askSolve(
      `${p === 1 ? 'x' : `(${p}/${q})x`}${p === 1 ? `/${q}` : ''} = ${c}`,
      question,
    ),
    questionMath: question,
    answer: `${x}`,
    nudge: say('skill.nudge.fractionCoefficient'),
    hint: say('skill.hint.reciprocal', { reciprocal, fraction: typed(`${p}/${q}`, over(p, q)) }),
    steps: [
      [say('step.multiply', { a: reciprocal }), eq(X, mul(N(c), over(q, p)))],
      [say('step.simplify'), eq(X, N(x))],
    ],
  });
};

/** a(x + b) = c with small positive numbers: the first use of the distributive law. */
export const distributeSmall: Family = (r) => {
  const [a, b, x] = [r.int(2, 6), r.int(1, 9), r.int(0, 12)];
  const c = a * (x + b);
  const [brackets, expanded] = [implicit(N(a), add(X, N(b))), add(term(a, X), N(a * b))];
  const question = eq(brackets, N(c));
  return draft({
    question: askSolve(`${a}(x + ${b}) = ${c}`, question),
    questionMath: question,
    answer: `${x}`,
    nudge: say('skill.nudge.brackets'),
    hint: say('skill.hint.multiplyOut', {
      expansion: typed(`${a}(x + ${b}) = ${a}x + ${a * b}`, eq(brackets, expanded)),
    }),
    steps: [
      [say('step.distribute'), eq(expanded, N(c))],
      [say('step.subtract', { a: a * b }), eq(term(a, X), N(c - a * b))],
      [say('step.divide', { a }), eq(X, N(x))],
    ],
  });
};

/** ax + b = cx + d with positive numbers and a > c. */
export const bothSidesSimple: Family = (r) => {
  const c = r.int(1, 5);
  const a = c + r.int(1, 4);
  const [x, b] = [r.int(1, 12), r.int(1, 15)];
  const d = (a - c) * x + b;
  const question = eq(add(term(a, X), N(b)), add(term(c, X), N(d)));
  const moved = typed(times(c, 'x'), term(c, X));
  return draft({
    question: askSolve(`${times(a, 'x')} + ${b} = ${times(c, 'x')} + ${d}`, question),
    questionMath: question,
    answer: `${x}`,
    nudge: say('skill.nudge.bothSides'),
    hint: say('skill.hint.subtractTerm', { term: moved }),
    steps: [
      [say('step.subtract', { a: moved }), eq(add(term(a - c, X), N(b)), N(d))],
      [say('step.subtract', { a: b }), eq(term(a - c, X), N(d - b))],
      ...(a - c === 1
        ? []
        : [[say('step.divide', { a: a - c }), eq(X, N(x))] as [Words, MathNode]]),
    ],
  });
};

/** ax + b = cx + d whose answer is a fraction. */
export const bothSidesFraction: Family = (r) => {
  const a = nonZero(r, -9, 9);
  const c = r.pick(
    [-9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9].filter(
      (k) => k !== a && Math.abs(a - k) > 1,
    ),
  );
  const [b, d] = [nonZero(r, -15, 15), nonZero(r, -15, 15)];
  const [k, m] = [a - c, d - b];
  const question = eq(plus(term(a, X), b), plus(term(c, X), d));
  // The x term moved (added when c is negative), then the constant term, then the division.
  const moved = typed(times(Math.abs(c), 'x'), term(Math.abs(c), X));
  const hint =
    c < 0
      ? b < 0
        ? 'skill.hint.addAdd'
        : 'skill.hint.addSubtract'
      : b < 0
        ? 'skill.hint.subtractAdd'
        : 'skill.hint.subtractSubtract';
  return draft({
    question: askFraction(`${times(a, 'x')}${signed(b)} = ${times(c, 'x')}${signed(d)}`, question),
    questionMath: question,
    answer: fracText(m, k),
    nudge: say('skill.nudge.gather'),
    hint: say(hint, { term: moved, b: Math.abs(b), k }),
    steps: [
      [say(c < 0 ? 'step.add' : 'step.subtract', { a: moved }), eq(plus(term(k, X), b), N(d))],
      [undoStep(b), eq(term(k, X), N(m))],
      [say('step.divide', { a: k }), eq(X, ratio(m, k))],
    ],
  });
};

/** x² + bx + c = 0 with small whole roots of which neither is zero. */
export const monicSmall: Family = (r) => {
  const p = nonZero(r, -6, 5);
  const q = r.pick([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6].filter((k) => k > p));
  const [sum, prod] = [p + q, p * q];
  const question = eq(quadratic(1, -sum, prod), N(0));
  return draft({
    question: say('ask.solveOrdered', {
      equation: typed(`${quadraticText(1, -sum, prod)} = 0`, question),
    }),
    questionMath: question,
    answer: `${p}, ${q}`,
    ordered: true,
    nudge: say('skill.nudge.twoBrackets'),
    hint: say('hint.productSum', { product: prod, sum: -sum }),
    steps: [
      [say('step.productSum', { product: prod, sum: -sum }), list(N(-p), N(-q))],
      [say('step.factor'), eq(implicit(rootFactor(p), rootFactor(q)), N(0))],
      [say('step.zeroProduct'), list(eq(X, N(p)), eq(X, N(q)))],
    ],
  });
};

/** b² − 4ac, in letters. */
const discriminantFormula = (): MathNode =>
  sub(pow(variable('b'), N(2)), implicit(implicit(N(4), variable('a')), variable('c')));
/** x = (−b ± √(b² − 4ac)) / (2a), as the hints of the quadratic formula write it. */
const quadraticFormula = () =>
  typed(
    'x = (−b ± √(b² − 4ac)) / (2a)',
    eq(
      X,
      frac(
        plusMinus(neg(variable('b')), sqrt(discriminantFormula())),
        implicit(N(2), variable('a')),
      ),
    ),
  );
const DISCRIMINANT = /* @__PURE__ */ say('skill.step.discriminant');
const QUADRATIC_FORMULA = /* @__PURE__ */ say('skill.step.formula');

/** The discriminant b² − 4ac of a quadratic. */
export const discriminant: Family = (r) => {
  const a = nonZero(r, -5, 5);
  const [b, c] = [r.int(-12, 12), nonZero(r, -12, 12)];
  const value = b * b - 4 * a * c;
  const question = eq(quadratic(a, b, c), N(0));
  const formula = discriminantFormula();
  return draft({
    question: say('skill.ask.discriminant', {
      formula: typed('b^2 - 4ac', formula),
      equation: typed(`${quadraticText(a, b, c)} = 0`, question),
    }),
    questionMath: question,
    answer: `${value}`,
    nudge: say('skill.nudge.coefficients'),
    hint: say('skill.hint.discriminant', { a, b, c, formula: typed('b² − 4ac', formula) }),
    steps: [
      [DISCRIMINANT, eq(variable('D'), formula)],
      [
        say('skill.step.putIn', { a, b, c }),
        chain(sub(pow(N(b), N(2)), mul(mul(N(4), N(a)), N(c))), '=', N(value)),
      ],
    ],
  });
};

/** The quadratic formula with a perfect-square discriminant (rational roots). */
export const formulaRational: Family = (r) => {
  // (mx − n)(px − q) = 0 with roots n/m and q/p.
  const [m, p] = [r.int(1, 4), r.int(2, 4)];
  const [n, q] = [nonZero(r, -9, 9), nonZero(r, -9, 9)];
  const [a, b, c] = [m * p, -(m * q + n * p), n * q];
  const d = b * b - 4 * a * c;
  if (d === 0) return formulaRational(r);
  const root = Math.sqrt(d);
  const [low, high] = [(-b - root) / (2 * a), (-b + root) / (2 * a)];
  const [lowText, highText] = [fracText(-b - root, 2 * a), fracText(-b + root, 2 * a)];
  const question = eq(quadratic(a, b, c), N(0));
  return draft({
    question: say('skill.ask.formulaRational', {
      equation: typed(`${quadraticText(a, b, c)} = 0`, question),
    }),
    questionMath: question,
    answer: low < high ? `${lowText}, ${highText}` : `${highText}, ${lowText}`,
    ordered: true,
    nudge: say('skill.nudge.formula'),
    hint: say('skill.hint.formula', { formula: quadraticFormula() }),
    steps: [
      [DISCRIMINANT, chain(sub(pow(N(b), N(2)), mul(mul(N(4), N(a)), N(c))), '=', N(d))],
      [say('skill.step.squareRoot'), eq(sqrt(N(d)), N(root))],
      [
        QUADRATIC_FORMULA,
        list(
          eq(X, frac(sub(N(-b), N(root)), N(2 * a))),
          eq(X, frac(add(N(-b), N(root)), N(2 * a))),
        ),
      ],
      [say('step.simplify'), list(eq(X, ratio(-b - root, 2 * a)), eq(X, ratio(-b + root, 2 * a)))],
    ],
  });
};

/** The quadratic formula with irrational roots, rounded to 2 decimals. */
export const formulaIrrational: Family = (r) => {
  const a = r.pick([1, 1, 2, 3, -1, -2]);
  const [b, c] = [r.int(-9, 9), nonZero(r, -12, 12)];
  const d = b * b - 4 * a * c;
  const root = Math.sqrt(d);
  if (d <= 0 || Number.isInteger(root)) return formulaIrrational(r);
  const roots = [(-b - root) / (2 * a), (-b + root) / (2 * a)].sort((u, v) => u - v) as [
    number,
    number,
  ];
  const [s, t] = roots.map((v) => formatFixed(v, 2)) as [string, string];
  const shown = roots.map((v) => N(formatFixed(v, 6)));
  const question = eq(quadratic(a, b, c), N(0));
  return draft({
    question: say('skill.ask.formulaRounded', {
      equation: typed(`${quadraticText(a, b, c)} = 0`, question),
      decimals: 2,
    }),
    questionMath: question,
    answer: `${s}, ${t}`,
    ordered: true,
    decimals: 2,
    nudge: say('skill.nudge.noFactoring'),
    hint: say('skill.hint.formulaRound', { formula: quadraticFormula() }),
    steps: [
      [DISCRIMINANT, chain(sub(pow(N(b), N(2)), mul(mul(N(4), N(a)), N(c))), '=', N(d))],
      [
        QUADRATIC_FORMULA,
        list(
          approx(frac(sub(N(-b), sqrt(N(d))), N(2 * a)), shown[a > 0 ? 0 : 1] as MathNode),
          approx(frac(add(N(-b), sqrt(N(d))), N(2 * a)), shown[a > 0 ? 1 : 0] as MathNode),
        ),
      ],
      [say('skill.step.round', { decimals: 2 }), list(approx(X, N(s)), approx(X, N(t)))],
    ],
  });
};

// ── logarithms ────────────────────────────────────────────────────────────────

const nthRoot = (n: number, arg: MathNode): MathNode =>
  n === 2 ? sqrt(arg) : { type: 'root', radicand: arg, index: N(n) };

/** log_b of a root of a power of b: log_2(√8) = 3/2. */
export const evaluateRoot: Family = (r) => {
  const b = r.pick([2, 3, 4, 5, 6, 7, 10, 11, 12]);
  const n = r.int(2, 3);
  const k = r.pick([1, 2, 3, 4, 5, 7].filter((j) => j % n !== 0 && b ** j <= 1e4));
  const value = b ** k;
  const problem = logOf(nthRoot(n, N(value)), b);
  const reciprocal = typed(`1/${n}`, over(1, n));
  return draft({
    question: say('log.ask.evaluateFraction', {
      expression: typed(`log_${b}(${n === 2 ? 'sqrt' : 'cbrt'}(${value}))`, problem),
    }),
    questionMath: problem,
    answer: fracText(k, n),
    nudge: say(n === 2 ? 'log.nudge.squareRoot' : 'log.nudge.cubeRoot', { power: reciprocal }),
    hint:
      k === 1
        ? say(n === 2 ? 'log.hint.squareRootOfBase' : 'log.hint.cubeRootOfBase', {
            base: b,
            power: typed(`${b}^(1/${n})`, raised(b, over(1, n))),
          })
        : say('log.hint.rootAsPower', {
            value,
            power: typed(`${b}^${k}`, raised(b, k)),
            root: typed(`${b}^(${k}/${n})`, raised(b, over(k, n))),
          }),
    steps: [
      // b is b^1: nothing to write as a power then.
      ...(k === 1
        ? []
        : [[asPower(`${value}`, N(value), b), eq(N(value), raised(b, k))] as [Words, MathNode]]),
      [
        say('log.step.rootPower', { power: reciprocal }),
        eq(nthRoot(n, N(value)), raised(b, over(k, n))),
      ],
      [UNDOES, eq(problem, over(k, n))],
    ],
  });
};

/** A logarithm of a logarithm: log_2(log_3(81)) = log_2(4) = 2. */
export const nestedLog: Family = (r) => {
  const outer = r.pick([2, 3]);
  // Inner values up to 10^4: log_2(log_3(6561)), never log_2(log_5(390625)).
  const j = r.int(1, outer === 2 ? 3 : 2);
  const inner = outer ** j; // the inner log's value
  const b = r.pick(
    [2, 3, 5, 10].filter(
      (base) =>
        (base ** inner <= 1e4 && base !== outer) || (base === outer && base ** inner <= 1e4),
    ),
  );
  const value = b ** inner;
  const problem = logOf(logOf(N(value), b), outer);
  return draft({
    question: askEvaluate(`log_${outer}(log_${b}(${value}))`, problem),
    questionMath: problem,
    answer: `${j}`,
    nudge: say('log.nudge.insideOut'),
    hint: say('log.hint.nested', {
      inner: typed(`log_${b}(${value})`, logOf(N(value), b)),
      base: outer,
    }),
    steps: [
      [asPower(`${value}`, N(value), b), eq(logOf(N(value), b), N(inner))],
      [
        asPower(`${inner}`, N(inner), outer),
        chain(logOf(N(inner), outer), '=', logOf(raised(outer, j), outer), '=', N(j)),
      ],
    ],
  });
};

/** log_(b^m)(b^n) with n a multiple of m: a whole-number change of base. */
export const baseRatio: Family = (r) => {
  // Values up to 1024, as a class meets them (2 drawn twice as often: it has the most powers).
  const root = r.pick([2, 2, 3, 5]);
  const drawn = r.int(2, 3);
  // A cube with no second power below 1024 is squared, so the answer is not always 1.
  const m = Math.floor(Math.log(1025) / Math.log(root) / drawn) < 2 ? 2 : drawn;
  const j = r.int(1, Math.max(1, Math.floor(Math.log(1025) / Math.log(root) / m)));
  const n = m * j;
  const [base, value] = [root ** m, root ** n];
  const problem = logOf(N(value), base);
  const [first, second] = [eq(N(base), raised(root, m)), eq(N(value), raised(root, n))];
  return draft({
    question: askEvaluate(`log_${base}(${value})`, problem),
    questionMath: problem,
    answer: `${j}`,
    nudge: say('log.nudge.powersOf', { base: root }),
    hint: say('log.hint.baseRatio', {
      first: typed(`${base} = ${root}^${m}`, first),
      second: typed(`${value} = ${root}^${n}`, second),
      ratio: typed(`${n} ÷ ${m}`, div(N(n), N(m))),
    }),
    steps: [
      [say('log.step.bothAsPowers', { base: root }), list(first, second)],
      [RATIO, chain(problem, '=', over(n, m), '=', N(j))],
    ],
  });
};

/** log_b(x) with a calculator: ln(x)/ln(b), to 4 decimals. */
export const changeOfBaseDecimal: Family = (r) => {
  const b = r.pick([2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 15, 20]);
  let x = r.int(2, 500);
  const power = Math.log(x) / Math.log(b);
  if (approxEqual(power, Math.round(power), TOLERANCE.check)) x += 1;
  const value = Math.log(x) / Math.log(b);
  const answer = formatFixed(value, 4);
  const problem = logOf(N(x), b);
  const [lx, lb] = [formatFixed(Math.log(x), 4), formatFixed(Math.log(b), 4)];
  const vb = variable('b');
  return draft({
    question: say('log.ask.changeOfBase', {
      expression: typed(`log_${b}(${x})`, problem),
      decimals: 4,
    }),
    questionMath: problem,
    answer,
    decimals: 4,
    nudge: say('log.nudge.calculator', { base: b }),
    hint: say('log.hint.changeOfBase', {
      rule: typed(
        'log_b(x) = ln(x)/ln(b)',
        eq(log(X, vb), frac(log(X, constant('e')), log(vb, constant('e')))),
      ),
    }),
    steps: [
      [
        say('log.step.changeOfBase'),
        eq(problem, frac(log(N(x), constant('e')), log(N(b), constant('e')))),
      ],
      [
        say('log.step.naturalLogs'),
        approx(frac(log(N(x), constant('e')), log(N(b), constant('e'))), frac(N(lx), N(lb))),
      ],
      [say('skill.step.round', { decimals: 4 }), approx(problem, N(answer))],
    ],
  });
};

// ── geometry ──────────────────────────────────────────────────────────────────

/** A right triangle with small legs: 3-4-5, 5-12-13, 8-15-17 and multiples. */
export const hypotenuseSmall: Family = (r) => {
  const [a, b, c] = r.pick([
    [3, 4, 5],
    [5, 12, 13],
    [8, 15, 17],
    [7, 24, 25],
    [20, 21, 29],
  ] as const);
  const k = r.int(1, Math.floor(60 / c));
  const [x, y] = r.int(0, 1) === 0 ? [a * k, b * k] : [b * k, a * k];
  const c_ = variable('c');
  return draft({
    question: say('geo.ask.hypotenuse', { a: x, b: y }),
    answer: `${c * k}`,
    nudge: say('geo.nudge.pythagoras'),
    hint: say('geo.hint.pythagorasSteps'),
    steps: [
      [
        say('geo.step.pythagoras'),
        chain(pow(c_, N(2)), '=', add(pow(N(x), N(2)), pow(N(y), N(2))), '=', N(x * x + y * y)),
      ],
      [say('geo.step.squareRoot'), chain(c_, '=', sqrt(N(x * x + y * y)), '=', N(c * k))],
    ],
  });
};

/** The radius from a circumference with π ≈ 3.14. */
export const circleRadius: Family = (r) => {
  const radius = r.int(1, 60);
  const circumference = exact(2 * 3.14 * radius);
  return draft({
    question: say('geo.ask.radius314', { circumference: exactValue(2 * 3.14 * radius) }),
    answer: `${radius}`,
    nudge: say('geo.nudge.backwards'),
    hint: say('geo.hint.radius'),
    steps: [
      [
        say('geo.step.circumference'),
        eq(variable('C'), implicit(implicit(N(2), constant('pi')), variable('r'))),
      ],
      [say('geo.step.divide314'), eq(div(N(circumference), mul(N(2), N(3.14))), N(radius))],
    ],
  });
};

/** Complementary, supplementary and vertical angles. */
export const anglePairs: Family = (r) => {
  const kind = r.int(0, 2);
  const a = kind === 0 ? r.int(5, 85) : r.int(5, 175);
  if (kind === 2)
    return draft({
      question: say('geo.ask.nextAngle', { a }),
      answer: `${180 - a}`,
      nudge: say('geo.nudge.halfTurn'),
      hint: say('geo.hint.straightLine'),
      steps: [[say('geo.step.straightLine'), eq(sub(deg(180), deg(a)), deg(180 - a))]],
    });
  const total = kind === 0 ? 90 : 180;
  return draft({
    question: say(kind === 0 ? 'geo.ask.complementary' : 'geo.ask.supplementary', { a }),
    answer: `${total - a}`,
    nudge: say(kind === 0 ? 'geo.nudge.complementary' : 'geo.nudge.supplementary'),
    hint: say(kind === 0 ? 'geo.hint.complementary' : 'geo.hint.supplementary'),
    steps: [
      [
        say(kind === 0 ? 'geo.step.complementary' : 'geo.step.supplementary'),
        eq(sub(deg(total), deg(a)), deg(total - a)),
      ],
    ],
  });
};

/** The volume of a triangular prism. */
export const prism: Family = (r) => {
  const [base, height, length] = [r.int(2, 20), r.int(2, 20), r.int(2, 25)];
  const area = (base * height) / 2;
  return draft({
    question: say('geo.ask.prismVolume', { length, base, height }),
    answer: exact(area * length),
    nudge: say('geo.nudge.prism'),
    hint: say('geo.hint.prismVolume'),
    steps: [
      [say('geo.step.endArea'), eq(div(mul(N(base), N(height)), N(2)), N(exact(area)))],
      [say('geo.step.timesLength'), eq(mul(N(exact(area)), N(length)), N(exact(area * length)))],
    ],
  });
};
