import { fail } from '../../_lib/result';
import type { Result } from '../../types';
import { refused, said } from '../refusal';
import { dividesFractions, type MathNode, type MathRelation } from '../tree';
import {
  describe,
  PARSE_REFUSALS,
  ParseError,
  type ParseRefusal,
  POWER_ON_NAME,
  type Positioned,
  shown,
  type Token,
  tokenize,
} from './tokens';

export { canonicalNumber, NUMBER } from './tokens';

/** Names whose argument in square brackets is a matrix or a column vector: transpose [1, 2]. */
const MATRIX_NAMES = ['det', 'inverse', 'transpose', 'rank'];

/** Longer input is refused: nothing a person types into one answer box is this long. */
export const MAX_MATH_LENGTH = 1000;
/** Deeper nesting is refused, so a crafted input cannot exhaust the stack. */
const MAX_DEPTH = 64;

/**
 * A Pratt parser. Binding powers: 2 (+ − ±), 3 (× ÷ and juxtaposition), 4 (the fraction bar /),
 * 5 (unary −), 6 (^); superscripts, % and ° bind tightest.
 *
 * / and ÷ read left to right at the same level: the right operand of ÷ stops before a /, so
 * `12÷4/2` is (12 ÷ 4)/2 = 3/2 and `12 ÷ 3/4` is (12 ÷ 3)/4, while `12/4÷2` is (12/4) ÷ 2. The
 * one exception is a fraction divided by a fraction: a / between two plain numbers (a number or a
 * single letter, maybe with a minus sign) straight after a ÷ is a fraction bar when a fraction of
 * plain numbers or a mixed number stands directly before the ÷ (`7/8 ÷ 1/2` = 7/4,
 * `2 1/2 ÷ 1/4` = 10, `a/b ÷ c/d`; see `dividesFractions`). A / straight after a mixed number
 * is read as that ÷ (`1 1/2 / 1/2` is 1½ ÷ ½ = 3): a mixed number is not written over a fraction
 * bar. × keeps the fraction bar first, `2 × 3/4` is 2 × (3/4), which is the same value as
 * reading it left to right.
 */
class Parser {
  private index = 0;
  private depth = 0;
  /** How many |…| are open around what is being read: a | then closes the innermost. */
  private absDepth = 0;
  /**
   * What was read in square brackets, by the node it gave, as a matrix's row: [1, 2] its two
   * entries, [5] the one.
   */
  private readonly rows = new Map<MathNode, MathNode[]>();
  constructor(private readonly tokens: Positioned[]) {}

  private peek(): Positioned {
    return this.tokens[this.index] as Positioned;
  }
  private next(): Positioned {
    const token = this.peek();
    if (token.t !== 'end') this.index += 1;
    return token;
  }
  /** The next token, which must be a `t`; else the refusal that `what` is missing. */
  private expect(t: Token['t'], what: ParseRefusal): void {
    const token = this.peek();
    if (token.t !== t) throw this.missing(what, token);
    this.next();
  }
  /** That `what` is missing at `token`, which is where the reading stopped. */
  private missing(what: ParseRefusal, token: Positioned): ParseError {
    const at = this.tokens.indexOf(token);
    return new ParseError('parseMissing', {
      what: said(PARSE_REFUSALS, what),
      where: describe(token, this.tokens[at - 1]),
    });
  }
  /** A token that cannot stand where it is. */
  private unexpected(token: Positioned): ParseError {
    const at = this.tokens.indexOf(token);
    const before = this.tokens[at - 1];
    if (token.t === 'end')
      return before
        ? new ParseError('parseEndAfter', { before: shown(before) })
        : new ParseError('parseNothing');
    if (token.t === ')') return new ParseError('parseUnopened');
    return before
      ? new ParseError('parseCannotFollow', { token: shown(token), before: shown(before) })
      : new ParseError('parseCannotComeFirst', { token: shown(token) });
  }

