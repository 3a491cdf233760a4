import { FUNCTION_NAMES } from '../names';
import {
  absArgument,
  type ChildRole,
  digitsOf,
  implicitShowsSign,
  isMathNode,
  type MathNode,
  needsParens,
  SIGN,
} from '../tree';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const script = (digits: string, table: string): string =>
  [...digits].map((d) => table[Number(d)]).join('');

/**
 * Letter runs `parseMath` reads as one word: its function names, `pi`, and the words `or` and
 * `and` that separate list items.
 */
const WORDS = [...FUNCTION_NAMES, 'pi', 'or', 'and'];

/**
 * Whether writing `left` straight before `right` would join letters across the seam into a word
 * the parser reads differently (`2a` + `cos(x)` is `2acos(x)`, arccos; `l` + `n(x)` is `ln(x)`).
 */
const joinsWord = (left: string, right: string): boolean => {
  const tail = /[a-zA-Z]+$/.exec(left)?.[0].toLowerCase() ?? '';
  const head = /^[a-zA-Z]+/.exec(right)?.[0].toLowerCase() ?? '';
  if (!tail || !head) return false;
  const joined = tail + head;
  for (let at = 0; at < tail.length; at++)
    if (WORDS.some((w) => joined.startsWith(w, at) && at + w.length > tail.length)) return true;
  return false;
};

const child = (parent: MathNode, node: MathNode, role: ChildRole): string => {
  const text = render(node);
  return needsParens(parent, node, role, false) ? `(${text})` : text;
};

const exponentText = (exponent: MathNode): string => {
  const digits = digitsOf(exponent);
  if (digits) return script(digits, SUPERSCRIPT);
  const negated = exponent.type === 'neg' ? digitsOf(exponent.arg) : undefined;
  if (negated) return `⁻${script(negated, SUPERSCRIPT)}`;
  const text = render(exponent);
  const atomic =
    exponent.type === 'number' ||
    exponent.type === 'variable' ||
    exponent.type === 'constant' ||
    exponent.type === 'function' ||
    exponent.type === 'log' ||
    exponent.type === 'power';
  return atomic ? `^${text}` : `^(${text})`;
};

/**
 * Whether a node's text ends with an exponent written after ^ without brackets (2^x, e^sin(x²)):
 * a factor written straight after it would read as more of the exponent (2^xln(2)).
 */
const endsRaised = (node: MathNode): boolean => {
  switch (node.type) {
    case 'power': {
      const raised = exponentText(node.exponent);
      return raised.startsWith('^') && !raised.startsWith('^(');
    }
    case 'neg':
      return !needsParens(node, node.arg, 'arg', false) && endsRaised(node.arg);
    case 'binary':
      return !needsParens(node, node.right, 'right', false) && endsRaised(node.right);
    case 'fraction':
      return !needsParens(node, node.den, 'den', false) && endsRaised(node.den);
    default:
      return false;
  }
};

/** |x|, or abs(…) around what has bars of its own (|2|x| + 1| would not read back). */
const absText = (arg: MathNode): string => {
  const inner = render(arg);
  return inner.includes('|') ? `abs(${inner})` : `|${inner}|`;
};

const logName = (base: MathNode | undefined): string => {
  if (!base) return 'log';
  if (base.type === 'constant' && base.name === 'e') return 'ln';
  const digits = digitsOf(base);
  if (digits) return `log${script(digits, SUBSCRIPT)}`;
  if (base.type === 'variable') return `log_${base.name}`;
  return `log_(${render(base)})`;
};

