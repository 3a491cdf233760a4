import { cx } from '../../lib/cx';
import type { HowToStep } from '../../lib/json-ld';
import { VisuallyHidden } from '../ui/visually-hidden';
import * as styles from './content.css';

/** Numbered steps (an <ol>): three across on Home, four on How it works. */
export function Steps({ steps }: { steps: readonly HowToStep[] }) {
  return (
    <ol className={cx(styles.steps, steps.length === 4 ? styles.steps4 : styles.steps3)}>
      {steps.map((s, i) => (
        <li key={s.name} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {i + 1}
          </span>
          <h3>
            <VisuallyHidden>{`Step ${i + 1}: `}</VisuallyHidden>
            {s.name}
          </h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
