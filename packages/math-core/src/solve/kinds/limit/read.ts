/** Reading a limit as students ask for one: the expression, its variable, where it goes and from which side. */

import { unsupported } from './refusals';

/** A limit asked for in words: the expression as typed, its variable, where it goes, the side. */
export interface LimitRequest {
  expression: string;
  variable: string;
  /** The point as typed, or 'inf' / '-inf'. */
  to: string;
  side?: '+' | '-';
}

const ARROW = '\\s*(?:->|→|approaches|goes\\s+to|tends\\s+to)\\s*';
const LEAD =
  "^\\s*(?:(?:find|evaluate|calculate|compute|what\\s+is|what's)\\s+)?(?:the\\s+)?(?:limit|lim)(?![a-z])";

/**
 * "limit of f as x -> a", "the limit as x approaches a of f", "lim x->a f", "lim_(x->a) f", "f limit
 * as x -> a"; the
 * point with a side ("0+", "0^-", "2 from the right"). Undefined when the text does not ask for a
 * limit; a SolveStop when it does in a form not read.
 */
export const readLimit = (text: string): LimitRequest | undefined => {
  const typed = text.trim().replace(/\s*[?.]+$/, '');
  // The expression first: "(e^x - 1)/x limit as x -> 0" reads as "limit of (e^x - 1)/x as x -> 0".
  const trailing = new RegExp(
    `^(?!\\s*(?:the\\s+)?(?:limit|lim)(?![a-z]))(.+?)\\s*,?\\s+(?:the\\s+)?(?:limit|lim)\\s+(as\\s+[a-z]${ARROW}.+)$`,
    'i',
  ).exec(typed);
  const rest = trailing ? `limit of ${trailing[1]} ${trailing[2]}` : typed;
  if (!new RegExp(LEAD, 'i').test(rest)) return undefined;
  const after = new RegExp(`${LEAD}\\s+of\\s+(.+?)\\s+as\\s+([a-z])${ARROW}(.+)$`, 'i').exec(rest);
  const before = new RegExp(`${LEAD}\\s+as\\s+([a-z])${ARROW}(.+?)\\s+of\\s+(.+)$`, 'i').exec(rest);
  const under = new RegExp(
    `${LEAD}\\s*_?\\s*[({]?\\s*([a-z])\\s*(?:->|→)\\s*([^\\s)}]+(?:\\s+from\\s+the\\s+\\w+)?)\\s*[)}]?\\s+(.+)$`,
    'i',
  ).exec(rest);
  const [expression, variable, to] = after
    ? [after[1], after[2], after[3]]
    : before
      ? [before[3], before[1], before[2]]
      : under
        ? [under[3], under[1], under[2]]
        : [];
  if (!expression || !variable || !to) throw unsupported('limitUnread');
  const point = to.trim();
  const infinite = /^([+-])?\s*(?:∞|inf|infinity|oo)$/i.exec(point);
  if (infinite) return { expression, variable, to: infinite[1] === '-' ? '-inf' : 'inf' };
  const sided = /^(.*?)\s*(?:\^?\s*([+-])|\s+from\s+(?:the\s+)?(right|left|above|below))$/i.exec(
    point,
  );
  if (sided?.[1]) {
    const above = sided[2] === '+' || /right|above/i.test(sided[3] ?? '');
    return { expression, variable, to: sided[1], side: above ? '+' : '-' };
  }
  return { expression, variable, to: point };
};
