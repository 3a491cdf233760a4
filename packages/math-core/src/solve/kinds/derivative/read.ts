/**
 * The words that ask for a derivative, which the derivative kind reads around its expression:
 * "derivative of …", "differentiate … with respect to t", d/dx, d²/dx², f'(x) and dy/dx after a
 * definition. They come with the kind, so that a solver without it carries none of them.
 */
import { unsupported as stop } from './refusals';

/**
 * A derivative asked for: the expression, its variable (when named), the order, and the point it
 * is asked at as typed (`x = 2`, `2`), when it is.
 */
export interface DerivativeRequest {
  expression: string;
  variable?: string;
  order: 1 | 2;
  at?: string;
}

const ASK = /* @__PURE__ */ (() =>
  String.raw`(?:please\s+)?(?:(?:find|compute|calculate|determine|evaluate|work\s+out|give|what\s+is|what['’]s|whats)\s+)?`)();
const RESPECT = /* @__PURE__ */ (() =>
  String.raw`(?:\s*,?\s*(?:with\s+respect\s+to|w\.?\s*r\.?\s*t\.?)\s+([a-zA-Z]))?`)();
const SQUARED = /* @__PURE__ */ (() => String.raw`(?:\^\s*2|²|2)`)();
/** "the derivative of …", "differentiate …", "d/dx …", "d²/dx² …": [pattern, order]. */
const DERIVATIVE_LEADS: [RegExp, 1 | 2][] = /* @__PURE__ */ (() => [
  [
    new RegExp(String.raw`^${ASK}(?:the\s+)?(?:first\s+)?derivative\s+of\s+(.+?)${RESPECT}$`, 'i'),
    1,
  ],
  [
    new RegExp(
      String.raw`^${ASK}(?:the\s+)?(?:second|2nd)\s+derivative\s+of\s+(.+?)${RESPECT}$`,
      'i',
    ),
    2,
  ],
  [new RegExp(String.raw`^(?:please\s+)?differentiate\s+(.+?)${RESPECT}$`, 'i'), 1],
])();
const LEIBNIZ: [RegExp, 1 | 2][] = /* @__PURE__ */ (() => [
  [/^(?:please\s+)?(?:find\s+)?d\s*\/\s*d([a-zA-Z])\s*(.+)$/i, 1],
  [
    new RegExp(
      String.raw`^(?:please\s+)?(?:find\s+)?d${SQUARED}\s*\/\s*d([a-zA-Z])${SQUARED}\s*(.+)$`,
      'i',
    ),
    2,
  ],
])();
/** A number where a derivative is asked at: 2, −1, 1/2, 0.5, pi, π/2. */
// A plain string: a tagged template at the top of a module would be kept in every bundle.
const VALUE = '[-−+]?(?:\\d+(?:\\.\\d+)?|pi|π)(?:\\s*\\/\\s*\\d+)?';
/**
 * f'(x), f''(x), y', y'', dy/dx, d²y/dx², and f'(2), f''(π) at a number: [pattern, name group,
 * variable group, order, point group].
 */
