/**
 * Draws from a deck of cards or a bag, asked in words, as exact fractions: "the probability of
 * drawing a heart from a standard deck" = 1/4; "two aces without replacement" = 4/52 × 3/51 =
 * 1/221; "a red card then a black card without replacement" = 26/52 × 26/51 = 13/51; "a bag has 3
 * red and 5 blue balls, two are drawn without replacement, probability both red" = 3/8 × 2/7 =
 * 3/28; "one red and one blue" = C(3, 1) × C(5, 1)/C(8, 2) = 15/28; "at least one red" by the
 * complement. Worked as a course does it: each draw counted among the items left (or all of them
 * again when each is put back), the probabilities multiplied, and combinations counted when the
 * order does not matter.
 *
 * The kind checks its answer itself by listing every ordered draw of distinct items and counting
 * the ones where the event holds, exactly.
 */

import { chain, frac, n as numberNode, text, times } from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import type { StepParams, WorkedStep } from '../../../math/rules';
import { qNode, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { type Draws, drawsOf, type Item, type Pick } from './readDraws';
import { invalid, unsupported } from './refusals';

export { countOf, type Draws, readDraws } from './readDraws';

/** A count as it is written in a step's fraction: 4/52, not 1/13. */
const ratio = (top: number, bottom: number): MathNode => frac(numberNode(top), numberNode(bottom));

/** P(what) = a × b × … = value. */
const product = (what: string, factors: MathNode[], value: Q): MathNode =>
  chain(
    P(what),
    '=',
    factors.reduce((a, b) => times(a, b)),
    '=',
    qNode(value),
  );

const P = (what: string): MathNode => ({ type: 'function', name: 'P', args: [text(what)] });

const binomial = (n: number, k: number): bigint => R.binomial(BigInt(n), BigInt(k)) ?? 0n;

/** Every ordered draw of distinct items, counted where `event` holds: favourable/all. */
const counted = (
  items: readonly Item[],
  draws: number,
  replaced: boolean,
  event: (drawn: Item[]) => boolean,
): Q => {
  let favourable = 0n;
  let total = 0n;
  const drawn: Item[] = [];
  const used = new Array<boolean>(items.length).fill(false);
  const walk = (depth: number): void => {
    if (depth === draws) {
      total++;
      if (event(drawn)) favourable++;
      return;
    }
    items.forEach((item, i) => {
      if (!replaced && used[i]) return;
      used[i] = true;
      drawn[depth] = item;
      walk(depth + 1);
      used[i] = false;
    });
  };
  walk(0);
  return R.rat(favourable, total);
};

/** The most ordered draws the check lists. */
const MAX_LISTED = 400_000;

/** The draws' probability, with its steps, checked by listing every ordered draw. */
export const solveDraws = (
  e: Extract<Draws, { game: 'draws' }>,
): { value: Q; what: string; steps: WorkedStep[] } => {
  const { items, replaced, wanted, noun } = e;
  const N = items.length;
  const draws = drawsOf(wanted);
  if (draws < 1) throw invalid('probabilityOneDrawn');
  if (!replaced && draws > N)
    throw invalid('probabilityWithout', { count: String(N), nouns: `${noun}s` });
  let listed = 1;
  for (let i = 0; i < draws; i++) listed *= replaced ? N : N - i;
  if (listed > MAX_LISTED) throw unsupported('probabilityOrders');
  const steps: WorkedStep[] = [];
  const have = (p: Pick) => items.filter(p.test).length;
  /** What is drawn from, as the catalogue's terms name it: a deck, or the student's bag. */
  const source: StepParams =
    e.from === 'deck'
      ? { thing: 'deck' }
      : {
          thing: 'bag',
          container: e.container as string,
          noun,
          total: N,
          contents: e.contents as MathNode,
        };
  /** The picks in order, each counted among the items left, their product. */
  const inOrder = (picks: Pick[], what: string): Q => {
    if (picks.length === 1) {
      const [p] = picks as [Pick];
      const value = R.rat(BigInt(have(p)), BigInt(N));
      steps.push(
        step(
          {
            rule: 'equallyLikely',
            form: have(p) === 1 ? 'drawOne' : 'drawSome',
            params: { ...source, ...p.term, count: have(p) },
          },
          R.isInt(R.rat(BigInt(N), BigInt(have(p) || 1))) && have(p) === 1
            ? chain(P(what), '=', qNode(value))
            : chain(P(what), '=', ratio(have(p), N), '=', qNode(value)),
        ),
      );
      return value;
    }
    const factors: MathNode[] = [];
    let value = R.ONE;
    picks.forEach((p, i) => {
      // Without replacement the items drawn before are gone: each earlier pick either always
      // gives this one (it is one fewer) or never does, else the count left depends on which it was.
      let fav = have(p);
      if (!replaced)
        for (const q of picks.slice(0, i)) {
          const both = items.filter((it) => q.test(it) && p.test(it)).length;
          if (both === have(q)) fav -= 1;
          else if (both !== 0)
            throw unsupported('probabilityDepends', { pick: p.said, before: q.said, noun });
        }
      const left = replaced ? N : N - i;
      factors.push(ratio(fav, left));
      value = R.mul(value, R.rat(BigInt(fav), BigInt(left)));
      const params = { ...source, ...p.term, draw: i + 1, count: fav, all: N, left };
      steps.push(
        step(
          i === 0
            ? { rule: 'equallyLikely', form: 'drawFirst', params }
            : replaced
              ? { rule: 'independent', form: 'drawPutBack', params }
              : { rule: 'withoutReplacement', form: 'drawLeft', params },
          chain(P(`${p.said}, draw ${i + 1}`), '=', ratio(fav, left)),
        ),
      );
    });
    steps.push(
      step(
        replaced
          ? { rule: 'independent', form: 'multiplyDraws' }
          : { rule: 'withoutReplacement', form: 'multiplyGiven' },
        product(what, factors, value),
      ),
    );
    return value;
  };
  let value: Q;
  let what: string;
  let check: Q;
  if (wanted.order === 'ordered') {
    what = sayOrdered(wanted.picks);
    value = inOrder(wanted.picks, what);
    check = counted(items, draws, replaced, (d) =>
      d.every((it, i) => (wanted.picks[i] as Pick).test(it)),
    );
  } else if (wanted.order === 'atLeastOne') {
    what = `at least one ${wanted.pick.said.replace(/^(?:an?|the)\s+/, '')}`;
    const none = `no ${wanted.pick.said.replace(/^(?:an?|the)\s+/, '')} in ${draws}`;
    const q = inOrder(
      Array.from({ length: draws }, () => wanted.not),
      none,
    );
    value = R.sub(R.ONE, q);
    steps.push(
      step(
        { rule: 'complement', form: 'exceptNone' },
        chain(
          P(what),
          '=',
          { type: 'binary', op: '-', left: numberNode(1), right: P(none) },
          '=',
          qNode(value),
        ),
      ),
    );
    check = counted(items, draws, replaced, (d) => d.some(wanted.pick.test));
  } else {
    const { picks } = wanted;
    for (const [i, a] of picks.entries())
      for (const b of picks.slice(i + 1))
        if (items.some((it) => a.pick.test(it) && b.pick.test(it)))
          throw unsupported('probabilityBoth', {
            noun,
            first: a.pick.said,
            second: b.pick.said,
          });
    what = picks
      .map((p) => `${p.count} ${p.pick.said.replace(/^(?:an?|the)\s+/, '')}`)
      .join(' and ');
    if (replaced) {
      // Which draws give which: n!/(k₁! k₂! …) orders, each with the product of the chances.
      let ways = 1n;
      let left = draws;
      for (const p of picks) {
        ways *= binomial(left, p.count);
        left -= p.count;
      }
      value = R.rat(ways);
      const factors: MathNode[] = [numberNode(ways)];
      for (const p of picks) {
        const chance = R.rat(BigInt(have(p.pick)), BigInt(N));
        value = R.mul(value, R.powInt(chance, p.count));
        for (let k = 0; k < p.count; k++) factors.push(ratio(have(p.pick), N));
      }
      steps.push(
        step(
          { rule: 'binomialCount', form: 'drawOrders', params: { ...source, draws, ways } },
          product(what, factors, value),
        ),
      );
    } else {
      if (picks.length > 4) throw unsupported('probabilityKinds');
      const top = picks.reduce((s, p) => s * binomial(have(p.pick), p.count), 1n);
      const bottom = binomial(N, draws);
      value = R.rat(top, bottom);
      const C = (n: number, k: number): MathNode => ({
        type: 'function',
        name: 'C',
        args: [numberNode(n), numberNode(k)],
      });
      steps.push(
        step(
          {
            rule: 'combinations',
            form: 'drawSets',
            params: {
              ...source,
              draws,
              all: N,
              sets: bottom,
              kinds: picks.length,
              ...Object.fromEntries(
                picks.flatMap((p, i) => [
                  [`k${i + 1}`, p.count],
                  [`n${i + 1}`, have(p.pick)],
                ]),
              ),
            },
          },
          chain(
            P(what),
            '=',
            frac(
              picks.map((p) => C(have(p.pick), p.count)).reduce((a, b) => times(a, b)),
              C(N, draws),
            ),
            '=',
            ...(value.q === bottom ? [] : [ratio(Number(top), Number(bottom)), '=' as const]),
            qNode(value),
          ),
        ),
      );
    }
    check = counted(items, draws, replaced, (d) =>
      picks.every((p) => d.filter(p.pick.test).length === p.count),
    );
  }
  if (!R.eq(value, check)) throw unchecked();
  return { value, what, steps };
};

/** "an ace then an ace", "a red card then a black card". */
const sayOrdered = (picks: Pick[]): string => picks.map((p) => p.said).join(' then ');
