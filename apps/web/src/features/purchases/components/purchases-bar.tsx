import { lazy, Suspense, useRef, useState } from 'react';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { usePurchases } from '../api/purchases';
import { RESTORE_TITLE } from '../messages';
import * as styles from './purchases.css';
import { RestoreCode } from './restore-code-panel';

const RestoreDialog = lazy(() => import('./restore-dialog'));

/**
 * "Restore purchases": opens the restore dialog, which is its own chunk loaded on the first
 * click, so the page does not carry Radix Dialog until someone needs it.
 */
export function RestorePurchasesButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {RESTORE_TITLE}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <RestoreDialog open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Above the packs and the plans: the restore link, and for a visitor who has bought or started
 * something, their restore code behind a disclosure (`showCode` false while the code is shown
 * openly, right after a purchase).
 */
export function PurchasesBar({ lead, showCode = true }: { lead: string; showCode?: boolean }) {
  const hydrated = useHydrated();
  const purchases = usePurchases(hydrated);
  const code = showCode ? (purchases.data?.restoreCode ?? null) : null;
  return (
    <div className={styles.bar} data-testid="purchases-bar">
      <p className={styles.muted}>
        {lead} <RestorePurchasesButton />
      </p>
      {code ? (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>Your restore code</summary>
          <div className={styles.disclosureBody}>
            <p className={styles.muted}>
              Enter it under Restore purchases in another browser to open what you bought there.
            </p>
            <RestoreCode code={code} />
          </div>
        </details>
      ) : null}
    </div>
  );
}
