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

/** The question in words, and its maths typeset on a line of its own (a word problem has none). */
export function Question({
  id,
  question,
  questionMathml,
}: {
  id: string;
  question: string;
  questionMathml: string;
}) {
  return (
    <>
      <p id={id} className={styles.question}>
        {question}
      </p>
      {isSentenceOnly(questionMathml) ? null : (
        <div className={styles.questionMath} data-testid="question-math">
          <MathView mathml={questionMathml} display="block" />
        </div>
      )}
    </>
  );
}

/** The labelled answer box (200 characters at most, as the server takes). */
export function AnswerInput({
  id,
  inputRef,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  describedBy: string;
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
        aria-describedby={describedBy}
      />
    </>
  );
}
