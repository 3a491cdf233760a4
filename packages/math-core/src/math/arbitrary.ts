/**
 * Test-only: fast-check arbitraries for expression trees that `parseMath` can read, i.e. every
 * node but `text`, with lists only at the top and canonical number spellings.
 */
import fc from 'fast-check';
import type { MathNode, MathRelation } from './tree';

const digits = fc.integer({ min: 0, max: 99_999 }).map(String);
const decimal = fc
  .tuple(digits, fc.option(fc.integer({ min: 1, max: 999 }), { nil: undefined }))
  .map(([whole, fraction]) =>
    fraction === undefined ? whole : `${whole}.${String(fraction).replace(/0+$/, '')}`,
  );
const scientific = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -30, max: 30 }))
  .map(([m, e]) => `${m}e${e}`);

export const numberNode: fc.Arbitrary<MathNode> = fc
  .oneof({ weight: 5, arbitrary: decimal }, { weight: 1, arbitrary: scientific })
  .map((value): MathNode => ({ type: 'number', value }));

/** Letters that cannot spell a function name next to each other (so "ln" never appears). */
const variableNode: fc.Arbitrary<MathNode> = fc
  .constantFrom('x', 'y', 'z', 'k', 'θ')
  .map((name): MathNode => ({ type: 'variable', name }));
const constantNode: fc.Arbitrary<MathNode> = fc
  .constantFrom('pi' as const, 'e' as const)
  .map((name): MathNode => ({ type: 'constant', name }));
const mixedNode: fc.Arbitrary<MathNode> = fc
  .tuple(
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 2, max: 99 }),
    fc.integer({ min: 1, max: 98 }),
  )
  .filter(([, den, num]) => num < den)
  .map(
    ([whole, den, num]): MathNode => ({
      type: 'mixed',
      whole: String(whole),
      num: String(num),
      den: String(den),
    }),
  );

const RELATIONS: MathRelation[] = ['=', '≈', '≠', '<', '>', '≤', '≥'];

const tree = fc.letrec<{ expr: MathNode; statement: MathNode }>((tie) => {
  const expr = tie('expr');
  return {
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      numberNode,
      variableNode,
      constantNode,
      mixedNode,
      expr.map((arg): MathNode => ({ type: 'neg', arg })),
      fc
        .record({
          op: fc.constantFrom('+', '-', '*', '/', '±') as fc.Arbitrary<'+' | '-' | '*' | '/' | '±'>,
          left: expr,
          right: expr,
          implicit: fc.boolean(),
        })
        .map(
          ({ op, left, right, implicit }): MathNode =>
            op === '*' && implicit
              ? { type: 'binary', op, left, right, implicit: true }
              : { type: 'binary', op, left, right },
        ),
      fc
        .record({ num: expr, den: expr })
        .map(({ num, den }): MathNode => ({ type: 'fraction', num, den })),
      fc
        .record({ base: expr, exponent: expr })
        .map(({ base, exponent }): MathNode => ({ type: 'power', base, exponent })),
      fc
        .record({ radicand: expr, index: fc.option(expr, { nil: undefined }) })
        .map(
          ({ radicand, index }): MathNode =>
            index ? { type: 'root', radicand, index } : { type: 'root', radicand },
        ),
      fc
        .record({
          arg: expr,
          base: fc.option(fc.oneof(numberNode, variableNode, constantNode, expr), {
            nil: undefined,
          }),
        })
        .map(
          ({ arg, base }): MathNode => (base ? { type: 'log', arg, base } : { type: 'log', arg }),
        ),
      fc
        .record({ name: fc.constantFrom('sin', 'cos', 'tan', 'abs', 'exp'), arg: expr })
        .map(({ name, arg }): MathNode => ({ type: 'function', name, args: [arg] })),
      fc
        .record({
          name: fc.constantFrom('gcd', 'max', 'binomial'),
          args: fc.array(expr, { minLength: 2, maxLength: 3 }),
        })
        .map(({ name, args }): MathNode => ({ type: 'function', name, args })),
      fc
        .record({ op: fc.constantFrom('%' as const, '°' as const, '!' as const), arg: expr })
        .map(({ op, arg }): MathNode => ({ type: 'postfix', op, arg })),
    ),
    statement: fc
      .tuple(
        expr,
        fc.array(fc.tuple(fc.constantFrom(...RELATIONS), expr), { minLength: 1, maxLength: 2 }),
      )
      .map(
        ([first, rest]): MathNode => ({
          type: 'relation',
          operands: [first, ...rest.map(([, operand]) => operand)],
          relations: rest.map(([relation]) => relation),
        }),
      ),
  };
});

/** What a person may type: an expression, a chain of relations, or a list of them. */
export const mathTree: fc.Arbitrary<MathNode> = fc.oneof(
  tree.expr,
  tree.statement,
  fc
    .array(fc.oneof(tree.expr, tree.statement), { minLength: 2, maxLength: 3 })
    .map((items): MathNode => ({ type: 'list', items })),
);

/** The tree with presentation-only flags removed, for structural comparison. */
export const withoutImplicit = (node: MathNode): unknown =>
  JSON.parse(JSON.stringify(node, (key, value) => (key === 'implicit' ? undefined : value)));
