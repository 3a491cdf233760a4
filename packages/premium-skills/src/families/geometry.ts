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
  typed,
  variable,
  X,
} from '@mathtools/math-core/skill-kit';
import { say } from '../words/geometry';
import { deg, type Level, PI, rounded, six } from './shared';

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
      return draft({
        question: say('ask.lShape', { l, w, a, b }),
        answer: `${l * w - a * b}`,
        nudge: say('nudge.lShape'),
        hint: say('hint.lShape'),
        steps: [
          [say('step.wholeRectangle'), eq(mul(N(l), N(w)), N(l * w))],
          [say('step.cutOut'), eq(mul(N(a), N(b)), N(a * b))],
          [say('step.subtract'), eq(sub(N(l * w), N(a * b)), N(l * w - a * b))],
        ],
      });
    }
    if (level === 1) {
      const h = r.int(2, 15);
      const triangle = (l * h) / 2;
      return draft({
        question: say('ask.house', { l, w, h }),
        answer: six(l * w + triangle),
        nudge: say('nudge.split'),
        hint: say('hint.house'),
        steps: [
          [say('step.rectangle'), eq(mul(N(l), N(w)), N(l * w))],
          [say('step.triangle'), eq(div(mul(N(l), N(h)), N(2)), N(six(triangle)))],
          [say('step.add'), eq(add(N(l * w), N(six(triangle))), N(six(l * w + triangle)))],
        ],
      });
    }
    const value = l * w + (Math.PI * (w / 2) ** 2) / 2;
    const expression = add(mul(N(l), N(w)), div(mul(PI, pow(N(w / 2), N(2))), N(2)));
    const { answer, steps } = rounded(expression, value, 2, say('step.window', { radius: w / 2 }));
    return draft({
      question: say('ask.window', { l, w }),
      answer,
      decimals: 2,
      nudge: say('nudge.semicircle'),
      hint: say('hint.window'),
      steps: [[say('step.halfDiameter'), eq(div(N(w), N(2)), N(w / 2))], ...steps],
    });
  };

/** Surface areas: a cube, a closed box, a cylinder. */
export const surfaceArea =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const s = r.int(2, 30);
      return draft({
        question: say('ask.cube', { s }),
        answer: `${6 * s * s}`,
        nudge: say('nudge.cube'),
        hint: say('hint.cube'),
        steps: [
          [say('step.oneFace'), eq(pow(N(s), N(2)), N(s * s))],
          [say('step.sixFaces'), eq(mul(N(6), N(s * s)), N(6 * s * s))],
        ],
      });
    }
    if (level === 1) {
      const [l, w, h] = [r.int(2, 20), r.int(2, 20), r.int(2, 20)];
      const s = 2 * (l * w + l * h + w * h);
      return draft({
        question: say('ask.box', { l, w, h }),
        answer: `${s}`,
        nudge: say('nudge.box'),
        hint: say('hint.box'),
        steps: [
          [
            say('step.threeFaces'),
            list(
              eq(mul(N(l), N(w)), N(l * w)),
              eq(mul(N(l), N(h)), N(l * h)),
              eq(mul(N(w), N(h)), N(w * h)),
            ),
          ],
          [say('step.twoOfEach'), eq(mul(N(2), add(add(N(l * w), N(l * h)), N(w * h))), N(s))],
        ],
      });
    }
    const [radius, h] = [r.int(1, 15), r.int(1, 30)];
    const expression = add(
      mul(mul(N(2), PI), pow(N(radius), N(2))),
      mul(mul(mul(N(2), PI), N(radius)), N(h)),
    );
    const { answer, steps } = rounded(
      expression,
      2 * Math.PI * radius * (radius + h),
      2,
      say('step.cylinder'),
    );
    return draft({
      question: say('ask.cylinder', { radius, h }),
      answer,
      decimals: 2,
      nudge: say('nudge.cylinder'),
      hint: say('hint.cylinder'),
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
      return draft({
        question: say('ask.pizza', { radius, slices, pi: 3.14 }),
        answer: value,
        nudge: say('nudge.pizza'),
        hint: say('hint.pizza', { slices }),
        steps: [
          [
            say('step.wholeCircle'),
            eq(mul(N(3.14), pow(N(radius), N(2))), N(six(3.14 * radius * radius))),
          ],
          [
            say('step.share', { slices }),
            eq(div(N(six(3.14 * radius * radius)), N(slices)), N(value)),
          ],
        ],
      });
    }
    const radius = r.int(2, 30);
    const angle = r.pick([20, 30, 40, 45, 60, 72, 80, 90, 100, 120, 135, 150, 210, 240, 270, 300]);
    const arc = level === 1;
    const expression = arc
      ? mul(frac(N(angle), N(360)), mul(mul(N(2), PI), N(radius)))
      : mul(frac(N(angle), N(360)), mul(PI, pow(N(radius), N(2))));
    const value = arc
      ? (angle / 360) * 2 * Math.PI * radius
      : (angle / 360) * Math.PI * radius * radius;
    const { answer, steps } = rounded(expression, value, 2, say('step.sector', { angle }));
    return draft({
      question: say(arc ? 'ask.arcLength' : 'ask.sectorArea', { radius, angle }),
      answer,
      decimals: 2,
      nudge: say('nudge.sector'),
      hint: say(arc ? 'hint.arcLength' : 'hint.sectorArea'),
      steps,
    });
  };

