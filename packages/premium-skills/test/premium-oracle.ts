/**
 * Test-only: the independent solver's rules for the premium skills' problems (word problems,
 * geometry, growth, trigonometry, calculus, competition and exam questions), read from the
 * question's numbers and solved with mathjs, brute force or plain arithmetic, never with the
 * generators' own code. The solver itself, its equation rule and the free skills' rules are
 * math-core's test oracle; these rules are tried before those.
 */
import { evaluate, type Rule, roots, solve } from '../../math-core/test/skill-oracle';

const choose = (n: number, k: number): number => {
  const row = [1];
  for (let i = 1; i <= n; i++) {
    for (let j = i; j > 0; j--) row[j] = (row[j] ?? 0) + (row[j - 1] ?? 0);
  }
  return row[k] ?? 0;
};
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const deg = Math.PI / 180;
const num = Number;

/** Word and special-form problems: a pattern and an independent formula or search. */
const PREMIUM_RULES: Rule[] = [
  [/^A number plus (\d+) is (-?\d+)\./, ([a, b]) => [num(b) - num(a)]],
  [/^(\d+) times a number is (-?\d+)\./, ([a, b]) => [num(b) / num(a)]],
  [
    /^The sum of (\d+) consecutive whole numbers is (-?\d+)\./,
    ([k, t]) => {
      for (let n = -1000; n <= 1000; n++) {
        let s = 0;
        for (let i = 0; i < num(k); i++) s += n + i;
        if (s === num(t)) return [n];
      }
      return [];
    },
  ],
  [
    /^Twice a number, decreased by (\d+), is (-?\d+)\. Then (\d+) is added/,
    ([b, c, a]) => [(num(c) + num(b)) / 2 + num(a)],
  ],
  [
    /^Ann is (\d+) times as old as her brother\. In (\d+) years she will be (\d+) times/,
    ([k, t, mm]) => {
      const out: number[] = [];
      for (let b = 1; b <= 500; b++)
        if (num(k) * b + num(t) === num(mm) * (b + num(t))) out.push(b);
      return out;
    },
  ],
  [
    /^Evaluate (.+) when (.+)\.$/,
    ([e, s]) => {
      const scope: Record<string, number> = {};
      for (const [, v, n] of s!.matchAll(/([xy]) = (-?\d+)/g)) scope[v!] = num(n);
      return [evaluate(e!, scope)];
    },
  ],
  [
    /^An L-shaped floor is a (\d+) by (\d+) rectangle with a (\d+) by (\d+)/,
    ([l, w, a, b]) => [num(l) * num(w) - num(a) * num(b)],
  ],
  [
    /^A house shape is a (\d+) by (\d+) rectangle .* height is (\d+)\./,
    ([l, w, h]) => [num(l) * num(w) + (num(l) * num(h)) / 2],
  ],
  [
    /^A window is a (\d+) by (\d+) rectangle/,
    ([l, w]) => [num(l) * num(w) + (Math.PI * (num(w) / 2) ** 2) / 2],
  ],
  [/^A cube has edges of length (\d+)\./, ([s]) => [6 * num(s) ** 2]],
  [
    /^A closed box measures (\d+) by (\d+) by (\d+)\./,
    ([l, w, h]) => [2 * (num(l) * num(w) + num(l) * num(h) + num(w) * num(h))],
  ],
  [
    /^A closed cylinder has radius (\d+) and height (\d+)\./,
    ([r, h]) => [2 * Math.PI * num(r) ** 2 + 2 * Math.PI * num(r) * num(h)],
  ],
  [
    /^A round pizza of radius (\d+) is cut into (\d+) equal slices/,
    ([r, n]) => [(3.14 * num(r) ** 2) / num(n)],
  ],
  [
    /^A sector of a circle has radius (\d+) and angle (\d+)°\. What is its (arc length|area)/,
    ([r, a, q]) => [
      q === 'area' ? (Math.PI * num(r) ** 2 * num(a)) / 360 : (2 * Math.PI * num(r) * num(a)) / 360,
    ],
  ],
  [
    /^Two parallel lines are cut by a transversal\. One angle is (\d+)°\. What is the (\S+) angle/,
    ([a, k]) => [k === 'co-interior' ? 180 - num(a) : num(a)],
  ],
  [
    /^Two interior angles of a triangle are (\d+)° and (\d+)°\. What is the exterior/,
    ([a, b]) => [num(a) + num(b)],
  ],
  [
    /^The angles of a triangle are (\d*)x°, (\d*)x° and (\d*)x°/,
    (ks) => {
      const s = ks.reduce((t, k) => t + (k === '' ? 1 : num(k)), 0);
      const out: number[] = [];
      for (let x = 1; x < 180; x++) if (s * x === 180) out.push(x);
      return out;
    },
  ],
  [
    /^A colony of (\d+) bacteria doubles every (\d+) hours\. How many bacteria are there after (\d+) hours/,
    ([s, e, t]) => [num(s) * 2 ** (num(t) / num(e))],
  ],
  [
    /^A (\d+) g sample .* half-life of (\d+) years\. How many grams are left after (\d+) years/,
    ([s, l, t]) => [num(s) * 0.5 ** (num(t) / num(l))],
  ],
  [
    /^\$(\d+) is invested at (\d+)% interest a year, compounded yearly\. After how many years will it reach \$(\d+)/,
    ([p, r, t]) => roots((y) => num(p) * (1 + num(r) / 100) ** y - num(t), 0, 100, 0.5),
  ],
  [/^Convert (.+) radians to degrees\./, ([e]) => [(evaluate(e!) * 180) / Math.PI]],
  [
    /^What is the exact value of (sin|cos|tan)\((\d+)°\)/,
    ([f, a]) => [Math[f as 'sin'](num(a) * deg)],
  ],
  [
    /^θ is (?:an acute angle|in quadrant (II|III|IV)) and (sin|cos)\(θ\) = (-?\d+)\/(\d+)\. What is (sin|cos|tan)/,
    ([quadrant, given, p, q, asked]) => {
      // Search the quadrant, in degrees, for the angle with the given value.
      const from = { II: 90, III: 180, IV: 270 }[quadrant as 'II'] ?? 0;
      const f = (d: number) => Math[given as 'sin'](d * deg) - num(p) / num(q);
      const found = roots(f, from + 1e-9, from + 90 - 1e-9, 0.01);
      return found.map((d) => Math[asked as 'sin'](d * deg));
    },
  ],
  [
    /^Solve (sin|cos)\(x\) = (.+) for 0° ≤ x < 360°/,
    ([f, v]) => {
      const value = evaluate(v!);
      const out: number[] = [];
      for (let x = 0; x < 360; x++)
        if (Math.abs(Math[f as 'sin'](x * deg) - value) < 1e-9) out.push(x);
      return out;
    },
  ],
  [
    /^A right triangle has hypotenuse (\d+) and an angle of (\d+)°\. How long is the side (opposite|next to)/,
    ([h, a, s]) => [num(h) * (s === 'opposite' ? Math.sin(num(a) * deg) : Math.cos(num(a) * deg))],
  ],
  [
    /^From (\d+) m away .* elevation to the top of a tower is (\d+)°/,
    ([d, a]) => [num(d) * Math.tan(num(a) * deg)],
  ],
  [
    /^A ramp rises (\d+) m over a horizontal distance of (\d+) m/,
    ([r, d]) => [Math.atan2(num(r), num(d)) / deg],
  ],
  [
    /^Evaluate the limit of (.+) as x approaches (-?\d+|infinity)\./,
    ([e, a]) => {
      if (a === 'infinity') return [evaluate(e!, { x: 1e7 })];
      const h = 1e-6;
      return [(evaluate(e!, { x: num(a) - h }) + evaluate(e!, { x: num(a) + h })) / 2];
    },
  ],
  [
    /^f\(x\) = (.+)\. What is f'\((-?\d+)\)\?/,
    ([e, a]) => {
      const h = 1e-4;
      const f = (x: number) => evaluate(e!, { x });
      return [(f(num(a) + h) - f(num(a) - h)) / (2 * h)];
    },
  ],
  [
    /^Where does the line y = (.+) cross the x-axis/,
    ([e]) => roots((x) => evaluate(e!, { x }), -100, 100, 0.37),
  ],
  [
    /^What is the x-coordinate of the vertex of the parabola y = (.+)\?/,
    ([e]) => {
      const slope = (x: number) => evaluate(e!, { x: x + 1e-4 }) - evaluate(e!, { x: x - 1e-4 });
      return roots(slope, -50, 50, 0.37);
    },
  ],
  [
    /^Find the x-coordinates of the turning points of y = (.+)\. Give/,
    ([e]) => {
      const slope = (x: number) => evaluate(e!, { x: x + 1e-5 }) - evaluate(e!, { x: x - 1e-5 });
      return roots(slope, -20, 20, 0.37);
    },
  ],
  [
    /^What is the (least common multiple|greatest common divisor) of (\d+) and (\d+)\?/,
    ([k, a, b]) => {
      if (k!.startsWith('greatest')) {
        for (let d = Math.min(num(a), num(b)); d >= 1; d--)
          if (num(a) % d === 0 && num(b) % d === 0) return [d];
      }
      for (let n = Math.max(num(a), num(b)); ; n++)
        if (n % num(a) === 0 && n % num(b) === 0) return [n];
    },
  ],
  [
    /^What is the remainder when (\d+)\^(\d+) is divided by (\d+)\?/,
    ([a, n, d]) => [Number(BigInt(a!) ** BigInt(n!) % BigInt(d!))],
  ],
  [
    /^How many positive divisors does (\d+) have\?/,
    ([n]) => {
      let count = 0;
      for (let d = 1; d <= num(n); d++) if (num(n) % d === 0) count++;
      return [count];
    },
  ],
  [/^In how many different orders can (\d+) different books/, ([n]) => [factorial(num(n))]],
  [
    /^(\d+) runners race\. In how many ways can the gold, silver and bronze/,
    ([n]) => {
      let count = 0;
      const k = num(n);
      for (let a = 0; a < k; a++)
        for (let b = 0; b < k; b++)
          for (let c = 0; c < k; c++) if (a !== b && b !== c && a !== c) count++;
      return [count];
    },
  ],
  [
    /^How many ways are there to choose (\d+) students from a class of (\d+)\?/,
    ([k, n]) => [choose(num(n), num(k))],
  ],
  [
    /^(\d+) people meet and each shakes hands/,
    ([n]) => {
      let count = 0;
      for (let a = 0; a < num(n); a++) for (let b = a + 1; b < num(n); b++) count++;
      return [count];
    },
  ],
  [
    /^On a grid, how many shortest paths go from \(0, 0\) to \((\d+), (\d+)\)/,
    ([a, b]) => {
      const paths = Array.from({ length: num(a) + 1 }, () => new Array<number>(num(b) + 1).fill(1));
      for (let i = 1; i <= num(a); i++)
        for (let j = 1; j <= num(b); j++) paths[i]![j] = paths[i - 1]![j]! + paths[i]![j - 1]!;
      return [paths[num(a)]![num(b)]!];
    },
  ],
  [
    /^Work out (.+)\. Give/,
    ([e]) => [
      evaluate(
        e!
          .replace(/(\d+) (\d+)\/(\d+)/g, '($1 + $2/$3)')
          .replace('×', '*')
          .replace('÷', '/'),
      ),
    ],
  ],
  [/^What is (\d+)% of (\d+)\?/, ([p, b]) => [(num(p) * num(b)) / 100]],
  [/^A price changes from (\d+) to ([\d.]+)\./, ([f, t]) => [((num(t) - num(f)) / num(f)) * 100]],
  [/^After a (\d+)% discount a coat costs ([\d.]+)\./, ([p, s]) => [num(s) / (1 - num(p) / 100)]],
];

