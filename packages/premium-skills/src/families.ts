/**
 * Problem families of the premium skills (the ones the marketplace packs unlock). Each is one
 * level (Easy, Medium, Hard) of a skill; `skills.ts` groups them. They are written with
 * math-core's skill kit, as the library's own families are, so that a problem's text, MathML and
 * steps come from one tree.
 */
import type { MathNode, MathRelation } from '@mathtools/math-core';
import { formatFixed } from '@mathtools/math-core';
import {
  add,
  approx,
  chain,
  constant,
  degrees,
  div,
  draft,
  eq,
  type Family,
  fn,
  frac,
  fractionText,
  gcdNumber,
  implicit,
  list,
  log,
  logOf,
  mul,
  N,
  neg,
  nonZero,
  over,
  plus,
  pow,
  ratio,
  signedTermText,
  signedText,
  sqrt,
  sub,
  term,
  termText,
  text,
  variable,
  X,
  Y,
} from '@mathtools/math-core/skill-kit';

type Level = 0 | 1 | 2;
type StepSpec = [note: string, statement: MathNode];

const words = (question: string): MathNode => text(question);
const deg = (value: number | string): MathNode => degrees(N(value));
/** A value to 6 decimals, trailing zeros dropped (what a step shows before rounding). */
const six = (value: number): string => formatFixed(value, 6).replace(/\.?0+$/, '');
const PI = /* @__PURE__ */ constant('pi');
const ln = (arg: MathNode): MathNode => log(arg, constant('e'));

/** The tree with its variables replaced by numbers, every product written with ×. */
const substitute = (node: MathNode, scope: Record<string, number>): MathNode => {
  switch (node.type) {
    case 'variable':
      return Object.hasOwn(scope, node.name) ? N(scope[node.name] as number) : node;
    case 'neg':
      return neg(substitute(node.arg, scope));
    case 'binary':
      return {
        type: 'binary',
        op: node.op,
        left: substitute(node.left, scope),
        right: substitute(node.right, scope),
      };
    case 'power':
      return pow(substitute(node.base, scope), substitute(node.exponent, scope));
    case 'fraction':
      return frac(substitute(node.num, scope), substitute(node.den, scope));
    default:
      return node;
  }
};

/** A rounded answer: the value to 6 decimals, then rounded as the question asks. */
const rounded = (expression: MathNode, value: number, places: number, note = 'Work it out') => {
  const answer = formatFixed(value, places);
  const steps: StepSpec[] = [
    [note, approx(expression, N(six(value)))],
    [`Round to ${places} decimal${places === 1 ? '' : 's'}`, approx(expression, N(answer))],
  ];
  return { answer, steps };
};

// ── Algebra Foundations: expressions, word problems, inequalities ────────────

/** "Evaluate 3x + 4 when x = 5.": substitution into expressions in one or two variables. */
export const substitution =
  (level: Level): Family =>
  (r) => {
    const [a, b, c] = [r.int(2, 9), nonZero(r, -12, 12), nonZero(r, -9, 9)];
    const x = level === 0 ? r.int(1, 12) : nonZero(r, -9, 9);
    const y = nonZero(r, -9, 9);
    let expression: MathNode;
    let typed: string;
    if (level === 0) {
      expression = plus(term(a, X), b);
      typed = `${a}x${signedText(b)}`;
    } else if (level === 1) {
      expression = c < 0 ? sub(term(a, X), term(-c, Y)) : add(term(a, X), term(c, Y));
      typed = `${a}x${signedTermText(c, 'y')}`;
    } else {
      const mixed = implicit(X, Y);
      const square = pow(X, N(2));
      expression = plus(c < 0 ? sub(square, term(-c, mixed)) : add(square, term(c, mixed)), b);
      typed = `x^2${signedTermText(c, 'xy')}${signedText(b)}`;
    }
    const value = level === 0 ? a * x + b : level === 1 ? a * x + c * y : x * x + c * x * y + b;
    const scope = level === 0 ? `x = ${x}` : `x = ${x} and y = ${y}`;
    return draft({
      question: `Evaluate ${typed} when ${scope}.`,
      questionMath: expression,
      answer: `${value}`,
      nudge: 'Replace each letter by its number, in brackets when it is negative.',
      hint: 'Substitute, then work out powers first, then products, then sums.',
      steps: [
        [`Substitute ${scope}`, eq(expression, substitute(expression, { x, y }))],
        ['Work it out', eq(substitute(expression, { x, y }), N(value))],
      ],
    });
  };

/** Linear word problems: a number, consecutive numbers, ages. */
export const wordProblem =
  (level: Level): Family =>
  (r) => {
    const n = r.int(2, 40);
    const kind = r.int(0, 1);
    const N_ = variable('n');
    if (level === 0) {
      const a = r.int(2, 30);
      const [question, equation, result, notes]: [string, MathNode, MathNode, string] =
        kind === 0
          ? [
              `A number plus ${a} is ${n + a}. What is the number?`,
              eq(add(N_, N(a)), N(n + a)),
              sub(N(n + a), N(a)),
              `Subtract ${a} from both sides`,
            ]
          : [
              `${a} times a number is ${a * n}. What is the number?`,
              eq(implicit(N(a), N_), N(a * n)),
              frac(N(a * n), N(a)),
              `Divide both sides by ${a}`,
            ];
      return draft({
        question,
        questionMath: words(question),
        answer: `${n}`,
        nudge: 'Call the number n and write the sentence as an equation.',
        hint: 'Write the equation, then undo what is done to n.',
        steps: [
          ['Write the sentence as an equation', equation],
          [notes, eq(N_, result)],
          ['Simplify', eq(N_, N(n))],
        ],
      });
    }
    if (level === 1) {
      if (kind === 0) {
        const count = r.int(2, 4);
        const total = count * n + (count * (count - 1)) / 2;
        const question = `The sum of ${count} consecutive whole numbers is ${total}. What is the smallest of them?`;
        const terms = Array.from({ length: count - 1 }, (_, i) => add(N_, N(i + 1)));
        const sum = terms.reduce<MathNode>((left, t) => add(left, t), N_);
        return draft({
          question,
          questionMath: words(question),
          answer: `${n}`,
          nudge: 'Consecutive numbers are n, n + 1, n + 2 …',
          hint: `Add n, n + 1 … up to n + ${count - 1}, set the sum equal to ${total} and solve.`,
          steps: [
            ['Write the sum', eq(sum, N(total))],
            ['Collect terms', eq(add(term(count, N_), N((count * (count - 1)) / 2)), N(total))],
            [`Solve for n`, eq(N_, N(n))],
          ],
        });
      }
      const [a, b] = [r.int(2, 9), r.int(1, 30)];
      const question = `Twice a number, decreased by ${b}, is ${2 * n - b}. Then ${a} is added to the number. What is the result?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${n + a}`,
        nudge: 'First find the number, then answer the question asked.',
        hint: `Solve 2n − ${b} = ${2 * n - b}, then add ${a}.`,
        steps: [
          ['Write the sentence as an equation', eq(sub(implicit(N(2), N_), N(b)), N(2 * n - b))],
          [`Add ${b} to both sides, then divide by 2`, eq(N_, N(n))],
          [`Add ${a}`, eq(add(N(n), N(a)), N(n + a))],
        ],
      });
    }
    // Ages: A is k times as old as B; in t years A will be m times as old as B.
    const b = r.int(3, 15);
    const k = r.int(3, 5);
    const m = r.int(2, k - 1);
    // k·b + t = m(b + t) → t = (k − m)b / (m − 1)
    const t = ((k - m) * b) / (m - 1);
    // "In 1 years" reads badly, and t = 1 is the only such case (k = 5, m = 4, b = 3): draw again.
    if (!Number.isInteger(t) || t <= 1) return wordProblem(2)(r);
    const B = variable('b');
    const question = `Ann is ${k} times as old as her brother. In ${t} years she will be ${m} times as old as him. How old is her brother now?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${b}`,
      nudge: `Call the brother's age b: Ann is ${k}b.`,
      hint: `In ${t} years the ages are ${k}b + ${t} and b + ${t}; write the "${m} times" sentence as an equation.`,
      steps: [
        [
          'Write the sentence as an equation',
          eq(add(term(k, B), N(t)), implicit(N(m), add(B, N(t)))),
        ],
        ['Expand', eq(add(term(k, B), N(t)), add(term(m, B), N(m * t)))],
        ['Collect terms', eq(term(k - m, B), N(m * t - t))],
        [`Divide both sides by ${k - m}`, eq(B, N(b))],
      ],
    });
  };

