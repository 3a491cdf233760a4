import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('writes integers as en-US toLocaleString does', () => {
    const samples = [0, 7, 999, 1000, -1000, 12345, 999999, 1000000, -1234567, 2 ** 53, 1e20];
    for (let k = 1; k < 1e21; k = k * 7 + 3) samples.push(k, -k);
    for (const n of samples) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });
});
