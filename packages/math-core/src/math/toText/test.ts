import { describe, expect, it } from 'vitest';
import { unwrap } from '../../_lib/testing';
import {
  chain,
  div,
  frac,
  ln,
  log,
  mul,
  neg,
  num,
  plusMinus,
  pow,
  sqrt,
  sub,
  times,
  variable,
} from '../build';
import { parseMath } from '../parseMath';
import type { MathNode } from '../tree';
import { toText } from './index';

const x = variable('x');

describe('toText', () => {
  it('brackets a right operand that opens with a minus, so no sign sits on a sign', () => {
    const n = (value: string): MathNode => ({ type: 'number', value });
    const product: MathNode = {
      type: 'binary',
      op: '*',
      left: { type: 'neg', arg: n('8') },
      right: n('5'),
    };
    for (const op of ['-', '+', '*', '/'] as const) {
      const tree: MathNode = { type: 'binary', op, left: n('2'), right: product };
      const text = toText(tree);
      expect(text).not.toMatch(/[−+×÷] −/);
      expect(unwrap(parseMath(text))).toEqual(tree);
    }
  });

  it('writes readable Unicode: superscripts, subscripts, real minus signs', () => {
    expect(toText(chain(log(num(8), num(4)), '=', frac(num(3), num(2))))).toBe('log₄(8) = 3/2');
    expect(toText(chain(sub(pow(x, num(2)), times(num(6), x)), '=', num(0)))).toBe('x² − 6x = 0');
    expect(toText(chain(x, '=', frac(plusMinus(num(3), sqrt(num(5))), num(2))))).toBe(
      'x = (3 ± √5)/2',
    );
    expect(toText(ln(x))).toBe('ln(x)');
    expect(toText(pow(x, num(-2)))).toBe('x⁻²');
    expect(toText(pow(num(2), sub(x, num(1))))).toBe('2^(x − 1)');
  });

  it('brackets only where the reading would change', () => {
    expect(toText(sub(num(5), num(-3)))).toBe('5 − (−3)');
    expect(toText(neg(sub(x, num(1))))).toBe('−(x − 1)');
    expect(toText(pow(num(-2), num(2)))).toBe('(−2)²');
    expect(toText(times(frac(num(1), num(2)), x))).toBe('(1/2)x');
    expect(toText(times(num(2), num(3)))).toBe('2 × 3');
    expect(toText(frac(sub(x, num(1)), num(2)))).toBe('(x − 1)/2');
  });

  it('shows how ÷ and / group: brackets unless the text reads as a fraction divided by a fraction', () => {
    const m: MathNode = { type: 'mixed', whole: '2', num: '1', den: '2' };
    const cases: [MathNode, string][] = [
      [frac(div(num(12), num(4)), num(2)), '(12 ÷ 4)/2'],
      [div(num(12), frac(num(4), num(2))), '12 ÷ (4/2)'],
      [div(frac(num(12), num(4)), num(2)), '12/4 ÷ 2'],
      [div(frac(num(7), num(8)), frac(num(1), num(2))), '7/8 ÷ 1/2'],
      [div(frac(num(-7), num(8)), frac(num(1), num(2))), '−7/8 ÷ 1/2'],
      [div(m, frac(num(1), num(4))), '2 1/2 ÷ 1/4'],
      [div(mul(num(2), frac(num(7), num(8))), frac(num(1), num(2))), '2 × 7/8 ÷ 1/2'],
      [div(frac(num(7), num(8)), frac(x, num(2))), '7/8 ÷ x/2'],
      // Not plain numbers (a number or one letter) on both sides: brackets.
      [div(frac(num(7), num(8)), frac(sub(x, num(1)), num(2))), '7/8 ÷ ((x − 1)/2)'],
      [div(frac(pow(x, num(2)), num(8)), frac(num(1), num(2))), 'x²/8 ÷ (1/2)'],
      [div(num(12), frac(num(3), num(4))), '12 ÷ (3/4)'],
      [frac(div(frac(num(7), num(8)), num(1)), num(2)), '(7/8 ÷ 1)/2'],
    ];
    for (const [tree, text] of cases) {
      expect(toText(tree)).toBe(text);
      expect(unwrap(parseMath(text)), text).toEqual(tree);
    }
  });

  it('puts a space where two letters would join into a function name', () => {
    const a = variable('a');
    const cos: MathNode = { type: 'function', name: 'cos', args: [x] };
    expect(toText(times(times(num(2), a), cos))).toBe('2a cos(x)');
    expect(toText(times(times(variable('l'), variable('n')), x))).toBe('l nx');
    expect(toText(times(times(num(2), x), variable('y')))).toBe('2xy');
  });
});
