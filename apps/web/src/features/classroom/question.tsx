import type { ClassProblem } from '@mathtools/contracts';
import { MathSentence, MathView } from '../../components/math/math-view';
import { useT } from '../../i18n/use-t';
import * as styles from './classroom.css';

/**
 * A problem's question with its maths shown once: a drawn problem's words before and after its
 * maths as text ("Solve for x:", "Give the answer as a fraction."), the maths typeset between
 * them, or in place when it sits inside its sentence (each piece in place when it stands in several);
 * a typed problem whose words asked something,
 * that request in the page's words ("Factor:", "Factoriza:") before its maths; any other, its
 * MathML alone.
 */
export function ClassQuestion({ problem }: { problem: ClassProblem }) {
  const t = useT('classroom');
  const words = problem.questionWords;
  if (problem.questionPieces)
    return (
      <p className={styles.question}>
        <MathSentence pieces={problem.questionPieces} />
      </p>
    );
  if (words?.inline)
    return (
      <p className={styles.question}>
        {words.before}
        <MathView mathml={problem.mathml} />
        {words.after}
      </p>
    );
  const before = words?.before || (problem.asked ? t(`asked.${problem.asked}`) : '');
  return (
    <div className={styles.tight}>
      {before ? <p className={styles.plain}>{before}</p> : null}
      <p className={styles.question}>
        <MathView mathml={problem.mathml} />
      </p>
      {words?.after ? <p className={styles.plain}>{words.after}</p> : null}
    </div>
  );
}
