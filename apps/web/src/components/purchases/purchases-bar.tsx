import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { usePurchases } from '../../lib/purchases/api/get-purchases';
import { ownsAnything } from '../../lib/purchases/owned-summary';
import { useHydrated } from '../ui/use-hydrated';
import * as styles from './purchases.css';
import { withRestoreCodeWords } from './restore-code-words';

const restoreDialog = lazyModule(() => withRestoreCodeWords(import('./restore-dialog')));
const restoreCode = lazyModule(() => withRestoreCodeWords(import('./managed-restore-code')));

/**
 * "Restore purchases": opens the restore dialog, which is its own chunk fetched on the first
 * click, so the page does not carry Radix Dialog until someone needs it. When it cannot be
 * fetched (offline on a first visit), the button says so beside itself and the next click
 * fetches it again.
 */
export function RestorePurchasesButton() {
  const [open, setOpen] = useState(false);
  const [clicks, setClicks] = useState(0);
  const dialog = useLazyModule(restoreDialog, clicks);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT('purchases');
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => {
          setClicks((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('restore.title')}
      </button>
      {dialog.module ? (
        <dialog.module.default open={open} onOpenChange={setOpen} returnFocus={button} />
      ) : dialog.failed ? (
        <span role="alert"> {t('restore.unavailable')}</span>
      ) : null}
    </>
  );
}

/**
 * Above the packs and the plans: the restore link, and for a visitor who has bought or started
 * something, their restore code behind a disclosure with New restore code and Forget this
 * browser (`showCode` false while the code is shown openly, right after a purchase).
 *
 * The code's component is a chunk of its own, fetched when the visitor's purchases say there is
 * a code or something owned (it shows nothing otherwise): most visitors own nothing, and the
 * pages with this bar (pricing, marketplace) then do without it. Once fetched it stays rendered,
 * so after Forget this browser it can still show the code that was forgotten.
 */
export function PurchasesBar({ lead, showCode = true }: { lead: string; showCode?: boolean }) {
  const hydrated = useHydrated();
  const purchases = usePurchases(hydrated);
  const t = useT('purchases');
  const code = useLazyModule(
    restoreCode,
    showCode && (!!purchases.data?.restoreCode || ownsAnything(purchases.data)),
  );
  return (
    <div className={styles.bar} data-testid="purchases-bar">
      <p className={styles.muted}>
        {lead} <RestorePurchasesButton />
      </p>
      {showCode && code.module ? (
        <code.module.ManagedRestoreCode
          code={purchases.data?.restoreCode ?? null}
          disclosure
          intro={<p className={styles.muted}>{t('code.intro')}</p>}
        />
      ) : null}
    </div>
  );
}
