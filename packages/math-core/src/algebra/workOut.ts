/**
 * Exact arithmetic with its steps: fractions, mixed numbers, powers, roots and π worked out one
 * round of the innermost operations at a time, each round's note naming the rule it used
 * (`3/4 + 5/6 = 9/12 + 10/12 = 19/12 = 1 7/12`, `√72 = √(36 × 2) = √36 × √2 = 6√2`). The
 * arithmetic kind answers with it; logarithms, trigonometric values and systems work their
 * numbers out with it.
 */
import { extractPower } from '../_lib/primes';
import { chain, eq, fn, list, mul, n as numberNode, sqrt, text } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import type { RuleId, StepParams, WorkedStep } from '../math/rules';
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

/**
 * An operation of a round, as its step says it: the catalogue's rule and form, the numbers its
 * note names, and what it did there (`72 = 36 × 2`) when that is worth saying. A form that may
 * show its working has a second form, its name with `Worked`, that ends with it.
 */
interface Rule {
  readonly id: RuleId;
  readonly form: string;
  readonly params?: StepParams;
  readonly work?: MathNode;
}

const rule = (id: RuleId, form: string, work?: MathNode, params?: StepParams): Rule => ({
  id,
  form,
  ...(work ? { work } : {}),
  ...(params ? { params } : {}),
});

/** Operations of one round that are said together: the same rule, form and numbers. */
const keyOf = (r: Rule): string =>
  [r.id, r.form]
    .concat(
      Object.entries(r.params ?? {}).map(
        ([name, p]) => `${name}=${typeof p === 'object' ? toText(p) : String(p)}`,
      ),
    )
    .join(' ');

/** from × (from − 1) × … × to, with the middle left out when it is long: 5 × 4 × 3 × 2 × 1. */
const countDown = (from: bigint, to: bigint): MathNode => {
  const all = from - to < 6n;
  const terms: MathNode[] = all
    ? Array.from({ length: Number(from - to) + 1 }, (_, i) => numberNode(from - BigInt(i)))
    : [
        ...[from, from - 1n, from - 2n].map((t) => numberNode(t)),
        text('…'),
        ...[to + 1n, to].filter((t) => t !== 1n || to === 1n).map((t) => numberNode(t)),
      ];
  return terms.reduce((product, t) => mul(product, t));
};

/** What a round did to an operation whose operands are plain values, for its note. */
const operationRule = (node: MathNode, result: MathNode): Rule => {
  const work = eq(node, result);
  const operations = (form: string, shown: MathNode | undefined = work) =>
    rule('operations', form, shown);
  if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
    // Multiples of one surd (2√2 + 3√2): the numbers in front are added, the surd is kept.
    const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
    const [l, r] = [node.left, node.right];
    const adding = node.op === '+';
    if (l.type === 'fraction' && r.type === 'fraction' && toText(l.den) === toText(r.den)) {
      // a/d ± b/d = (a ± b)/d, then in lowest terms when it is not already.
      const q = rationalOf(result);
      const reduced = q !== undefined && String(q.q) !== toText(l.den);
      return rule(
        'addFractions',
        `${adding ? 'add' : 'subtract'}Numerators${reduced ? 'Reduced' : ''}`,
      );
    }
    if (!a || !b) {
      const surds = contains(node, (n) => n.type === 'root');
      return operations(`${surds ? 'surds' : 'terms'}${adding ? 'Add' : 'Subtract'}`);
    }
    return operations(adding ? 'add' : 'subtract');
  }
  if (node.type === 'binary' && node.op === '*') return operations('multiply');
  if (node.type === 'number') return operations('decimal');
  if (
    node.type === 'fraction' &&
    node.num.type === 'number' &&
    node.den.type === 'number' &&
    result.type === 'fraction'
  )
    return rule('reduce', 'greatestFactor');
  if ((node.type === 'binary' && node.op === '/') || node.type === 'fraction')
    return operations('divide');
  if (node.type === 'power') return operations('power');
  if (node.type === 'log') return rule('logOfBase', 'exponent', work);
  if (node.type === 'postfix' && node.op === '%') return rule('percent', 'outOf', work);
  if (node.type === 'postfix' && node.op === '!') {
    const n = rationalOf(node.arg)?.p ?? 0n;
    if (n < 2n) return operations('smallFactorial');
    return operations('factorial', chain(node, '=', countDown(n, 1n), '=', result));
  }
  const chosen = binomialArguments(node);
  if (chosen) {
    const [n, k] = chosen.map((a) => rationalOf(a)?.p ?? 0n) as [bigint, bigint];
    // biome-ignore lint/complexity/useMathMinMax: Math.min takes no bigint
    const j = k < n - k ? k : n - k;
    const named = fn('C', numberNode(n), numberNode(k));
    const cancelled = (): MathNode => ({
      type: 'fraction',
      num: countDown(n, n - j + 1n),
      den: countDown(j, 1n),
    });
    const worked = j < 2n ? eq(named, result) : chain(named, '=', cancelled(), '=', result);
    return operations('choose', worked);
  }
  if (node.type === 'neg') return operations('minus');
  if (node.type === 'root') return operations('root');
  if (node.type === 'function' && node.name === 'abs') return operations('absolute');
  return operations('other');
};

