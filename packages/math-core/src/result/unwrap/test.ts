import { describe, expect, it } from 'vitest';
import { arithmetic, MathResultError, unwrap } from '../../index';

describe('unwrap', () => {
  it('gives the value of a successful result', () => {
    expect(unwrap(arithmetic(6, '*', 7)).expression).toBe('6 × 7 = 42');
  });

  it('throws the refusal, with its code, field and message', () => {
    const refused = arithmetic(1, '/', 0);
    expect(() => unwrap(refused)).toThrow(MathResultError);
    expect(() => unwrap(refused)).toThrow('division_by_zero (b): cannot divide by zero');
    try {
      unwrap(refused);
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as MathResultError).error).toEqual(refused.ok ? undefined : refused.error);
      expect((thrown as Error).cause).toBe((thrown as MathResultError).error);
    }
  });
});