  parseTop(): MathNode {
    const items = [this.parseRelation()];
    while (this.peek().t === ',') {
      this.next();
      items.push(this.parseRelation());
    }
    const last = this.peek();
    if (last.t !== 'end') throw this.unexpected(last);
    return items.length === 1 ? (items[0] as MathNode) : { type: 'list', items };
  }

  private parseRelation(): MathNode {
    const operands = [this.parseExpr(0)];
    const relations: MathRelation[] = [];
    for (let token = this.peek(); token.t === 'rel'; token = this.peek()) {
      this.next();
      relations.push(token.rel);
      operands.push(this.parseExpr(0));
    }
    return relations.length === 0
      ? (operands[0] as MathNode)
      : { type: 'relation', operands, relations };
  }

  private parseExpr(minBp: number): MathNode {
    if (++this.depth > MAX_DEPTH) throw new ParseError('parseTooDeep');
    const [first, second] = [this.peek(), this.tokens[this.index + 1]];
    let left = this.parsePrefix();
    // A mixed number as typed (not in brackets), maybe with a minus sign: a / after it divides.
    const mixed =
      first.t === 'mixed' || (first.t === 'op' && first.op === '-' && second?.t === 'mixed')
        ? left
        : undefined;
    for (;;) {
      const token = this.peek();
      if (token.t === 'op') {
        const { op } = token;
        if (op === '%' || op === '°' || op === '!') {
          this.next();
          left = { type: 'postfix', op, arg: left };
          continue;
        }
        if (op === '^') {
          if (minBp > 6) break;
          this.next();
          left = { type: 'power', base: left, exponent: this.parseExpr(6) };
          continue;
        }
        const bp = op === '+' || op === '-' || op === '±' ? 2 : op === '/' ? 4 : 3;
        if (bp < minBp) break;
        this.next();
        // A / after a mixed number divides it, as ÷ does: 1 1/2 / 1/2 is 1½ ÷ ½ = 3.
        if (op === '÷' || (op === '/' && left === mixed)) {
          left = this.parseQuotient(left);
          continue;
        }
        const right = this.parseExpr(bp + 1);
        left =
          op === '/'
            ? { type: 'fraction', num: left, den: right }
            : { type: 'binary', op, left, right };
        continue;
      }
      if (token.t === 'sup') {
        this.next();
        const value: MathNode = { type: 'number', value: token.value };
        left = {
          type: 'power',
          base: left,
          exponent: token.negative ? { type: 'neg', arg: value } : value,
        };
        continue;
      }
      if (token.t === 'num' || token.t === 'mixed') throw this.missing('parseOperator', token);
      if (token.t === '|') {
        // Inside |…| a bar after an operand closes it; elsewhere it opens a factor: 2|x − 1|.
        if (this.absDepth > 0 || minBp > 3) break;
        left = { type: 'binary', op: '*', left, right: this.parseExpr(4), implicit: true };
        continue;
      }
      if (
        token.t === 'var' ||
        token.t === 'const' ||
        token.t === 'name' ||
        token.t === '(' ||
        token.t === 'root' ||
        token.t === 'vulgar'
      ) {
        if (minBp > 3) break;
        left = { type: 'binary', op: '*', left, right: this.parseExpr(4), implicit: true };
        continue;
      }
      break;
    }
    this.depth -= 1;
    return left;
  }

  /**
   * `dividend ÷ …`, the ÷ just read. Its right operand stops before a /, which then divides the
   * whole quotient (left to right), unless the two make a fraction divided by a fraction
   * (`dividesFractions`): then the / is that fraction's bar. Either way the / and its denominator
   * are read exactly as the loop in `parseExpr` would read them, so nothing is read twice.
   */
  private parseQuotient(dividend: MathNode): MathNode {
    const right = this.parseExpr(5);
    const bar = this.peek();
    if (bar.t !== 'op' || bar.op !== '/') return { type: 'binary', op: '/', left: dividend, right };
    this.next();
    const den = this.parseExpr(5);
    const fraction: MathNode = { type: 'fraction', num: right, den };
    return dividesFractions(dividend, fraction)
      ? { type: 'binary', op: '/', left: dividend, right: fraction }
      : { type: 'fraction', num: { type: 'binary', op: '/', left: dividend, right }, den };
  }

