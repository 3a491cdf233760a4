// Every step `solve` gives says what rule it applies and why that rule holds (`Step.rule`,
// `Step.why`), over every kind's example and every problem the solver's own tests type, solved
// every way it can be (`methods`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../src/solve/kinds';
import { solve } from '../src/solve/solve';
import { solved } from './solved';

/** The test files beside the solver and its kinds, and the solver's tests here. */
const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /(^|\.)test\.ts$/.test(name) && !/oracle/.test(name) ? [path] : [];
  });
const root = join(__dirname, '..');
const FILES = [
  ...testFiles(join(root, 'src/solve')),
  ...['solve-textbook', 'solve-words', 'solve-decimals', 'solve-substeps'].map((f) =>
    join(root, `test/${f}.test.ts`),
  ),
];

/**
 * Every problem the tests type: each string in them that reads as one (solve answers it). Expected
 * answers come along too ("x = 2 or x = 3" is an equation solve answers): the more the better.
 */
const TYPED = [
  ...new Set(
    FILES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.){1,80})'/g)].map((m) =>
        (m[1] as string).replace(/\\(.)/g, '$1'),
      ),
    ),
  ),
].filter((text) => /[\dx]/.test(text));

describe('every step names its rule and says why it holds', () => {
  it('reads a broad list of problems from the tests', () => {
    expect(TYPED.length).toBeGreaterThan(1000);
  });

  it('on every kind’s example and every problem typed in the solver’s tests', () => {
    const missing: string[] = [];
    let answered = 0;
    for (const text of [...KINDS.map((k) => k.example), ...TYPED]) {
      const r = solve(text);
      if (!r.ok) continue;
      answered++;
      // Every other way the problem can be solved too.
      const others = (r.value.methods ?? []).flatMap((m) => {
        const other = solve(text, { method: m.id });
        return other.ok && !m.used ? other.value.steps : [];
      });
      for (const s of [...r.value.steps, ...others])
        if (
          typeof s.rule !== 'string' ||
          typeof s.why !== 'string' ||
          s.rule.trim() === '' ||
          s.why.trim().length < 10 ||
          s.why === s.rule
        )
          missing.push(`${text}: ${s.note} | rule: ${s.rule} | why: ${s.why}`);
    }
    expect(answered).toBeGreaterThan(1000);
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
