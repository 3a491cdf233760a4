// Every step `solve` gives names its rule by id from the catalogue's list (`ruleId`), says what
// rule it applies and why that rule holds (`rule`, `why`), goes from one statement to the next
// (`from`, `to`) when it changes the mathematics, never repeats the step before it, and a check
// names the value it checks: over every kind's example, every problem the solver's own tests
// type and the generated corpus (test/solve-corpus.ts), solved every way it can be (`methods`).
import { describe, expect, it } from 'vitest';
import { type ExplainedStep, isMove, RULE_IDS, type RuleId } from '../src/math/rules';
import { toText } from '../src/math/toText';
import { KINDS } from '../src/solve/kinds';
import { TYPED } from './solve-texts';
import { solved } from './solved';
import { WORKED as ALL_WAYS } from './worked';

/** A problem the solver answers, with its steps one way it can be solved. */
interface Steps {
  text: string;
  problem: string;
  steps: ExplainedStep[];
}

/** Each problem's steps, every way it can be solved. */
const WORKED: Steps[] = ALL_WAYS.flatMap(({ text, ways }) =>
  ways.map((way) => ({ text, problem: way.problem, steps: way.steps })),
);

/**
 * Rules no problem of the corpus reaches, and the one case that uses each: an empty list is the
 * aim, and a rule that is used nowhere is taken out of the catalogue rather than listed here.
 */
const UNREACHED: Partial<Record<RuleId, string>> = {};

describe('every step names its rule and says why it holds', () => {
  it('reads a broad list of problems from the tests', () => {
    expect(TYPED.length).toBeGreaterThan(1000);
  });

  it('on every kind’s example, every problem typed in the solver’s tests and the corpus', () => {
    const missing: string[] = [];
    for (const { text, steps } of WORKED)
      for (const s of steps)
        if (
          typeof s.rule !== 'string' ||
          typeof s.why !== 'string' ||
          s.rule.trim() === '' ||
          s.why.trim().length < 10 ||
          s.why === s.rule
        )
          missing.push(`${text}: ${s.note} | rule: ${s.rule} | why: ${s.why}`);
    expect(new Set(WORKED.map((w) => w.text)).size).toBeGreaterThan(1500);
    expect(missing).toEqual([]);
  });

  it('gives each kind’s example steps with reasons', () => {
    for (const k of KINDS) {
      const r = solved(k.example);
      expect(r.steps.length, k.example).toBeGreaterThan(0);
      for (const s of r.steps) expect(s.why.length, `${k.example}: ${s.note}`).toBeGreaterThan(10);
    }
  });

  it('says a product is 0 only when a factor is', () => {
    const zero = solved('x^2-5x+6=0').steps.find((s) => s.text === 'x − 2 = 0, x − 3 = 0');
    expect(zero?.rule).toBe('Zero-product property');
    expect(zero?.why).toMatch(/product is 0 only when one of its factors is 0/);
  });

  it('names a move on both sides by the note, and why it keeps the equation true', () => {
    const [subtract, divide] = solved('2x+3=7').steps;
    expect(subtract).toMatchObject({
      text: '2x = 4',
      rule: 'Subtract 3 from both sides',
      why: 'adding or subtracting the same amount on both sides keeps an equation true',
    });
    expect(divide?.rule).toBe('Divide both sides by 2');
    expect(divide?.why).toMatch(/dividing both sides by the same nonzero number/);
  });

  it('says an inequality turns round when both sides are divided by a negative number', () => {
    const last = solved('-2x+1 ≥ 7').steps.at(-1);
    expect(last?.rule).toMatch(/^Divide both sides by −2/);
    expect(last?.why).toMatch(/negative one reverses it/);
  });

  it('gives each case of an absolute-value inequality the law it comes from', () => {
    for (const [text, law] of [
      ['|x^2-5| < 4', /closer than c to 0/],
      ['|x-3| ≥ 2', /farther than c from 0/],
    ] as const) {
      const cases = solved(text).steps.filter((s) => /^Case \d/.test(s.note));
      expect(cases.length, text).toBe(2);
      for (const s of cases) expect(s.why, text).toMatch(law);
    }
  });

  it('names the calculus rules', () => {
    const rules = solved('d/dx x^2 sin(x)').steps.map((s) => s.rule);
    expect(rules).toEqual(expect.arrayContaining(['Power rule', 'Product rule']));
    const product = solved('d/dx x^2 sin(x)').steps.find((s) => s.rule === 'Product rule');
    expect(product?.why).toMatch(/u′v \+ uv′/);
    const parts = solved('∫ x e^x dx').steps.find((s) => s.rule === 'Integration by parts');
    expect(parts?.why).toMatch(/product rule backwards/);
  });

  it('gives reasons to steps the calculators work out for the solver', () => {
    const [first] = solved('gcd(12, 18)').steps;
    expect(first).toMatchObject({ rule: 'Prime factorization' });
    const convert = solved('5 cm to inches').steps[0];
    expect(convert?.why).toMatch(/conversion factor/);
  });
});