const FLIP: Record<string, MathRelation> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' };
const ASCII: Record<string, string> = { '<': '<', '>': '>', '≤': '<=', '≥': '>=' };

/** Linear inequalities: x + a < c, ax + b ≥ c, and a negative coefficient that flips the sign. */
export const inequality =
  (level: Level): Family =>
  (r) => {
    const relation = r.pick(['<', '>', '≤', '≥'] as const);
    const ineq = (left: MathNode, right: MathNode, rel: MathRelation = relation) =>
      chain(left, rel, right);
    const FRACTION = ' Give the bound as a fraction or a whole number.';
    if (level === 0) {
      const [a, x] = [nonZero(r, -15, 15), r.int(-15, 15)];
      return draft({
        question: `Solve for x: x${signedText(a)} ${ASCII[relation]} ${x + a}`,
        questionMath: ineq(plus(X, a), N(x + a)),
        answer: `x ${relation} ${x}`,
        answerMath: ineq(X, N(x)),
        nudge: 'Solve it like an equation, keeping the inequality sign.',
        hint: `${a < 0 ? `Add ${-a} to` : `Subtract ${a} from`} both sides.`,
        steps: [[`${a < 0 ? `Add ${-a} to` : `Subtract ${a} from`} both sides`, ineq(X, N(x))]],
      });
    }
    const a = level === 1 ? r.int(2, 9) : -r.int(2, 9);
    const [b, c] = [nonZero(r, -20, 20), r.int(-20, 20)];
    const final = a < 0 ? FLIP[relation]! : relation;
    return draft({
      question: `Solve for x: ${a}x${signedText(b)} ${ASCII[relation]} ${c}.${FRACTION}`,
      questionMath: ineq(plus(term(a, X), b), N(c)),
      answer: `x ${final} ${fractionText(c - b, a)}`,
      answerMath: ineq(X, ratio(c - b, a), final),
      nudge:
        a < 0
          ? 'Watch out: dividing by a negative number turns the inequality round.'
          : 'Solve it like an equation, keeping the inequality sign.',
      hint: `${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} both sides, then divide by ${a}${a < 0 ? ' and reverse the sign' : ''}.`,
      steps: [
        [`${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} both sides`, ineq(term(a, X), N(c - b))],
        [
          `Divide both sides by ${a}${a < 0 ? ', reversing the inequality' : ''}`,
          ineq(X, ratio(c - b, a), final),
        ],
      ],
    });
  };

// ── Geometry Essentials: composite areas, surface area, arcs and sectors, angles ──

/** Composite areas: an L shape, a house shape (rectangle and triangle), a rectangle and semicircle. */
export const compositeArea =
  (level: Level): Family =>
  (r) => {
    const [l, w] = [r.int(6, 25), r.int(5, 20)];
    if (level === 0) {
      let [a, b] = [r.int(1, l - 2), r.int(1, w - 2)];
      // A cut-out 1 unit wide ("12 by 1") is drawn again, as at least 2 by 2.
      if (a === 1) a = r.int(2, l - 2);
      if (b === 1) b = r.int(2, w - 2);
      const question = `An L-shaped floor is a ${l} by ${w} rectangle with a ${a} by ${b} rectangle cut out of one corner. What is its area?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${l * w - a * b}`,
        nudge: 'Think of the whole rectangle, then take away the missing corner.',
        hint: 'Area = big rectangle − cut-out rectangle.',
        steps: [
          ['Area of the whole rectangle', eq(mul(N(l), N(w)), N(l * w))],
          ['Area of the cut-out', eq(mul(N(a), N(b)), N(a * b))],
          ['Subtract', eq(sub(N(l * w), N(a * b)), N(l * w - a * b))],
        ],
      });
    }
    if (level === 1) {
      const h = r.int(2, 15);
      const question = `A house shape is a ${l} by ${w} rectangle with a triangle on top whose base is the side of length ${l} and whose height is ${h}. What is its area?`;
      const triangle = (l * h) / 2;
      return draft({
        question,
        questionMath: words(question),
        answer: six(l * w + triangle),
        nudge: 'Split the shape into pieces whose areas you know.',
        hint: 'Area = rectangle (length × width) + triangle (base × height ÷ 2).',
        steps: [
          ['Area of the rectangle', eq(mul(N(l), N(w)), N(l * w))],
          ['Area of the triangle', eq(div(mul(N(l), N(h)), N(2)), N(six(triangle)))],
          ['Add', eq(add(N(l * w), N(six(triangle))), N(six(l * w + triangle)))],
        ],
      });
    }
    const question = `A window is a ${l} by ${w} rectangle with a semicircle on top whose diameter is the side of length ${w}. What is its area? Round to 2 decimals.`;
    const value = l * w + (Math.PI * (w / 2) ** 2) / 2;
    const expression = add(mul(N(l), N(w)), div(mul(PI, pow(N(w / 2), N(2))), N(2)));
    const { answer, steps } = rounded(
      expression,
      value,
      2,
      `Rectangle plus half a circle of radius ${w / 2}`,
    );
    return draft({
      question,
      questionMath: words(question),
      answer,
      decimals: 2,
      nudge: 'A semicircle is half a circle; its radius is half its diameter.',
      hint: 'Area = length × width + π × r² ÷ 2.',
      steps: [['The radius is half the diameter', eq(div(N(w), N(2)), N(w / 2))], ...steps],
    });
  };

/** Surface areas: a cube, a closed box, a cylinder. */
export const surfaceArea =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const s = r.int(2, 30);
      const question = `A cube has edges of length ${s}. What is its surface area?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${6 * s * s}`,
        nudge: 'How many faces does a cube have, and what shape are they?',
        hint: 'Six square faces: surface area = 6 × edge².',
        steps: [
          ['Area of one face', eq(pow(N(s), N(2)), N(s * s))],
          ['Six faces', eq(mul(N(6), N(s * s)), N(6 * s * s))],
        ],
      });
    }
    if (level === 1) {
      const [l, w, h] = [r.int(2, 20), r.int(2, 20), r.int(2, 20)];
      const question = `A closed box measures ${l} by ${w} by ${h}. What is its surface area?`;
      const s = 2 * (l * w + l * h + w * h);
      return draft({
        question,
        questionMath: words(question),
        answer: `${s}`,
        nudge: 'A box has three pairs of equal faces.',
        hint: 'Surface area = 2 × (lw + lh + wh).',
        steps: [
          [
            'The three different faces',
            list(
              eq(mul(N(l), N(w)), N(l * w)),
              eq(mul(N(l), N(h)), N(l * h)),
              eq(mul(N(w), N(h)), N(w * h)),
            ),
          ],
          ['Two of each', eq(mul(N(2), add(add(N(l * w), N(l * h)), N(w * h))), N(s))],
        ],
      });
    }
    const [radius, h] = [r.int(1, 15), r.int(1, 30)];
    const question = `A closed cylinder has radius ${radius} and height ${h}. What is its surface area? Round to 2 decimals.`;
    const expression = add(
      mul(mul(N(2), PI), pow(N(radius), N(2))),
      mul(mul(mul(N(2), PI), N(radius)), N(h)),
    );
    const { answer, steps } = rounded(
      expression,
      2 * Math.PI * radius * (radius + h),
      2,
      'Two circles plus the curved side',
    );
    return draft({
      question,
      questionMath: words(question),
      answer,
      decimals: 2,
      nudge: 'Unroll the cylinder: two circles and a rectangle.',
      hint: 'Surface area = 2πr² + 2πrh.',
      steps,
    });
  };

