import type { ClassCell, ClassProblem, ClassStudentWork } from '@mathtools/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import * as working from '../../../components/working/working-lines.css';
import { useLanguage, useT } from '../../../i18n/use-t';
import { userMessage } from '../../../lib/api';
import { fetchStudentWork } from '../api';
import * as styles from '../classroom.css';
import { ClassQuestion } from '../question';
import { VerdictList } from '../verdict-list';
import { mistakeName } from '../words';

type Loaded =
  | { state: 'loading' }
  | { state: 'done'; work: ClassStudentWork }
  | { state: 'failed'; message: string };

/**
 * One student's work on one problem, in a modal dialog: each line with its verdict, then the
 * answer. Loaded when it opens, and again whenever the live table changes the cell, so it shows
 * the line the student has just checked. Escape or Close returns the focus to the cell.
 */
export function StudentLines({
  setId,
  studentId,
  nickname,
  problem,
  cell,
  onClose,
}: {
  setId: string;
  studentId: string;
  nickname: string;
  problem: ClassProblem | undefined;
  /** The cell as the table has it now: a change loads the lines again. */
  cell: ClassCell | undefined;
  onClose: () => void;
}) {
  const t = useT('classroom-teach');
  const language = useLanguage();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    fetchStudentWork(setId, studentId).then(
      (work) => current && setLoaded({ state: 'done', work }),
      (error: unknown) =>
        current &&
        setLoaded({
          state: 'failed',
          message: userMessage(error, t('lines.failed'), language),
        }),
    );
    return () => {
      current = false;
    };
  }, [setId, studentId, cell?.state, cell?.mistake]);

  const work =
    loaded.state === 'done' && problem
      ? loaded.work.work.find((w) => w.position === problem.position)
      : undefined;
  const state = work?.state ?? cell?.state ?? 'not-started';

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="student-lines"
    >
      <div className={styles.stack}>
        <div className={styles.dialogHeader}>
          <h2 id={`${id}-title`} className={styles.heading}>
            {t('lines.title', { nickname, position: problem?.position ?? '' })}
          </h2>
          <Button variant="outline" onClick={() => dialog.current?.close()}>
            {t('lines.close')}
          </Button>
        </div>
        {problem ? <ClassQuestion problem={problem} /> : null}
        <p className={styles.plain}>
          <strong>{t(`state.${state}`)}</strong>
          {(work?.mistake ?? cell?.mistake)
            ? `: ${mistakeName((work?.mistake ?? cell?.mistake) as string, language)}`
            : null}
        </p>
        {loaded.state === 'loading' ? <p className={styles.muted}>{t('lines.loading')}</p> : null}
        {loaded.state === 'failed' ? (
          <Alert tone="warning">
            <p className={styles.plain}>{loaded.message}</p>
          </Alert>
        ) : null}
        {loaded.state === 'done' ? (
          work && work.lines.length > 0 ? (
            <VerdictList lines={work.lines} label={t('lines.label', { nickname })} />
          ) : (
            <p className={styles.muted}>{t('lines.none')}</p>
          )
        ) : null}
        {work?.answer ? (
          <p className={styles.plain}>
            {t('lines.answer')} <span className={working.typed}>{work.answer}</span>
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
