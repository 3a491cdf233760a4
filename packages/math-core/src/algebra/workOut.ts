/**
 * Exact arithmetic with its steps: fractions, mixed numbers, powers, roots and π worked out one
 * round of the innermost operations at a time, each round's note naming the rule it used
 * (`3/4 + 5/6 = 9/12 + 10/12 = 19/12 = 1 7/12`, `√72 = √(36 × 2) = √36 × √2 = 6√2`). The
 * arithmetic kind answers with it; logarithms, trigonometric values and systems work their
 * numbers out with it.
 */
import { extractPower } from '../_lib/primes';
import { eq, mul, n as numberNode, sqrt } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import type { ExplainedStep, RuleId } from '../math/rules';
import { negLead, qNode, solution, step } from '../math/show';
import { toText } from '../math/toText';
import { binomialArguments, type MathNode } from '../math/tree';
import { contains, evalExact, isE, powerOfLn } from './reading';

const MAX_ROUNDS = 24;

/** How a number is written: terminating decimals stay decimals when the problem was typed so. */
export const valueNode = (x: Exact, decimals: boolean): MathNode => {
  const q = E.rational(x);
  if (q && decimals) {
    const text = R.decimalText(q);
    if (text !== undefined) return numberNode(text);
  }
  return q ? qNode(q) : E.toNode(x);
};

const rationalOf = (node: MathNode): R.Q | undefined => {
  try {
    return E.rational(evalExact(node));
  } catch {
    return undefined;
  }
};

const isLiteralFraction = (node: MathNode): boolean => {
  const body = node.type === 'neg' ? node.arg : node;
  return body.type === 'fraction' && body.num.type === 'number' && body.den.type === 'number';
};

/** A whole number or a fraction of whole numbers as typed (2/4 stays 2/4), with its sign. */
const literal = (node: MathNode): { num: bigint; den: bigint } | undefined => {
  const whole = (n: MathNode): bigint | undefined => {
    if (n.type === 'neg') {
      const inner = whole(n.arg);
      return inner === undefined ? undefined : -inner;
    }
    return n.type === 'number' && /^\d+$/.test(n.value) ? BigInt(n.value) : undefined;
  };
  if (node.type === 'neg') {
    const inner = literal(node.arg);
    return inner && { num: -inner.num, den: inner.den };
  }
  if (node.type === 'fraction') {
    const [num, den] = [whole(node.num), whole(node.den)];
    return num !== undefined && den !== undefined && den > 0n ? { num, den } : undefined;
  }
  const n = whole(node);
  return n === undefined ? undefined : { num: n, den: 1n };
};

/** Children of a node, and the node rebuilt from new children. */
const children = (node: MathNode): [MathNode[], (kids: MathNode[]) => MathNode] => {
  switch (node.type) {
    case 'neg':
      return [[node.arg], ([a]) => ({ type: 'neg', arg: a as MathNode })];
    case 'postfix':
      return [[node.arg], ([a]) => ({ ...node, arg: a as MathNode })];
    case 'binary':
      return [
        [node.left, node.right],
        ([l, r]) => ({ ...node, left: l as MathNode, right: r as MathNode }),
      ];
    case 'fraction':
      return [
        [node.num, node.den],
        ([a, b]) => ({ type: 'fraction', num: a as MathNode, den: b as MathNode }),
      ];
    case 'power':
      return [
        [node.base, node.exponent],
        ([a, b]) => ({ type: 'power', base: a as MathNode, exponent: b as MathNode }),
      ];
    case 'root':
      return node.index
        ? [
            [node.radicand, node.index],
            ([a, b]) => ({ type: 'root', radicand: a as MathNode, index: b as MathNode }),
          ]
        : [[node.radicand], ([a]) => ({ type: 'root', radicand: a as MathNode })];
    case 'function':
      return [node.args, (args) => ({ ...node, args })];
    default:
      return [[], () => node];
  }
};

/** A value as it is read in a note: 12, −1/12, 2√3. */
const shown = (node: MathNode): string => toText(node);

/** A rule a round used, and what it did there (`72 = 36 × 2`), when that is worth saying. */
/** An operation of a round: its rule in words, the working it names, and the catalogue's rule when it is a specific one. */
type Rule = [rule: string, detail?: string, id?: RuleId];

/** from × (from − 1) × … × to, with the middle left out when it is long: 5 × 4 × 3 × 2 × 1. */
const countDown = (from: bigint, to: bigint): string => {
  const all = from - to < 6n;
  const head = all ? [] : [from, from - 1n, from - 2n];
  const terms = all
    ? Array.from({ length: Number(from - to) + 1 }, (_, i) => from - BigInt(i))
    : [...head, '…', to + 1n, to].filter((t) => t !== 1n || to === 1n);
  return terms.join(' × ');
};

