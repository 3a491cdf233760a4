/**
 * What a problem asks of its answer besides the maths: the interval its unknown is in ("for
 * 0 ≤ x < 2π", "in [0, 2π)", "on [−π, π]", "between 0 and 360", ", x > 0"), the unit of its
 * angles ("in radians", "(answer in degrees)", "in rad"), the places to round to ("to 3 decimal
 * places", "3 d.p.", "to the nearest hundredth") and "exact". Each is found as words, taken off
 * the text, and its bounds parsed as maths: the kinds never see these words.
 */
import { parseMath } from '../../math/parseMath';
import type { MathNode } from '../../math/tree';

/** An interval stated for the unknown: its ends as trees (null: unbounded), open or closed. */
export interface StatedInterval {
  /** The unknown it is stated for, when named ("0 ≤ x < 2π"; "in [0, 2π)" names none). */
  variable?: string;
  from: MathNode | null;
  to: MathNode | null;
  fromClosed: boolean;
  toClosed: boolean;
  /** The words as typed, for "Read as". */
  typed: string;
}

/** What is asked of the answer. */
export interface Constraints {
  interval?: StatedInterval;
  unit?: 'radians' | 'degrees';
  /** Decimal places to round to ("to 3 decimal places"). */
  places?: number;
  /** "exact": the answer stays exact (as it always is where it can be). */
  exact?: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
const NEAREST: Record<string, number> = {
  'whole number': 0,
  integer: 0,
  unit: 0,
  degree: 0,
  tenth: 1,
  hundredth: 2,
  thousandth: 3,
};

// The tables below are built in pure functions: a bundle of one calculator drops them whole.

/** An end of an interval as typed: a number, a multiple or fraction of π, with ° or not. */
const BOUND = /* @__PURE__ */ (() =>
  String.raw`[-−+]?\s*(?:(?:\d+(?:\.\d+)?\s*\*?\s*)?(?:π|pi)|\d+(?:\.\d+)?)(?:\s*\/\s*\d+)?\s*(?:°|degrees?\b)?`)();
const LESS = '(<=|≤|=<|<|⩽)';
const GREATER = '(>=|≥|=>|>|⩾)';
const LEAD = /* @__PURE__ */ (() =>
  String.raw`(?:\s*[,;]?\s*(?:\(?\s*(?:for|where|with|when|if|given(?:\s+that)?|on|in|over|across|such\s+that|and)\s+)?)`)();

/** A bound as a tree: "2π" → 2π, "360°" and "360 degrees" → 360°, "-pi/2" → −π/2. */
const boundTree = (typed: string): MathNode | undefined => {
  const text = typed
    .replace(/−/g, '-')
    .replace(/\s*degrees?\b/i, '°')
    .replace(/\s+/g, '');
  const parsed = parseMath(text);
  return parsed.ok ? parsed.value : undefined;
};

/** The text with the first match of `pattern` taken off, and the match. */
const takeOff = (text: string, pattern: RegExp): [string, RegExpExecArray] | undefined => {
  const m = pattern.exec(text);
  if (!m) return undefined;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  return [rest, m];
};

const closedOf = (relation: string): boolean => relation !== '<' && relation !== '>';

/** An interval as its words give it: the letter, the ends as typed (undefined: unbounded), how closed. */
interface Ends {
  variable?: string;
  from?: string;
  to?: string;
  fromClosed: boolean;
  toClosed: boolean;
}

/**
 * The ways an interval is written, each with how its match gives the ends: a chain around one
 * letter (0 ≤ x < 2π), a bracket after a word that says so ([0, 2π), x ∈ [−π, π], in the
 * interval (0, 360)), "between 0 and 360" (both ends in), and one end after an equation (", x > 0").
 */
const INTERVALS: [RegExp, (m: RegExpExecArray) => Ends][] = /* @__PURE__ */ (() => [
  [
    new RegExp(
      String.raw`${LEAD}(${BOUND})\s*${LESS}\s*([a-zA-Zθ])\s*${LESS}\s*(${BOUND})\)?`,
      'i',
    ),
    (m) => ({
      variable: m[3],
      from: m[1],
      to: m[5],
      fromClosed: closedOf(m[2] as string),
      toClosed: closedOf(m[4] as string),
    }),
  ],
  [
    new RegExp(
      String.raw`(?:\s*[,;]?\s*(?:(?:for|where|with|when)\s+)?([a-zA-Zθ])\s*(?:∈|\bin\b)\s*(?:the\s+(?:interval|range)\s+)?|\s*[,;]?\s*(?:for|where|with|on|in|over|across|within)\s+(?:the\s+(?:interval|range|domain)\s+)?)([[(])\s*(${BOUND})\s*,\s*(${BOUND})\s*([\])])`,
      'i',
    ),
    (m) => ({
      variable: m[1],
      from: m[3],
      to: m[4],
      fromClosed: m[2] === '[',
      toClosed: m[5] === ']',
    }),
  ],
  [
    new RegExp(
      String.raw`\s*[,;]?\s*(?:for\s+)?(?:([a-zA-Zθ])\s+)?(?:is\s+)?between\s+(${BOUND})\s+and\s+(${BOUND})`,
      'i',
    ),
    (m) => ({ variable: m[1], from: m[2], to: m[3], fromClosed: true, toClosed: true }),
  ],
  [
    new RegExp(
      String.raw`\s*(?:[,;]\s*|\s(?:for|where|with|when|if|given(?:\s+that)?)\s+)(?:and\s+)?([a-zA-Zθ])\s*(?:${LESS}|${GREATER})\s*(${BOUND})\s*\)?\s*$`,
      'i',
    ),
    (m) => {
      const below = m[2] !== undefined;
      const closed = closedOf((m[2] ?? m[3]) as string);
      return below
        ? { variable: m[1], to: m[4], fromClosed: false, toClosed: closed }
        : { variable: m[1], from: m[4], fromClosed: closed, toClosed: false };
    },
  ],
])();

/** The interval stated in the text and the text without it, or undefined when none is. */
const readInterval = (text: string): [string, StatedInterval] | undefined => {
  for (const [pattern, endsOf] of INTERVALS) {
    const found = takeOff(text, pattern);
    if (!found) continue;
    const [rest, m] = found;
    const ends = endsOf(m);
    const from = ends.from === undefined ? null : boundTree(ends.from);
    const to = ends.to === undefined ? null : boundTree(ends.to);
    if (from === undefined || to === undefined || !/=/.test(rest)) continue;
    // One end only after one equation: a list of equations and inequalities is a problem of its own.
    if ((from === null || to === null) && /[<>≤≥,;]/.test(rest)) continue;
    return [
      rest,
      {
        ...(ends.variable ? { variable: ends.variable } : {}),
        from,
        to,
        fromClosed: ends.fromClosed,
        toClosed: ends.toClosed,
        typed: m[0].replace(/^[\s,;]+/, '').trim(),
      },
    ];
  }
  return undefined;
};

const UNIT =
  /\s*[,;]?\s*\(?\s*(?:(?:give|write|state|express|leave)\s+(?:your\s+|the\s+|all\s+)?(?:answers?|solutions?|angles?|results?)\s+|(?:answers?|solutions?|angles?)\s*:?\s*)?(?:in|using|as)\s+(radians?|rads?|degrees?|degs?)\b\s*\)?/i;
const BARE_UNIT = /\s*[,;]?\s*\(\s*(radians?|rads?|degrees?|degs?)\s*\)/i;
const PLACES =
  /\s*[,;]?\s*\(?\s*(?:(?:give|write|round)\s+(?:your\s+|the\s+|all\s+)?(?:answers?|solutions?|results?)?\s*)?(?:correct\s+|rounded\s+|round(?:ing)?\s+)?(?:to\s+)?(\d|one|two|three|four|five|six)\s*(?:decimal\s+places?|decimals|d\.\s*p\.?|dp)\s*\)?/i;
const NEAREST_WORDS =
  /\s*[,;]?\s*\(?\s*(?:(?:give|write)\s+(?:your\s+|the\s+)?answers?\s+)?(?:correct\s+|rounded\s+|round(?:ed)?\s+)?to\s+the\s+nearest\s+(whole\s+number|integer|unit|degree|tenth|hundredth|thousandth)\s*\)?/i;
const EXACT =
  /\s*[,;]?\s*\(?\s*(?:(?:give|write|leave|find)\s+(?:your\s+|the\s+|all\s+)?(?:answers?|solutions?|values?|results?)?\s*)?(?:as\s+|in\s+)?(?:exact(?:ly)?(?:\s+(?:form|values?|answers?))?|(?:in\s+)?surd\s+form|in\s+terms\s+of\s+(?:π|pi))\s*\)?(?=\s|$|[,;.?])/i;

/** The constraints stated in the text, and the text without their words. */
export const readConstraints = (typed: string): { text: string; constraints: Constraints } => {
  let text = typed;
  const constraints: Constraints = {};
  const exact = takeOff(text, EXACT);
  if (exact) {
    text = exact[0];
    constraints.exact = true;
    if (/π|pi/i.test(exact[1][0])) constraints.unit = 'radians';
  }
  const unit = takeOff(text, UNIT) ?? takeOff(text, BARE_UNIT);
  if (unit) {
    text = unit[0];
    constraints.unit = /^d/i.test(unit[1][1] as string) ? 'degrees' : 'radians';
  }
  const places = takeOff(text, PLACES);
  if (places) {
    text = places[0];
    const n = places[1][1] as string;
    constraints.places = NUMBER_WORDS[n.toLowerCase()] ?? Number(n);
  } else {
    const near = takeOff(text, NEAREST_WORDS);
    if (near) {
      text = near[0];
      constraints.places = NEAREST[(near[1][1] as string).toLowerCase().replace(/\s+/g, ' ')] ?? 0;
    }
  }
  const interval = readInterval(text);
  if (interval) {
    text = interval[0];
    constraints.interval = interval[1];
  }
  return { text: text.replace(/\s*[,;]\s*$/, '').trim(), constraints };
};
