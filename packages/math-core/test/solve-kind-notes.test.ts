// Each kind brings the words of its steps (its notes and those of the methods it solves with), and
// a solver words its steps with those of its kinds and the catalogue's common ones. So the steps
// of a kind need no notes but its own: a solver that reads and answers as `solve` does, but has
// the notes of that kind only, answers that kind's problems word for word as `solve` does, every
// way each can be solved. Over every third problem the steps tests solve (all of them take a
// minute of CPU, and pass), and every kind's example: the unit tier tries every fourth of those
// thirds (test/runs.ts), the slow tier's full-runs project all of them.
import { describe, expect, it } from 'vitest';
import { KINDS } from '../src/solve/kinds';
import { registryOf } from '../src/solve/registry';
import { solve, solveWith } from '../src/solve/solve';
import { runs } from './runs';
import { TEXTS } from './solve-texts';

describe('the notes a kind brings', () => {
  it('word every step of its problems, with the common ones', () => {
    const noted = new Map(
      KINDS.map((kind) => [
        kind.id as string,
        registryOf(KINDS.map((k) => (k === kind ? k : { ...k, notes: [] }))),
      ]),
    );
    const different: string[] = [];
    let answered = 0;
    const thirds = TEXTS.filter((_, i) => i % 3 === 0);
    const stride = Math.round(thirds.length / runs(thirds.length));
    const texts = new Set([
      ...KINDS.map((k) => k.example),
      ...thirds.filter((_, i) => i % stride === 0),
    ]);
    for (const text of texts) {
      const every = solve(text);
      if (!every.ok) continue;
      const methods = (every.value.methods ?? []).filter((m) => !m.used).map((m) => m.id);
      for (const method of [undefined, ...methods]) {
        const options = method === undefined ? undefined : { method };
        const want = method === undefined ? every : solve(text, options);
        if (!want.ok) continue;
        const registry = noted.get(want.value.kind);
        if (registry === undefined) throw new Error(`${want.value.kind} is no kind`);
        const got = solveWith(registry, text, options);
        answered += 1;
        if (JSON.stringify(got) !== JSON.stringify(want))
          different.push(
            `${want.value.kind} (${text}${method ? `, ${method}` : ''}): ${got.ok ? 'other steps' : got.error.message}`,
          );
      }
    }
    // Most texts tried reach the solver and are answered (some in more than one way).
    expect(answered).toBeGreaterThan(texts.size / 2);
    expect(different).toEqual([]);
  });
});
