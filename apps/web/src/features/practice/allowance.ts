import type { FreeProblems } from '@mathtools/contracts';

/**
 * The Free tier's monthly allowance of premium-skill problems. Free skills and the three
 * categories are unlimited for everyone; only premium skills of packs the visitor does not own
 * are counted, and only while the visitor owns nothing (`freeProblems` is then not null). Its
 * words are the `skills` catalogue's `allowance.*`.
 */

/**
 * The day the allowance starts again, as the locale writes it. `resetsAt` is midnight UTC on the
 * first of a month, so it is written in UTC: in the Americas it would otherwise read as the last
 * day of the month before.
 */
export const resetDay = (free: Pick<FreeProblems, 'resetsAt'>, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(free.resetsAt),
  );

/** True when a premium skill the visitor does not own can be opened as a free sample. */
export const canSample = (free: FreeProblems | null | undefined): boolean =>
  !!free && free.left > 0;
