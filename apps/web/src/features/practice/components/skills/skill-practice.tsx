import { useState } from 'react';
import { useSkillProblem } from '../../api/get-skill-problem';
import { BackButton } from './back-button';
import { FailureCard } from './failure-card';
import { LoadingCard, loadingLabel } from './panel-states';
import { SkillRound } from './skill-round';

type SkillPracticeProps = {
  skillId: string;
  skillName: string;
  /** New each time the skill is opened, so its first problem is fetched anew. */
  session: number;
  onClose: () => void;
};

/**
 * Practising one skill: a problem at the visitor's difficulty, and after each answer Next problem
 * fetches the next at the difficulty the server moved to (harder after a clean success, easier
 * after a miss). Each round is a fresh fetch, and focus goes to the new answer box.
 */
export function SkillPractice({ skillId, skillName, session, onClose }: SkillPracticeProps) {
  const [round, setRound] = useState(0);
  const problem = useSkillProblem(skillId, session, round);
  const next = () => setRound((r) => r + 1);

  if (problem.isPending) return <LoadingCard label={loadingLabel.skill(skillName)} />;
  if (problem.isError) {
    return (
      <FailureCard
        error={problem.error}
        message="The problem could not be loaded. Check your connection and try again."
        onRetry={next}
        onClose={onClose}
      />
    );
  }
  return (
    <SkillRound
      key={problem.data.id}
      problem={problem.data}
      context={<BackButton onClose={onClose} />}
      nextLabel="Next problem"
      onNext={next}
      focusAnswer
    />
  );
}