  private parsePrefix(): MathNode {
    const token = this.peek();
    if (token.t === 'op' && token.op === '-') {
      this.next();
      return { type: 'neg', arg: this.parseExpr(5) };
    }
    if (token.t === 'op' && token.op === '+') {
      this.next();
      return this.parseExpr(5);
    }
    return this.parsePrimary();
  }

  private parseGroup(): MathNode {
    this.expect('(', 'parseOpenMissing');
    const outer = this.absDepth;
    this.absDepth = 0;
    const inner = this.parseRelation();
    this.absDepth = outer;
    this.expect(')', 'parseCloseMissing');
    return inner;
  }

  /**
   * A bracket as a factor, its "(" just read: what is inside, or a point when commas part it
   * into coordinates, (1, 2). Between [ and ], a matrix when each item is a row in square
   * brackets, [[1, 2], [3, 4]], and a column vector when commas part it, [1, 2].
   */
  private parseBracket(square: boolean): MathNode {
    const outer = this.absDepth;
    this.absDepth = 0;
    const coords = [this.parseRelation()];
    while (this.peek().t === ',') {
      this.next();
      coords.push(this.parseExpr(0));
    }
    this.absDepth = outer;
    const close = this.peek();
    this.expect(')', 'parseCloseMissing');
    if (!square || close.t !== ')' || !close.square)
      return coords.length === 1 ? (coords[0] as MathNode) : { type: 'point', coords };
    const rows = coords.map((c) => this.rows.get(c));
    if (rows.every((row) => row !== undefined)) {
      if (rows.some((row) => row.length !== rows[0]?.length))
        throw new ParseError('parseMatrixRows');
      return { type: 'matrix', rows };
    }
    if (rows.some((row) => row !== undefined)) throw new ParseError('parseMatrixBrackets');
    const read: MathNode =
      coords.length === 1
        ? (coords[0] as MathNode)
        : { type: 'matrix', rows: coords.map((c) => [c]) };
    this.rows.set(read, coords);
    return read;
  }

  /**
   * lim_(x → a) f, "lim" just read: the point a number, a letter-free expression or ±∞, with
   * + or − after it for one side; f a factor, or a quotient (lim_(x → 2) (x² − 4)/(x − 2)).
   */
  private parseLimit(): MathNode {
    this.expect('_', 'parseLimUnderscore');
    this.expect('(', 'parseLimOpen');
    const variable = this.next();
    if (variable.t !== 'var') throw this.unexpected(variable);
    this.expect('arrow', 'parseLimArrow');
    const negative = this.peek().t === 'op' && (this.peek() as { op: string }).op === '-';
    let to: MathNode;
    if (negative && this.tokens[this.index + 1]?.t === 'infinity') {
      this.index += 2;
      to = { type: 'neg', arg: { type: 'text', value: '∞' } };
    } else if (this.peek().t === 'infinity') {
      this.next();
      to = { type: 'text', value: '∞' };
    } else to = this.parseExpr(4);
    const sign = this.peek();
    let side: '+' | '-' | undefined;
    if (
      sign.t === 'op' &&
      (sign.op === '+' || sign.op === '-') &&
      this.tokens[this.index + 1]?.t === ')'
    ) {
      this.next();
      side = sign.op;
    }
    this.expect(')', 'parseCloseMissing');
    const arg = this.parseExpr(4);
    return { type: 'limit', arg, variable: variable.name, to, ...(side ? { side } : {}) };
  }

