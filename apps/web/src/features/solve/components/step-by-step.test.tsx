import type { Step } from '@mathtools/math-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { translator } from '../../../i18n/use-t';
import { solveProblem } from '../engine';
import { extraNote, ruleOf, StepByStep, stepAnnouncement } from './step-by-step';

const ONE_AT_A_TIME = 'Show one step at a time';
const NEXT_STEP = 'Next step';

const steps = (text: string): Step[] => {
  const outcome = solveProblem(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.solved.steps;
};

beforeAll(() => loadMessages('en', ['solve']));
const english = () => translator('en', 'solve');
describe('the steps, one at a time', () => {
  it('every step of x^2-5x+6=0 has a rule and a reason', () => {
    const all = steps('x^2-5x+6=0');
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const step of all) {
      expect(ruleOf(step)).not.toBe('');
      expect(step.why).toBeTruthy();
    }
  });

  it('announces a revealed step: its number, rule, statement and why; the last says so', () => {
    const all = steps('x^2-5x+6=0');
    const zero = all.findIndex((s) => s.rule === 'Zero-product property');
    expect(zero).toBeGreaterThan(0);
    const said = stepAnnouncement(all[zero] as Step, zero, all.length, english());
    expect(said).toMatch(
      new RegExp(`^Step ${zero + 1} of ${all.length}: Zero-product property\\.`),
    );
    expect(said).toContain('Why: a product is 0 only when one of its factors is 0.');
    expect(said).not.toContain('last step');
    const last = all.length - 1;
    expect(stepAnnouncement(all[last] as Step, last, all.length, english())).toMatch(
      /That is the last step\.$/,
    );
  });

  it('reads a step without a rule (a calculator’s) by its note, and shows a note that adds to it', () => {
    const plain = { note: 'Add 3', text: 'x = 5', mathml: '<math></math>' };
    expect(ruleOf(plain)).toBe('Add 3');
    expect(extraNote(plain)).toBeNull();
    expect(stepAnnouncement(plain, 0, 2, english())).toBe('Step 1 of 2: Add 3. x = 5');
    expect(extraNote({ ...plain, rule: 'Sum and product' })).toBe('Add 3');
  });

  it('lists every step at first, with the button that shows them one at a time', () => {
    const all = steps('x^2-5x+6=0');
    const html = renderToStaticMarkup(<StepByStep steps={all} titleClassName="t" />);
    expect(html).toContain('>Steps</h3>');
    expect(html).toMatch(
      new RegExp(`<button[^>]*aria-pressed="false"[^>]*>${ONE_AT_A_TIME}</button>`),
    );
    expect(html.match(/<li>/g)).toHaveLength(all.length);
    expect(html).not.toContain(NEXT_STEP);
    expect(html).toMatch(/aria-live="polite"[^>]*data-testid="step-announcement"><\/span>/);
  });
});