/** Arcs and sectors: equal slices with π ≈ 3.14, arc lengths and sector areas. */
export const sector =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const radius = r.int(2, 20);
      const slices = r.pick([2, 4, 5, 8, 10]);
      const value = six((3.14 * radius * radius) / slices);
      const question = `A round pizza of radius ${radius} is cut into ${slices} equal slices. Using π ≈ 3.14, what is the area of one slice?`;
      return draft({
        question,
        questionMath: words(question),
        answer: value,
        nudge: 'Find the area of the whole pizza first.',
        hint: `Area of one slice = π × r² ÷ ${slices}.`,
        steps: [
          [
            'Area of the whole circle',
            eq(mul(N(3.14), pow(N(radius), N(2))), N(six(3.14 * radius * radius))),
          ],
          [
            `Share it between ${slices} slices`,
            eq(div(N(six(3.14 * radius * radius)), N(slices)), N(value)),
          ],
        ],
      });
    }
    const radius = r.int(2, 30);
    const angle = r.pick([20, 30, 40, 45, 60, 72, 80, 90, 100, 120, 135, 150, 210, 240, 270, 300]);
    const arc = level === 1;
    const question = `A sector of a circle has radius ${radius} and angle ${angle}°. What is its ${arc ? 'arc length' : 'area'}? Round to 2 decimals.`;
    const expression = arc
      ? mul(frac(N(angle), N(360)), mul(mul(N(2), PI), N(radius)))
      : mul(frac(N(angle), N(360)), mul(PI, pow(N(radius), N(2))));
    const value = arc
      ? (angle / 360) * 2 * Math.PI * radius
      : (angle / 360) * Math.PI * radius * radius;
    const { answer, steps } = rounded(
      expression,
      value,
      2,
      `The sector is ${angle}/360 of the circle`,
    );
    return draft({
      question,
      questionMath: words(question),
      answer,
      decimals: 2,
      nudge: 'What fraction of the whole circle is the sector?',
      hint: arc ? 'Arc length = angle/360 × 2πr.' : 'Sector area = angle/360 × πr².',
      steps,
    });
  };

/** Angle relationships: parallel lines, exterior angles, angles in algebraic form. */
export const angleRelations =
  (level: Level): Family =>
  (r) => {
    const a = r.int(25, 155);
    if (level === 0) {
      const pair = r.pick(['corresponding', 'alternate', 'co-interior'] as const);
      const answer = pair === 'co-interior' ? 180 - a : a;
      const question = `Two parallel lines are cut by a transversal. One angle is ${a}°. What is the ${pair} angle to it, in degrees?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${answer}`,
        nudge: 'Parallel lines meet a transversal at the same angles.',
        hint:
          pair === 'co-interior'
            ? 'Co-interior angles add up to 180°.'
            : `${pair === 'alternate' ? 'Alternate' : 'Corresponding'} angles are equal.`,
        steps: [
          pair === 'co-interior'
            ? ['Co-interior angles add up to 180°', eq(sub(deg(180), deg(a)), deg(answer))]
            : [
                `${pair === 'alternate' ? 'Alternate' : 'Corresponding'} angles are equal`,
                eq(variable('θ'), deg(a)),
              ],
        ],
      });
    }
    if (level === 1) {
      const b = r.int(10, 170 - Math.min(a, 150));
      const p = Math.min(a, 150);
      const question = `Two interior angles of a triangle are ${p}° and ${b}°. What is the exterior angle at the third corner, in degrees?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${p + b}`,
        nudge: 'An exterior angle and the interior angle beside it lie on a straight line.',
        hint: 'An exterior angle equals the sum of the two opposite interior angles.',
        steps: [
          ['The third interior angle', eq(sub(sub(deg(180), deg(p)), deg(b)), deg(180 - p - b))],
          ['The exterior angle is 180° minus it', eq(sub(deg(180), deg(180 - p - b)), deg(p + b))],
        ],
      });
    }
    // Angles k₁x, k₂x, k₃x of a triangle.
    const ks = [r.int(1, 4), r.int(1, 5), r.int(2, 6)];
    const total = ks.reduce((s, k) => s + k, 0);
    if (180 % total !== 0) return angleRelations(2)(r);
    const x = 180 / total;
    const typed = ks.map((k) => termText(k, 'x'));
    const question = `The angles of a triangle are ${typed[0]}°, ${typed[1]}° and ${typed[2]}°. What is x?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${x}`,
      nudge: 'What do the angles of a triangle add up to?',
      hint: `Add the angles, set the sum equal to 180 and solve for x.`,
      steps: [
        [
          'The angles add up to 180°',
          eq(add(add(term(ks[0]!, X), term(ks[1]!, X)), term(ks[2]!, X)), N(180)),
        ],
        ['Collect terms', eq(term(total, X), N(180))],
        [`Divide both sides by ${total}`, eq(X, N(x))],
      ],
    });
  };

// ── Logarithms Mastery: rules drills, change of base drills, growth and decay ──

/** Several log rules in one expression: coefficients, products and quotients. */
export const logRulesDrill =
  (level: Level): Family =>
  (r) => {
    const b = r.int(2, 7);
    const [s, j] = [r.int(2, 9), r.int(1, 2)];
    let problem: MathNode;
    let typed: string;
    let answer: number;
    let condensed: MathNode;
    if (level === 0) {
      // m·log_b(s·b^j) − m·log_b(s) = m·j
      const m = r.int(2, 4);
      const u = s * b ** j;
      problem = sub(implicit(N(m), logOf(N(u), b)), implicit(N(m), logOf(N(s), b)));
      typed = `${m}log_${b}(${u}) - ${m}log_${b}(${s})`;
      answer = m * j;
      condensed = implicit(N(m), logOf(N(b ** j), b));
    } else if (level === 1) {
      // log_b(u) + log_b(v) − log_b(w) with u·v = w·b^j
      const t = r.int(2, 9);
      // Up to b^3 for the bases up to 5, so that the answer is not 1 or 2 every time.
      const e = b <= 5 ? r.int(1, 3) : j;
      const [u, v, w] = [s * b ** e, t, s * t];
      problem = sub(add(logOf(N(u), b), logOf(N(v), b)), logOf(N(w), b));
      typed = `log_${b}(${u}) + log_${b}(${v}) - log_${b}(${w})`;
      answer = e;
      condensed = logOf(N(b ** e), b);
    } else {
      // 2log_b(s·b^j) − log_b(s²) + 3log_b(b^i)
      const i = r.int(-2, 2);
      const [u, v] = [s * b ** j, s * s];
      const third = i >= 0 ? N(b ** i) : over(1, b ** -i);
      problem = add(
        sub(implicit(N(2), logOf(N(u), b)), logOf(N(v), b)),
        implicit(N(3), logOf(third, b)),
      );
      typed = `2log_${b}(${u}) - log_${b}(${v}) + 3log_${b}(${i >= 0 ? b ** i : `1/${b ** -i}`})`;
      answer = 2 * j + 3 * i;
      condensed = add(implicit(N(2), logOf(N(b ** j), b)), implicit(N(3), logOf(third, b)));
    }
    return draft({
      question: `Evaluate ${typed}.`,
      questionMath: problem,
      answer: `${answer}`,
      nudge: 'Can the logarithms be combined into fewer logarithms?',
      hint: 'Power rule first (k × log_b(u) = log_b(u^k)), then the product and quotient rules.',
      steps: [
        ['Combine with the power, product and quotient rules', eq(problem, condensed)],
        ['Evaluate the logarithms of powers of the base', eq(condensed, N(answer))],
      ],
    });
  };

