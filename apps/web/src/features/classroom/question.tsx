import type { ClassProblem } from '@mathtools/contracts';
import { MathView } from '../../components/math/math-view';
import * as styles from './classroom.css';

/**
 * A problem's question with its maths shown once: a drawn problem's words before and after its
 * maths as text ("Solve for x:", "Give the answer as a fraction."), the maths typeset between
 * them; a problem the teacher typed, or one whose words sit around no maths, its MathML alone.
 */
export function ClassQuestion({ problem }: { problem: ClassProblem }) {
  const words = problem.questionWords;
  return (
    <div className={styles.tight}>
      {words?.before ? <p className={styles.plain}>{words.before}</p> : null}
      <p className={styles.question}>
        <MathView mathml={problem.mathml} />
      </p>
      {words?.after ? <p className={styles.plain}>{words.after}</p> : null}
    </div>
  );
}
