import type { Reading } from '../../lib/answer-reading';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import * as styles from './answer-preview.css';

/**
 * Reads what is typed; loaded with its chunk when typing starts. A reader that needs more code for
 * some text (the solver's, fetching a kind's) gives a promise of the reading for it.
 */
export type Reader = (text: string) => Reading | Promise<Reading>;

/**
 * What shows the reading, and the preview's words: nothing is shown before something is typed,
 * so a page with an answer box (the practice page's first view) loads neither with it. They are
 * fetched with the first character, beside the reader.
 */
const readingCode = lazyModule(() => import('./preview-reading'));

/**
 * Shows how math-core understands the answer being typed — 3/2 as a fraction, 2 1/2 as a mixed
 * number — or says why it cannot be read, before the answer is submitted (`preview-reading.tsx`).
 * The input points here with aria-describedby, so screen readers hear it on request rather than
 * on every keystroke. The line is there, empty, from the start, with its height reserved: the
 * form does not move when the reading comes.
 */
export function AnswerPreview({
  id,
  answer,
  loadReader,
}: {
  id: string;
  answer: string;
  /** How to read it: as an answer (the default), or as the solver reads a problem. */
  loadReader?: () => Promise<Reader>;
}) {
  // Kept once fetched: emptying the box and typing again reads with the same reader.
  const { module } = useLazyModule(readingCode, answer.trim() !== '');
  return (
    <p id={id} className={styles.preview} data-testid="answer-preview">
      {module ? (
        <module.PreviewReading answer={answer} {...(loadReader ? { loadReader } : {})} />
      ) : null}
    </p>
  );
}
