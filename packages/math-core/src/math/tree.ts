/**
 * Math as data: the expression tree that steps, answers and questions are built from. Renderers
 * turn a tree into readable Unicode text (`toText`), LaTeX (`toLatex`) or MathML (`toMathML`);
 * `parseMath` reads what people type into the same tree.
 *
 * Numbers are kept as their decimal text (never a float), so `0.1` stays `0.1` and a value
 * computed exactly elsewhere is shown with exactly the digits it was given. Negative numbers are
 * `neg` nodes around a number, which keeps one spelling for every value.
 */

/** Relations a statement can chain: `a = b ≈ c`. */
export type MathRelation = '=' | '≈' | '≠' | '<' | '>' | '≤' | '≥';

/** Binary operators: `*` and `/` render as × and ÷; `±` is plus-or-minus. */
export type MathOperator = '+' | '-' | '*' | '/' | '±';

/** How each operator is written in text and MathML: − for -, × for *, ÷ for /. */
export const SIGN = { '+': '+', '-': '−', '*': '×', '/': '÷', '±': '±' } as const;

export type MathNode =
  /** A non-negative decimal literal as text: `"3"`, `"0.25"`, `"1.5e-7"`. */
  | { type: 'number'; value: string }
  /** A variable: `x`, `y`, `θ`. */
  | { type: 'variable'; name: string }
  /** π or Euler's e. */
  | { type: 'constant'; name: 'pi' | 'e' }
  /** Unary minus: −x, −3. */
  | { type: 'neg'; arg: MathNode }
  /**
   * `left op right`. `implicit` marks a product written by juxtaposition (`2x`, `3(x − 2)`),
   * which renders without a sign.
   */
  | { type: 'binary'; op: MathOperator; left: MathNode; right: MathNode; implicit?: boolean }
  /** A fraction (stacked when typeset, `a/b` as text). */
  | { type: 'fraction'; num: MathNode; den: MathNode }
  /** A mixed number such as 2 1/2 (whole, numerator and denominator are digit strings). */
  | { type: 'mixed'; whole: string; num: string; den: string }
  | { type: 'power'; base: MathNode; exponent: MathNode }
  /** √x, or the `index`-th root (∛x for 3). */
  | { type: 'root'; radicand: MathNode; index?: MathNode }
  /** Logarithm: no `base` is the common log (base 10), the constant e as base is ln. */
  | { type: 'log'; arg: MathNode; base?: MathNode }
  /** Any other named function: sin(x), abs(x), gcd(12, 18). */
  | { type: 'function'; name: string; args: MathNode[] }
  /** A postfix sign: 25%, 70°, 5! (a factorial). */
  | { type: 'postfix'; op: '%' | '°' | '!'; arg: MathNode }
  /** A chain of relations: operands.length === relations.length + 1. */
  | { type: 'relation'; operands: MathNode[]; relations: MathRelation[] }
  /**
   * A comma-separated list: a system's solution `x = 2, y = 3`; joined by "or" when its items
   * are alternatives, any one of them the answer (`x = 2 or x = 3`).
   */
  | { type: 'list'; items: MathNode[]; joined?: 'or' }
  /** A point of the plane (or of more dimensions) by its coordinates: (1, 2). */
  | { type: 'point'; coords: MathNode[] }
  /** A matrix by its rows, each as long as the first: [[1, 2], [3, 4]]; a column vector [[1], [2]]. */
  | { type: 'matrix'; rows: MathNode[][] }
  /**
   * The limit of `arg` as `variable` approaches `to` (a value, or ∞ and −∞ written as the text
   * node ∞), from one side when `side` is given: + from above, − from below.
   */
  | { type: 'limit'; arg: MathNode; variable: string; to: MathNode; side?: '+' | '-' }
  /**
   * The integral of `arg` in `variable`, ∫f dx, definite from `from` to `to` when both are given
   * (∞ and −∞ written as the text node ∞).
   */
  | { type: 'integral'; arg: MathNode; variable: string; from?: MathNode; to?: MathNode }
  /** Words or a unit next to the maths: `cm`, `per month`. Rendered as text, never parsed. */
  | { type: 'text'; value: string };

/**
 * Binding strength: a child weaker than its context is put in parentheses. A fraction binds
 * tighter than × and ÷, so `2 1/2 × 4/5` is 2½ × (4/5); how `parseMath` reads a `/` next to a ÷
 * is `dividesFractions`.
 */
export const precedence = (node: MathNode): number => {
  switch (node.type) {
    case 'list':
      return 0;
    case 'relation':
      return 1;
    case 'binary':
      return node.op === '*' || node.op === '/' ? 3 : 2;
    case 'fraction':
      return 4;
    case 'neg':
      return 5;
    case 'power':
      return 6;
    default:
      return 7;
  }
};

/**
 * A plain number: a number literal or a single letter (a variable, π, e), with or without a minus
 * sign before it: 3, 0.5, −3, x, −a.
 */
const plainNumber = (node: MathNode): boolean => {
  const inner = node.type === 'neg' ? node.arg : node;
  return inner.type === 'number' || inner.type === 'variable' || inner.type === 'constant';
};

