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
  variable,
} from '../../math/build';
import type { MathNode } from '../../math/tree';
import { type PracticeWordId, say } from '../words';
import { draft, type Family, N, over, type Words } from './shared';

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
/**
 * The same decimal as a number, for a sentence to write in its language's notation (78,5): its
 * text as a number is the exact text again, having no trailing zeros.
 */
export const exactValue = (n: number): number => Number(exact(n));

const rectangle: Family = (r) => {
  const [length, width] = [r.int(2, 25), r.int(2, 25)];
  return r.int(0, 1) === 0
    ? draft({
        question: say('geo.ask.rectangleArea', { length, width }),
        answer: `${length * width}`,
        hint: say('geo.hint.rectangleArea'),
        steps: [
          [say('geo.step.rectangleArea'), eq(A, implicit(l, w))],
          [say('geo.step.lengthWidth'), eq(mul(N(length), N(width)), N(length * width))],
        ],
      })
    : draft({
        question: say('geo.ask.rectanglePerimeter', { length, width }),
        answer: `${2 * (length + width)}`,
        hint: say('geo.hint.rectanglePerimeter'),
        steps: [
          [say('geo.step.rectanglePerimeter'), eq(P, implicit(N(2), add(l, w)))],
          [
            say('geo.step.lengthWidth'),
            eq(mul(N(2), add(N(length), N(width))), N(2 * (length + width))),
          ],
        ],
      });
};

const parallelogram: Family = (r) => {
  const [base, height] = [r.int(2, 25), r.int(2, 25)];
  const triangle = r.int(0, 1) === 0;
  const area = triangle ? (base * height) / 2 : base * height;
  const product = mul(N(base), N(height));
  return draft({
    question: say(triangle ? 'geo.ask.triangleArea' : 'geo.ask.parallelogramArea', {
      base,
      height,
    }),
    answer: `${area}`,
    hint: say(triangle ? 'geo.hint.triangleArea' : 'geo.hint.parallelogramArea'),
    steps: [
      [
        say(triangle ? 'geo.step.triangleArea' : 'geo.step.parallelogramArea'),
        eq(A, triangle ? frac(implicit(b, h), N(2)) : implicit(b, h)),
      ],
      [say('geo.step.baseHeight'), eq(triangle ? div(product, N(2)) : product, N(area))],
    ],
  });
};

const angles: Family = (r) => {
  const a = r.int(15, 120);
  const b = r.int(15, 165 - a);
  const rest = sub(sub(deg(180), deg(a)), deg(b));
  return draft({
    question: say('geo.ask.thirdAngle', { a, b }),
    answer: `${180 - a - b}`,
    hint: say('geo.hint.triangleAngles'),
    steps: [
      [say('geo.step.triangleAngles'), rest],
      [say('geo.step.thirdAngle'), eq(rest, deg(180 - a - b))],
    ],
  });
};

/** Circles with π taken as 3.14, so the answer is an exact decimal. */
const circle314: Family = (r) => {
  const radius = r.int(1, 50);
  const useDiameter = r.int(0, 1) === 1;
  const area = r.int(0, 1) === 0;
  const value = exact(area ? 3.14 * radius * radius : 2 * 3.14 * radius);
  const asked: PracticeWordId = area
    ? useDiameter
      ? 'geo.ask.diameterArea314'
      : 'geo.ask.radiusArea314'
    : useDiameter
      ? 'geo.ask.diameterCircumference314'
      : 'geo.ask.radiusCircumference314';
  const steps: [Words, MathNode][] = useDiameter
    ? [[say('geo.step.halfDiameter'), eq(div(N(2 * radius), N(2)), N(radius))]]
    : [];
  steps.push(
    area
      ? [say('geo.step.circleArea'), eq(A, implicit(PI, pow(r_, N(2))))]
      : [say('geo.step.circumference'), eq(C, implicit(implicit(N(2), PI), r_))],
    [
      say('geo.step.pi314'),
      eq(area ? mul(N(3.14), pow(N(radius), N(2))) : mul(mul(N(2), N(3.14)), N(radius)), N(value)),
    ],
  );
  return draft({
    question: say(asked, useDiameter ? { diameter: 2 * radius } : { radius }),
    answer: value,
    hint: say(area ? 'geo.hint.circleArea' : 'geo.hint.circumference'),
    steps,
  });
};

