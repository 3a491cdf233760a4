// Every calculator explains itself: over generated valid inputs, each step's text reads back
// through the parser to the same text and the same MathML, and each step is a true statement.
// The solver's catalogue of rules: one list of ids, a reason of its own for each rule, and notes
// rendered from templates with the step's parameters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  age,
  arithmetic,
  bmi,
  convertUnit,
  discount,
  evaluateMath,
  GRADE_POINTS,
  gpa,
  listCategories,
  listUnits,
  loan,
  type MathNode,
  parseMath,
  percentageOf,
  percentChange,
  percentOf,
  type Result,
  type Step,
  simplifyLog,
  type TimePeriod,
  timeCalc,
  tip,
  toMathML,
  toText,
} from '../src/index';
import { n } from '../src/math/build';
import { COMMON_NOTES } from '../src/math/catalogue/common';
import {
  chained,
  mergedNotes,
  RULE_IDS,
  type RuleId,
  stepWords,
  withWords,
} from '../src/math/rules';
import { step } from '../src/math/show';
import { everyNotes, noteOf } from '../src/solve/kinds';
import { polynomialMethodNotes } from '../src/solve/methods/notes-polynomial';
import { runs } from './runs';
import { exactRelation } from './solve-steps';

/** A statement as a tree, for the catalogue's tests. */
const parseTree = (text: string): MathNode => {
  const read = parseMath(text);
  if (!read.ok) throw new Error(text);
  return read.value;
};

/** Variables that appear in formulas, given the values of the problem at hand. */
type Scope = Record<string, number>;

/** The number of decimals a plain number literal shows ("22.9" → 1), if the node is one. */
const decimalsShown = (node: MathNode): number | undefined => {
  const literal = node.type === 'neg' ? node.arg : node;
  if (literal.type !== 'number' || /e/.test(literal.value)) return undefined;
  return literal.value.split('.')[1]?.length ?? 0;
};

/**
 * Whether a relation holds. Between two rational expressions it is checked exactly
 * (`exactRelation`); otherwise `=` and `≈` are judged by `evaluateMath` (≈ to three significant
 * places); a `≈` whose right side is a plain number also holds when that number is the left side
 * correctly rounded to the decimals it shows (70 ÷ 1.75² ≈ 22.9: 22.857… rounds to 22.9).
 */
const holds = (tree: MathNode, scope: Scope): boolean => {
  if (tree.type !== 'relation') return true;
  return tree.relations.every((relation, i) => {
    const [left, right] = [tree.operands[i] as MathNode, tree.operands[i + 1] as MathNode];
    const exact = exactRelation(relation, left, right);
    if (exact !== undefined) return exact;
    const link: MathNode = { type: 'relation', operands: [left, right], relations: [relation] };
    if (evaluateMath(link, scope) === 1) return true;
    const places = decimalsShown(right);
    if (relation !== '≈' || places === undefined) return false;
    const [a, b] = [evaluateMath(left, scope), evaluateMath(right, scope)];
    return Math.abs(a - b) <= 0.5 * 10 ** -places * (1 + 1e-9) + Math.abs(b) * 1e-15;
  });
};

/** The checks every step must pass; `scope` gives formula variables their values. */
const checkSteps = (steps: readonly Step[], scope: Scope = {}): void => {
  expect(steps.length).toBeGreaterThan(0);
  for (const s of steps) {
    expect(s.note.length, s.text).toBeGreaterThan(0);
    const parsed = parseMath(s.text);
    if (!parsed.ok) throw new Error(`"${s.text}" does not parse: ${parsed.error.message}`);
    expect(toText(parsed.value), s.text).toBe(s.text);
    expect(s.mathml, s.text).toBe(toMathML(parsed.value));
    expect(s.mathml.startsWith('<math')).toBe(true);
    if (!holds(parsed.value, scope)) throw new Error(`"${s.text}" (${s.note}) is not true`);
  }
};

const value = <T>(result: Result<T>): T | undefined => (result.ok ? result.value : undefined);
const stepsOf = (result: Result<{ steps: Step[] }>, scope?: Scope): void => {
  const v = value(result);
  if (v) checkSteps(v.steps, scope);
};

