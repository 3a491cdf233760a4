import type { Random } from '../../_lib/random';
import { formatFixed } from '../../format/formatFixed';
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
  mul,
  pow,
  sqrt,
  sub,
  text,
  variable,
} from '../../math/build';
import type { MathNode } from '../../math/tree';
import { draft, type Family, N, over } from './shared';

const A = /* @__PURE__ */ variable('A');
const P = /* @__PURE__ */ variable('P');
const V = /* @__PURE__ */ variable('V');
const S = /* @__PURE__ */ variable('S');
const C = /* @__PURE__ */ variable('C');
const l = /* @__PURE__ */ variable('l');
const w = /* @__PURE__ */ variable('w');
const h = /* @__PURE__ */ variable('h');
const b = /* @__PURE__ */ variable('b');
const r_ = /* @__PURE__ */ variable('r');
const c_ = /* @__PURE__ */ variable('c');
const n_ = /* @__PURE__ */ variable('n');
const PI = /* @__PURE__ */ constant('pi');
const square = (k: number): MathNode => pow(N(k), N(2));
const deg = (value: number | string): MathNode => degrees(N(value));
/** A word problem: its question has no equation, so its MathML is the sentence as text. */
const words = (question: string): MathNode => text(question);

/**
 * A Pythagorean triple from Euclid's formula (m² - n², 2mn, m² + n²), scaled so the hypotenuse
 * stays at most 150.
 */
const triple = (r: Random): [number, number, number] => {
  const m = r.int(2, 11);
  const n = r.int(1, m - 1);
  const [a, b, c] = [m * m - n * n, 2 * m * n, m * m + n * n];
  const k = r.int(1, Math.max(1, Math.floor(150 / c)));
  return [a * k, b * k, c * k];
};

/** Exact decimal text of a product of small decimals (3.14 × 25 = 78.5), free of float noise. */
export const exact = (n: number): string => formatFixed(n, 6).replace(/\.?0+$/, '');

const rectangle: Family = (r) => {
  const [length, width] = [r.int(2, 25), r.int(2, 25)];
  const shape = `A rectangle is ${length} units long and ${width} units wide.`;
  return r.int(0, 1) === 0
    ? draft({
        question: `${shape} What is its area?`,
        questionMath: words(`${shape} What is its area?`),
        answer: `${length * width}`,
        hint: 'Area = length × width.',
        steps: [
          ['Area of a rectangle', eq(A, implicit(l, w))],
          ['Put in the length and the width', eq(mul(N(length), N(width)), N(length * width))],
        ],
      })
    : draft({
        question: `${shape} What is its perimeter?`,
        questionMath: words(`${shape} What is its perimeter?`),
        answer: `${2 * (length + width)}`,
        hint: 'Perimeter = 2 × (length + width).',
        steps: [
          ['Perimeter of a rectangle', eq(P, implicit(N(2), add(l, w)))],
          [
            'Put in the length and the width',
            eq(mul(N(2), add(N(length), N(width))), N(2 * (length + width))),
          ],
        ],
      });
};

const parallelogram: Family = (r) => {
  const [base, height] = [r.int(2, 25), r.int(2, 25)];
  const triangle = r.int(0, 1) === 0;
  const area = triangle ? (base * height) / 2 : base * height;
  const question = `A ${triangle ? 'triangle' : 'parallelogram'} has base ${base} and height ${height}. What is its area?`;
  const product = mul(N(base), N(height));
  return draft({
    question,
    questionMath: words(question),
    answer: `${area}`,
    hint: triangle ? 'Area = base × height ÷ 2.' : 'Area = base × height.',
    steps: [
      [
        triangle ? 'Area of a triangle' : 'Area of a parallelogram',
        eq(A, triangle ? frac(implicit(b, h), N(2)) : implicit(b, h)),
      ],
      ['Put in the base and the height', eq(triangle ? div(product, N(2)) : product, N(area))],
    ],
  });
};

const angles: Family = (r) => {
  const a = r.int(15, 120);
  const b = r.int(15, 165 - a);
  const question = `Two angles of a triangle are ${a}° and ${b}°. What is the third angle, in degrees?`;
  const rest = sub(sub(deg(180), deg(a)), deg(b));
  return draft({
    question,
    questionMath: words(question),
    answer: `${180 - a - b}`,
    hint: 'The angles of a triangle add up to 180°.',
    steps: [
      ['The angles of a triangle add up to 180°: subtract the two known ones', rest],
      ['Third angle', eq(rest, deg(180 - a - b))],
    ],
  });
};

