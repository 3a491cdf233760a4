import * as styles from './content.css';

export type Stat = { value: string; label: string };

/** Big-number panel ("By the Numbers"): a description list, value first visually. */
export function Stats({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl className={styles.stats} aria-label={label}>
      {stats.map((s) => (
        <div key={s.label} className={styles.stat}>
          <dt className={styles.statLabel}>{s.label}</dt>
          <dd className={styles.statValue}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
