import { Progress } from 'radix-ui';
import * as styles from './progress-bar.css';

type ProgressBarProps = {
  /** 0–100. */
  value: number;
  /** Accessible name of the bar (role="progressbar"). */
  label: string;
  /** What a screen reader announces as the value, e.g. "3 of 10". Defaults to "n%". */
  valueText?: string;
};

/** A labelled, accessible progress bar (Radix Progress: role="progressbar" with aria-value*). */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Progress.Root
      className={styles.root}
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
    >
      <Progress.Indicator
        className={styles.indicator}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </Progress.Root>
  );
}
