import type { ClassCellUpdate, ClassProblem, ClassSetDetail } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { Language } from '../../../i18n/languages';
import { type Translate, useLanguage, useT } from '../../../i18n/use-t';
import { cx } from '../../../lib/cx';
import * as styles from '../classroom.css';
import { mistakeName, stateSigns } from '../words';
import {
  announcement,
  applyUpdate,
  cellKey,
  commonMistakes,
  moveInGrid,
  type Table,
  tableOf,
} from './live-state';
import { StudentLines } from './student-lines';

type Connection = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/** How long updates are gathered before the live region reads them out. */
const ANNOUNCE_EVERY_MS = 1500;
/** How long a changed cell is ringed. */
const FRESH_MS = 1500;

/**
 * The set's students × problems, kept up to date by the server-sent events of the set. The
 * stream starts after the last event the page was loaded with; the browser reconnects on its
 * own, sending the last id it had, and the server sends whatever came after it, so a dropped
 * connection loses nothing. A stream the server ended for good (the session expired) is not
 * reopened: the page offers to load the set again.
 */
function useLiveTable(detail: ClassSetDetail, t: Translate, language: Language) {
  const setId = detail.set.id;
  const [table, setTable] = useState<Table>(() => tableOf(detail));
  const [connection, setConnection] = useState<Connection>('connecting');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');
  const pending = useRef<ClassCellUpdate[]>([]);
  const afterId = detail.lastEventId;
  // The words of the moment the update is read out; the stream is not reopened when they change.
  const words = useRef({ t, language });
  useEffect(() => {
    words.current = { t, language };
  }, [t, language]);

  useEffect(() => {
    const source = new EventSource(`${apiPaths.teachSetEvents(setId)}?after=${afterId}`);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => setConnection('live');
    source.onerror = () =>
      setConnection(source.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
    source.addEventListener('cell', (event) => {
      let update: ClassCellUpdate;
      try {
        update = JSON.parse((event as MessageEvent<string>).data) as ClassCellUpdate;
      } catch {
        return;
      }
      setTable((t) => applyUpdate(t, update));
      const key = cellKey(update.studentId, update.position);
      setFresh((keys) => new Set(keys).add(key));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setFresh((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }, FRESH_MS);
      timers.add(timer);
      pending.current.push(update);
      announceTimer ??= setTimeout(() => {
        announceTimer = undefined;
        setSaid(announcement(pending.current, words.current.t, words.current.language));
        pending.current = [];
      }, ANNOUNCE_EVERY_MS);
    });
    return () => {
      source.close();
      for (const timer of timers) clearTimeout(timer);
      if (announceTimer) clearTimeout(announceTimer);
    };
  }, [setId, afterId]);

  return { table, connection, fresh, said };
}

export function LiveResults({
  detail,
  onReload,
}: {
  detail: ClassSetDetail;
  onReload: () => void;
}) {
  const t = useT('classroom-teach');
  const language = useLanguage();
  const id = useId();
  const { table, connection, fresh, said } = useLiveTable(detail, t, language);
  const problems = detail.set.problems;
  const mistakes = useMemo(() => commonMistakes(table), [table]);
  const [focus, setFocus] = useState({ row: 0, column: 0 });
  const [open, setOpen] = useState<{ studentId: string; position: number } | null>(null);
  const grid = useRef<HTMLTableSectionElement>(null);
  const updatedCell = open ? table.cells.get(cellKey(open.studentId, open.position)) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const next = moveInGrid(
      focus,
      event.key,
      table.students.length,
      problems.length,
      event.ctrlKey || event.metaKey,
    );
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    grid.current
      ?.querySelector<HTMLButtonElement>(`[data-row="${next.row}"][data-column="${next.column}"]`)
      ?.focus();
  };

  return (
    <div className={styles.stack}>
      <section aria-labelledby={`${id}-mistakes`} className={styles.tight}>
        <h2 id={`${id}-mistakes`} className={styles.heading}>
          {t('live.mistakes')}
        </h2>
        {mistakes.size === 0 ? (
          <p className={styles.muted}>{t('live.noMistakes')}</p>
        ) : (
          <ul className={styles.mistakes} data-testid="common-mistakes">
            {[...mistakes].map(([position, list]) => (
              <li key={position}>
                <strong>{t('live.problem', { position })}</strong>{' '}
                {list
                  .map(({ mistake, count }) =>
                    t('live.mistakeCount', { mistake: mistakeName(mistake, language), count }),
                  )
                  .join(', ')}
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className={styles.row}>
        <p className={styles.muted} data-testid="live-status">
          {t(`connection.${connection}`)}
        </p>
        {connection === 'stopped' ? (
          <Button variant="outline" onClick={onReload}>
            {t('live.reconnect')}
          </Button>
        ) : null}
        <a href={apiPaths.teachSetExport(detail.set.id)} download>
          {t('live.download')}
        </a>
      </div>

      {/* A summary of each moment's updates, read once, without interrupting. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="live-announcement">
        {said}
      </VisuallyHidden>

      <div className={styles.tableBox}>
        <table className={styles.table} aria-describedby={`${id}-keys`}>
          <caption className={styles.caption}>{t('live.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('live.nickname')}
              </th>
              {problems.map((p) => (
                <th key={p.position} scope="col" className={styles.th}>
                  <ProblemHeader problem={p} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={grid} onKeyDown={onKeyDown}>
            {table.students.length === 0 ? (
              <tr>
                <td colSpan={problems.length + 1} className={styles.td}>
                  <p className={styles.muted}>{t('live.noStudents')}</p>
                </td>
              </tr>
            ) : null}
            {table.students.map((student, row) => (
              <tr key={student.id}>
                <th scope="row" className={styles.rowHeader}>
                  {student.nickname}
                </th>
                {problems.map((p, column) => {
                  const key = cellKey(student.id, p.position);
                  const cell = table.cells.get(key);
                  const state = cell?.state ?? 'not-started';
                  return (
                    <td key={p.position} className={styles.td}>
                      <button
                        type="button"
                        data-row={row}
                        data-column={column}
                        data-state={state}
                        tabIndex={row === focus.row && column === focus.column ? 0 : -1}
                        className={cx(
                          styles.cell,
                          styles.cellTone[state],
                          fresh.has(key) && styles.fresh,
                        )}
                        onFocus={() => setFocus({ row, column })}
                        onClick={() => setOpen({ studentId: student.id, position: p.position })}
                      >
                        <span className={styles.cellState}>
                          <span aria-hidden="true">{stateSigns[state]} </span>
                          {t(`state.${state}`)}
                        </span>
                        {cell?.mistake ? (
                          <span className={styles.cellMistake}>
                            {mistakeName(cell.mistake, language)}
                          </span>
                        ) : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={`${id}-keys`} className={styles.muted}>
        {t('live.keys')}
      </p>
      {open ? (
        <StudentLines
          setId={detail.set.id}
          studentId={open.studentId}
          nickname={table.students.find((s) => s.id === open.studentId)?.nickname ?? ''}
          problem={problems.find((p) => p.position === open.position)}
          cell={updatedCell}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

function ProblemHeader({ problem }: { problem: ClassProblem }) {
  const t = useT('classroom');
  return (
    <span className={styles.choiceText}>
      <span>{t('problem', { position: problem.position })}</span>
      <span className={styles.muted}>{problem.question}</span>
    </span>
  );
}
