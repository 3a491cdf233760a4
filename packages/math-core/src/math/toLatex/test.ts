import fc from 'fast-check';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../_lib/testing';
import { mathTree } from '../arbitrary';
import { parseMath } from '../parseMath';
import { toLatex } from './index';

const latex = (text: string) => toLatex(unwrap(parseMath(text)));

describe('toLatex', () => {
  it('writes standard LaTeX', () => {
    expect(latex('log_4(8) = 3/2')).toBe('\\log_{4}\\left(8\\right) = \\frac{3}{2}');
    expect(latex('x^2 - 6x = 0')).toBe('x^{2} - 6 x = 0');
    expect(latex('x = (3 ± √5)/2')).toBe('x = \\frac{3 \\pm \\sqrt{5}}{2}');
    expect(latex('2 1/2 × 4/5')).toBe('2\\frac{1}{2} \\times \\frac{4}{5}');
    expect(latex('ln(x) ≈ 2')).toBe('\\ln\\left(x\\right) \\approx 2');
    expect(latex('25%')).toBe('25\\%');
    expect(latex('θ ≥ 70°')).toBe('\\theta \\geq 70^{\\circ}');
    expect(toLatex({ type: 'text', value: '50% & $5_{a}' })).toBe(
      '\\text{50\\% \\& \\$5\\_\\{a\\}}',
    );
  });

  it('stacks the fraction parseMath read where ÷ and / meet, so the grouping shows', () => {
    expect(latex('12÷4/2')).toBe('\\frac{12 \\div 4}{2}');
    expect(latex('12 ÷ 3/4')).toBe('\\frac{12 \\div 3}{4}');
    expect(latex('12÷(4/2)')).toBe('12 \\div \\frac{4}{2}');
    expect(latex('12/4÷2')).toBe('\\frac{12}{4} \\div 2');
    expect(latex('7/8 ÷ 1/2')).toBe('\\frac{7}{8} \\div \\frac{1}{2}');
  });

  it('renders without error in KaTeX, an independent renderer, for every tree', () => {
    fc.assert(
      fc.property(mathTree, (tree) => {
        expect(() => katex.renderToString(toLatex(tree), { throwOnError: true })).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
