/**
 * The level of the category problems a visitor asked for: Easy for a new visitor, then the last
 * one chosen, kept in this browser (storage that is missing or blocked costs the memory, never
 * the practice).
 */
import { type PracticeDifficulty, practiceDifficulties } from '@mathtools/contracts';

export const DIFFICULTY_KEY = 'practice-difficulty';

/** A new visitor starts where a class starts. */
export const firstDifficulty: PracticeDifficulty = 'Easy';

const isDifficulty = (value: unknown): value is PracticeDifficulty =>
  (practiceDifficulties as readonly unknown[]).includes(value);

/** The level chosen last in this browser, else Easy. */
export function readDifficulty(storage: Pick<Storage, 'getItem'> | undefined): PracticeDifficulty {
  try {
    const saved = storage?.getItem(DIFFICULTY_KEY);
    return isDifficulty(saved) ? saved : firstDifficulty;
  } catch {
    return firstDifficulty;
  }
}

/** Remembers the level chosen; says nothing when the browser keeps nothing. */
export function saveDifficulty(
  storage: Pick<Storage, 'setItem'> | undefined,
  difficulty: PracticeDifficulty,
) {
  try {
    storage?.setItem(DIFFICULTY_KEY, difficulty);
  } catch {
    // Blocked or full: the choice still holds on this page.
  }
}

/** The browser's storage, when it lets the page have it. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
