import * as styles from './progress-bar.css';

type ProgressBarProps = {
  /** 0–100. */
  value: number;
  /** Accessible name of the bar (role="progressbar"). */
  label: string;
  /** What a screen reader announces as the value, e.g. "3 of 10". Defaults to "n%". */
  valueText?: string;
};

/**
 * A labelled, accessible progress bar: the WAI-ARIA progressbar (role and aria-value* on a div),
 * which is all a determinate bar needs and works before hydration. Radix Progress rendered the
 * same markup but brought its Primitive/Slot/context runtime, 3.0 KB gzip on /practice's first
 * load, the only page that shows a bar.
 */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      className={styles.root}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${Math.round(clamped)}%`}
    >
      <div className={styles.indicator} style={{ width: `${clamped}%` }} />
    </div>
  );
}
