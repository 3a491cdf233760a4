/**
 * Questions about two points as students ask them: the slope, the distance, the midpoint and the
 * line through them, each with its part of the Slope Calculator's working and that tool linked
 * with the points filled in; a vertical line's slope said to be undefined; the refusals. SymPy's
 * answers for generated points are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';

const TOOL = { id: 'slope', path: '/tools?tool=slope&x1=1&y1=2&x2=4&y2=8' };

describe('questions about two points', () => {
  it('gives the slope, in words or as a function, with its steps and the tool', () => {
    for (const text of [
      'slope between (1,2) and (4,8)',
      'the gradient of the line joining (1, 2) and (4, 8)',
      'What is the slope between (1, 2) and (4, 8)?',
      'slope((1,2),(4,8))',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'points',
        title: 'Slope between two points',
        problem: 'slope((1, 2), (4, 8))',
        answer: 'm = 2',
        solutions: [{ text: 'm = 2', value: 2 }],
        tool: TOOL,
      });
    const r = solved('slope between (1,2) and (4,8)');
    expect(r.steps.map((s) => s.text)).toEqual(['m = (8 − 2)/(4 − 1) = 6/3', 'm = 6/3 = 2']);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
    expect(solved('slope between (-1, 2.5) and (3, -4)').answer).toBe('m = −13/8');
  });

  it('says a vertical line has no slope', () => {
    expect(solved('gradient of (1,2) and (1,5)')).toMatchObject({
      answer: 'The slope is undefined: the line through the points is vertical, x = 1',
      solutions: [],
      outcome: 'none',
    });
  });

  it('gives the distance exactly, the midpoint and the line', () => {
    expect(solved('the distance between (0, 0) and (3, 4)').answer).toBe('d = 5');
    expect(solved('distance between (1,2) and (4,8)')).toMatchObject({
      title: 'Distance between two points',
      answer: 'd = 3√5',
      solutions: [{ text: 'd = 3√5', value: 3 * Math.sqrt(5) }],
    });
    expect(solved('Find the midpoint between (2,4) & (6,-2)')).toMatchObject({
      title: 'Midpoint of two points',
      answer: '(4, 1)',
      solutions: [{ name: 'midpoint', text: '(4, 1)' }],
    });
    const line = solved('find the equation of the line through (2, 3) and (5, 7)');
    expect(line).toMatchObject({ title: 'Line through two points', answer: 'y = (4/3)x + 1/3' });
    expect(line.steps.map((s) => s.text)).toContain('y = (4/3)x + 1/3');
    expect(solved('line through (1,2) and (1,7)').answer).toBe('x = 1');
  });

  it('refuses the same point twice, and coordinates that are not decimals', () => {
    expect(refusal('slope between (1,2) and (1,2)').message).toBe(
      'The two points are the same: a line needs two different points',
    );
    expect(refusal('distance from (1/3, 2) to (1, 1)').message).toMatch(
      /^Coordinates of points are numbers written as whole numbers or decimals/,
    );
    expect(refusal('(1,2)').message).toMatch(/Read as a question about points/);
  });
});
