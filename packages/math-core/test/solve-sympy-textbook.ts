/**
 * The families of textbook problems the solver used to refuse, for the SymPy corpus
 * (solve-sympy-corpus.ts): powers xⁿ = c with their complex solutions, cube roots and fractional
 * powers, exponential equations that are quadratics in one power, logarithms of different bases
 * and quotients, decimals times logarithms, absolute values of numbers, sin²(x) notation, the
 * "off" and "more than" wordings of percentages, quadratics with very large coefficients,
 * complex arithmetic, and the readings the solver states (1/2π, 1 1/2 / 1/2, sin(30)). Each
 * family has generated problems and at least a quarter written by hand the way students type;
 * every problem is also written in SymPy's syntax from the same numbers.
 */
import { createRandom, type Random } from '../src/_lib/random';
import type { Check, CorpusProblem } from './solve-sympy-corpus';

type Problem = Omit<CorpusProblem, 'kind'>;
type Make = (r: Random) => Problem;
type Hand = readonly [text: string, py: string | [string, string], check: Check];

const nz = (r: Random, min: number, max: number): number => {
  for (;;) {
    const k = r.int(min, max);
    if (k !== 0) return k;
  }
};
/** " + 3" or " − 3" before a term. */
const plus = (k: number): string => (k < 0 ? ` - ${-k}` : ` + ${k}`);
/** a·x + b as typed: 2x + 1, x − 3, x. */
const lin = (a: number, b: number): string =>
  `${a === 1 ? '' : a === -1 ? '-' : a}x${b === 0 ? '' : plus(b)}`;
const linPy = (a: number, b: number): string => `(${a}*x + (${b}))`;
/** c·term with its coefficient: "2*3^x", "3^x", "-3^x". */
const times = (c: number, term: string, sep = '*'): string =>
  c === 1 ? term : c === -1 ? `-${term}` : `${c}${sep}${term}`;

const ANGLES = [0, 30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330] as const;

