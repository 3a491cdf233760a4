import type {
  ClassAnswerResponse,
  ClassHelp,
  ClassHelpResponse,
  ClassProblem,
  ProblemWork,
  WorkingResponse,
} from '@mathtools/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { MathView } from '../../../components/math/math-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Label, Textarea } from '../../../components/ui/field';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import * as working from '../../../components/working/working-lines.css';
import type { Language } from '../../../i18n/languages';
import { type Translate, useLanguage, useT } from '../../../i18n/use-t';
import { userMessage } from '../../../lib/api';
import { checkClassWorking, errorCode, fetchClassHelp, submitClassAnswer } from '../api';
import * as styles from '../classroom.css';
import { mathBoxProps } from '../mathbox';
import { ClassQuestion } from '../question';
import { VerdictList } from '../verdict-list';
import { mistakeInSentence } from '../words';
import { type KeypadTarget, newLine } from './keypad-target';

/** The lines of the box, trimmed, blank ones dropped: what is sent to be checked. */
export const workingLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

type Checked = { lines: WorkingResponse['lines']; finished: boolean } | null;

/**
 * The working summed up in one sentence, read by the live region after each check. `t` is the
 * `classroom-join` catalogue's in `language`, the page's, which names the mistake too.
 */
export function checkedSummary(
  lines: WorkingResponse['lines'],
  finished: boolean,
  t: Translate,
  language: Language,
): string {
  const wrong = lines.findIndex((l) => l.verdict === 'wrong');
  if (wrong >= 0) {
    const mistake = lines[wrong]?.mistake;
    return mistake
      ? t('summary.wrongMistake', {
          line: wrong + 1,
          mistake: mistakeInSentence(mistake, language),
        })
      : t('summary.wrong', { line: wrong + 1 });
  }
  const unread = lines.findIndex((l) => l.verdict === 'unreadable');
  if (unread >= 0) return t('summary.unreadable', { line: unread + 1 });
  return finished ? t('summary.finished') : t('summary.soFar');
}

/**
 * One problem of the set: the question, "Your working" checked line by line by the server,
 * "Your answer", and the help the teacher allowed. What was sent before is shown again when the
 * student comes back.
 */
