import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { solveProblem } from '../engine';
import { AnotherWay, otherMethods } from './another-way';

const ANOTHER_WAY = 'Solve it another way';

const solved = (text: string, method?: string) => {
  const outcome = solveProblem(text, method);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.solved;
};

beforeAll(() => loadMessages('en', ['solve']));
describe('solving another way', () => {
  it('offers the ways math-core lists that these steps did not use', () => {
    const { methods } = solved('x^2-5x+6=0');
    expect(methods.find((m) => m.used)?.id).toBe('factoring');
    expect(otherMethods(methods).map((m) => m.id)).toEqual([
      'quadratic-formula',
      'completing-the-square',
    ]);
  });

  it('offers nothing for a problem solved one way only', () => {
    expect(solved('2x+3=7').methods).toEqual([]);
    expect(otherMethods([])).toEqual([]);
    expect(renderToStaticMarkup(<AnotherWay methods={[]} solveBy={() => Promise.reject()} />)).toBe(
      '',
    );
  });

  it('solves by the way chosen: completing the square, to the same answer', () => {
    const other = solved('x^2-5x+6=0', 'completing-the-square');
    expect(other.method).toBe('completing the square');
    expect(other.answer).toBe(solved('x^2-5x+6=0').answer);
    expect(other.steps.some((s) => s.rule === 'Completing the square')).toBe(true);
  });

  it('passes a way that does not apply on as math-core’s refusal', () => {
    const outcome = solveProblem('2x+3=7', 'completing-the-square');
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/does not apply/) });
  });

  it('is a closed button at first', () => {
    const html = renderToStaticMarkup(
      <AnotherWay methods={solved('x^2-5x+6=0').methods} solveBy={() => Promise.reject()} />,
    );
    expect(html).toMatch(new RegExp(`aria-expanded="false"[^>]*>${ANOTHER_WAY}</button>`));
    expect(html).toMatch(/hidden=""/);
  });
});
