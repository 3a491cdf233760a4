/**
 * A free skill's problem made and checked on this device while offline, in the same skill card as
 * online (`components/skills/skill-card.tsx`): only where the problem and its hints come from
 * (math-core, from a seed the server handed out while online) and who grades it (math-core's checkAnswer here, and its credit rule:
 * each hint lowers the credit) differ. The level is not worked out here: the server does it when
 * the kept answer is counted.
 */
import { answerCredit, type PracticeDifficulty, type SkillInfo } from '@mathtools/math-core';
import { useState } from 'react';
import { useLanguage, useT } from '../../../i18n/use-t';
import type { TryStep } from '../../../lib/try-rule';
import { BackButton } from '../components/skills/back-button';
import { SkillCard } from '../components/skills/skill-card';
import { creditNote } from '../round-words';
import { KeptNote } from './kept-note';
import { checkHere, explainWrong, langOf, makeSkillProblem } from './make';
import { NoneLeft } from './none-left';
import { takeSeed } from './take-seed';
import { useKeptAttempt } from './use-kept-attempt';
import { type MadeIn, usePracticeLanguage } from './use-practice-language';

/** A decided problem: its verdict, and the hint levels its credit is counted with. */
export interface SkillOutcome {
  correct: boolean;
  /** Hint levels shown, plus one for a right second try (it earns what one more hint would). */
  counted: number;
}

type Round = {
  skill: SkillInfo;
  difficulty: PracticeDifficulty;
  onDecided: (outcome: SkillOutcome) => void;
  onNext: () => void;
  onClose: () => void;
};

/** The next of the skill's seeds this device kept (none left: the page says so). */
export function OfflineSkillRound(round: Round) {
  const { ready, ...madeIn } = usePracticeLanguage();
  const [taken] = useState(() => takeSeed(window.localStorage, 'skill', round.skill.id));
  if (!taken)
    return (
      <>
        <BackButton onClose={round.onClose} />
        <NoneLeft name={round.skill.title} />
      </>
    );
  // The problem is made once, in the page's language: it waits for that language's words.
  if (!ready) return null;
  return <MadeRound {...round} {...taken} {...madeIn} />;
}

function MadeRound({
  skill,
  difficulty,
  onDecided,
  onNext,
  onClose,
  batch,
  seed,
  practice,
  writing,
}: Round & { batch: string; seed: number } & MadeIn) {
  const [problem] = useState(() => makeSkillProblem(skill.id, difficulty, seed, practice));
  const t = useT('skills');
  const language = useLanguage();
  const [hintsShown, setHintsShown] = useState(0);
  const [step, setStep] = useState<TryStep | null>(null);
  // The common mistake that explains the wrong first answer, when one does, and whether it is
  // being worked out (Submit waits for it).
  const [mistake, setMistake] = useState<string | undefined>(undefined);
  const [explaining, setExplaining] = useState(false);
  const kept = useKeptAttempt((attemptId, answers, shownCorrect) => ({
    id: attemptId,
    kind: 'skill',
    skill: skill.id,
    difficulty,
    batch,
    seed,
    hintsUsed: hintsShown,
    answers,
    ...langOf(writing),
    shownCorrect,
  }));
  const final = step?.kind === 'final' ? step : null;
  // The hint levels a decided answer's credit counts: a right second try counts as one more.
  const countedOf = (decided: { correct: boolean; retried: boolean }) =>
    hintsShown + (decided.retried && decided.correct ? 1 : 0);

  const submit = (answer: string) => {
    // On a page in another language the answer is read in its notation (`2,5` is 2.5), and kept
    // as typed, with the language (`langOf`).
    const typed = answer.trim();
    const next = kept.answer(typed, checkHere(typed, problem, writing));
    if (next.kind === 'retry') {
      // The retry is shown with its explanation, so the status region reads them together.
      setExplaining(true);
      void explainWrong(typed, problem, writing).then((explained) => {
        setMistake(explained);
        setStep(next);
        setExplaining(false);
      });
      return;
    }
    setStep(next);
    if (next.kind === 'final') onDecided({ correct: next.correct, counted: countedOf(next) });
  };

  return (
    <SkillCard
      problem={{ ...problem, title: skill.title, hintLevels: problem.hints.length }}
      context={<BackButton onClose={onClose} />}
      hints={problem.hints.slice(0, hintsShown)}
      onHint={() => setHintsShown((n) => n + 1)}
      onSubmit={submit}
      checking={explaining}
      graded={step}
      retried={step !== null && (step.kind === 'retry' || step.retried)}
      mistake={mistake}
      error={step?.kind === 'unreadable' ? step.message : null}
      verdict={
        final && {
          correct: final.correct,
          earned: creditNote(
            t,
            language,
            answerCredit({ correct: true, hintsUsed: countedOf(final) }),
            hintsShown,
            final.retried,
          ),
          answer: problem.answer,
          answerMathml: problem.answerMathml,
          explanation: problem.explanation,
        }
      }
      kept={<KeptNote saved={kept.saved} />}
      nextLabel={t('practice.next')}
      onNext={onNext}
      focusAnswer
    />
  );
}
