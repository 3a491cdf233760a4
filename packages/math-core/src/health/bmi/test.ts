import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { bmi } from './index';

const metric = (weight: number, height: number) =>
  unwrap(bmi({ weight, height, system: 'metric' }));

describe('bmi', () => {
  it('puts each boundary in the upper category', () => {
    // At 200 cm the index is weight ÷ 4, exactly.
    expect(metric(73.96, 200)).toMatchObject({ value: 18.5, category: 'Underweight' }); // 18.49 shows as 18.5
    expect(metric(74, 200)).toMatchObject({
      value: 18.5,
      formatted: '18.5',
      category: 'Normal weight',
    });
    expect(metric(99.96, 200).category).toBe('Normal weight');
    expect(metric(100, 200)).toMatchObject({
      value: 25,
      formatted: '25.0',
      category: 'Overweight',
    });
    expect(metric(119.96, 200).category).toBe('Overweight');
    expect(metric(120, 200)).toMatchObject({ value: 30, category: 'Obese' });
  });

  it('computes metric and imperial (× 703) indexes', () => {
    expect(metric(70, 175)).toMatchObject({
      value: 22.9,
      formatted: '22.9',
      category: 'Normal weight',
    });
    expect(unwrap(bmi({ weight: 150, height: 65, system: 'imperial' }))).toMatchObject({
      value: 25,
      formatted: '25.0',
      category: 'Normal weight',
    }); // 24.958…
  });

  it('never mutates its input', () => {
    const input = Object.freeze({ weight: 70, height: 175, system: 'metric' as const });
    expect(unwrap(bmi(input)).value).toBe(22.9);
    expect(input).toEqual({ weight: 70, height: 175, system: 'metric' });
  });

  it('refuses non-positive or non-numeric sizes and unknown systems', () => {
    expect(errorOf(bmi({ weight: 70, height: 0, system: 'metric' }))).toMatchObject({
      code: 'invalid_value',
      field: 'height',
    });
    expect(errorOf(bmi({ weight: -1, height: 170, system: 'metric' }))).toMatchObject({
      code: 'invalid_value',
      field: 'weight',
    });
    expect(errorOf(bmi({ weight: Number.NaN, height: 170, system: 'metric' }))).toMatchObject({
      code: 'not_a_number',
      field: 'weight',
    });
    expect(errorOf(bmi({ weight: 70, height: 170, system: 'si' as 'metric' }))).toMatchObject({
      code: 'invalid_value',
      field: 'system',
    });
  });

  it('matches the formula to 1 decimal and orders categories with the index', () => {
    const order = ['Underweight', 'Normal weight', 'Overweight', 'Obese'];
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 30000 }),
        fc.integer({ min: 500, max: 2500 }),
        fc.integer({ min: 1, max: 500 }),
        (w, h, extra) => {
          const [weight, height] = [w / 100, h / 10];
          const r = metric(weight, height);
          const float = weight / (height / 100) ** 2;
          expect(Math.abs(r.value - float)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(r.formatted).toBe(r.value.toFixed(1));
          const heavier = metric(weight + extra / 10, height);
          expect(order.indexOf(heavier.category)).toBeGreaterThanOrEqual(order.indexOf(r.category));
          const imperial = unwrap(bmi({ weight, height, system: 'imperial' })); // the same numbers as lb and in
          expect(Math.abs(imperial.value - (weight / height ** 2) * 703)).toBeLessThanOrEqual(
            0.05 + 1e-9,
          );
        },
      ),
    );
  });

  it('warns about heights and weights no person has, naming the likely mix-up', () => {
    const metric = (weight: number, height: number) =>
      unwrap(bmi({ weight, height, system: 'metric' })).warning;
    const imperial = (weight: number, height: number) =>
      unwrap(bmi({ weight, height, system: 'imperial' })).warning;
    expect(unwrap(bmi({ weight: 70, height: 1.75, system: 'metric' }))).toMatchObject({
      category: 'Obese',
      warning: 'height_looks_like_metres',
    });
    expect(metric(70, 175)).toBeUndefined();
    expect(metric(3.5, 50)).toBeUndefined();
    expect(metric(70, 20)).toBe('height_implausible');
    expect(metric(70, 1750)).toBe('height_implausible');
    expect(metric(70000, 175)).toBe('weight_implausible');
    expect(metric(0.5, 175)).toBe('weight_implausible');
    expect(imperial(150, 5.9)).toBe('height_looks_like_feet');
    expect(imperial(150, 175)).toBe('height_looks_like_centimetres');
    expect(imperial(150, 69)).toBeUndefined();
    expect(imperial(5000, 69)).toBe('weight_implausible');
    expect(unwrap(bmi({ weight: 70, height: 175, system: 'metric' }))).not.toHaveProperty(
      'warning',
    );
  });

  it('returns a result for any argument', () => {
    for (const input of [null, undefined, 5, 'x', []]) {
      expect(errorOf(bmi(input as never)).code).toMatch(/invalid_value|not_a_number/);
    }
  });
});
