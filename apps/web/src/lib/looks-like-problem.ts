/**
 * Whether a search text looks like a maths problem the solver could take (an equation, a sum with
 * digits, a root, a power, a logarithm), so the /tools search can offer "Solve … step by step".
 * A cheap reading of the text's shape, not a parse: it keeps math-core out of the chunks that ask.
 * Plain words ("loan", "log", "percentage", "5 inches to cm") are not problems.
 */

/**
 * Function names and constants math-core reads. In the text's shape each becomes one letter, like
 * a variable: any run of three or more letters left is a word.
 */
const NAMES =
  /(?<!\p{L})(?:arcsin|arccos|arctan|floor|sqrt|cbrt|root|sinh|cosh|tanh|ceil|asin|acos|atan|log|sin|cos|tan|cot|sec|csc|exp|abs|gcd|lcm|min|max|ln|pi)/giu;
const WORD = /\p{L}{3,}/u;

/** A number, a single-letter variable, a bracket or a root: what an operator works on. */
const OPERAND = String.raw`(?:\d|\(|√|\p{L}(?!\p{L}))`;
const OPERATOR = '[-+*/×÷·−]';
const SIGNS = [
  // A relation with something on both sides: 2x+3=7, x<5.
  /[^=<>≤≥≠\s]\s*(?:=|<|>|≤|≥|≠)\s*[^=<>≤≥≠\s]/u,
  // A digit next to an operator and its other operand: 3/4 + 5/6, x-3 (not "5-year").
  new RegExp(String.raw`\d\s*${OPERATOR}\s*${OPERAND}`, 'u'),
  new RegExp(String.raw`(?:\)|\p{L}(?<!\p{L}\p{L}))\s*${OPERATOR}\s*\d`, 'u'),
  // A power: x^2, 2^(x+1), x², 2**3.
  /[\p{L}\d)]\s*(?:\^|\*\*)\s*[-−(\p{L}\d]/u,
  /[\p{L}\d)][⁰¹²³⁴⁵⁶⁷⁸⁹]/u,
  // A root or a function applied to something: √72, sqrt(72), log_2(8), ln 5, log 100.
  /√\s*[\d(\p{L}]/u,
  /(?:sqrt|cbrt|log|ln|exp|sin|cos|tan)\s*(?:_\s*\d+\s*)?(?:\(|\d)/iu,
];
/** A date (2024-01-15, 15/1/2024) is digits and dashes, but no sum. */
const DATE = /^\d{1,4}([-/.])\d{1,2}\1\d{1,4}$/;

export function looksLikeProblem(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || DATE.test(trimmed)) return false;
  const shape = trimmed.replace(NAMES, 'c');
  if (WORD.test(shape)) return false;
  return SIGNS.some((sign) => sign.test(trimmed) || sign.test(shape));
}