/** Change of base: chains log_a(b) × log_b(c), ratios of logs, and bases that are powers. */
export const changeOfBaseDrill =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      // log_b(x)/log_b(y) = log_y(x), x = y^k
      const [y, k, b] = [r.pick([2, 3, 4, 5, 10]), r.int(2, 4), r.pick([2, 3, 7, 10])];
      const x = y ** k;
      const problem = frac(logOf(N(x), b), logOf(N(y), b));
      return draft({
        question: `Evaluate log_${b}(${x}) / log_${b}(${y}).`,
        questionMath: problem,
        answer: `${k}`,
        nudge: 'A ratio of two logarithms with the same base is one logarithm.',
        hint: `Change of base backwards: log_b(x)/log_b(y) = log_y(x).`,
        steps: [
          ['Change of base', chain(problem, '=', logOf(N(x), y), '=', logOf(pow(N(y), N(k)), y))],
          ['The logarithm undoes the power', eq(logOf(pow(N(y), N(k)), y), N(k))],
        ],
      });
    }
    const a = r.pick([2, 3, 5]);
    const k = r.int(2, 4);
    const [b, c] = [
      r.pick([7, 9, 11, 12, 13, 20].filter((n) => n !== a)),
      r.pick([6, 14, 15, 17, 19]),
    ];
    if (level === 1) {
      const d = a ** k;
      const problem = mul(logOf(N(b), a), logOf(N(d), b));
      return draft({
        question: `Evaluate log_${a}(${b}) × log_${b}(${d}).`,
        questionMath: problem,
        answer: `${k}`,
        nudge: 'Write both logarithms with the natural log: something cancels.',
        hint: 'log_a(b) × log_b(d) = ln(b)/ln(a) × ln(d)/ln(b) = log_a(d).',
        steps: [
          ['Change of base', eq(problem, mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(d)), ln(N(b)))))],
          [
            `ln(${b}) cancels`,
            chain(
              mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(d)), ln(N(b)))),
              '=',
              logOf(N(d), a),
              '=',
              N(k),
            ),
          ],
        ],
      });
    }
    const d = a ** k;
    const problem = mul(mul(logOf(N(b), a), logOf(N(c), b)), logOf(N(d), c));
    return draft({
      question: `Evaluate log_${a}(${b}) × log_${b}(${c}) × log_${c}(${d}).`,
      questionMath: problem,
      answer: `${k}`,
      nudge: 'Write every logarithm with the natural log and look for cancelling factors.',
      hint: 'log_a(b) × log_b(c) × log_c(d) = log_a(d).',
      steps: [
        [
          'Change of base',
          eq(
            problem,
            mul(mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(c)), ln(N(b)))), frac(ln(N(d)), ln(N(c)))),
          ),
        ],
        [`ln(${b}) and ln(${c}) cancel`, chain(problem, '=', logOf(N(d), a), '=', N(k))],
      ],
    });
  };

/** Exponential growth and decay: doubling, half-life, and the time to reach a target. */
export const growthDecay =
  (level: Level): Family =>
  (r) => {
    const T = variable('t');
    if (level === 0) {
      let [start, every, n] = [r.int(2, 50) * 10, r.int(1, 6), r.int(2, 6)];
      // "doubles every 1 hours" (and "÷ 1" in the steps): draw a period of 2 hours or more.
      if (every === 1) every = r.int(2, 6);
      const question = `A colony of ${start} bacteria doubles every ${every} hours. How many bacteria are there after ${every * n} hours?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${start * 2 ** n}`,
        nudge: 'How many times does the colony double in that time?',
        hint: `Number of doublings = ${every * n} ÷ ${every}; multiply by 2 that many times.`,
        steps: [
          ['Number of doublings', eq(div(N(every * n), N(every)), N(n))],
          ['Double that many times', eq(mul(N(start), pow(N(2), N(n))), N(start * 2 ** n))],
        ],
      });
    }
    if (level === 1) {
      const [n, life] = [r.int(1, 5), r.int(2, 30)];
      const start = r.int(1, 30) * 2 ** n;
      const question = `A ${start} g sample of a radioactive isotope has a half-life of ${life} years. How many grams are left after ${life * n} years?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${start / 2 ** n}`,
        nudge: 'How many half-lives fit into that time?',
        hint: `Number of half-lives = ${life * n} ÷ ${life}; halve the mass that many times.`,
        steps: [
          ['Number of half-lives', eq(div(N(life * n), N(life)), N(n))],
          ['Halve that many times', eq(mul(N(start), pow(over(1, 2), N(n))), N(start / 2 ** n))],
        ],
      });
    }
    const [p, rate] = [r.int(1, 50) * 100, r.pick([2, 3, 4, 5, 6, 7, 8, 10, 12])];
    const target = p * r.int(2, 5);
    const growth = 1 + rate / 100;
    const value = Math.log(target / p) / Math.log(growth);
    const question = `$${p} is invested at ${rate}% interest a year, compounded yearly. After how many years will it reach $${target}? Round to 2 decimals.`;
    const expression = frac(ln(over(target, p)), ln(N(growth)));
    const { answer, steps } = rounded(expression, value, 2, 'Divide the logarithms');
    return draft({
      question,
      questionMath: words(question),
      answer,
      decimals: 2,
      nudge: 'The unknown is an exponent: logarithms bring it down.',
      hint: `Solve ${p} × ${growth}^t = ${target}: take logarithms, t = ln(${target}/${p}) ÷ ln(${growth}).`,
      steps: [
        ['Growth by a factor each year', eq(mul(N(p), pow(N(growth), T)), N(target))],
        ['Take natural logarithms', eq(T, expression)],
        ...steps,
      ],
    });
  };

// ── Trigonometry Toolkit: unit circle, identities and equations, right triangles ──

/** Exact values on the unit circle, as text and as trees. */
const exactValues = (): Record<string, [string, MathNode]> => ({
  '0': ['0', N(0)],
  '1': ['1', N(1)],
  '1/2': ['1/2', over(1, 2)],
  'r2/2': ['√2/2', frac(sqrt(N(2)), N(2))],
  'r3/2': ['√3/2', frac(sqrt(N(3)), N(2))],
  r3: ['√3', sqrt(N(3))],
  'r3/3': ['√3/3', frac(sqrt(N(3)), N(3))],
});
/** sin, cos and tan of 0°, 30°, 45°, 60° and 90° (tan 90° is undefined). */
const FIRST: Record<'sin' | 'cos' | 'tan', Record<number, string>> = {
  sin: { 0: '0', 30: '1/2', 45: 'r2/2', 60: 'r3/2', 90: '1' },
  cos: { 0: '1', 30: 'r3/2', 45: 'r2/2', 60: '1/2', 90: '0' },
  tan: { 0: '0', 30: 'r3/3', 45: '1', 60: 'r3' },
};

/** The unit circle: degrees to radians and back, exact values, signs in every quadrant. */
export const unitCircle =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const [p, q] = r.pick([
        [1, 6],
        [1, 4],
        [1, 3],
        [1, 2],
        [2, 3],
        [3, 4],
        [5, 6],
        [1, 1],
        [7, 6],
        [5, 4],
        [4, 3],
        [3, 2],
        [5, 3],
        [7, 4],
        [11, 6],
        [2, 1],
      ] as const);
      const degreesValue = (180 * p) / q;
      const radians =
        p === 1 && q === 1
          ? PI
          : q === 1
            ? implicit(N(p), PI)
            : p === 1
              ? frac(PI, N(q))
              : frac(implicit(N(p), PI), N(q));
      const typed = `${p === 1 ? '' : p}π${q === 1 ? '' : `/${q}`}`;
      const question = `Convert ${typed} radians to degrees.`;
      return draft({
        question,
        questionMath: radians,
        answer: `${degreesValue}`,
        nudge: 'A half turn is π radians.',
        hint: 'π radians = 180°, so multiply by 180/π.',
        steps: [['π radians = 180°', eq(mul(radians, frac(N(180), PI)), N(degreesValue))]],
      });
    }
    const f = r.pick(['sin', 'cos', 'tan'] as const);
    const table = FIRST[f];
    const reference = r.pick(Object.keys(table).map(Number));
    const key = table[reference] as string;
    const [text_, tree] = exactValues()[key]!;
    if (level === 1) {
      const asked = fn(f, deg(reference));
      return draft({
        question: `What is the exact value of ${f}(${reference}°)? Write roots as √, e.g. √3/2.`,
        questionMath: asked,
        answer: text_,
        answerMath: tree,
        nudge:
          'Picture the special triangles: half a square (45°) and half an equilateral triangle (30°, 60°).',
        hint: 'In the 30-60-90 triangle the sides are 1, √3 and 2; in the 45-45-90 triangle 1, 1 and √2.',
        steps: [[`The exact value of ${f}(${reference}°)`, eq(asked, tree)]],
      });
    }
    // Another quadrant: the same reference angle, the sign set by the quadrant.
    const quadrant = r.int(2, 4);
    const angle =
      quadrant === 2 ? 180 - reference : quadrant === 3 ? 180 + reference : 360 - reference;
    if (reference === 0 || reference === 90 || angle === 360) return unitCircle(2)(r);
    const positive = f === 'sin' ? quadrant === 2 : f === 'cos' ? quadrant === 4 : quadrant === 3;
    const asked = fn(f, deg(angle));
    const value =
      key === '0'
        ? tree
        : positive
          ? tree
          : tree.type === 'fraction'
            ? frac(neg(tree.num), tree.den)
            : neg(tree);
    return draft({
      question: `What is the exact value of ${f}(${angle}°)? Write roots as √, e.g. -√3/2.`,
      questionMath: asked,
      answer: positive ? text_ : `-${text_}`,
      answerMath: value,
      nudge: `Find the reference angle, then decide the sign from the quadrant.`,
      hint: `The reference angle is ${reference}°; in quadrant ${quadrant === 2 ? 'II only sin' : quadrant === 3 ? 'III only tan' : 'IV only cos'} is positive.`,
      steps: [
        ['Reference angle', eq(variable('α'), deg(reference))],
        [
          `Quadrant ${['', '', 'II', 'III', 'IV'][quadrant]}: ${positive ? 'positive' : 'negative'}`,
          eq(asked, value),
        ],
      ],
    });
  };

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [12, 35, 37],
  [9, 40, 41],
  [28, 45, 53],
  [11, 60, 61],
  [33, 56, 65],
  [16, 63, 65],
  [48, 55, 73],
  [13, 84, 85],
  [36, 77, 85],
  [39, 80, 89],
  [65, 72, 97],
] as const;

