import type { QuestionWords } from '@mathtools/contracts';
import type { ReactNode, Ref } from 'react';
import { MathView } from '../../../components/math/math-view';
import { Badge } from '../../../components/ui/badge';
import { Input, Label } from '../../../components/ui/field';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { difficultyTone, isSentenceOnly } from '../typeset';
import * as styles from './practice.css';

/** A problem card's heading row: its title and the difficulty badge (and any other badges). */
export function ProblemHeader({
  title,
  titleId,
  difficulty,
  badges,
}: {
  title: string;
  titleId?: string;
  difficulty: keyof typeof difficultyTone;
  badges?: ReactNode;
}) {
  const badge = (
    <Badge tone={difficultyTone[difficulty]}>
      <VisuallyHidden>Difficulty: </VisuallyHidden>
      {difficulty}
    </Badge>
  );
  return (
    <div className={styles.problemHeader}>
      <h2 id={titleId} className={styles.stepsTitle}>
        {title}
      </h2>
      {badges ? (
        <div className={styles.badges}>
          {badges}
          {badge}
        </div>
      ) : (
        badge
      )}
    </div>
  );
}

/**
 * The question, shown once: its words as text and its maths typeset on a line of its own ("Solve
 * for x:", then the equation; the maths' accessible name is its text form). `words` come from the
 * server, which tells them from the maths; without them, the sentence, and its maths under it
 * unless it is a word problem.
 */
export function Question({
  id,
  question,
  words,
  questionMathml,
}: {
  id: string;
  question: string;
  words?: QuestionWords | undefined;
  questionMathml: string;
}) {
  return (
    <div id={id} className={styles.questionBlock}>
      <p className={styles.question}>{words ? words.before : question}</p>
      {isSentenceOnly(questionMathml) ? null : (
        <div className={styles.questionMath} data-testid="question-math">
          <MathView mathml={questionMathml} display="block" />
        </div>
      )}
      {words?.after ? <p className={styles.question}>{words.after}</p> : null}
    </div>
  );
}

/**
 * The labelled answer box (200 characters at most, as the server takes); `invalid` when the last
 * answer could not be read (its message is among `describedBy`).
 */
export function AnswerInput({
  id,
  inputRef,
  value,
  onChange,
  disabled,
  describedBy,
  invalid,
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  describedBy: string;
  invalid?: boolean;
}) {
  return (
    <>
      <Label htmlFor={id}>Your answer</Label>
      <Input
        ref={inputRef}
        id={id}
        name="answer"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder="Type your answer"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </>
  );
}
