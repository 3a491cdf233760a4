import { formatFixed } from '../../format/formatFixed';
import type { Random } from '../random';
import type { Family } from './shared';

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
const exact = (n: number): string => formatFixed(n, 6).replace(/\.?0+$/, '');

const rectangle: Family = (r) => {
  const [l, w] = [r.int(2, 25), r.int(2, 25)];
  const shape = `A rectangle is ${l} units long and ${w} units wide.`;
  return r.int(0, 1) === 0
    ? {
        question: `${shape} What is its area?`,
        answer: `${l * w}`,
        hint: 'Area = length × width.',
        steps: [`Area = ${l} × ${w}`, `Area = ${l * w}`],
      }
    : {
        question: `${shape} What is its perimeter?`,
        answer: `${2 * (l + w)}`,
        hint: 'Perimeter = 2 × (length + width).',
        steps: [`Perimeter = 2 × (${l} + ${w})`, `Perimeter = ${2 * (l + w)}`],
      };
};

const parallelogram: Family = (r) => {
  const [b, h] = [r.int(2, 25), r.int(2, 25)];
  const triangle = r.int(0, 1) === 0;
  const area = triangle ? (b * h) / 2 : b * h;
  return {
    question: `A ${triangle ? 'triangle' : 'parallelogram'} has base ${b} and height ${h}. What is its area?`,
    answer: `${area}`,
    hint: triangle ? 'Area = base × height ÷ 2.' : 'Area = base × height.',
    steps: [`Area = ${b} × ${h}${triangle ? ' ÷ 2' : ''}`, `Area = ${area}`],
  };
};

const angles: Family = (r) => {
  const a = r.int(15, 120);
  const b = r.int(15, 165 - a);
  return {
    question: `Two angles of a triangle are ${a}° and ${b}°. What is the third angle, in degrees?`,
    answer: `${180 - a - b}`,
    hint: 'The angles of a triangle add up to 180°.',
    steps: [`Third angle = 180° - ${a}° - ${b}°`, `Third angle = ${180 - a - b}°`],
  };
};

/** Circles with π taken as 3.14, so the answer is an exact decimal. */
const circle314: Family = (r) => {
  const radius = r.int(1, 50);
  const useDiameter = r.int(0, 1) === 1;
  const area = r.int(0, 1) === 0;
  const given = useDiameter ? `diameter ${2 * radius}` : `radius ${radius}`;
  const value = exact(area ? 3.14 * radius * radius : 2 * 3.14 * radius);
  return {
    question: `A circle has ${given}. Using π ≈ 3.14, what is its ${area ? 'area' : 'circumference'}?`,
    answer: value,
    hint: area ? 'Area = π × r², with r half the diameter.' : 'Circumference = 2 × π × r = π × d.',
    steps: [
      ...(useDiameter ? [`r = ${2 * radius} ÷ 2 = ${radius}`] : []),
      area ? `Area ≈ 3.14 × ${radius}²` : `Circumference ≈ 2 × 3.14 × ${radius}`,
      `${area ? 'Area' : 'Circumference'} ≈ ${value}`,
    ],
  };
};

const hypotenuse: Family = (r) => {
  const [a, b, c] = triple(r);
  const [x, y] = r.int(0, 1) === 0 ? [a, b] : [b, a];
  return {
    question: `A right triangle has legs ${x} and ${y}. How long is the hypotenuse?`,
    answer: `${c}`,
    hint: 'Use the Pythagorean theorem: c² = a² + b².',
    steps: [`c² = ${x}² + ${y}² = ${x * x} + ${y * y} = ${c * c}`, `c = √${c * c} = ${c}`],
  };
};