/** What a round did to an operation whose operands are plain values, for its note. */
const operationRule = (node: MathNode, result: MathNode): Rule => {
  const work = `${shown(node)} = ${shown(result)}`;
  if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
    // Multiples of one surd (2√2 + 3√2): the numbers in front are added, the surd is kept.
    const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
    const [l, r] = [node.left, node.right];
    if (l.type === 'fraction' && r.type === 'fraction' && toText(l.den) === toText(r.den)) {
      // a/d ± b/d = (a ± b)/d, then in lowest terms when it is not already.
      const q = rationalOf(result);
      const reduced = q !== undefined && String(q.q) !== toText(l.den);
      return [
        `${node.op === '+' ? 'Add' : 'Subtract'} the numerators over the common denominator${reduced ? ', then reduce the fraction' : ''}`,
        undefined,
        'addFractions',
      ];
    }
    if (!a || !b) {
      const what = contains(node, (n) => n.type === 'root') ? 'like surds' : 'like terms';
      const how = node.op === '+' ? 'add' : 'subtract';
      return [`Collect ${what}: ${how} the numbers in front`, work];
    }
    return [node.op === '+' ? 'Add' : 'Subtract', work];
  }
  if (node.type === 'binary' && node.op === '*') return ['Multiply', work];
  if (node.type === 'number') return ['Write the decimal as a fraction', work];
  if (
    node.type === 'fraction' &&
    node.num.type === 'number' &&
    node.den.type === 'number' &&
    result.type === 'fraction'
  )
    return [
      'Reduce the fraction: divide the top and the bottom by their greatest common factor',
      undefined,
      'reduce',
    ];
  if ((node.type === 'binary' && node.op === '/') || node.type === 'fraction')
    return ['Divide', work];
  if (node.type === 'power') return ['Work out the power', work];
  if (node.type === 'log')
    return [
      'A logarithm of a power of its base is the exponent (log_b(bᵏ) = k)',
      work,
      'logOfBase',
    ];
  if (node.type === 'postfix' && node.op === '%')
    return ['Percent means out of 100', work, 'percent'];
  if (node.type === 'postfix' && node.op === '!') {
    const n = rationalOf(node.arg)?.p ?? 0n;
    if (n < 2n) return ['0! = 1 and 1! = 1: there is one way to arrange no thing or one', work];
    return [
      'A factorial multiplies the whole numbers from 1 up to it',
      `${shown(node)} = ${countDown(n, 1n)} = ${shown(result)}`,
    ];
  }
  const chosen = binomialArguments(node);
  if (chosen) {
    const [n, k] = chosen.map((a) => rationalOf(a)?.p ?? 0n) as [bigint, bigint];
    // biome-ignore lint/complexity/useMathMinMax: Math.min takes no bigint
    const j = k < n - k ? k : n - k;
    const worked = j < 2n ? '' : ` = (${countDown(n, n - j + 1n)})/(${countDown(j, 1n)})`;
    return [
      'Choose k of n: C(n, k) = n!/(k!(n − k)!), with the larger factorial cancelled',
      `C(${n}, ${k})${worked} = ${shown(result)}`,
    ];
  }
  if (node.type === 'neg') return ['Write the minus sign in front', work];
  if (node.type === 'root') return ['Work out the root', work];
  if (node.type === 'function' && node.name === 'abs')
    return ['The absolute value of a number is its distance from 0', work];
  return ['Work out', work];
};

/**
 * The note of one round: each rule it used named once, in the order used, with what it did
 * there; a detail that is the step's whole statement is not said twice.
 */
const roundNote = (rules: readonly Rule[], statement: string): string => {
  const named: { rule: string; details: string[] }[] = [];
  for (const [rule, detail] of rules) {
    let entry = named.find((e) => e.rule === rule);
    if (!entry) {
      entry = { rule, details: [] };
      named.push(entry);
    }
    if (detail !== undefined && detail !== statement && !entry.details.includes(detail))
      entry.details.push(detail);
  }
  // Many operations in one round are named together rather than listed one by one.
  if (named.length === 0 || named.length > 3) return 'Work out the innermost operations';
  return named
    .map(({ rule, details }, i) => {
      const said = details.length > 0 ? `${rule}: ${details.join(', ')}` : rule;
      return i === 0 ? said : said.charAt(0).toLowerCase() + said.slice(1);
    })
    .join('; ');
};

/**
 * Work out an expression without unknowns exactly, with its steps: one step for each round of
 * the innermost operations, its note naming the rule each operation of that round used (the
 * least common denominator, a perfect-square factor, like surds …). `chain` is the same working
 * as one chain of equalities, `3/4 + 5/6 = 9/12 + 10/12 = 19/12 = 1 7/12`.
 */
