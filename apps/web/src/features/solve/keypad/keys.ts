/**
 * The maths keypad's keys and what each one does to the problem box. Each typing key types
 * something the solver reads. A key either types its text in place of the selection (7, x, π, ≤)
 * or is a template: it leaves the caret in its empty slot (`√(|)`, `(|)/()`, `|…|`, `^(|)`), or
 * wraps the selection and puts the caret in the next slot (a fraction's bottom). Editing keys move
 * the caret, delete or clear; the keypad itself handles Enter, the phone keyboard and Hide.
 */

type KeyBase = {
  /** What the key shows (a word's is the keypad catalogue's `label.<name>`). */
  label: string;
  /**
   * Which key it is: its accessible name, said by screen readers and used by voice control, is the
   * keypad catalogue's `key.<name>` in the page's language ("decimal point" in English).
   */
  name: string;
  /** Two columns wide (Enter). */
  wide?: boolean;
};

export type TypingKey = KeyBase & {
  /** Typed before the caret (or the selection). */
  before: string;
  /** Typed after it: a template when present. */
  after?: string;
  /**
   * Where the caret goes when the template wraps a selection, counted into `after`: a fraction's
   * bottom slot. Without it the selection stays selected inside the template.
   */
  nextSlot?: number;
};

export type EditAction = 'left' | 'right' | 'backspace' | 'clear';
export type PanelAction = 'enter' | 'phone-keyboard' | 'hide';
export type EditKey = KeyBase & { action: EditAction };
export type PanelKey = KeyBase & { action: PanelAction };

export type Key = TypingKey | EditKey | PanelKey;

const type = (label: string, name: string, before = label): TypingKey => ({ label, name, before });
const template = (label: string, name: string, before: string, after: string): TypingKey => ({
  label,
  name,
  before,
  after,
});

/**
 * Eight columns, six rows: the number pad on the left half, letters, templates and relations on
 * the right, the editing keys along the bottom as on a phone's keyboard.
 */
export const keys: readonly Key[] = [
  type('7', '7'),
  type('8', '8'),
  type('9', '9'),
  type('÷', 'divide'),
  type('x', 'x'),
  type('y', 'y'),
  type('(', 'opening bracket'),
  type(')', 'closing bracket'),

  type('4', '4'),
  type('5', '5'),
  type('6', '6'),
  type('×', 'times'),
  type('x²', 'x squared', 'x^2'),
  template('aⁿ', 'power', '^(', ')'),
  template('√', 'square root', '√(', ')'),
  { ...template('a/b', 'fraction', '(', ')/()'), nextSlot: 3 },

  type('1', '1'),
  type('2', '2'),
  type('3', '3'),
  type('−', 'minus'),
  template('|x|', 'absolute value', '|', '|'),
  type('π', 'pi'),
  type('e', 'e'),
  type('=', 'equals'),

  type('0', '0'),
  type('.', 'decimal point'),
  type(',', 'comma'),
  type('+', 'plus'),
  type('<', 'less than'),
  type('>', 'greater than'),
  type('≤', 'less than or equal'),
  type('≥', 'greater than or equal'),

  template('ln', 'natural log', 'ln(', ')'),
  template('log', 'log', 'log(', ')'),
  template('logₐ', 'log to a base', 'log_', '()'),
  template('sin', 'sine', 'sin(', ')'),
  template('cos', 'cosine', 'cos(', ')'),
  template('tan', 'tangent', 'tan(', ')'),
  template('d/dx', 'derivative d/dx', 'd/dx (', ')'),
  template('∫', 'integral', '∫ ', ' dx'),

  { label: 'ABC', name: 'Phone keyboard', action: 'phone-keyboard' },
  { label: '←', name: 'Move left', action: 'left' },
  { label: '→', name: 'Move right', action: 'right' },
  { label: '⌫', name: 'Backspace', action: 'backspace' },
  { label: 'Clear', name: 'Clear', action: 'clear' },
  { label: 'Enter', name: 'Enter', action: 'enter', wide: true },
  { label: '▾', name: 'Hide keypad', action: 'hide' },
];

/**
 * The keys of a language that writes `decimal` between a number's whole part and its decimals:
 * with a decimal comma (2,5), the point key types a comma and the comma key, which separates
 * items (two equations, a list), types the semicolon that such a language uses for it.
 */
export function keysFor(decimal: '.' | ','): readonly Key[] {
  if (decimal === '.') return keys;
  return keys.map((key) =>
    key.name === 'decimal point'
      ? type(',', 'decimal comma')
      : key.name === 'comma'
        ? type(';', 'semicolon')
        : key,
  );
}

/** The keypad's columns (Enter spans two). */
export const COLUMNS = 8;

export const isTyping = (key: Key): key is TypingKey => 'before' in key;

/**
 * Where the focus goes from key `at` of `count` keys laid `columns` a row when `pressed` (a
 * KeyboardEvent key): ← → the previous or next key (wrapping), ↑ ↓ the key a row up or down
 * (staying put at the top or bottom row), Home and End the first and last key; null for other
 * keys. Counted in keys, not cells: the one wide key (Enter) is in the last row, after the rest.
 */
export function moveFocus(at: number, pressed: string, count: number, columns: number) {
  switch (pressed) {
    case 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'ArrowRight':
      return (at + 1) % count;
    case 'ArrowUp':
      return at - columns >= 0 ? at - columns : at;
    case 'ArrowDown':
      return Math.min(count - 1, at + columns);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const PANEL_ACTIONS: ReadonlySet<string> = new Set<PanelAction>([
  'enter',
  'phone-keyboard',
  'hide',
]);

/** A key the keypad answers itself, not by editing the box. */
export const isPanelKey = (key: Key): key is PanelKey =>
  'action' in key && PANEL_ACTIONS.has(key.action);

export type Typed = {
  value: string;
  /** The selection to leave in the box afterwards (equal for a caret). */
  start: number;
  end: number;
};

/**
 * The box's text after pressing `key` with `start`…`end` selected (read safely when backwards or
 * out of range). A plain key replaces the selection and leaves the caret after itself; a template
 * puts the caret in its empty slot, or wraps the selection (kept selected, or the caret in the
 * next slot). ← and → move the caret one character (or to the selection's edge), Backspace deletes
 * the selection or the character before the caret, Clear empties the box.
 */
export function pressKey(
  value: string,
  start: number,
  end: number,
  key: TypingKey | EditKey,
): Typed {
  const from = Math.max(0, Math.min(start, end, value.length));
  const to = Math.min(value.length, Math.max(start, end, from));
  const caret = (at: number): Typed => ({ value, start: at, end: at });
  const head = value.slice(0, from);
  const tail = value.slice(to);
  if (!isTyping(key)) {
    switch (key.action) {
      case 'left':
        return caret(from === to ? Math.max(0, from - 1) : from);
      case 'right':
        return caret(from === to ? Math.min(value.length, to + 1) : to);
      case 'backspace': {
        const cut = from === to ? Math.max(0, from - 1) : from;
        return { value: value.slice(0, cut) + tail, start: cut, end: cut };
      }
      case 'clear':
        return { value: '', start: 0, end: 0 };
    }
  }
  if (key.after === undefined) {
    const at = from + key.before.length;
    return { value: head + key.before + tail, start: at, end: at };
  }
  const selected = value.slice(from, to);
  const inner = from + key.before.length;
  const typed = head + key.before + selected + key.after + tail;
  if (selected !== '' && key.nextSlot !== undefined) {
    const slot = inner + selected.length + key.nextSlot;
    return { value: typed, start: slot, end: slot };
  }
  return { value: typed, start: inner, end: inner + selected.length };
}
