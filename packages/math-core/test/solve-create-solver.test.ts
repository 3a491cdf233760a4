import { describe, expect, it } from 'vitest';
import * as library from '../src/index';
import {
  createSolver,
  derivativeKind,
  drawable,
  inequalityKind,
  linearKind,
  percentageKind,
  quadraticKind,
  readProblem,
  type SolverKind,
  solve,
  systemKind,
} from '../src/index';
import { KINDS } from '../src/solve/kinds';
import { generateCorpus } from './solve-corpus';

/** Every kind the package exports, by its export name. */
const exported = Object.entries(library).flatMap(([name, value]) =>
  /Kind$/.test(name) && typeof value === 'object' ? [[name, value as SolverKind] as const] : [],
);

describe('createSolver', () => {
  const pair = createSolver({ kinds: [linearKind, quadraticKind] });

  it('answers the kinds it is given as solve does', () => {
    for (const text of ['2x+3=7', '3(x-2)=2x+1', 'x^2-5x+6=0', 'x^2+2x+5=0']) {
      expect(pair.solve(text), text).toEqual(solve(text));
    }
    expect(pair.kinds).toEqual(['linear', 'quadratic']);
  });

  it('refuses a kind it was not given, naming the kind when it can be told', () => {
    // The case that reads an equation of degree at most 2 comes with either kind; it tells a
    // quadratic from a linear equation, so a solver of linear equations names what it lacks.
    const linear = createSolver({ kinds: [linearKind] }).solve('x^2-5x+6=0');
    expect(linear.ok).toBe(false);
    if (linear.ok) return;
    expect(linear.error.code).toBe('unsupported');
    expect(linear.error.needs).toBe('quadratic');
    expect(linear.error.message).toContain('quadraticKind');
    // A cubic is not read by that case: the refusal is the usual one, without a kind.
    const cubic = pair.solve('x^3-6x^2+11x-6=0');
    expect(cubic.ok ? undefined : cubic.error.code).toBe('unsupported');
    expect(cubic.ok ? 'answered' : cubic.error.needs).toBeUndefined();
  });

  it('refuses what no case of its kinds recognises as solve refuses what it does not answer', () => {
    const system = pair.solve('x+y=3, x-y=1');
    expect(system.ok).toBe(false);
    if (system.ok) return;
    expect(system.error.code).toBe('unsupported');
    expect(system.error.needs).toBeUndefined();
    const withSystems = createSolver({ kinds: [linearKind, systemKind] }).solve('x+y=3, x-y=1');
    expect(withSystems).toEqual(solve('x+y=3, x-y=1'));
  });

  it('throws a TypeError, saying what it takes, when it is not given a list of kinds', () => {
    const says = /createSolver takes \{ kinds \}/;
    for (const wrong of [undefined, null, {}, { kinds: [] }, { kinds: 'linear' }, { kinds: [{}] }])
      expect(() => createSolver(wrong as never), JSON.stringify(wrong)).toThrow(says);
    expect(() => createSolver({ kinds: [linearKind, { id: 'linear' } as never] })).toThrow(
      TypeError,
    );
  });

  it('answers each kind it is given alone, and refuses the others', () => {
    const inequalities = createSolver({ kinds: [inequalityKind] });
    expect(inequalities.solve('-3 < 2x+1 ≤ 7')).toEqual(solve('-3 < 2x+1 ≤ 7'));
    expect(inequalities.solve('2x+3=7').ok).toBe(false);
  });

  it('exports every kind of the registry as <camelCaseId>Kind, each answering its example', () => {
    const camel = (id: string) => `${id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Kind`;
    expect(exported.map(([name]) => name).sort()).toEqual(KINDS.map((k) => camel(k.id)).sort());
    for (const [name, kind] of exported) {
      const alone = createSolver({ kinds: [kind] }).solve(kind.example);
      expect(alone, `${name}: ${kind.example}`).toEqual(solve(kind.example));
    }
  });

  it('reads a problem as readProblem does, with the words of its own kinds only', () => {
    for (const text of ['2x+3=7', 'solve x^2-5x+6=0', '2,5x = 5', 'x^2 +'])
      expect(pair.read(text), text).toEqual(readProblem(text));
    // The command words and the questions in words come with their kinds.
    const withWords = createSolver({ kinds: [linearKind, derivativeKind, percentageKind] });
    for (const text of ['derivative of x^3', '15% of 80'])
      expect(withWords.read(text), text).toEqual(readProblem(text));
    expect(readProblem('derivative of x^3').ok).toBe(true);
    expect(pair.read('derivative of x^3').ok).toBe(false);
    expect(readProblem('15% of 80').ok).toBe(true);
    expect(pair.read('15% of 80').ok).toBe(false);
  });

  it('says whether a result may be drawn as drawable does, for the kinds it was given', () => {
    const every = createSolver({ kinds: KINDS });
    for (const text of ['2x+3=7', 'x^2-5x+6=0', '3/4 + 5/6', 'x+y=3, x-y=1', 'i^2']) {
      const answer = solve(text);
      if (!answer.ok) throw new Error(text);
      expect(every.drawable(answer.value), text).toBe(drawable(answer.value));
    }
    const quadratic = solve('x^2-5x+6=0');
    if (!quadratic.ok) throw new Error('x^2-5x+6=0');
    expect(pair.drawable(quadratic.value)).toBe(true);
    // A result of a kind the solver was not given is none of its own: nothing to draw.
    expect(createSolver({ kinds: [linearKind] }).drawable(quadratic.value)).toBe(false);
  });

  it('with every kind, agrees with solve on the corpus', () => {
    const every = createSolver({ kinds: KINDS });
    const texts = [
      // Every fourth problem of each family of the generated corpus (the whole of it doubles the
      // time of this file for no more kinds).
      ...generateCorpus()
        .filter((_, i) => i % 4 === 0)
        .map((p) => p.text),
      ...KINDS.map((k) => k.example),
      'x^2 blorp = 4',
      'slove 2x+3=7',
      'x ≠ 2',
      'hello',
    ];
    for (const text of texts) expect(every.solve(text), text).toEqual(solve(text));
  });
});
