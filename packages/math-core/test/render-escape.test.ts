// toMathML and toLatex write what a hand-built tree holds so that it reads back as written: MathML
// that an XML parser (Python's expat, a separate implementation) accepts, with no control
// characters; LaTeX whose braces balance, with every special of the input escaped, that KaTeX
// renders.
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { toLatex } from '../src/math/toLatex';
import { toMathML } from '../src/math/toMathML';
import type { MathNode } from '../src/math/tree';

const CONTROL = /\p{Cc}/u;

/** Each document parsed by Python's XML parser: '' when well-formed, the error otherwise. */
const SCRIPT = `
import json, sys
import xml.etree.ElementTree as ET
out = []
for doc in json.load(sys.stdin):
    try:
        ET.fromstring(doc.encode('utf-8'))
        out.append('')
    except Exception as e:
        out.append(str(e))
print(json.dumps(out))
`;
const parseXml = (docs: string[]): string[] => {
  const run = spawnSync('python3', ['-c', SCRIPT], {
    input: JSON.stringify(docs),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
};

/** Strings with the characters that break markup: specials, controls, lone surrogates. */
const nasty = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", '\\', '{', '}', '$', '#', '_', '^', '~', '%', ' '),
    fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\ud800', '\udc00', '\ufffe', '\uffff', 'π', 'θ', 'é', '😀'),
    fc.constantFrom('a', 'b', 'x', '1', '2', '.'),
  ),
  maxLength: 12,
});
/** A tree with a string in every place a string can be: text, variable, number, function, mixed. */
const holder = fc.tuple(nasty, fc.nat({ max: 4 })).map(([s, kind]): MathNode => {
  const x: MathNode = { type: 'variable', name: 'x' };
  switch (kind) {
    case 0:
      return { type: 'text', value: s };
    case 1:
      return { type: 'binary', op: '+', left: { type: 'variable', name: s }, right: x };
    case 2:
      return { type: 'relation', operands: [x, { type: 'number', value: s }], relations: ['='] };
    case 3:
      return { type: 'function', name: s, args: [x] };
    default:
      return { type: 'mixed', whole: s, num: s, den: s };
  }
});

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
    expect(parseXml([a, bell])).toEqual(['', '']);
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

  it('MathML is well-formed XML with no control characters, for any string in any node', () => {
    const docs: string[] = [];
    fc.assert(
      fc.property(holder, (tree) => {
        const markup = toMathML(tree);
        expect(markup).not.toMatch(CONTROL);
        expect(markup).not.toMatch(
          /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
        );
        docs.push(markup);
      }),
      { numRuns: 2000 },
    );
    const problems = parseXml(docs);
    const bad = problems.map((p, i) => (p ? `${p}: ${docs[i]}` : '')).filter(Boolean);
    expect(bad).toEqual([]);
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
      { numRuns: 2000 },
    );
  });
});
