import { FUNCTION_NAMES, SUBSCRIPT, SUPERSCRIPT } from '../names';
import {
  ENGLISH_NOTATION,
  functionNamed,
  itemSeparator,
  type Notation,
  writeDecimal,
} from '../notation';
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

const script = (digits: string, table: string): string =>
  [...digits].map((d) => table[Number(d)]).join('');

/**
 * Letter runs `parseMath` reads as one word: its function names, `pi`, and the words `or` and
 * `and` that separate list items.
 */
const WORDS = /* @__PURE__ */ (() => [...FUNCTION_NAMES, 'pi', 'or', 'and'])();

/**
 * Whether writing `left` straight before `right` would join letters across the seam into a word
 * the parser reads differently (`2a` + `cos(x)` is `2acos(x)`, arccos; `l` + `n(x)` is `ln(x)`).
 */
const joinsWord = (left: string, right: string, w: Notation): boolean => {
  const tail = /[a-zA-Z]+$/.exec(left)?.[0].toLowerCase() ?? '';
  const head = /^[a-zA-Z]+/.exec(right)?.[0].toLowerCase() ?? '';
  if (!tail || !head) return false;
  // A language's function name is read only where no letter stands before it: x sen(x).
  const named = Object.values(w.functions ?? {}).map((name) => name.toLowerCase());
  if (named.some((name) => head.startsWith(name))) return true;
  const joined = tail + head;
  for (let at = 0; at < tail.length; at++)
    for (const word of [...WORDS, ...named])
      if (joined.startsWith(word, at) && at + word.length > tail.length) return true;
  return false;
};

const child = (parent: MathNode, node: MathNode, role: ChildRole, w: Notation): string => {
  const text = render(node, w);
  return needsParens(parent, node, role, false) ? `(${text})` : text;
};

