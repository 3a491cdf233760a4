import { formatMoney, type LoanYear } from '@mathtools/math-core';
import { useId } from 'react';
import * as styles from './loan.css';

/**
 * Principal versus interest paid in each loan year (math-core's yearly totals), as stacked bars in
 * plain SVG (no chart library). The SVG is labelled by the caption and described by the summary
 * under it; the schedule table below holds every figure as text. Only the bars' geometry is
 * computed here.
 */
export function LoanChart({ years }: { years: readonly LoanYear[] }) {
  const id = useId();
  const max = Math.max(1, ...years.map((y) => y.principalCents + y.interestCents));
  const width = 100;
  const height = 60;
  const slot = width / years.length;
  const bar = slot * 0.7;
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) return null;
  const description =
    `Year 1: ${formatMoney(first.principalCents)} principal and ${formatMoney(first.interestCents)} interest. ` +
    (years.length > 1
      ? `Year ${last.year}: ${formatMoney(last.principalCents)} principal and ${formatMoney(last.interestCents)} interest. `
      : '') +
    'Each year more of the payment goes to principal and less to interest.';

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figcaption}>Principal vs interest paid per year</figcaption>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchPrincipal} /> Principal
        </li>
        <li>
          <span className={styles.swatchInterest} /> Interest
        </li>
      </ul>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-describedby={`${id}-desc`}
      >
        <title>Principal vs interest paid per year</title>
        {years.map((y, i) => {
          const x = i * slot + (slot - bar) / 2;
          const ph = (y.principalCents / max) * height;
          const ih = (y.interestCents / max) * height;
          return (
            <g key={y.year}>
              <rect className={styles.principal} x={x} y={height - ph} width={bar} height={ph} />
              <rect
                className={styles.interest}
                x={x}
                y={height - ph - ih}
                width={bar}
                height={ih}
              />
            </g>
          );
        })}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>Year 1</span>
        {years.length > 1 ? <span>Year {last.year}</span> : null}
      </div>
      <p className={styles.srNote} id={`${id}-desc`}>
        {description}
      </p>
    </figure>
  );
}