const render = (node: MathNode): string => {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'variable':
      return node.name;
    case 'constant':
      return node.name === 'pi' ? 'π' : 'e';
    case 'text':
      return node.value;
    case 'neg':
      return `−${child(node, node.arg, 'arg')}`;
    case 'binary': {
      const left = child(node, node.left, 'left');
      const right = child(node, node.right, 'right');
      if (node.implicit && !implicitShowsSign(node, false)) {
        // A space where two letters would join into a word (`2a cos(x)`, `a sin(x)`, `l n(x)`),
        // after an exponent written on the line (`2^x ln(2)`, not `2^xln(2)`) and after the
        // imaginary unit before a function (`i sin(θ)`).
        const raised = !needsParens(node, node.left, 'left', false) && endsRaised(node.left);
        const unit = /(?:^|[^a-zA-Z])i$/.test(left) && /^[a-zA-Z]{2}/.test(right);
        // Words and units stand apart from the number they follow: 5 mi.
        const words = node.left.type === 'text' || node.right.type === 'text';
        return raised || unit || words || joinsWord(left, right)
          ? `${left} ${right}`
          : `${left}${right}`;
      }
      // A right operand that opens with a minus gets brackets: 2 − (−8 × 5), not 2 − −8 × 5.
      return `${left} ${SIGN[node.op]} ${right.startsWith('−') ? `(${right})` : right}`;
    }
    case 'fraction':
      return `${child(node, node.num, 'num')}/${child(node, node.den, 'den')}`;
    case 'mixed':
      return `${node.whole} ${node.num}/${node.den}`;
    case 'power':
      return `${child(node, node.base, 'base')}${exponentText(node.exponent)}`;
    case 'root': {
      const radicand = child(node, node.radicand, 'radicand');
      if (!node.index) return `√${radicand}`;
      const index = digitsOf(node.index);
      if (index === '3') return `∛${radicand}`;
      if (index === '4') return `∜${radicand}`;
      return `root(${render(node.radicand)}, ${render(node.index)})`;
    }
    case 'log': {
      // ln|x| rather than ln(|x|).
      const inside = absArgument(node.arg);
      const bars = inside && absText(inside);
      return bars?.startsWith('|')
        ? `${logName(node.base)}${bars}`
        : `${logName(node.base)}(${render(node.arg)})`;
    }
    case 'function': {
      const inside = absArgument(node);
      if (inside) return absText(inside);
      return `${node.name}(${node.args.map(toText).join(', ')})`;
    }
    case 'postfix':
      return `${child(node, node.arg, 'arg')}${node.op}`;
    case 'relation':
      return node.operands
        .map(
          (operand, i) =>
            (i === 0 ? '' : ` ${node.relations[i - 1]} `) + child(node, operand, 'item'),
        )
        .join('');
    case 'list':
      return node.items
        .map((item) => child(node, item, 'item'))
        .join(node.joined === 'or' ? ' or ' : ', ');
    case 'limit':
      return `lim_(${node.variable} → ${render(node.to)}${node.side ?? ''}) ${child(node, node.arg, 'arg')}`;
    case 'integral': {
      // An end of one character sits on the sign as it is, a longer one in braces: ∫_{−1}^{2}.
      const end = (e: MathNode) => (/^.$/u.test(render(e)) ? render(e) : `{${render(e)}}`);
      const sign = node.from && node.to ? `∫_${end(node.from)}^${end(node.to)} ` : '∫';
      return `${sign}${child(node, node.arg, 'arg')} d${node.variable}`;
    }
    case 'point':
      return `(${node.coords.map((c) => child(node, c, 'item')).join(', ')})`;
    case 'matrix':
      return `[${node.rows.map((row) => `[${row.map((c) => child(node, c, 'item')).join(', ')}]`).join(', ')}]`;
  }
};

/**
 * An expression tree as readable one-line Unicode text: `log₄(8) = 3/2`, `x² − 6x = 0`,
 * `x = (3 ± √5)/2`, `ln|x| + C`. `parseMath` reads this text back into the same tree: a product
 * is written without a sign (`2x`) unless letters would join into a function name or word across
 * it, or it follows an exponent written after ^, where a space keeps them apart (`2a cos(x)`, not
 * `2acos(x)`, which reads as arccos; `2^x ln(2)`, not `2^xln(2)`). An absolute value is written
 * with bars, `|x − 1|`, or as `abs(…)` around one that holds bars of its own.
 *
 * @example
 * toText({ type: 'power', base: { type: 'variable', name: 'x' }, exponent: { type: 'number', value: '2' } }); // "x²"
 */
export function toText(node: MathNode): string {
  return isMathNode(node) ? render(node) : '';
}