  /** |…|, the opening bar just read: the absolute value, as abs(…). */
  private parseAbs(): MathNode {
    this.absDepth += 1;
    const arg = this.parseExpr(0);
    this.absDepth -= 1;
    this.expect('|', 'parseBarMissing');
    return { type: 'function', name: 'abs', args: [arg] };
  }

  /** The argument of ln, log, sin …: in parentheses, or a single factor (ln x, log 8). */
  private parseArgument(): MathNode {
    return this.peek().t === '(' ? this.parseGroup() : this.parseExpr(6);
  }

  private parsePrimary(): MathNode {
    const token = this.next();
    switch (token.t) {
      case 'num':
        return { type: 'number', value: token.value };
      case 'mixed':
        return { type: 'mixed', whole: token.whole, num: token.num, den: token.den };
      case 'vulgar':
        return {
          type: 'fraction',
          num: { type: 'number', value: token.num },
          den: { type: 'number', value: token.den },
        };
      case 'var':
        return { type: 'variable', name: token.name };
      case 'const':
        return { type: 'constant', name: token.name };
      case '(':
        return this.parseBracket(token.square === true);
      case 'root': {
        const radicand = this.parsePrimary();
        return token.index
          ? { type: 'root', radicand, index: { type: 'number', value: token.index } }
          : { type: 'root', radicand };
      }
      case 'name':
        return this.parseNamed(token.name);
      case 'infinity':
        return { type: 'text', value: '∞' };
      case '|':
        return this.parseAbs();
      default:
        throw this.unexpected(token);
    }
  }

  private parseLogBase(): MathNode | undefined {
    const token = this.peek();
    if (token.t === 'sub') {
      this.next();
      return { type: 'number', value: token.value };
    }
    if (token.t !== '_') return undefined;
    this.next();
    const base = this.peek();
    if (base.t === '(') return this.parseGroup();
    if (base.t === 'num' || base.t === 'var' || base.t === 'const' || base.t === 'sub') {
      this.next();
      if (base.t === 'var') return { type: 'variable', name: base.name };
      if (base.t === 'const') return { type: 'constant', name: base.name };
      return { type: 'number', value: base.value };
    }
    throw this.missing('parseLogBase', base);
  }

  /**
   * A power written on a function's name, the name just read: `sin^2(x)` and `sin²x` are
   * (sin x)², `sin^-1(x)` and `sin⁻¹x` are arcsin(x). Only a whole number or −1 is read there;
   * undefined when no power follows the name.
   */
  private parseNamePower(name: string): MathNode | undefined {
    const token = this.peek();
    if (
      !Object.hasOwn(POWER_ON_NAME, name) ||
      !(token.t === 'sup' || (token.t === 'op' && token.op === '^'))
    )
      return undefined;
    let exponent: { digits: string; negative: boolean };
    if (token.t === 'sup') {
      this.next();
      exponent = { digits: token.value, negative: token.negative };
    } else {
      this.next();
      const bracket = this.peek().t === '(';
      if (bracket) this.next();
      const minus = this.peek();
      const negative = minus.t === 'op' && minus.op === '-';
      if (negative) this.next();
      const digits = this.peek();
      if (digits.t !== 'num' || !/^\d+$/.test(digits.value))
        throw new ParseError('parseNamePower', { name });
      this.next();
      if (bracket) this.expect(')', 'parseCloseMissing');
      exponent = { digits: digits.value, negative };
    }
    if (exponent.negative) {
      const inverse = POWER_ON_NAME[name];
      if (exponent.digits !== '1' || inverse === undefined)
        throw exponent.digits === '1'
          ? new ParseError('parseNameInverse', { name })
          : new ParseError('parseNameNegative', { name, power: exponent.digits });
      return this.parseCall(inverse);
    }
    const value = this.parseCall(name);
    return { type: 'power', base: value, exponent: { type: 'number', value: exponent.digits } };
  }