/** sin²θ + cos²θ = 1 solved for the other function of an acute angle: known/c gives other/c. */
const pythagorean = (unknown: MathNode, known: number, other: number, c: number): StepSpec[] => [
  [
    'sin²θ + cos²θ = 1',
    chain(
      pow(unknown, N(2)),
      '=',
      sub(N(1), pow(over(known, c), N(2))),
      '=',
      over(other * other, c * c),
    ),
  ],
  ['Take the positive root (θ is acute)', eq(unknown, over(other, c))],
];

/** Identities (sin² + cos² = 1) and equations such as sin x = 1/2 on 0° ≤ x < 360°. */
export const trigIdentity =
  (level: Level): Family =>
  (r) => {
    const [a, b, c] = r.pick(TRIPLES);
    const [opp, adj] = r.int(0, 1) === 0 ? [a, b] : [b, a];
    const theta = variable('θ');
    const s = fn('sin', theta);
    const co = fn('cos', theta);
    // The known function and the other one: sin and cos take turns.
    const [known, other, kf, of] =
      r.int(0, 1) === 0 ? [opp, adj, 'sin', 'cos'] : [adj, opp, 'cos', 'sin'];
    const [kTree, oTree] = kf === 'sin' ? [s, co] : [co, s];
    if (level === 0) {
      const question = `θ is an acute angle and ${kf}(θ) = ${known}/${c}. What is ${of}(θ)? Give the answer as a fraction.`;
      return draft({
        question,
        questionMath: eq(kTree, over(known, c)),
        answer: fractionText(other, c),
        nudge: 'sin² θ + cos² θ = 1 for every angle.',
        hint: `${of}(θ) = √(1 − ${kf}²(θ)), positive for an acute angle.`,
        steps: pythagorean(oTree, known, other, c),
      });
    }
    if (level === 1) {
      const question = `θ is an acute angle and ${kf}(θ) = ${known}/${c}. What is tan(θ)? Give the answer as a fraction.`;
      return draft({
        question,
        questionMath: eq(kTree, over(known, c)),
        answer: fractionText(opp, adj),
        nudge: 'tan θ = sin θ / cos θ: find the other one first.',
        hint: `${of}(θ) = √(1 − ${kf}²(θ)), then tan(θ) = sin(θ)/cos(θ).`,
        steps: [
          ...pythagorean(oTree, known, other, c),
          ['tan θ = sin θ ÷ cos θ', eq(fn('tan', theta), ratio(opp, adj))],
        ],
      });
    }
    if (r.int(0, 1) === 0) {
      // Outside the first quadrant: the same identity, the sign from the quadrant.
      const quadrant = r.pick(['II', 'III', 'IV'] as const);
      const [given, givenValue, asked, askedValue] =
        quadrant === 'II'
          ? ['sin', opp, 'cos', -adj]
          : quadrant === 'III'
            ? ['sin', -opp, 'cos', -adj]
            : ['cos', adj, 'sin', -opp];
      const [gTree, aTree] = given === 'sin' ? [s, co] : [co, s];
      const question = `θ is in quadrant ${quadrant} and ${given}(θ) = ${givenValue}/${c}. What is ${asked}(θ)? Give the answer as a fraction.`;
      return draft({
        question,
        questionMath: eq(gTree, ratio(givenValue, c)),
        answer: fractionText(askedValue, c),
        nudge: 'Use sin² θ + cos² θ = 1, then decide the sign from the quadrant.',
        hint: `${asked}(θ) = ±√(1 − ${given}²(θ)); in quadrant ${quadrant} ${asked} is negative.`,
        steps: [
          [
            'sin²θ + cos²θ = 1',
            chain(
              pow(aTree, N(2)),
              '=',
              sub(N(1), pow(ratio(givenValue, c), N(2))),
              '=',
              over(askedValue * askedValue, c * c),
            ),
          ],
          [`${asked} is negative in quadrant ${quadrant}`, eq(aTree, ratio(askedValue, c))],
        ],
      });
    }
    // sin x = ±1/2, ±√2/2, ±√3/2 or cos x = … on 0 ≤ x < 360: two solutions.
    const f = r.pick(['sin', 'cos'] as const);
    const reference = r.pick([30, 45, 60]);
    const negative = r.int(0, 1) === 1;
    const key = FIRST[f][reference] as string;
    const [valueText, tree] = exactValues()[key]!;
    const solutions =
      f === 'sin'
        ? negative
          ? [180 + reference, 360 - reference]
          : [reference, 180 - reference]
        : negative
          ? [180 - reference, 180 + reference]
          : [reference, 360 - reference];
    const right = negative
      ? tree.type === 'fraction'
        ? frac(neg(tree.num), tree.den)
        : neg(tree)
      : tree;
    const typed = `${negative ? '-' : ''}${valueText.replace('√2', 'sqrt(2)').replace('√3', 'sqrt(3)')}`;
    return draft({
      question: `Solve ${f}(x) = ${typed} for 0° ≤ x < 360°. Give both solutions in degrees, smallest first, separated by a comma.`,
      questionMath: eq(fn(f, X), right),
      answer: solutions.join(', '),
      ordered: true,
      nudge:
        'There are two angles in one turn with the same sine (or cosine): use the symmetry of the unit circle.',
      hint: `The reference angle is ${reference}°; ${f} is ${negative ? 'negative' : 'positive'} in two quadrants.`,
      steps: [
        ['Reference angle', eq(fn(f, deg(reference)), tree)],
        [
          `${f} is ${negative ? 'negative' : 'positive'} in quadrants ${f === 'sin' ? (negative ? 'III and IV' : 'I and II') : negative ? 'II and III' : 'I and IV'}`,
          list(eq(X, deg(solutions[0]!)), eq(X, deg(solutions[1]!))),
        ],
      ],
    });
  };

/** Right-triangle trigonometry: a side from an angle, word problems, an angle from sides. */
export const rightTriangle =
  (level: Level): Family =>
  (r) => {
    const angle = r.int(10, 80);
    const radians = (angle * Math.PI) / 180;
    if (level === 0) {
      const hyp = r.int(3, 40);
      const f = r.pick(['sin', 'cos'] as const);
      const side = f === 'sin' ? 'opposite' : 'next to';
      const question = `A right triangle has hypotenuse ${hyp} and an angle of ${angle}°. How long is the side ${side} that angle? Round to 2 decimals.`;
      const expression = mul(N(hyp), fn(f, deg(angle)));
      const { answer, steps } = rounded(
        expression,
        hyp * (f === 'sin' ? Math.sin(radians) : Math.cos(radians)),
        2,
        `${f === 'sin' ? 'Opposite = hypotenuse × sin' : 'Adjacent = hypotenuse × cos'}`,
      );
      return draft({
        question,
        questionMath: words(question),
        answer,
        decimals: 2,
        nudge: 'SOH CAH TOA: which ratio links this side with the hypotenuse?',
        hint: f === 'sin' ? 'sin = opposite ÷ hypotenuse.' : 'cos = adjacent ÷ hypotenuse.',
        steps,
      });
    }
    if (level === 1) {
      const distance = r.int(5, 80);
      const question = `From ${distance} m away on level ground, the angle of elevation to the top of a tower is ${angle}°. How tall is the tower, in metres? Round to 2 decimals.`;
      const expression = mul(N(distance), fn('tan', deg(angle)));
      const { answer, steps } = rounded(
        expression,
        distance * Math.tan(radians),
        2,
        'Height = distance × tan',
      );
      return draft({
        question,
        questionMath: words(question),
        answer,
        decimals: 2,
        nudge: 'Draw the right triangle: the ground, the tower and the line of sight.',
        hint: 'tan(angle) = height ÷ distance.',
        steps,
      });
    }
    const [rise, run] = [r.int(1, 20), r.int(2, 40)];
    const question = `A ramp rises ${rise} m over a horizontal distance of ${run} m. What angle does it make with the ground, in degrees? Round to 2 decimals.`;
    const value = (Math.atan(rise / run) * 180) / Math.PI;
    const theta = variable('θ');
    return draft({
      question,
      questionMath: words(question),
      answer: formatFixed(value, 2),
      decimals: 2,
      nudge: 'You know the opposite and adjacent sides: which ratio is that?',
      hint: 'tan(θ) = rise ÷ run, so θ = arctan(rise ÷ run).',
      steps: [
        ['tan θ = opposite ÷ adjacent', eq(fn('tan', theta), over(rise, run))],
        ['Inverse tangent', approx(theta, deg(six(value)))],
        ['Round to 2 decimals', approx(theta, deg(formatFixed(value, 2)))],
      ],
    });
  };

