import type { Teacher } from '@mathtools/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { useLanguage, useT } from '../../../i18n/use-t';
import { userMessage } from '../../../lib/api';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { recoverTeacher } from '../api';
import * as styles from '../classroom.css';
import { CopyText } from '../copy-text';

const passkeyModule = lazyModule(() => import('./passkey'));

type SignedIn = { teacher: Teacher; recoveryCode?: string };

/**
 * A teacher without an account or a session: make one with a passkey (no email, no password),
 * sign in with the passkey, or with the recovery code shown when the account was made.
 */
export function TeacherSignIn({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => void }) {
  const t = useT('classroom-teach');
  const language = useLanguage();
  const id = useId();
  // The passkey code is fetched as soon as these buttons show: a browser may refuse a passkey
  // request made long after the click, so the click must not wait for a download.
  const passkey = useLazyModule(passkeyModule, true);
  const [busy, setBusy] = useState<'create' | 'sign-in' | 'recover' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [recovering, setRecovering] = useState(false);
  const [code, setCode] = useState('');

  const run = async (kind: 'create' | 'sign-in') => {
    setProblem(null);
    const module = passkey.module ?? (await passkeyModule.load().catch(() => undefined));
    if (!module) {
      setProblem(t('signIn.notLoaded'));
      return;
    }
    if (!module.passkeysWork()) {
      setProblem(t('signIn.noPasskeys'));
      return;
    }
    setBusy(kind);
    try {
      if (kind === 'create') onSignedIn(await module.createTeacher());
      else onSignedIn({ teacher: await module.signIn() });
    } catch (error) {
      const why = module.passkeyProblem(error);
      setProblem(
        typeof why === 'string'
          ? t(why)
          : userMessage(why.refused, t('passkey.rejected'), language),
      );
    } finally {
      setBusy(null);
    }
  };

  const recover = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setBusy('recover');
    try {
      onSignedIn(await recoverTeacher(code.trim()));
    } catch (error) {
      setProblem(userMessage(error, t('signIn.codeFailed'), language));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.tight}>
        <h2 className={styles.heading}>{t('signIn.title')}</h2>
        <p className={styles.plain}>{t('signIn.intro')}</p>
        <p className={styles.muted}>{t('signIn.passkey')}</p>
      </div>
      <div className={styles.row}>
        <Button
          className={styles.wrapButton}
          onClick={() => run('create')}
          disabled={busy !== null}
        >
          {busy === 'create' ? t('signIn.creating') : t('signIn.create')}
        </Button>
        <Button
          variant="outline"
          className={styles.wrapButton}
          onClick={() => run('sign-in')}
          disabled={busy !== null}
        >
          {busy === 'sign-in' ? t('signIn.signingIn') : t('signIn.withPasskey')}
        </Button>
      </div>
      {problem ? (
        <Alert tone="warning" role="alert">
          <p className={styles.plain}>{problem}</p>
        </Alert>
      ) : null}
      <div className={styles.tight}>
        <Button
          variant="ghost"
          className={styles.wrapButton}
          aria-expanded={recovering}
          aria-controls={`${id}-recover`}
          onClick={() => setRecovering((open) => !open)}
        >
          {t('signIn.withCode')}
        </Button>
        {/* A wrapper: the form's own display would override `hidden`. */}
        <div id={`${id}-recover`} hidden={!recovering}>
          <form onSubmit={recover} className={styles.tight} noValidate>
            <Label htmlFor={`${id}-code`}>{t('signIn.code')}</Label>
            <Input
              id={`${id}-code`}
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={`${id}-code-hint`}
            />
            <p id={`${id}-code-hint`} className={styles.muted}>
              {t('signIn.codeHint')}
            </p>
            <div className={styles.row}>
              <Button type="submit" disabled={busy !== null || code.trim() === ''}>
                {busy === 'recover' ? t('signIn.signingIn') : t('signIn.submit')}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}

/**
 * The recovery code, shown once: the teacher saves it (it is the only way back in without the
 * passkey) and says so to go on.
 */
export function RecoveryCodeNotice({ code, onSaved }: { code: string; onSaved: () => void }) {
  const t = useT('classroom-teach');
  const id = useId();
  return (
    <Alert tone="warning" role="region" aria-labelledby={`${id}-title`} className={styles.tight}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('recovery.title')}
      </h2>
      <p className={styles.plain}>{t('recovery.text')}</p>
      <p className={styles.recovery} data-testid="recovery-code">
        {code}
      </p>
      <CopyText
        text={code}
        label={t('recovery.copy')}
        done={t('recovery.copied')}
        fieldLabel={t('recovery.field')}
      />
      <div className={styles.row}>
        <Button onClick={onSaved}>{t('recovery.saved')}</Button>
      </div>
    </Alert>
  );
}