const families: Record<string, [count: number, make: Make, hand: readonly Hand[]]> = {
  'power equations: xⁿ = c': [
    30,
    (r) => {
      const n = r.int(3, 8);
      const sign = r.pick([1, -1]);
      const c = r.int(0, 4) === 0 ? sign * r.pick([2, 3, 5, 6, 7, 10]) : sign * r.int(1, 3) ** n;
      const a = r.pick([1, 1, 1, 2, 3]);
      const power = `${a === 1 ? '' : a}x^${n}`;
      const text = r.int(0, 1) === 0 ? `${power} = ${a * c}` : `${power}${plus(-a * c)} = 0`;
      return { text, py: `${a}*x**${n} - (${a * c}) = 0`, check: 'equation' };
    },
    [
      ['x^5 = 32', 'x**5 = 32', 'equation'],
      ['x^7 = 128', 'x**7 = 128', 'equation'],
      ['x^5 + 32 = 0', 'x**5 + 32 = 0', 'equation'],
      ['x^6 = -64', 'x**6 = -64', 'equation'],
      ['x³ = -27', 'x**3 = -27', 'equation'],
      ['x^4 = 81', 'x**4 = 81', 'equation'],
      ['x^8 = 256', 'x**8 = 256', 'equation'],
      ['2x^3 = 54', '2*x**3 = 54', 'equation'],
      ['x^4 + 16 = 0', 'x**4 + 16 = 0', 'equation'],
      ['solve x^6 = 64', 'x**6 = 64', 'equation'],
      ['x^5 = -1', 'x**5 = -1', 'equation'],
      ['x^3 = 5', 'x**3 = 5', 'equation'],
    ],
  ],
  'roots and fractional powers': [
    30,
    (r) => {
      const [a, b] = [r.pick([1, 1, 2]), r.int(-3, 3)];
      const base = a === 1 && b === 0 ? 'x' : `(${lin(a, b)})`;
      const form = r.int(0, 2);
      if (form === 0) {
        // k·∛(ax + b) + d = e
        const [k, d, t] = [r.pick([1, 1, 2, 3]), r.int(-5, 5), r.int(-3, 3)];
        const root = r.pick(['cbrt', '∛', 'root']);
        const inner = lin(a, b);
        const written = root === 'root' ? `root(${inner}, 3)` : `${root}(${inner})`;
        const text = `${times(k, written, '')}${d === 0 ? '' : plus(d)} = ${k * t + d}`;
        return {
          text,
          py: [`${k}*T + (${d}) = ${k * t + d}`, `${linPy(a, b)};3`],
          check: 'rootpower',
        };
      }
      if (form === 1) {
        const q = r.pick([3, 3, 5]);
        const p = r.pick([1, 2, 3, 4].filter((k) => k !== q));
        const t = p % 2 === 0 ? r.int(1, 3) : r.int(-3, 3);
        const c = t ** p;
        return {
          text: `${base}^(${p}/${q}) = ${c}`,
          py: [`T**${p} = ${c}`, `${linPy(a, b)};${q}`],
          check: 'rootpower',
        };
      }
      const p = r.pick([1, 3]);
      const t = r.int(0, 4);
      return {
        text: `${base}^(${p}/2) = ${t ** p}`,
        py: [`T**${p} = ${t ** p}`, `${linPy(a, b)};2`],
        check: 'rootpower',
      };
    },
    [
      ['cbrt(x) = -2', ['T = -2', 'x;3'], 'rootpower'],
      ['x^(2/3) = 4', ['T**2 = 4', 'x;3'], 'rootpower'],
      ['∛(x+1) = 3', ['T = 3', '(x + 1);3'], 'rootpower'],
      ['2cbrt(x) - 1 = 5', ['2*T - 1 = 5', 'x;3'], 'rootpower'],
      ['x^(3/2) = 8', ['T**3 = 8', 'x;2'], 'rootpower'],
      ['(x-1)^(2/3) = 9', ['T**2 = 9', '(x - 1);3'], 'rootpower'],
      ['x^(1/3) = -3', ['T = -3', 'x;3'], 'rootpower'],
      ['cbrt(2x - 1) = -3', ['T = -3', '(2*x - 1);3'], 'rootpower'],
      ['x^(4/3) = 16', ['T**4 = 16', 'x;3'], 'rootpower'],
      ['x^(2/5) = 4', ['T**2 = 4', 'x;5'], 'rootpower'],
      ['root(x, 4) = 3', ['T = 3', 'x;4'], 'rootpower'],
      ['x^(2/3) = -1', ['T**2 = -1', 'x;3'], 'rootpower'],
    ],
  ],
  'exponential: quadratic in a power': [
    30,
    (r) => {
      const b = r.pick(['e', 2, 3] as const);
      const [u1, u2] = [r.pick([1, 2, 3, 4, 5, 8, 9, -1, -2]), r.pick([1, 2, 3, 4, 9, -3])];
      const [s, p] = [u1 + u2, u1 * u2];
      const py = `${b === 'e' ? 'E' : b}**(2*x) - (${s})*${b === 'e' ? 'E' : b}**x + (${p}) = 0`;
      const square = b === 'e' ? 'e^(2x)' : r.int(0, 1) === 0 ? `${b * b}^x` : `${b}^(2x)`;
      const power = b === 'e' ? 'e^x' : `${b}^x`;
      // −s·bˣ, sometimes as −(s/b)·b^(x+1).
      const shifted = b !== 'e' && s % b === 0 && s !== 0 && r.int(0, 1) === 0;
      const middle =
        s === 0
          ? ''
          : shifted
            ? `${s > 0 ? ' - ' : ' + '}${times(Math.abs(s / b), `${b}^(x+1)`)}`
            : `${s > 0 ? ' - ' : ' + '}${times(Math.abs(s), power, b === 'e' ? '' : '*')}`;
      return { text: `${square}${middle}${p === 0 ? '' : plus(p)} = 0`, py, check: 'equation' };
    },
    [
      ['e^(2x) - 3e^x + 2 = 0', 'E**(2*x) - 3*E**x + 2 = 0', 'equation'],
      ['4^x - 2^(x+1) - 8 = 0', '4**x - 2**(x+1) - 8 = 0', 'equation'],
      ['9^x - 4*3^x + 3 = 0', '9**x - 4*3**x + 3 = 0', 'equation'],
      ['e^x + e^(-x) = 2', 'E**x + E**(-x) = 2', 'equation'],
      ['4^x - 5*2^x + 4 = 0', '4**x - 5*2**x + 4 = 0', 'equation'],
      ['2^(2x) - 6 × 2^x + 8 = 0', '2**(2*x) - 6*2**x + 8 = 0', 'equation'],
      ['e^(2x) - 5e^x + 6 = 0', 'E**(2*x) - 5*E**x + 6 = 0', 'equation'],
      ['25^x - 6*5^x + 5 = 0', '25**x - 6*5**x + 5 = 0', 'equation'],
      ['4^x = 2^(x+1) + 8', '4**x = 2**(x+1) + 8', 'equation'],
      ['3^(2x) - 10*3^x + 9 = 0', '3**(2*x) - 10*3**x + 9 = 0', 'equation'],
    ],
  ],
  'logarithmic: different bases and quotients': [
    30,
    (r) => {
      const form = r.int(0, 3);
      const b = r.pick([2, 3, 10]);
      const k = r.pick([2, 3]);
      const log = (base: number) => (base === 10 ? 'log(x)' : `log_${base}(x)`);
      if (form <= 1) {
        const j = r.int(1, 2);
        const c = form === 0 ? j * (k + 1) : j * (k - 1);
        return {
          text: `${log(b)} ${form === 0 ? '+' : '-'} log_${b ** k}(x) = ${c}`,
          py: `log(x, ${b}) ${form === 0 ? '+' : '-'} log(x, ${b ** k}) = ${c}`,
          check: 'equation',
        };
      }
      const [a, c] = [r.int(1, 3), r.int(1, 2)];
      return form === 2
        ? {
            text: `ln(x) - ln(x - ${a}) = ${c}`,
            py: `log(x) - log(x - ${a}) = ${c}`,
            check: 'equation',
          }
        : {
            text: `ln(x + ${a}) - ln(x) = ${c}`,
            py: `log(x + ${a}) - log(x) = ${c}`,
            check: 'equation',
          };
    },
    [
      ['log_2(x) + log_4(x) = 3', 'log(x, 2) + log(x, 4) = 3', 'equation'],
      ['ln(x) - ln(x-1) = 1', 'log(x) - log(x - 1) = 1', 'equation'],
      ['log_3(x) + log_9(x) = 3', 'log(x, 3) + log(x, 9) = 3', 'equation'],
      ['log(x) + log_100(x) = 3', 'log(x, 10) + log(x, 100) = 3', 'equation'],
      ['log_2(x) - log_8(x) = 2', 'log(x, 2) - log(x, 8) = 2', 'equation'],
      ['ln(x+1) - ln(x) = 1', 'log(x + 1) - log(x) = 1', 'equation'],
      ['log_4(x) + log_16(x) = 3', 'log(x, 4) + log(x, 16) = 3', 'equation'],
      ['log_5(x) = log_25(x) + 1', 'log(x, 5) = log(x, 25) + 1', 'equation'],
      ['ln(2x) - ln(x - 1) = 1', 'log(2*x) - log(x - 1) = 1', 'equation'],
      ['log_2(x) + log_4(x) + log_8(x) = 11', 'log(x, 2) + log(x, 4) + log(x, 8) = 11', 'equation'],
    ],
  ],
  'log expressions: decimal multiples': [
    30,
    (r) => {
      const d = `${r.int(0, 9)}.${r.int(1, 9)}`;
      const b = r.pick([2, 3, 5, 10, 'e'] as const);
      const k = r.int(1, 4);
      const exact = r.int(0, 4) !== 0;
      const arg = b === 'e' ? `e^${k}` : String(exact ? b ** k : b ** k + 1);
      const written = b === 'e' ? `ln(${arg})` : b === 10 ? `log(${arg})` : `log_${b}(${arg})`;
      const argPy = b === 'e' ? `E**${k}` : arg;
      const basePy = b === 'e' ? 'E' : b;
      const text = r.pick([`${d} ${written}`, `${d} × ${written}`, `${d}${written}`]);
      return { text, py: `Rational('${d}')*log(${argPy}, ${basePy})`, check: 'value' };
    },
    [
      ['2.3 log(10)', "Rational('2.3')*log(10, 10)", 'value'],
      ['6.1 × log_2(8)', "Rational('6.1')*log(8, 2)", 'value'],
      ['0.5 ln(e^4)', "Rational('0.5')*log(E**4)", 'value'],
      ['1.5 log_3(9)', "Rational('1.5')*log(9, 3)", 'value'],
      ['2.5 × log(1000)', "Rational('2.5')*log(1000, 10)", 'value'],
      ['3.2log_2(16)', "Rational('3.2')*log(16, 2)", 'value'],
      ['0.25 log_4(64)', "Rational('0.25')*log(64, 4)", 'value'],
      [
        '1.5 log(100) + 0.5 log(10)',
        "Rational('1.5')*log(100, 10) + Rational('0.5')*log(10, 10)",
        'value',
      ],
      ['4.4 × log_5(125)', "Rational('4.4')*log(125, 5)", 'value'],
      ['2.3 log(5)', "Rational('2.3')*log(5, 10)", 'value'],
    ],
  ],
  'absolute values of numbers': [
    30,
    (r) => {
      const [a, b, c] = [nz(r, -12, 12), nz(r, -12, 12), r.int(2, 5)];
      const form = r.int(0, 4);
      if (form === 0) return { text: `|${a}| + ${c}`, py: `Abs(${a}) + ${c}`, check: 'value' };
      if (form === 1)
        return { text: `|${a}${plus(b)}| × ${c}`, py: `Abs(${a} + (${b}))*${c}`, check: 'value' };
      if (form === 2)
        return { text: `abs(${a}) - |${b}|`, py: `Abs(${a}) - Abs(${b})`, check: 'value' };
      if (form === 3)
        return { text: `|${a}/${c}|`, py: `Abs(Rational(${a}, ${c}))`, check: 'value' };
      return { text: `-|${a}|^2`, py: `-Abs(${a})**2`, check: 'value' };
    },
    [
      ['|−5| + 2', 'Abs(-5) + 2', 'value'],
      ['abs(-3)', 'Abs(-3)', 'value'],
      ['|3 - 8|', 'Abs(3 - 8)', 'value'],
      ['|-4| × |-2|', 'Abs(-4)*Abs(-2)', 'value'],
      ['|2 - 7| + |1 - 3|', 'Abs(2 - 7) + Abs(1 - 3)', 'value'],
      ['abs(-12)/4', 'Abs(-12)/4', 'value'],
      ['|-1/2|', 'Abs(Rational(-1, 2))', 'value'],
      ['-|-6|', '-Abs(-6)', 'value'],
      ['|5 - 2 × 4|', 'Abs(5 - 2*4)', 'value'],
      ['|√2 - 2|', 'Abs(sqrt(2) - 2)', 'value'],
    ],
  ],
  'trigonometry: sin²(x) notation': [
    30,
    (r) => {
      const form = r.int(0, 2);
      const f = r.pick(['sin', 'cos', 'tan'] as const);
      if (form === 0) {
        const angle = r.pick(ANGLES.filter((a) => f !== 'tan' || a % 180 !== 90));
        const square = r.int(0, 1) === 0 ? `${f}^2` : `${f}²`;
        return { text: `${square}(${angle}°)`, py: `${f}(pi*${angle}/180)**2`, check: 'value' };
      }
      if (form === 1) {
        const c =
          f === 'tan' ? r.pick(['0', '1/3', '1', '3']) : r.pick(['0', '1/4', '1/2', '3/4', '1']);
        const [p, q] = c.includes('/') ? c.split('/') : [c, '1'];
        return { text: `${f}^2(x) = ${c}`, py: `${f}(x)**2 = Rational(${p}, ${q})`, check: 'trig' };
      }
      const k = r.int(1, 3);
      const arg = k === 1 ? 'x' : `${k}x`;
      const g = f === 'tan' ? 'sin' : f;
      return { text: `d/dx ${g}^2(${arg})`, py: `${g}(${k}*x)**2`, check: 'derivative' };
    },
    [
      ['sin^2(30°)', 'sin(pi/6)**2', 'value'],
      ['cos^2(45°)', 'cos(pi/4)**2', 'value'],
      ['sin^2(x) = 1/4', 'sin(x)**2 = Rational(1, 4)', 'trig'],
      ['cos^2(x) = 1/2', 'cos(x)**2 = Rational(1, 2)', 'trig'],
      ['tan^2(x) = 3', 'tan(x)**2 = 3', 'trig'],
      ['d/dx sin^2(x)', 'sin(x)**2', 'derivative'],
      ['d/dx cos^2(x)', 'cos(x)**2', 'derivative'],
      ['sin²(60°) + cos²(60°)', 'sin(pi/3)**2 + cos(pi/3)**2', 'value'],
      ['2sin^2(x) - 1 = 0', '2*sin(x)**2 - 1 = 0', 'trig'],
      ['sec^2(45°)', 'sec(pi/4)**2', 'value'],
    ],
  ],
  'percentage: off, more than, less than': [
    30,
    (r) => {
      const p = r.pick([5, 10, 12.5, 15, 20, 25, 30, 33, 40, 50, 75]);
      const w = r.pick([40, 50, 60, 80, 120, 200, 250, 999, 1200, 35.5]);
      const form = r.int(0, 4);
      const down = `Rational('${w}') - Rational('${p}')/100*Rational('${w}')`;
      if (form === 0) return { text: `${p}% off ${w}`, py: down, check: 'value' };
      if (form === 1) return { text: `${w} with ${p}% off`, py: down, check: 'value' };
      if (form === 2) return { text: `${p}% less than ${w}`, py: down, check: 'value' };
      return {
        text: `${form === 3 ? 'what is ' : ''}${p}% more than ${w}`,
        py: `Rational('${w}') + Rational('${p}')/100*Rational('${w}')`,
        check: 'value',
      };
    },
    [
      ['20% off 50', '50 - Rational(20, 100)*50', 'value'],
      ['what is 20% more than 50', '50 + Rational(20, 100)*50', 'value'],
      ['15% less than 80', '80 - Rational(15, 100)*80', 'value'],
      ['25% off $60', '60 - Rational(25, 100)*60', 'value'],
      ['10% more than 250', '250 + Rational(10, 100)*250', 'value'],
      ['12.5% off 40', "40 - Rational('12.5')/100*40", 'value'],
      ['What is 30% less than 90?', '90 - Rational(30, 100)*90', 'value'],
      ['50 with 20% off', '50 - Rational(20, 100)*50', 'value'],
      ['5% more than 1200', '1200 + Rational(5, 100)*1200', 'value'],
      ['33% off 300', '300 - Rational(33, 100)*300', 'value'],
    ],
  ],
  'quadratic: large coefficients': [
    30,
    (r) => {
      const a = r.pick([1, 1, 2, 3]);
      const b = r.pick([1, -1]) * (10 ** r.int(6, 12) + r.int(0, 99));
      const c = nz(r, -9, 9);
      return {
        text: `${a === 1 ? '' : a}x^2${b < 0 ? ' - ' : ' + '}${Math.abs(b)}x${plus(c)} = 0`,
        py: `${a}*x**2 + (${b})*x + (${c}) = 0`,
        check: 'equation',
      };
    },
    [
      ['x^2 - 10000000x + 1 = 0', 'x**2 - 10000000*x + 1 = 0', 'equation'],
      ['x^2 - 1000000000x + 1 = 0', 'x**2 - 1000000000*x + 1 = 0', 'equation'],
      ['3x^2 - 1000000000000x + 7 = 0', '3*x**2 - 1000000000000*x + 7 = 0', 'equation'],
      ['x^2 + 100000000x + 1 = 0', 'x**2 + 100000000*x + 1 = 0', 'equation'],
      ['x² - 123456789x + 2 = 0', 'x**2 - 123456789*x + 2 = 0', 'equation'],
      ['2x^2 + 99999999999x - 5 = 0', '2*x**2 + 99999999999*x - 5 = 0', 'equation'],
      ['x^2 = 5000000000x - 3', 'x**2 = 5000000000*x - 3', 'equation'],
      ['x^2 - 9999999x - 1 = 0', 'x**2 - 9999999*x - 1 = 0', 'equation'],
      ['solve x^2 - 31415926535x + 1 = 0', 'x**2 - 31415926535*x + 1 = 0', 'equation'],
      ['x^2 + 2x - 1000000000000 = 0', 'x**2 + 2*x - 1000000000000 = 0', 'equation'],
    ],
  ],
  'complex arithmetic': [
    30,
    (r) => {
      const [a, b, c, d] = [nz(r, -5, 5), nz(r, -5, 5), nz(r, -5, 5), nz(r, -5, 5)];
      const z = (re: number, im: number) =>
        `(${re} ${im < 0 ? '-' : '+'} ${Math.abs(im) === 1 ? '' : Math.abs(im)}i)`;
      const zPy = (re: number, im: number) => `(${re} + (${im})*I)`;
      const form = r.int(0, 5);
      if (form === 0)
        return { text: `${z(a, b)}${z(c, d)}`, py: `${zPy(a, b)}*${zPy(c, d)}`, check: 'value' };
      if (form === 1)
        return {
          text: `${z(a, b)} - ${z(c, d)}`,
          py: `${zPy(a, b)} - ${zPy(c, d)}`,
          check: 'value',
        };
      if (form === 2)
        return { text: `${z(a, b)}/${z(c, d)}`, py: `${zPy(a, b)}/${zPy(c, d)}`, check: 'value' };
      if (form === 3) {
        const n = r.pick([1, 2, 3, 4, 8, 9, 12, 16, 18, 25]);
        return {
          text: `${Math.abs(a)} + sqrt(-${n})`,
          py: `${Math.abs(a)} + sqrt(-${n})`,
          check: 'value',
        };
      }
      if (form === 4) {
        const k = r.int(2, 9);
        return { text: `i^${k}`, py: `I**${k}`, check: 'value' };
      }
      return { text: `${z(a, b)}^2`, py: `${zPy(a, b)}**2`, check: 'value' };
    },
    [
      ['i^2', 'I**2', 'value'],
      ['sqrt(-4)', 'sqrt(-4)', 'value'],
      ['(2+3i)(1-i)', '(2 + 3*I)*(1 - I)', 'value'],
      ['i^3', 'I**3', 'value'],
      ['1/i', '1/I', 'value'],
      ['(1+i)/(1-i)', '(1 + I)/(1 - I)', 'value'],
      ['sqrt(-9) + 2', 'sqrt(-9) + 2', 'value'],
      ['(3 - 2i)^2', '(3 - 2*I)**2', 'value'],
      ['i^4 + i^2', 'I**4 + I**2', 'value'],
      ['sqrt(-4) × sqrt(-9)', 'sqrt(-4)*sqrt(-9)', 'value'],
    ],
  ],
  'readings: stated conventions': [
    30,
    (r) => {
      const form = r.int(0, 3);
      if (form === 0) {
        const [w, n, d] = [r.int(1, 4), r.int(1, 2), r.pick([3, 4, 5])];
        const [n2, d2] = [r.int(1, 3), r.pick([4, 5, 6])];
        return {
          text: `${w} ${n}/${d} / ${n2}/${d2}`,
          py: `(${w} + Rational(${n}, ${d}))/Rational(${n2}, ${d2})`,
          check: 'value',
        };
      }
      if (form === 1) {
        const [p, q] = [r.int(1, 5), r.pick([2, 3, 4, 6])];
        return { text: `${p}/${q}π`, py: `Rational(${p}, ${q})*pi`, check: 'value' };
      }
      if (form === 2) {
        const f = r.pick(['sin', 'cos'] as const);
        const angle = r.pick(ANGLES.filter((a) => a !== 0));
        return { text: `${f}(${angle})`, py: `${f}(pi*${angle}/180)`, check: 'value' };
      }
      const [p, q, c] = [r.int(1, 5), r.pick([2, 3, 4]), r.int(1, 9)];
      return { text: `${p}/${q}x = ${c}`, py: `Rational(${p}, ${q})*x = ${c}`, check: 'equation' };
    },
    [
      ['1/2π', 'pi/2', 'value'],
      ['π / 2π', 'pi/2*pi', 'value'],
      ['1 1/2 / 1/2', '(1 + Rational(1, 2))/Rational(1, 2)', 'value'],
      ['sin(30)', 'sin(pi/6)', 'value'],
      ['cos(60) + sin(30)', 'cos(pi/3) + sin(pi/6)', 'value'],
      ['2 1/2 / 1/4', '(2 + Rational(1, 2))/Rational(1, 4)', 'value'],
      ['3/4π', 'Rational(3, 4)*pi', 'value'],
      ['tan(45)', 'tan(pi/4)', 'value'],
      ['3 1/3 / 2/3', '(3 + Rational(1, 3))/Rational(2, 3)', 'value'],
      ['1/2x = 4', 'x/2 = 4', 'equation'],
    ],
  ],
};

/**
 * The textbook families by kind, generated from `seed` (the same seed gives the same problems),
 * each family's hand-written problems after its generated ones.
 */
export const textbookProblems = (seed: number): CorpusProblem[] => {
  const random = createRandom(seed);
  return Object.entries(families).flatMap(([kind, [count, make, hand]]) => [
    ...Array.from({ length: count }, () => ({ kind, ...make(random) })),
    ...hand.map(([text, py, check]) => ({ kind, text, py, check, hand: true })),
  ]);
};