/** Circles with π taken as 3.14, so the answer is an exact decimal. */
const circle314: Family = (r) => {
  const radius = r.int(1, 50);
  const useDiameter = r.int(0, 1) === 1;
  const area = r.int(0, 1) === 0;
  const given = useDiameter ? `diameter ${2 * radius}` : `radius ${radius}`;
  const value = exact(area ? 3.14 * radius * radius : 2 * 3.14 * radius);
  const question = `A circle has ${given}. Using π ≈ 3.14, what is its ${area ? 'area' : 'circumference'}?`;
  const steps: [string, MathNode][] = useDiameter
    ? [['The radius is half the diameter', eq(div(N(2 * radius), N(2)), N(radius))]]
    : [];
  steps.push(
    area
      ? ['Area of a circle', eq(A, implicit(PI, pow(r_, N(2))))]
      : ['Circumference of a circle', eq(C, implicit(implicit(N(2), PI), r_))],
    [
      'Take π ≈ 3.14',
      eq(area ? mul(N(3.14), pow(N(radius), N(2))) : mul(mul(N(2), N(3.14)), N(radius)), N(value)),
    ],
  );
  return draft({
    question,
    questionMath: words(question),
    answer: value,
    hint: area ? 'Area = π × r², with r half the diameter.' : 'Circumference = 2 × π × r = π × d.',
    steps,
  });
};

const hypotenuse: Family = (r) => {
  const [a, b, c] = triple(r);
  const [x, y] = r.int(0, 1) === 0 ? [a, b] : [b, a];
  const question = `A right triangle has legs ${x} and ${y}. How long is the hypotenuse?`;
  return draft({
    question,
    questionMath: words(question),
    answer: `${c}`,
    hint: 'Use the Pythagorean theorem: c² = a² + b².',
    steps: [
      [
        'Pythagorean theorem',
        chain(
          pow(c_, N(2)),
          '=',
          add(square(x), square(y)),
          '=',
          add(N(x * x), N(y * y)),
          '=',
          N(c * c),
        ),
      ],
      ['Take the square root', chain(c_, '=', sqrt(N(c * c)), '=', N(c))],
    ],
  });
};

const trapezoid: Family = (r) => {
  const a = r.int(2, 20);
  const [b, h] = [r.int(a + 1, 30), r.int(2, 16)];
  const area = ((a + b) * h) / 2;
  const question = `A trapezoid has parallel sides ${a} and ${b} and height ${h}. What is its area?`;
  return draft({
    question,
    questionMath: words(question),
    answer: `${area}`,
    hint: 'Area = (a + b) ÷ 2 × height.',
    steps: [
      ['Average the parallel sides', eq(frac(add(N(a), N(b)), N(2)), N((a + b) / 2))],
      ['Multiply by the height', eq(mul(N((a + b) / 2), N(h)), N(area))],
    ],
  });
};

const polygonSum: Family = (r) => {
  const n = r.int(3, 30);
  if (r.int(0, 1) === 0) {
    // A quadrilateral or pentagon with one angle missing.
    const sides = r.int(4, 5);
    const known = Array.from({ length: sides - 1 }, () => r.int(60, sides === 4 ? 120 : 140));
    const total = (sides - 2) * 180;
    const missing = total - known.reduce((a, b) => a + b, 0);
    const list = `${known.slice(0, -1).join('°, ')}° and ${known.at(-1)}°`;
    const question = `A ${sides === 4 ? 'quadrilateral' : 'pentagon'} has angles of ${list}. What is the missing angle, in degrees?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${missing}`,
      hint: `The interior angles of a polygon with ${sides} sides add up to (${sides} - 2) × 180°.`,
      steps: [
        [
          `Sum of the angles: (${sides} − 2) × 180°`,
          eq(mul(sub(N(sides), N(2)), deg(180)), deg(total)),
        ],
        [
          'Subtract the known angles',
          eq(
            known.reduce((left, angle) => sub(left, deg(angle)), deg(total)),
            deg(missing),
          ),
        ],
      ],
    });
  }
  const question = `What is the sum of the interior angles of a polygon with ${n} sides, in degrees?`;
  return draft({
    question,
    questionMath: words(question),
    answer: `${(n - 2) * 180}`,
    hint: 'A polygon with n sides splits into n - 2 triangles of 180° each.',
    steps: [
      [
        'A polygon with n sides splits into n − 2 triangles of 180°',
        eq(S, mul(sub(n_, N(2)), deg(180))),
      ],
      [`Here n = ${n}`, eq(mul(sub(N(n), N(2)), deg(180)), deg((n - 2) * 180))],
    ],
  });
};

