/**
 * Hand-built trees for the renderers' escaping tests (test/render-escape.test.ts, and the XML
 * check of their MathML in test/oracle/render-escape.test.ts): a string in every place a tree
 * holds one, made of the characters that break markup; and the spoken labels a `<math>` root
 * carries, read back for the spoken form's tests.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { toMathML } from '../src/math/toMathML';
import type { MathNode } from '../src/math/tree';

export const CONTROL = /\p{Cc}/u;

/** Strings with the characters that break markup: specials, controls, lone surrogates. */
export const nasty = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", '\\', '{', '}', '$', '#', '_', '^', '~', '%', ' '),
    fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\ud800', '\udc00', '\ufffe', '\uffff', 'π', 'θ', 'é', '😀'),
    fc.constantFrom('a', 'b', 'x', '1', '2', '.'),
  ),
  maxLength: 12,
});
/** A tree with a string in every place a string can be: text, variable, number, function, mixed. */
export const holder = fc.tuple(nasty, fc.nat({ max: 4 })).map(([s, kind]): MathNode => {
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

/** The tree's MathML, checked to hold no control character and no lone surrogate. */
export const checkedMathML = (tree: MathNode): string => {
  const markup = toMathML(tree);
  expect(markup).not.toMatch(CONTROL);
  expect(markup).not.toMatch(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
  );
  return markup;
};

/** The `alttext` and `aria-label` of a `<math>` root, unescaped; undefined when absent. */
export const rootLabels = (markup: string) => {
  const root = /^<math\b[^>]*>/.exec(markup)?.[0] ?? '';
  const attribute = (name: string) => {
    const value = new RegExp(` ${name}="([^"]*)"`).exec(root)?.[1];
    return value?.replace(/&(lt|gt|quot|amp);/g, (_, e: string) =>
      e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : '&',
    );
  };
  return { alttext: attribute('alttext'), ariaLabel: attribute('aria-label') };
};
