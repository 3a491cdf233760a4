import type { MathNode } from '@mathtools/math-core';
import { formatFixed } from '@mathtools/math-core';
import {
  add,
  approx,
  chain,
  div,
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
  typed,
  variable,
  X,
} from '@mathtools/math-core/skill-kit';
import { say as shared } from '../words/shared';
import { say } from '../words/trigonometry';
import { deg, type Level, PI, rounded, type StepSpec, six } from './shared';

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
/** An angle in degrees inside a sentence: "30°". */
const angleIn = (value: number) => typed(`${value}°`, deg(value));
/** sin(θ), cos(θ) or tan(θ) inside a sentence. */
const ofTheta = (f: 'sin' | 'cos' | 'tan') => typed(`${f}(θ)`, fn(f, variable('θ')));
/** √(1 − sin²(θ)) inside a sentence: the other function from the known one. */
const rootOf = (known: 'sin' | 'cos') =>
  typed(`√(1 − ${known}²(θ))`, sqrt(sub(N(1), pow(fn(known, variable('θ')), N(2)))));
/** sin²θ + cos²θ = 1 inside a sentence, typed as `text` ("sin²θ + cos²θ = 1", "sin² θ + …"). */
const identity = (text: string) => {
  const theta = variable('θ');
  return typed(text, eq(add(pow(fn('sin', theta), N(2)), pow(fn('cos', theta), N(2))), N(1)));
};
/** tan θ = sin θ / cos θ inside a sentence, typed as `text`, its quotient a fraction or with ÷. */
const tangent = (text: string, quotient: 'fraction' | 'divide') => {
  const theta = variable('θ');
  const [s, c] = [fn('sin', theta), fn('cos', theta)];
  return typed(text, eq(fn('tan', theta), quotient === 'fraction' ? frac(s, c) : div(s, c)));
};
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
      const written = `${p === 1 ? '' : p}π${q === 1 ? '' : `/${q}`}`;
      return draft({
        question: say('ask.toDegrees', { angle: typed(written, radians) }),
        questionMath: radians,
        answer: `${degreesValue}`,
        nudge: say('nudge.halfTurn'),
        hint: say('hint.toDegrees', { factor: typed('180/π', frac(N(180), PI)) }),
        steps: [[say('step.halfTurn'), eq(mul(radians, frac(N(180), PI)), N(degreesValue))]],
      });
    }
    const f = r.pick(['sin', 'cos', 'tan'] as const);
    const table = FIRST[f];
    const reference = r.pick(Object.keys(table).map(Number));
    const key = table[reference] as string;
    const [text_, tree] = exactValues()[key]!;
    if (level === 1) {
      const asked = fn(f, deg(reference));
      const value = typed(`${f}(${reference}°)`, asked);
      return draft({
        question: say('ask.exact', {
          value,
          example: typed('√3/2', frac(sqrt(N(3)), N(2))),
        }),
        questionMath: asked,
        answer: text_,
        answerMath: tree,
        nudge: say('nudge.special'),
        hint: say('hint.special'),
        steps: [[say('step.exact', { value }), eq(asked, tree)]],
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
      question: say('ask.exact', {
        value: typed(`${f}(${angle}°)`, asked),
        example: typed('-√3/2', frac(neg(sqrt(N(3))), N(2))),
      }),
      questionMath: asked,
      answer: positive ? text_ : `-${text_}`,
      answerMath: value,
      nudge: say('nudge.reference'),
      hint: say(
        quadrant === 2 ? 'hint.onlySin' : quadrant === 3 ? 'hint.onlyTan' : 'hint.onlyCos',
        {
          reference: angleIn(reference),
        },
      ),
      steps: [
        [say('step.reference'), eq(variable('α'), deg(reference))],
        [
          say(positive ? 'step.quadrantPositive' : 'step.quadrantNegative', {
            quadrant: ['', '', 'II', 'III', 'IV'][quadrant] as string,
          }),
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
    say('step.maths', { maths: identity('sin²θ + cos²θ = 1') }),
    chain(
      pow(unknown, N(2)),
      '=',
      sub(N(1), pow(over(known, c), N(2))),
      '=',
      over(other * other, c * c),
    ),
  ],
  [say('step.positiveRoot'), eq(unknown, over(other, c))],
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
      r.int(0, 1) === 0 ? ([opp, adj, 'sin', 'cos'] as const) : ([adj, opp, 'cos', 'sin'] as const);
    const [kTree, oTree] = kf === 'sin' ? [s, co] : [co, s];
    const given = typed(`${kf}(θ) = ${known}/${c}`, eq(kTree, over(known, c)));
    if (level === 0) {
      return draft({
        question: say('ask.acute', { given, asked: ofTheta(of) }),
        questionMath: eq(kTree, over(known, c)),
        answer: fractionText(other, c),
        nudge: say('nudge.identity', { identity: identity('sin² θ + cos² θ = 1') }),
        hint: say('hint.otherAcute', { other: ofTheta(of), root: rootOf(kf) }),
        steps: pythagorean(oTree, known, other, c),
      });
    }
    if (level === 1) {
      return draft({
        question: say('ask.acute', { given, asked: ofTheta('tan') }),
        questionMath: eq(kTree, over(known, c)),
        answer: fractionText(opp, adj),
        nudge: say('nudge.tan', { tan: tangent('tan θ = sin θ / cos θ', 'fraction') }),
        hint: say('hint.otherThenTan', {
          other: ofTheta(of),
          root: rootOf(kf),
          tan: tangent('tan(θ) = sin(θ)/cos(θ)', 'fraction'),
        }),
        steps: [
          ...pythagorean(oTree, known, other, c),
          [
            say('step.maths', { maths: tangent('tan θ = sin θ ÷ cos θ', 'divide') }),
            eq(fn('tan', theta), ratio(opp, adj)),
          ],
        ],
      });
    }
    if (r.int(0, 1) === 0) {
      // Outside the first quadrant: the same identity, the sign from the quadrant.
      const quadrant = r.pick(['II', 'III', 'IV'] as const);
      const [given, givenValue, asked, askedValue] =
        quadrant === 'II'
          ? (['sin', opp, 'cos', -adj] as const)
          : quadrant === 'III'
            ? (['sin', -opp, 'cos', -adj] as const)
            : (['cos', adj, 'sin', -opp] as const);
      const [gTree, aTree] = given === 'sin' ? [s, co] : [co, s];
      const questionMath = eq(gTree, ratio(givenValue, c));
      return draft({
        question: say('ask.quadrant', {
          quadrant,
          given: typed(`${given}(θ) = ${givenValue}/${c}`, questionMath),
          asked: ofTheta(asked),
        }),
        questionMath,
        answer: fractionText(askedValue, c),
        nudge: say('nudge.identitySign', { identity: identity('sin² θ + cos² θ = 1') }),
        hint: say(asked === 'sin' ? 'hint.negativeSin' : 'hint.negativeCos', {
          asked: ofTheta(asked),
          root: rootOf(given),
          quadrant,
        }),
        steps: [
          [
            say('step.maths', { maths: identity('sin²θ + cos²θ = 1') }),
            chain(
              pow(aTree, N(2)),
              '=',
              sub(N(1), pow(ratio(givenValue, c), N(2))),
              '=',
              over(askedValue * askedValue, c * c),
            ),
          ],
          [
            say(asked === 'sin' ? 'step.negativeSin' : 'step.negativeCos', { quadrant }),
            eq(aTree, ratio(askedValue, c)),
          ],
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
    const written = `${negative ? '-' : ''}${valueText.replace('√2', 'sqrt(2)').replace('√3', 'sqrt(3)')}`;
    const equation = eq(fn(f, X), right);
    // Which of sin and cos, and its sign: the words of the hint and of the last step.
    const which = `${f}${negative ? 'Negative' : 'Positive'}` as const;
    return draft({
      question: say('ask.solve', {
        equation: typed(`${f}(x) = ${written}`, equation),
        range: typed('0° ≤ x < 360°', chain(deg(0), '≤', X, '<', deg(360))),
      }),
      questionMath: equation,
      answer: solutions.join(', '),
      ordered: true,
      nudge: say('nudge.twoAngles'),
      hint: say(`hint.${which}`, { reference: angleIn(reference) }),
      steps: [
        [say('step.reference'), eq(fn(f, deg(reference)), tree)],
        [say(`step.${which}`), list(eq(X, deg(solutions[0]!)), eq(X, deg(solutions[1]!)))],
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
      const expression = mul(N(hyp), fn(f, deg(angle)));
      const { answer, steps } = rounded(
        expression,
        hyp * (f === 'sin' ? Math.sin(radians) : Math.cos(radians)),
        2,
        say(f === 'sin' ? 'step.opposite' : 'step.adjacent'),
      );
      return draft({
        question: say(f === 'sin' ? 'ask.opposite' : 'ask.adjacent', {
          hyp,
          angle: angleIn(angle),
        }),
        answer,
        decimals: 2,
        nudge: say('nudge.sohcahtoa'),
        hint: say(f === 'sin' ? 'hint.sinRatio' : 'hint.cosRatio'),
        steps,
      });
    }
    if (level === 1) {
      const distance = r.int(5, 80);
      const expression = mul(N(distance), fn('tan', deg(angle)));
      const { answer, steps } = rounded(
        expression,
        distance * Math.tan(radians),
        2,
        say('step.height'),
      );
      return draft({
        question: say('ask.tower', { distance, angle: angleIn(angle) }),
        answer,
        decimals: 2,
        nudge: say('nudge.tower'),
        hint: say('hint.tower'),
        steps,
      });
    }
    const [rise, run] = [r.int(1, 20), r.int(2, 40)];
    const value = (Math.atan(rise / run) * 180) / Math.PI;
    const theta = variable('θ');
    return draft({
      question: say('ask.ramp', { rise, run }),
      answer: formatFixed(value, 2),
      decimals: 2,
      nudge: say('nudge.ramp'),
      hint: say('hint.ramp'),
      steps: [
        [say('step.tanRatio'), eq(fn('tan', theta), over(rise, run))],
        [say('step.inverseTan'), approx(theta, deg(six(value)))],
        [shared('round', { places: 2 }), approx(theta, deg(formatFixed(value, 2)))],
      ],
    });
  };
