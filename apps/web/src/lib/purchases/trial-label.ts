/**
 * A day and a free trial in words, apart from the rest of the purchase words so that the
 * practice page's skill list (which badges a trial's skills) carries only these lines.
 */

/**
 * The locale a page's days are written in: the page's language, except that English pages keep
 * the visitor's own (November 30, 2026 or 30 November 2026).
 */
export const dayLocale = (language: string): string | undefined =>
  language === 'en' ? undefined : language;

/** A day as the visitor's locale writes it ("30 November 2026"). */
export const formatDay = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/**
 * A free trial as it is shown wherever the plan is (the pricing card, the marketplace's badges,
 * the practice page's skills, the summaries): "Trial until 4 December 2026".
 */
export const trialLabel = (plan: { expiresAt: string }, locale?: string): string =>
  `Trial until ${formatDay(plan.expiresAt, locale)}`;
