/**
 * The exact values of the six trigonometric functions at the special angles, every multiple of
 * 15° (π/12): the table of the first quadrant's values, the sign in each quadrant, and the angle
 * of a typed argument (degrees, or radians as a rational multiple of π). The trigonometry kind
 * answers these values with steps; other kinds (limits, integrals, complex numbers, powers) use
 * them without steps.
 */
import { add, frac, n as numberNode, sqrt, sub, times } from '../math/build';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { negLead } from '../math/show';
import type { MathNode } from '../math/tree';

export type Trig = 'sin' | 'cos' | 'tan' | 'sec' | 'csc' | 'cot';

/** Whether a function's name is one of the six. */
export const isTrig = (name: string): name is Trig => Object.hasOwn(POSITIVE, name);
/** Values at 0°, 15°, 30°, 45°, 60°, 75°, 90°, by name (see VALUE); undefined where the function is. */
const TABLE: Record<Trig, (Special | undefined)[]> = {
  sin: ['0', '(√6 − √2)/4', '1/2', '√2/2', '√3/2', '(√6 + √2)/4', '1'],
  cos: ['1', '(√6 + √2)/4', '√3/2', '√2/2', '1/2', '(√6 − √2)/4', '0'],
  tan: ['0', '2 − √3', '√3/3', '1', '√3', '2 + √3', undefined],
  cot: [undefined, '2 + √3', '√3', '1', '√3/3', '2 − √3', '0'],
  sec: ['1', '√6 − √2', '2√3/3', '√2', '2', '√6 + √2', undefined],
  csc: [undefined, '√6 + √2', '2', '√2', '2√3/3', '√6 − √2', '1'],
};

const root = (k: number): MathNode => sqrt(numberNode(k));
/**
 * Each value in TABLE as a tree, made afresh for every result, in the shape its text reads as
 * (2√3/3 is 2 × (√3/3)).
 */
const VALUE = {
  '0': () => numberNode(0),
  '1': () => numberNode(1),
  '2': () => numberNode(2),
  '1/2': () => frac(numberNode(1), numberNode(2)),
  '√2': () => root(2),
  '√3': () => root(3),
  '√2/2': () => frac(root(2), numberNode(2)),
  '√3/2': () => frac(root(3), numberNode(2)),
  '√3/3': () => frac(root(3), numberNode(3)),
  '2√3/3': () => times(numberNode(2), frac(root(3), numberNode(3))),
  '2 − √3': () => sub(numberNode(2), root(3)),
  '2 + √3': () => add(numberNode(2), root(3)),
  '√6 − √2': () => sub(root(6), root(2)),
  '√6 + √2': () => add(root(6), root(2)),
  '(√6 − √2)/4': () => frac(sub(root(6), root(2)), numberNode(4)),
  '(√6 + √2)/4': () => frac(add(root(6), root(2)), numberNode(4)),
} satisfies Record<string, () => MathNode>;
type Special = keyof typeof VALUE;

/** A function's value at a reference angle of the first quadrant (0° to 90°, by 15°), or undefined where it is undefined. */
export const referenceValue = (name: Trig, reference: number): MathNode | undefined => {
  const text = TABLE[name][reference / 15];
  return text === undefined ? undefined : VALUE[text]();
};

