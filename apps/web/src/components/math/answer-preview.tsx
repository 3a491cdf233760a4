import { useEffect, useState } from 'react';
import * as styles from './answer-preview.css';
import { loadAnswerReading, type ReadingModule } from './load-answer-reading';
import { MathView } from './math-view';

/**
 * Shows how math-core understands the answer being typed — 3/2 as a fraction, 2 1/2 as a mixed
 * number — or says why it cannot be read, before the answer is submitted. The input points here
 * with aria-describedby, so screen readers hear it on request rather than on every keystroke.
 */
export function AnswerPreview({
  id,
  answer,
  problem = false,
}: {
  id: string;
  answer: string;
  /** Read it as the solver reads a problem (a decimal comma in 2,5 + 1), not as an answer. */
  problem?: boolean;
}) {
  const [reader, setReader] = useState<ReadingModule | null>(null);
  const wanted = answer.trim() !== '';

  useEffect(() => {
    if (!wanted || reader) return;
    let live = true;
    loadAnswerReading().then(
      (module) => live && setReader(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, reader]);

  const reading =
    wanted && reader ? (problem ? reader.readProblem(answer) : reader.readAnswer(answer)) : null;
  return (
    <p id={id} className={styles.preview} data-testid="answer-preview">
      {reading === null ? null : reading.ok ? (
        <>
          <span className={styles.previewLabel}>Read as </span>
          <MathView mathml={reading.mathml} />
          {reading.readAs ? <span className={styles.previewLabel}> ({reading.readAs})</span> : null}
        </>
      ) : (
        <span className={styles.previewError}>Can’t read this yet: {reading.message}</span>
      )}
    </p>
  );
}