/** A fraction of two plain numbers (7/8, −7/8, ½, a/b) or a mixed number (2 1/2), maybe negated. */
const plainFraction = (node: MathNode): boolean => {
  const inner = node.type === 'neg' ? node.arg : node;
  return (
    inner.type === 'mixed' ||
    (inner.type === 'fraction' && plainNumber(inner.num) && plainNumber(inner.den))
  );
};

/**
 * How `parseMath` reads a `/` next to a ÷. The two signs read left to right at the same level:
 * `12÷4/2` is (12 ÷ 4)/2 and `12 ÷ 3/4` is (12 ÷ 3)/4. The one exception is a fraction divided
 * by a fraction: a / between two plain numbers straight after a ÷ is a fraction bar (binds
 * first) when a plain-number fraction or a mixed number stands directly before that ÷, as its
 * left operand or the last factor of it: `7/8 ÷ 1/2` is 7/8 ÷ (1/2), as are `2 × 7/8 ÷ 1/2`,
 * `2 1/2 ÷ 1/4` and, with letters for the numbers, `a/b ÷ c/d`. This says whether
 * `dividend ÷ divisor`, with `divisor` a fraction, is that exception, so `toText` can leave out
 * the brackets there and only there.
 */
export const dividesFractions = (dividend: MathNode, divisor: MathNode): boolean => {
  const before =
    dividend.type === 'binary' && (dividend.op === '*' || dividend.op === '/')
      ? dividend.right
      : dividend;
  return (
    divisor.type === 'fraction' &&
    plainNumber(divisor.num) &&
    plainNumber(divisor.den) &&
    plainFraction(before)
  );
};

/** What an absolute value holds (x for abs(x)); undefined for any other node. */
export const absArgument = (node: MathNode): MathNode | undefined =>
  node.type === 'function' && node.name === 'abs' && node.args.length === 1
    ? node.args[0]
    : undefined;

/**
 * n and k of a binomial coefficient, binomial(n, k): the number of ways to choose k things of n,
 * shown as n over k in brackets and read "n choose k".
 */
export const binomialArguments = (node: MathNode): [MathNode, MathNode] | undefined =>
  node.type === 'function' && node.name === 'binomial' && node.args.length === 2
    ? (node.args as [MathNode, MathNode])
    : undefined;

/** The digits of a number that is a plain run of digits (what super- and subscripts can show). */
export const digitsOf = (node: MathNode): string | undefined =>
  node.type === 'number' && /^\d+$/.test(node.value) ? node.value : undefined;

/** Where a child sits in its parent, for deciding on parentheses. */
export type ChildRole = 'left' | 'right' | 'arg' | 'num' | 'den' | 'base' | 'radicand' | 'item';

const atomicBase = (node: MathNode): boolean =>
  (node.type === 'number' && !/e/i.test(node.value)) ||
  node.type === 'variable' ||
  node.type === 'constant' ||
  node.type === 'function' ||
  node.type === 'log' ||
  node.type === 'matrix';

/**
 * Whether `child` needs parentheses in `parent`. Typeset output (LaTeX, MathML) stacks fractions
 * and raises exponents, so it needs fewer than the one-line text form.
 */
export const needsParens = (
  parent: MathNode,
  child: MathNode,
  role: ChildRole,
  typeset: boolean,
): boolean => {
  const p =
    typeset && (child.type === 'fraction' || child.type === 'mixed') ? 6 : precedence(child);
  switch (parent.type) {
    case 'binary': {
      const own = precedence(parent);
      // (1/2)x rather than 1/2x, which reads as 1/(2x) to many.
      if (role === 'left')
        return (
          p < own || (p === 4 && parent.implicit === true && !implicitShowsSign(parent, typeset))
        );
      // On one line a / after ÷ reads left to right (12 ÷ 4/2 is (12 ÷ 4)/2), so a fraction
      // dividing gets brackets, 12 ÷ (4/2), except where the text reads as a fraction divided
      // by a fraction anyway (3/4 ÷ 5/8).
      return (
        p <= own ||
        child.type === 'neg' ||
        (!typeset &&
          parent.op === '/' &&
          child.type === 'fraction' &&
          !dividesFractions(parent.left, child))
      );
    }
    case 'neg':
      return p < 5 || child.type === 'neg';
    case 'limit':
      return p <= 3 || child.type === 'neg';
    // ∫x² dx, ∫2x dx, ∫(x + 1) dx.
    case 'integral':
      return p <= 2 || child.type === 'neg';
    case 'postfix':
      return p < 7;
    case 'fraction':
      if (typeset) return false;
      // A mixed number over a bar is bracketed: 1 1/2/2 would read as 1½ ÷ 2.
      return role === 'num'
        ? p <= 4 || (!typeset && endsWithMixed(child))
        : p <= 4 || child.type === 'neg';
    case 'power':
      return role === 'base' && !atomicBase(child);
    case 'root':
      return !typeset && !atomicBase(child) && child.type !== 'root';
    case 'relation':
      return p <= 1;
    case 'list':
      return p <= 0;
    default:
      return false;
  }
};

