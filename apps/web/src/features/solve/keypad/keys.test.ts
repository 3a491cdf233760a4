import { describe, expect, it } from 'vitest';
import {
  COLUMNS,
  type EditKey,
  isPanelKey,
  isTyping,
  type Key,
  keys,
  keysFor,
  moveFocus,
  pressKey,
  type TypingKey,
} from './keys';

const key = (name: string): Key => {
  const found = keys.find((k) => k.name === name);
  if (!found) throw new Error(`no key ${name}`);
  return found;
};
const typing = (name: string) => key(name) as TypingKey;
const edit = (name: string) => key(name) as EditKey;

describe('pressKey', () => {
  it('types a plain key at the caret and leaves the caret after it', () => {
    expect(pressKey('2+3', 1, 1, typing('x squared'))).toEqual({
      value: '2x^2+3',
      start: 4,
      end: 4,
    });
    expect(pressKey('', 0, 0, typing('pi'))).toEqual({ value: 'π', start: 1, end: 1 });
    expect(pressKey('12', 2, 2, typing('times'))).toEqual({ value: '12×', start: 3, end: 3 });
  });

  it('replaces the selection with a plain key', () => {
    expect(pressKey('x<3', 1, 2, typing('less than or equal'))).toEqual({
      value: 'x≤3',
      start: 2,
      end: 2,
    });
  });

  it('puts the caret in a template’s empty slot', () => {
    expect(pressKey('2', 1, 1, typing('square root'))).toEqual({ value: '2√()', start: 3, end: 3 });
    expect(pressKey('', 0, 0, typing('fraction'))).toEqual({ value: '()/()', start: 1, end: 1 });
    expect(pressKey('x', 1, 1, typing('power'))).toEqual({ value: 'x^()', start: 3, end: 3 });
    expect(pressKey('', 0, 0, typing('absolute value'))).toEqual({ value: '||', start: 1, end: 1 });
    expect(pressKey('', 0, 0, typing('log to a base'))).toEqual({
      value: 'log_()',
      start: 4,
      end: 4,
    });
    expect(pressKey('x^3', 0, 0, typing('derivative d/dx'))).toEqual({
      value: 'd/dx ()x^3',
      start: 6,
      end: 6,
    });
  });

  it('wraps the selection in a template and keeps it selected', () => {
    expect(pressKey('x-1=3', 0, 3, typing('absolute value'))).toEqual({
      value: '|x-1|=3',
      start: 1,
      end: 4,
    });
    expect(pressKey('3x^2', 0, 4, typing('integral'))).toEqual({
      value: '∫ 3x^2 dx',
      start: 2,
      end: 6,
    });
  });

  it('makes a selection a fraction’s top and puts the caret in its bottom', () => {
    expect(pressKey('x+1=2', 0, 3, typing('fraction'))).toEqual({
      value: '(x+1)/()=2',
      start: 7,
      end: 7,
    });
  });

  it('moves the caret, deletes and clears', () => {
    expect(pressKey('abc', 2, 2, edit('Move left'))).toEqual({ value: 'abc', start: 1, end: 1 });
    expect(pressKey('abc', 0, 0, edit('Move left'))).toEqual({ value: 'abc', start: 0, end: 0 });
    expect(pressKey('abc', 2, 2, edit('Move right'))).toEqual({ value: 'abc', start: 3, end: 3 });
    expect(pressKey('abc', 3, 3, edit('Move right'))).toEqual({ value: 'abc', start: 3, end: 3 });
    // A selection collapses to its edge, as the arrow keys of a keyboard do.
    expect(pressKey('abcd', 1, 3, edit('Move left'))).toEqual({ value: 'abcd', start: 1, end: 1 });
    expect(pressKey('abcd', 1, 3, edit('Move right'))).toEqual({ value: 'abcd', start: 3, end: 3 });
    expect(pressKey('abc', 2, 2, edit('Backspace'))).toEqual({ value: 'ac', start: 1, end: 1 });
    expect(pressKey('abc', 0, 0, edit('Backspace'))).toEqual({ value: 'abc', start: 0, end: 0 });
    expect(pressKey('abcd', 1, 3, edit('Backspace'))).toEqual({ value: 'ad', start: 1, end: 1 });
    expect(pressKey('abc', 1, 1, edit('Clear'))).toEqual({ value: '', start: 0, end: 0 });
  });

  it('reads a backwards or out-of-range selection safely', () => {
    expect(pressKey('ab', 2, 0, typing('sine'))).toEqual({ value: 'sin(ab)', start: 4, end: 6 });
    expect(pressKey('ab', 9, 9, typing('x'))).toEqual({ value: 'abx', start: 3, end: 3 });
    expect(pressKey('ab', 9, 9, edit('Backspace'))).toEqual({ value: 'a', start: 1, end: 1 });
  });
});

