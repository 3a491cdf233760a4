/**
 * The keypad's templates leave empty slots (`√()`, `()/()`, `^()`, `||`) for the visitor to fill.
 * When one is still empty, the solver's parser stops on the bracket that follows it ("A ")" has no
 * "(" before it to close"), which does not say what is wrong. This names the slot instead. It
 * reads only what the templates type, and is asked only once the solver could not read the text.
 */

/** A function's name before its bracket, and what its slot is called. */
const FUNCTION_SLOTS: readonly [RegExp, string][] = [
  [/(?:sqrt|√)\s*\(\s*\)/, 'The square root is empty: type what goes under it.'],
  [/log_\s*\(/, 'The logarithm’s base is empty: type it after log_, as in log_2(8).'],
  [/log_[^(\s]+\s*\(\s*\)/, 'The logarithm is empty: type the number inside its brackets.'],
  [/(?:ln|log)\s*\(\s*\)/, 'The logarithm is empty: type the number inside its brackets.'],
  [/(?:sin|cos|tan)\s*\(\s*\)/, 'The angle is empty: type it inside the brackets.'],
  [/d\/dx\s*\(\s*\)/, 'The derivative is empty: type the expression inside its brackets.'],
  [/\^\s*(?:\(\s*\)|$)/, 'The power is empty: type the exponent after ^.'],
  [/\(\s*\)\s*\/\s*\(\s*\)/, 'The fraction’s top and bottom are empty.'],
  [/\(\s*\)\s*\//, 'The fraction’s top is empty.'],
  [/\/\s*\(\s*\)/, 'The fraction’s bottom is empty.'],
  [/\|\s*\|/, 'The absolute value is empty: type what goes between the bars.'],
  [/\(\s*\)/, 'The brackets are empty: type something inside them.'],
];

/** What is empty in `text`, or null when no template slot is. */
export function emptySlotMessage(text: string): string | null {
  for (const [pattern, message] of FUNCTION_SLOTS) if (pattern.test(text)) return message;
  return null;
}
