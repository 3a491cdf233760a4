/**
 * "Check my working": the student's own working for the problem solved, one step per line, checked
 * by math-core's checkWorking. Each line is shown back with its verdict in words and a sign (✓, ✗,
 * ?), the first line that does not follow framed with why and what it could have been (typeset),
 * and the working summed up in one sentence, which a polite live region reads out. The verdicts'
 * words (why a line does not follow, the mistake named) are math-core's, in the page's language.
 */
import { checkWorking, type WorkingCheck, type WritingLanguage } from '@mathtools/math-core';
import { type FormEvent, useId, useState } from 'react';
import { MathView } from '../../../components/math/math-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/field';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { solverLanguage } from '../../../i18n/math-language';
import { useLanguage, useT } from '../../../i18n/use-t';
import * as styles from './tutor.css';
import {
  type LineVerdict,
  lineVerdicts,
  statusWords,
  type TypedLines,
  typedLines,
  workingSummary,
} from './working-lines';

/** What a Check did: the verdicts, with the lines they are on, or math-core's refusal. */
export type Checked =
  | { ok: true; typed: TypedLines; check: WorkingCheck }
  | { ok: false; message: string };

/**
 * Checks the box's working for the problem: blank lines dropped, the others kept in place; the
 * verdicts worded in `language` (math-core's entry for the page's language; English without one).
 */
export function checkTyped(problem: string, text: string, language?: WritingLanguage): Checked {
  const typed = typedLines(text);
  const result = checkWorking(problem, typed.lines, language ? { language } : {});
  return result.ok
    ? { ok: true, typed, check: result.value }
    : { ok: false, message: result.error.message };
}

export function WorkingChecker({ problem }: { problem: string }) {
  const id = useId();
  const language = useLanguage();
  const t = useT('solve');
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The page's language entry is the one the solver has already fetched for the answer; were
    // it to fail now, the verdicts come in English rather than not at all.
    solverLanguage(language).then(
      (writing) => setChecked(checkTyped(problem, text, writing)),
      () => setChecked(checkTyped(problem, text)),
    );
  };

  const summary = checked?.ok ? workingSummary(checked.typed, checked.check, t) : null;
  return (
    <div className={styles.panel} data-testid="working-check">
      <form className={styles.form} onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-working`}>{t('tutor.working.label')}</Label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('tutor.working.hint')}
        </p>
        <Textarea
          id={`${id}-working`}
          name="working"
          rows={4}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint${checked && !checked.ok ? ` ${id}-error` : ''}`}
          aria-invalid={(checked && !checked.ok) || undefined}
          className={styles.working}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('tutor.working.check')}</Button>
        </div>
      </form>
      {/* The outcome in one sentence, read once after each Check. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="working-announcement">
        {checked ? (checked.ok ? (summary?.text ?? '') : checked.message) : ''}
      </VisuallyHidden>
      {checked && !checked.ok ? (
        <Alert id={`${id}-error`} tone="warning" data-testid="working-error">
          <p>{checked.message}</p>
        </Alert>
      ) : null}
      {checked?.ok ? <WorkingVerdicts typed={checked.typed} check={checked.check} /> : null}
    </div>
  );
}

/** The working summed up, then each line typed with its verdict (by its number in the box). */
export function WorkingVerdicts({ typed, check }: { typed: TypedLines; check: WorkingCheck }) {
  const id = useId();
  const t = useT('solve');
  const summary = workingSummary(typed, check, t);
  return (
    <section aria-labelledby={`${id}-summary`} className={styles.form}>
      <Alert tone={summary.tone}>
        <p id={`${id}-summary`} className={styles.lead} data-testid="working-summary">
          {summary.text}
        </p>
      </Alert>
      <ol className={styles.lines} aria-label={t('tutor.working.lines')}>
        {lineVerdicts(typed, check).map((line) => (
          <VerdictLine key={line.number} line={line} />
        ))}
      </ol>
    </section>
  );
}

function VerdictLine({ line }: { line: LineVerdict }) {
  const t = useT('solve');
  const { status, reason, suggestion, suggestionMathml } = line.check;
  const { sign, key } = statusWords[status];
  return (
    <li
      value={line.number}
      className={line.first ? `${styles.line} ${styles.firstWrong}` : styles.line}
      data-testid="working-line"
      data-status={status}
    >
      <div className={styles.lineRow}>
        <span className={styles.typed}>{line.text}</span>
        <span className={`${styles.verdict} ${styles.verdictTone[status]}`}>
          <span aria-hidden="true">{sign} </span>
          {t(key)}
          {line.first ? <VisuallyHidden> {t('tutor.working.firstWrong')}</VisuallyHidden> : null}
        </span>
      </div>
      {reason ? <p className={styles.reason}>{reason}</p> : null}
      {suggestion ? (
        <p className={styles.suggestion} data-testid="working-suggestion">
          {t('tutor.working.couldHaveBeen')}:{' '}
          {suggestionMathml ? <MathView mathml={suggestionMathml} /> : <span>{suggestion}</span>}
        </p>
      ) : null}
    </li>
  );
}
