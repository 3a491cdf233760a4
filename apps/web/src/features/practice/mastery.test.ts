import { masteryLevels } from '@mathtools/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { translator } from '../../i18n/use-t';
import { masteryOrder, masteryPercent } from './mastery';
import { creditNote, formatDueDate, levelChange } from './round-words';

beforeAll(() => loadMessages('en', ['skills']).then(() => loadMessages('de', ['skills'])));
const en = () => translator('en', 'skills');

describe('mastery levels on the page', () => {
  it('orders every level the contracts know, from 0 to 100 %', () => {
    expect(masteryOrder).toEqual([...masteryLevels]);
    expect(masteryLevels.map(masteryPercent)).toEqual([0, 25, 50, 75, 100]);
  });

  it('names a level change up or down, and nothing when it stays', () => {
    expect(levelChange(en(), 'familiar', 'proficient')).toBe('Level up: Proficient');
    expect(levelChange(en(), 'attempted', 'familiar')).toBe('Level up: Familiar');
    expect(levelChange(en(), 'not-started', 'attempted')).toBeNull(); // a start, not a level earned
    expect(levelChange(en(), 'proficient', 'familiar')).toBe('Level down: Familiar');
    for (const level of masteryLevels) expect(levelChange(en(), level, level)).toBeNull();
  });

  it('says what a hinted answer earned', () => {
    expect(creditNote(en(), 'en', 1, 0)).toBe('Full credit.');
    expect(creditNote(en(), 'en', 0.75, 1)).toBe('¾ credit, after one hint.');
    expect(creditNote(en(), 'en', 0.5, 2)).toBe('½ credit, after 2 hints.');
    expect(creditNote(en(), 'en', 0.75, 0, true)).toBe('¾ credit, on the second try.');
    expect(creditNote(en(), 'en', 0.5, 1, true)).toBe(
      '½ credit, on the second try after one hint.',
    );
    expect(creditNote(en(), 'en', 0.25, 3)).toBe('25% credit, after 3 hints.');
  });

  it('says them in the page’s language, with its numbers', () => {
    const de = translator('de', 'skills');
    expect(levelChange(de, 'familiar', 'proficient')).toBe('Aufgestiegen: Sicher');
    expect(creditNote(de, 'de', 0.25, 3)).toBe('25\u00a0% der Punkte, nach 3 Tipps.');
  });

  it('writes a review date as a day', () => {
    expect(formatDueDate(Date.UTC(2026, 10, 24, 12), 'en-GB')).toBe('24 November 2026');
    expect(formatDueDate(Date.UTC(2026, 10, 24, 12), 'es')).toBe('24 de noviembre de 2026');
  });
});