// ── Calculus Readiness: limits, derivatives, graph features ──────────────────

const poly = (coefficients: number[]): [MathNode, string] => {
  // coefficients from the highest power down to the constant
  const degree = coefficients.length - 1;
  let tree: MathNode | undefined;
  let typed = '';
  coefficients.forEach((k, i) => {
    const power = degree - i;
    if (k === 0) return;
    const v = power === 0 ? undefined : power === 1 ? X : pow(X, N(power));
    const vText = power === 0 ? '' : power === 1 ? 'x' : `x^${power}`;
    if (tree === undefined) {
      tree = v ? term(k, v) : N(k);
      typed = v ? termText(k, vText) : `${k}`;
    } else {
      tree = v ? (k < 0 ? sub(tree, term(-k, v)) : add(tree, term(k, v))) : plus(tree, k);
      typed += v ? signedTermText(k, vText) : signedText(k);
    }
  });
  return [tree ?? N(0), typed || '0'];
};
const evalPoly = (coefficients: number[], x: number): number =>
  coefficients.reduce((sum, k) => sum * x + k, 0);

/** Limits: by substitution, a removable gap, at infinity. */
export const limits =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const cs = [nonZero(r, -5, 5), r.int(-9, 9), r.int(-9, 9)];
      let a = r.int(-5, 5);
      // At x = 0 the substitution writes −2 × 0² + 0 + 6: take another point.
      if (a === 0) a = nonZero(r, -5, 5);
      const [tree, typed] = poly(cs);
      const value = evalPoly(cs, a);
      return draft({
        question: `Evaluate the limit of ${typed} as x approaches ${a}.`,
        questionMath: tree,
        answer: `${value}`,
        nudge: 'A polynomial has no gaps or jumps.',
        hint: `A polynomial is continuous: put x = ${a} straight in.`,
        steps: [
          ['Substitute (polynomials are continuous)', eq(substitute(tree, { x: a }), N(value))],
        ],
      });
    }
    if (level === 1) {
      // (x − a)(x − b)/(x − a) → a − b at x = a
      const a = nonZero(r, -9, 9);
      const b = r.pick(
        [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k !== a),
      );
      const [numerator, typed] = poly([1, -(a + b), a * b]);
      const question = `Evaluate the limit of (${typed})/(x${signedText(-a)}) as x approaches ${a}.`;
      return draft({
        question,
        questionMath: frac(numerator, plus(X, -a)),
        answer: `${a - b}`,
        nudge: `Putting x = ${a} in gives 0/0: the top must have a factor (x${signedText(-a)}).`,
        hint: 'Factor the numerator, cancel the common factor, then substitute.',
        steps: [
          ['Factor the numerator', eq(numerator, implicit(plus(X, -a), plus(X, -b)))],
          [
            `Cancel (x${signedText(-a).replace(' - ', ' − ')}) for x ≠ ${a}`,
            eq(frac(numerator, plus(X, -a)), plus(X, -b)),
          ],
          ['Substitute', eq(plus(N(a), -b), N(a - b))],
        ],
      });
    }
    // Top and bottom of the same degree (1 or 2), so that the limit is the ratio of the leading
    // coefficients; a lower top degree would answer 0 every time.
    const degree = r.int(1, 2);
    const top = [nonZero(r, -9, 9), r.int(-9, 9), ...(degree === 2 ? [r.int(-9, 9)] : [])];
    const drawn = [nonZero(r, -9, 9), r.int(-9, 9), r.int(-9, 9)];
    const bottom = degree === 2 ? drawn : drawn.slice(0, 2);
    const [topTree, topText] = poly(top);
    const [bottomTree, bottomText] = poly(bottom);
    const highest = degree === 2 ? pow(X, N(2)) : X;
    return draft({
      question: `Evaluate the limit of (${topText})/(${bottomText}) as x approaches infinity. Give the answer as a fraction or a whole number.`,
      questionMath: frac(topTree, bottomTree),
      answer: fractionText(top[0]!, bottom[0]!),
      nudge: 'For very large x only the highest powers matter.',
      hint: `Divide the top and the bottom by ${degree === 2 ? 'x²' : 'x'}, the highest power in the bottom.`,
      steps: [
        [
          'The highest powers dominate',
          eq(frac(term(top[0]!, highest), term(bottom[0]!, highest)), ratio(top[0]!, bottom[0]!)),
        ],
        ['The other terms vanish as x grows: the limit', ratio(top[0]!, bottom[0]!)],
      ],
    });
  };

/** Derivatives at a point: the power rule, polynomials, the chain and product rules. */
export const derivatives =
  (level: Level): Family =>
  (r) => {
    let a = r.int(-3, 3);
    // The derivative of kxⁿ + c at 0 is 0 every time: take another point.
    if (level === 0 && a === 0) a = nonZero(r, -3, 3);
    if (level <= 1) {
      const cs =
        level === 0
          ? [nonZero(r, -9, 9), ...Array.from({ length: r.int(2, 4) - 1 }, () => 0), r.int(-9, 9)]
          : [nonZero(r, -5, 5), r.int(-9, 9), r.int(-9, 9), r.int(-9, 9)];
      const n = cs.length - 1;
      const derivative = cs.slice(0, -1).map((k, i) => k * (n - i));
      const [tree, typed] = poly(cs);
      const [dTree] = poly(derivative);
      const value = evalPoly(derivative, a);
      return draft({
        question: `f(x) = ${typed}. What is f'(${a})?`,
        questionMath: tree,
        answer: `${value}`,
        nudge: 'Differentiate term by term.',
        hint: 'Power rule: the derivative of kxⁿ is nkxⁿ⁻¹; a constant has derivative 0.',
        steps: [
          ['Differentiate each term with the power rule', dTree],
          [`Put in x = ${a}`, eq(substitute(dTree, { x: a }), N(value))],
        ],
      });
    }
    if (r.int(0, 1) === 0) {
      // (px + q)^n: chain rule
      const [p, q, n] = [nonZero(r, -4, 4), nonZero(r, -5, 5), r.int(2, 4)];
      const inner = plus(term(p, X), q);
      const value = n * p * (p * a + q) ** (n - 1);
      const derivative = mul(N(n * p), pow(inner, N(n - 1)));
      return draft({
        question: `f(x) = (${termText(p, 'x')}${signedText(q)})^${n}. What is f'(${a})?`,
        questionMath: pow(inner, N(n)),
        answer: `${value}`,
        nudge: 'A bracket raised to a power: something inside is being differentiated too.',
        hint: `Chain rule: the derivative of (px + q)ⁿ is n(px + q)ⁿ⁻¹ × p.`,
        steps: [
          ['Chain rule', derivative],
          [`Put in x = ${a}`, eq(substitute(derivative, { x: a }), N(value))],
        ],
      });
    }
    // (x² + p)(qx + s): product rule
    let [p, q, s] = [nonZero(r, -9, 9), nonZero(r, -5, 5), r.int(-9, 9)];
    // (4x + 0) is drawn again: a second bracket with a constant term.
    if (s === 0) s = nonZero(r, -9, 9);
    const [u, v] = [plus(pow(X, N(2)), p), plus(term(q, X), s)];
    const derivative = add(mul(implicit(N(2), X), v), mul(u, N(q)));
    const value = 2 * a * (q * a + s) + (a * a + p) * q;
    return draft({
      question: `f(x) = (x^2${signedText(p)})(${termText(q, 'x')}${signedText(s)}). What is f'(${a})?`,
      questionMath: implicit(u, v),
      answer: `${value}`,
      nudge: 'f is a product of two brackets.',
      hint: "Product rule: (uv)' = u'v + uv'.",
      steps: [
        ['Product rule', derivative],
        [`Put in x = ${a}`, eq(substitute(derivative, { x: a }), N(value))],
      ],
    });
  };

