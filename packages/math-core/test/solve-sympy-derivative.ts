/**
 * Generated expressions for derivatives, in our notation and in SymPy's (sums, products,
 * quotients and compositions of powers, roots, eˣ, aˣ, ln, log_b, sin, cos and tan; `ln` is the
 * natural logarithm and `log(u, b)` base b in the namespace of solve-sympy.ts), and `toSympy`, a
 * tree in SymPy's syntax. src/solve/kinds/derivative/oracle.test.ts differentiates them by `solve` and
 * asks SymPy whether simplify(diff(f) − ours) is 0; when simplify cannot tell, whether the
 * difference is 0 at a point (to 1e-9).
 */

import { randomNumbers } from '../src/_lib/random';
import type { MathNode } from '../src/math/tree';

/** A generated expression in our notation and in SymPy's. */
export interface Gen {
  text: string;
  py: string;
}

/** Random expressions in x of at most `depth` levels. */
export const expressions = (count: number, seed: number): Gen[] => {
  const random = randomNumbers(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const atom = (): Gen => {
    const k = pick([1, 2, 3, -1, 5]);
    const c = pick([1, 2, 3]);
    return pick([
      { text: 'x', py: 'x' },
      { text: `${k}x`, py: `(${k})*x` },
      { text: `(x + ${c})`, py: `(x + ${c})` },
      { text: `(${c}x - 1)`, py: `(${c}*x - 1)` },
      { text: `x^${c + 1}`, py: `x**${c + 1}` },
    ]);
  };
  const unary: ((u: Gen) => Gen)[] = [
    (u) => ({ text: `sin(${u.text})`, py: `sin(${u.py})` }),
    (u) => ({ text: `cos(${u.text})`, py: `cos(${u.py})` }),
    (u) => ({ text: `ln(${u.text})`, py: `ln(${u.py})` }),
    (u) => ({ text: `log_2(${u.text})`, py: `log(${u.py}, 2)` }),
    (u) => ({ text: `sqrt(${u.text})`, py: `sqrt(${u.py})` }),
    (u) => ({ text: `cbrt(${u.text})`, py: `(${u.py})**Rational(1, 3)` }),
    (u) => ({ text: `e^(${u.text})`, py: `exp(${u.py})` }),
    (u) => ({ text: `2^(${u.text})`, py: `2**(${u.py})` }),
    (u) => ({ text: `(${u.text})^3`, py: `(${u.py})**3` }),
    (u) => ({ text: `(${u.text})^(-1)`, py: `(${u.py})**(-1)` }),
    (u) => ({ text: `(${u.text})^(3/2)`, py: `(${u.py})**Rational(3, 2)` }),
  ];
  const binary: ((a: Gen, b: Gen) => Gen)[] = [
    (a, b) => ({ text: `${a.text} + ${b.text}`, py: `(${a.py}) + (${b.py})` }),
    (a, b) => ({ text: `${a.text} - (${b.text})`, py: `(${a.py}) - (${b.py})` }),
    (a, b) => ({ text: `(${a.text})(${b.text})`, py: `(${a.py})*(${b.py})` }),
    (a, b) => ({ text: `(${a.text})/(${b.text})`, py: `(${a.py})/(${b.py})` }),
    (a) => {
      const k = pick([2, 3, -4]);
      return { text: `${k}(${a.text})`, py: `(${k})*(${a.py})` };
    },
  ];
  // tan only of a simple argument: SymPy takes seconds to simplify tan of a quotient.
  const tan = (u: Gen): Gen => ({ text: `tan(${u.text})`, py: `(sin(${u.py})/cos(${u.py}))` });
  const make = (depth: number): Gen => {
    if (depth === 0 || random() < 0.25) return atom();
    if (random() < 0.08) return tan(atom());
    return random() < 0.5
      ? pick(unary)(make(depth - 1))
      : pick(binary)(make(depth - 1), make(depth - 1));
  };
  return Array.from({ length: count }, () => make(random() < 0.7 ? 2 : 3));
};

/** A tree as SymPy text (exact numbers, ln as log). */
export const toSympy = (node: MathNode): string => {
  const s = toSympy;
  switch (node.type) {
    case 'number':
      return `Rational('${node.value}')`;
    case 'mixed':
      return `(${node.whole} + Rational(${node.num}, ${node.den}))`;
    case 'variable':
      return node.name;
    case 'constant':
      return node.name === 'pi' ? 'pi' : 'E';
    case 'neg':
      return `(-(${s(node.arg)}))`;
    case 'binary':
      return `((${s(node.left)})${node.op === '*' ? '*' : node.op}(${s(node.right)}))`;
    case 'fraction':
      return `((${s(node.num)})/(${s(node.den)}))`;
    case 'power':
      return `((${s(node.base)})**(${s(node.exponent)}))`;
    case 'root':
      return `((${s(node.radicand)})**(1/(${node.index ? s(node.index) : '2'})))`;
    case 'log':
      if (!node.base) return `log(${s(node.arg)}, 10)`;
      if (node.base.type === 'constant' && node.base.name === 'e') return `ln(${s(node.arg)})`;
      return `log(${s(node.arg)}, ${s(node.base)})`;
    case 'function': {
      const args = node.args.map(s).join(', ');
      return node.name === 'tan' ? `(sin(${args})/cos(${args}))` : `${node.name}(${args})`;
    }
    default:
      throw new Error(`no SymPy form for ${node.type}`);
  }
};
