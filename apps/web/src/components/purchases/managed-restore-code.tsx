import { type ReactNode, useEffect, useRef, useState } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { usePurchases } from '../../lib/purchases/api/get-purchases';
import { ownsAnything } from '../../lib/purchases/owned-summary';
import { useLazyWords } from '../math/words';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import type { CodeAction } from './code-dialog';
import * as styles from './purchases.css';
import { RestoreCode } from './restore-code-panel';
import { restoreCodeMessages } from './restore-code-words';

/** The confirmation dialogs and the calls behind them: fetched with the first press. */
const codeDialog = lazyModule(() => import('./code-dialog'));

/**
 * This browser's restore code with Copy code, and its lifecycle: **New restore code** (the old
 * code stops working) and **Forget this browser** (this browser lets go of its purchases; the
 * code brings them back), each confirmed in a dialog first. After Forget, the code this browser
 * had stays on screen, focused, so it can still be copied. `code` is the code now (null once
 * forgotten); `disclosure` puts the code behind "Your restore code".
 *
 * A browser that holds purchases only through codes it restored has no code of its own: it gets
 * Forget this browser alone (a shared computer someone restored their code on).
 *
 * The dialog is rendered here whatever `code` is, so it stays mounted while the call it made
 * answers and the code disappears.
 */
export function ManagedRestoreCode({
  code,
  intro,
  disclosure = false,
}: {
  code: string | null;
  /** A sentence above the code. */
  intro?: ReactNode;
  disclosure?: boolean;
}) {
  const t = useLazyWords(restoreCodeMessages);
  const [open, setOpen] = useState(false);
  // Which dialog: kept while it closes, so its words do not change during the fade.
  const [action, setAction] = useState<CodeAction>('new-code');
  const [clicks, setClicks] = useState(0);
  const dialog = useLazyModule(codeDialog, clicks);
  // The code the open dialog is about, and what the last confirmed action was.
  const [codeAtOpen, setCodeAtOpen] = useState('');
  const [done, setDone] = useState<{ action: CodeAction; code: string } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const forgetButton = useRef<HTMLButtonElement>(null);
  const forgotten = useRef<HTMLDivElement>(null);

  // Read from what the page has fetched (this never fetches): once this browser owns something
  // again (its purchases restored), the notice has done its job.
  const owned = ownsAnything(usePurchases(false).data);
  const forgottenCode = !code && !owned && done?.action === 'forget' ? done.code : null;
  useEffect(() => {
    // The buttons went with the code: focus goes to what replaced them.
    if (forgottenCode) forgotten.current?.focus();
  }, [forgottenCode]);
  if (!t) return null;

  const press = (next: CodeAction) => {
    if (!code && next === 'new-code') return;
    setAction(next);
    setCodeAtOpen(code ?? '');
    setDone(null);
    setClicks((n) => n + 1);
    setOpen(true);
  };

  const forgetButtonElement = (
    <Button
      ref={forgetButton}
      size="small"
      variant="ghost"
      aria-haspopup="dialog"
      onClick={() => press('forget')}
    >
      {t('forget.title')}
    </Button>
  );
  const dialogUnavailable =
    dialog.failed && open ? (
      <p className={styles.fieldError} role="alert">
        {t('code.unavailable')}
      </p>
    ) : null;

  const body = code ? (
    <div className={styles.codeArea}>
      {intro}
      <RestoreCode code={code} />
      <div className={styles.codeActions}>
        <Button
          ref={newButton}
          size="small"
          variant="outline"
          aria-haspopup="dialog"
          onClick={() => press('new-code')}
        >
          {t('newCode.title')}
        </Button>
        {forgetButtonElement}
      </div>
      {dialogUnavailable}
      <p className={styles.muted} role="status" data-testid="restore-code-status">
        {done?.action === 'new-code' ? t('newCode.done') : ''}
      </p>
    </div>
  ) : forgottenCode ? (
    <Alert
      ref={forgotten}
      tone="success"
      role="status"
      tabIndex={-1}
      className={styles.codeArea}
      data-testid="browser-forgotten"
    >
      <p>{t('forget.done')}</p>
      <RestoreCode code={forgottenCode} />
    </Alert>
  ) : owned ? (
    <div className={styles.codeArea}>
      <div className={styles.codeActions}>{forgetButtonElement}</div>
      {dialogUnavailable}
    </div>
  ) : null;

  return (
    <>
      {disclosure && code ? (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>{t('code.disclosure')}</summary>
          <div className={styles.disclosureBody}>{body}</div>
        </details>
      ) : (
        body
      )}
      {dialog.module ? (
        <dialog.module.default
          action={action}
          code={codeAtOpen}
          open={open}
          onOpenChange={setOpen}
          returnFocus={action === 'new-code' ? newButton : forgetButton}
          onDone={(finished) => setDone({ action: finished, code: codeAtOpen })}
        />
      ) : null}
    </>
  );
}
