import { describe, expect, it } from 'vitest';
import { DIFFICULTY_KEY, readDifficulty, saveDifficulty } from './difficulty';

const memory = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
});

describe('the practice level', () => {
  it('is Easy for a new visitor, then the level chosen last', () => {
    const storage = memory();
    expect(readDifficulty(storage)).toBe('Easy');
    saveDifficulty(storage, 'Hard');
    expect(readDifficulty(storage)).toBe('Hard');
  });

  it('reads anything else, or storage that throws, as Easy', () => {
    expect(readDifficulty(memory({ [DIFFICULTY_KEY]: 'Extreme' }))).toBe('Easy');
    expect(readDifficulty(undefined)).toBe('Easy');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readDifficulty(blocked)).toBe('Easy');
    expect(() => saveDifficulty(blocked, 'Medium')).not.toThrow();
  });
});