describe('keys', () => {
  it('has every key a maths keypad needs, each name once', () => {
    const names = keys.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    const wanted = [
      ...'0123456789',
      'plus',
      'minus',
      'times',
      'divide',
      'opening bracket',
      'closing bracket',
      'x',
      'y',
      'power',
      'square root',
      'fraction',
      'pi',
      'e',
      'natural log',
      'log',
      'sine',
      'cosine',
      'tangent',
      'less than',
      'greater than',
      'less than or equal',
      'greater than or equal',
      'absolute value',
      'equals',
      'comma',
      'decimal point',
      'Backspace',
      'Move left',
      'Move right',
      'Clear',
      'Enter',
      'Phone keyboard',
    ];
    for (const name of wanted) expect(names).toContain(name);
  });

  it('fills eight columns exactly (Enter is two wide)', () => {
    const columns = keys.reduce((sum, k) => sum + (k.wide ? 2 : 1), 0);
    expect(columns % 8).toBe(0);
  });

  it('splits the keys into typing, editing and the keypad’s own', () => {
    expect(keys.filter(isTyping).length + keys.filter((k) => !isTyping(k)).length).toBe(
      keys.length,
    );
    expect(keys.filter(isPanelKey).map((k) => k.name)).toEqual([
      'Phone keyboard',
      'Enter',
      'Hide keypad',
    ]);
  });
});

describe('moveFocus', () => {
  it('moves as on a grid of eight columns', () => {
    const n = keys.length;
    expect(moveFocus(0, 'ArrowRight', n, COLUMNS)).toBe(1);
    expect(moveFocus(0, 'ArrowLeft', n, COLUMNS)).toBe(n - 1);
    expect(moveFocus(n - 1, 'ArrowRight', n, COLUMNS)).toBe(0);
    expect(moveFocus(3, 'ArrowDown', n, COLUMNS)).toBe(11);
    expect(moveFocus(11, 'ArrowUp', n, COLUMNS)).toBe(3);
    expect(moveFocus(3, 'ArrowUp', n, COLUMNS)).toBe(3);
    expect(moveFocus(n - 3, 'ArrowDown', n, COLUMNS)).toBe(n - 1);
    expect(moveFocus(20, 'Home', n, COLUMNS)).toBe(0);
    expect(moveFocus(20, 'End', n, COLUMNS)).toBe(n - 1);
    expect(moveFocus(20, 'Enter', n, COLUMNS)).toBeNull();
  });
});

describe('keysFor', () => {
  const typed = (list: readonly Key[], name: string) =>
    (list.find((k) => k.name === name) as TypingKey | undefined)?.before;

  it('a decimal point: the keys as they are, . and ,', () => {
    expect(keysFor('.')).toBe(keys);
    expect(typed(keysFor('.'), 'decimal point')).toBe('.');
    expect(typed(keysFor('.'), 'comma')).toBe(',');
  });

  it('a decimal comma: the point key types a comma, the comma key a semicolon, in their places', () => {
    const comma = keysFor(',');
    expect(comma).toHaveLength(keys.length);
    expect(typed(comma, 'decimal point')).toBeUndefined();
    expect(typed(comma, 'decimal comma')).toBe(',');
    expect(typed(comma, 'semicolon')).toBe(';');
    expect(comma.findIndex((k) => k.name === 'decimal comma')).toBe(
      keys.findIndex((k) => k.name === 'decimal point'),
    );
    expect(comma.findIndex((k) => k.name === 'semicolon')).toBe(
      keys.findIndex((k) => k.name === 'comma'),
    );
  });
});