const hypotenuse: Family = (r) => {
  const [a, b, c] = triple(r);
  const [x, y] = r.int(0, 1) === 0 ? [a, b] : [b, a];
  return draft({
    question: say('geo.ask.hypotenuse', { a: x, b: y }),
    answer: `${c}`,
    hint: say('geo.hint.hypotenuse'),
    steps: [
      [
        say('geo.step.pythagoras'),
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
      [say('geo.step.squareRoot'), chain(c_, '=', sqrt(N(c * c)), '=', N(c))],
    ],
  });
};

const trapezoid: Family = (r) => {
  const a = r.int(2, 20);
  const [b, h] = [r.int(a + 1, 30), r.int(2, 16)];
  const area = ((a + b) * h) / 2;
  return draft({
    question: say('geo.ask.trapezoidArea', { a, b, height: h }),
    answer: `${area}`,
    hint: say('geo.hint.trapezoidArea'),
    steps: [
      [say('geo.step.averageSides'), eq(frac(add(N(a), N(b)), N(2)), N((a + b) / 2))],
      [say('geo.step.timesHeight'), eq(mul(N((a + b) / 2), N(h)), N(area))],
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
    const [a = 0, b = 0, c = 0, d = 0] = known;
    return draft({
      question:
        sides === 4
          ? say('geo.ask.quadrilateralAngle', { a, b, c })
          : say('geo.ask.pentagonAngle', { a, b, c, d }),
      answer: `${missing}`,
      hint: say('geo.hint.polygonAngles', { n: sides }),
      steps: [
        [
          say('geo.step.polygonAngles', { n: sides }),
          eq(mul(sub(N(sides), N(2)), deg(180)), deg(total)),
        ],
        [
          say('geo.step.subtractKnown'),
          eq(
            known.reduce((left, angle) => sub(left, deg(angle)), deg(total)),
            deg(missing),
          ),
        ],
      ],
    });
  }
  return draft({
    question: say('geo.ask.polygonSum', { n }),
    answer: `${(n - 2) * 180}`,
    hint: say('geo.hint.polygonSum'),
    steps: [
      [say('geo.step.polygonSum'), eq(S, mul(sub(n_, N(2)), deg(180)))],
      [say('geo.step.hereN', { n }), eq(mul(sub(N(n), N(2)), deg(180)), deg((n - 2) * 180))],
    ],
  });
};

const box: Family = (r) => {
  const [x, y, z] = [r.int(2, 15), r.int(2, 15), r.int(2, 15)];
  const volume = r.int(0, 1) === 0;
  const sizes = { length: x, width: y, height: z };
  const surface = 2 * (x * y + x * z + y * z);
  return volume
    ? draft({
        question: say('geo.ask.boxVolume', sizes),
        answer: `${x * y * z}`,
        hint: say('geo.hint.boxVolume'),
        steps: [
          [say('geo.step.boxVolume'), eq(V, implicit(implicit(l, w), h))],
          [say('geo.step.sizes'), eq(mul(mul(N(x), N(y)), N(z)), N(x * y * z))],
        ],
      })
    : draft({
        question: say('geo.ask.boxSurface', sizes),
        answer: `${surface}`,
        hint: say('geo.hint.boxSurface'),
        steps: [
          [
            say('geo.step.sixFaces'),
            eq(S, implicit(N(2), add(add(implicit(l, w), implicit(l, h)), implicit(w, h)))),
          ],
          [
            say('geo.step.sizes'),
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
  return draft({
    question: say('geo.ask.similarSide', { ab, bc, de: exactValue(de) }),
    answer: ef,
    hint: say('geo.hint.similarSide'),
    steps: [
      [say('geo.step.scaleFactor'), eq(frac(N(exact(de)), N(ab)), N(scale))],
      [say('geo.step.scaled'), eq(mul(N(bc), N(scale)), N(ef))],
    ],
  });
};

const leg: Family = (r) => {
  const [a, b, c] = triple(r);
  const [known, missing] = r.int(0, 1) === 0 ? [a, b] : [b, a];
  return draft({
    question: say('geo.ask.leg', { c, a: known }),
    answer: `${missing}`,
    hint: say('geo.hint.leg'),
    steps: [
      [
        say('geo.step.leg'),
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
        say('geo.step.squareRoot'),
        chain(variable('b'), '=', sqrt(N(missing * missing)), '=', N(missing)),
      ],
    ],
  });
};

/** Answers rounded to 2 decimals (the question says so): circles, cylinders, cones and spheres. */
const round2 = (
  question: Words,
  hint: Words,
  formula: [note: Words, statement: MathNode],
  expression: MathNode,
  value: number,
): ReturnType<Family> => {
  const answer = formatFixed(value, 2);
  return draft({
    question,
    answer,
    decimals: 2,
    hint,
    steps: [
      formula,
      [say('geo.step.sizes'), approx(expression, N(formatFixed(value, 6)))],
      [say('geo.step.round2'), approx(expression, N(answer))],
    ],
  });
};

const circle: Family = (r) => {
  const radius = r.int(1, 60);
  const useRadius = r.int(0, 1) === 0;
  const given: Record<string, number> = useRadius ? { radius } : { diameter: 2 * radius };
  return r.int(0, 1) === 0
    ? round2(
        say(useRadius ? 'geo.ask.radiusArea' : 'geo.ask.diameterArea', given),
        say('geo.hint.circleArea'),
        [say('geo.step.circleArea'), eq(A, implicit(PI, pow(r_, N(2))))],
        mul(PI, square(radius)),
        Math.PI * radius * radius,
      )
    : round2(
        say(useRadius ? 'geo.ask.radiusCircumference' : 'geo.ask.diameterCircumference', given),
        say('geo.hint.circumference'),
        [say('geo.step.circumference'), eq(C, implicit(implicit(N(2), PI), r_))],
        mul(mul(N(2), PI), N(radius)),
        2 * Math.PI * radius,
      );
};

const solid: Family = (r) => {
  const [radius, height] = [r.int(1, 12), r.int(1, 20)];
  const kind = r.int(0, 2);
  if (kind === 0)
    return round2(
      say('geo.ask.cylinderVolume', { radius, height }),
      say('geo.hint.cylinderVolume'),
      [say('geo.step.cylinderVolume'), eq(V, implicit(implicit(PI, pow(r_, N(2))), h))],
      mul(mul(PI, square(radius)), N(height)),
      Math.PI * radius * radius * height,
    );
  if (kind === 1)
    return round2(
      say('geo.ask.coneVolume', { radius, height }),
      say('geo.hint.coneVolume'),
      [say('geo.step.coneVolume'), eq(V, frac(implicit(implicit(PI, pow(r_, N(2))), h), N(3)))],
      div(mul(mul(PI, square(radius)), N(height)), N(3)),
      (Math.PI * radius * radius * height) / 3,
    );
  const ball = radius + height; // 2 to 32: as many spheres as the other solids allow
  return round2(
    say('geo.ask.sphereVolume', { radius: ball }),
    say('geo.hint.sphereVolume'),
    [say('geo.step.sphereVolume'), eq(V, mul(mul(over(4, 3), PI), pow(r_, N(3))))],
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
        question: say('geo.ask.regularAngle', { n }),
        answer: angle,
        hint: say('geo.hint.regularAngle'),
        steps: [
          [say('geo.step.interiorSum'), eq(mul(sub(N(n), N(2)), deg(180)), deg((n - 2) * 180))],
          [say('geo.step.shareEqually'), eq(div(deg((n - 2) * 180), N(n)), deg(angle))],
        ],
      })
    : draft({
        question: say('geo.ask.regularSides', { angle: exactValue(180 - 360 / n) }),
        answer: `${n}`,
        hint: say('geo.hint.regularSides'),
        steps: [
          [say('geo.step.exteriorAngle'), eq(sub(deg(180), deg(angle)), deg(exterior))],
          [say('geo.step.exteriorSum'), eq(div(deg(360), deg(exterior)), N(n))],
        ],
      });
};

const similarArea: Family = (r) => {
  const [a, b] = [r.int(1, 6), r.int(2, 9)];
  const [x, y] = a < b ? [a, b] : [b, a + b];
  // A multiple of x² keeps the larger area a whole number.
  const small = x * x * r.int(1, x === 1 ? 40 : 12);
  const large = exact((small * y * y) / (x * x));
  return draft({
    question: say('geo.ask.similarArea', { x, y, small }),
    answer: large,
    hint: say('geo.hint.similarArea'),
    steps: [
      [say('geo.step.areasScale'), eq(pow(over(y, x), N(2)), over(y * y, x * x))],
      [say('geo.step.timesSmaller'), eq(mul(N(small), over(y * y, x * x)), N(large))],
    ],
  });
};

const trapezoidHeight: Family = (r) => {
  const a = r.int(2, 20);
  const [b, h] = [r.int(a + 1, 30), r.int(2, 16)];
  const area = ((a + b) * h) / 2;
  return draft({
    question: say('geo.ask.trapezoidHeight', { area, a, b }),
    answer: `${h}`,
    hint: say('geo.hint.trapezoidHeight'),
    steps: [
      [say('geo.step.averageSides'), eq(frac(add(N(a), N(b)), N(2)), N((a + b) / 2))],
      [say('geo.step.divideArea'), eq(div(N(area), N((a + b) / 2)), N(h))],
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
