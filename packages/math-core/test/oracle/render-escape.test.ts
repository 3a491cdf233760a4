/**
 * The renderers' MathML read by Python's XML parser (expat, a separate implementation; the slow
 * project, as it starts python3): the examples of the report and 2,000 hand-built trees with a
 * string in every place are well-formed. The examples and the other properties are in
 * test/render-escape.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMathML } from '../../src/math/toMathML';
import { runPython } from '../python';
import { checkedMathML, holder } from '../render-holders';

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
  return runPython<string[]>(SCRIPT, docs);
};

describe('renderers escape what a hand-built tree holds', () => {
  it('MathML: the examples of the report are well-formed XML (their text: the unit test)', () => {
    const a = toMathML({ type: 'variable', name: 'a&b' });
    const bell = toMathML({ type: 'text', value: 'ring\u0007 <now>' });
    expect(parseXml([a, bell])).toEqual(['', '']);
  });

  it('MathML is well-formed XML with no control characters, for any string in any node', () => {
    const docs: string[] = [];
    fc.assert(
      fc.property(holder, (tree) => {
        docs.push(checkedMathML(tree));
      }),
      { numRuns: 2000 },
    );
    const problems = parseXml(docs);
    const bad = problems.map((p, i) => (p ? `${p}: ${docs[i]}` : '')).filter(Boolean);
    expect(bad).toEqual([]);
  });
});