const NAMED: [RegExp, number, number | undefined, 1 | 2, number?][] = /* @__PURE__ */ (() => [
  [/([a-zA-Z])\s*(?:''|′′|″|’’)\s*\(\s*([a-zA-Z])\s*\)/, 1, 2, 2],
  [/([a-zA-Z])\s*(?:'|′|’)\s*\(\s*([a-zA-Z])\s*\)/, 1, 2, 1],
  [new RegExp(String.raw`([a-zA-Z])\s*(?:''|′′|″|’’)\s*\(\s*(${VALUE})\s*\)`), 1, undefined, 2, 2],
  [new RegExp(String.raw`([a-zA-Z])\s*(?:'|′|’)\s*\(\s*(${VALUE})\s*\)`), 1, undefined, 1, 2],
  [new RegExp(String.raw`\bd${SQUARED}\s*([a-zA-Z])\s*\/\s*d([a-zA-Z])${SQUARED}`), 1, 2, 2],
  [/\bd([a-zA-Z])\s*\/\s*d([a-zA-Z])\b/, 1, 2, 1],
  [/\b([a-zA-Z])\s*(?:''|′′|″|’’)(?!\s*\()/, 1, undefined, 2],
  [/\b([a-zA-Z])\s*(?:'|′|’)(?!\s*\()/, 1, undefined, 1],
])();
const FILLER = /* @__PURE__ */ (() =>
  String.raw`(?:find|compute|calculate|determine|evaluate|give|what\s+is|what['’]s|then|and|if|when|where|given(?:\s+that)?|for|with|so|let)`)();

/**
 * The point a derivative is asked at, after it: "… at x = 2", "… when x = π/2", "… at the point
 * x = 1", "…, x = 2", "… at 3". [what comes before, the point].
 */
const AT = /* @__PURE__ */ (() =>
  new RegExp(
    String.raw`^(.*\S)(?:\s*,?\s+(?:at|when|where)\s+(?:the\s+point\s+)?|\s*,\s*(?=[a-zA-Z]\s*=))((?:[a-zA-Z]\s*=\s*)?${VALUE})$`,
    'i',
  ))();

/**
 * The derivative a problem asks for, when it asks for one: `d/dx x^3`, `d/dx(x^3)`, `derivative
 * of …`, `find the derivative of …`, `differentiate … with respect to t`, `f(x) = x^2+3x, f'(x)`,
 * `y = sin(x), dy/dx`, second derivatives (`d²/dx² …`, `f''(x)`, `second derivative of …`), and
 * either at a point (`derivative of x^3 at x = 2`, `f'(2) if f(x) = x^3`).
 * A SolveStop for a derivative the solver does not take: partial, implicit, third and higher.
 */
export const readDerivative = (text: string): DerivativeRequest | undefined => {
  const typed = text.trim().replace(/\s*[?!.]+$/, '');
  const point = AT.exec(typed);
  const at = point?.[2];
  const rest = point ? (point[1] as string) : typed;
  if (/∂|\bpartial\b/i.test(rest) && /deriv|differen|∂/i.test(rest))
    throw stop('derivativePartial');
  if (
    /\b(?:third|3rd|fourth|4th|fifth|nth|higher)\s+(?:order\s+)?derivative/i.test(rest) ||
    /\bd\s*(?:\^\s*(?:[3-9]|n)|[³⁴⁵⁶⁷⁸⁹ⁿ])/i.test(rest) ||
    /[a-zA-Z]\s*(?:'''|′′′|‴)/.test(rest)
  )
    throw stop('derivativeOrder');
  if (/\bimplicit(?:ly)?\b/i.test(rest) && /deriv|differen/i.test(rest))
    throw stop('derivativeImplicit');
  const atPoint = at === undefined ? {} : { at };
  for (const [pattern, order] of DERIVATIVE_LEADS) {
    const match = pattern.exec(rest);
    if (match)
      return { expression: (match[1] as string).trim(), variable: match[2], order, ...atPoint };
  }
  for (const [pattern, order] of LEIBNIZ) {
    const match = pattern.exec(rest);
    if (match)
      return { expression: (match[2] as string).trim(), variable: match[1], order, ...atPoint };
  }
  for (const [pattern, nameAt, variableAt, order, pointAt] of NAMED) {
    // f'(2) is a derivative at a point, read from the text as typed (its point is inside it).
    const match = pattern.exec(pointAt === undefined ? rest : typed);
    if (!match) continue;
    if (pointAt !== undefined && at !== undefined) continue;
    const name = match[nameAt] as string;
    const variable = variableAt === undefined ? undefined : match[variableAt];
    const asked = pointAt === undefined ? atPoint : { at: match[pointAt] as string };
    const body = pointAt === undefined ? rest : typed;
    const filler = new RegExp(
      String.raw`^(?:[\s,;:.]|${FILLER}\b)*|(?:[\s,;:.]|\b${FILLER})*$`,
      'gi',
    );
    const definition = `${body.slice(0, match.index)} ${body.slice(match.index + match[0].length)}`
      .replace(filler, '')
      .trim();
    const defined = new RegExp(
      String.raw`^${name}\s*(?:\(\s*([a-zA-Z])\s*\))?\s*=\s*([^=]+)$`,
    ).exec(definition);
    if (defined) {
      const named = defined[1] ?? variable;
      if (variable && defined[1] && defined[1] !== variable)
        throw stop('derivativeFunctionOf', { name, defined: defined[1], variable });
      return { expression: (defined[2] as string).trim(), variable: named, order, ...asked };
    }
    if (definition.includes('=')) throw stop('derivativeImplicitGive', { name });
    // A lone prime or dy/dx with nothing defined is not a derivative question.
    if (!/[=]/.test(rest) && variableAt === undefined) continue;
    throw stop('derivativeGive', { name });
  }
  return undefined;
};
