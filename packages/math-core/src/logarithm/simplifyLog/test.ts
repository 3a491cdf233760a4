import Decimal from 'decimal.js';
import fc from 'fast-check';
import { log } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { simplifyLog } from './index';

const solve = (base: number, value: number) => unwrap(simplifyLog(base, value));
const texts = (steps: readonly { text: string }[] | undefined) => steps?.map((s) => s.text);

describe('simplifyLog', () => {
  it('gives the six steps for the Load Example (base 2, value 8), ≈ where rounded', () => {
    const result = solve(2, 8);
    expect(result).toMatchObject({
      answer: 3,
      formatted: '3.0000',
      exact: { numerator: 3, denominator: 1, text: '3' },
    });
    expect(result.steps.map((s) => s.note)).toEqual([
      'Problem',
      'Formula',
      'Natural log of the value',
      'Natural log of the base',
      'Divide',
      'Answer',
    ]);
    expect(texts(result.steps)).toEqual([
      'log₂(8)',
      'log_b(x) = ln(x)/ln(b)',
      'ln(8) ≈ 2.0794',
      'ln(2) ≈ 0.6931',
      'ln(8)/ln(2) ≈ 2.0794/0.6931',
      'log₂(8) = 3',
    ]);
    expect(result.steps[5]?.mathml).toMatch(/^<math .*<msub><mi>log<\/mi><mn>2<\/mn><\/msub>/);
    expect(texts(result.exact?.steps)).toEqual(['2 = 2¹', '8 = 2³', 'log₂(8) = 3']);
  });

  it('log₂ 32 = 5 and irrational answers to 4 decimals', () => {
    expect(solve(2, 32)).toMatchObject({ answer: 5, formatted: '5.0000' });
    expect(solve(3, 10)).toMatchObject({ answer: 2.0959, formatted: '2.0959' });
    expect(solve(3, 10).exact).toBeUndefined();
    expect(solve(Math.E, 10).formatted).toBe('2.3026');
  });

  it('shows the exact value where the logarithm is exact, else ≈ the 4-decimal value', () => {
    expect(solve(2, 32).result).toMatchObject({ note: 'Answer', text: 'log₂(32) = 5' });
    expect(solve(8, 2).result.text).toBe('log₈(2) = 1/3');
    expect(solve(2, 0.125).result.text).toBe('log₂(0.125) = −3');
    expect(solve(10, 0.001).result.text).toBe('log₁₀(0.001) = −3');
    expect(solve(3, 10).result.text).toBe('log₃(10) ≈ 2.0959');
    expect(solve(2, 32).result.mathml).toMatch(/^<math[\s\S]*<mn>5<\/mn>/);
    // The exact value and the decimal agree.
    expect(Number(solve(8, 2).exact?.text.split('/')[0]) / 3).toBeCloseTo(solve(8, 2).answer, 4);
  });

  it('finds exact rational answers', () => {
    const exact = (b: number, x: number) => solve(b, x).exact?.text;
    expect(exact(4, 8)).toBe('3/2');
    expect(exact(2, 1 / 8)).toBe('-3');
    expect(exact(10, 0.001)).toBe('-3');
    expect(exact(9, 27)).toBe('3/2');
    expect(exact(8, 4)).toBe('2/3');
    expect(exact(0.5, 8)).toBe('-3');
    expect(exact(27, 1 / 9)).toBe('-2/3');
    expect(exact(7, 1)).toBe('0');
    expect(exact(6, 12)).toBeUndefined();
    expect(texts(solve(4, 8).exact?.steps)).toEqual(['4 = 2²', '8 = 2³', 'log₄(8) = 3/2']);
    expect(texts(solve(4, 16).exact?.steps)).toEqual(['4 = 2²', '16 = 2⁴', 'log₄(16) = 4/2 = 2']);
    expect(texts(solve(10, 0.001).exact?.steps)).toEqual([
      '10 = 10¹',
      '0.001 = 10⁻³',
      'log₁₀(0.001) = −3',
    ]);
    expect(texts(solve(0.5, 8).exact?.steps)).toEqual([
      '0.5 = (1/2)¹',
      '8 = (1/2)⁻³',
      'log_(0.5)(8) = −3',
    ]);
    expect(texts(solve(7, 1).exact?.steps)).toEqual(['7⁰ = 1', 'log₇(1) = 0']);
  });

  it('refuses bases ≤ 0 or 1 and values ≤ 0, where the log is undefined', () => {
    expect(errorOf(simplifyLog(1, 8))).toMatchObject({ code: 'invalid_base', field: 'base' });
    expect(errorOf(simplifyLog(0, 8))).toMatchObject({ code: 'invalid_base' });
    expect(errorOf(simplifyLog(-2, 8))).toMatchObject({ code: 'invalid_base' });
    expect(errorOf(simplifyLog(2, 0))).toMatchObject({ code: 'invalid_value', field: 'value' });
    expect(errorOf(simplifyLog(2, -8))).toMatchObject({ code: 'invalid_value' });
    expect(errorOf(simplifyLog(Number.NaN, 8))).toMatchObject({
      code: 'not_a_number',
      field: 'base',
    });
    expect(errorOf(simplifyLog(2, '8' as unknown as number))).toMatchObject({
      code: 'not_a_number',
      field: 'value',
    });
  });

  it('base^answer ≈ value: the answer is mathjs log(value, base) to 4 decimals', () => {
    const positive = fc.double({ min: 1e-6, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(positive, positive, (base, value) => {
        fc.pre(Math.abs(Math.log(base)) > 1e-3);
        const r = solve(base, value);
        const reference = log(value, base) as number;
        expect(Math.abs(r.answer - reference)).toBeLessThanOrEqual(
          5e-5 + 1e-9 * Math.abs(reference),
        );
        expect(r.formatted).toBe(r.answer.toFixed(4));
        expect(r.steps).toHaveLength(6);
        expect(r.steps[0]?.text).toMatch(/^log/);
        const shownExactly =
          r.exact !== undefined && (r.exact.numerator * 10000) % r.exact.denominator === 0;
        expect(r.steps[5]?.text).toBe(
          `${r.steps[0]?.text} ${shownExactly ? '=' : '≈'} ${String(r.answer).replace('-', '−')}`,
        );
        // Every rounded number is within half a unit of its last digit of the true value.
        for (const [line, x] of [
          [r.steps[2]!.text.replace('−', '-'), value],
          [r.steps[3]!.text.replace('−', '-'), base],
        ] as const) {
          const shown = /([=≈]) (-?\d+\.?\d*(?:e-\d+)?)$/.exec(line)!;
          const places = shown[2]!.split('.')[1]?.length ?? 0;
          const truth = log(x) as number;
          expect(Math.abs(Number(shown[2]) - truth)).toBeLessThanOrEqual(
            0.5 * 10 ** -places + 1e-12,
          );
          expect(shown[1] === '=').toBe(truth === 0);
        }
      }),
    );
  });

  it('detects every rational answer of powers of a common root, and the exact form equals the decimal', () => {
    const root = fc.constantFrom(2, 3, 5, 6, 10, 0.5, 0.1, 1.5);
    // Negative powers of an integer are given as 1 / r^n, which simplifyLog reads as that fraction.
    const pow = (r: number, n: number) =>
      Number.isInteger(r) && n < 0 ? 1 / r ** -n : Number((r ** n).toPrecision(12));
    fc.assert(
      fc.property(
        root,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: -6, max: 6 }),
        (r, k, n) => {
          fc.pre(r !== 1.5 || n >= 0); // (2/3)^n has no finite decimal form
          const [base, value] = [pow(r, k), pow(r, n)];
          const result = solve(base, value);
          expect(result.exact).toBeDefined();
          const { numerator, denominator } = result.exact!;
          expect(numerator / denominator).toBeCloseTo(n / k, 12);
          expect(result.answer).toBe(Number((numerator / denominator).toFixed(4)) || 0);
          expect(result.formatted).toBe((n / k).toFixed(4).replace(/^-(0\.0+)$/, '$1'));
          expect(base ** (numerator / denominator)).toBeCloseTo(value, 6);
        },
      ),
    );
  });

  it('keeps every line true: ≈ for rounded numbers, and a base near 1 never divides by 0.0000', () => {
    expect(texts(solve(2, 4).steps.slice(2))).toEqual([
      'ln(4) ≈ 1.3863',
      'ln(2) ≈ 0.6931',
      'ln(4)/ln(2) ≈ 1.3863/0.6931',
      'log₂(4) = 2',
    ]);
    expect(solve(2, 3).steps[5]?.text).toBe('log₂(3) ≈ 1.585');
    expect(solve(8, 2).steps[5]?.text).toBe('log₈(2) ≈ 0.3333'); // exactly 1/3, shown rounded
    expect(texts(solve(2, 1).steps.slice(2))).toEqual([
      'ln(1) = 0',
      'ln(2) ≈ 0.6931',
      'ln(1)/ln(2) ≈ 0/0.6931',
      'log₂(1) = 0',
    ]);
    const nearOne = texts(solve(1.00001, 2).steps);
    expect(nearOne?.[3]).toBe('ln(1.00001) ≈ 0.00001');
    expect(nearOne?.[4]).toBe('ln(2)/ln(1.00001) ≈ 0.6931/0.00001');
    expect(solve(1 + 2 ** -52, 2).steps[3]?.text).toBe(
      'ln(1.0000000000000002) ≈ 0.000000000000000222',
    );
  });

  it('keeps the exact form of perfect powers at every magnitude (decimal.js powers)', () => {
    expect(solve(2e15, 4e30).exact?.text).toBe('2');
    expect(solve(1e-20, 1e-40).exact?.text).toBe('2');
    // 1.1e-8 happens to be the double nearest 1/90909091; it is still read as typed.
    expect(solve(1.1e-8, 1.21e-16).exact?.text).toBe('2');
    const D = Decimal.clone({ precision: 2000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -8, max: 8 }),
        (digits, shift, k, n) => {
          const root = new D(digits).times(new D(10).pow(shift));
          const [b, x] = [root.pow(k), root.pow(n)];
          const [base, value] = [b.toNumber(), x.toNumber()];
          // Only pairs whose doubles print as exactly these decimals are powers of one root.
          fc.pre(new D(String(base)).eq(b) && new D(String(value)).eq(x) && base !== 1);
          const exact = solve(base, value).exact;
          expect(exact, `log_${base}(${value})`).toBeDefined();
          expect(exact!.numerator * k).toBe(n * exact!.denominator);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds the exact form of every power of a two-digit decimal that prints as itself', () => {
    // 0.0055^7 prints as 1.522435234375e-16 (13 digits), which is also the double nearest
    // 1/6568423913353047: read as typed, it is exactly 7 powers of the base.
    expect(solve(0.0055, 1.522435234375e-16).exact?.text).toBe('7');
    const D = Decimal.clone({ precision: 200 });
    const missed: string[] = [];
    let checked = 0;
    for (let digits = 11; digits <= 99; digits++) {
      for (let shift = -5; shift <= 1; shift++) {
        const root = new D(digits).times(new D(10).pow(shift));
        const base = root.toNumber();
        if (!new D(String(base)).eq(root) || base === 1) continue;
        for (let k = 2; k <= 9; k++) {
          const power = root.pow(k);
          const value = power.toNumber();
          if (!new D(String(value)).eq(power)) continue;
          checked++;
          const exact = solve(base, value).exact;
          if (exact?.text !== String(k)) missed.push(`log_${base}(${value}) = ${k}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
    expect(missed).toEqual([]);
  });
});

describe('simplifyLog results', () => {
  it('are plain data of their own: writing to one changes no other call', () => {
    const first = unwrap(simplifyLog(4, 8));
    expect(first.steps[1]?.text).toBe('log_b(x) = ln(x)/ln(b)');
    expect(first.steps[3]?.text).toBe('ln(4) ≈ 1.3863');
    expect(first.exact?.steps[0]?.text).toBe('4 = 2²');
    const expected = structuredClone(first);
    for (const step of [...first.steps, ...(first.exact?.steps ?? [])]) {
      expect(Object.isFrozen(step)).toBe(false);
      (step as { text: string }).text = 'changed';
    }
    expect(unwrap(simplifyLog(4, 8))).toEqual(expected);
    expect(unwrap(simplifyLog(2.5, 0.1)).steps[1]?.text).toBe('log_b(x) = ln(x)/ln(b)');
  });
});
