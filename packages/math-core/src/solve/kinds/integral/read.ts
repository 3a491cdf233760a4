/**
 * Reading an integral as students ask for one: the integrand, its variable (from dx, or "with respect
 * to"), and the limits of a definite integral, in any of the ways they are written.
 */

import { unsupported } from './refusals';

// ————— reading the question —————

/** An integral asked for: the integrand as typed and its variable, when one is named. */
export interface IntegralRequest {
  expression: string;
  variable?: string;
  /** The limits of a definite integral, as typed. */
  limits?: [string, string];
}

/**
 * The ways an integral is asked for, built when a problem is read (module-level patterns built
 * from templates would stay in the bundle of every calculator that shares a chunk with the solver).
 */
const patterns = () => {
  const ask = String.raw`(?:please\s+)?(?:(?:find|compute|calculate|determine|evaluate|work\s+out|give|what\s+is|what['’]s|whats)\s+)?(?:the\s+|an\s+)?`;
  const bound = String.raw`(\{[^}]*\}|\([^)]*\)|[+−-]?[\w./π∞]+)`;
  return {
    leads: [
      new RegExp(
        String.raw`^${ask}(?:(?:in)?definite\s+)?(?:integral|anti-?derivative|primitive)\s+of\s+(.+)$`,
        'i',
      ),
      /^(?:please\s+)?integrate\s+(.+)$/i,
      new RegExp(String.raw`^${ask}∫\s*(.+)$`, 'i'),
    ],
    limitsAfterSign: new RegExp(String.raw`^_\s*${bound}\s*\^\s*${bound}\s*(.+)$`),
    // "the integral from 0 to 2 of x^2", "integrate from 0 to π: sin(x)": the limits first.
    limitsFirst: new RegExp(
      String.raw`^${ask}(?:definite\s+)?(?:integral|integrate)\s+from\s+(\S+)\s+to\s+(\S+?)\s*(?:\s+of\b|:|,)\s*(.+)$`,
      'i',
    ),
    mentions: new RegExp(
      String.raw`^${ask}(?:indefinite\s+|definite\s+)?(?:integrate|integral|anti-?derivative)\b|∫`,
      'i',
    ),
  };
};
const LIMITS_IN_WORDS =
  /^(.+?)\s*,?\s+(?:from\s+(?:[a-zA-Z]\s*=\s*)?(\S+)\s+to\s+(?:[a-zA-Z]\s*=\s*)?(\S+)|between\s+(\S+)\s+and\s+(\S+))$/i;
/** A limit without the braces or brackets around it. */
const bare = (limit: string): string => limit.replace(/^[{(]\s*|\s*[})]$/g, '');
const RESPECT = /\s*,?\s*(?:with\s+respect\s+to|w\.?\s*r\.?\s*t\.?)\s+([a-zA-Z])$/i;
/**
 * The integral a problem asks for, when it asks for one: `integrate x^2`, `integral of sin(x)`,
 * `the integral of e^(2x) dx`, `∫x dx`, `∫(3x^2-2)dx`, `antiderivative of 1/x`, `∫ t^2 dt`,
 * `integrate u^3 du`, `… with respect to t`, and with limits: `∫_0^1 x^2 dx`, `∫_{-1}^{2} …`,
 * `integral of x^2 from 0 to 1`, `… between 0 and 1`, `integral from 0 to 1 of x^2`. A SolveStop for one that cannot be read.
 */
export const readIntegral = (text: string): IntegralRequest | undefined => {
  const rest = text.trim().replace(/\s*[?!.]+$/, '');
  const { leads, limitsAfterSign, limitsFirst, mentions } = patterns();
  if (!mentions.test(rest)) return undefined;
  let body: string | undefined;
  const first = limitsFirst.exec(rest);
  if (first) body = `${first[3]} from ${first[1]} to ${first[2]}`;
  else
    for (const lead of leads) {
      const match = lead.exec(rest);
      if (match) {
        body = (match[1] as string).trim();
        break;
      }
    }
  // Limits: ∫_a^b (a and b in braces or brackets, or plain numbers), "from a to b", "between a and b".
  let limits: [string, string] | undefined;
  const sub = body && limitsAfterSign.exec(body);
  const words = body && LIMITS_IN_WORDS.exec(body);
  if (sub) {
    limits = [bare(sub[1] as string), bare(sub[2] as string)];
    body = (sub[3] as string).trim();
  } else if (words) {
    limits = [(words[2] ?? words[4]) as string, (words[3] ?? words[5]) as string];
    body = (words[1] as string).trim();
  } else if (/\bdefinite\b|∫\s*_|\bfrom\b|\bbetween\b/i.test(rest))
    throw unsupported('integralLimitsUnread');
  if (body === undefined) throw unsupported('integralUnread');
  let variable: string | undefined;
  const respect = RESPECT.exec(body);
  if (respect) {
    variable = respect[1];
    body = body.slice(0, respect.index).trim();
  }
  // The closing dx: after a bracket or a space (x dx, (x+1)dx), or straight after the
  // integrand (xdx, e^xdx) when something is left before it.
  const closing =
    /^(.*?)(?:\s+|(?<=[)\]}|]))d([a-zA-Z])$/.exec(body) ?? /^(.+)d([a-zA-Z])$/.exec(body);
  if (closing && /\S/.test(closing[1] as string)) {
    const named = closing[2] as string;
    if (variable && variable !== named) throw unsupported('integralBoth', { named, variable });
    variable = named;
    body = (closing[1] as string).trim();
  }
  // ∫ dx alone integrates 1.
  const alone = /^d([a-zA-Z])$/.exec(body);
  if (alone) {
    if (variable && variable !== alone[1])
      throw unsupported('integralBoth', { named: alone[1] as string, variable });
    [body, variable] = ['1', alone[1]];
  }
  if (body.length === 0) throw unsupported('integralGive');
  return {
    expression: body,
    ...(variable ? { variable } : {}),
    ...(limits ? { limits } : {}),
  };
};
