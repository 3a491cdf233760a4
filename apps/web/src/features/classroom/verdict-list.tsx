import type { LineVerdict } from '@mathtools/contracts';
import * as working from '../../components/working/working-lines.css';
import { useLanguage, useT } from '../../i18n/use-t';
import { cx } from '../../lib/cx';
import * as styles from './classroom.css';
import { mistakeName, verdictSigns } from './words';

/** The server's verdicts by the names the shared styles give math-core's. */
const toneOf = { right: 'follows', wrong: 'wrong', unreadable: 'unreadable' } as const;

type Line = { text: string; verdict: LineVerdict; mistake?: string; message?: string };

/**
 * Lines of working, each with its verdict in words and a sign (✓, ✗, ?), the named mistake and
 * why, and the lines that do not follow framed, so no verdict is told by colour alone.
 */
export function VerdictList({ lines, label }: { lines: readonly Line[]; label: string }) {
  const t = useT('classroom');
  const language = useLanguage();
  return (
    <ol className={working.lines} aria-label={label}>
      {lines.map((line, i) => {
        return (
          <li
            key={i}
            className={cx(working.line, line.verdict === 'wrong' && working.firstWrong)}
            data-testid="verdict-line"
            data-verdict={line.verdict}
          >
            <div className={working.lineRow}>
              <span className={working.typed}>{line.text}</span>
              <span className={cx(working.verdict, working.verdictTone[toneOf[line.verdict]])}>
                <span aria-hidden="true">{verdictSigns[line.verdict]} </span>
                {t(`verdict.${line.verdict}`)}
              </span>
            </div>
            {line.mistake ? (
              <p className={styles.plain}>
                <strong>{mistakeName(line.mistake, language)}</strong>
                {line.message && line.verdict !== 'right' ? `: ${line.message}` : null}
              </p>
            ) : line.message && line.verdict !== 'right' ? (
              <p className={styles.plain}>{line.message}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
