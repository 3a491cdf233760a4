import {
  ENGLISH_NOTATION,
  functionNamed,
  itemSeparator,
  type Notation,
  writeDecimal,
} from '../notation';
import { clean, speech } from '../toSpeech';
import {
  absArgument,
  binomialArguments,
  type ChildRole,
  implicitShowsSign,
  isMathNode,
  type MathNode,
  type MathRelation,
  needsParens,
  SIGN,
} from '../tree';

export interface ToMathMLOptions {
  /** `block` centres the formula on its own line; the default sits inline with text. */
  display?: 'inline' | 'block';
  /**
   * How a language writes the mathematics (see `Notation`): its decimal mark, `;` between items
   * where that is a comma, its function names and its word for "or"; the `alttext` is the spoken
   * form in the notation's words (its `speech`, else English) with its decimal mark. Without one,
   * the English notation.
   */
  notation?: Notation;
}

/** U+2062 INVISIBLE TIMES: screen readers say "times" where nothing is printed. */
const INVISIBLE_TIMES = '\u2062';
/** U+2061 FUNCTION APPLICATION: ties a function name to its argument. */
const APPLY = '\u2061';
/** U+2064 INVISIBLE PLUS: 2½ is read as two and one half. */
const INVISIBLE_PLUS = '\u2064';

/** Text that XML can hold (see `clean`), with its markup characters escaped. */
const escapeXml = (text: string): string =>
  clean(text).replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );

const mo = (op: string): string => `<mo>${escapeXml(op)}</mo>`;
const mrow = (...parts: string[]): string => `<mrow>${parts.join('')}</mrow>`;
const fenced = (inner: string): string => mrow(mo('('), inner, mo(')'));

const child = (parent: MathNode, node: MathNode, role: ChildRole, w: Notation): string => {
  const markup = render(node, w);
  return needsParens(parent, node, role, true) ? fenced(markup) : markup;
};

const numberMarkup = (value: string, w: Notation): string => {
  const [mantissa, exponent] = writeDecimal(value, w).toLowerCase().split('e');
  if (exponent === undefined) return `<mn>${escapeXml(writeDecimal(value, w))}</mn>`;
  const power = Number(exponent);
  const exponentMarkup = power < 0 ? mrow(mo('−'), `<mn>${-power}</mn>`) : `<mn>${power}</mn>`;
  return mrow(
    `<mn>${escapeXml(mantissa ?? '')}</mn>`,
    mo('×'),
    `<msup><mn>10</mn>${exponentMarkup}</msup>`,
  );
};

const applied = (name: string, args: string): string => mrow(name, mo(APPLY), fenced(args));
/** What separates items in the notation: `,`, or `;` where the comma is the decimal mark. */
const separator = (w: Notation): string => mo(itemSeparator(w).trim());
/** |x|: an absolute value between bars. */
const bars = (inner: string): string => mrow(mo('|'), inner, mo('|'));

