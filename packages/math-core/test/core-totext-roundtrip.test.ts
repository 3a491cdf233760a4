import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { mathTree, withoutImplicit } from '../src/math/arbitrary';
import { parsedShape } from '../src/math/parsedShape';
import { parseMath } from '../src/math/parseMath';
import { toText } from '../src/math/toText';
import type { MathNode } from '../src/math/tree';
import { runs } from './runs';

/**
 * Letters that spell function names and words when written next to each other (`a`+`sin`,
 * `l`+`n`, `p`+`i`, `o`+`r`), unlike the arbitrary's own x, y, z, k, θ. Not `e`: it reads as the
 * constant.
 */
const LETTERS = [...'acosinlgtxprdhmbq'];

/** The tree with every variable renamed, in order, from `names`. */
const renamed = (tree: MathNode, names: string[]): MathNode => {
  let next = 0;
  return JSON.parse(JSON.stringify(tree), (_key, value) =>
    value && typeof value === 'object' && value.type === 'variable'
      ? { ...value, name: names[next++ % names.length] }
      : value,
  ) as MathNode;
};

const letterTree = fc
  .tuple(mathTree, fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 12 }))
  .map(([tree, names]) => renamed(tree, names));

/** Products written without a sign: letters, numbers, constants, functions and logs side by side. */
const factor: fc.Arbitrary<MathNode> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(...LETTERS).map((name): MathNode => ({ type: 'variable', name })),
  },
  fc
    .constantFrom('pi' as const, 'e' as const)
    .map((name): MathNode => ({ type: 'constant', name })),
  fc.integer({ min: 1, max: 99 }).map((n): MathNode => ({ type: 'number', value: String(n) })),
  fc.tuple(fc.constantFrom('sin', 'cos', 'tan', 'abs', 'exp'), fc.constantFrom(...LETTERS)).map(
    ([name, arg]): MathNode => ({
      type: 'function',
      name,
      args: [{ type: 'variable', name: arg }],
    }),
  ),
  fc.tuple(fc.boolean(), fc.constantFrom(...LETTERS)).map(
    ([natural, arg]): MathNode => ({
      type: 'log',
      arg: { type: 'variable', name: arg },
      ...(natural ? { base: { type: 'constant', name: 'e' } as MathNode } : {}),
    }),
  ),
);
const product = fc.array(factor, { minLength: 2, maxLength: 5 }).map((factors) =>
  factors.reduce(
    (left, right): MathNode => ({
      type: 'binary',
      op: '*',
      left,
      right,
      implicit: true,
    }),
  ),
);

const v = (name: string): MathNode => ({ type: 'variable', name });
const times = (left: MathNode, right: MathNode): MathNode => ({
  type: 'binary',
  op: '*',
  left,
  right,
  implicit: true,
});
const fn = (name: string, arg: MathNode): MathNode => ({ type: 'function', name, args: [arg] });
const roundTrips = (tree: MathNode): void => {
  const text = toText(tree);
  const parsed = unwrap(parseMath(text));
  expect(withoutImplicit(parsed), text).toEqual(withoutImplicit(tree));
  expect(toText(parsed)).toBe(text);
};

/** Plain numbers (maybe negated), plain fractions and mixed numbers: what `a/b ÷ c/d` is made of. */
const plain: fc.Arbitrary<MathNode> = fc.oneof(
  fc.integer({ min: 1, max: 12 }).map((n): MathNode => ({ type: 'number', value: String(n) })),
  fc
    .integer({ min: 1, max: 12 })
    .map((n): MathNode => ({ type: 'neg', arg: { type: 'number', value: String(n) } })),
  fc.constantFrom<MathNode>(
    { type: 'mixed', whole: '2', num: '1', den: '2' },
    { type: 'variable', name: 'x' },
    { type: 'constant', name: 'pi' },
    {
      type: 'power',
      base: { type: 'variable', name: 'x' },
      exponent: { type: 'number', value: '2' },
    },
    {
      type: 'binary',
      op: '+',
      left: { type: 'variable', name: 'x' },
      right: { type: 'number', value: '1' },
    },
  ),
);
/** Trees of ÷, ×, fraction bars and minus signs over those, the shapes where ÷ and / meet. */
const divisions = fc.letrec<{ node: MathNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    plain,
    fc
      .record({ num: tie('node'), den: tie('node') })
      .map(({ num, den }): MathNode => ({ type: 'fraction', num, den })),
    fc
      .record({
        op: fc.constantFrom('/' as const, '*' as const),
        left: tie('node'),
        right: tie('node'),
      })
      .map(({ op, left, right }): MathNode => ({ type: 'binary', op, left, right })),
    tie('node').map((arg): MathNode => ({ type: 'neg', arg })),
  ),
})).node;

