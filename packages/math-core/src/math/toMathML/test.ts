import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../_lib/testing';
import { mathTree } from '../arbitrary';
import { parseMath } from '../parseMath';
import { toMathML } from './index';

const MATHML_CORE = new Set([
  'math',
  'mrow',
  'mn',
  'mi',
  'mo',
  'mtext',
  'mfrac',
  'msup',
  'msub',
  'msqrt',
  'mroot',
]);

/**
 * A small well-formedness check: tags balance, every element is MathML Core, text holds no raw
 * "<" or stray "&", and `<math>` is the one root. Returns the problem, or '' when well-formed.
 */
const xmlProblem = (markup: string): string => {
  const stack: string[] = [];
  let roots = 0;
  const pattern = /<(\/?)([a-z]+)((?:\s+[a-z:-]+="[^"<]*")*)\s*>|([^<]+)/gy;
  let consumed = 0;
  for (const match of markup.matchAll(pattern)) {
    consumed += match[0].length;
    const [, closing, name, attributes, text] = match;
    if (attributes && /&(?!(amp|lt|gt|quot);)/.test(attributes)) return `stray & in ${attributes}`;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot);)/.test(text)) return `stray & in ${text}`;
      if (stack.length === 0) return 'text outside <math>';
      continue;
    }
    if (!MATHML_CORE.has(name as string)) return `<${name}> is not MathML Core`;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes the wrong element`;
    } else {
      if (stack.length === 0 && ++roots > 1) return 'more than one root';
      if (stack.length === 0 && name !== 'math') return 'root is not <math>';
      stack.push(name as string);
    }
  }
  if (consumed !== markup.length) return `unreadable markup at ${consumed}`;
  return stack.length === 0 ? '' : `<${stack.at(-1)}> is not closed`;
};

const mathml = (text: string) => toMathML(unwrap(parseMath(text)));

describe('toMathML', () => {
  it('stacks the fraction parseMath read where ÷ and / meet, so the grouping shows', () => {
    const mrow = (...parts: string[]) => `<mrow>${parts.join('')}</mrow>`;
    const frac = (num: string, den: string) => `<mfrac>${num}${den}</mfrac>`;
    const n = (value: string) => `<mn>${value}</mn>`;
    const math = (spoken: string, inner: string) =>
      `<math xmlns="http://www.w3.org/1998/Math/MathML" alttext="${spoken}" aria-label="${spoken}">${inner}</math>`;
    expect(mathml('12÷4/2')).toBe(
      math(
        'the fraction 12 divided by 4 over 2 end fraction',
        frac(mrow(n('12'), '<mo>÷</mo>', n('4')), n('2')),
      ),
    );
    expect(mathml('12 ÷ 3/4')).toBe(
      math(
        'the fraction 12 divided by 3 over 4 end fraction',
        frac(mrow(n('12'), '<mo>÷</mo>', n('3')), n('4')),
      ),
    );
    expect(mathml('12÷(4/2)')).toBe(
      math('12 divided by 4 over 2', mrow(n('12'), '<mo>÷</mo>', frac(n('4'), n('2')))),
    );
    expect(mathml('7/8 ÷ 1/2')).toBe(
      math(
        '7 over 8 divided by 1 over 2',
        mrow(frac(n('7'), n('8')), '<mo>÷</mo>', frac(n('1'), n('2'))),
      ),
    );
  });

  it('typesets fractions, powers, roots and logarithms', () => {
    expect(mathml('3/2')).toBe(
      '<math xmlns="http://www.w3.org/1998/Math/MathML" alttext="3 over 2" aria-label="3 over 2"><mfrac><mn>3</mn><mn>2</mn></mfrac></math>',
    );
    expect(mathml('x^2')).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    expect(mathml('√72')).toContain('<msqrt><mn>72</mn></msqrt>');
    expect(mathml('∛8')).toContain('<mroot><mn>8</mn><mn>3</mn></mroot>');
    expect(mathml('log_4(8) = 3/2')).toContain(
      '<msub><mi>log</mi><mn>4</mn></msub><mo>\u2061</mo><mrow><mo>(</mo><mn>8</mn><mo>)</mo></mrow>',
    );
    expect(mathml('ln(x)')).toContain('<mi>ln</mi>');
    expect(mathml('2 1/2')).toContain('<mn>2</mn><mo>\u2064</mo><mfrac>');
    expect(mathml('5 - (-3)')).toContain(
      '<mo>−</mo><mrow><mo>(</mo><mrow><mo>−</mo><mn>3</mn></mrow><mo>)</mo></mrow>',
    );
    expect(mathml('1.5e-7')).toContain('<msup><mn>10</mn><mrow><mo>−</mo><mn>7</mn></mrow></msup>');
    expect(toMathML({ type: 'text', value: 'a < b & c' })).toContain(
      '<mtext>a &lt; b &amp; c</mtext>',
    );
  });

  it('marks juxtaposed products with invisible times, and shows × between digits', () => {
    expect(mathml('2x')).toContain('<mn>2</mn><mo>\u2062</mo><mi>x</mi>');
    expect(mathml('2 × 3')).toContain('<mn>2</mn><mo>×</mo><mn>3</mn>');
  });

  it("says a number in the spoken label with the notation's decimal mark", () => {
    const tree = unwrap(parseMath('x = 2.5'));
    const comma = toMathML(tree, { notation: { decimal: ',', or: 'o' } });
    expect(comma).toContain('<mn>2,5</mn>');
    expect(comma).toMatch(/alttext="x equals 2,5"/);
    expect(toMathML(tree)).toMatch(/alttext="x equals 2\.5"/);
  });

  it('puts the display mode on the root', () => {
    expect(mathml('1').startsWith('<math xmlns="http://www.w3.org/1998/Math/MathML" ')).toBe(true);
    expect(toMathML(unwrap(parseMath('1')), { display: 'block' })).toMatch(
      /^<math [^>]*display="block"[ >]/,
    );
  });

  it('is well-formed MathML Core with one <math> root for every tree', () => {
    expect(xmlProblem('<math><mi>x</mrow></math>')).not.toBe('');
    expect(xmlProblem('<math><mi>a & b</mi></math>')).not.toBe('');
    fc.assert(
      fc.property(mathTree, (tree) => {
        expect(xmlProblem(toMathML(tree))).toBe('');
      }),
      { numRuns: 1000 },
    );
  });
});
