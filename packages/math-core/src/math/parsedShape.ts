/**
 * A tree in the shape `parseMath` reads its `toText` text as, worked out on the tree: what the
 * solver uses where a step's MathML, or a check, must be the maths its text says, without writing
 * the text and reading it back.
 */
import { canonicalNumber, NUMBER } from './parseMath';
import { absArgument, digitsOf, implicitShowsSign, type MathNode, needsParens } from './tree';

/** Whether a text is a number literal the parser reads in one piece: 12, 0.5, .5, 2.50, 1e-7. */
const isLiteral = (text: string): boolean => NUMBER.exec(text)?.[0].length === text.length;

/** The nodes mapped by `parsedShape`, the same array when none of them changes. */
const each = (nodes: MathNode[]): MathNode[] => {
  const mapped = nodes.map(parsedShape);
  return mapped.every((n, i) => n === nodes[i]) ? nodes : mapped;
};

/** Whether a tree has an absolute value in it, which its text writes with bars. */
const hasBars = (node: MathNode): boolean =>
  absArgument(node) !== undefined ||
  Object.values(node).some((v) =>
    Array.isArray(v)
      ? v.some((item) => hasBars(item as MathNode))
      : typeof v === 'object' && v !== null && 'type' in v && hasBars(v as MathNode),
  );

/**
 * Whether a node's text ends in a logarithm of an absolute value written with bars, ln|u|, with
 * nothing after it: the parser reads that log's argument as a factor (as in ln x), so a power, %
 * or ° written straight after it is read into the argument (ln|x|² is ln(|x|²)). So it is for
 * such a log, for √ or ∛ of one (√ln|x|%), and for one with a % or ° already read in.
 */
const endsInBarredLog = (node: MathNode): boolean => {
  switch (node.type) {
    case 'log': {
      const inside = absArgument(node.arg);
      return inside !== undefined && !hasBars(inside);
    }
    case 'root': {
      const prefix = !node.index || digitsOf(node.index) === '3' || digitsOf(node.index) === '4';
      return (
        prefix &&
        !needsParens(node, node.radicand, 'radicand', false) &&
        endsInBarredLog(node.radicand)
      );
    }
    case 'postfix':
      return !needsParens(node, node.arg, 'arg', false) && endsInBarredLog(node.arg);
    default:
      return false;
  }
};

/**
 * `shaped`, the shape of `node` (which `endsInBarredLog`), with what follows its text (`after`,
 * a power or a postfix) read into the argument of the log it ends in.
 */
const readInto = (
  node: MathNode,
  shaped: MathNode,
  after: (arg: MathNode) => MathNode,
): MathNode => {
  if (node.type === 'postfix') return readInto(node.arg, shaped, after);
  if (node.type === 'root' && shaped.type === 'root')
    return { ...shaped, radicand: readInto(node.radicand, shaped.radicand, after) };
  return shaped.type === 'log' ? { ...shaped, arg: after(shaped.arg) } : shaped;
};

/**
 * `parseMath(toText(node))` without the text, for the trees the parser can read (every node but
 * `text`, lists only at the top, the function names it knows). `toText` writes such a tree so that
 * it reads back as the same tree (test/core-totext-roundtrip.test.ts) but for four things, which
 * this does to the tree:
 * - a product marked implicit whose sign is written (2 × 3, x × 1/2, see `implicitShowsSign`)
 *   reads as a product with its sign;
 * - a list of one item is written as that item, and so reads as it;
 * - a number reads in the parser's spelling: 2.50 as 2.5, .5 as 0.5, 1E+21 as 1e21;
 * - a power, % or ° straight after a logarithm written with bars is read into its argument:
 *   (ln|x|)² is written ln|x|², which reads as ln(|x|²) (see `endsInBarredLog`).
 * What none of these changes is returned as it is, the same object.
 */
export const parsedShape = (node: MathNode): MathNode => {
  switch (node.type) {
    case 'number': {
      if (!isLiteral(node.value)) return node;
      const value = canonicalNumber(node.value);
      return value === node.value ? node : { type: 'number', value };
    }
    case 'neg': {
      const arg = parsedShape(node.arg);
      return arg === node.arg ? node : { ...node, arg };
    }
    case 'postfix': {
      const arg = parsedShape(node.arg);
      if (!needsParens(node, node.arg, 'arg', false) && endsInBarredLog(node.arg))
        return readInto(node.arg, arg, (inner) => ({ type: 'postfix', op: node.op, arg: inner }));
      return arg === node.arg ? node : { ...node, arg };
    }
    case 'binary': {
      const [left, right] = [parsedShape(node.left), parsedShape(node.right)];
      // Whether it is written without a sign is decided on the tree as written, this one.
      if (node.implicit === undefined || (node.implicit && !implicitShowsSign(node, false)))
        return left === node.left && right === node.right ? node : { ...node, left, right };
      const { implicit: _, ...signed } = node;
      return { ...signed, left, right };
    }
    case 'fraction': {
      const [num, den] = [parsedShape(node.num), parsedShape(node.den)];
      return num === node.num && den === node.den ? node : { ...node, num, den };
    }
    case 'power': {
      const [base, exponent] = [parsedShape(node.base), parsedShape(node.exponent)];
      if (!needsParens(node, node.base, 'base', false) && endsInBarredLog(node.base))
        return readInto(node.base, base, (inner) => ({ type: 'power', base: inner, exponent }));
      return base === node.base && exponent === node.exponent ? node : { ...node, base, exponent };
    }
    case 'root': {
      const radicand = parsedShape(node.radicand);
      const index = node.index && parsedShape(node.index);
      return radicand === node.radicand && index === node.index
        ? node
        : { ...node, radicand, ...(index ? { index } : {}) };
    }
    case 'log': {
      const arg = parsedShape(node.arg);
      const base = node.base && parsedShape(node.base);
      return arg === node.arg && base === node.base
        ? node
        : { ...node, arg, ...(base ? { base } : {}) };
    }
    case 'function': {
      const args = each(node.args);
      return args === node.args ? node : { ...node, args };
    }
    case 'relation': {
      const operands = each(node.operands);
      return operands === node.operands ? node : { ...node, operands };
    }
    case 'list': {
      if (node.items.length === 1) return parsedShape(node.items[0] as MathNode);
      const items = each(node.items);
      return items === node.items ? node : { ...node, items };
    }
    case 'limit':
    case 'integral': {
      const arg = parsedShape(node.arg);
      return arg === node.arg ? node : { ...node, arg };
    }
    case 'point': {
      const coords = each(node.coords);
      return coords === node.coords ? node : { ...node, coords };
    }
    case 'matrix': {
      const rows = node.rows.map(each);
      return rows.every((row, i) => row === node.rows[i]) ? node : { ...node, rows };
    }
    default:
      return node;
  }
};
