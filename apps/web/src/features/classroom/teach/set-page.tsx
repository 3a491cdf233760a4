import type { ClassSetDetail } from '@mathtools/contracts';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage, useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { fetchSet } from '../api';
import * as styles from '../classroom.css';
import { LiveResults } from './live-results';
import { ShareSet } from './share-set';

type Loaded =
  | { state: 'loading' }
  | { state: 'done'; detail: ClassSetDetail }
  | { state: 'missing' }
  | { state: 'failed' };

/** One of the teacher's sets: how students join, then the live table of their work. */
export function SetPage({ setId }: { setId: string }) {
  const t = useT('classroom-teach');
  const tc = useT('classroom');
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Loading again (after the live stream stopped) starts the table and its stream afresh.
  const [load, setLoad] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    fetchSet(setId, language, abort.signal).then(
      (detail) => setLoaded({ state: 'done', detail }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoaded(
          error instanceof ApiError && (error.status === 404 || error.status === 400)
            ? { state: 'missing' }
            : { state: 'failed' },
        );
      },
    );
    return () => abort.abort();
  }, [setId, language, load]);

  const back = (
    <p className={styles.plain}>
      <Link to="/teach">{t('set.back')}</Link>
    </p>
  );
  if (loaded.state === 'loading') return <Spinner label={t('set.loading')} />;
  if (loaded.state === 'missing' || loaded.state === 'failed')
    return (
      <div className={styles.stack}>
        {back}
        <Alert tone="warning" role="alert">
          <p className={styles.plain}>
            {loaded.state === 'missing' ? t('set.missing') : t('set.failed')}
          </p>
        </Alert>
        {loaded.state === 'failed' ? (
          <div className={styles.row}>
            <Button variant="outline" onClick={() => setLoad((n) => n + 1)}>
              {tc('retry')}
            </Button>
          </div>
        ) : null}
      </div>
    );

  const { detail } = loaded;
  return (
    <div className={styles.stack}>
      {back}
      <div className={styles.tight}>
        <h2 className={styles.heading} data-testid="set-title">
          {detail.set.title}
        </h2>
        <p className={styles.muted}>
          {t('set.summary', { problems: detail.set.problems.length, help: detail.set.help })}
        </p>
      </div>
      <ShareSet set={detail.set} />
      <LiveResults key={load} detail={detail} onReload={() => setLoad((n) => n + 1)} />
    </div>
  );
}