describe('toText → parseMath round trip', () => {
  it('writes where ÷ and / meet so that it reads back: (12 ÷ 4)/2, 12 ÷ (4/2), 7/8 ÷ 1/2', () => {
    for (const text of [
      '12÷4/2',
      '12/4÷2',
      '7/8 ÷ 1/2',
      '3/4 ÷ 5/8',
      '12 ÷ 3/4',
      '(12÷4)/2',
      '12÷(4/2)',
      'x/2÷3',
      'x÷2/3',
      '2 1/2 ÷ 1/4',
      '2 × 7/8 ÷ 1/2',
      '7/8 ÷ 1/2 ÷ 1/4',
      '12 ÷ -3/4',
      '-7/8 ÷ -1/2',
      '7/8 ÷ 1/2^2',
      '3/4 ÷ x/2',
      'a/b ÷ c/d = a/b × d/c',
      '3/4 ÷ (x+1)/2',
      'x²/2 ÷ 3/4',
    ])
      roundTrips(unwrap(parseMath(text)));
    expect(toText(unwrap(parseMath('12÷4/2')))).toBe('(12 ÷ 4)/2');
    expect(toText(unwrap(parseMath('12 ÷ 3/4')))).toBe('(12 ÷ 3)/4');
    expect(toText(unwrap(parseMath('7/8 ÷ 1/2')))).toBe('7/8 ÷ 1/2');
    expect(toText(unwrap(parseMath('12÷(4/2)')))).toBe('12 ÷ (4/2)');
  });

  it('property: every tree of ÷, ×, fractions and signs over plain numbers reads back', () => {
    fc.assert(fc.property(divisions, roundTrips), { numRuns: runs(3000) });
  });

  it('keeps letters apart where they would spell a function name', () => {
    const two: MathNode = { type: 'number', value: '2' };
    const x = v('x');
    expect(toText(unwrap(parseMath('2a cos(x)')))).toBe('2a cos(x)');
    expect(toText(times(times(two, v('a')), fn('cos', x)))).toBe('2a cos(x)');
    expect(toText(times(v('a'), fn('sin', x)))).toBe('a sin(x)');
    expect(toText(unwrap(parseMath('a sin x')))).toBe('a sin(x)');
    expect(toText(times(times(v('l'), v('n')), x))).toBe('l nx');
    expect(toText(unwrap(parseMath('l n(x)')))).toBe('l nx');
    expect(toText(times(v('p'), v('i')))).toBe('p i');
    expect(toText(times(times(two, v('o')), v('r')))).toBe('2o r');
    // Letters that spell nothing still join.
    expect(toText(times(times(two, v('x')), v('y')))).toBe('2xy');
    expect(toText(times(v('x'), fn('sin', x)))).toBe('xsin(x)');
    for (const text of ['2a cos(x)', 'a sin x', 'l n(x)', 'p i', 'a ln(x)', 'e exp(x)', 'c o s'])
      roundTrips(unwrap(parseMath(text)));
  });

  it('property: parseMath(toText(tree)) is the tree, for trees whose letters can spell names', () => {
    fc.assert(fc.property(letterTree, roundTrips), { numRuns: runs(1000) });
    fc.assert(fc.property(product, roundTrips), { numRuns: runs(3000) });
    // Such products inside any tree: as a sum's terms and as a fraction's parts.
    fc.assert(
      fc.property(letterTree, product, product, (tree, p, q) => {
        if (tree.type === 'relation' || tree.type === 'list') return;
        roundTrips({ type: 'binary', op: '+', left: p, right: tree });
        roundTrips({ type: 'fraction', num: tree, den: q });
        roundTrips({ type: 'binary', op: '*', left: p, right: q, implicit: true });
      }),
      { numRuns: runs(500) },
    );
  });

  it('writes absolute values with bars, spaces a product after a raised exponent, and reads both back', () => {
    const cases: [typed: string, shown: string][] = [
      ['ln(abs(x)) + C', 'ln|x| + C'],
      ['-ln(abs(cos(x)))', '−ln|cos(x)|'],
      ['abs(x - 1) + 2abs(x)', '|x − 1| + 2|x|'],
      ['abs(abs(x) - 1)', 'abs(|x| − 1)'],
      ['abs(x)^2', '|x|²'],
      ['2^x ln(2)', '2^x ln(2)'],
      ['2^xln(2)', '2^x ln(2)'],
      ['2x e^(sin(x^2)) cos(x^2)', '2xe^sin(x²) cos(x²)'],
      ['e^x (x + 1)', 'e^x (x + 1)'],
      ['e^(x+1)ln(2)', 'e^(x + 1)ln(2)'],
      ['2(cos(72°) + i sin(72°))', '2(cos(72°) + i sin(72°))'],
      ['sin^2(x) + cos²x', 'sin(x)² + cos(x)²'],
      ['|1 1/2|', '|1 1/2|'],
    ];
    for (const [typed, shown] of cases) {
      const tree = unwrap(parseMath(typed));
      expect(toText(tree), typed).toBe(shown);
      roundTrips(tree);
    }
    // A mixed number over a fraction bar keeps its brackets: 1 1/2 / 2 is 1½ ÷ 2.
    roundTrips({
      type: 'fraction',
      num: { type: 'mixed', whole: '1', num: '1', den: '2' },
      den: { type: 'number', value: '2' },
    });
  });
});

