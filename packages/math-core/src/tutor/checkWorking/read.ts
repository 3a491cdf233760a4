/**
 * Reading a line of a student's working: the maths as typed, with what a line of working holds
 * beyond a problem. A leading "=" continues the line before (`= x² + 2x + 1`); `x = ±3` is two
 * values; `no solution` and `all real numbers` are sets in words; `f'(x) =`, `y' =` and `dy/dx =`
 * name what follows; `d/dx(…)` is the derivative of what is in its brackets and `∫ … dx` an
 * integral still to be found; `+ C` (or any letter standing alone as the last term) is the
 * constant of integration.
 *
 * What students write around the maths is read for what it is: labels and references to earlier
 * equations (`(3) x = y + 1`, `from (2) x = y + 1`, `(1) + (2): 3x = 6`, `2 × (1): …`,
 * `sub into (1): …`), connecting words (`so`, `then`, `hence`, `=>`, `∴`), and a tick or a cross
 * at the end (`x = 3 ✓`; `x = −1 ✗` or `x = −1 (reject)` rejects a value).
 */
import { contains, mapTree } from '../../algebra/reading';
import * as B from '../../math/build';
import { parseMath } from '../../math/parseMath';
import type { MathNode } from '../../math/tree';
import type { MathError } from '../../types';
import type { Why, WhyValue } from './words';

/** An integral still to be found in a line, `∫ integrand dx`, standing in the line as `name`. */
export interface PendingIntegral {
  name: string;
  integrand: MathNode;
}

/** A derivative written in a line, d/dx(of), standing in the line as `name`. */
export interface PendingDerivative {
  name: string;
  of: MathNode;
  x: string;
}

/** A line as read: its statement (one tree, or several where a ± gives two), and what it holds. */
export interface Line {
  /** The statement; a `±` in it read as its two signs, each a tree of its own. */
  readings: MathNode[];
  /** A set in words: `no solution` (none) or `all real numbers` (all). */
  words?: 'none' | 'all';
  /** Integrals written but not yet found, each a letter in `readings`. */
  integrals: PendingIntegral[];
  /** Derivatives written as d/dx(…), each a letter in `readings` with its expression. */
  derivatives: PendingDerivative[];
  /** The line ends in `+ C` (or another capital standing alone as a term). */
  constant: boolean;
  /** Its statements are alternatives (`x = 3 or x = 4`) rather than all holding (`x = 2, y = 1`). */
  alternatives: boolean;
  /** The line is crossed out or says "reject": the student rejects the value it states. */
  rejected?: boolean;
}

export type LineReading = { ok: true; line: Line } | { ok: false; why: Why };

/** The parser's refusal as a value of a sentence: its message, and why when it says. */
const refusalOf = ({ message, why }: MathError): WhyValue => ({
  refusal: why ? { message, why } : { message },
});

/** A line not read: "This line could not be read: " and why, the reader's own or the parser's. */
const notRead = (reason: WhyValue): LineReading => ({
  ok: false,
  why: { id: 'could-not-read', values: { reason } },
});

/** Letters that stand for d/dx(…) and ∫ … dx while the rest of the line is parsed. */
const STAND_INS = ['α', 'β', 'γ', 'δ', 'ε', 'ζ', 'η', 'κ'];

