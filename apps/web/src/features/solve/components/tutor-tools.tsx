/**
 * "Check my working" and "Try a similar problem" under a solution: each a button that opens its
 * box. What the boxes do lives in the tutor's chunk (`../tutor`), fetched the first time one is
 * opened (or its button is hovered or focused, so it is usually there by the click).
 */
import { type ReactNode, useId, useState } from 'react';
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import * as styles from './solve.css';

const tutorModule = lazyModule(() => import('../tutor'));
const prefetch = () => {
  tutorModule.load().catch(() => undefined);
};

type TutorModule = typeof import('../tutor');

export function TutorTools({ problem }: { problem: string }) {
  const id = useId();
  const t = useWords('solve');
  const [working, setWorking] = useState(false);
  const [similar, setSimilar] = useState(false);
  const tutor = useLazyModule(tutorModule, working || similar);
  const loaded = tutor.module;

  const box = (open: boolean, show: (m: TutorModule) => ReactNode) =>
    !open ? null : loaded ? (
      show(loaded)
    ) : tutor.failed ? (
      <p className={styles.hint} role="alert">
        {t('tutor.failed')}{' '}
        <Button variant="outline" size="small" onClick={tutor.retry}>
          {t('panel.tryAgain')}
        </Button>
      </p>
    ) : (
      <p className={styles.hint}>{t('tutor.loading')}</p>
    );

  return (
    <>
      <div className={styles.tutorSection}>
        <div>
          <Button
            variant="outline"
            aria-expanded={working}
            aria-controls={`${id}-working`}
            onClick={() => setWorking((o) => !o)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {t('tutor.check')}
          </Button>
        </div>
        <div id={`${id}-working`} hidden={!working}>
          {box(working, (m) => (
            <m.WorkingChecker problem={problem} />
          ))}
        </div>
      </div>
      <div className={styles.tutorSection}>
        <div>
          <Button
            variant="outline"
            aria-expanded={similar}
            aria-controls={`${id}-similar`}
            onClick={() => setSimilar((o) => !o)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {t('tutor.similar')}
          </Button>
        </div>
        <div id={`${id}-similar`} hidden={!similar}>
          {box(similar, (m) => (
            <m.SimilarProblemPanel problem={problem} />
          ))}
        </div>
      </div>
    </>
  );
}