/** Other spellings of the same numbers: 007, 2.50, .5, 5., 1E+3. */
const respelled = (tree: MathNode, seed: number): MathNode => {
  let next = seed;
  return JSON.parse(JSON.stringify(tree), (_key, value) => {
    if (!value || typeof value !== 'object' || value.type !== 'number') return value;
    const [mantissa = '', exponent] = (value.value as string).split('e');
    const tail = exponent === undefined ? '' : `E${exponent.startsWith('-') ? '' : '+'}${exponent}`;
    const spellings = [
      `00${mantissa}${tail}`,
      mantissa.includes('.') ? `${mantissa}00${tail}` : `${mantissa}.${tail}`,
      mantissa.startsWith('0.') ? `${mantissa.slice(1)}${tail}` : `${mantissa}${tail}`,
      `${mantissa}${exponent === undefined ? 'e+0' : tail}`,
    ];
    return { ...value, value: spellings[next++ % spellings.length] };
  }) as MathNode;
};

/** The tree with some of its letters u made logs of absolute values, ln|u| or log|u|. */
const barredLogs = (tree: MathNode, seed: number): MathNode => {
  let next = seed;
  return JSON.parse(JSON.stringify(tree), (_key, value) => {
    if (!value || typeof value !== 'object' || value.type !== 'variable' || next++ % 3 !== 0)
      return value;
    const arg = { type: 'function', name: 'abs', args: [value] };
    return next % 2 === 0
      ? { type: 'log', arg }
      : { type: 'log', arg, base: { type: 'constant', name: 'e' } };
  }) as MathNode;
};

/** The same as what `parseMath` reads the tree's text as, implicit marks and key order included. */
const shapedAsRead = (tree: MathNode): void => {
  const text = toText(tree);
  expect(JSON.stringify(parsedShape(tree)), text).toBe(JSON.stringify(unwrap(parseMath(text))));
};

describe('parsedShape: the tree toText → parseMath gives, worked out on the tree', () => {
  it('marks a product written with its sign as one, writes a list of one item as that item, and reads a power after ln|x| into it', () => {
    const [two, three, x] = [
      { type: 'number', value: '2' },
      { type: 'number', value: '3' },
      v('x'),
    ] as MathNode[];
    const half: MathNode = {
      type: 'fraction',
      num: { type: 'number', value: '1' },
      den: two as MathNode,
    };
    for (const tree of [
      times(two as MathNode, three as MathNode),
      times(x as MathNode, half),
      times(x as MathNode, { type: 'neg', arg: three as MathNode }),
      times(two as MathNode, x as MathNode),
      { type: 'list', items: [{ type: 'relation', operands: [x, two], relations: ['='] }] },
      { type: 'list', items: [two] },
    ] as MathNode[])
      shapedAsRead(tree);
    expect(parsedShape(times(two as MathNode, three as MathNode))).toEqual({
      type: 'binary',
      op: '*',
      left: two,
      right: three,
    });
    // A power, % or ° straight after a log written with bars is read into its argument.
    const lnAbs: MathNode = {
      type: 'log',
      arg: fn('abs', x as MathNode),
      base: { type: 'constant', name: 'e' },
    };
    for (const tree of [
      { type: 'power', base: lnAbs, exponent: two },
      { type: 'postfix', op: '%', arg: { type: 'root', radicand: lnAbs } },
      { type: 'postfix', op: '°', arg: { type: 'postfix', op: '%', arg: lnAbs } },
      { type: 'power', base: { type: 'function', name: 'abs', args: [lnAbs] }, exponent: two },
    ] as MathNode[])
      shapedAsRead(tree);
    expect(toText(parsedShape({ type: 'power', base: lnAbs, exponent: two as MathNode }))).toBe(
      'ln(|x|²)',
    );
    // What needs nothing is the same object.
    const built = times(two as MathNode, x as MathNode);
    expect(parsedShape(built)).toBe(built);
  });

  it('property: the same tree as parseMath(toText(tree)), for trees the parser reads', () => {
    fc.assert(fc.property(mathTree, shapedAsRead), { numRuns: runs(2000) });
    fc.assert(fc.property(letterTree, shapedAsRead), { numRuns: runs(500) });
    fc.assert(fc.property(product, shapedAsRead), { numRuns: runs(1000) });
    fc.assert(fc.property(divisions, shapedAsRead), { numRuns: runs(1000) });
    fc.assert(
      fc.property(mathTree, fc.nat(3), (tree, seed) => {
        shapedAsRead(respelled(tree, seed));
        if (tree.type !== 'list') shapedAsRead({ type: 'list', items: [tree] });
      }),
      { numRuns: runs(1000) },
    );
    fc.assert(
      fc.property(mathTree, fc.nat(5), (tree, seed) => shapedAsRead(barredLogs(tree, seed))),
      { numRuns: runs(3000) },
    );
  });
});