export function ProblemCard({
  code,
  problem,
  saved,
  help,
  keypadOpen,
  onBoxFocus,
  onKeypad,
}: {
  code: string;
  problem: ClassProblem;
  saved: ProblemWork | undefined;
  help: ClassHelp;
  keypadOpen: boolean;
  /** A box of this problem took the focus: the keypad types into it. */
  onBoxFocus: (target: KeypadTarget) => void;
  /** The Keypad button: open (or close) the keypad on this problem's working. */
  onKeypad: (target: KeypadTarget) => void;
}) {
  const t = useT('classroom-join');
  const tc = useT('classroom');
  const language = useLanguage();
  const id = useId();
  // A 403 `class_closed`: the set has closed, or has not opened yet.
  const closed = t('card.closed');
  const headingId = `${id}-title`;
  const [text, setText] = useState(() => saved?.lines.map((l) => l.text).join('\n') ?? '');
  const [checked, setChecked] = useState<Checked>(() =>
    saved?.lines.length
      ? { lines: saved.lines.map((l) => ({ ...l, message: '' })), finished: false }
      : null,
  );
  const [checking, setChecking] = useState(false);
  const [workingProblem, setWorkingProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState(saved?.answer ?? '');
  const [graded, setGraded] = useState<ClassAnswerResponse | null>(() =>
    saved?.answer && (saved.state === 'right' || saved.state === 'wrong')
      ? {
          correct: saved.state === 'right',
          message: saved.state === 'right' ? t('card.savedRight') : t('card.savedWrong'),
          ...(saved.mistake ? { mistake: saved.mistake } : {}),
        }
      : null,
  );
  const [answering, setAnswering] = useState(false);
  const [answerProblem, setAnswerProblem] = useState<string | null>(null);
  const [helpShown, setHelpShown] = useState<ClassHelpResponse | null>(null);
  const [helpProblem, setHelpProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const workingBox = useRef<HTMLTextAreaElement>(null);
  const answerBox = useRef<HTMLInputElement>(null);
  const answerForm = useRef<HTMLFormElement>(null);

  const workingTarget: KeypadTarget = {
    box: () => workingBox.current,
    setText,
    enter: () => newLine(workingBox.current, setText),
  };
  const answerTarget: KeypadTarget = {
    box: () => answerBox.current,
    setText: setAnswer,
    enter: () => answerForm.current?.requestSubmit(),
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = workingLines(text);
    setWorkingProblem(null);
    if (lines.length === 0) {
      setWorkingProblem(t('card.noWorking'));
      return;
    }
    setChecking(true);
    try {
      const result = await checkClassWorking(code, problem.position, lines, language);
      setChecked(result);
      setSaid(checkedSummary(result.lines, result.finished, t, language));
    } catch (error) {
      const message =
        errorCode(error) === 'class_closed'
          ? closed
          : userMessage(error, t('card.workingFailed'), language);
      setWorkingProblem(message);
      setSaid(message);
    } finally {
      setChecking(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAnswerProblem(null);
    if (answer.trim() === '') {
      setAnswerProblem(t('card.noAnswer'));
      return;
    }
    setAnswering(true);
    try {
      const result = await submitClassAnswer(code, problem.position, answer.trim(), language);
      setGraded(result);
      setSaid(result.message);
    } catch (error) {
      const message =
        errorCode(error) === 'class_closed'
          ? closed
          : userMessage(error, t('card.answerFailed'), language);
      setAnswerProblem(message);
      setSaid(message);
    } finally {
      setAnswering(false);
    }
  };

  const askHelp = async () => {
    setHelpProblem(null);
    try {
      setHelpShown(await fetchClassHelp(code, problem.position, language));
    } catch (error) {
      setHelpProblem(userMessage(error, t('card.helpFailed'), language));
    }
  };

  return (
    <article className={styles.problem} aria-labelledby={headingId} data-testid="class-problem">
      <h2 id={headingId} className={styles.heading}>
        {tc('problem', { position: problem.position })}
      </h2>
      <ClassQuestion problem={problem} />

      <form className={styles.tight} onSubmit={check} noValidate>
        <Label htmlFor={`${id}-working`}>{t('card.working')}</Label>
        <p id={`${id}-working-hint`} className={styles.muted}>
          {t('card.workingHint')}
        </p>
        <Textarea
          ref={workingBox}
          id={`${id}-working`}
          name="working"
          rows={4}
          {...mathBoxProps}
          className={working.working}
          value={text}
          inputMode={keypadOpen ? 'none' : 'text'}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => onBoxFocus(workingTarget)}
          aria-describedby={`${id}-working-hint${workingProblem ? ` ${id}-working-error` : ''}`}
          aria-invalid={workingProblem ? true : undefined}
        />
        <div className={styles.row}>
          <Button type="submit" disabled={checking}>
            {checking ? t('card.checking') : t('card.check')}
          </Button>
          <Button
            variant="outline"
            aria-expanded={keypadOpen}
            onClick={() => onKeypad(workingTarget)}
          >
            {t('card.keypad')}
          </Button>
        </div>
        {workingProblem ? (
          <Alert id={`${id}-working-error`} tone="warning">
            <p className={styles.plain}>{workingProblem}</p>
          </Alert>
        ) : null}
      </form>
      {checked ? (
        <VerdictList
          lines={checked.lines}
          label={t('card.checked', { position: problem.position })}
        />
      ) : null}

      <form ref={answerForm} className={styles.tight} onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-answer`}>{t('card.answer')}</Label>
        <Input
          ref={answerBox}
          id={`${id}-answer`}
          name="answer"
          {...mathBoxProps}
          className={styles.answerInput}
          value={answer}
          inputMode={keypadOpen ? 'none' : 'text'}
          onChange={(event) => setAnswer(event.target.value)}
          onFocus={() => onBoxFocus(answerTarget)}
          aria-describedby={answerProblem ? `${id}-answer-error` : undefined}
          aria-invalid={answerProblem ? true : undefined}
        />
        <div className={styles.row}>
          <Button type="submit" disabled={answering}>
            {answering ? t('card.sending') : t('card.submit')}
          </Button>
        </div>
        {answerProblem ? (
          <Alert id={`${id}-answer-error`} tone="warning">
            <p className={styles.plain}>{answerProblem}</p>
          </Alert>
        ) : null}
        {graded ? (
          <Alert tone={graded.correct ? 'success' : 'destructive'} data-testid="answer-result">
            <p className={styles.plain}>
              <strong>{graded.correct ? t('card.right') : t('card.notRight')}</strong>
              {graded.message ? ` — ${graded.message}` : null}
            </p>
          </Alert>
        ) : null}
      </form>

      {help !== 'answer' ? (
        <div className={styles.tight}>
          {helpShown ? null : (
            <div className={styles.row}>
              <Button variant="outline" onClick={askHelp}>
                {help === 'hints' ? t('card.showHint') : t('card.showSteps')}
              </Button>
            </div>
          )}
          {helpProblem ? (
            <Alert tone="warning">
              <p className={styles.plain}>{helpProblem}</p>
            </Alert>
          ) : null}
          {helpShown?.hint ? (
            <Alert tone="info" title={t('card.hint')}>
              <p className={styles.plain}>{helpShown.hint}</p>
            </Alert>
          ) : null}
          {helpShown?.steps?.length ? (
            <section
              aria-label={t('card.stepsLabel', { position: problem.position })}
              className={styles.tight}
            >
              <h3 className={styles.plain}>{t('card.steps')}</h3>
              <ol className={styles.steps}>
                {helpShown.steps.map((step, i) => (
                  <li key={i}>
                    <p className={styles.plain}>{step.note}</p>
                    <MathView mathml={step.mathml} display="block" />
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      ) : null}

      {/* Each check's and answer's outcome, read once. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {said}
      </VisuallyHidden>
    </article>
  );
}