const trapezoid: Family = (r) => {
  const a = r.int(2, 20);
  const [b, h] = [r.int(a + 1, 30), r.int(2, 16)];
  const area = ((a + b) * h) / 2;
  return {
    question: `A trapezoid has parallel sides ${a} and ${b} and height ${h}. What is its area?`,
    answer: `${area}`,
    hint: 'Area = (a + b) ÷ 2 × height.',
    steps: [`Area = (${a} + ${b}) ÷ 2 × ${h}`, `Area = ${(a + b) / 2} × ${h} = ${area}`],
  };
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
    return {
      question: `A ${sides === 4 ? 'quadrilateral' : 'pentagon'} has angles of ${list}. What is the missing angle, in degrees?`,
      answer: `${missing}`,
      hint: `The interior angles of a polygon with ${sides} sides add up to (${sides} - 2) × 180°.`,
      steps: [
        `Sum of the angles = (${sides} - 2) × 180° = ${total}°`,
        `Missing angle = ${total}° - ${known.join('° - ')}° = ${missing}°`,
      ],
    };
  }
  return {
    question: `What is the sum of the interior angles of a polygon with ${n} sides, in degrees?`,
    answer: `${(n - 2) * 180}`,
    hint: 'A polygon with n sides splits into n - 2 triangles of 180° each.',
    steps: [`Sum = (${n} - 2) × 180°`, `Sum = ${(n - 2) * 180}°`],
  };
};

const box: Family = (r) => {
  const [l, w, h] = [r.int(2, 15), r.int(2, 15), r.int(2, 15)];
  const volume = r.int(0, 1) === 0;
  const shape = `A box is ${l} units long, ${w} units wide and ${h} units high.`;
  const surface = 2 * (l * w + l * h + w * h);
  return volume
    ? {
        question: `${shape} What is its volume?`,
        answer: `${l * w * h}`,
        hint: 'Volume = length × width × height.',
        steps: [`Volume = ${l} × ${w} × ${h}`, `Volume = ${l * w * h}`],
      }
    : {
        question: `${shape} What is its surface area?`,
        answer: `${surface}`,
        hint: 'Add the areas of the six faces: 2 × (lw + lh + wh).',
        steps: [
          `Surface = 2 × (${l}×${w} + ${l}×${h} + ${w}×${h})`,
          `Surface = 2 × ${surface / 2} = ${surface}`,
        ],
      };
};

const similar: Family = (r) => {
  const [ab, bc] = [r.int(2, 15), r.int(2, 20)];
  const scale = r.pick([2, 3, 4, 5, 1.5, 2.5, 0.5]);
  const de = ab * scale;
  const ef = exact(bc * scale);
  return {
    question: `Triangles ABC and DEF are similar. AB = ${ab}, BC = ${bc} and DE = ${exact(de)}. How long is EF?`,
    answer: ef,
    hint: 'Similar triangles have proportional sides: EF / BC = DE / AB.',
    steps: [
      `Scale factor = DE / AB = ${exact(de)} / ${ab} = ${scale}`,
      `EF = ${bc} × ${scale} = ${ef}`,
    ],
  };
};

const leg: Family = (r) => {
  const [a, b, c] = triple(r);
  const [known, missing] = r.int(0, 1) === 0 ? [a, b] : [b, a];
  return {
    question: `A right triangle has hypotenuse ${c} and one leg ${known}. How long is the other leg?`,
    answer: `${missing}`,
    hint: 'Use the Pythagorean theorem: b² = c² - a².',
    steps: [
      `b² = ${c}² - ${known}² = ${c * c} - ${known * known} = ${missing * missing}`,
      `b = √${missing * missing} = ${missing}`,
    ],
  };
};

/** Answers rounded to 2 decimals: circles, cylinders, cones and spheres. */
const round2 = (
  question: string,
  hint: string,
  formula: string,
  value: number,
): ReturnType<Family> => {
  const answer = formatFixed(value, 2);
  return {
    question: `${question} Round to 2 decimals.`,
    answer,
    hint,
    steps: [formula, `≈ ${formatFixed(value, 6)}`, `Rounded to 2 decimals: ${answer}`],
  };
};

