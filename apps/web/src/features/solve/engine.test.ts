import { describe, expect, it } from 'vitest';
import { solveProblem } from './engine';

const solved = (text: string) => {
  const outcome = solveProblem(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.solved;
};

describe('solveProblem', () => {
  it('names a problem as math-core does: a system counts its equations', () => {
    expect(solved('x+y+z=6, x-y=0, 2x+z=5').title).toBe('System of three linear equations');
    expect(solved('x+y=3, x-y=1').title).toBe('System of two linear equations');
    expect(solved('x^2-5x+6=0').title).toBe('Quadratic equation');
  });

  it('offers the Practice Center category math-core gives, and none where no tab drills it', () => {
    expect(solved('x^2-5x+6=0').practice).toBe('algebra');
    expect(solved('x+y=3, x-y=1').practice).toBe('algebra');
    expect(solved('log(x)+log(x-3)=1').practice).toBe('logarithms');
    expect(solved('2^(x+1)=16').practice).toBe('logarithms');
    expect(solved('∫ 3x^2 + 2x dx').practice).toBeNull();
    expect(solved('d/dx x^2 sin(x)').practice).toBeNull();
    expect(solved('cos(135°)').practice).toBeNull();
    expect(solved('15% of 80').practice).toBeNull();
    expect(solved('3/4 + 5/6').practice).toBeNull();
  });
});