/** Numbers people type: whole, a few decimals, negative, and now and then very large or small. */
const typed = fc
  .oneof(
    fc.integer({ min: -100000, max: 100000 }),
    fc.integer({ min: -1e8, max: 1e8 }).map((k) => k / 100),
    fc.integer({ min: 1, max: 10 ** 6 }).map((k) => k / 1000),
    fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1e21, 1.5e-7, 0.1, 0.2, 1 / 3, 2 ** 53, -0),
    // evaluateMath checks in floating point, which loses digits below 1e-300 (subnormals).
  )
  .filter((x) => x === 0 || Math.abs(x) > 1e-300);
const positive = typed.map(Math.abs).filter((x) => x > 0);
const RUNS = { numRuns: runs(300) };

describe('every calculator’s steps are true and read back through the parser', () => {
  it('arithmetic', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom('+', '-', '*', '/' as const), typed, (a, op, b) =>
        stepsOf(arithmetic(a, op, b)),
      ),
      RUNS,
    );
  });

  it('percentOf, percentageOf, percentChange', () => {
    fc.assert(
      fc.property(typed, typed, (a, b) => {
        stepsOf(percentOf(a, b));
        stepsOf(percentageOf(a, b));
        stepsOf(percentChange(a, b));
      }),
      RUNS,
    );
  });

  it('age', () => {
    const day = fc.integer({ min: 0, max: 3_000_000 }).map((d) => {
      const date = new Date(Date.UTC(1800, 0, 1) + d * 86_400_000);
      return date.toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(day, day, (a, b) => stepsOf(a <= b ? age(a, b) : age(b, a))),
      RUNS,
    );
  });

  it('bmi', () => {
    fc.assert(
      fc.property(positive, positive, fc.constantFrom('metric', 'imperial' as const), (w, h, s) =>
        stepsOf(bmi({ weight: w, height: h, system: s })),
      ),
      RUNS,
    );
    checkSteps(value(bmi({ weight: 70, height: 175, system: 'metric' }))?.steps ?? []);
  });

  it('tip and discount', () => {
    const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100 }));
    fc.assert(
      fc.property(positive, percent, fc.integer({ min: 1, max: 12 }), (bill, p, people) => {
        stepsOf(tip(bill, p, people));
        stepsOf(discount(bill, p));
      }),
      RUNS,
    );
  });

  it('gpa', () => {
    const course = fc.record({
      credits: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0.5, 1.5, '3', ' 4.5 ')),
      grade: fc.constantFrom(...Object.keys(GRADE_POINTS), 'Z'),
    });
    fc.assert(
      fc.property(fc.array(course, { minLength: 1, maxLength: 30 }), (courses) =>
        stepsOf(gpa(courses)),
      ),
      RUNS,
    );
  });

  it('loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 8 }).map((c) => c / 100),
        fc.oneof(
          fc.constant(0),
          fc.integer({ min: 1, max: 3000 }).map((k) => k / 100),
        ),
        fc.integer({ min: 1, max: 480 }).map((m) => m / 12),
        (amount, rate, years) => stepsOf(loan(amount, rate, years)),
      ),
      { numRuns: runs(100) },
    );
  });

  it('timeCalc', () => {
    const part = fc.integer({ min: -500, max: 500 });
    const period = fc.record(
      { days: part, hours: part, minutes: part, seconds: part },
      { requiredKeys: [] },
    ) as fc.Arbitrary<TimePeriod>;
    fc.assert(
      fc.property(period, fc.constantFrom('add', 'subtract' as const), period, (a, op, b) =>
        stepsOf(timeCalc(a, op, b)),
      ),
      RUNS,
    );
  });

  it('convertUnit, every pair of units of every category', () => {
    for (const { id } of listCategories()) {
      const units = value(listUnits(id)) ?? [];
      for (const from of units)
        for (const to of units)
          for (const x of [0, 1, 5, -40, 100, 0.1, 1234.5678])
            stepsOf(convertUnit(x, id, from.id, to.id));
    }
  });

  it('simplifyLog, with its exact steps', () => {
    const check = (base: number, x: number) => {
      const v = value(simplifyLog(base, x));
      if (!v) return;
      checkSteps(v.steps, { b: base, x });
      if (v.exact) checkSteps(v.exact.steps);
    };
    fc.assert(fc.property(positive, positive, check), RUNS);
    const powers = fc.tuple(
      fc.integer({ min: 2, max: 12 }),
      fc.integer({ min: -6, max: 6 }),
      fc.integer({ min: -6, max: 6 }),
    );
    fc.assert(
      fc.property(powers, ([root, i, j]) => check(root ** i, root ** j)),
      RUNS,
    );
    for (const [base, x] of [
      [2, 8],
      [4, 8],
      [10, 0.001],
      [2, 1],
      [1.00001, 2],
      [1 / 9, 3],
      [0.5, 8],
    ] as const)
      check(base, x);
  });

  it('gives the worked examples the README shows', () => {
    const texts = (result: Result<{ steps: Step[] }>) =>
      result.ok ? result.value.steps.map((s) => s.text) : result.error.message;
    expect(texts(arithmetic(6, '*', 7))).toEqual(['6 × 7 = 42']);
    expect(texts(arithmetic(1, '/', 3))).toEqual(['1 ÷ 3 ≈ 0.333333333333333']);
    expect(texts(arithmetic(5, '-', -3))).toEqual(['5 − (−3) = 8']);
    expect(texts(percentageOf(20, 80))).toEqual(['20/80 × 100 = 25']);
    expect(texts(percentChange(80, 100))).toEqual(['100 − 80 = 20', '20/80 × 100 = 25']);
    expect(texts(age('2000-05-15', '2024-05-14'))).toEqual([
      '287 = 23 × 12 + 11',
      '8765 = 1252 × 7 + 1',
      '8765 × 24 = 210360',
      '8765 × 1440 = 12621600',
    ]);
    expect(texts(bmi({ weight: 70, height: 175, system: 'metric' }))).toEqual([
      '175/100 = 1.75',
      '70 ÷ 1.75² ≈ 22.9',
    ]);
    expect(texts(bmi({ weight: 150, height: 65, system: 'imperial' }))).toEqual([
      '703 × 150 ÷ 65² ≈ 25',
    ]);
    expect(texts(tip(50))).toEqual(['50 × 15% = 7.5', '50 + 7.5 = 57.5']);
    expect(texts(tip(100, 15, 3))).toEqual(['100 × 15% = 15', '100 + 15 = 115', '115 ÷ 3 ≈ 38.33']);
    expect(texts(discount(80, 25))).toEqual(['80 × 25% = 20', '80 − 20 = 60']);
    expect(
      texts(
        gpa([
          { credits: 3, grade: 'A' },
          { credits: 3, grade: 'b' },
        ]),
      ),
    ).toEqual(['3 × 4 + 3 × 3 = 21', '3 + 3 = 6', '21 ÷ 6 = 3.5']);
    expect(texts(timeCalc({ days: 7 }, 'subtract', { hours: 1 }))).toEqual([
      '7 × 86400 + 0 × 3600 + 0 × 60 + 0 = 604800',
      '0 × 86400 + 1 × 3600 + 0 × 60 + 0 = 3600',
      '604800 − 3600 = 601200',
      '601200 = 6 × 86400 + 23 × 3600 + 0 × 60 + 0',
    ]);
    expect(texts(timeCalc({ hours: 1 }, 'subtract', { days: 1 })).at(-1)).toBe(
      '−82800 = −(0 × 86400 + 23 × 3600 + 0 × 60 + 0)',
    );
    expect(texts(convertUnit(5, 'length', 'inches', 'centimeters'))).toEqual(['5 × 2.54 = 12.7']);
    expect(texts(convertUnit(100, 'speed', 'km/h', 'm/s'))).toEqual([
      '100 × 1/3.6 ≈ 27.7777777777778',
    ]);
    expect(texts(convertUnit(100, 'temperature', 'celsius', 'fahrenheit'))).toEqual([
      '100 × 9/5 + 32 = 212',
    ]);
    expect(texts(convertUnit(212, 'temperature', 'fahrenheit', 'kelvin'))).toEqual([
      '(212 − 32) × 5/9 + 273.15 = 373.15',
    ]);
  });
});

