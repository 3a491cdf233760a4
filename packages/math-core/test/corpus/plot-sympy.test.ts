// The graph against SymPy over generated sweeps (test/plot-sweeps.ts): rational functions with
// holes and slant asymptotes, pairs of curves and where they meet, and functions that underflow.
// Each prints its figures (tried, right, wrong); every graph is right.
import { describe, expect, it } from 'vitest';
import { pairSweep, rationalSweep, type SweepFigures, underflowSweep } from '../plot-sweeps';

const sweeps: [string, () => SweepFigures, number][] = [
  [
    'rational graphs: roots, holes, vertical, horizontal and slant asymptotes, turning points',
    rationalSweep,
    300,
  ],
  ['curve pairs: every crossing in the window, at its value, and no other', pairSweep, 240],
  [
    'functions that underflow: no false root, no y-intercept where f is undefined',
    underflowSweep,
    100,
  ],
];

describe('graph, over the SymPy sweeps', () => {
  for (const [name, sweep, least] of sweeps)
    it(name, () => {
      const f = sweep();
      console.log(`${f.sweep}: ${f.tried} tried, ${f.right} right, ${f.wrong} wrong`);
      for (const failure of f.failures) console.log(`  ${failure}`);
      expect(f.failures).toEqual([]);
      expect(f.tried).toBeGreaterThanOrEqual(least);
    }, 900_000);
});
