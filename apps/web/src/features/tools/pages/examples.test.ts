import { simplifyLog } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import * as age from './age-examples';
import * as fraction from './fraction-examples';
import * as log from './logarithm-examples';
import { conclusion, solved, statement } from './page-math';
import * as percentage from './percentage-examples';
import * as quadratic from './quadratic-examples';
import * as time from './time-calculator-examples';
import * as unit from './unit-converter-examples';

/** Every typeset line a page shows is a math-core Step: a note, its text and a <math> element. */
function expectTypeset(steps: readonly { text: string; mathml: string }[]) {
  expect(steps.length).toBeGreaterThan(0);
  for (const step of steps) {
    expect(step.text).not.toBe('');
    expect(step.mathml).toMatch(
      /^<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">.*<\/math>$/,
    );
  }
}

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

describe("the dedicated pages' examples come from math-core", () => {
  it('logarithm page', () => {
    expectTypeset(log.changeOfBase.steps);
    expect(log.changeOfBase.formatted).toBe('3.0000');
    expect(log.formula.text).toBe('log_b(x) = ln(x)/ln(b)');
    expect(log.exact.fourEight.map((s) => s.text)).toEqual(['4 = 2²', '8 = 2³', 'log₄(8) = 3/2']);
    expect(log.exact.nineTwentySeven.map((s) => s.text)).toEqual([
      '9 = 3²',
      '27 = 3³',
      'log₉(27) = 3/2',
    ]);
    expect([log.facts.half.answer.text, log.facts.half.power.text]).toEqual([
      'log_(0.5)(8) = −3',
      '8 = (1/2)⁻³',
    ]);
    expectTypeset(Object.values(log.rules));
    expectTypeset(Object.values(log.checks));
  });

  it('percentage page: the example the product quotes, and worked money', () => {
    expect(percentage.main.sentence).toBe('25% of 80 = 20');
    expectTypeset(percentage.main.steps);
    expect(percentage.worked.tip.answer).toBe('Tip: $9.60, total $73.60');
    expect(percentage.worked.discount.answer).toBe('You save $13.50 and pay $31.50');
    expect(percentage.worked.tax.answer).toBe('Tax $9.90, total $129.90');
    expect(percentage.worked.score.answer).toBe('84.00%');
    expect(percentage.faq.decimals).toEqual(['12.5% of 33 = 4.13', '25% of 80 = 20']);
    expect([percentage.prose.quarter, percentage.prose.fourTimes]).toEqual([25, 400]);
  });

  it('time calculator page', () => {
    expectTypeset(time.adding.steps);
    expect(time.adding.formatted).toBe('2 days, 2 hours, 15 minutes, 0 seconds');
    expect(time.negative.totalSeconds).toBe(-93605);
    expect(time.clock).toEqual({
      shift: '7 hours 45 minutes',
      landing: '1 day, 4 hours, 10 minutes, 0 seconds',
      landingClock: '04:10',
      exam: '1 hour 13 minutes',
      trip: '12 hours 25 minutes',
    });
    // The product's figures: 86400 seconds a day, 1 week = 168 hours.
    expect([time.units.day, time.units.weekHours]).toEqual([86400, 168]);
  });

  it('age page', () => {
    expectTypeset(age.example.steps);
    expect(age.example.age).toBe('23 years, 11 months, 29 days');
    expect(age.example.next).toBe('2024-05-15, in 1 day');
    expect(age.almostAMonth).toBe('30 days');
  });

  it('unit converter page: the factors the product quotes', () => {
    expect(unit.length.inchCm).toBe(2.54);
    expect(unit.length.meterFeet).toBe('3.28084');
    expect(unit.weight.kgPounds).toBe('2.20462');
    expect(unit.worked.inches.answer).toBe('5 inches = 12.7000 centimeters');
    expect(unit.worked.kilograms.answer).toBe('70 kilograms ≈ 154.3236 pounds');
    expect(unit.worked.liters.answer).toBe('2 liters ≈ 8.4535 US cups');
    expect(unit.temperature.absoluteZeroC).toBe('−273.15');
    expect(unit.speed.highway).toBe('100 kilometers per hour ≈ 62.1371 miles per hour');
    expect(unit.data.drive).toBe('466');
    expectTypeset(unit.temperature.boiling.steps);
  });

  it('fraction page: each worked example as math-core works it out', () => {
    for (const example of Object.values(fraction.worked)) expectTypeset(example.steps);
    const answers = Object.fromEntries(
      Object.entries(fraction.worked).map(([name, r]) => [name, [r.fraction, r.mixed]]),
    );
    expect(answers).toEqual({
      add: ['19/12', '1 7/12'],
      subtract: ['1/12', '1/12'],
      multiply: ['2', '2'],
      divide: ['6/5', '1 1/5'],
      mixed: ['49/12', '4 1/12'],
    });
    expect(conclusion(fraction.worked.divide.steps).text).toBe(
      '3/4 ÷ 5/8 = 3/4 × 8/5 = (3 × 8)/(4 × 5) = 6/5 = 1 1/5',
    );
    expectTypeset([...Object.values(fraction.rules), ...Object.values(fraction.facts)]);
    expect(fraction.facts.lowestTerms.text).toBe('18/24 = (3 × 6)/(4 × 6) = 3/4');
  });

  it('quadratic page: each method, the discriminant cases and the formula', () => {
    const { worked } = quadratic;
    for (const example of Object.values(worked)) expectTypeset(example.steps);
    expect(
      Object.values(worked).map((r) => [r.equation, r.method, r.discriminant, r.answer]),
    ).toEqual([
      ['x² − 5x + 6 = 0', 'factoring', 1, 'x = 2 or x = 3'],
      ['x² − 3x + 1 = 0', 'quadratic formula', 5, 'x = (3 − √5)/2 or x = (3 + √5)/2'],
      ['2x² − 8 = 0', 'square root', 64, 'x = −2 or x = 2'],
      ['x² − 6x + 9 = 0', 'factoring', 0, 'x = 3'],
      ['x² + x + 1 = 0', 'quadratic formula', -3, 'No real solutions'],
    ]);
    expect(quadratic.formula.text).toBe('x = (−b ± √(b² − 4ac))/(2a)');
    expect(quadratic.formula.mathml).toContain('<mo>±</mo>');
    expectTypeset(Object.values(quadratic.facts));
    // A wrong sign in the formula is caught the way the page module checks it.
    expect(() => statement('x = (b + √(b^2 − 4ac))/(2a)', { a: 1, b: -5, c: 6, x: 3 })).toThrow(
      'not a true statement',
    );
  });
});
