/**
 * /teach: a teacher signs in with a passkey (or makes an account with one), then sees their sets,
 * makes new ones, and follows a set's students live (`/teach?set=<id>`).
 */
import type { ClassSetSummary, Teacher } from '@mathtools/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Link, useLocalizedNavigate } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage, useT } from '../../../i18n/use-t';
import { fetchSets, fetchTeacher, signOutTeacher } from '../api';
import * as styles from '../classroom.css';
import { formatTime } from '../words';
import { SetForm } from './set-form';
import { SetPage } from './set-page';
import { RecoveryCodeNotice, TeacherSignIn } from './sign-in';

type Auth =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; teacher: Teacher; recoveryCode?: string }
  | { state: 'failed' };

/** The query parameter naming the set shown: `/teach?set=<id>`. */
export const SET_PARAM = 'set';

export function TeacherPage() {
  // The prerendered page and the first render in the browser both say "checking": who is signed
  // in is known only once the browser asks, with its cookie.
  const t = useT('classroom-teach');
  const [auth, setAuth] = useState<Auth>({ state: 'checking' });
  const [params] = useSearchParams();
  const setId = params.get(SET_PARAM);

  useEffect(() => {
    fetchTeacher().then(
      (teacher) => setAuth(teacher ? { state: 'signed-in', teacher } : { state: 'signed-out' }),
      () => setAuth({ state: 'failed' }),
    );
  }, []);

  if (auth.state === 'checking') return <Spinner label={t('auth.checking')} />;
  if (auth.state === 'failed')
    return (
      <Alert tone="warning" role="alert">
        <p className={styles.plain}>{t('auth.unreachable')}</p>
      </Alert>
    );
  if (auth.state === 'signed-out')
    return (
      <TeacherSignIn
        onSignedIn={({ teacher, recoveryCode }) =>
          setAuth({ state: 'signed-in', teacher, ...(recoveryCode ? { recoveryCode } : {}) })
        }
      />
    );

  const signOut = async () => {
    await signOutTeacher().catch(() => undefined);
    setAuth({ state: 'signed-out' });
  };
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <p className={styles.muted}>{t('auth.signedIn')}</p>
        <Button variant="outline" onClick={signOut}>
          {t('auth.signOut')}
        </Button>
      </div>
      {auth.recoveryCode ? (
        <RecoveryCodeNotice
          code={auth.recoveryCode}
          onSaved={() => setAuth({ state: 'signed-in', teacher: auth.teacher })}
        />
      ) : setId ? (
        <SetPage key={setId} setId={setId} />
      ) : (
        <Sets />
      )}
    </div>
  );
}

/** The teacher's sets, newest first, and the form for a new one. */
function Sets() {
  const t = useT('classroom-teach');
  const language = useLanguage();
  const navigate = useLocalizedNavigate();
  const [sets, setSets] = useState<ClassSetSummary[] | null | 'failed'>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    fetchSets().then(
      ({ sets }) => setSets(sets),
      () => setSets('failed'),
    );
  }, []);

  if (creating)
    return (
      <SetForm
        onCreated={(set) => navigate(`/teach?${SET_PARAM}=${encodeURIComponent(set.id)}`)}
        onCancel={() => setCreating(false)}
      />
    );
  return (
    <section className={styles.stack} aria-labelledby="teach-sets">
      <div className={styles.row}>
        <h2 id="teach-sets" className={styles.heading}>
          {t('sets.title')}
        </h2>
        <Button onClick={() => setCreating(true)}>{t('sets.new')}</Button>
      </div>
      {sets === null ? <Spinner label={t('sets.loading')} /> : null}
      {sets === 'failed' ? (
        <Alert tone="warning" role="alert">
          <p className={styles.plain}>{t('sets.failed')}</p>
        </Alert>
      ) : null}
      {Array.isArray(sets) && sets.length === 0 ? (
        <p className={styles.muted}>{t('sets.none')}</p>
      ) : null}
      {Array.isArray(sets) && sets.length > 0 ? (
        <ul className={styles.setList}>
          {sets.map((set) => (
            <li key={set.id} className={styles.setItem}>
              <div className={styles.tight}>
                <Link
                  className={styles.setLink}
                  to={`/teach?${SET_PARAM}=${encodeURIComponent(set.id)}`}
                >
                  {set.title}
                </Link>
                <p className={styles.muted}>
                  {set.closesAt
                    ? t('sets.summary', {
                        code: set.code,
                        problems: set.problems,
                        students: set.students,
                        closes: formatTime(set.closesAt, language),
                      })
                    : t('sets.summaryOpen', {
                        code: set.code,
                        problems: set.problems,
                        students: set.students,
                      })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
