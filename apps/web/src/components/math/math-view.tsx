import type { Step } from '@mathtools/math-core';
import * as styles from './math.css';

type MathViewProps = {
  /** A `<math>` element as built by math-core's toMathML (escaped there). */
  mathml: string;
  /** `block` gives a formula its own line that scrolls sideways when it is wider than a phone. */
  display?: 'inline' | 'block';
  className?: string;
};

/** Typeset maths: math-core's MathML, rendered natively by the browser and read as maths by screen readers. */
export function MathView({ mathml, display = 'inline', className }: MathViewProps) {
  const base = display === 'block' ? styles.block : styles.inline;
  return (
    <span
      className={className ? `${base} ${className}` : base}
      // math-core builds this markup from a tree and escapes every text it holds.
      dangerouslySetInnerHTML={{ __html: mathml }}
    />
  );
}

/** A numbered list of working: each line's note in words above its typeset statement. */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={className ? `${styles.steps} ${className}` : styles.steps}>
      {steps.map((step, index) => (
        <li key={index}>
          <span className={styles.note}>{step.note}</span>
          <MathView mathml={step.mathml} display="block" />
        </li>
      ))}
    </ol>
  );
}