/** Angle relationships: parallel lines, exterior angles, angles in algebraic form. */
export const angleRelations =
  (level: Level): Family =>
  (r) => {
    const a = r.int(25, 155);
    if (level === 0) {
      const pair = r.pick(['corresponding', 'alternate', 'coInterior'] as const);
      const answer = pair === 'coInterior' ? 180 - a : a;
      return draft({
        question: say(`ask.${pair}`, { a }),
        answer: `${answer}`,
        nudge: say('nudge.parallel'),
        hint: say(`hint.${pair}`),
        steps: [
          pair === 'coInterior'
            ? [say('step.coInterior'), eq(sub(deg(180), deg(a)), deg(answer))]
            : [say(`step.${pair}`), eq(variable('θ'), deg(a))],
        ],
      });
    }
    if (level === 1) {
      const b = r.int(10, 170 - Math.min(a, 150));
      const p = Math.min(a, 150);
      return draft({
        question: say('ask.exterior', { a: p, b }),
        answer: `${p + b}`,
        nudge: say('nudge.exterior'),
        hint: say('hint.exterior'),
        steps: [
          [say('step.thirdInterior'), eq(sub(sub(deg(180), deg(p)), deg(b)), deg(180 - p - b))],
          [say('step.exterior'), eq(sub(deg(180), deg(180 - p - b)), deg(p + b))],
        ],
      });
    }
    // Angles k₁x, k₂x, k₃x of a triangle.
    const ks = [r.int(1, 4), r.int(1, 5), r.int(2, 6)];
    const total = ks.reduce((s, k) => s + k, 0);
    if (180 % total !== 0) return angleRelations(2)(r);
    const x = 180 / total;
    const angle = (k: number) => typed(termText(k, 'x'), term(k, X));
    return draft({
      question: say('ask.algebraic', { a: angle(ks[0]!), b: angle(ks[1]!), c: angle(ks[2]!) }),
      answer: `${x}`,
      nudge: say('nudge.triangleSum'),
      hint: say('hint.algebraic'),
      steps: [
        [
          say('step.triangleSum'),
          eq(add(add(term(ks[0]!, X), term(ks[1]!, X)), term(ks[2]!, X)), N(180)),
        ],
        [say('step.collect'), eq(term(total, X), N(180))],
        [say('step.divide', { a: total }), eq(X, N(x))],
      ],
    });
  };
