import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/use-t';

/** The skills list when it (or its code) could not be loaded: say so, and Try again. */
export function SkillsFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT('practice');
  return (
    <>
      <Alert tone="warning" role="alert">
        {t('skills.failed')}
      </Alert>
      <div>
        <Button variant="outline" onClick={onRetry}>
          {t('skills.tryAgain')}
        </Button>
      </div>
    </>
  );
}
