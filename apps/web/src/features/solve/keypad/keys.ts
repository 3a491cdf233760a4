/**
 * The maths keypad's keys and what each one types into the problem box. Each key types something
 * the solver reads (an integral key waits for the solver to take integrals). A key either types its
 * text in place of the selection (x, π, ≤) or is a template that wraps the selection, or leaves
 * the caret between its two halves when nothing is selected: `sqrt(|)`, `(|)/()`, `|…|`.
 */

export type Key = {
  /** What the key shows. */
  label: string;
  /** Its accessible name, said by screen readers and used by voice control. */
  name: string;
  /** Typed before the caret (or the selection). */
  before: string;
  /** Typed after it: a template when not empty. */
  after?: string;
};

export const keys: readonly Key[] = [
  { label: 'x', name: 'x', before: 'x' },
  { label: 'y', name: 'y', before: 'y' },
  { label: 'x²', name: 'x squared', before: 'x^2' },
  { label: '^', name: 'power', before: '^' },
  { label: '√', name: 'square root', before: 'sqrt(', after: ')' },
  { label: 'a/b', name: 'fraction', before: '(', after: ')/()' },
  { label: '(', name: 'opening parenthesis', before: '(' },
  { label: ')', name: 'closing parenthesis', before: ')' },
  { label: '|x|', name: 'absolute value', before: '|', after: '|' },
  { label: 'π', name: 'pi', before: 'π' },
  { label: '=', name: 'equals', before: '=' },
  { label: '≤', name: 'less than or equal', before: '≤' },
  { label: '≥', name: 'greater than or equal', before: '≥' },
  { label: 'sin', name: 'sine', before: 'sin(', after: ')' },
  { label: 'cos', name: 'cosine', before: 'cos(', after: ')' },
  { label: 'tan', name: 'tangent', before: 'tan(', after: ')' },
  { label: 'd/dx', name: 'derivative d/dx', before: 'd/dx (', after: ')' },
  { label: '∫', name: 'integral', before: '∫ ', after: ' dx' },
];

export type Typed = {
  value: string;
  /** The selection to leave in the box afterwards (equal for a caret). */
  start: number;
  end: number;
};

/**
 * The box's text after pressing `key` with `start`…`end` selected. A plain key replaces the
 * selection and leaves the caret after itself; a template keeps the selection, now inside it, or
 * puts the caret where the selection was.
 */
export function typeKey(value: string, start: number, end: number, key: Key): Typed {
  const from = Math.max(0, Math.min(start, end, value.length));
  const to = Math.min(value.length, Math.max(start, end));
  const head = value.slice(0, from);
  const tail = value.slice(to);
  if (key.after === undefined) {
    const caret = from + key.before.length;
    return { value: head + key.before + tail, start: caret, end: caret };
  }
  const selected = value.slice(from, to);
  const inner = from + key.before.length;
  return {
    value: head + key.before + selected + key.after + tail,
    start: inner,
    end: inner + selected.length,
  };
}
