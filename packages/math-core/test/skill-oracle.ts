/**
 * Test-only: an independent solver for skill problems. It reads the question's numbers and solves
 * them with mathjs, brute force or plain arithmetic, never with the generators' own code, and
 * returns the expected answer as numbers (a list for several solutions). Not part of the library
 * (it lives under test/). The rules here cover the free skills; a package with skills of its own
 * passes its rules to `solve` (they are tried first) and uses `evaluate` and `roots` in them.
 */
import { all, create } from 'mathjs';

const m = create(all!);

/** The maths of a question in mathjs syntax. */
export const mathjs = (text: string): string =>
  text
    .replace(/log_(\d+)\(/g, 'log_$1(')
    .replace(/(\d)\s*log_/g, '$1 * log_')
    .replace(/π/g, 'pi')
    .replace(/×/g, '*')
    .replace(/÷/g, '/')
    .replace(/(\d)pi/g, '$1*pi')
    .replace(/\b([a-z]+)\s*\(/gi, (whole, word) =>
      /^(sqrt|cbrt|sin|cos|tan|log|ln)$/.test(word) ? whole : `${word}*(`,
    )
    .replace(/\)\s*\(/g, ')*(')
    .replace(/xy/g, 'x*y');

/** log_b(u) → log(u, b) with balanced brackets. */
const logs = (text: string): string => {
  let out = text;
  for (;;) {
    const at = out.search(/log_\d+\(/);
    if (at < 0) return out;
    const open = out.indexOf('(', at);
    const base = out.slice(at + 4, open);
    let depth = 0;
    let close = open;
    for (; close < out.length; close++) {
      if (out[close] === '(') depth++;
      if (out[close] === ')' && --depth === 0) break;
    }
    out = `${out.slice(0, at)}log(${out.slice(open + 1, close)}, ${base})${out.slice(close + 1)}`;
  }
};

const compiled = new Map<string, { evaluate(scope: object): unknown }>();
export const evaluate = (expression: string, scope: Record<string, number> = {}): number => {
  let code = compiled.get(expression);
  if (!code) {
    code = m.compile(logs(mathjs(expression)));
    compiled.set(expression, code);
  }
  try {
    return Number(code.evaluate(scope));
  } catch {
    return Number.NaN;
  }
};

/** All real roots of f in [lo, hi] by scanning for sign changes and bisecting. */
export const roots = (f: (x: number) => number, lo = -200, hi = 200, step = 0.01): number[] => {
  const found: number[] = [];
  let [x0, f0] = [lo, f(lo)];
  for (let i = 1; x0 < hi; i++) {
    const x1 = lo + i * step;
    const f1 = f(x1);
    if (Number.isFinite(f0) && Number.isFinite(f1)) {
      if (f0 === 0) found.push(x0);
      else if (f0 * f1 < 0) {
        let [a, b, fa] = [x0, x1, f0];
        for (let k = 0; k < 60; k++) {
          const c = (a + b) / 2;
          const fc = f(c);
          if (fa * fc <= 0) b = c;
          else [a, fa] = [c, fc];
        }
        found.push((a + b) / 2);
      }
    }
    [x0, f0] = [x1, f1];
  }
  return found;
};

/** A question pattern and the answer it leads to, worked out independently. */
export type Rule = [RegExp, (g: string[], question: string) => number[]];
const num = Number;

/** Word and special-form problems: a pattern and an independent formula or search. */
const RULES: Rule[] = [
  [
    /^A triangular prism is (\d+) units long\. Its triangular end has base (\d+) and height (\d+)\./,
    ([l, b, h]) => [(num(b) * num(h) * num(l)) / 2],
  ],
  [
    /^A circle has circumference ([\d.]+)\. Using π ≈ 3\.14, what is its radius/,
    ([c]) => [num(c) / (2 * 3.14)],
  ],
  [/^Two straight lines cross\. One of the four angles is (\d+)°/, ([a]) => [180 - num(a)]],
  [
    /^Two angles are (complementary|supplementary)\. One is (\d+)°/,
    ([k, a]) => [(k === 'complementary' ? 90 : 180) - num(a)],
  ],
  [/^A right triangle has legs (\d+) and (\d+)\./, ([a, b]) => [Math.hypot(num(a), num(b))]],
  [
    /^What is the discriminant b\^2 - 4ac of (.+) = 0\?/,
    ([e]) => {
      const f = (x: number) => evaluate(e!, { x });
      const c = f(0);
      const a = (f(1) + f(-1)) / 2 - c;
      const b = (f(1) - f(-1)) / 2;
      return [b * b - 4 * a * c];
    },
  ],
  [
    /^Evaluate (.+?)\.(?: Give .*| Round .*)?$/,
    ([e]) => [evaluate(e!.replace(/ with the change of base formula$/, ''))],
  ],
];

/**
 * The solutions of a question, found independently, sorted: an equation in x by its roots, any
 * other question by the first of `rules`, then of the rules above, that matches it. Throws for a
 * question no rule knows, so that every new kind of problem needs an oracle.
 */
export const solve = (written: string, rules: readonly Rule[] = []): number[] => {
  // A sentence groups a large number's digits (15,600): read it back as the digits it stands for.
  const question = written.replace(/(?<=\d),(?=\d{3}(?!\d))/g, '');
  const equation = /^Solve for x: (.+?) = (.+?)(?:\. (?:Give|Use|Round).*)?$/.exec(question);
  if (equation && !/[<>]/.test(question)) {
    const [left, right] = [equation[1]!, equation[2]!];
    const f = (x: number) => evaluate(left, { x }) - evaluate(right, { x });
    return roots(f, -300, 300, 0.05);
  }
  for (const [pattern, rule] of [...rules, ...RULES]) {
    const match = pattern.exec(question);
    if (match) return rule(match.slice(1), question).sort((a, b) => a - b);
  }
  throw new Error(`no oracle for: ${question}`);
};