  private parseNamed(name: string): MathNode {
    return this.parseNamePower(name) ?? this.parseCall(name);
  }

  /** A function's name, just read, with its argument. */
  private parseCall(name: string): MathNode {
    if (name === 'log') {
      const base = this.parseLogBase();
      const arg = this.parseArgument();
      return base ? { type: 'log', arg, base } : { type: 'log', arg };
    }
    if (name === 'ln')
      return { type: 'log', arg: this.parseArgument(), base: { type: 'constant', name: 'e' } };
    if (name === 'lim') return this.parseLimit();
    if (name === 'sqrt') return { type: 'root', radicand: this.parseArgument() };
    if (name === 'cbrt')
      return {
        type: 'root',
        radicand: this.parseArgument(),
        index: { type: 'number', value: '3' },
      };
    const [open, next] = [this.peek(), this.tokens[this.index + 1]];
    // det [[1, 2], [3, 4]], transpose [1, 2]: a matrix straight after a name is its argument,
    // read as a factor.
    if (
      open.t === '(' &&
      open.square &&
      ((next?.t === '(' && next.square) || MATRIX_NAMES.includes(name))
    )
      return { type: 'function', name, args: [this.parseExpr(6)] };
    if (open.t !== '(') return { type: 'function', name, args: [this.parseArgument()] };
    this.next();
    const outer = this.absDepth;
    this.absDepth = 0;
    const args = [this.parseRelation()];
    while (this.peek().t === ',') {
      this.next();
      args.push(this.parseRelation());
    }
    this.absDepth = outer;
    this.expect(')', 'parseCloseMissing');
    if (name === 'root') {
      if (args.length !== 2) throw new ParseError('parseRootArguments');
      return { type: 'root', radicand: args[0] as MathNode, index: args[1] as MathNode };
    }
    return { type: 'function', name, args };
  }
}

/**
 * Reads maths as people type it into an expression tree: `2x+3=7`, `x^2-5x+6=0`, `3(x-2)`,
 * `2 1/2` (a mixed number), `√72`, `sqrt(50)`, `log_2(x)`, `log₄(8)`, `ln x`, `25%`, `70°`,
 * `x = 2, x = 3`, `|2x − 1|` (read as abs(2x − 1)), `3x ≤ 5` (also typed `<=` or `=<`). It
 * understands the Unicode minus and dashes, ×, ·, ÷, superscript powers, ½ and friends, thin and
 * non-breaking spaces, and juxtaposition as multiplication. `toText` writes the same tree back as
 * text that this reads again.
 *
 * Errors (`invalid_value`, field `text`): empty input, input longer than 1000 characters or nested
 * too deeply, and anything it cannot read, with a message that says what and where, and `why`,
 * the same sentence as data (its id and values), for writing it in another language.
 *
 * @example
 * parseMath('2 1/2'); // { ok: true, value: { type: 'mixed', whole: '2', num: '1', den: '2' } }
 * parseMath('2x+'); // { ok: false, error: { code: 'invalid_value', field: 'text', message: 'Something is missing at the end, after "+"', why: { id: 'parseEndAfter', values: { before: '+' } } } }
 */
export function parseMath(text: string): Result<MathNode> {
  if (typeof text !== 'string') return fail('invalid_value', 'Enter some maths as text', 'text');
  if (text.length > MAX_MATH_LENGTH)
    return refused('invalid_value', 'text', PARSE_REFUSALS, 'enterAtMost', {
      count: String(MAX_MATH_LENGTH),
    });
  if (text.trim() === '') return refused('invalid_value', 'text', PARSE_REFUSALS, 'parseEmpty');
  try {
    return { ok: true, value: new Parser(tokenize(text)).parseTop() };
  } catch (err) {
    if (err instanceof ParseError)
      return {
        ok: false,
        error: { code: 'invalid_value', field: 'text', message: err.message, why: err.why },
      };
    throw err;
  }
}