/**
 * Whether a node's rendering begins with a digit or a minus sign: such a right factor cannot be
 * written next to its left one (2·3 is not "23", x·(−1/2) is not "x−1/2"), so the product shows
 * its sign.
 */
const startsWithDigit = (node: MathNode, typeset: boolean): boolean => {
  switch (node.type) {
    case 'number':
    case 'mixed':
    case 'neg':
      return true;
    case 'power':
      return !needsParens(node, node.base, 'base', typeset) && startsWithDigit(node.base, typeset);
    case 'postfix':
      return !needsParens(node, node.arg, 'arg', typeset) && startsWithDigit(node.arg, typeset);
    case 'binary':
      return !needsParens(node, node.left, 'left', typeset) && startsWithDigit(node.left, typeset);
    case 'fraction':
      return (
        !typeset &&
        !needsParens(node, node.num, 'num', typeset) &&
        startsWithDigit(node.num, typeset)
      );
    case 'relation':
      return startsWithDigit(node.operands[0] as MathNode, typeset);
    default:
      return false;
  }
};

/** Whether a node's one-line text ends with a mixed number (2 1/2x would not read back). */
const endsWithMixed = (node: MathNode): boolean => {
  const last = (child: MathNode, role: ChildRole) =>
    !needsParens(node, child, role, false) && endsWithMixed(child);
  switch (node.type) {
    case 'mixed':
      return true;
    case 'neg':
      return last(node.arg, 'arg');
    case 'binary':
      return last(node.right, 'right');
    case 'fraction':
      return last(node.den, 'den');
    default:
      return false;
  }
};

/**
 * Whether an implicit product must show its sign after all: before a factor that starts with a
 * digit (see `startsWithDigit`), or after a mixed number in text.
 */
export const implicitShowsSign = (
  node: Extract<MathNode, { type: 'binary' }>,
  typeset: boolean,
): boolean =>
  node.op === '*' &&
  node.implicit === true &&
  ((!needsParens(node, node.right, 'right', typeset) && startsWithDigit(node.right, typeset)) ||
    (!typeset && precedence(node.left) >= 3 && endsWithMixed(node.left)));

/** Trees larger or deeper than this are not rendered (nothing math-core builds comes close). */
const MAX_NODES = 20_000;
const MAX_TREE_DEPTH = 200;

const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Whether `value` is a well-formed expression tree of bounded size. The renderers and the
 * evaluator check this first, so a value from an untyped caller gives an empty answer instead of
 * a crash.
 */
export const isMathNode = (value: unknown): value is MathNode => {
  let budget = MAX_NODES;
  const check = (node: unknown, depth: number): boolean => {
    if (--budget < 0 || depth > MAX_TREE_DEPTH) return false;
    if (typeof node !== 'object' || node === null) return false;
    const n = node as Record<string, unknown>;
    const sub = (v: unknown) => check(v, depth + 1);
    /** An array of at least `min` items, each passing `each` (a tree, unless told). */
    const all = (v: unknown, min: number, each = sub) =>
      Array.isArray(v) && v.length >= min && v.every(each);
    switch (n.type) {
      case 'number':
      case 'text':
        return isString(n.value);
      case 'variable':
        return isString(n.name);
      case 'constant':
        return n.name === 'pi' || n.name === 'e';
      case 'neg':
        return sub(n.arg);
      case 'binary':
        return isString(n.op) && Object.hasOwn(SIGN, n.op) && sub(n.left) && sub(n.right);
      case 'fraction':
        return sub(n.num) && sub(n.den);
      case 'mixed':
        return isString(n.whole) && isString(n.num) && isString(n.den);
      case 'power':
        return sub(n.base) && sub(n.exponent);
      case 'root':
        return sub(n.radicand) && (n.index === undefined || sub(n.index));
      case 'log':
        return sub(n.arg) && (n.base === undefined || sub(n.base));
      case 'function':
        return isString(n.name) && all(n.args, 0);
      case 'postfix':
        return isString(n.op) && n.op.length === 1 && '%°!'.includes(n.op) && sub(n.arg);
      case 'relation':
        return (
          all(n.operands, 2) &&
          Array.isArray(n.relations) &&
          n.relations.length === (n.operands as unknown[]).length - 1 &&
          n.relations.every((r) => isString(r) && r.length === 1 && '=≈≠<>≤≥'.includes(r))
        );
      case 'list':
        return all(n.items, 0);
      case 'point':
        return all(n.coords, 2);
      case 'matrix':
        // Rows of one length, each an array of at least one entry.
        return all(n.rows, 1, (r) => all(r, 1) && (r as []).length === (n.rows as [[]])[0].length);
      case 'limit':
        return (
          sub(n.arg) &&
          isString(n.variable) &&
          sub(n.to) &&
          (n.side === undefined || n.side === '+' || n.side === '-')
        );
      case 'integral':
        return (
          sub(n.arg) &&
          isString(n.variable) &&
          (n.from === undefined) === (n.to === undefined) &&
          (n.from === undefined || (sub(n.from) && sub(n.to)))
        );
      default:
        return false;
    }
  };
  return check(value, 0);
};
