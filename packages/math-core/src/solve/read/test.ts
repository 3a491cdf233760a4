/**
 * The nearest reading a refusal offers: one that the solver answers and that asks what was typed.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { nearestReading } from './suggest';

const suggestion = (text: string): string | undefined => {
  const r = solve(text);
  if (r.ok) throw new Error(`${text} was answered: ${r.value.answer}`);
  return r.error.suggestion;
};

describe('the nearest reading of a refused problem', () => {
  it('draws curves y = … listed without a request, when the solver cannot solve them together', () => {
    for (const text of ['y = |x|, y = x', 'y = (x^2-1)/(x-1), y = x + 1', 'y = √(x^2), y = x']) {
      expect(suggestion(text), text).toBe(`graph ${text}`);
      const drawn = solve(`graph ${text}`);
      expect(drawn.ok && drawn.value.kind, text).toBe('graph');
    }
    // What is drawn is said truly: the curves agree only where they do.
    const drawn = solve('graph y = |x|, y = x');
    expect(drawn.ok && drawn.value.answer).toBe('y = |x| and y = x are the same for x ≥ 0');
  });

  it('offers the graph only for a list of curves y = … and nothing else', () => {
    const tried: string[] = [];
    const record = (text: string) => {
      tried.push(text);
      return false;
    };
    nearestReading('y = |x|; y = x', '', record);
    expect(tried).toContain('graph y = |x|; y = x');
    for (const text of ['y = |x|', 'y = x, x = 2', 'y = x, y = 2y', 'x = max(y, 1), y = 2']) {
      tried.length = 0;
      nearestReading(text, '', record);
      expect(
        tried.some((t) => t.startsWith('graph')),
        text,
      ).toBe(false);
    }
  });

  it('never leaves out the word of the question: it offers nothing rather than another question', () => {
    expect(suggestion('range of x^4 - x')).toBeUndefined();
    const tried: string[] = [];
    nearestReading('range of x^4 - x blorp', '"blorp" was not understood', (t) => {
      tried.push(t);
      return false;
    });
    expect(tried.length).toBeGreaterThan(0);
    for (const t of tried) expect(t, t).toMatch(/^range of /);
    // Words that are not the question are still left out or corrected.
    expect(suggestion('x^2 blorp = 4')).toBe('x^2 = 4');
    expect(suggestion('intergrat x^2')).toBe('integrate x^2');
  });
});