describe('every step names its rule by id, from the one list', () => {
  it('gives every step a rule id from RULE_IDS', () => {
    const listed = new Set<string>(RULE_IDS);
    const wrong = WORKED.flatMap(({ text, steps }) =>
      steps.filter((s) => !listed.has(s.ruleId)).map((s) => `${text}: ${s.note} | ${s.ruleId}`),
    );
    expect(wrong).toEqual([]);
  });

  it('uses every rule of the list on some step of the corpus', () => {
    const used = new Set(WORKED.flatMap((w) => w.steps.map((s) => s.ruleId)));
    expect(RULE_IDS.filter((id) => !used.has(id) && UNREACHED[id] === undefined)).toEqual([]);
    // A rule listed as unreached that the corpus now reaches is taken off the list.
    expect(Object.keys(UNREACHED).filter((id) => used.has(id as RuleId))).toEqual([]);
  });

  it('gives a step its rule’s own reason, and no two rules the same reason', () => {
    const byWhy = new Map<string, string[]>();
    for (const w of WORKED)
      for (const s of w.steps) {
        const ids = byWhy.get(s.why) ?? [];
        if (!ids.includes(s.ruleId)) byWhy.set(s.why, [...ids, s.ruleId]);
      }
    expect([...byWhy].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it('goes from the statement before to the one after on a step that changes it', () => {
    const [subtract, divide] = solved('2x+3=7').steps;
    expect(subtract?.from && toText(subtract.from)).toBe('2x + 3 = 7');
    expect(subtract?.to && toText(subtract.to)).toBe('2x = 4');
    expect(divide?.from && toText(divide.from)).toBe('2x = 4');
    expect(divide?.to && toText(divide.to)).toBe('x = 2');
    // A derivative by a rule goes from what is differentiated to its derivative.
    const power = solved('d/dx x^3').steps.find((s) => s.ruleId === 'power');
    expect(power?.from && toText(power.from)).toBe('d/dx(x³)');
    expect(power?.to && toText(power.to)).toBe('3x²');
    // A discriminant is worked out beside the equation: it does not change it.
    const discriminant = solved('x^2-5x+6=0').steps.find((s) => s.ruleId === 'discriminant');
    expect(discriminant?.from).toBeUndefined();
    // Over the corpus: a step with a `to` has a `from`, different from it.
    const odd = WORKED.flatMap(({ text, steps }) =>
      steps
        .filter(
          (s) =>
            (s.from === undefined) !== (s.to === undefined) ||
            (s.from && s.to && toText(s.from) === toText(s.to)),
        )
        .map((s) => `${text}: ${s.note}`),
    );
    expect(odd).toEqual([]);
    expect(WORKED.flatMap((w) => w.steps).filter((s) => s.from).length).toBeGreaterThan(3000);
  });

  it('never repeats the step before it', () => {
    const repeats = WORKED.flatMap(({ text, steps }) =>
      steps.flatMap((s, i) => {
        const last = steps[i - 1];
        // Two checks of different values may come to the same equality (1/2 = 1/2).
        if (!last || last.text !== s.text || (s.ruleId === 'check' && last.note !== s.note))
          return [];
        return [`${text}: ${last.note} / ${s.note} | ${s.text}`];
      }),
    );
    expect(repeats).toEqual([]);
  });

  it('never opens with a move that leaves the problem as typed, unless that is the only step', () => {
    // A first step may state a fact about the problem as typed (y = 5 is a horizontal line), or
    // take a part of it as the unknown (sin(x) in 2sin(x) = 1).
    const restated = WORKED.flatMap(({ text, problem, steps }) => {
      const first = steps[0];
      return steps.length > 1 && first?.text === problem && isMove(first.ruleId)
        ? [`${text}: ${first.note}`]
        : [];
    });
    expect(restated).toEqual([]);
  });

  it('names the value a check checks', () => {
    const unnamed = WORKED.flatMap(({ text, steps }) =>
      steps
        .filter((s) => s.ruleId === 'check' && !/[A-Za-zθ]\w*\s*=\s*[^\s,:]/.test(s.note))
        .map((s) => `${text}: ${s.note}`),
    );
    expect(unnamed).toEqual([]);
  });
});
