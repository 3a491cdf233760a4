import { useEffect, useMemo, useState } from 'react';
import type { Reading } from '../../lib/answer-reading';
import * as styles from './answer-preview.css';
import { loadAnswerReading } from './load-answer-reading';
import { MathView } from './math-view';
import { useLazyWords } from './words';

/**
 * Shows how math-core understands the answer being typed — 3/2 as a fraction, 2 1/2 as a mixed
 * number — or says why it cannot be read, before the answer is submitted. The input points here
 * with aria-describedby, so screen readers hear it on request rather than on every keystroke.
 */
/**
 * Reads what is typed; loaded with its chunk when typing starts. A reader that needs more code for
 * some text (the solver's, fetching a kind's) gives a promise of the reading for it.
 */
export type Reader = (text: string) => Reading | Promise<Reading>;
const answerReader = () => loadAnswerReading().then((m) => m.readAnswer);

export function AnswerPreview({
  id,
  answer,
  loadReader = answerReader,
}: {
  id: string;
  answer: string;
  /** How to read it: as an answer (the default), or as the solver reads a problem. */
  loadReader?: () => Promise<Reader>;
}) {
  // Its words are in a chunk of their own (the preview is on the solver's and practice's pages).
  const t = useLazyWords('preview');
  const [reader, setReader] = useState<{ read: Reader } | null>(null);
  const wanted = answer.trim() !== '';

  useEffect(() => {
    if (!wanted || reader) return;
    let live = true;
    loadReader().then(
      (read) => live && setReader({ read }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, reader, loadReader]);

  const read = useMemo(
    () => (wanted && reader ? reader.read(answer) : null),
    [wanted, reader, answer],
  );
  // A reading that comes later is shown once it has come, if the text is still the same.
  const [later, setLater] = useState<{ answer: string; reading: Reading } | null>(null);
  useEffect(() => {
    if (!(read instanceof Promise)) return;
    let live = true;
    read.then(
      (reading) => live && setLater({ answer, reading }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [read, answer]);
  const reading =
    read instanceof Promise ? (later?.answer === answer ? later.reading : null) : read;
  return (
    <p id={id} className={styles.preview} data-testid="answer-preview">
      {reading === null || t === null ? null : reading.ok ? (
        <>
          <span className={styles.previewLabel}>
            {t('preview.readAs')} {reading.asks ? `${reading.asks} ` : ''}
          </span>
          {reading.mathml ? <MathView mathml={reading.mathml} /> : null}
          {reading.readAs ? <span className={styles.previewLabel}> ({reading.readAs})</span> : null}
        </>
      ) : (
        <span className={styles.previewError}>
          {t('preview.cannotRead', { message: reading.message })}
        </span>
      )}
    </p>
  );
}
