import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import * as age from './examples';

describe("the age page's examples come from math-core", () => {
  it('age page', () => {
    expectTypeset(age.example.steps);
    expect(age.example.age).toBe('23 years, 11 months, 29 days');
    expect(age.example.next).toBe('2024-05-15, in 1 day');
    expect([age.example.totalDays, age.example.totalHours]).toEqual([8765, 210360]);
    expect(age.almostAMonth).toBe(30);
  });
});
