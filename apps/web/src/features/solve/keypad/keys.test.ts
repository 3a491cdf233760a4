import { describe, expect, it } from 'vitest';
import { type Key, keys, typeKey } from './keys';

const key = (name: string): Key => {
  const found = keys.find((k) => k.name === name);
  if (!found) throw new Error(`no key ${name}`);
  return found;
};

describe('typeKey', () => {
  it('types a plain key at the caret and leaves the caret after it', () => {
    expect(typeKey('2+3', 1, 1, key('x squared'))).toEqual({ value: '2x^2+3', start: 4, end: 4 });
    expect(typeKey('', 0, 0, key('pi'))).toEqual({ value: 'π', start: 1, end: 1 });
  });

  it('replaces the selection with a plain key', () => {
    expect(typeKey('x<3', 1, 2, key('less than or equal'))).toEqual({
      value: 'x≤3',
      start: 2,
      end: 2,
    });
  });

  it('puts the caret inside a template', () => {
    expect(typeKey('2', 1, 1, key('square root'))).toEqual({ value: '2sqrt()', start: 6, end: 6 });
    expect(typeKey('', 0, 0, key('fraction'))).toEqual({ value: '()/()', start: 1, end: 1 });
    expect(typeKey('x^3', 0, 0, key('derivative d/dx'))).toEqual({
      value: 'd/dx ()x^3',
      start: 6,
      end: 6,
    });
  });

  it('wraps the selection in a template and keeps it selected', () => {
    expect(typeKey('x-1=3', 0, 3, key('absolute value'))).toEqual({
      value: '|x-1|=3',
      start: 1,
      end: 4,
    });
    expect(typeKey('3x^2', 0, 4, key('integral'))).toEqual({
      value: '∫ 3x^2 dx',
      start: 2,
      end: 6,
    });
    expect(typeKey('x^3', 0, 3, key('derivative d/dx'))).toEqual({
      value: 'd/dx (x^3)',
      start: 6,
      end: 9,
    });
  });

  it('reads a backwards or out-of-range selection safely', () => {
    expect(typeKey('ab', 2, 0, key('sine'))).toEqual({ value: 'sin(ab)', start: 4, end: 6 });
    expect(typeKey('ab', 9, 9, key('x'))).toEqual({ value: 'abx', start: 3, end: 3 });
  });

  it('names every key, each name once', () => {
    const names = keys.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'x squared',
      'square root',
      'fraction',
      'pi',
      'absolute value',
      'less than or equal',
      'greater than or equal',
      'sine',
      'cosine',
      'tangent',
      'derivative d/dx',
      'integral',
    ])
      expect(names).toContain(name);
  });
});
