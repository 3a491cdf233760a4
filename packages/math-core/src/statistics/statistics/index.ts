import { dec } from '../../_lib/decimal';
import { fail } from '../../_lib/result';
import { valueNode } from '../../algebra/workOut';
import { chain, eq, frac, list, n, pow, sqrt } from '../../math/build';
import { COMMON_NOTES } from '../../math/catalogue/common';
import { STATISTICS_NOTES } from '../../math/catalogue/statistics';
import { WORKING_NOTES } from '../../math/catalogue/working';
import * as E from '../../math/exact';
import { integerRoot } from '../../math/nearest';
import { nearestIn } from '../../math/nearestRoots';
import * as R from '../../math/rational';
import { fractionOf, type Q } from '../../math/rational';
import { type ExplainedStep, mergedNotes, type WorkedStep, withWords } from '../../math/rules';
import { step } from '../../math/show';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

export interface StatisticsResult {
  count: number;
  sum: number;
  mean: number;
  median: number;
  /**
   * The most frequent values, smallest first; [] when two or more different values all occur
   * equally often (`[1, 1, 2, 2]` has no mode; `[3, 3]` has the mode 3).
   */
  modes: number[];
  min: number;
  max: number;
  range: number;
  /** Σ(x − mean)² / n and its square root. */
  populationVariance: number;
  populationStdDev: number;
  /** Σ(x − mean)² / (n − 1) and its square root; undefined for a single value. */
  sampleVariance?: number;
  sampleStdDev?: number;
  /**
   * The same figures exactly, as trees (a terminating decimal as a decimal, otherwise a fraction):
   * the standard deviations are the square roots of the variances.
   */
  exact: {
    mean: MathNode;
    median: MathNode;
    modes: MathNode[];
    range: MathNode;
    populationVariance: MathNode;
    sampleVariance?: MathNode;
  };
  steps: ExplainedStep[];
}

/** At most this many values are read. */
export const MAX_STATISTICS_VALUES = 1000;
/** The size cap of math/rational: a numerator or denominator past this many bits stops the work. */
const MAX_RATIONAL_BITS = 4096;
const bitLength = (x: bigint): number => (x < 0n ? -x : x).toString(2).length;
/** Sums written out term by term in the steps up to this many values. */
const SHOWN_TERMS = 12;
/** The least size of a non-zero value worked with: smaller ones need too many digits exactly. */
const SMALLEST = 1e-300;

const q = (x: number): Q => {
  const f = fractionOf(Math.abs(x));
  return R.rat(x < 0 ? -f.p : f.p, f.q);
};
const show = (x: Q): MathNode => valueNode(E.fromQ(x), true);

/** p/q as the nearest double (exact rational rounding, never a truncated decimal rounded again). */
const nearest = (x: Q): number => {
  const value = nearestIn([x.p, x.q], [x.p, x.q]);
  return value === undefined ? R.toNumber(x) : value;
};

/**
 * √(p/q) (p/q ≥ 0) as the nearest double: √(p/q)·2^k lies in [r, r + 1] for r = ⌊√(p·4^k/q)⌋,
 * exactly r when that square root is exact; k grows until both ends round to the same double.
 */
const sqrtNumber = (x: Q): number => {
  if (x.p === 0n) return 0;
  const bits = x.p.toString(2).length - x.q.toString(2).length;
  for (const extra of [140, 400, 1200]) {
    const k = BigInt(Math.max(0, Math.ceil((extra - bits) / 2)));
    const scaled = (x.p << (2n * k)) / x.q;
    const r = integerRoot(scaled, 2);
    const exact = r * r === scaled && (x.p << (2n * k)) % x.q === 0n;
    const denominator = 1n << k;
    const value = nearestIn([r, denominator], [exact ? r : r + 1n, denominator]);
    if (value !== undefined) return value;
  }
  return Math.sqrt(nearest(x));
};

const sumNode = (items: MathNode[]): MathNode =>
  items.reduce((acc, item) =>
    item.type === 'neg'
      ? { type: 'binary', op: '-', left: acc, right: item.arg }
      : { type: 'binary', op: '+', left: acc, right: item },
  );

