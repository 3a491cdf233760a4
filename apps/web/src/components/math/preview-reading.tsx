import { useEffect, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/use-t';
import type { Reading } from '../../lib/answer-reading';
import type { Reader } from './answer-preview';
import * as styles from './answer-preview.css';
import { loadAnswerReading } from './load-answer-reading';
import { MathView } from './math-view';
import { useLazyWords } from './words';

/**
 * The reading of the answer being typed, inside the preview's line (`answer-preview.tsx`): by
 * default the answer is read as it is graded: on a page in another language in its notation
 * (math-core's entry for the language, fetched with the reader's chunk), so a Spanish `2,5` shows
 * as two and a half with what it was read as ("2,5 as 2.5"), never refused for its notation.
 */
export function PreviewReading({
  answer,
  loadReader,
}: {
  answer: string;
  /** How to read it: as an answer (the default), or as the solver reads a problem. */
  loadReader?: () => Promise<Reader>;
}) {
  // Its words are in a chunk of their own (the preview is on the solver's and practice's pages).
  const t = useLazyWords('preview');
  const language = useLanguage();
  const [reader, setReader] = useState<{ read: Reader } | null>(null);
  const wanted = answer.trim() !== '';

  useEffect(() => {
    if (!wanted || reader) return;
    let live = true;
    (loadReader ? loadReader() : loadAnswerReading().then((m) => m.readerIn(language))).then(
      (read) => live && setReader({ read }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, reader, loadReader, language]);

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
  return reading === null || t === null ? null : reading.ok ? (
    <>
      <span className={styles.previewLabel}>
        {t('preview.readAs')} {reading.asks ? `${reading.asks} ` : ''}
      </span>
      {reading.mathml ? <MathView mathml={reading.mathml} /> : null}
      {reading.readings ? (
        <span className={styles.previewLabel}>
          {' '}
          (
          {reading.readings
            .map((r) =>
              t(r.word ? 'preview.word' : 'preview.reading', { typed: r.typed, read: r.read }),
            )
            .join(', ')}
          )
        </span>
      ) : null}
    </>
  ) : (
    <span className={styles.previewError}>
      {t('preview.cannotRead', { message: reading.message })}
    </span>
  );
}