const render = (node: MathNode, w: Notation): string => {
  switch (node.type) {
    case 'number':
      return numberMarkup(node.value, w);
    case 'variable':
      return `<mi>${escapeXml(node.name)}</mi>`;
    case 'constant':
      return node.name === 'pi' ? '<mi>π</mi>' : '<mi>e</mi>';
    case 'text':
      return `<mtext>${escapeXml(node.value)}</mtext>`;
    case 'neg':
      return mrow(mo('−'), child(node, node.arg, 'arg', w));
    case 'binary': {
      const left = child(node, node.left, 'left', w);
      const right = child(node, node.right, 'right', w);
      const implicit = node.implicit && !implicitShowsSign(node, true);
      // Words and units stand apart from the number they follow: 5 mi.
      if (implicit && (node.left.type === 'text' || node.right.type === 'text'))
        return mrow(left, '<mspace width="0.25em"></mspace>', right);
      return mrow(left, mo(implicit ? INVISIBLE_TIMES : SIGN[node.op]), right);
    }
    case 'fraction':
      return `<mfrac>${render(node.num, w)}${render(node.den, w)}</mfrac>`;
    case 'mixed':
      return mrow(
        `<mn>${escapeXml(node.whole)}</mn>`,
        mo(INVISIBLE_PLUS),
        `<mfrac><mn>${escapeXml(node.num)}</mn><mn>${escapeXml(node.den)}</mn></mfrac>`,
      );
    case 'power':
      return `<msup>${child(node, node.base, 'base', w)}${render(node.exponent, w)}</msup>`;
    case 'root':
      return node.index
        ? `<mroot>${render(node.radicand, w)}${render(node.index, w)}</mroot>`
        : `<msqrt>${render(node.radicand, w)}</msqrt>`;
    case 'log': {
      const base = node.base;
      const name =
        base === undefined
          ? `<mi>${functionNamed('log', w)}</mi>`
          : base.type === 'constant' && base.name === 'e'
            ? '<mi>ln</mi>'
            : `<msub><mi>log</mi>${render(base, w)}</msub>`;
      // ln|x| rather than ln(|x|).
      const inside = absArgument(node.arg);
      return inside
        ? mrow(name, mo(APPLY), bars(render(inside, w)))
        : applied(name, render(node.arg, w));
    }
    case 'function': {
      const inside = absArgument(node);
      if (inside) return bars(render(inside, w));
      const binomial = binomialArguments(node);
      if (binomial)
        return mrow(
          mo('('),
          `<mfrac linethickness="0">${render(binomial[0], w)}${render(binomial[1], w)}</mfrac>`,
          mo(')'),
        );
      return applied(
        `<mi>${escapeXml(functionNamed(node.name, w))}</mi>`,
        node.args.map((arg) => render(arg, w)).join(separator(w)),
      );
    }
    case 'postfix':
      return mrow(child(node, node.arg, 'arg', w), mo(node.op));
    case 'relation':
      return mrow(
        ...node.operands.map(
          (operand, i) =>
            (i === 0 ? '' : mo(node.relations[i - 1] as MathRelation)) +
            child(node, operand, 'item', w),
        ),
      );
    case 'list':
      return mrow(
        ...node.items.map(
          (item, i) =>
            (i === 0
              ? ''
              : node.joined === 'or'
                ? `<mtext>&#xA0;${escapeXml(w.or)}&#xA0;</mtext>`
                : separator(w)) + child(node, item, 'item', w),
        ),
      );
    case 'limit': {
      const side = node.side
        ? `<msup>${render(node.to, w)}${mo(node.side === '+' ? '+' : '−')}</msup>`
        : render(node.to, w);
      const under = mrow(`<mi>${escapeXml(node.variable)}</mi>`, mo('→'), side);
      return mrow(
        `<munder><mo movablelimits="false">lim</mo>${under}</munder>`,
        child(node, node.arg, 'arg', w),
      );
    }
    case 'integral': {
      const sign =
        node.from && node.to
          ? `<msubsup>${mo('∫')}${render(node.from, w)}${render(node.to, w)}</msubsup>`
          : mo('∫');
      return mrow(
        sign,
        child(node, node.arg, 'arg', w),
        `<mi>d</mi><mi>${escapeXml(node.variable)}</mi>`,
      );
    }
    case 'point':
      return mrow(
        mo('('),
        ...node.coords.map((c, i) => (i === 0 ? '' : separator(w)) + child(node, c, 'item', w)),
        mo(')'),
      );
    case 'matrix':
      return mrow(
        mo('['),
        `<mtable>${node.rows.map((row) => `<mtr>${row.map((c) => `<mtd>${render(c, w)}</mtd>`).join('')}</mtr>`).join('')}</mtable>`,
        mo(']'),
      );
  }
};

/**
 * An expression tree as MathML Core presentation markup: a `<math>` element that browsers
 * typeset natively and screen readers read as mathematics. The root carries the tree's spoken
 * form (`toSpeech`) as `alttext` and `aria-label`, so assistive technology announces
 * "3 over 2" rather than the glyphs one by one (neither is written when the tree has nothing to
 * say, e.g. an empty `text`). No runtime dependency.
 *
 * @example
 * toMathML({ type: 'fraction', num: { type: 'number', value: '3' }, den: { type: 'number', value: '2' } });
 * // '<math xmlns="http://www.w3.org/1998/Math/MathML" alttext="3 over 2" aria-label="3 over 2"><mfrac><mn>3</mn><mn>2</mn></mfrac></math>'
 */
export function toMathML(node: MathNode, options: ToMathMLOptions = {}): string {
  if (!isMathNode(node)) return '';
  const display = options?.display === 'block' ? ' display="block"' : '';
  const notation = options?.notation ?? ENGLISH_NOTATION;
  const spoken = escapeXml(speech(node, notation));
  const label = spoken === '' ? '' : ` alttext="${spoken}" aria-label="${spoken}"`;
  return `<math xmlns="http://www.w3.org/1998/Math/MathML"${display}${label}>${render(node, notation)}</math>`;
}
