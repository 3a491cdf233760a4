import { formatMoney, type LoanPayment, type LoanYear } from '@mathtools/math-core';
import { useId, useState } from 'react';
import * as styles from './loan.css';

/** A year's rows of math-core's monthly schedule (months 1–12 are year 1). */
const monthsOf = (schedule: readonly LoanPayment[], year: number) =>
  schedule.slice((year - 1) * 12, year * 12);

/**
 * The amortization schedule as a table: one summary row per loan year (math-core's yearly totals)
 * whose button (a real <button> with aria-expanded) shows or hides that year's months in their own
 * <tbody>.
 */
export function LoanSchedule({
  years,
  schedule,
}: {
  years: readonly LoanYear[];
  schedule: readonly LoanPayment[];
}) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (year: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section className={styles.tableWrap} aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${id}-caption`} className={styles.caption}>
          Amortization schedule by year (open a year to see its months)
        </caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Principal</th>
            <th scope="col">Interest</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        {years.map((y) => {
          const expanded = open.has(y.year);
          const monthsId = `${id}-year-${y.year}`;
          return [
            <tbody key={`y${y.year}`}>
              <tr className={styles.yearRow}>
                <th scope="row">
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={monthsId}
                    onClick={() => toggle(y.year)}
                  >
                    <span aria-hidden="true" className={styles.chevron}>
                      {expanded ? '▾' : '▸'}
                    </span>
                    Year {y.year}
                  </button>
                </th>
                <td>{formatMoney(y.principalCents)}</td>
                <td>{formatMoney(y.interestCents)}</td>
                <td>{formatMoney(y.endBalanceCents)}</td>
              </tr>
            </tbody>,
            <tbody key={`m${y.year}`} id={monthsId} hidden={!expanded}>
              {expanded
                ? monthsOf(schedule, y.year).map((m) => (
                    <tr key={m.month} className={styles.monthRow}>
                      <th scope="row">Month {m.month}</th>
                      <td>{formatMoney(m.principalCents)}</td>
                      <td>{formatMoney(m.interestCents)}</td>
                      <td>{formatMoney(m.balanceCents)}</td>
                    </tr>
                  ))
                : null}
            </tbody>,
          ];
        })}
      </table>
    </section>
  );
}
