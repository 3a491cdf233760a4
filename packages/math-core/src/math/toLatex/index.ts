import {
  absArgument,
  binomialArguments,
  type ChildRole,
  implicitShowsSign,
  isMathNode,
  type MathNode,
  needsParens,
} from '../tree';

const OPERATOR = {
  '+': ' + ',
  '-': ' - ',
  '*': ' \\times ',
  '/': ' \\div ',
  '±': ' \\pm ',
} as const;
const RELATION = {
  '=': '=',
  '≈': '\\approx',
  '≠': '\\neq',
  '<': '<',
  '>': '>',
  '≤': '\\leq',
  '≥': '\\geq',
};
const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  θ: 'theta',
  λ: 'lambda',
  μ: 'mu',
  σ: 'sigma',
  φ: 'phi',
  ω: 'omega',
};
const NAMED = /* @__PURE__ */ new Set(
  /* @__PURE__ */ 'sin cos tan cot sec csc sinh cosh tanh exp gcd min max arcsin arccos arctan det'.split(
    ' ',
  ),
);

/**
 * Text for `\text{…}`: the LaTeX specials escaped, tabs and line breaks as spaces, other control
 * characters (and U+FFFE, U+FFFF) dropped, a lone surrogate as U+FFFD.
 */
const escapeText = (text: string): string =>
  text
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[\p{Cc}\ufffe\uffff]/gu, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/[\\{}$&#^_%~]/g, (c) =>
      c === '\\' ? '\\textbackslash{}' : c === '^' ? '\\^{}' : c === '~' ? '\\~{}' : `\\${c}`,
    );
/** Words written as text unless they are plain letters and digits (a variable named a&b). */
const IDENTIFIER = /^[\p{L}\p{N}'′]+$/u;
const asText = (text: string): string => `\\text{${escapeText(text)}}`;
/** Digits as they are; anything else a hand-built tree holds as escaped text. */
const DIGITS = /^\d+$/;
const digits = (text: string): string => (DIGITS.test(text) ? text : asText(text));

const paren = (latex: string): string => `\\left(${latex}\\right)`;
const bars = (latex: string): string => `\\left|${latex}\\right|`;
const child = (parent: MathNode, node: MathNode, role: ChildRole): string => {
  const latex = render(node);
  return needsParens(parent, node, role, true) ? paren(latex) : latex;
};
const group = (latex: string): string => (/^[\w.]+$/.test(latex) ? latex : `{${latex}}`);

const numberLatex = (value: string): string => {
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value)) return asText(value);
  const [mantissa, exponent] = value.toLowerCase().split('e');
  return exponent === undefined ? value : `${mantissa} \\times 10^{${Number(exponent)}}`;
};

const render = (node: MathNode): string => {
  switch (node.type) {
    case 'number':
      return numberLatex(node.value);
    case 'variable':
      return Object.hasOwn(GREEK, node.name)
        ? `\\${GREEK[node.name]}`
        : IDENTIFIER.test(node.name)
          ? node.name
          : asText(node.name);
    case 'constant':
      return node.name === 'pi' ? '\\pi' : 'e';
    case 'text':
      return asText(node.value);
    case 'neg':
      return `-${child(node, node.arg, 'arg')}`;
    case 'binary': {
      const left = child(node, node.left, 'left');
      const right = child(node, node.right, 'right');
      if (node.implicit && !implicitShowsSign(node, true)) return `${left} ${right}`;
      return `${left}${OPERATOR[node.op]}${right}`;
    }
    case 'fraction':
      return `\\frac{${render(node.num)}}{${render(node.den)}}`;
    case 'mixed':
      return `${digits(node.whole)}\\frac{${digits(node.num)}}{${digits(node.den)}}`;
    case 'power':
      return `${group(child(node, node.base, 'base'))}^{${render(node.exponent)}}`;
    case 'root':
      return node.index
        ? `\\sqrt[{${render(node.index)}}]{${render(node.radicand)}}`
        : `\\sqrt{${render(node.radicand)}}`;
    case 'log': {
      const base = node.base;
      const name =
        base === undefined
          ? '\\log'
          : base.type === 'constant' && base.name === 'e'
            ? '\\ln'
            : `\\log_{${render(base)}}`;
      // \ln\left|x\right| rather than \ln\left(\left|x\right|\right).
      const inside = absArgument(node.arg);
      return `${name}${inside ? bars(render(inside)) : paren(render(node.arg))}`;
    }
    case 'function': {
      const inside = absArgument(node);
      if (inside) return bars(render(inside));
      const binomial = binomialArguments(node);
      if (binomial) return `\\binom{${render(binomial[0])}}{${render(binomial[1])}}`;
      const name = NAMED.has(node.name)
        ? `\\${node.name}`
        : /^[A-Za-z]+$/.test(node.name)
          ? `\\operatorname{${node.name}}`
          : `\\operatorname{${asText(node.name)}}`;
      return `${name}${paren(node.args.map(toLatex).join(', '))}`;
    }
    case 'postfix':
      if (node.op === '°') return `${group(child(node, node.arg, 'arg'))}^{\\circ}`;
      return `${child(node, node.arg, 'arg')}${node.op === '%' ? '\\%' : '!'}`;
    case 'relation':
      return node.operands
        .map((operand, i) => {
          const relation = i === 0 ? '' : ` ${RELATION[node.relations[i - 1] ?? '=']} `;
          return relation + child(node, operand, 'item');
        })
        .join('');
    case 'list':
      return node.items
        .map((item) => child(node, item, 'item'))
        .join(node.joined === 'or' ? '\\ \\text{or}\\ ' : ',\\ ');
    case 'limit': {
      const to = render(node.to);
      const side = node.side ? `${to}^{${node.side}}` : to;
      return `\\lim_{${node.variable} \\to ${side}} ${child(node, node.arg, 'arg')}`;
    }
    case 'integral': {
      const sign =
        node.from && node.to ? `\\int_{${render(node.from)}}^{${render(node.to)}}` : '\\int';
      return `${sign} ${child(node, node.arg, 'arg')} \\,d${node.variable}`;
    }
    case 'point':
      return `\\left(${node.coords.map((c) => child(node, c, 'item')).join(', ')}\\right)`;
    case 'matrix':
      return `\\begin{bmatrix}${node.rows.map((row) => row.map(render).join(' & ')).join(' \\\\ ')}\\end{bmatrix}`;
  }
};

/**
 * An expression tree as LaTeX: `\log_{4}\left(8\right) = \frac{3}{2}`.
 *
 * @example
 * toLatex({ type: 'root', radicand: { type: 'number', value: '2' } }); // "\\sqrt{2}"
 */
export function toLatex(node: MathNode): string {
  return isMathNode(node) ? render(node) : '';
}
