import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rootLabels } from '../../../test/render-holders';
import { unwrap } from '../../_lib/testing';
import { mathTree } from '../arbitrary';
import { fn, num, variable } from '../build';
import { parseMath } from '../parseMath';
import { toMathML } from '../toMathML';
import type { MathNode } from '../tree';
import { toSpeech } from './index';

const spoken = (text: string) => toSpeech(unwrap(parseMath(text)));

describe('toSpeech', () => {
  it('reads the issue’s examples as stated', () => {
    expect(spoken('x^2-5x+6=0')).toBe('x squared minus 5 x plus 6 equals 0');
    expect(spoken('sqrt(72)')).toBe('the square root of 72');
    expect(spoken('3/4')).toBe('3 over 4');
  });

  it('reads numbers as written, and a minus sign as negative or minus', () => {
    expect(spoken('0.25')).toBe('0.25');
    expect(spoken('-3')).toBe('negative 3');
    expect(spoken('5-3')).toBe('5 minus 3');
    expect(spoken('5-(-3)')).toBe('5 minus open paren negative 3 close paren');
    expect(spoken('1.5e-7')).toBe('1.5 times 10 to the power negative 7');
    expect(spoken('2 1/2')).toBe('2 and 1 over 2');
    expect(spoken('θ + π - e')).toBe('theta plus pi minus e');
    expect(spoken('2×3 ÷ 4 ± x')).toBe('2 times 3 divided by 4 plus or minus x');
  });

  it('says the grouping: brackets where they are shown, closing words around larger parts', () => {
    expect(spoken('2(x+1)')).toBe('2 open paren x plus 1 close paren');
    expect(spoken('2x+1')).toBe('2 x plus 1');
    expect(spoken('(x+1)/(x-1)')).toBe('the fraction x plus 1 over x minus 1 end fraction');
    expect(spoken('(1/2)/3')).toBe(
      'the fraction the fraction 1 over 2 end fraction over 3 end fraction',
    );
    expect(spoken('(3/4)x')).toBe('the fraction 3 over 4 end fraction x');
    expect(spoken('-x^2')).toBe('negative x squared');
    expect(spoken('(-x)^2')).toBe('open paren negative x close paren squared');
  });

  it('reads powers, roots, logarithms and functions', () => {
    expect(spoken('x^3')).toBe('x cubed');
    expect(spoken('x^4')).toBe('x to the power 4');
    expect(spoken('x^-1')).toBe('x to the power negative 1');
    expect(spoken('e^(2x)')).toBe('e to the power 2 x');
    expect(spoken('e^(2x)y')).toBe('e to the power 2 x end power y');
    expect(spoken('e^(2x+1)')).toBe('e to the power 2 x plus 1 end power');
    expect(spoken('∛8')).toBe('the cube root of 8');
    expect(spoken('root(x, 5)')).toBe('the fifth root of x');
    expect(spoken('root(x, n)')).toBe('the nth root of x');
    expect(spoken('sqrt(x+1)')).toBe('the square root of x plus 1 end root');
    expect(spoken('√72 x')).toBe('the square root of 72 end root x');
    expect(spoken('log_2(8)')).toBe('log base 2 of 8');
    expect(spoken('ln x')).toBe('natural log of x');
    expect(spoken('log(x+1)')).toBe('log of open paren x plus 1 close paren');
    expect(spoken('sin(30°)')).toBe('sine of 30 degrees');
    expect(spoken('1°')).toBe('1 degree');
    expect(spoken('1.5°')).toBe('1.5 degrees');
    expect(spoken('cos(x)^2')).toBe('cosine of open paren x close paren squared');
    expect(spoken('tan(θ)')).toBe('tangent of theta');
    expect(spoken('abs(x-1)')).toBe('the absolute value of open paren x minus 1 close paren');
    expect(spoken('gcd(12, 18)')).toBe(
      'the greatest common divisor of open paren 12, 18 close paren',
    );
    expect(toSpeech(fn('factorial', num(5)))).toBe('the factorial of 5');
    expect(spoken('25%')).toBe('25 percent');
  });

  it('reads relations and lists', () => {
    expect(spoken('x ≤ 3')).toBe('x is less than or equal to 3');
    expect(spoken('1 < x ≥ 0')).toBe('1 is less than x is greater than or equal to 0');
    expect(spoken('x ≠ 2')).toBe('x is not equal to 2');
    expect(spoken('70 ÷ 1.75² ≈ 22.9')).toBe(
      '70 divided by 1.75 squared is approximately equal to 22.9',
    );
    expect(spoken('2x+y=5, x-y=1')).toBe('2 x plus y equals 5, x minus y equals 1');
  });

  it('drops control characters from what a hand-built tree holds, and answers "" for a non-tree', () => {
    expect(toSpeech({ type: 'text', value: 'per\n\u0000month' })).toBe('per month');
    expect(toSpeech(variable('x\u0007′'))).toBe('x prime');
    expect(toSpeech({ type: 'text', value: '\ud800' })).toBe('\ufffd');
    expect(toSpeech(null as unknown as MathNode)).toBe('');
    expect(toSpeech({ type: 'nope' } as unknown as MathNode)).toBe('');
  });

  it('speaks every tree the renderers handle, and <math> carries the same words', () => {
    fc.assert(
      fc.property(mathTree, fc.boolean(), (tree, block) => {
        const speech = toSpeech(tree);
        expect(speech).not.toBe('');
        expect(speech).toBe(speech.trim());
        expect(speech).not.toMatch(/undefined|NaN|\[object|\s{2}|\p{Cc}/u);
        const labels = rootLabels(toMathML(tree, { display: block ? 'block' : 'inline' }));
        expect(labels).toEqual({ alttext: speech, ariaLabel: speech });
      }),
      { numRuns: 1000 },
    );
  });

  it('escapes the label and leaves it out when there is nothing to say', () => {
    const markup = toMathML({ type: 'text', value: 'a < "b" & c' });
    expect(markup).toContain(' alttext="a &lt; &quot;b&quot; &amp; c"');
    expect(rootLabels(markup).ariaLabel).toBe('a < "b" & c');
    expect(toMathML({ type: 'text', value: '' })).toBe(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><mtext></mtext></math>',
    );
  });
});
