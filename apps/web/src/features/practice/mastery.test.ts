import { masteryLevels } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { masteryLabels, masteryPercent } from './mastery';
import { creditNote, formatDueDate, levelChange } from './round-words';

describe('mastery levels on the page', () => {
  it('labels every level the contracts know, in their order, from 0 to 100 %', () => {
    expect(Object.keys(masteryLabels)).toEqual([...masteryLevels]);
    expect(masteryLevels.map(masteryPercent)).toEqual([0, 25, 50, 75, 100]);
  });

  it('names a level change up or down, and nothing when it stays', () => {
    expect(levelChange('familiar', 'proficient')).toBe('Level up: Proficient');
    expect(levelChange('attempted', 'familiar')).toBe('Level up: Familiar');
    expect(levelChange('not-started', 'attempted')).toBeNull(); // a start, not a level earned
    expect(levelChange('proficient', 'familiar')).toBe('Level down: Familiar');
    for (const level of masteryLevels) expect(levelChange(level, level)).toBeNull();
  });

  it('says what a hinted answer earned', () => {
    expect(creditNote(1, 0)).toBe('Full credit.');
    expect(creditNote(0.75, 1)).toBe('¾ credit, after one hint.');
    expect(creditNote(0.5, 2)).toBe('½ credit, after 2 hints.');
    expect(creditNote(0.75, 0, true)).toBe('¾ credit, on the second try.');
    expect(creditNote(0.5, 1, true)).toBe('½ credit, on the second try after one hint.');
  });

  it('writes a review date as a day', () => {
    expect(formatDueDate(Date.UTC(2026, 10, 24, 12), 'en-GB')).toBe('24 November 2026');
  });
});