/** x − p as a factor: x itself for p = 0, never (x + 0). */
const factorOf = (p: number): MathNode => (p === 0 ? X : plus(X, -p));

/** Graph features: intercepts, the vertex of a parabola, turning points of a cubic. */
export const graphFeatures =
  (level: Level): Family =>
  (r) => {
    const Yv = variable('y');
    if (level === 0) {
      const [m, c] = [nonZero(r, -9, 9), nonZero(r, -20, 20)];
      const [line, typed] = poly([m, c]);
      return draft({
        question: `Where does the line y = ${typed} cross the x-axis? Give the x-coordinate as a fraction or a whole number.`,
        questionMath: eq(Yv, line),
        answer: fractionText(-c, m),
        nudge: 'On the x-axis, y is 0.',
        hint: `Solve ${typed} = 0.`,
        steps: [
          ['On the x-axis y = 0', eq(line, N(0))],
          ['Solve for x', eq(X, ratio(-c, m))],
        ],
      });
    }
    if (level === 1) {
      const [a, b, c] = [nonZero(r, -5, 5), r.int(-12, 12), r.int(-9, 9)];
      const [curve, typed] = poly([a, b, c]);
      return draft({
        question: `What is the x-coordinate of the vertex of the parabola y = ${typed}? Give it as a fraction or a whole number.`,
        questionMath: eq(Yv, curve),
        answer: fractionText(-b, 2 * a),
        nudge: 'The vertex lies on the axis of symmetry.',
        hint: 'The vertex is at x = −b ÷ (2a).',
        steps: [
          ['Axis of symmetry x = −b/(2a)', eq(X, frac(N(-b), mul(N(2), N(a))))],
          ['Simplify', eq(X, ratio(-b, 2 * a))],
        ],
      });
    }
    // y = 2x³ − 3(p + q)x² + 6pq·x + c: turning points at x = p and x = q.
    const p = r.int(-6, 5);
    const q = r.int(p + 1, 6);
    const cs = [2, -3 * (p + q), 6 * p * q, r.int(-9, 9)];
    const [curve, typed] = poly(cs);
    const [slope] = poly([6, -6 * (p + q), 6 * p * q]);
    return draft({
      question: `Find the x-coordinates of the turning points of y = ${typed}. Give both, smallest first, separated by a comma.`,
      questionMath: eq(Yv, curve),
      answer: `${p}, ${q}`,
      ordered: true,
      nudge: 'At a turning point the graph is flat for a moment.',
      hint: 'Differentiate, set the derivative equal to 0 and solve the quadratic.',
      steps: [
        ['The derivative (the slope)', slope],
        [
          'The slope is 0 at a turning point',
          eq(implicit(N(6), implicit(factorOf(p), factorOf(q))), N(0)),
        ],
        ['Solve', list(eq(X, N(p)), eq(X, N(q)))],
      ],
    });
  };

// ── Competition Problem Solving: number theory, counting ─────────────────────

/** Number theory: gcd and lcm, remainders of powers, counting divisors. */
export const numberTheory =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const g = r.int(2, 15);
      const [u, v] = [r.int(2, 12), r.int(2, 12)];
      if (gcdNumber(u, v) !== 1 || u === v) return numberTheory(0)(r);
      const [a, b] = [g * u, g * v];
      const lcm = r.int(0, 1) === 1;
      return draft({
        question: `What is the ${lcm ? 'least common multiple' : 'greatest common divisor'} of ${a} and ${b}?`,
        questionMath: fn(lcm ? 'lcm' : 'gcd', N(a), N(b)),
        answer: `${lcm ? g * u * v : g}`,
        nudge: 'Write each number as a product of primes.',
        hint: lcm
          ? 'lcm(a, b) = a × b ÷ gcd(a, b).'
          : 'Keep the prime factors the two numbers share.',
        steps: [
          [
            `${a} and ${b} share the factor ${g}, and ${u} and ${v} have no common factor`,
            list(eq(N(a), mul(N(g), N(u))), eq(N(b), mul(N(g), N(v)))),
          ],
          lcm
            ? ['lcm = a × b ÷ gcd', eq(div(mul(N(a), N(b)), N(g)), N(g * u * v))]
            : [`The greatest common divisor is ${g}`, N(g)],
        ],
      });
    }
    if (level === 1) {
      const [a, m] = [r.int(2, 13), r.int(3, 11)];
      if (a % m === 0) return numberTheory(1)(r);
      const n = r.int(10, 99);
      // The cycle of a^k mod m.
      const seen: number[] = [];
      let value = a % m;
      while (!seen.includes(value)) {
        seen.push(value);
        value = (value * a) % m;
      }
      const start = seen.indexOf(value);
      const cycle = seen.length - start;
      const index = n - 1 < start ? n - 1 : start + ((n - 1 - start) % cycle);
      const answer = seen[index] as number;
      return draft({
        question: `What is the remainder when ${a}^${n} is divided by ${m}?`,
        questionMath: pow(N(a), N(n)),
        answer: `${answer}`,
        nudge: `Look at the remainders of ${a}, ${a}², ${a}³ … divided by ${m}: they repeat.`,
        hint: `The remainders repeat every ${cycle} power${cycle === 1 ? '' : 's'}${start > 0 ? ` after the first ${start}` : ''}; find where ${n} falls in the cycle.`,
        steps: [
          [
            `Remainders of ${a}¹, ${a}², … divided by ${m}`,
            seen.length === 1 ? N(seen[0]!) : list(...seen.map((k) => N(k))),
          ],
          [
            `They repeat every ${cycle}: power ${n} has the remainder of power ${index + 1}`,
            N(answer),
          ],
        ],
      });
    }
    const primes = [2, 3, 5, 7];
    const exponents = primes.map((p) => r.int(0, p === 2 ? 5 : p === 3 ? 3 : 2));
    if (!exponents.some((e) => e > 0)) exponents[0] = 3;
    const n = primes.reduce((product, p, i) => product * p ** exponents[i]!, 1);
    const count = exponents.reduce((product, e) => product * (e + 1), 1);
    const used = primes.map((p, i) => [p, exponents[i]!] as const).filter(([, e]) => e > 0);
    const factorised = used
      .map(([p, e]) => (e === 1 ? N(p) : pow(N(p), N(e))))
      .reduce((left, f) => mul(left, f));
    return draft({
      question: `How many positive divisors does ${n} have?`,
      questionMath: N(n),
      answer: `${count}`,
      nudge: 'Every divisor is built from the prime factors of the number.',
      hint: 'If n = p^a × q^b × …, it has (a + 1)(b + 1)… divisors.',
      steps: [
        ['Prime factorisation', eq(N(n), factorised)],
        [
          'Add one to each exponent and multiply',
          eq(
            used.map(([, e]) => add(N(e), N(1))).reduce((left, f) => mul(left, f)),
            N(count),
          ),
        ],
      ],
    });
  };

const product = (from: number, to: number): number => {
  let p = 1;
  for (let k = from; k <= to; k++) p *= k;
  return p;
};
/** n × (n − 1) × … × (n − k + 1) as a tree. */
const falling = (n: number, k: number): MathNode =>
  Array.from({ length: k }, (_, i) => N(n - i)).reduce((left, f) => mul(left, f));