const box: Family = (r) => {
  const [x, y, z] = [r.int(2, 15), r.int(2, 15), r.int(2, 15)];
  const volume = r.int(0, 1) === 0;
  const shape = `A box is ${x} units long, ${y} units wide and ${z} units high.`;
  const surface = 2 * (x * y + x * z + y * z);
  return volume
    ? draft({
        question: `${shape} What is its volume?`,
        questionMath: words(`${shape} What is its volume?`),
        answer: `${x * y * z}`,
        hint: 'Volume = length × width × height.',
        steps: [
          ['Volume of a box', eq(V, implicit(implicit(l, w), h))],
          ['Put in the sizes', eq(mul(mul(N(x), N(y)), N(z)), N(x * y * z))],
        ],
      })
    : draft({
        question: `${shape} What is its surface area?`,
        questionMath: words(`${shape} What is its surface area?`),
        answer: `${surface}`,
        hint: 'Add the areas of the six faces: 2 × (lw + lh + wh).',
        steps: [
          [
            'Add the areas of the six faces',
            eq(S, implicit(N(2), add(add(implicit(l, w), implicit(l, h)), implicit(w, h)))),
          ],
          [
            'Put in the sizes',
            chain(
              mul(N(2), add(add(mul(N(x), N(y)), mul(N(x), N(z))), mul(N(y), N(z)))),
              '=',
              mul(N(2), N(surface / 2)),
              '=',
              N(surface),
            ),
          ],
        ],
      });
};

const similar: Family = (r) => {
  const [ab, bc] = [r.int(2, 15), r.int(2, 20)];
  const scale = r.pick([2, 3, 4, 5, 1.5, 2.5, 0.5]);
  const de = ab * scale;
  const ef = exact(bc * scale);
  const question = `Triangles ABC and DEF are similar. AB = ${ab}, BC = ${bc} and DE = ${exact(de)}. How long is EF?`;
  return draft({
    question,
    questionMath: words(question),
    answer: ef,
    hint: 'Similar triangles have proportional sides: EF / BC = DE / AB.',
    steps: [
      ['Scale factor = DE ÷ AB', eq(frac(N(exact(de)), N(ab)), N(scale))],
      ['EF = BC × the scale factor', eq(mul(N(bc), N(scale)), N(ef))],
    ],
  });
};

const leg: Family = (r) => {
  const [a, b, c] = triple(r);
  const [known, missing] = r.int(0, 1) === 0 ? [a, b] : [b, a];
  const question = `A right triangle has hypotenuse ${c} and one leg ${known}. How long is the other leg?`;
  return draft({
    question,
    questionMath: words(question),
    answer: `${missing}`,
    hint: 'Use the Pythagorean theorem: b² = c² - a².',
    steps: [
      [
        'Pythagorean theorem, solved for a leg',
        chain(
          pow(variable('b'), N(2)),
          '=',
          sub(square(c), square(known)),
          '=',
          sub(N(c * c), N(known * known)),
          '=',
          N(missing * missing),
        ),
      ],
      [
        'Take the square root',
        chain(variable('b'), '=', sqrt(N(missing * missing)), '=', N(missing)),
      ],
    ],
  });
};

/** Answers rounded to 2 decimals: circles, cylinders, cones and spheres. */
const round2 = (
  question: string,
  hint: string,
  formula: [note: string, statement: MathNode],
  expression: MathNode,
  value: number,
): ReturnType<Family> => {
  const answer = formatFixed(value, 2);
  return draft({
    question: `${question} Round to 2 decimals.`,
    questionMath: words(`${question} Round to 2 decimals.`),
    answer,
    decimals: 2,
    hint,
    steps: [
      formula,
      ['Put in the sizes', approx(expression, N(formatFixed(value, 6)))],
      ['Round to 2 decimals', approx(expression, N(answer))],
    ],
  });
};

const circle: Family = (r) => {
  const radius = r.int(1, 60);
  const given = r.int(0, 1) === 0 ? `radius ${radius}` : `diameter ${2 * radius}`;
  return r.int(0, 1) === 0
    ? round2(
        `A circle has ${given}. What is its area?`,
        'Area = π × r², with r half the diameter.',
        ['Area of a circle', eq(A, implicit(PI, pow(r_, N(2))))],
        mul(PI, square(radius)),
        Math.PI * radius * radius,
      )
    : round2(
        `A circle has ${given}. What is its circumference?`,
        'Circumference = 2 × π × r = π × d.',
        ['Circumference of a circle', eq(C, implicit(implicit(N(2), PI), r_))],
        mul(mul(N(2), PI), N(radius)),
        2 * Math.PI * radius,
      );
};

