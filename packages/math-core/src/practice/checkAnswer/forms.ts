/**
 * The notations an answer may come in beyond a list of numbers, read for what they mean: `±`
 * (two values), a set in braces (`{2, 3}`), an ordered pair for a system (`(4, 1)`,
 * `(x, y) = (4, 1)`), and the sets of an inequality's answer written as inequalities, chains,
 * intervals and unions (`x ≤ −1`, `−1 ≤ x ≤ 1`, `x < −3 or x > 3`, `x > 2 and x < 3`,
 * `(−∞, −1]`, `x ∈ [−1, 1]`, `(−∞, −3) ∪ (3, ∞)`).
 */
import { approxEqual, TOLERANCE } from '../../math/approx';
import { evaluateMath } from '../../math/evaluateMath';
import { parseMath } from '../../math/parseMath';
import type { MathNode, MathRelation } from '../../math/tree';

/** The items of an answer at its top level: split at commas, "or" and "and" outside brackets. */
const itemsOf = (text: string): string[] => {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && c === ',') {
      items.push(text.slice(start, i));
      start = i + 1;
    } else if (depth === 0) {
      const word = /^\s(?:or|and)\s/i.exec(text.slice(i));
      if (word) {
        items.push(text.slice(start, i));
        start = i + word[0].length;
        i = start - 1;
      }
    }
  }
  items.push(text.slice(start));
  return items.map((s) => s.trim()).filter((s) => s !== '');
};

/** An item with `±` as its two items: `x = (7 ± 3√5)/2` is x = (7 + 3√5)/2 and x = (7 − 3√5)/2. */
const bothSigns = (item: string): string[] => {
  const at = item.indexOf('±');
  if (at < 0) return [item];
  return [
    ...bothSigns(`${item.slice(0, at)}+${item.slice(at + 1)}`),
    ...bothSigns(`${item.slice(0, at)}-${item.slice(at + 1)}`),
  ];
};

/** `x ∈ …` or `x in …` before a set, and the name it gives. */
const MEMBER = /^\s*([a-z])\s*(?:∈|\bin\b)\s*/i;

/**
 * An answer written as a list of values, as `checkAnswer` reads lists: `±` as its two values, a
 * set's braces and `x ∈` taken away, an ordered pair as the named values of `names` in order
 * (the unknowns of a system, alphabetically: `(4, 1)` is x = 4, y = 1). Undefined when the answer
 * has none of these notations.
 */
export const asList = (text: string, names: readonly string[]): string | undefined => {
  let body = text.trim();
  let changed = false;
  const member = MEMBER.exec(body);
  if (member && /^\s*\{.*\}\s*$/.test(body.slice(member[0].length))) {
    body = body.slice(member[0].length);
    changed = true;
  }
  const braces = /^\{(.*)\}$/.exec(body);
  if (braces) {
    body = braces[1] as string;
    changed = true;
  }
  // (x, y) = (4, 1), or (4, 1) for the unknowns of a system.
  const pair = /^(?:\(([a-z](?:\s*,\s*[a-z])+)\)\s*=\s*)?\((.+)\)$/i.exec(body);
  if (pair && (pair[1] || names.length >= 2)) {
    const values = itemsOf(pair[2] as string);
    const named = pair[1] ? pair[1].split(',').map((n) => n.trim()) : [...names].sort();
    if (values.length === named.length && values.length >= 2)
      return named.map((n, i) => `${n} = ${values[i]}`).join(', ');
  }
  if (body.includes('±')) {
    body = itemsOf(body).flatMap(bothSigns).join(', ');
    changed = true;
  }
  return changed ? body : undefined;
};

/** A part of the number line: a point when its ends are equal and both are in it. */
export interface Span {
  lo: number;
  hi: number;
  loIn: boolean;
  hiIn: boolean;
}

const EVERYTHING: Span = { lo: -Infinity, hi: Infinity, loIn: false, hiIn: false };

/** ∞, +∞, −∞, inf, -infinity as numbers; any other end by its value. */
const endValue = (text: string): number | undefined => {
  const t = text.trim().replace(/[−–]/g, '-');
  const infinite = /^([+-]?)\s*(?:∞|inf(?:inity)?)$/i.exec(t);
  if (infinite) return infinite[1] === '-' ? -Infinity : Infinity;
  const parsed = parseMath(t);
  if (!parsed.ok) return undefined;
  const value = evaluateMath(parsed.value);
  return Number.isFinite(value) ? value : undefined;
};

/** `(a, b]`, `[a, ∞)`: one interval in the notation, or undefined. */
const interval = (text: string): Span | undefined => {
  const m = /^\s*([[(])(.+),(.+)([\])])\s*$/.exec(text);
  if (!m) return undefined;
  const [lo, hi] = [endValue(m[2] as string), endValue(m[3] as string)];
  if (lo === undefined || hi === undefined || !(lo < hi)) return undefined;
  return {
    lo,
    hi,
    loIn: m[1] === '[' && Number.isFinite(lo),
    hiIn: m[4] === ']' && Number.isFinite(hi),
  };
};

