import type { MathNode } from '@mathtools/math-core';
import { formatFixed } from '@mathtools/math-core';
import {
  approx,
  chain,
  draft,
  eq,
  type Family,
  fn,
  frac,
  fractionText,
  implicit,
  list,
  mul,
  N,
  neg,
  over,
  pow,
  ratio,
  sqrt,
  sub,
  variable,
  X,
} from '@mathtools/math-core/skill-kit';

import { deg, type Level, PI, rounded, type StepSpec, six, words } from './shared';

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