const solid: Family = (r) => {
  const [radius, height] = [r.int(1, 12), r.int(1, 20)];
  const kind = r.int(0, 2);
  if (kind === 0)
    return round2(
      `A cylinder has radius ${radius} and height ${height}. What is its volume?`,
      'Volume = π × r² × h.',
      ['Volume of a cylinder', eq(V, implicit(implicit(PI, pow(r_, N(2))), h))],
      mul(mul(PI, square(radius)), N(height)),
      Math.PI * radius * radius * height,
    );
  if (kind === 1)
    return round2(
      `A cone has radius ${radius} and height ${height}. What is its volume?`,
      'Volume = π × r² × h ÷ 3.',
      ['Volume of a cone', eq(V, frac(implicit(implicit(PI, pow(r_, N(2))), h), N(3)))],
      div(mul(mul(PI, square(radius)), N(height)), N(3)),
      (Math.PI * radius * radius * height) / 3,
    );
  const ball = radius + height; // 2 to 32: as many spheres as the other solids allow
  return round2(
    `A sphere has radius ${ball}. What is its volume?`,
    'Volume = 4/3 × π × r³.',
    ['Volume of a sphere', eq(V, mul(mul(over(4, 3), PI), pow(r_, N(3))))],
    mul(mul(over(4, 3), PI), pow(N(ball), N(3))),
    (4 / 3) * Math.PI * ball ** 3,
  );
};

/** Regular polygons whose interior angle is a whole or half degree. */
const regular: Family = (r) => {
  const n = r.pick([3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 30, 36, 40, 45, 60, 72, 80, 90]);
  const angle = exact(180 - 360 / n);
  const exterior = exact(360 / n);
  return r.int(0, 1) === 0
    ? draft({
        question: `What is each interior angle of a regular polygon with ${n} sides, in degrees?`,
        questionMath: words(
          `What is each interior angle of a regular polygon with ${n} sides, in degrees?`,
        ),
        answer: angle,
        hint: 'The interior angles add up to (n - 2) × 180°, shared equally.',
        steps: [
          [
            'The interior angles add up to (n − 2) × 180°',
            eq(mul(sub(N(n), N(2)), deg(180)), deg((n - 2) * 180)),
          ],
          [
            'Share the sum equally between the angles',
            eq(div(deg((n - 2) * 180), N(n)), deg(angle)),
          ],
        ],
      })
    : draft({
        question: `Each interior angle of a regular polygon is ${angle}°. How many sides does it have?`,
        questionMath: words(
          `Each interior angle of a regular polygon is ${angle}°. How many sides does it have?`,
        ),
        answer: `${n}`,
        hint: 'Each exterior angle is 180° minus the interior angle, and they add up to 360°.',
        steps: [
          ['Exterior angle = 180° − interior angle', eq(sub(deg(180), deg(angle)), deg(exterior))],
          ['The exterior angles add up to 360°', eq(div(deg(360), deg(exterior)), N(n))],
        ],
      });
};

const similarArea: Family = (r) => {
  const [a, b] = [r.int(1, 6), r.int(2, 9)];
  const [x, y] = a < b ? [a, b] : [b, a + b];
  // A multiple of x² keeps the larger area a whole number.
  const small = x * x * r.int(1, x === 1 ? 40 : 12);
  const large = exact((small * y * y) / (x * x));
  const question = `Two similar triangles have corresponding sides in the ratio ${x}:${y}. The smaller one has area ${small}. What is the area of the larger one?`;
  return draft({
    question,
    questionMath: words(question),
    answer: large,
    hint: 'Areas of similar shapes scale by the square of the side ratio.',
    steps: [
      [
        'Areas scale by the square of the side ratio',
        eq(pow(over(y, x), N(2)), over(y * y, x * x)),
      ],
      ['Multiply the smaller area by it', eq(mul(N(small), over(y * y, x * x)), N(large))],
    ],
  });
};

const trapezoidHeight: Family = (r) => {
  const a = r.int(2, 20);
  const [b, h] = [r.int(a + 1, 30), r.int(2, 16)];
  const area = ((a + b) * h) / 2;
  const question = `A trapezoid has area ${area} and parallel sides ${a} and ${b}. What is its height?`;
  return draft({
    question,
    questionMath: words(question),
    answer: `${h}`,
    hint: 'Area = (a + b) ÷ 2 × height, so height = area ÷ ((a + b) ÷ 2).',
    steps: [
      ['Average the parallel sides', eq(frac(add(N(a), N(b)), N(2)), N((a + b) / 2))],
      ['Divide the area by it', eq(div(N(area), N((a + b) / 2)), N(h))],
    ],
  });
};

export const GEOMETRY: Record<'Easy' | 'Medium' | 'Hard', readonly Family[]> = {
  Easy: [rectangle, parallelogram, angles, circle314],
  Medium: [hypotenuse, trapezoid, trapezoid, polygonSum, box, box, similar, similar, circle314],
  Hard: [
    leg,
    circle,
    circle,
    solid,
    solid,
    regular,
    similarArea,
    similarArea,
    trapezoidHeight,
    trapezoidHeight,
  ],
};

/** Every geometry family by name, for the skills that reuse them. */
export const GEOMETRY_FAMILIES = {
  rectangle,
  parallelogram,
  angles,
  circle314,
  hypotenuse,
  trapezoid,
  polygonSum,
  box,
  similar,
  leg,
  circle,
  solid,
  regular,
  similarArea,
  trapezoidHeight,
};
