import { type MasteryLevel, masteryLevels } from '@mathtools/contracts';

/**
 * Mastery levels, lowest first, as the server sends them; the page says each as the `skills`
 * catalogue's `mastery.<level>`. What a practice round says about them (level changes, credit,
 * hints, review dates) is in `round-words.ts`, which only the rounds' chunk loads.
 */
export const masteryOrder: readonly MasteryLevel[] = masteryLevels;

/** How far along the five levels a skill is: Not started 0 %, Mastered 100 %. */
export const masteryPercent = (level: MasteryLevel): number =>
  (masteryOrder.indexOf(level) / (masteryOrder.length - 1)) * 100;
