import { simplifyLog } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { conclusion, solved, statement } from './page-math';

describe('page statements', () => {
  it('typesets a true statement and refuses a false or unreadable one', () => {
    expect(statement('log_2(32) = log_2(4 × 8) = 2 + 3 = 5').text).toBe(
      'log₂(32) = log₂(4 × 8) = 2 + 3 = 5',
    );
    expect(() => statement('log_2(32) = 6')).toThrow('not a true statement');
    expect(() => statement('2 + 2')).toThrow('not a true statement');
    expect(() => statement('2 + = 4')).toThrow('cannot read');
  });

  it('checks a rule with letters at the values given', () => {
    expect(statement('log_b(xy) = log_b(x) + log_b(y)', { b: 3, x: 7, y: 5 }).mathml).toContain(
      '<msub><mi>log</mi><mi>b</mi></msub>',
    );
    expect(() => statement('log_b(x + y) = log_b(x) + log_b(y)', { b: 3, x: 7, y: 5 })).toThrow();
  });

  it('refuses an example math-core refuses', () => {
    expect(() => solved('log 1 of 8', simplifyLog(1, 8))).toThrow('math-core refused');
    expect(() => conclusion([])).toThrow();
  });
});
