/**
 * Under a similar problem's verdict: how its count in the Practice Center stands. A polite status
 * region (present from the start, so its changes are read out): "Counting it in your practice…",
 * then the category's progress after it, or why it was not counted, with a button that sends the
 * same answers again when another try may get through. Its words are the solve page's
 * (`tutor.similar.*`), in the page's language.
 */

import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useLanguage, useT } from '../../../i18n/use-t';
import { practiceHref } from '../../../lib/practice-categories';
import { type CountView, failedWords } from './count-similar';
import * as styles from './tutor.css';

export function SimilarCount({ view, onRetry }: { view: CountView; onRetry: () => void }) {
  const t = useT('solve');
  const language = useLanguage();
  return (
    <div className={styles.count}>
      <p role="status" className={styles.countLine} data-testid="similar-count">
        {view.kind === 'sending' ? (
          <span className={styles.hint}>{t('tutor.similar.counting')}</span>
        ) : view.kind === 'counted' ? (
          t.rich(view.recorded ? 'tutor.similar.counted' : 'tutor.similar.countedBefore', {
            category: t(`category.${view.category}`),
            progress: t('tutor.similar.progress', {
              completed: view.progress.problemsCompleted,
              streak: view.progress.streak,
            }),
            link: (chunks) => <Link to={practiceHref(view.category)}>{chunks}</Link>,
          })
        ) : view.kind === 'failed' ? (
          failedWords(view, t, language)
        ) : null}
      </p>
      {view.kind === 'failed' && view.retry ? (
        <div>
          <Button variant="outline" size="small" onClick={onRetry}>
            {t('panel.tryAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