/** The numbers for which `left relation right` holds, where one side is the unknown alone. */
const relationSpan = (
  left: MathNode,
  relation: MathRelation,
  right: MathNode,
  name: string,
): Span | undefined => {
  const alone = (n: MathNode) => n.type === 'variable' && n.name.toLowerCase() === name;
  const flip: Partial<Record<MathRelation, MathRelation>> = {
    '<': '>',
    '>': '<',
    '≤': '≥',
    '≥': '≤',
  };
  const [bound, rel] = alone(left)
    ? [right, relation]
    : alone(right)
      ? [left, flip[relation] ?? relation]
      : [undefined, relation];
  if (!bound) return undefined;
  const v = evaluateMath(bound);
  if (!Number.isFinite(v)) return undefined;
  if (rel === '=') return { lo: v, hi: v, loIn: true, hiIn: true };
  if (rel === '<' || rel === '≤') return { lo: -Infinity, hi: v, loIn: false, hiIn: rel === '≤' };
  if (rel === '>' || rel === '≥') return { lo: v, hi: Infinity, loIn: rel === '≥', hiIn: false };
  return undefined;
};

const intersect = (a: Span, b: Span): Span | undefined => {
  const lo = Math.max(a.lo, b.lo);
  const hi = Math.min(a.hi, b.hi);
  const loIn = (a.lo === lo ? a.loIn : true) && (b.lo === lo ? b.loIn : true);
  const hiIn = (a.hi === hi ? a.hiIn : true) && (b.hi === hi ? b.hiIn : true);
  if (lo > hi || (lo === hi && !(loIn && hiIn))) return undefined;
  return { lo, hi, loIn, hiIn };
};

/** Spans sorted and merged where they meet, so two ways of writing one set read the same. */
const merged = (spans: Span[]): Span[] => {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.lo - b.lo || Number(b.loIn) - Number(a.loIn))) {
    const last = out.at(-1);
    if (last && (s.lo < last.hi || (s.lo === last.hi && (s.loIn || last.hiIn)))) {
      if (s.hi > last.hi || (s.hi === last.hi && s.hiIn))
        out[out.length - 1] = {
          ...last,
          hi: s.hi,
          hiIn: s.hiIn || (s.hi === last.hi && last.hiIn),
        };
    } else out.push(s);
  }
  return out;
};

/**
 * The set an answer in one unknown stands for, or undefined when it is not written as one:
 * inequalities and equations with the unknown alone on one side, chains (−1 ≤ x ≤ 1), intervals
 * and their unions, "or" between parts (any of them holds) and "and" between inequalities (all of
 * them hold). `name` is the unknown, lower case.
 */
export const readSet = (text: string): { name?: string; spans: Span[] } | undefined => {
  let body = text.trim();
  const member = MEMBER.exec(body);
  const given = member?.[1]?.toLowerCase();
  if (member) body = body.slice(member[0].length);
  const pieces = body.split(/\s*(?:∪|\bU\b)\s*/);
  const intervals = pieces.map(interval);
  if (intervals.every((i) => i !== undefined))
    return { ...(given ? { name: given } : {}), spans: merged(intervals as Span[]) };
  if (member) return undefined;
  const parsed = parseMath(body);
  if (!parsed.ok) return undefined;
  const items = parsed.value.type === 'list' ? parsed.value.items : [parsed.value];
  const names = new Set<string>();
  for (const item of items) {
    if (item.type !== 'relation') return undefined;
    for (const o of item.operands) if (o.type === 'variable') names.add(o.name.toLowerCase());
  }
  if (names.size !== 1) return undefined;
  const name = [...names][0] as string;
  const all = /\band\b/i.test(body) && !/\bor\b/i.test(body);
  const spans: Span[] = [];
  for (const item of items as Extract<MathNode, { type: 'relation' }>[]) {
    let span: Span | undefined = EVERYTHING;
    for (let i = 0; i < item.relations.length && span; i++) {
      const part = relationSpan(
        item.operands[i] as MathNode,
        item.relations[i] as MathRelation,
        item.operands[i + 1] as MathNode,
        name,
      );
      span = part && intersect(span, part);
    }
    if (!span) return undefined;
    spans.push(span);
  }
  if (!all) return { name, spans: merged(spans) };
  const both = spans.reduce<Span | undefined>((a, b) => a && intersect(a, b), EVERYTHING);
  return both ? { name, spans: [both] } : undefined;
};

/** Two numbers the same to 12 significant digits (two exact forms of one value), or both ∞. */
const same = (a: number, b: number): boolean => approxEqual(a, b, TOLERANCE.same);

/** Whether two sets read by `readSet` are the same set (and name the same unknown). */
export const sameSet = (
  a: { name?: string; spans: Span[] },
  b: { name?: string; spans: Span[] },
): boolean =>
  (a.name === undefined || b.name === undefined || a.name === b.name) &&
  a.spans.length === b.spans.length &&
  a.spans.every((s, i) => {
    const t = b.spans[i] as Span;
    return same(s.lo, t.lo) && same(s.hi, t.hi) && s.loIn === t.loIn && s.hiIn === t.hiIn;
  });
