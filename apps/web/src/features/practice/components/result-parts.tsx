/**
 * What a problem card shows once its answer is graded, for the random problems (`grading.tsx`)
 * and the skills' rounds: both fetch it with their grading code, not with the page.
 */
import type { MathStep } from '@mathtools/contracts';
import { MathView, StepList } from '../../../components/math/math-view';
import * as styles from './practice.css';

/** The answer, typeset, under the verdict. */
export function RevealedAnswer({ mathml }: { mathml: string }) {
  return (
    <p className={styles.answerLine} data-testid="revealed-answer">
      <span className={styles.answerLabel}>Answer: </span>
      <MathView mathml={mathml} />
    </p>
  );
}

/** The worked solution, each step typeset under its note. */
export function SolutionSteps({
  id,
  explanation,
}: {
  id: string;
  explanation: readonly MathStep[];
}) {
  return (
    <section className={styles.solution} aria-labelledby={id}>
      <h3 id={id} className={styles.stepsTitle}>
        Step-by-step solution
      </h3>
      {explanation.length ? <StepList steps={explanation} /> : <p>No steps available</p>}
    </section>
  );
}