const NONE = /^(?:there (?:is|are) )?no (?:real )?(?:solutions?|roots?|answer)\.?$/i;
const ALL = /^(?:all|every|any) real numbers?\.?$|^infinitely many solutions\.?$/i;
/** What names a derivative or a function on the left of a line: f'(x) =, y' =, dy/dx =, F(x) =. */
const NAMED =
  /^\s*(?:[a-zA-Z]'+\s*(?:\(\s*[a-z]\s*\))?|d[a-zA-Z]?\/d[a-z]|[A-Z]\s*\(\s*[a-z]\s*\))\s*=/;

/** A reference to an equation: (2), [2], eq 2, eq. (2), equation 2, ②. */
const REFERENCE =
  '(?:\\(\\s*\\d{1,2}\\s*\\)|\\[\\s*\\d{1,2}\\s*\\]|eq(?:uation|n)?\\.?\\s*\\(?\\s*\\d{1,2}\\s*\\)?|[\\u2460-\\u2473])';
/** Words that say how a line was reached, never maths: "from (2)", "sub into (1)", "so". */
const WORD =
  '(?:from|by|using|use|in|into|sub(?:s|stitute|stituting|bing)?|put(?:ting)?|plug(?:ging)?|replace|rearrang(?:e|ing)|and|with|gives?|giving|we\\s+get|get|so|then|thus|hence|therefore|now|which\\s+gives|i\\.?e\\.?|means)';
/** A connecting mark: =>, ⇒, →, ->, ∴. */
const ARROW = '(?:=>|⇒|⟹|→|->|∴)';

/**
 * The patterns of what is written around a line's maths, made in a function so a bundle that
 * does not read working leaves them out.
 *
 * `lead`: what may come before the maths: references, the words and arrows that lead to it, and
 * the operators and coefficients that combine references (`(1) + (2)`, `2 × (1)`), in any order;
 * an operator only where a reference follows it, so `−2x = −6` keeps its minus. `hasLead`: a
 * reference, an arrow, or a leading word. `label`: a label after the maths, `x = y + 1   (3)`.
 */
const patterns = () => {
  const combine = `(?:[+\\-−×*·](?=\\s*(?:\\d+\\s*[×*·]?\\s*)?${REFERENCE})|\\d+\\s*[×*·]?(?=\\s*${REFERENCE}))`;
  return {
    lead: new RegExp(`^(?:\\s*(?:${REFERENCE}|${ARROW}|${WORD}\\b|${combine}|,))+\\s*`, 'i'),
    hasLead: new RegExp(`${REFERENCE}|${ARROW}|^\\s*${WORD}\\b`, 'i'),
    label: new RegExp(`(?:\\s+|\\.{2,}|…)\\s*${REFERENCE}\\s*$`, 'i'),
  };
};

/** A tick at the end of a line: the student checked it. */
const TICK = /\s*(?:✓|✔\uFE0F?|☑\uFE0F?|\(\s*(?:check(?:ed)?|correct|ok)\s*\)|\bchecks?\b)\s*$/i;
/** A cross or "reject" at the end: the student rejects the value. */
const CROSS =
  /\s*(?:✗|✘|❌|×|\(\s*(?:rej(?:ect(?:ed)?)?|reject(?:ed)?|not\s+valid|invalid|extraneous)\s*\)|\b(?:rej(?:ect(?:ed)?)?|not\s+valid|invalid|extraneous)\b)\s*$/i;
/** A relation sign: a part before a colon without one (and no reference) is a label. */
const RELATION = /[=<>≤≥≠]/;

/**
 * The maths of a line without what is written around it: the label or note before a colon, the
 * references, words and arrows before the maths, a label after it, a tick, and a cross (which
 * rejects the value the line states).
 */
export const bareMaths = (typed: string): { text: string; rejected: boolean } => {
  const { lead: leadPattern, hasLead, label: labelPattern } = patterns();
  let text = typed.trim();
  let rejected = false;
  for (let again = true; again; ) {
    again = false;
    const crossed = CROSS.exec(text);
    if (crossed && crossed.index > 0) {
      text = text.slice(0, crossed.index).trim();
      rejected = again = true;
    }
    const ticked = TICK.exec(text);
    if (ticked && ticked.index > 0) {
      text = text.slice(0, ticked.index).trim();
      again = true;
    }
  }
  // A note before a colon: "(1) + (2): 3x = 6", "sub x = 2 into (1): 2 + y = 5", "Check: 2(3) = 6".
  const colon = text.lastIndexOf(':');
  if (colon > 0) {
    const before = text.slice(0, colon);
    if (!RELATION.test(before) || hasLead.test(before)) text = text.slice(colon + 1).trim();
  }
  if (hasLead.test(text)) {
    const lead = leadPattern.exec(text);
    const rest = lead ? text.slice(lead[0].length) : text;
    // Taken only when maths follows: "from (2) x = y + 1" but never "−x = 3" or "2 × 3 = 6".
    if (lead && hasLead.test(lead[0]) && (RELATION.test(rest) || NONE.test(rest) || ALL.test(rest)))
      text = rest.trim();
  }
  const label = labelPattern.exec(text);
  if (label && label.index > 0 && RELATION.test(text.slice(0, label.index)))
    text = text.slice(0, label.index).trim();
  return { text, rejected };
};

/** The index of the bracket closing the one at `open`, or -1. */
const closing = (text: string, open: number): number => {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if ('([{'.includes(text[i] as string)) depth++;
    else if (')]}'.includes(text[i] as string) && --depth === 0) return i;
  }
  return -1;
};

