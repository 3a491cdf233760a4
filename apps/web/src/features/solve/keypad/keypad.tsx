/**
 * The maths keypad, in a chunk of its own: fetched when it is first shown or the problem box
 * first takes the focus, so /solve's first load does not carry it.
 */
import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import * as styles from './keypad.css';
import { type Key, keys, typeKey } from './keys';

export type KeypadProps = {
  /** The problem box the keys type into. */
  input: () => HTMLInputElement | null;
  /** The panel's setter for the box's text (the box is controlled). */
  onText: (text: string) => void;
};

/** A tap must not take the focus from the box (on a phone that would close its keyboard). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function Keypad({ input, onText }: KeypadProps) {
  const press = (key: Key) => {
    const box = input();
    if (!box) return;
    const end = box.value.length;
    const typed = typeKey(box.value, box.selectionStart ?? end, box.selectionEnd ?? end, key);
    // The new text is rendered before the selection is set, or React's update would move it.
    flushSync(() => onText(typed.value));
    box.focus({ preventScroll: true });
    box.setSelectionRange(typed.start, typed.end);
  };

  return (
    <fieldset className={styles.keypad}>
      <legend className={styles.legend}>Maths keypad</legend>
      {keys.map((key) => (
        <button
          key={key.name}
          type="button"
          className={styles.key}
          aria-label={key.label === key.name ? undefined : key.name}
          onMouseDown={keepFocus}
          onClick={() => press(key)}
        >
          {key.label}
        </button>
      ))}
    </fieldset>
  );
}
