import type { ClassCellUpdate } from '@mathtools/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { translator } from '../../../i18n/use-t';
import {
  announcement,
  applyUpdate,
  cellKey,
  commonMistakes,
  moveInGrid,
  tableOf,
  updateSentence,
} from './live-state';

beforeAll(() =>
  Promise.all([
    loadMessages('en', ['classroom-teach', 'classroom']),
    loadMessages('es', ['classroom-teach', 'classroom']),
    loadMessages('de', ['classroom-teach', 'classroom']),
  ]),
);
const t = translator('en', 'classroom-teach');

const ana = { id: 'a', nickname: 'Ana' };
const ben = { id: 'b', nickname: 'Ben' };
const update = (u: Partial<ClassCellUpdate> & Pick<ClassCellUpdate, 'studentId' | 'position'>) =>
  ({ state: 'working', nickname: u.studentId === 'a' ? 'Ana' : 'Ben', ...u }) as ClassCellUpdate;

describe('the live table', () => {
  it('puts a cell in place, and a student new to the table in a row at the bottom', () => {
    const start = tableOf({
      students: [ana],
      cells: [{ studentId: 'a', position: 1, state: 'working' }],
    });
    const next = applyUpdate(start, update({ studentId: 'a', position: 1, state: 'right' }));
    expect(next.cells.get(cellKey('a', 1))).toEqual({
      studentId: 'a',
      position: 1,
      state: 'right',
    });
    expect(next.students).toBe(start.students);
    const joined = applyUpdate(
      next,
      update({ studentId: 'b', position: 2, state: 'wrong', mistake: 'root-lost' }),
    );
    expect(joined.students).toEqual([ana, ben]);
    expect(joined.cells.get(cellKey('b', 2))?.mistake).toBe('root-lost');
    // The table it came from is left as it was.
    expect(next.cells.has(cellKey('b', 2))).toBe(false);
  });

  it("counts the mistakes each problem's cells name now, most first", () => {
    let table = tableOf({ students: [], cells: [] });
    for (const u of [
      update({ studentId: 'a', position: 2, state: 'wrong', mistake: 'sign-of-moved-term' }),
      update({ studentId: 'b', position: 2, state: 'wrong', mistake: 'sign-of-moved-term' }),
      update({ studentId: 'c', position: 2, state: 'working', mistake: 'one-side-only' }),
      update({ studentId: 'a', position: 1, state: 'wrong', mistake: 'root-lost' }),
    ])
      table = applyUpdate(table, u);
    expect([...commonMistakes(table)]).toEqual([
      [1, [{ mistake: 'root-lost', count: 1 }]],
      [
        2,
        [
          { mistake: 'sign-of-moved-term', count: 2 },
          { mistake: 'one-side-only', count: 1 },
        ],
      ],
    ]);
    // A student who puts the mistake right no longer counts.
    table = applyUpdate(table, update({ studentId: 'b', position: 2, state: 'right' }));
    expect(commonMistakes(table).get(2)?.[0]).toEqual({ mistake: 'one-side-only', count: 1 });
  });

  it('says an update in words, and only the last few of many', () => {
    expect(
      updateSentence(
        update({ studentId: 'a', position: 2, state: 'wrong', mistake: 'root-lost' }),
        t,
        'en',
      ),
    ).toBe('Ana, problem 2: wrong, root lost.');
    expect(
      updateSentence(update({ studentId: 'b', position: 1, state: 'not-started' }), t, 'en'),
    ).toBe('Ben joined.');
    const many = ['a', 'b', 'a', 'b', 'a'].map((studentId, i) =>
      update({ studentId, position: i + 1 }),
    );
    expect(announcement(many, t, 'en')).toBe(
      'Ana, problem 3: working. Ben, problem 4: working. Ana, problem 5: working. And 2 more.',
    );
    expect(announcement(many.slice(0, 2), t, 'en')).toBe(
      'Ana, problem 1: working. Ben, problem 2: working.',
    );
  });

  it('says an update in the page language', () => {
    const es = translator('es', 'classroom-teach');
    expect(updateSentence(update({ studentId: 'a', position: 2, state: 'right' }), es, 'es')).toBe(
      'Ana, problema 2: correcto.',
    );
    expect(
      updateSentence(update({ studentId: 'b', position: 1, state: 'not-started' }), es, 'es'),
    ).toBe('Ben se ha unido.');
    // The mistake named in the page's language too: in German with its nouns' capitals.
    const wrong = update({ studentId: 'a', position: 2, state: 'wrong', mistake: 'root-lost' });
    expect(updateSentence(wrong, es, 'es')).toBe('Ana, problema 2: incorrecto, solución perdida.');
    expect(updateSentence(wrong, translator('de', 'classroom-teach'), 'de')).toBe(
      'Ana, Aufgabe 2: falsch, Lösung verloren.',
    );
    const many = ['a', 'b', 'a', 'b'].map((studentId, i) => update({ studentId, position: i + 1 }));
    expect(announcement(many, es, 'es')).toBe(
      'Ben, problema 2: en curso. Ana, problema 3: en curso. Ben, problema 4: en curso. Y 1 más.',
    );
  });

  it('moves the focus by arrow keys, stopping at the edges', () => {
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowUp', 3, 4)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowDown', 3, 4)).toEqual({ row: 1, column: 0 });
    expect(moveInGrid({ row: 1, column: 3 }, 'ArrowRight', 3, 4)).toEqual({ row: 1, column: 3 });
    expect(moveInGrid({ row: 1, column: 2 }, 'Home', 3, 4)).toEqual({ row: 1, column: 0 });
    expect(moveInGrid({ row: 1, column: 2 }, 'End', 3, 4, true)).toEqual({ row: 2, column: 3 });
    expect(moveInGrid({ row: 1, column: 2 }, 'a', 3, 4)).toBeNull();
  });
});