/** Where each function is positive, by quadrant I–IV. */
export const POSITIVE: Record<Trig, [boolean, boolean, boolean, boolean]> = {
  sin: [true, true, false, false],
  csc: [true, true, false, false],
  cos: [true, false, false, true],
  sec: [true, false, false, true],
  tan: [true, false, true, false],
  cot: [true, false, true, false],
};
/** c·π^k for k 0 or 1: the value of a typed angle as a rational multiple of π. */
interface PiMultiple {
  c: Q;
  k: 0 | 1;
}
const piMultiple = (node: MathNode): PiMultiple | undefined => {
  switch (node.type) {
    case 'number':
      return { c: R.fromDecimal(node.value), k: 0 };
    case 'constant':
      return node.name === 'pi' ? { c: R.ONE, k: 1 } : undefined;
    case 'neg': {
      const inner = piMultiple(node.arg);
      return inner && { c: R.neg(inner.c), k: inner.k };
    }
    case 'mixed':
      return {
        c: R.add(
          R.fromDecimal(node.whole),
          R.div(R.fromDecimal(node.num), R.fromDecimal(node.den)),
        ),
        k: 0,
      };
    case 'fraction':
    case 'binary': {
      const [l, r] = node.type === 'fraction' ? [node.num, node.den] : [node.left, node.right];
      const op = node.type === 'fraction' ? '/' : node.op;
      const a = piMultiple(l);
      const b = piMultiple(r);
      if (!a || !b) return undefined;
      if (op === '*') {
        const k = a.k + b.k;
        return k > 1 ? undefined : { c: R.mul(a.c, b.c), k: k as 0 | 1 };
      }
      if (op === '/')
        return b.k !== 0 || R.isZero(b.c) ? undefined : { c: R.div(a.c, b.c), k: a.k };
      if (op === '+' || op === '-')
        return a.k !== b.k && !R.isZero(a.c) && !R.isZero(b.c)
          ? undefined
          : {
              c: op === '+' ? R.add(a.c, b.c) : R.sub(a.c, b.c),
              k: R.isZero(a.c) ? b.k : a.k,
            };
      return undefined;
    }
    default:
      return undefined;
  }
};

/** The angle in degrees, and whether it was typed in radians; undefined when not a number. */
export const angleOf = (node: MathNode): { degrees: Q; radians: boolean } | undefined => {
  if (node.type === 'postfix' && node.op === '°') {
    const m = piMultiple(node.arg);
    return m && m.k === 0 ? { degrees: m.c, radians: false } : undefined;
  }
  if (node.type === 'neg') {
    const inner = angleOf(node.arg);
    return inner && { ...inner, degrees: R.neg(inner.degrees) };
  }
  const m = piMultiple(node);
  if (!m) return undefined;
  if (m.k === 1) return { degrees: R.mul(m.c, R.int(180)), radians: true };
  // A plain number is radians; only 0 is a special angle then.
  return R.isZero(m.c) ? { degrees: R.ZERO, radians: true } : undefined;
};

/**
 * The exact value of a function at a whole number of degrees that is a multiple of 15, as a tree
 * (−√2/2 for cos at 135); undefined where the function is undefined (tan at 90).
 */
export const specialValue = (name: Trig, d: number): MathNode | undefined => {
  const r = ((d % 360) + 360) % 360;
  if (r % 15 !== 0) return undefined;
  const quadrant = Math.floor(r / 90);
  const reference =
    r % 90 === 0 ? (r % 180 === 0 ? 0 : 90) : ([r, 180 - r, r - 180, 360 - r][quadrant] as number);
  const text = TABLE[name][reference / 15];
  if (text === undefined) return undefined;
  const value = VALUE[text]();
  if (text === '0') return value;
  // On an axis the sign is the sign of the coordinate; elsewhere the quadrant's.
  const positive =
    r % 90 === 0
      ? name === 'sin' || name === 'csc'
        ? r !== 270
        : name === 'cos' || name === 'sec'
          ? r !== 180
          : true
      : (POSITIVE[name][quadrant] as boolean);
  return positive ? value : negLead(value);
};

/**
 * sin, cos, tan, sec, csc or cot of a number at a multiple of 15° (or π/12 in radians, 0 among
 * them), as the tree of its exact value; undefined at any other angle or where it is undefined.
 */
export const exactTrigValue = (node: MathNode): MathNode | undefined => {
  if (node.type !== 'function' || !isTrig(node.name) || node.args.length !== 1) return undefined;
  const angle = angleOf(node.args[0] as MathNode);
  if (!angle || !R.isInt(angle.degrees)) return undefined;
  return specialValue(node.name as Trig, Number(angle.degrees.p));
};