/**
 * Mean, median, modes, range, and population and sample variance and standard deviation of a
 * list of numbers, computed exactly on their decimal digits (0.1 is one tenth); each result is
 * the double nearest the exact value, with the working as steps.
 *
 * Errors: not a list, an empty list or more than 1000 values → `invalid_value`; a value that is
 * not a finite number → `not_a_number` (field `values[i]`); values whose exact working would need
 * too many digits (a non-zero value below about 1e-300, or sizes far apart) → `out_of_range`.
 *
 * @example
 * statistics([2, 4, 4, 4, 5, 5, 7, 9]).value; // { mean: 5, median: 4.5, modes: [4], populationStdDev: 2, … }
 */
export function statistics(values: number[]): Result<StatisticsResult> {
  try {
    return compute(values);
  } catch {
    // Exact sums of squares past about 1,200 digits (values near 1e±300 together, or below 1e-300).
    return fail(
      'out_of_range',
      'the values are too small (below about 1e-300) or too far apart in size to work with exactly',
      'values',
    );
  }
}

function compute(values: number[]): Result<StatisticsResult> {
  if (!Array.isArray(values) || values.length === 0 || values.length > MAX_STATISTICS_VALUES)
    return fail(
      'invalid_value',
      `values must be a list of 1 to ${MAX_STATISTICS_VALUES} numbers`,
      'values',
    );
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v))
      return fail('not_a_number', `values[${i}] must be a finite number`, `values[${i}]`);
  }
  // The documented limit: a non-zero value below 1e-300 is refused rather than worked with.
  if (values.some((v) => v !== 0 && Math.abs(v) < SMALLEST)) throw new RangeError('too small');
  const count = values.length;
  // Every value is m·10^e on its decimal digits, so all of them are whole multiples of 10^-scale:
  // X = x·10^scale. Sums and the sum of squares are then single BigInt sums over one common
  // denominator, reduced to lowest terms once, instead of a rational addition per value.
  const digits = values.map((v) => dec(v));
  const scale = Math.max(0, ...digits.map((d) => -d.e));
  const powers = new Map<number, bigint>();
  const tenTo = (k: number): bigint => {
    let power = powers.get(k);
    if (power === undefined) {
      power = 10n ** BigInt(k);
      powers.set(k, power);
    }
    return power;
  };
  const whole = digits.map((d) => d.m * tenTo(d.e + scale));
  const below = tenTo(scale);
  const size = BigInt(count);
  let total = 0n;
  let totalSquares = 0n;
  for (const x of whole) {
    total += x;
    totalSquares += x * x;
  }
  const sum = R.rat(total, below);
  const mean = R.div(sum, R.int(count));
  // Doubles order exactly as the decimals they print as (rounding is monotone), and equal
  // doubles (0 and -0 included) are the same decimal: the order and the counts need no BigInt.
  const order = values
    .map((_, i) => i)
    .sort((i, j) => (values[i] as number) - (values[j] as number));
  const at = (rank: number): Q => q(values[order[rank] as number] as number);
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? at(middle) : R.div(R.add(at(middle - 1), at(middle)), R.int(2));
  const [min, max] = [at(0), at(count - 1)];
  const range = R.sub(max, min);
  const counts = new Map<number, { rank: number; k: number }>();
  for (let rank = 0; rank < count; rank++) {
    const key = values[order[rank] as number] as number;
    const entry = counts.get(key);
    counts.set(key, { rank, k: (entry?.k ?? 0) + 1 });
  }
  const top = Math.max(...[...counts.values()].map((c) => c.k));
  // When two or more different values all occur equally often, no value is the mode.
  const modes =
    counts.size > 1 && [...counts.values()].every((c) => c.k === top)
      ? []
      : [...counts.values()].filter((c) => c.k === top).map((c) => at(c.rank));
  // Σ(x − mean)² = Σ(n·X − total)² / (n·10^scale)² = (n·ΣX² − total²) / (n·10^(2·scale)).
  const spread = size * totalSquares - total * total;
  const ss = R.rat(spread, size * below * below);
  // Each (x − mean)² and each running sum of them in lowest terms has a numerator at most n·spread
  // and a denominator dividing (n·10^scale)²; while those fit the rationals' size cap the exact
  // sums above never pass it. Past it, the sum is retraced term by term to stop exactly where the
  // cap is passed (values near 1e±300 together).
  if (
    bitLength(size * spread) > MAX_RATIONAL_BITS ||
    2 * bitLength(size * below) > MAX_RATIONAL_BITS
  ) {
    values
      .map(q)
      .map((x) => R.powInt(R.sub(x, mean), 2))
      .reduce(R.add, R.ZERO);
  }
  const populationVariance = R.div(ss, R.int(count));
  const sampleVariance = count > 1 ? R.div(ss, R.int(count - 1)) : undefined;

  const few = count <= SHOWN_TERMS;
  const xs = few ? values.map(q) : [];
  const shown = xs.map(show);
  const steps: WorkedStep[] = [
    step(
      { rule: 'mean', form: 'addValues', params: { count } },
      few && count > 1 ? eq(sumNode(shown), show(sum)) : show(sum),
    ),
    step({ rule: 'mean', form: 'sumOverCount' }, eq(frac(show(sum), n(count)), show(mean))),
    step(
      { rule: 'median', form: count % 2 === 1 ? 'middleValue' : 'middlePair', params: { count } },
      count % 2 === 1
        ? show(median)
        : eq(
            frac(
              {
                type: 'binary',
                op: '+',
                left: show(at(middle - 1)),
                right: show(at(middle)),
              },
              n(2),
            ),
            show(median),
          ),
    ),
    step(
      modes.length === 0
        ? { rule: 'mode', form: 'noMode' }
        : { rule: 'mode', form: modes.length > 1 ? 'values' : 'value', params: { times: top } },
      modes.length === 0
        ? list(...order.slice(0, SHOWN_TERMS).map((_, rank) => show(at(rank))))
        : list(...modes.map(show)),
    ),
    step(
      { rule: 'range', form: 'largestMinusSmallest' },
      eq({ type: 'binary', op: '-', left: show(max), right: show(min) }, show(range)),
    ),
  ];
  const deviations = few
    ? sumNode(
        xs.map((x) => pow({ type: 'binary', op: '-', left: show(x), right: show(mean) }, n(2))),
      )
    : show(ss);
  steps.push(
    step(
      { rule: 'variance', form: 'population' },
      eq(frac(deviations, n(count)), show(populationVariance)),
    ),
  );
  const sd = (variance: Q, form: 'population' | 'sample') => {
    const value = sqrtNumber(variance);
    // √(p/q) in lowest terms is rational exactly when p and q are both squares, so two integer
    // square roots decide it (no factorising); otherwise the root is shown rounded.
    const [top, bottom] = [R.exactRoot(variance.p, 2), R.exactRoot(variance.q, 2)];
    const exact = top !== undefined && bottom !== undefined ? R.rat(top, bottom) : undefined;
    steps.push(
      step(
        { rule: 'sd', form },
        exact
          ? eq(sqrt(show(variance)), show(exact))
          : chain(sqrt(show(variance)), '≈', n(Number(value.toPrecision(6)))),
      ),
    );
    return value;
  };
  const populationStdDev = sd(populationVariance, 'population');
  const result: StatisticsResult = {
    count,
    sum: nearest(sum),
    mean: nearest(mean),
    median: nearest(median),
    modes: modes.map(nearest),
    min: nearest(min),
    max: nearest(max),
    range: nearest(range),
    populationVariance: nearest(populationVariance),
    populationStdDev,
    exact: {
      mean: show(mean),
      median: show(median),
      modes: modes.map(show),
      range: show(range),
      populationVariance: show(populationVariance),
    },
    steps: [],
  };
  if (sampleVariance) {
    steps.push(
      step(
        { rule: 'sampleVariance', params: { divisor: count - 1 } },
        eq(frac(deviations, n(count - 1)), show(sampleVariance)),
      ),
    );
    result.sampleVariance = nearest(sampleVariance);
    result.exact.sampleVariance = show(sampleVariance);
    result.sampleStdDev = sd(sampleVariance, 'sample');
  }
  // The steps' words, in the catalogue's common notes (a solver's are those and its kinds').
  result.steps = withWords(steps, mergedNotes([COMMON_NOTES, WORKING_NOTES, STATISTICS_NOTES]));
  return { ok: true, value: result };
}
