// A step's words come from the catalogue (src/math/catalogue), rendered from its rule id and
// parameters, so that a page can translate them: no kind writes a note in English itself (a step
// whose kind still does carries it as its `custom` parameter). Over every problem the steps tests
// solve, every way each can be solved. So are a result's heading and method: each language words
// every one of them from its id and parameters.
import { describe, expect, it } from 'vitest';
import { germanNotes } from '../src/locales/de';
import { spanishNotes } from '../src/locales/es';
import { frenchNotes } from '../src/locales/fr';
import { portugueseNotes } from '../src/locales/pt';
import { termOf } from '../src/math/rules';
import { noteOf } from '../src/solve/kinds';
import { WORKED } from './worked';

/**
 * Kinds whose steps still carry notes written in English outside the catalogue (by the kind, or
 * by the calculator whose steps it shows). The aim is an empty list: a kind
 * comes off it when its notes are all in the catalogue, and the test fails while a kind is listed
 * that no longer needs to be.
 */
const WRITING_THEIR_OWN = new Set<string>([]);

/**
 * For each kind, the notes its steps write themselves (a note it wrote, carried as `custom`, or
 * one taken from a calculator's steps, which names no form), each with a problem that shows it;
 * and the steps whose note is not the one the catalogue renders from their rule id, form and
 * parameters.
 */
const census = () => {
  const byKind = new Map<string, Map<string, string>>();
  const notAgain: string[] = [];
  // Each heading and method given, as data, with a problem that gives it.
  const headings = new Map<string, string>();
  for (const { text, ways } of WORKED) {
    for (const way of ways) {
      headings.set(JSON.stringify(['title', way.titleWords]), text);
      headings.set(JSON.stringify(['method', way.methodWords]), text);
      for (const s of way.steps) {
        if (s.form === undefined) {
          const notes = byKind.get(way.kind) ?? new Map<string, string>();
          notes.set(`${s.ruleId}: ${String(s.params?.custom ?? s.note)}`, text);
          byKind.set(way.kind, notes);
          continue;
        }
        const again = noteOf({ rule: s.ruleId, form: s.form, params: s.params });
        if (again !== s.note)
          notAgain.push(
            `${way.kind} (${text}) ${s.ruleId}.${s.form}: "${s.note}", again "${again}"`,
          );
      }
    }
  }
  return { byKind, notAgain, headings };
};

describe('the words of every step come from the catalogue', () => {
  const { byKind, notAgain, headings } = census();

  it.each([
    ['es', spanishNotes],
    ['fr', frenchNotes],
    ['de', germanNotes],
    ['pt', portugueseNotes],
  ] as const)('words every heading and method in %s, from its id and parameters', (_, notes) => {
    // Some two hundred of each are given: the census reaches every kind's own.
    expect(headings.size).toBeGreaterThan(150);
    const unworded = [...headings]
      .filter(([key]) => {
        const [table, words] = JSON.parse(key);
        return termOf(table, words, notes) === undefined;
      })
      .map(([key, text]) => `${key} (${text})`);
    expect(unworded).toEqual([]);
  });

  it('in every kind not listed as still writing its own', () => {
    const written = [...byKind]
      .filter(([kind]) => !WRITING_THEIR_OWN.has(kind))
      .flatMap(([kind, notes]) => [...notes].map(([note, text]) => `${kind} (${text}) ${note}`));
    expect(written).toEqual([]);
  });

  it('renders each note again from the step’s rule id, form and parameters alone', () => {
    expect(notAgain).toEqual([]);
  });

  it('lists only kinds that still write notes of their own', () => {
    expect([...WRITING_THEIR_OWN].filter((kind) => !byKind.has(kind))).toEqual([]);
  });
});