const circle: Family = (r) => {
  const radius = r.int(1, 60);
  const given = r.int(0, 1) === 0 ? `radius ${radius}` : `diameter ${2 * radius}`;
  return r.int(0, 1) === 0
    ? round2(
        `A circle has ${given}. What is its area?`,
        'Area = π × r², with r half the diameter.',
        `Area = π × ${radius}²`,
        Math.PI * radius * radius,
      )
    : round2(
        `A circle has ${given}. What is its circumference?`,
        'Circumference = 2 × π × r = π × d.',
        `Circumference = 2 × π × ${radius}`,
        2 * Math.PI * radius,
      );
};

const solid: Family = (r) => {
  const [radius, h] = [r.int(1, 12), r.int(1, 20)];
  const kind = r.int(0, 2);
  if (kind === 0)
    return round2(
      `A cylinder has radius ${radius} and height ${h}. What is its volume?`,
      'Volume = π × r² × h.',
      `Volume = π × ${radius}² × ${h}`,
      Math.PI * radius * radius * h,
    );
  if (kind === 1)
    return round2(
      `A cone has radius ${radius} and height ${h}. What is its volume?`,
      'Volume = π × r² × h ÷ 3.',
      `Volume = π × ${radius}² × ${h} ÷ 3`,
      (Math.PI * radius * radius * h) / 3,
    );
  const ball = radius + h; // 2 to 32: as many spheres as the other solids allow
  return round2(
    `A sphere has radius ${ball}. What is its volume?`,
    'Volume = 4/3 × π × r³.',
    `Volume = 4/3 × π × ${ball}³`,
    (4 / 3) * Math.PI * ball ** 3,
  );
};

/** Regular polygons whose interior angle is a whole or half degree. */
const regular: Family = (r) => {
  const n = r.pick([3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 30, 36, 40, 45, 60, 72, 80, 90]);
  const angle = exact(180 - 360 / n);
  return r.int(0, 1) === 0
    ? {
        question: `What is each interior angle of a regular polygon with ${n} sides, in degrees?`,
        answer: angle,
        hint: 'The interior angles add up to (n - 2) × 180°, shared equally.',
        steps: [
          `Each angle = (${n} - 2) × 180° ÷ ${n}`,
          `Each angle = ${(n - 2) * 180}° ÷ ${n} = ${angle}°`,
        ],
      }
    : {
        question: `Each interior angle of a regular polygon is ${angle}°. How many sides does it have?`,
        answer: `${n}`,
        hint: 'Each exterior angle is 180° minus the interior angle, and they add up to 360°.',
        steps: [
          `Exterior angle = 180° - ${angle}° = ${exact(360 / n)}°`,
          `Sides = 360° ÷ ${exact(360 / n)}° = ${n}`,
        ],
      };
};

const similarArea: Family = (r) => {
  const [a, b] = [r.int(1, 6), r.int(2, 9)];
  const [x, y] = a < b ? [a, b] : [b, a + b];
  // A multiple of x² keeps the larger area a whole number.
  const small = x * x * r.int(1, x === 1 ? 40 : 12);
  const large = exact((small * y * y) / (x * x));
  return {
    question: `Two similar triangles have corresponding sides in the ratio ${x}:${y}. The smaller one has area ${small}. What is the area of the larger one?`,
    answer: large,
    hint: 'Areas of similar shapes scale by the square of the side ratio.',
    steps: [
      `Area ratio = (${y}/${x})² = ${y * y}/${x * x}`,
      `Area = ${small} × ${y * y}/${x * x} = ${large}`,
    ],
  };
};

const trapezoidHeight: Family = (r) => {
  const a = r.int(2, 20);
  const [b, h] = [r.int(a + 1, 30), r.int(2, 16)];
  const area = ((a + b) * h) / 2;
  return {
    question: `A trapezoid has area ${area} and parallel sides ${a} and ${b}. What is its height?`,
    answer: `${h}`,
    hint: 'Area = (a + b) ÷ 2 × height, so height = area ÷ ((a + b) ÷ 2).',
    steps: [`(${a} + ${b}) ÷ 2 = ${(a + b) / 2}`, `Height = ${area} ÷ ${(a + b) / 2} = ${h}`],
  };
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