describe('the solver’s catalogue of rules and notes', () => {
  // The catalogue as one: the common notes and every kind's, which `solve` words its steps with.
  const { forms: NOTES, reasons: REASONS, terms: TERMS = {} } = mergedNotes(everyNotes());

  it('keeps each form and each rule’s reason in one table only', () => {
    const forms = new Map<string, number>();
    const reasons = new Map<string, number>();
    for (const table of everyNotes()) {
      for (const [rule, own] of Object.entries(table.forms))
        for (const form of Object.keys(own ?? {}))
          forms.set(`${rule}.${form}`, (forms.get(`${rule}.${form}`) ?? 0) + 1);
      for (const rule of Object.keys(table.reasons))
        reasons.set(rule, (reasons.get(rule) ?? 0) + 1);
    }
    expect([...forms].filter(([, times]) => times > 1)).toEqual([]);
    expect([...reasons].filter(([, times]) => times > 1)).toEqual([]);
    expect([...reasons.keys()].sort()).toEqual([...RULE_IDS].sort());
    for (const rule of Object.keys(NOTES)) expect(RULE_IDS, rule).toContain(rule);
  });

  it('lists every rule once, each with its own reason', () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    expect(RULE_IDS.length).toBeGreaterThan(200);
    const byWhy = new Map<string, string[]>();
    for (const id of RULE_IDS) {
      const [, why] = REASONS[id] ?? ['', ''];
      byWhy.set(why, [...(byWhy.get(why) ?? []), id]);
    }
    expect([...byWhy].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it('renders every note of the catalogue from its parameters, with no name left unfilled', () => {
    for (const [id, forms] of Object.entries(NOTES))
      for (const [form, template] of Object.entries(forms as Record<string, string>)) {
        expect(RULE_IDS, id).toContain(id);
        // A plain placeholder takes a tree; a term's placeholder a key of its table, whose own
        // placeholders are filled in turn.
        const params: Record<string, MathNode | string> = {};
        const fill = (t: string): void => {
          for (const [, name, table] of t.matchAll(/\{(\w+)(?::(\w+))?\}/g)) {
            if (table === undefined) params[name as string] ??= n(7);
            else if (params[name as string] === undefined) {
              const terms = TERMS[table] ?? {};
              const key = Object.keys(terms)[0] as string;
              params[name as string] = key;
              fill(terms[key] as string);
            }
          }
        };
        fill(template);
        const names = Object.keys(params);
        const note = noteOf({ rule: id as RuleId, form, params });
        expect(note, `${id}.${form}`).not.toMatch(/[{}]/);
        // The form is found from the parameters alone when no other form takes the same ones.
        const same = Object.values(forms as Record<string, string>).filter(
          (t) =>
            [...new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join() ===
            [...new Set(names)].sort().join(),
        );
        if (same.length === 1) expect(noteOf({ rule: id as RuleId, params })).toBe(note);
      }
  });

  it('shows a parameter as it is typed: a tree, a negative number, a symbol', () => {
    expect(noteOf({ rule: 'sides', params: { subtract: n(3) } })).toBe(
      'Subtract 3 from both sides',
    );
    expect(noteOf({ rule: 'scale', params: { divide: -2 } })).toBe('Divide both sides by −2');
    expect(
      noteOf({
        rule: 'ineqScale',
        form: 'divideFlip',
        params: { divide: -2, was: '≥', now: '≤' },
      }),
    ).toBe(
      'Divide both sides by −2; dividing by a negative number flips the inequality: ≥ becomes ≤',
    );
    expect(() => noteOf({ rule: 'sides', params: { times: n(3) } })).toThrow(/no note/);
  });

  it('gives a step its rule id, parameters and words, or marks a note written by its kind', () => {
    const said = step({ rule: 'sides', params: { subtract: n(3) } }, parseTree('2x = 4'));
    expect(said).toMatchObject({ text: '2x = 4', ruleId: 'sides', params: { subtract: n(3) } });
    // The words are rendered from what the step says once the work is done, in the notes given.
    expect(said).not.toHaveProperty('note');
    const [worded] = withWords([said], COMMON_NOTES);
    expect(worded).toMatchObject({
      note: 'Subtract 3 from both sides',
      text: '2x = 4',
      ruleId: 'sides',
      rule: 'Subtract 3 from both sides',
      params: { subtract: n(3) },
      form: 'subtract',
    });
    expect(worded?.why).toBe(REASONS.sides?.[1]);
    const own = step('Isolate the square root', parseTree('√x = 2'), 'sides');
    expect(own.params).toEqual({ custom: 'Isolate the square root' });
    expect(stepWords(own, COMMON_NOTES)).toEqual({
      ok: true,
      value: {
        note: 'Isolate the square root',
        rule: 'Isolate the square root',
        why: REASONS.sides?.[1],
      },
    });
    // A whole number given as a bigint is its number tree in the step as shown.
    const [big] = withWords(
      [step({ rule: 'scale', params: { divide: -2n } }, parseTree('x = 2'))],
      COMMON_NOTES,
    );
    expect(big).toMatchObject({ note: 'Divide both sides by −2', params: { divide: n(-2n) } });
  });

  it('words a step from the notes it is given, and no others', () => {
    const say = { rule: 'discriminant', form: 'discriminant' } as const;
    const discriminant = step(say, parseTree('4 − 4 = 0'));
    expect(() => withWords([discriminant], COMMON_NOTES)).toThrow(/no note for discriminant/);
    const quadratics = mergedNotes([COMMON_NOTES, polynomialMethodNotes]);
    expect(withWords([discriminant], quadratics)[0]?.note).toBe('The discriminant b² − 4ac');
    expect(stepWords(discriminant, quadratics)).toMatchObject({
      ok: true,
      value: { note: 'The discriminant b² − 4ac', form: 'discriminant' },
    });
    // The same step in other notes (another language's) has their words, and the notes given
    // are not kept: the common notes alone still have none for it.
    const other = mergedNotes([
      COMMON_NOTES,
      {
        forms: { discriminant: { discriminant: 'El discriminante b² − 4ac' } },
        reasons: { discriminant: ['Discriminante', 'b² − 4ac dice cuántas raíces reales hay'] },
      },
    ]);
    expect(stepWords(discriminant, other)).toEqual({
      ok: true,
      value: {
        note: 'El discriminante b² − 4ac',
        rule: 'Discriminante',
        why: 'b² − 4ac dice cuántas raíces reales hay',
        form: 'discriminant',
      },
    });
    expect(stepWords(discriminant, COMMON_NOTES)).toMatchObject({
      ok: false,
      error: { code: 'invalid_value', field: 'notes' },
    });
    expect(noteOf(say)).toBe('The discriminant b² − 4ac');
  });

  it('chains the statements: each step that changes one goes from the last to its own', () => {
    const problem = parseTree('2x + 3 = 7');
    // The discriminant's words are the quadratics' own, which these steps are rendered with.
    const steps = chained(
      withWords(
        [
          step({ rule: 'discriminant', form: 'discriminant' }, parseTree('4 − 4 = 0')),
          step({ rule: 'sides', params: { subtract: n(3) } }, parseTree('2x = 4')),
          step({ rule: 'scale', params: { divide: n(2) } }, parseTree('x = 2')),
          step({ rule: 'scale', params: { divide: n(1) } }, parseTree('x = 2')),
        ],
        mergedNotes([COMMON_NOTES, polynomialMethodNotes]),
      ),
      problem,
    );
    // The aside has no from or to; the repeated line is not shown again.
    expect(steps.map((s) => [s.text, s.from && toText(s.from), s.to && toText(s.to)])).toEqual([
      ['4 − 4 = 0', undefined, undefined],
      ['2x = 4', '2x + 3 = 7', '2x = 4'],
      ['x = 2', '2x = 4', 'x = 2'],
    ]);
  });
});
