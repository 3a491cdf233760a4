import type { MasteryLevel } from '@mathtools/contracts';

/**
 * Mastery levels, lowest first, as the server sends them, with the words the page shows. What a
 * practice round says about them (level changes, credit, hints, review dates) is in
 * `round-words.ts`, which only the rounds' chunk loads.
 */
export const masteryLabels: Record<MasteryLevel, string> = {
  'not-started': 'Not started',
  attempted: 'Attempted',
  familiar: 'Familiar',
  proficient: 'Proficient',
  mastered: 'Mastered',
};

/** The levels, lowest first. */
export const masteryOrder = Object.keys(masteryLabels) as MasteryLevel[];

/** How far along the five levels a skill is: Not started 0 %, Mastered 100 %. */
export const masteryPercent = (level: MasteryLevel): number =>
  (masteryOrder.indexOf(level) / (masteryOrder.length - 1)) * 100;
