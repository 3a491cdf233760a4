import {
  add,
  div,
  draft,
  eq,
  type Family,
  frac,
  list,
  mul,
  N,
  pow,
  sub,
  term,
  termText,
  variable,
  X,
} from '@mathtools/math-core/skill-kit';

import { deg, type Level, PI, rounded, six, words } from './shared';

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
