import { expect } from 'vitest';

/** Every typeset line a page shows is a math-core Step: a note, its text and a <math> element. */
export function expectTypeset(steps: readonly { text: string; mathml: string }[]) {
  expect(steps.length).toBeGreaterThan(0);
  for (const step of steps) {
    expect(step.text).not.toBe('');
    expect(step.mathml).toMatch(
      /^<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML" alttext="[^"]+" aria-label="[^"]+">.*<\/math>$/,
    );
  }
}
