/**
 * Short builders for expression trees, used by math-core's own steps. A number given as a JS
 * number is written with its shortest round-trip digits; negative numbers become `neg` nodes.
 */
import type { MathNode, MathOperator, MathRelation } from './tree';

/** "1e+21" → "1e21", "2.50" → "2.5", "-0" → "0": the spelling the parser reads back. */
export const canonical = (text: string): string => {
  let [mantissa = '', exponent] = text.toLowerCase().split('e');
  if (mantissa.includes('.')) mantissa = mantissa.replace(/0+$/, '').replace(/\.$/, '');
  if (/^-?0*$/.test(mantissa.replace('.', ''))) return '0';
  if (exponent === undefined) return mantissa;
  return `${mantissa}e${exponent.replace(/^\+/, '')}`;
};

/** A number node with the digits as given ("2.50" stays "2.50"); a leading minus becomes `neg`. */
export const num = (value: number | bigint | string): MathNode => {
  const text = String(value);
  return text.startsWith('-')
    ? { type: 'neg', arg: { type: 'number', value: text.slice(1) } }
    : { type: 'number', value: text };
};
/**
 * A number node for a JS number or decimal text, in the spelling `parseMath` gives back
 * (negative values become `neg` nodes).
 */
export const n = (value: number | string | bigint): MathNode => num(canonical(String(value)));

export const variable = (name: string): MathNode => ({ type: 'variable', name });
export const constant = (name: 'pi' | 'e'): MathNode => ({ type: 'constant', name });
export const text = (value: string): MathNode => ({ type: 'text', value });
export const neg = (arg: MathNode): MathNode => ({ type: 'neg', arg });

const binary =
  (op: MathOperator) =>
  (left: MathNode, right: MathNode): MathNode => ({ type: 'binary', op, left, right });
export const add = /* @__PURE__ */ binary('+');
export const sub = /* @__PURE__ */ binary('-');
export const mul = /* @__PURE__ */ binary('*');
export const div = /* @__PURE__ */ binary('/');
export const plusMinus = /* @__PURE__ */ binary('±');
/** A product written by juxtaposition: 2x, 3(x − 2). */
export const times = (left: MathNode, right: MathNode): MathNode => ({
  type: 'binary',
  op: '*',
  left,
  right,
  implicit: true,
});

export const frac = (num: MathNode, den: MathNode): MathNode => ({ type: 'fraction', num, den });
export const pow = (base: MathNode, exponent: MathNode): MathNode => ({
  type: 'power',
  base,
  exponent,
});
export const sqrt = (radicand: MathNode): MathNode => ({ type: 'root', radicand });
export const log = (arg: MathNode, base?: MathNode): MathNode =>
  base ? { type: 'log', arg, base } : { type: 'log', arg };
export const ln = (arg: MathNode): MathNode => log(arg, constant('e'));
export const fn = (name: string, ...args: MathNode[]): MathNode => ({
  type: 'function',
  name,
  args,
});
export const percent = (arg: MathNode): MathNode => ({ type: 'postfix', op: '%', arg });
export const degrees = (arg: MathNode): MathNode => ({ type: 'postfix', op: '°', arg });

/** A chain of relations: `chain(a, '=', b, '≈', c)`. */
export const chain = (first: MathNode, ...rest: (MathRelation | MathNode)[]): MathNode => {
  const operands = [first];
  const relations: MathRelation[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    relations.push(rest[i] as MathRelation);
    operands.push(rest[i + 1] as MathNode);
  }
  return { type: 'relation', operands, relations };
};
export const eq = (left: MathNode, right: MathNode): MathNode => chain(left, '=', right);
export const approx = (left: MathNode, right: MathNode): MathNode => chain(left, '≈', right);
export const list = (...items: MathNode[]): MathNode => ({ type: 'list', items });
/** Alternatives, any one of them the answer: `x = 2 or x = 3`. */
export const alternatives = (...items: MathNode[]): MathNode => ({
  type: 'list',
  items,
  joined: 'or',
});
export const point = (...coords: MathNode[]): MathNode => ({ type: 'point', coords });
