import { binomial, factorial, gcdNumber } from '../rational';
import { isMathNode, type MathNode } from '../tree';

/** Whether gcd or lcm can take these arguments: two or more whole numbers. */
const wholeNumbers = (args: number[]): boolean =>
  args.length >= 2 && args.every(Number.isSafeInteger);

/** gcd of whole numbers by Euclid's algorithm; NaN for any other arguments. */
const gcdOf = (...args: number[]): number =>
  wholeNumbers(args) ? args.reduce(gcdNumber) : Number.NaN;

/** lcm of whole numbers, each step a·b/gcd(a, b); NaN for any other arguments. */
const lcmOf = (...args: number[]): number =>
  wholeNumbers(args)
    ? args.reduce((a, b) => (a === 0 || b === 0 ? 0 : Math.abs((a / gcdNumber(a, b)) * b)))
    : Number.NaN;

/** n! of a whole n as a double; NaN for any other n. */
const factorialOf = (n: number): number => {
  const value = Number.isSafeInteger(n) ? factorial(BigInt(n)) : undefined;
  return value === undefined ? Number.NaN : Number(value);
};

/** C(n, k) of whole n and k as a double; NaN for any other arguments. */
const binomialOf = (...args: number[]): number => {
  const [n, k] = args;
  const value =
    args.length === 2 && Number.isSafeInteger(n) && Number.isSafeInteger(k)
      ? binomial(BigInt(n as number), BigInt(k as number))
      : undefined;
  return value === undefined ? Number.NaN : Number(value);
};

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  binomial: binomialOf,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  arcsin: Math.asin,
  arccos: Math.acos,
  arctan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  exp: Math.exp,
  abs: Math.abs,
  floor: Math.floor,
  ceil: Math.ceil,
  min: Math.min,
  max: Math.max,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  gcd: gcdOf,
  lcm: lcmOf,
};

const rootOf = (x: number, n: number): number =>
  x < 0 && Number.isInteger(n) && n % 2 === 1 ? -((-x) ** (1 / n)) : x ** (1 / n);

/** p/q when an exponent is written as a fraction of whole numbers (1/3, −2/3, 4/3), in lowest terms. */
const fractionIn = (node: MathNode): [number, number] | undefined => {
  if (node.type === 'number') return /^\d+$/.test(node.value) ? [Number(node.value), 1] : undefined;
  if (node.type === 'neg') {
    const inner = fractionIn(node.arg);
    return inner && [-inner[0], inner[1]];
  }
  const [top, bottom] =
    node.type === 'fraction'
      ? [node.num, node.den]
      : node.type === 'binary' && node.op === '/'
        ? [node.left, node.right]
        : [];
  const [a, b] = [top && fractionIn(top), bottom && fractionIn(bottom)];
  if (!a || !b || b[0] === 0) return undefined;
  const [p, q] = [a[0] * b[1] * Math.sign(b[0]), a[1] * Math.abs(b[0])];
  const g = gcdNumber(p, q) || 1;
  return [p / g, q / g];
};

/**
 * base^exponent, with the real odd root for a negative base and an exponent p/q with q odd:
 * (−8)^(1/3) = −2 and (−8)^(2/3) = 4, as the solver works them out exactly.
 */
const power = (base: number, exponent: MathNode, value: number): number => {
  if (base >= 0 || Number.isInteger(value)) return base ** value;
  const [p, q] = fractionIn(exponent) ?? [0, 0];
  if (q % 2 === 0) return Number.NaN;
  const magnitude = (-base) ** value;
  return p % 2 === 0 ? magnitude : -magnitude;
};

/**
 * The value of an expression tree as a floating-point number, with `scope` giving each
 * variable's value: for checking answers and steps numerically, not for display. A relation is
 * 1 when every link holds within a relative 1e-9 (≈ within 1e-3) and 0 otherwise; a list, text
 * or an unknown variable gives NaN.
 *
 * @example
 * evaluateMath({ type: 'power', base: { type: 'variable', name: 'x' }, exponent: { type: 'number', value: '2' } }, { x: 3 }); // 9
 */
export function evaluateMath(node: MathNode, scope: Readonly<Record<string, number>> = {}): number {
  if (!isMathNode(node)) return Number.NaN;
  const values = typeof scope === 'object' && scope !== null ? scope : {};
  return evaluate(node, values);
}

const evaluate = (node: MathNode, scope: Readonly<Record<string, number>>): number => {
  const ev = (n: MathNode): number => evaluate(n, scope);
  switch (node.type) {
    case 'number':
      return Number(node.value);
    case 'variable':
      if (!Object.hasOwn(scope, node.name)) return Number.NaN;
      return typeof scope[node.name] === 'number' ? (scope[node.name] as number) : Number.NaN;
    case 'constant':
      return node.name === 'pi' ? Math.PI : Math.E;
    case 'neg':
      return -ev(node.arg);
    case 'binary': {
      const [a, b] = [ev(node.left), ev(node.right)];
      if (node.op === '+') return a + b;
      if (node.op === '-') return a - b;
      if (node.op === '*') return a * b;
      if (node.op === '/') return a / b;
      return Number.NaN;
    }
    case 'fraction':
      return ev(node.num) / ev(node.den);
    case 'mixed':
      return Number(node.whole) + Number(node.num) / Number(node.den);
    case 'power':
      return power(ev(node.base), node.exponent, ev(node.exponent));
    case 'root':
      return rootOf(ev(node.radicand), node.index ? ev(node.index) : 2);
    case 'log': {
      const base = node.base ? ev(node.base) : 10;
      return Math.log(ev(node.arg)) / Math.log(base);
    }
    case 'function': {
      const f = Object.hasOwn(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
      return f ? f(...node.args.map(ev)) : Number.NaN;
    }
    case 'postfix':
      if (node.op === '!') return factorialOf(ev(node.arg));
      return node.op === '%' ? ev(node.arg) / 100 : (ev(node.arg) * Math.PI) / 180;
    case 'relation': {
      const values = node.operands.map(ev);
      return node.relations.every((relation, i) =>
        holds(relation, values[i] as number, values[i + 1] as number),
      )
        ? 1
        : 0;
    }
    default:
      return Number.NaN;
  }
};

const close = (a: number, b: number, tolerance: number): boolean =>
  a === b || Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));

const holds = (relation: string, a: number, b: number): boolean => {
  switch (relation) {
    case '=':
      return close(a, b, 1e-9);
    case '≈':
      return close(a, b, 1e-3);
    case '≠':
      return !close(a, b, 1e-9);
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '≤':
      return a <= b;
    default:
      return a >= b;
  }
};
