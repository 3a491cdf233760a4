/**
 * The maths keypad, in a chunk of its own: fetched when it is first shown or the problem box
 * first takes the focus, so /solve's first load does not carry it.
 *
 * It is docked along the bottom of the window, where a phone's keyboard would be, and replaces
 * it: while it is open the box asks for no keyboard (`inputmode="none"`, set by the panel). It is
 * one named toolbar with a single tab stop whose arrow keys move as on a grid: ← → along a row,
 * ↑ ↓ a row up or down, Home and End to the first and last key. (Radix's Toolbar moves in one
 * direction only, and its roving-focus code, shared with the practice tabs, was split into a
 * chunk of its own that the practice page then loaded first.)
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLazyWords, usePageLanguage } from '../../../components/math/words';
import { cx } from '../../../lib/cx';
import * as styles from './keypad.css';
import { COLUMNS, isPanelKey, type Key, keysFor, moveFocus, pressKey } from './keys';

/** The decimal mark of a language's numbers: a comma in es, fr, de and pt. */
const decimalMark = (language: string): '.' | ',' =>
  new Intl.NumberFormat(language).format(1.5).includes(',') ? ',' : '.';

/** The words a key shows: its label, or the catalogue's for a label in words (Clear, Enter). */
const WORD_LABELS = new Set(['ABC', 'Clear', 'Enter']);

export type KeypadProps = {
  /** The box the keys type into: /solve's problem box, or a class problem's working or answer. */
  input: () => HTMLInputElement | HTMLTextAreaElement | null;
  /** The panel's setter for the box's text (the box is controlled). */
  onText: (text: string) => void;
  /** Enter: solve what is in the box. */
  onEnter: () => void;
  /** ABC: close the keypad and give the box the phone's keyboard back. */
  onPhoneKeyboard: () => void;
  /** Hide the keypad. */
  onHide: () => void;
};

/** A tap must not take the focus from the box (its caret would vanish). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The room the docked keypad takes at the bottom of the window, as `--keypad-space` on <html>:
 * the page scrolls its last lines above the keypad, and focus and `scrollIntoView` keep what
 * they bring into view clear of it (the global styles use it as `scroll-padding-bottom`).
 */
function useReservedSpace() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const html = document.documentElement;
    const reserve = () => html.style.setProperty('--keypad-space', `${node.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(node);
    return () => {
      observer.disconnect();
      html.style.removeProperty('--keypad-space');
    };
  }, []);
  return root;
}

export function Keypad({ input, onText, onEnter, onPhoneKeyboard, onHide }: KeypadProps) {
  const root = useReservedSpace();
  // The key that takes the focus when Tab enters the keypad: the one used last.
  const [active, setActive] = useState(0);
  // Its words come with it (it is on the solver's and a class's pages), in the page's language.
  const t = useLazyWords('keypad');
  const language = usePageLanguage();
  const keys = keysFor(decimalMark(language));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFocus(active, event.key, keys.length, COLUMNS);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    root.current?.querySelectorAll('button')[next]?.focus();
  };

  // Opened under the box (a short window, the box low in it): the box comes up above it.
  useEffect(() => {
    const box = input();
    const keypadTop = root.current?.getBoundingClientRect().top ?? window.innerHeight;
    if (box && box.getBoundingClientRect().bottom > keypadTop)
      box.scrollIntoView({ block: 'nearest' });
  }, [input, root]);

  const press = (key: Key) => {
    if (isPanelKey(key)) {
      if (key.action === 'enter') onEnter();
      else if (key.action === 'phone-keyboard') onPhoneKeyboard();
      else onHide();
      return;
    }
    const box = input();
    if (!box) return;
    const end = box.value.length;
    const typed = pressKey(box.value, box.selectionStart ?? end, box.selectionEnd ?? end, key);
    // The new text is rendered before the selection is set, or React's update would move it.
    flushSync(() => onText(typed.value));
    // A tap leaves the focus in the box; a key pressed from the keyboard keeps it on the key,
    // so the next one is an arrow away.
    if (!root.current?.contains(document.activeElement)) box.focus({ preventScroll: true });
    box.setSelectionRange(typed.start, typed.end);
  };

  return (
    <div ref={root} className={styles.dock} data-testid="keypad">
      {t === null ? null : (
        <div
          role="toolbar"
          aria-label={t('keypad.name')}
          className={styles.keypad}
          onKeyDown={onKeyDown}
        >
          {keys.map((key, index) => {
            const label = WORD_LABELS.has(key.label) ? t(`label.${key.label}`) : key.label;
            const name = t(`key.${key.name}`);
            return (
              <button
                key={key.name}
                type="button"
                tabIndex={index === active ? 0 : -1}
                className={cx(
                  styles.key,
                  key.wide ? styles.wide : undefined,
                  label.length > 5 ? styles.longWord : label.length > 3 ? styles.word : undefined,
                )}
                aria-label={label === name ? undefined : name}
                onMouseDown={keepFocus}
                onFocus={() => setActive(index)}
                onClick={() => press(key)}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