/** Each `±` node as + in one reading and − in the other (at most three of them). */
const signsOf = (tree: MathNode): MathNode[] => {
  let first: Extract<MathNode, { type: 'binary' }> | undefined;
  contains(tree, (n) => {
    if (n.type === 'binary' && n.op === '±') first = n;
    return first !== undefined;
  });
  if (!first) return [tree];
  const at: Extract<MathNode, { type: 'binary' }> = first;
  const left = at.left.type === 'number' && at.left.value === '0' ? undefined : at.left;
  const plus = left ? B.add(left, at.right) : at.right;
  const minus = left ? B.sub(left, at.right) : B.neg(at.right);
  return [plus, minus].flatMap((branch) =>
    signsOf(mapTree(tree, (n) => (n === at ? branch : undefined))),
  );
};

/** A line of working as typed, read. */
export const readLine = (typed: string): LineReading => {
  if (typed.trim() === '') return { ok: false, why: { id: 'line-empty' } };
  const bare = bareMaths(typed);
  let text = bare.text;
  if (text === '') return { ok: false, why: { id: 'line-without-maths' } };
  if (NONE.test(text)) return { ok: true, line: empty('none') };
  if (ALL.test(text)) return { ok: true, line: empty('all') };
  text = text.replace(NAMED, '').replace(/^=/, '').trim();
  const stands = [...STAND_INS];
  const integrals: PendingIntegral[] = [];
  const derivatives: PendingDerivative[] = [];
  // ∫ f dx: what lies between ∫ and the dx closest after it.
  for (let at = text.indexOf('∫'); at >= 0; at = text.indexOf('∫')) {
    const end = /\bd([a-z])\b/.exec(text.slice(at + 1));
    const name = stands.shift();
    if (!end || !name) return notRead({ why: { id: 'integral-form' } });
    const integrand = parseMath(text.slice(at + 1, at + 1 + end.index).trim() || '1');
    if (!integrand.ok) return notRead(refusalOf(integrand.error));
    integrals.push({ name, integrand: integrand.value });
    text = `${text.slice(0, at)}(${name})${text.slice(at + 1 + end.index + end[0].length)}`;
  }
  // d/dx(…) with its brackets.
  for (let m = /d\/d([a-z])\s*(?=[([{])/.exec(text); m; m = /d\/d([a-z])\s*(?=[([{])/.exec(text)) {
    const open = m.index + m[0].length;
    const close = closing(text, open);
    const name = stands.shift();
    if (close < 0 || !name) return notRead({ why: { id: 'close-derivative' } });
    const of = parseMath(text.slice(open + 1, close));
    if (!of.ok) return notRead(refusalOf(of.error));
    derivatives.push({ name, of: of.value, x: m[1] as string });
    text = `${text.slice(0, m.index)}(${name})${text.slice(close + 1)}`;
  }
  if (/d\/d[a-z]/.test(text)) return notRead({ why: { id: 'derivative-brackets' } });
  // A ± where a value starts reads as 0 ± …, so the parser takes it as the operator it knows.
  const parsed = parseMath(text.replace(/(^|[=(,[]|\bor\b)\s*±/g, '$1 0 ±'));
  if (!parsed.ok) return notRead(refusalOf(parsed.error));
  const { tree, constant } = withoutConstant(parsed.value);
  return {
    ok: true,
    line: {
      readings: signsOf(tree),
      integrals,
      derivatives,
      constant,
      alternatives: /\bor\b/i.test(text),
      ...(bare.rejected ? { rejected: true } : {}),
    },
  };
};

const empty = (words: 'none' | 'all'): Line => ({
  readings: [],
  words,
  integrals: [],
  derivatives: [],
  constant: false,
  alternatives: false,
});

/** The tree without a constant of integration added at its end (+ C, + K), and whether it had one. */
const withoutConstant = (tree: MathNode): { tree: MathNode; constant: boolean } => {
  if (
    tree.type === 'binary' &&
    tree.op === '+' &&
    tree.right.type === 'variable' &&
    /^(?:[A-Z]|c)$/.test(tree.right.name)
  )
    return { tree: tree.left, constant: true };
  if (tree.type === 'relation') {
    const last = withoutConstant(tree.operands.at(-1) as MathNode);
    return {
      tree: { ...tree, operands: [...tree.operands.slice(0, -1), last.tree] },
      constant: last.constant,
    };
  }
  return { tree, constant: false };
};
