// toMathML and toLatex write what a hand-built tree holds so that it reads back as written: MathML
// with no control characters (that Python's XML parser accepts it is checked in
// test/oracle/render-escape.test.ts); LaTeX whose braces balance, with every special of the input
// escaped, that KaTeX renders.
import fc from 'fast-check';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { toLatex } from '../src/math/toLatex';
import { toMathML } from '../src/math/toMathML';
import { CONTROL, checkedMathML, holder } from './render-holders';
import { runs } from './runs';

/** Braces balance, counting neither \{ nor \}. */
const balanced = (latex: string): boolean => {
  let depth = 0;
  for (const c of latex.replace(/\\\\|\\[{}]/g, '')) {
    if (c === '{') depth++;
    if (c === '}' && --depth < 0) return false;
  }
  return depth === 0;
};
/** The LaTeX with its own markup and every escape removed: what is left must hold no special. */
const rawSpecials = (latex: string): string =>
  latex
    .replace(/\\textbackslash\{\}|\\\^\{\}|\\~\{\}|\\[{}$&#_%]/g, '')
    .replace(/\\(text|operatorname|frac|times|left|right|pi|theta|circ|sqrt|log|ln)\b/g, '')
    .replace(/[{}]|\^\{|_\{/g, '')
    .replace(/[^\\$&#%~^_]/g, '');

describe('renderers escape what a hand-built tree holds', () => {
  it('MathML: the examples of the report', () => {
    const a = toMathML({ type: 'variable', name: 'a&b' });
    expect(a).toContain('<mi>a&amp;b</mi>');
    const bell = toMathML({ type: 'text', value: 'ring\u0007 <now>' });
    expect(bell).toContain('<mtext>ring &lt;now&gt;</mtext>');
    expect(bell).not.toMatch(CONTROL);
  });

  it('LaTeX: the examples of the report', () => {
    expect(toLatex({ type: 'variable', name: 'a&b' })).toBe('\\text{a\\&b}');
    expect(toLatex({ type: 'text', value: 'a\\b\u0007' })).toBe('\\text{a\\textbackslash{}b}');
    expect(
      toLatex({ type: 'function', name: 'f_1', args: [{ type: 'variable', name: 'x' }] }),
    ).toBe('\\operatorname{\\text{f\\_1}}\\left(x\\right)');
    expect(toLatex({ type: 'mixed', whole: '2', num: '1', den: '}' })).toBe(
      '2\\frac{1}{\\text{\\}}}',
    );
    expect(toLatex({ type: 'variable', name: 'x' })).toBe('x');
    expect(toLatex({ type: 'number', value: '1.5e-7' })).toBe('1.5 \\times 10^{-7}');
  });

  it('MathML has no control characters and no lone surrogates, for any string in any node', () => {
    fc.assert(
      fc.property(holder, (tree) => {
        checkedMathML(tree);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('LaTeX balances its braces, escapes every special and renders in KaTeX, for any string in any node', () => {
    fc.assert(
      fc.property(holder, (tree) => {
        const latex = toLatex(tree);
        expect(latex).not.toMatch(CONTROL);
        expect(balanced(latex), latex).toBe(true);
        expect(rawSpecials(latex), latex).toBe('');
        expect(() => katex.renderToString(latex, { throwOnError: true }), latex).not.toThrow();
      }),
      { numRuns: runs(2000) },
    );
  });
});
