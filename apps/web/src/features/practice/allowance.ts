import type { FreeProblems } from '@mathtools/contracts';

/**
 * The Free tier's monthly allowance of premium-skill problems, in words. Free skills and the
 * three categories are unlimited for everyone; only premium skills of packs the visitor does not
 * own are counted, and only while the visitor owns nothing (`freeProblems` is then not null).
 */

/** "3 of 10 free premium problems left this month". */
export const allowanceText = (free: Pick<FreeProblems, 'left' | 'limit'>): string =>
  `${free.left} of ${free.limit} free premium problems left this month`;

/**
 * The day the allowance starts again, as the visitor's locale writes it. `resetsAt` is midnight
 * UTC on the first of a month, so it is written in UTC: in the Americas it would otherwise read
 * as the last day of the month before.
 */
export const resetDay = (free: Pick<FreeProblems, 'resetsAt'>, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(free.resetsAt),
  );

/** True when a premium skill the visitor does not own can be opened as a free sample. */
export const canSample = (free: FreeProblems | null | undefined): boolean =>
  !!free && free.left > 0;
