/**
 * Probabilities asked in words, as exact fractions: cards and bags in ./draws, and here dice and
 * coins: "the probability of rolling
 * a 6" = 1/6, "probability of rolling an even number", "the probability of getting at least one
 * head in 3 coin tosses" = 7/8, "probability of exactly 2 heads in 5 flips" = 5/16, "probability
 * of at least one 6 in 4 rolls of a die" = 671/1296, "probability of a sum of 7 with two dice" =
 * 1/6. Worked as a course does it: the equally likely outcomes counted (favourable over all), the
 * complement for "at least one", and for n independent tries the product of their probabilities
 * or the binomial count C(n, k) of the ways.
 *
 * The kind checks its answer itself by listing every outcome (every roll or toss sequence, up to
 * 6⁶) and counting the ones that satisfy the event, exactly.
 */

import {
  chain,
  frac,
  list,
  mul,
  n as numberNode,
  point,
  pow,
  sub,
  text,
} from '../../../math/build';
import * as R from '../../../math/rational';
import { type Q, SolveStop, unchecked } from '../../../math/rational';
import type { StepParams, WorkedStep } from '../../../math/rules';
import { qNode, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { worded } from '../../worded';
import { countOf, type Draws, readDraws, solveDraws } from './draws';

/**
 * One die's faces that count, how they are said in the problem's P(…), and which they are as a
 * note names them: a number (a 6), even, odd, prime, or greater or less than a number.
 */
interface Face {
  test: (face: number) => boolean;
  said: string;
  which: 'Number' | 'Even' | 'Odd' | 'Prime' | 'Greater' | 'Less';
  k?: number;
}

/** An event on n rolls of a die or tosses of a coin. */
type Event =
  | Draws
  | { game: 'die'; face: Face }
  | { game: 'die'; tries: number; face: Face; count: 'atLeastOne' | { exactly: number } }
  | { game: 'dice'; sum: number }
  | {
      game: 'coin';
      tries: number;
      heads: boolean;
      count: 'atLeastOne' | { exactly: number } | 'all';
    };

const number = (word: string): number => countOf(word) ?? Number.NaN;

/** The faces a phrase names: "a 6", "an even number", "a number greater than 4", "a prime". */
const faceOf = (phrase: string): Face | undefined => {
  const p = phrase
    .trim()
    .toLowerCase()
    .replace(/^(?:a|an)\s+/, '');
  const single = /^(\d)$/.exec(p) ?? /^(one|two|three|four|five|six)$/.exec(p);
  if (single) {
    const k = number(single[1] as string);
    return k >= 1 && k <= 6
      ? { test: (f) => f === k, said: `a ${k}`, which: 'Number', k }
      : undefined;
  }
  if (/^even(?:\s+number)?$/.test(p))
    return { test: (f) => f % 2 === 0, said: 'an even number', which: 'Even' };
  if (/^odd(?:\s+number)?$/.test(p))
    return { test: (f) => f % 2 === 1, said: 'an odd number', which: 'Odd' };
  if (/^prime(?:\s+number)?$/.test(p))
    return { test: (f) => f === 2 || f === 3 || f === 5, said: 'a prime number', which: 'Prime' };
  const more = /^number\s+(greater|more|bigger|higher|less|smaller|lower)\s+than\s+(\d)$/.exec(p);
  if (more) {
    const k = Number(more[2]);
    const up = /greater|more|bigger|higher/.test(more[1] as string);
    return up
      ? { test: (f) => f > k, said: `a number greater than ${k}`, which: 'Greater', k }
      : { test: (f) => f < k, said: `a number less than ${k}`, which: 'Less', k };
  }
  return undefined;
};

/**
 * The phrasings, built in a function called once (marked pure), so that a bundle without the
 * solver keeps none of them.
 */
const patterns = () => {
  const LEAD = String.raw`^\s*(?:please\s+)?(?:(?:find|what\s+is|what['’]s|whats|work\s+out|calculate|give)\s+)?(?:the\s+)?(?:probability|chance)\s+(?:of|that)\s+(?:you\s+)?(?:(?:getting|get|rolling|roll|throwing|throw|tossing|toss|flipping|flip)\s+)?`;
  const TAIL = String.raw`\s*[?.!]*\s*$`;
  const N = String.raw`(\d+|two|three|four|five|six)`;
  return {
    oneDie: new RegExp(
      String.raw`${LEAD}(.+?)\s+(?:on|with)\s+(?:a|one)\s+(?:fair\s+)?(?:six-sided\s+)?(?:die|dice)${TAIL}`,
      'i',
    ),
    oneDieShort: new RegExp(
      String.raw`${LEAD}((?:a|an)\s+(?:\d|even(?:\s+number)?|odd(?:\s+number)?|prime(?:\s+number)?|number\s+\w+\s+than\s+\d))${TAIL}`,
      'i',
    ),
    manyDie: new RegExp(
      String.raw`${LEAD}(at\s+least\s+one|exactly\s+${N})\s+(.+?)s?\s+in\s+${N}\s+(?:rolls|throws)(?:\s+of\s+a\s+(?:fair\s+)?die)?${TAIL}`,
      'i',
    ),
    sum: new RegExp(
      String.raw`${LEAD}(?:a\s+)?(?:sum|total)\s+of\s+(\d+)\s+(?:with|on|when\s+rolling)\s+two\s+dice${TAIL}`,
      'i',
    ),
    coin: new RegExp(
      String.raw`${LEAD}(at\s+least\s+one|exactly\s+${N}|all|no)\s+(heads?|tails?)\s+(?:in|from|with)\s+${N}\s+(?:coin\s+)?(?:tosses|flips|throws|coins)${TAIL}`,
      'i',
    ),
  };
};

const PATTERNS = /* @__PURE__ */ patterns();

/** The event a text asks the probability of, when it is one of the phrasings above. */
export const readProbability = (input: string): Event | undefined => {
  const sum = PATTERNS.sum.exec(input);
  if (sum) return { game: 'dice', sum: Number(sum[1]) };
  const coin = PATTERNS.coin.exec(input);
  if (coin) {
    const [how, side, n] = [coin[1] as string, coin[3] as string, coin[4] as string];
    const tries = number(n);
    const heads = /^h/i.test(side);
    if (/^no$/i.test(how)) return { game: 'coin', tries, heads: !heads, count: 'all' };
    if (/^all$/i.test(how)) return { game: 'coin', tries, heads, count: 'all' };
    const exactly = /exactly\s+(\w+)/i.exec(how);
    return {
      game: 'coin',
      tries,
      heads,
      count: exactly ? { exactly: number(exactly[1] as string) } : 'atLeastOne',
    };
  }
  const many = PATTERNS.manyDie.exec(input);
  if (many) {
    const [, how, , what, n] = many as unknown as [string, string, string, string, string];
    const face = faceOf(what.replace(/s$/, ''));
    if (!face) return undefined;
    const exactly = /exactly\s+(\w+)/i.exec(how);
    return {
      game: 'die',
      tries: number(n),
      face,
      count: exactly ? { exactly: number(exactly[1] as string) } : 'atLeastOne',
    };
  }
  const one = PATTERNS.oneDie.exec(input) ?? PATTERNS.oneDieShort.exec(input);
  if (one) {
    const face = faceOf(one[1] as string);
    return face ? { game: 'die', face } : undefined;
  }
  return readDraws(input);
};

import { invalid, unsupported } from './refusals';

/** name = working = value, the working left out when it already reads as the value. */
const worked = (name: MathNode, working: MathNode, value: MathNode): MathNode =>
  toText(working) === toText(value)
    ? chain(name, '=', value)
    : chain(name, '=', working, '=', value);

const P = (what: string): MathNode => ({ type: 'function', name: 'P', args: [text(what)] });

const binomial = (n: number, k: number): bigint => {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
};

/** Every outcome of `tries` tries with `sides` sides, counted where `event` holds: favourable/all. */
const counted = (sides: number, tries: number, event: (outcome: number[]) => boolean): Q => {
  let favourable = 0;
  const total = sides ** tries;
  const outcome = new Array<number>(tries).fill(1);
  for (let i = 0; i < total; i++) {
    let rest = i;
    for (let j = 0; j < tries; j++) {
      outcome[j] = (rest % sides) + 1;
      rest = Math.floor(rest / sides);
    }
    if (event(outcome)) favourable++;
  }
  return R.rat(BigInt(favourable), BigInt(total));
};

/** The probability, with its steps, checked by counting every outcome. */
export const solveProbability = (e: Event): Answered & { problem: MathNode } => {
  const steps: WorkedStep[] = [];
  let value: Q;
  let what: string;
  // Draws check themselves by listing every ordered draw (solveDraws).
  let check: Q;
  if (e.game === 'unread') throw new SolveStop('unsupported', e.refusal.message, e.refusal.why);
  if (e.game === 'draws') {
    const drawn = solveDraws(e);
    value = drawn.value;
    check = drawn.value;
    what = drawn.what;
    steps.push(...drawn.steps);
  } else if (e.game === 'dice') {
    if (e.sum < 2 || e.sum > 12) throw invalid('probabilitySums');
    const ways = Array.from({ length: 6 }, (_, i) => i + 1).filter(
      (a) => e.sum - a >= 1 && e.sum - a <= 6,
    );
    value = R.rat(BigInt(ways.length), 36n);
    what = `a sum of ${e.sum} with two dice`;
    const pairs = ways.map((a) => point(numberNode(a), numberNode(e.sum - a)));
    steps.push(
      step(
        {
          rule: 'equallyLikely',
          form: 'twoDice',
          params: { count: ways.length, sum: e.sum, pairs: list(...pairs) },
        },
        worked(P(what), frac(numberNode(ways.length), numberNode(36)), qNode(value)),
      ),
    );
    check = counted(6, 2, ([a, b]) => (a as number) + (b as number) === e.sum);
  } else if (e.game === 'die' && !('count' in e)) {
    const faces = [1, 2, 3, 4, 5, 6].filter(e.face.test);
    value = R.rat(BigInt(faces.length), 6n);
    what = `rolling ${e.face.said}`;
    const how = faces.length === 0 ? 'None' : faces.length === 1 ? 'One' : '';
    steps.push(
      step(
        {
          rule: 'equallyLikely',
          // A number is one face, and even, odd and prime are three each.
          form: `die${e.face.which}${e.face.k === undefined || e.face.which === 'Number' ? '' : how}`,
          params: {
            ...(faces.length > 0
              ? { count: faces.length, faces: list(...faces.map((f) => numberNode(f))) }
              : {}),
            ...(e.face.k === undefined ? {} : { face: e.face.k }),
          },
        },
        worked(P(what), frac(numberNode(faces.length), numberNode(6)), qNode(value)),
      ),
    );
    check = counted(6, 1, ([a]) => e.face.test(a as number));
  } else {
    const coin = e.game === 'coin';
    const sides = coin ? 2 : 6;
    const hits = coin ? 1 : [1, 2, 3, 4, 5, 6].filter((e as { face: Face }).face.test).length;
    const p = R.rat(BigInt(hits), BigInt(sides));
    const miss = R.sub(R.ONE, p);
    const one = coin
      ? (e as { heads: boolean }).heads
        ? 'a head'
        : 'a tail'
      : (e as { face: Face }).face.said;
    const hit = (o: number) =>
      coin ? (o === 1) === (e as { heads: boolean }).heads : (e as { face: Face }).face.test(o);
    const count = (e as { count: 'atLeastOne' | 'all' | { exactly: number } }).count;
    if (e.tries < 1 || e.tries > 6) throw unsupported('probabilityTries');
    const n = e.tries;
    // What one try gives, as the forms of a note name it, with the face's number when it has one.
    const face = coin ? undefined : (e as { face: Face }).face;
    const gives = face ? face.which : (e as { heads: boolean }).heads ? 'Head' : 'Tail';
    const named: StepParams = face?.k === undefined ? {} : { face: face.k };
    steps.push(
      step(
        { rule: 'equallyLikely', form: `each${gives}`, params: { ...named, p: qNode(p) } },
        chain(P(one), '=', qNode(p)),
      ),
    );
    if (count === 'atLeastOne') {
      value = R.sub(R.ONE, R.powInt(miss, n));
      what = `at least one ${one.replace(/^an? /, '')} in ${n}`;
      steps.push(
        step(
          { rule: 'complement', form: 'noneInTries', params: { tries: n, miss: qNode(miss) } },
          chain(
            P(what),
            '=',
            sub(numberNode(1), pow(qNode(miss), numberNode(n))),
            '=',
            qNode(value),
          ),
        ),
      );
      check = counted(sides, n, (o) => o.some(hit));
    } else if (count === 'all') {
      value = R.powInt(p, n);
      what = `${one.replace(/^an? /, '')} every time in ${n}`;
      steps.push(
        step(
          { rule: 'independent', form: 'allHappen' },
          chain(P(what), '=', pow(qNode(p), numberNode(n)), '=', qNode(value)),
        ),
      );
      check = counted(sides, n, (o) => o.every(hit));
    } else {
      const k = count.exactly;
      if (k < 0 || k > n) throw invalid('probabilityCannot', { k: String(k), n: String(n) });
      const ways = binomial(n, k);
      value = R.mul(R.mul(R.rat(ways), R.powInt(p, k)), R.powInt(miss, n - k));
      what = `exactly ${k} of ${n} ${coin ? 'tosses' : 'rolls'} give ${one}`;
      steps.push(
        step(
          {
            rule: 'binomialCount',
            form: `choose${gives}`,
            params: {
              ...named,
              k,
              tries: n,
              ways: numberNode(ways),
              p: qNode(p),
              miss: qNode(miss),
              rest: n - k,
            },
          },
          chain(
            P(what),
            '=',
            mul(
              mul(numberNode(ways), pow(qNode(p), numberNode(k))),
              pow(qNode(miss), numberNode(n - k)),
            ),
            '=',
            qNode(value),
          ),
        ),
      );
      check = counted(sides, n, (o) => o.filter(hit).length === k);
    }
  }
  if (!R.eq(value, check)) throw unchecked();
  const problem = P(what);
  return {
    kind: 'probability',
    method: 'equallyLikely',
    answer: toText(qNode(value)),
    solutions: [solution(qNode(value), qNode(value))],
    steps,
    problem,
  };
};

export const probabilityKind = /* @__PURE__ */ kind({
  methods: {
    equallyLikely: 'counting equally likely outcomes',
  },
  id: 'probability',
  title: 'Probability',
  practice: null,
  check: 'own',
  example: 'probability of at least one head in 3 coin tosses',
});

/** Probabilities of dice and coins in words, as the solver reads them before any maths. */
export const probabilityWords = /* @__PURE__ */ worded<Event>({
  read: readProbability,
  solve: solveProbability,
});
