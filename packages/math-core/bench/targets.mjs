// The speed targets, measured side by side in one process: math-core against the library a team
// would pick instead, in alternating rounds (A B C, then C B A, …) so that a busy machine slows
// every contender alike. Each round times every contender for about ROUND_MS; the ratio of a
// round is ours ÷ theirs in that round, and the line prints the median ratio, the range over the
// rounds and the target. math-core is bundled from src (what the next build ships), the others
// are the installed packages. No input is cached: the column scenarios walk 100,000 different
// values (V8 keeps the text of up to 16,384 recently printed numbers, so a shorter column would
// measure that cache rather than number formatting). Each scenario runs in a process of its own
// and each contender in a timing loop of its own (see `timer`), so no contender runs with type
// feedback that another left. log_4(8) is also timed as the same result joined from parts cut
// out of it ("assembly only"): what the output costs with no maths done. The simplifyLog lines
// also give the bytes one call allocates and the young generation's size while timed. Loading
// mathjs and convert-units here grows it to V8's largest (32 MB on Node 20, 128 MB on Node 24); on
// the 2-core machines this project runs on, simplifyLog (1.3–1.9 KB a call) and its assembly then
// run 1.1–2× as slowly as with a 16 MB one (NODE_OPTIONS=--max-semi-space-size=8), while mathjs's
// log, which allocates nothing, stays within noise. Run:
// pnpm --filter @mathtools/math-core bench (or node bench/targets.mjs; BENCH_ONLY=text runs only
// the scenarios whose title contains that text).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapSpaceStatistics } from 'node:v8';
import convert from 'convert-units';
import { build } from 'esbuild';
import { log, unit } from 'mathjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The scenario this process runs (a child), or undefined in the parent, which runs none. */
const scenarioIndex = process.env.BENCH_SCENARIO ? Number(process.env.BENCH_SCENARIO) : undefined;
let convertUnit;
let simplifyLog;
if (scenarioIndex !== undefined) {
  const bundled = await build({
    entryPoints: [resolve(root, 'src/index.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  });
  ({ convertUnit, simplifyLog } = await import(
    `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].contents).toString('base64')}`
  ));
}

/**
 * The steps of `result` (its steps, then its exact form's) as functions that make each again from
 * parts cut out of it once: `slots[i]` lists step i's numbers, each as [in the MathML, in the
 * text] (the text writes an exponent as ³), and step i's function takes those numbers, as
 * `(number, shown, number, shown)`, and joins them with its parts into new strings. A result made
 * so has every string and object simplifyLog makes, with nothing computed: timed beside
 * simplifyLog, it shows how much of its time goes into the maths and how much into its output.
 */
const stepMakers = (result, slots) => {
  // Each part a string of its own, as narrow as its characters allow (see src/_lib/template.ts).
  const own = (part) => Array.from(part).join('');
  const cut = (rendered, marks) => {
    const parts = [];
    let rest = rendered;
    for (const mark of marks) {
      const at = rest.indexOf(mark);
      parts.push(own(rest.slice(0, at)));
      rest = rest.slice(at + mark.length);
    }
    return [...parts, own(rest)];
  };
  return [...result.steps, ...result.exact.steps].map(({ note, text, mathml }, i) => {
    const [t0, t1, t2] = cut(
      text,
      slots[i].map(([, shown]) => shown),
    );
    const [m0, m1, m2] = cut(
      mathml,
      slots[i].map(([number]) => number),
    );
    // Joined as simplifyLog joins them: from the end when only the first part is wide (log₄(),
    // so that short joins meet strings stored alike.
    const wide = /[\u0100-\uffff]/;
    const fromEnd = wide.test(t0) && ![t1, t2].some((part) => part && wide.test(part));
    if (slots[i].length === 0) {
      // A step without numbers is the same on every call: simplifyLog returns one frozen object.
      const fixed = Object.freeze({ note, text: t0, mathml: m0 });
      return () => fixed;
    }
    if (slots[i].length === 1) {
      return fromEnd
        ? (n0, s0) => ({ note, text: t0 + (s0 + t1), mathml: m0 + n0 + m1 })
        : (n0, s0) => ({ note, text: t0 + s0 + t1, mathml: m0 + n0 + m1 });
    }
    // A text part that is always empty (the end of `ln(8) ≈ 2.0794`, both ends of `8 = 2³`) is
    // not joined, as simplifyLog does not join it.
    const joinText =
      t2 !== ''
        ? fromEnd
          ? (s0, s1) => t0 + (s0 + (t1 + (s1 + t2)))
          : (s0, s1) => t0 + s0 + t1 + s1 + t2
        : fromEnd
          ? (s0, s1) => t0 + (s0 + (t1 + s1))
          : t0 === ''
            ? (s0, s1) => s0 + t1 + s1
            : (s0, s1) => t0 + s0 + t1 + s1;
    return (n0, s0, n1, s1) => ({
      note,
      text: joinText(s0, s1),
      mathml: m0 + n0 + m1 + n1 + m2,
    });
  });
};

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 60);

/** Deterministic column of values: what a spreadsheet column of measurements looks like. */
const column = (size, make) => {
  let seed = 17;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  return Array.from({ length: size }, () => make(random));
};
// Up to two decimals, from 0.01 to 10,000 (in) and from −400 to 1,000 (°F).
const lengths = column(100000, (r) => Math.round(r() * 10 ** (1 + Math.floor(r() * 6))) / 100);
const temperatures = column(100000, (r) => Math.round(r() * 140000 - 40000) / 100);
// Bases 2 to 31, values 1 to 1,000,000: a few are rational (log_2(64)), most are not.
const logPairs = column(100000, (r) => [2 + Math.floor(r() * 30), 1 + Math.floor(r() * 1e6)]);

/**
 * Everything in each result (the number, the formatted text, the formula, every step's note, text
 * and MathML, the exact form and its steps), so no call can be optimised away and no part of a
 * result can be left unbuilt. simplifyLog's targets are measured so. convertUnit makes its
 * formatted text and its step when they are first read: its targets read what the libraries it is
 * compared with return, the converted number (`value`), and a second line reads every field.
 */
let sink = 0;
const read = (steps) => {
  let sum = steps.length;
  for (const { note, text, mathml } of steps) sum += note.length + text.length + mathml.length;
  return sum;
};
const ours = (result) => {
  if (!result.ok) return 0;
  const { value, answer, formatted, formula, steps, exact } = result.value;
  let sum = Math.abs(value ?? answer) + formatted.length + (formula?.length ?? 0) + read(steps);
  if (exact) sum += exact.numerator + exact.denominator + exact.text.length + read(exact.steps);
  return sum;
};

const numberOf = (result) => (result.ok ? result.value.value : 0);

const at = (list) => {
  let i = 0;
  return () => {
    i = (i + 1) % list.length;
    return list[i];
  };
};

const scenarios = [
  {
    title: 'convertUnit length, 5 in → cm',
    ours: () => numberOf(convertUnit(5, 'length', 'inches', 'centimeters')),
    full: () => ours(convertUnit(5, 'length', 'inches', 'centimeters')),
    others: {
      'convert-units': [() => convert(5).from('in').to('cm'), 3],
      'mathjs units': [() => unit(5, 'inch').toNumber('cm'), 10],
    },
  },
  {
    title: 'convertUnit temperature, 100 °C → °F',
    ours: () => numberOf(convertUnit(100, 'temperature', 'celsius', 'fahrenheit')),
    full: () => ours(convertUnit(100, 'temperature', 'celsius', 'fahrenheit')),
    others: {
      'convert-units': [() => convert(100).from('C').to('F'), 3],
      'mathjs units': [() => unit(100, 'degC').toNumber('degF'), 10],
    },
  },
  (() => {
    const next = at(lengths);
    return {
      title: 'convertUnit length, a column of 100,000 values, in → cm',
      ours: () => numberOf(convertUnit(next(), 'length', 'inches', 'centimeters')),
      full: () => ours(convertUnit(next(), 'length', 'inches', 'centimeters')),
      others: {
        'convert-units': [() => convert(next()).from('in').to('cm'), 3],
        'mathjs units': [() => unit(next(), 'inch').toNumber('cm'), 10],
      },
    };
  })(),
  (() => {
    const next = at(temperatures);
    return {
      title: 'convertUnit temperature, a column of 100,000 values, °F → °C',
      ours: () => numberOf(convertUnit(next(), 'temperature', 'fahrenheit', 'celsius')),
      full: () => ours(convertUnit(next(), 'temperature', 'fahrenheit', 'celsius')),
      others: {
        'convert-units': [() => convert(next()).from('F').to('C'), 3],
        'mathjs units': [() => unit(next(), 'degF').toNumber('degC'), 10],
      },
    };
  })(),
  (() => {
    let assembled;
    if (scenarioIndex !== undefined) {
      const result = simplifyLog(4, 8).value;
      const [ln8, half] = [
        ['2.0794', '2.0794'],
        ['1.5', '1.5'],
      ];
      const [problem, formula, lnx, lnb, divide, answer, base, value, ratio] = stepMakers(result, [
        [['8', '8']], // log₄(8)
        [], // the formula
        [['8', '8'], ln8], // ln(8) ≈ 2.0794
        [], // ln(4) ≈ 1.3863: a base's steps are made once per base
        [['8', '8'], ln8], // ln(8)/ln(4) ≈ 2.0794/1.3863
        [['8', '8'], half], // log₄(8) = 1.5
        [], // 4 = 2²
        [
          ['8', '8'],
          ['3', '³'],
        ], // 8 = 2³
        [
          ['8', '8'],
          ['3', '3/2'],
        ], // log₄(8) = 3/2
      ]);
      // The numbers as simplifyLog has them, strings of their own, read from an array on each
      // call (so the compiler cannot join them once and for all); 1.5000 and 3/2 are joined.
      const numbers = ['8', '2.0794', '1.5', '000', '3', '2', '³'].map((d) =>
        Array.from(d).join(''),
      );
      assembled = () => {
        const [x, l, a, pad, k, two, cube] = [
          numbers[0],
          numbers[1],
          numbers[2],
          numbers[3],
          numbers[4],
          numbers[5],
          numbers[6],
        ];
        const text = `${k}/${two}`;
        return ours({
          ok: true,
          value: {
            answer: 1.5,
            formatted: a + pad,
            steps: [
              problem(x, x),
              formula(),
              lnx(x, x, l, l),
              lnb(),
              divide(x, x, l, l),
              answer(x, x, a, a),
            ],
            exact: {
              numerator: 3,
              denominator: 2,
              text,
              steps: [base(), value(x, x, k, cube), ratio(x, x, k, text)],
            },
          },
        });
      };
      if (assembled() !== ours(simplifyLog(4, 8))) throw new Error('the two results differ');
    }
    return {
      title: 'simplifyLog log_4(8) (rational: exact form and its steps)',
      ours: () => ours(simplifyLog(4, 8)),
      others: { 'mathjs log': [() => log(8, 4), 0.2] },
      assembled,
    };
  })(),
  {
    title: 'simplifyLog log_3(10) (irrational)',
    ours: () => ours(simplifyLog(3, 10)),
    others: { 'mathjs log': [() => log(10, 3), 0.2] },
  },
  (() => {
    const next = at(logPairs);
    return {
      title: 'simplifyLog, 100,000 different (base, value) pairs',
      ours: () => {
        const [b, x] = next();
        return ours(simplifyLog(b, x));
      },
      others: {
        'mathjs log': [
          () => {
            const [b, x] = next();
            return log(x, b);
          },
          0.2,
        ],
      },
    };
  })(),
];

/**
 * A timing loop of its own: `(fn, batch, ms)` gives the calls per second of `fn` over about `ms`
 * milliseconds, in batches of `batch` calls. Each is compiled from source, because V8 keeps one
 * set of type feedback per compiled function: a loop shared by every contender is tuned to the
 * ones it ran first, and A/B runs of two builds of math-core through one shared loop moved by up
 * to 10 % with the order alone.
 */
const timer = () => {
  const loop = new Function(
    'fn',
    'batch',
    'ms',
    `let calls = 0;
    let sum = 0;
    const start = performance.now();
    let now = start;
    do {
      for (let i = 0; i < batch; i++) sum += fn();
      calls += batch;
      now = performance.now();
    } while (now - start < ms);
    return [(calls / (now - start)) * 1000, sum];`,
  );
  return (fn, batch, ms) => {
    const [hz, sum] = loop(fn, batch, ms);
    sink += sum;
    return hz;
  };
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const rate = (hz) =>
  hz >= 1e6 ? `${(hz / 1e6).toFixed(2)} M/s` : `${(hz / 1e3).toFixed(0).padStart(4)} k/s`;

/**
 * The young generation's used bytes, to the byte: what `fn` allocates per call is the growth over
 * a short run with no collection in it (tried again until one has none).
 */
const newSpace = (field) =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')[field];
const bytesPerCall = (fn) => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const before = newSpace('space_used_size');
    for (let i = 0; i < 200; i++) fn();
    const grown = newSpace('space_used_size') - before;
    if (grown > 0) return Math.round(grown / 200);
  }
  return Number.NaN;
};

const only = process.env.BENCH_ONLY ?? '';
const ratiosOf = (hz, ours, theirs) => hz.get(ours).map((h, i) => h / hz.get(theirs)[i]);
const range = (ratios) =>
  `(rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;

/** Runs one scenario, prints its lines and returns how many of its targets it missed. */
const run = ({ title, ours: mine, full, others, assembled }) => {
  let missed = 0;
  const contenders = [
    ['math-core', mine],
    ...(full ? [['math-core, all read', full]] : []),
    ...Object.entries(others).map(([k, [f]]) => [k, f]),
    ...(assembled ? [['assembly only', assembled]] : []),
  ].map(([name, fn]) => [name, fn, timer()]);
  for (const [, fn, time] of contenders) time(fn, 100, 150); // warm-up
  const hz = new Map(contenders.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? contenders : [...contenders].reverse();
    for (const [name, fn, time] of order) hz.get(name).push(time(fn, 100, ROUND_MS));
  }
  console.log(`\n${title}`);
  console.log(
    `  math-core            ${rate(median(hz.get('math-core')))}${full ? '   (value read)' : ''}`,
  );
  if (full) {
    console.log(
      `  math-core, all read  ${rate(median(hz.get('math-core, all read')))}   (every field: formatted text, step)`,
    );
  }
  for (const [name, [, target]] of Object.entries(others)) {
    const ratios = ratiosOf(hz, 'math-core', name);
    const m = median(ratios);
    const ok = m >= target;
    if (!ok) missed++;
    const all = full ? ratiosOf(hz, 'math-core, all read', name) : undefined;
    console.log(
      `  ${name.padEnd(20)} ${rate(median(hz.get(name)))}   math-core ${m.toFixed(2)}× ` +
        `${range(ratios)}   target ≥ ${target}×: ${ok ? 'met' : 'MISSED'}` +
        (all ? `   every field read: ${median(all).toFixed(2)}× ${range(all)}` : ''),
    );
  }
  if (title.startsWith('simplifyLog')) {
    console.log(
      `  allocates ${bytesPerCall(mine)} B a call${assembled ? ` (assembly only: ${bytesPerCall(assembled)} B)` : ''}; ` +
        `young generation ${(newSpace('space_size') / 2 ** 20).toFixed(0)} MB while timed`,
    );
  }
  if (assembled) {
    const versus = Object.keys(others)[0];
    const [alone, mine] = [
      ratiosOf(hz, 'assembly only', versus),
      ratiosOf(hz, 'math-core', 'assembly only'),
    ];
    console.log(
      `  assembly only        ${rate(median(hz.get('assembly only')))}   ${median(alone).toFixed(2)}× ${versus} ` +
        `${range(alone)}; math-core ${median(mine).toFixed(2)}× of it ${range(mine)} ` +
        '(the same result joined from parts cut out of it, nothing computed)',
    );
  }
  return missed;
};

if (scenarioIndex !== undefined) {
  // A child: one scenario; the exit code is the number of targets it missed.
  const missed = run(scenarios[scenarioIndex]);
  if (!(sink > 0)) throw new Error('the results were not read');
  process.exit(missed);
} else {
  let missed = 0;
  for (const [index, { title }] of scenarios.entries()) {
    if (!title.includes(only)) continue;
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_SCENARIO: String(index) },
      stdio: 'inherit',
    });
    if (child.status === null) throw new Error(`scenario "${title}" did not finish`);
    missed += child.status;
  }
  console.log(`\n${missed === 0 ? 'every target met' : `${missed} target(s) missed`}`);
}