const exponentText = (exponent: MathNode, w: Notation): string => {
  const digits = digitsOf(exponent);
  if (digits) return script(digits, SUPERSCRIPT);
  const negated = exponent.type === 'neg' ? digitsOf(exponent.arg) : undefined;
  if (negated) return `⁻${script(negated, SUPERSCRIPT)}`;
  const text = render(exponent, w);
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
const endsRaised = (node: MathNode, w: Notation): boolean => {
  switch (node.type) {
    case 'power': {
      const raised = exponentText(node.exponent, w);
      return raised.startsWith('^') && !raised.startsWith('^(');
    }
    case 'neg':
      return !needsParens(node, node.arg, 'arg', false) && endsRaised(node.arg, w);
    case 'binary':
      return !needsParens(node, node.right, 'right', false) && endsRaised(node.right, w);
    case 'fraction':
      return !needsParens(node, node.den, 'den', false) && endsRaised(node.den, w);
    default:
      return false;
  }
};

/** |x|, or abs(…) around what has bars of its own (|2|x| + 1| would not read back). */
const absText = (arg: MathNode, w: Notation): string => {
  const inner = render(arg, w);
  return inner.includes('|') ? `abs(${inner})` : `|${inner}|`;
};

const logName = (base: MathNode | undefined, w: Notation): string => {
  if (!base) return functionNamed('log', w);
  if (base.type === 'constant' && base.name === 'e') return 'ln';
  const digits = digitsOf(base);
  if (digits) return `log${script(digits, SUBSCRIPT)}`;
  if (base.type === 'variable') return `log_${base.name}`;
  return `log_(${render(base, w)})`;
};

const render = (node: MathNode, w: Notation): string => {
  switch (node.type) {
    case 'number':
      return writeDecimal(node.value, w);
    case 'variable':
      return node.name;
    case 'constant':
      return node.name === 'pi' ? 'π' : 'e';
    case 'text':
      return node.value;
    case 'neg':
      return `−${child(node, node.arg, 'arg', w)}`;
    case 'binary': {
      const left = child(node, node.left, 'left', w);
      const right = child(node, node.right, 'right', w);
      if (node.implicit && !implicitShowsSign(node, false)) {
        // A space where two letters would join into a word (`2a cos(x)`, `a sin(x)`, `l n(x)`),
        // after an exponent written on the line (`2^x ln(2)`, not `2^xln(2)`) and after the
        // imaginary unit before a function (`i sin(θ)`).
        const raised = !needsParens(node, node.left, 'left', false) && endsRaised(node.left, w);
        const unit = /(?:^|[^a-zA-Z])i$/.test(left) && /^[a-zA-Z]{2}/.test(right);
        // Words and units stand apart from the number they follow: 5 mi.
        const words = node.left.type === 'text' || node.right.type === 'text';
        return raised || unit || words || joinsWord(left, right, w)
          ? `${left} ${right}`
          : `${left}${right}`;
      }
      // A right operand that opens with a minus gets brackets: 2 − (−8 × 5), not 2 − −8 × 5.
      return `${left} ${SIGN[node.op]} ${right.startsWith('−') ? `(${right})` : right}`;
    }
    case 'fraction':
      return `${child(node, node.num, 'num', w)}/${child(node, node.den, 'den', w)}`;
    case 'mixed':
      return `${node.whole} ${node.num}/${node.den}`;
    case 'power':
      return `${child(node, node.base, 'base', w)}${exponentText(node.exponent, w)}`;
    case 'root': {
      const radicand = child(node, node.radicand, 'radicand', w);
      if (!node.index) return `√${radicand}`;
      const index = digitsOf(node.index);
      if (index === '3') return `∛${radicand}`;
      if (index === '4') return `∜${radicand}`;
      return `root(${render(node.radicand, w)}${itemSeparator(w)}${render(node.index, w)})`;
    }
    case 'log': {
      // ln|x| rather than ln(|x|).
      const inside = absArgument(node.arg);
      const bars = inside && absText(inside, w);
      return bars?.startsWith('|')
        ? `${logName(node.base, w)}${bars}`
        : `${logName(node.base, w)}(${render(node.arg, w)})`;
    }
    case 'function': {
      const inside = absArgument(node);
      if (inside) return absText(inside, w);
      const args = node.args.map((arg) => render(arg, w)).join(itemSeparator(w));
      return `${functionNamed(node.name, w)}(${args})`;
    }
    case 'postfix':
      return `${child(node, node.arg, 'arg', w)}${node.op}`;
    case 'relation':
      return node.operands
        .map(
          (operand, i) =>
            (i === 0 ? '' : ` ${node.relations[i - 1]} `) + child(node, operand, 'item', w),
        )
        .join('');
    case 'list':
      return node.items
        .map((item) => child(node, item, 'item', w))
        .join(node.joined === 'or' ? ` ${w.or} ` : itemSeparator(w));
    case 'limit':
      return `lim_(${node.variable} → ${render(node.to, w)}${node.side ?? ''}) ${child(node, node.arg, 'arg', w)}`;
    case 'integral': {
      // An end of one character sits on the sign as it is, a longer one in braces: ∫_{−1}^{2}.
      const end = (e: MathNode) => (/^.$/u.test(render(e, w)) ? render(e, w) : `{${render(e, w)}}`);
      const sign = node.from && node.to ? `∫_${end(node.from)}^${end(node.to)} ` : '∫';
      return `${sign}${child(node, node.arg, 'arg', w)} d${node.variable}`;
    }
    case 'point':
      return `(${node.coords.map((c) => child(node, c, 'item', w)).join(itemSeparator(w))})`;
    case 'matrix':
      return `[${node.rows.map((row) => `[${row.map((c) => child(node, c, 'item', w)).join(itemSeparator(w))}]`).join(itemSeparator(w))}]`;
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
 * A `notation` writes it as a language does (see `Notation`): `2,5`, `x = 1; y = 2`, `sen(x)`,
 * `x = 2 o x = 3` in Spanish; without one, in the English notation.
 *
 * @example
 * toText({ type: 'power', base: { type: 'variable', name: 'x' }, exponent: { type: 'number', value: '2' } }); // "x²"
 */
export function toText(node: MathNode): string;
export function toText(node: MathNode, notation: Notation | undefined): string;
export function toText(node: MathNode, notation?: Notation): string {
  // A renderer passed as a callback (`.map(toText)`) is given an index: the English notation.
  return isMathNode(node)
    ? render(node, typeof notation === 'object' ? notation : ENGLISH_NOTATION)
    : '';
}