export const workOut = (
  problem: MathNode,
  decimals: boolean,
): { value: Exact; node: MathNode; steps: ExplainedStep[]; chain: ExplainedStep } => {
  const value = evalExact(problem);
  const final = valueNode(value, decimals);
  const finalText = toText(final);
  /** Nodes to be worked out whole in the next round (a rewritten sum or product). */
  const whole = new WeakSet<MathNode>();
  /** Radicands written as a square times the rest: √(36 × 2), split next into √36 × √2. */
  const splits = new WeakSet<MathNode>();
  const atomic = (node: MathNode): boolean => {
    try {
      return toText(valueNode(evalExact(node), decimals)) === toText(node);
    } catch {
      return false;
    }
  };
  /**
   * a ± b with both fractions written over their least common denominator (as typed: 2/4 is not
   * reduced first), to be worked out in the next round.
   */
  const overCommonDenominator = (
    node: MathNode & { type: 'binary' },
    a: { num: bigint; den: bigint },
    b: { num: bigint; den: bigint },
    rules: Rule[],
  ): MathNode => {
    const d = R.lcm(a.den, b.den);
    const over = (x: { num: bigint; den: bigint }): MathNode => {
      const top = numberNode((x.num < 0n ? -x.num : x.num) * (d / x.den));
      const f: MathNode = { type: 'fraction', num: top, den: numberNode(d) };
      return x.num < 0n ? negLead(f) : f;
    };
    const rewritten: MathNode = { ...node, left: over(a), right: over(b) };
    whole.add(rewritten);
    rules.push([
      a.den === 1n || b.den === 1n
        ? `Write both numbers as fractions over the denominator ${d}`
        : `The least common denominator of ${a.den} and ${b.den} is ${d}: write each fraction over ${d}`,
      undefined,
      'equivalent',
    ]);
    return rewritten;
  };
  /** What a rewritten node came from, so the round that works it out can say what it did. */
  const made = new WeakMap<MathNode, string>();
  const round = (node: MathNode, rules: Rule[]): MathNode => {
    if (whole.has(node)) {
      const result = valueNode(evalExact(node), decimals);
      const how = made.get(node);
      if (how === 'product')
        rules.push([
          'Work out the products and reduce the fraction',
          undefined,
          'multiplyFractions',
        ]);
      else if (how === 'roots' && node.type === 'binary')
        rules.push([
          'Take the square root of the perfect square',
          `${shown(node.left)} = ${shown(valueNode(evalExact(node.left), decimals))}`,
          'simplifyRoot',
        ]);
      else rules.push(operationRule(node, result));
      return result;
    }
    if (node.type === 'root' && splits.has(node.radicand) && node.radicand.type === 'binary') {
      const split = mul(sqrt(node.radicand.left), sqrt(node.radicand.right));
      whole.add(split);
      made.set(split, 'roots');
      rules.push([
        'The root of a product is the product of the roots: √(ab) = √a × √b',
        undefined,
        'simplifyRoot',
      ]);
      return split;
    }
    if (atomic(node)) return node;
    // e^ln(a) is a; e alone has no exact value to work out first.
    const undone = powerOfLn(node);
    if (undone) {
      rules.push(['e to a power undoes ln: e^(k·ln(a)) = aᵏ']);
      return undone;
    }
    // e to a power: only its exponent is worked out, and e⁰ is 1.
    if (node.type === 'power' && isE(node.base)) {
      if (atomic(node.exponent) && E.rational(evalExact(node.exponent))?.p === 0n) {
        rules.push(['Any number other than 0 to the power 0 is 1']);
        return numberNode(1);
      }
      return { ...node, exponent: round(node.exponent, rules) };
    }
    // Fractions added as typed (2/4 + 1/4, 1/4 + 1/6) go over a common denominator of the
    // denominators as written, without reducing either fraction first.
    if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
      const [a, b] = [literal(node.left), literal(node.right)];
      if (a && b && (a.den !== 1n || b.den !== 1n)) {
        if (a.den === b.den) {
          const result = valueNode(evalExact(node), decimals);
          rules.push(operationRule(node, result));
          return result;
        }
        return overCommonDenominator(node, a, b, rules);
      }
    }
    const [kids, rebuild] = children(node);
    const next = kids.map((k) => round(k, rules));
    if (next.some((k, i) => k !== kids[i])) {
      // −(3/2) is written −3/2 as soon as its inside is a plain value.
      const [only] = next;
      if (node.type === 'neg' && only && atomic(only)) return negLead(only);
      return rebuild(next);
    }
    // Every operand is a plain value: rewrite or work out this operation.
    if (node.type === 'mixed') {
      const q = evalExact(node);
      rules.push(['Write the mixed number as an improper fraction', undefined, 'mixedNumber']);
      return valueNode(q, false);
    }
    if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
      const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
      if (
        a &&
        b &&
        a.q !== b.q &&
        (isLiteralFraction(node.left) || isLiteralFraction(node.right))
      ) {
        return overCommonDenominator(node, { num: a.p, den: a.q }, { num: b.p, den: b.q }, rules);
      }
    }
    if (node.type === 'binary' && node.op === '*') {
      const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
      if (a && b && (a.q !== 1n || b.q !== 1n) && R.sign(a) > 0 && R.sign(b) > 0) {
        const rewritten: MathNode = {
          type: 'fraction',
          num: mul(numberNode(a.p), numberNode(b.p)),
          den: mul(numberNode(a.q), numberNode(b.q)),
        };
        whole.add(rewritten);
        made.set(rewritten, 'product');
        rules.push([
          'Multiply the numerators together and the denominators together',
          undefined,
          'multiplyFractions',
        ]);
        return rewritten;
      }
    }
    if (node.type === 'binary' && node.op === '/') {
      const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
      if (a && b && !R.isZero(b) && b.q !== 1n && R.sign(b) > 0) {
        const reciprocal = qNode(R.div(R.ONE, b));
        rules.push([
          `Dividing by ${shown(node.right)} is multiplying by its reciprocal, ${shown(reciprocal)}`,
        ]);
        return { type: 'binary', op: '*', left: node.left, right: reciprocal };
      }
    }
    if (
      node.type === 'root' &&
      node.radicand.type === 'number' &&
      /^\d+$/.test(node.radicand.value)
    ) {
      const radicand = Number(node.radicand.value);
      const index = node.index ? rationalOf(node.index) : R.int(2);
      if (
        index &&
        index.q === 1n &&
        radicand >= 2 &&
        radicand <= 1e12 &&
        (!node.index || index.p === 2n)
      ) {
        const { outside, inside } = extractPower(radicand, 2);
        if (outside > 1 && inside > 1) {
          const product = mul(numberNode(outside * outside), numberNode(inside));
          splits.add(product);
          rules.push([
            'Take out the largest perfect-square factor',
            `${radicand} = ${shown(product)}`,
            'simplifyRoot',
          ]);
          return sqrt(product);
        }
      }
    }
    const result = valueNode(evalExact(node), decimals);
    rules.push(operationRule(node, result));
    return result;
  };
  const links: MathNode[] = [problem];
  const notes: Rule[][] = [];
  let current = problem;
  for (let i = 0; i < MAX_ROUNDS && toText(current) !== finalText; i++) {
    const rules: Rule[] = [];
    let next = round(current, rules);
    if (toText(next) === toText(current)) {
      next = final;
      rules.splice(0, rules.length, ['Simplify']);
    }
    links.push(next);
    notes.push(rules);
    current = next;
  }
  const q = E.rational(value);
  if (q && q.q !== 1n && !decimals && R.cmp(R.abs(q), R.ONE) > 0) {
    const wholePart = q.p / q.q;
    const rest = (q.p < 0n ? -q.p : q.p) % q.q;
    const mixed: MathNode = {
      type: 'mixed',
      whole: String(wholePart < 0n ? -wholePart : wholePart),
      num: String(rest),
      den: String(q.q),
    };
    links.push(q.p < 0n ? { type: 'neg', arg: mixed } : mixed);
    notes.push([['Write the improper fraction as a mixed number', undefined, 'mixedNumber']]);
  }
  if (links.length === 1) {
    const alone = step('This is already in its simplest form', problem, 'simplest');
    return { value, node: final, steps: [alone], chain: alone };
  }
  const steps = notes.map((rules, i) => {
    const statement = eq(links[i] as MathNode, links[i + 1] as MathNode);
    // A round of one kind of operation names its own rule; a mixed round, the order of operations.
    const ids = new Set(rules.map(([, , id]) => id));
    const [only] = ids;
    return step(
      roundNote(rules, toText(statement)),
      statement,
      ids.size === 1 && only !== undefined ? only : 'operations',
    );
  });
  const statement: MathNode = {
    type: 'relation',
    operands: links,
    relations: links.slice(1).map(() => '='),
  };
  return {
    value,
    node: final,
    steps,
    chain: step('Work out the operations, innermost first', statement, 'operations'),
  };
};

/** An answer that is one exact value. */
export const oneValue = <K extends string>(
  kind: K,
  method: string,
  node: MathNode,
  steps: ExplainedStep[],
) => ({ kind, method, answer: toText(node), solutions: [solution(node, node)], steps });