/**
 * The step of one round, whose operations all follow one rule: that rule's note with what it
 * did to each operation, in the order done; a working that is the step's whole statement is not
 * said twice.
 */
const roundStep = (rules: readonly Rule[], statement: MathNode): WorkedStep => {
  const [first] = rules as [Rule];
  const whole = toText(statement);
  const works: MathNode[] = [];
  for (const { work } of rules)
    if (
      work !== undefined &&
      toText(work) !== whole &&
      !works.some((w) => toText(w) === toText(work))
    )
      works.push(work);
  const [one] = works;
  return step(
    {
      rule: first.id,
      form: one ? `${first.form}Worked` : first.form,
      params: {
        ...first.params,
        ...(one ? { work: works.length === 1 ? one : list(...works) } : {}),
      },
    },
    statement,
  );
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
): { value: Exact; node: MathNode; steps: WorkedStep[]; chain: WorkedStep } => {
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
  /** What a rewritten node came from, so the round that works it out can say what it did. */
  const made = new WeakMap<MathNode, string>();
  /**
   * One round of the innermost operations, told each rule it used in `rules`. With `allow`, only
   * the operations it allows are done: the others are kept, and so is every operation above them
   * (`held`), which needs their value first.
   */
  const round = (start: MathNode, rules: Rule[], allow?: (r: Rule) => boolean): MathNode => {
    const held = new WeakSet<MathNode>();
    /** An operation done: its result, or the node kept when it is not allowed this round. */
    const done = (node: MathNode, r: Rule, result: MathNode): MathNode => {
      if (allow && !allow(r)) {
        held.add(node);
        return node;
      }
      rules.push(r);
      return result;
    };
    /**
     * a ± b with both fractions written over their least common denominator (as typed: 2/4 is
     * not reduced first), to be worked out in the next round.
     */
    const overCommonDenominator = (
      node: MathNode & { type: 'binary' },
      a: { num: bigint; den: bigint },
      b: { num: bigint; den: bigint },
    ): MathNode => {
      const d = R.lcm(a.den, b.den);
      const over = (x: { num: bigint; den: bigint }): MathNode => {
        const top = numberNode((x.num < 0n ? -x.num : x.num) * (d / x.den));
        const f: MathNode = { type: 'fraction', num: top, den: numberNode(d) };
        return x.num < 0n ? negLead(f) : f;
      };
      const rewritten: MathNode = { ...node, left: over(a), right: over(b) };
      whole.add(rewritten);
      const said =
        a.den === 1n || b.den === 1n
          ? rule('equivalent', 'overDenominator', undefined, { denominator: d })
          : rule('equivalent', 'lcdOfBoth', undefined, { first: a.den, second: b.den, lcd: d });
      return done(node, said, rewritten);
    };
    const visit = (node: MathNode): MathNode => {
      if (whole.has(node)) {
        const result = valueNode(evalExact(node), decimals);
        const how = made.get(node);
        if (how === 'product') return done(node, rule('multiplyFractions', 'products'), result);
        if (how === 'roots' && node.type === 'binary') {
          const root = eq(node.left, valueNode(evalExact(node.left), decimals));
          return done(node, rule('simplifyRoot', 'perfectSquare', root), result);
        }
        return done(node, operationRule(node, result), result);
      }
      if (node.type === 'root' && splits.has(node.radicand) && node.radicand.type === 'binary') {
        const split = mul(sqrt(node.radicand.left), sqrt(node.radicand.right));
        whole.add(split);
        made.set(split, 'roots');
        return done(node, rule('simplifyRoot', 'rootOfProduct'), split);
      }
      if (atomic(node)) return node;
      // e^ln(a) is a; e alone has no exact value to work out first.
      const undone = powerOfLn(node);
      if (undone) return done(node, rule('operations', 'eToLn'), undone);
      // e to a power: only its exponent is worked out, and e⁰ is 1.
      if (node.type === 'power' && isE(node.base)) {
        if (atomic(node.exponent) && E.rational(evalExact(node.exponent))?.p === 0n)
          return done(node, rule('operations', 'zeroPower'), numberNode(1));
        const exponent = visit(node.exponent);
        if (held.has(exponent)) held.add(node);
        return exponent === node.exponent ? node : { ...node, exponent };
      }
      // Fractions added as typed (2/4 + 1/4, 1/4 + 1/6) go over a common denominator of the
      // denominators as written, without reducing either fraction first.
      if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
        const [a, b] = [literal(node.left), literal(node.right)];
        if (a && b && (a.den !== 1n || b.den !== 1n)) {
          if (a.den === b.den) {
            const result = valueNode(evalExact(node), decimals);
            return done(node, operationRule(node, result), result);
          }
          return overCommonDenominator(node, a, b);
        }
      }
      const [kids, rebuild] = children(node);
      const next = kids.map(visit);
      const waiting = next.some((k) => held.has(k));
      if (waiting || next.some((k, i) => k !== kids[i])) {
        // −(3/2) is written −3/2 as soon as its inside is a plain value.
        const [only] = next;
        if (!waiting && node.type === 'neg' && only && atomic(only)) return negLead(only);
        const rebuilt = next.some((k, i) => k !== kids[i]) ? rebuild(next) : node;
        if (waiting) held.add(rebuilt);
        return rebuilt;
      }
      // Every operand is a plain value: rewrite or work out this operation.
      if (node.type === 'mixed')
        return done(node, rule('mixedNumber', 'toImproper'), valueNode(evalExact(node), false));
      if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
        const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
        if (
          a &&
          b &&
          a.q !== b.q &&
          (isLiteralFraction(node.left) || isLiteralFraction(node.right))
        ) {
          return overCommonDenominator(node, { num: a.p, den: a.q }, { num: b.p, den: b.q });
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
          return done(node, rule('multiplyFractions', 'across'), rewritten);
        }
      }
      if (node.type === 'binary' && node.op === '/') {
        const [a, b] = [rationalOf(node.left), rationalOf(node.right)];
        if (a && b && !R.isZero(b) && b.q !== 1n && R.sign(b) > 0) {
          const reciprocal = qNode(R.div(R.ONE, b));
          return done(
            node,
            rule('operations', 'byReciprocal', undefined, { divisor: node.right, reciprocal }),
            { type: 'binary', op: '*', left: node.left, right: reciprocal },
          );
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
            const factored = rule('simplifyRoot', 'squareFactor', eq(node.radicand, product));
            return done(node, factored, sqrt(product));
          }
        }
      }
      const result = valueNode(evalExact(node), decimals);
      return done(node, operationRule(node, result), result);
    };
    return visit(start);
  };
  const links: MathNode[] = [problem];
  const said: Rule[][] = [];
  let current = problem;
  for (let i = 0; i < MAX_ROUNDS && toText(current) !== finalText; i++) {
    let rules: Rule[] = [];
    let next = round(current, rules);
    // A round that used several rules is done one rule at a time, the first used first, so
    // each step says one rule (a power, then the product it leaves).
    const first = rules[0] && keyOf(rules[0]);
    if (rules.some((r) => keyOf(r) !== first)) {
      rules = [];
      next = round(current, rules, (r) => keyOf(r) === first);
    }
    if (toText(next) === toText(current)) {
      next = final;
      rules = [rule('operations', 'simplify')];
    }
    links.push(next);
    said.push(rules);
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
    said.push([rule('mixedNumber', 'toMixed')]);
  }
  if (links.length === 1) {
    const alone = step({ rule: 'simplest', form: 'alreadySimplest' }, problem);
    return { value, node: final, steps: [alone], chain: alone };
  }
  const steps = said.map((rules, i) =>
    roundStep(rules, eq(links[i] as MathNode, links[i + 1] as MathNode)),
  );
  const statement: MathNode = {
    type: 'relation',
    operands: links,
    relations: links.slice(1).map(() => '='),
  };
  return {
    value,
    node: final,
    steps,
    chain: step({ rule: 'operations', form: 'innermostFirst' }, statement),
  };
};

/** An answer that is one exact value. */
export const oneValue = <K extends string>(
  kind: K,
  method: string,
  node: MathNode,
  steps: WorkedStep[],
) => ({ kind, method, answer: toText(node), solutions: [solution(node, node)], steps });