/** An inequality's solution set, checked at points around the stated bound. */
export const checkInequality = (question: string, answer: string): boolean => {
  const q = /^Solve for x: (.+?) (<=|>=|<|>) (-?\d+)\.?/.exec(question);
  const a = /^x (<|>|≤|≥) (-?\d+)(?:\/(\d+))?$/.exec(answer);
  if (!q || !a) return false;
  const bound = num(a[2]) / (a[3] ? num(a[3]) : 1);
  const holds = (x: number): boolean => {
    const left = evaluate(q[1]!, { x });
    const right = num(q[3]);
    return {
      '<': left < right,
      '>': left > right,
      '<=': left <= right + 1e-9,
      '>=': left >= right - 1e-9,
    }[q[2] as '<'];
  };
  const below = a[1] === '<' || a[1] === '≤';
  const inclusive = a[1] === '≤' || a[1] === '≥';
  return (
    holds(bound + (below ? -1e-3 : 1e-3)) &&
    !holds(bound + (below ? 1e-3 : -1e-3)) &&
    holds(bound) === inclusive &&
    holds(below ? -1e4 : 1e4)
  );
};

/** The solutions of a premium skill's question, found independently, sorted. */
export const solvePremium = (question: string): number[] => solve(question, PREMIUM_RULES);
