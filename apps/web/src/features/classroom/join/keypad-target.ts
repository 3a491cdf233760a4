import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { LazyModule } from '../../../lib/lazy-module';

/** A box the maths keypad types into. */
export type KeypadBox = HTMLInputElement | HTMLTextAreaElement;

/** What the maths keypad (/solve's, handed in by the route) takes. */
export type KeypadProps = {
  input: () => KeypadBox | null;
  onText: (text: string) => void;
  onEnter: () => void;
  onPhoneKeyboard: () => void;
  onHide: () => void;
};

export type KeypadSource = LazyModule<{ Keypad: ComponentType<KeypadProps> }>;

/** The box the keypad types into now: its element, its state's setter and what Enter does. */
export type KeypadTarget = {
  box: () => KeypadBox | null;
  setText: (text: string) => void;
  enter: () => void;
};

/** Enter in a box of several lines: a new line where the caret is. */
export function newLine(box: KeypadBox | null, setText: (text: string) => void): void {
  if (!box) return;
  const start = box.selectionStart ?? box.value.length;
  const end = box.selectionEnd ?? start;
  flushSync(() => setText(`${box.value.slice(0, start)}\n${box.value.slice(end)}`));
  box.setSelectionRange(start + 1, start + 1);
}
