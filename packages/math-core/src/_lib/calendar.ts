/** A proleptic Gregorian calendar date; months 1–12. Arithmetic happens on UTC day numbers. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;

/** Strict `YYYY-MM-DD` (years 0001–9999) that names a real day; otherwise undefined. */
export const parseIsoDate = (text: unknown): CivilDate | undefined => {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const valid = year >= 1 && month >= 1 && month <= 12 && day >= 1;
  return valid && day <= daysInMonth(year, month) ? { year, month, day } : undefined;
};

export const formatIsoDate = ({ year, month, day }: CivilDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
export const toDayNumber = ({ year, month, day }: CivilDate): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
};

/**
 * `months` calendar months after `date`, the day clamped to the month's length
 * (31 January + 1 month = 28 or 29 February; 29 February + 12 months = 28 February).
 */
export const addMonths = (date: CivilDate, months: number): CivilDate => {
  const index = date.year * 12 + date.month - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
};