/** Counting: arrangements, choices, grid paths and handshakes. */
export const counting =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const n = r.int(3, 12);
      const books = n <= 8 && r.int(0, 1) === 0;
      const question = books
        ? `In how many different orders can ${n} different books stand on a shelf?`
        : `${n + 1} runners race. In how many ways can the gold, silver and bronze medals be awarded?`;
      const kk = books ? n : 3;
      const runners = books ? n : n + 1;
      return draft({
        question,
        questionMath: words(question),
        answer: `${product(runners - kk + 1, runners)}`,
        nudge: 'Fill the places one at a time: how many choices for the first, then the next?',
        hint: `Multiply the choices: ${runners} × ${runners - 1} × …`,
        steps: [
          [
            'Multiply the choices for each place',
            eq(falling(runners, kk), N(product(runners - kk + 1, runners))),
          ],
        ],
      });
    }
    if (level === 1) {
      const n = r.int(5, 15);
      const k = r.int(2, Math.min(5, n - 2));
      const value = product(n - k + 1, n) / product(1, k);
      const question = `How many ways are there to choose ${k} students from a class of ${n}?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${value}`,
        nudge: 'The order in which the students are chosen does not matter.',
        hint: `Count ordered choices, ${n} × ${n - 1} × …, then divide by the ${k}! orders of the same group.`,
        steps: [
          [
            'Ordered choices divided by the orders of each group',
            eq(frac(falling(n, k), falling(k, k)), N(value)),
          ],
        ],
      });
    }
    if (r.int(0, 1) === 0) {
      const n = r.int(5, 30);
      const question = `${n} people meet and each shakes hands once with every other person. How many handshakes are there?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${(n * (n - 1)) / 2}`,
        nudge: 'Each handshake is a pair of people.',
        hint: 'Count the pairs: n × (n − 1) ÷ 2.',
        steps: [
          [
            'Each person shakes n − 1 hands; each handshake is counted twice',
            eq(div(mul(N(n), N(n - 1)), N(2)), N((n * (n - 1)) / 2)),
          ],
        ],
      });
    }
    const [a, b] = [r.int(2, 6), r.int(2, 6)];
    const value = product(b + 1, a + b) / product(1, a);
    const question = `On a grid, how many shortest paths go from (0, 0) to (${a}, ${b}) moving one step right or up at a time?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${value}`,
      nudge: `Every shortest path has ${a} steps right and ${b} steps up: only their order changes.`,
      hint: `Choose which ${a} of the ${a + b} steps go right.`,
      steps: [
        [
          'Choose the right steps among all steps',
          eq(frac(falling(a + b, a), falling(a, a)), N(value)),
        ],
      ],
    });
  };

// ── Exam Prep Bundle: fractions and percentages ──────────────────────────────

/** Fraction arithmetic: like denominators, unlike denominators, mixed numbers. */
export const fractionArithmetic =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const d = r.int(3, 12);
      const [p, q] = [r.int(1, d - 1), r.int(1, d - 1)];
      const minus = r.int(0, 1) === 1 && p > q;
      const problem = (minus ? sub : add)(over(p, d), over(q, d));
      const top = minus ? p - q : p + q;
      return draft({
        question: `Work out ${p}/${d} ${minus ? '-' : '+'} ${q}/${d}. Give the answer as a fraction in lowest terms or a whole number.`,
        questionMath: problem,
        answer: fractionText(top, d),
        nudge: 'The denominators are the same.',
        hint: `${minus ? 'Subtract' : 'Add'} the numerators and keep the denominator, then simplify.`,
        steps: [
          [`${minus ? 'Subtract' : 'Add'} the numerators`, eq(problem, over(top, d))],
          ...(fractionText(top, d) === `${top}/${d}`
            ? []
            : [['Simplify', eq(over(top, d), ratio(top, d))] as StepSpec]),
        ],
      });
    }
    if (level === 1) {
      const [b, d] = [r.int(2, 9), r.int(2, 9)];
      if (b === d) return fractionArithmetic(1)(r);
      const [a, c] = [r.int(1, b - 1 || 1), r.int(1, d - 1 || 1)];
      const minus = r.int(0, 1) === 1;
      const problem = (minus ? sub : add)(over(a, b), over(c, d));
      const top = minus ? a * d - c * b : a * d + c * b;
      return draft({
        question: `Work out ${a}/${b} ${minus ? '-' : '+'} ${c}/${d}. Give the answer as a fraction in lowest terms or a whole number.`,
        questionMath: problem,
        answer: fractionText(top, b * d),
        nudge: 'Fractions can only be added once they have the same denominator.',
        hint: `Rewrite both over ${b * d}, then ${minus ? 'subtract' : 'add'} the numerators.`,
        steps: [
          [
            'A common denominator',
            eq(problem, (minus ? sub : add)(over(a * d, b * d), over(c * b, b * d))),
          ],
          [
            `${minus ? 'Subtract' : 'Add'} the numerators and simplify`,
            eq(over(top, b * d), ratio(top, b * d)),
          ],
        ],
      });
    }
    const mixed = (): [number, number, number] => {
      const den = r.int(2, 6);
      return [r.int(1, 4), r.int(1, den - 1), den];
    };
    const [w1, n1, d1] = mixed();
    const [w2, n2, d2] = mixed();
    const divide = r.int(0, 1) === 1;
    const [p1, p2] = [w1 * d1 + n1, w2 * d2 + n2];
    const [top, bottom] = divide ? [p1 * d2, d1 * p2] : [p1 * p2, d1 * d2];
    const m = (w: number, n: number, d: number): MathNode => ({
      type: 'mixed',
      whole: `${w}`,
      num: `${n}`,
      den: `${d}`,
    });
    const problem = (divide ? div : mul)(m(w1, n1, d1), m(w2, n2, d2));
    const improper = (divide ? div : mul)(over(p1, d1), over(p2, d2));
    return draft({
      question: `Work out ${w1} ${n1}/${d1} ${divide ? '÷' : '×'} ${w2} ${n2}/${d2}. Give the answer as a fraction in lowest terms or a whole number.`,
      questionMath: problem,
      answer: fractionText(top, bottom),
      nudge: 'Mixed numbers are easier to multiply and divide as improper fractions.',
      hint: divide
        ? 'Write both as improper fractions, then multiply by the reciprocal of the second.'
        : 'Write both as improper fractions, then multiply tops and bottoms.',
      steps: [
        ['Improper fractions', eq(problem, improper)],
        [divide ? 'Multiply by the reciprocal' : 'Multiply', eq(improper, over(top, bottom))],
        ...(fractionText(top, bottom) === `${top}/${bottom}`
          ? []
          : [['Simplify', eq(over(top, bottom), ratio(top, bottom))] as StepSpec]),
      ],
    });
  };

/** Percentages: of an amount, percentage change, reverse percentages. */
export const percentages =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const [p, base] = [
        r.pick([5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 120]),
        r.int(2, 60) * 10,
      ];
      const value = (p * base) / 100;
      return draft({
        question: `What is ${p}% of ${base}?`,
        questionMath: mul(frac(N(p), N(100)), N(base)),
        answer: six(value),
        nudge: 'Per cent means out of a hundred.',
        hint: `${p}% of ${base} = ${p}/100 × ${base}.`,
        steps: [['Per cent means hundredths', eq(mul(frac(N(p), N(100)), N(base)), N(six(value)))]],
      });
    }
    if (level === 1) {
      const from = r.int(2, 40) * 10;
      const change = r.pick([-50, -40, -25, -20, -10, -5, 5, 10, 15, 20, 25, 40, 50, 75, 100]);
      const to = (from * (100 + change)) / 100;
      const question = `A price changes from ${from} to ${six(to)}. What is the percentage change? Give a decrease as a negative number.`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${change}`,
        nudge: 'Compare the change with the starting value.',
        hint: 'Percentage change = (new − old) ÷ old × 100.',
        steps: [
          ['The change', eq(sub(N(six(to)), N(from)), N(six(to - from)))],
          [
            'As a percentage of the old value',
            eq(mul(frac(N(six(to - from)), N(from)), N(100)), N(change)),
          ],
        ],
      });
    }
    const p = r.pick([10, 15, 20, 25, 30, 40, 50]);
    const original = r.int(2, 40) * 20;
    const sale = (original * (100 - p)) / 100;
    const question = `After a ${p}% discount a coat costs ${six(sale)}. What was its price before the discount?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${original}`,
      nudge: `The sale price is not ${100 - p}% of the sale price: of what is it ${100 - p}%?`,
      hint: `The sale price is ${100 - p}% of the original, so divide by ${(100 - p) / 100}.`,
      steps: [
        [
          `The sale price is ${100 - p}% of the original`,
          eq(mul(N((100 - p) / 100), variable('P')), N(six(sale))),
        ],
        [`Divide by ${(100 - p) / 100}`, eq(div(N(six(sale)), N((100 - p) / 100)), N(original))],
      ],
    });
  };
