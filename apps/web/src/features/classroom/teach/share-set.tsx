import type { ClassSet } from '@mathtools/contracts';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import * as styles from '../classroom.css';
import { CopyText } from '../copy-text';
import { formatTime } from '../words';

const qrModule = lazyModule(() => import('./qr-code'));

/**
 * How students get in: the join code, large enough to read off a board, the link `/join/CODE`
 * with a copy button, and the link as a QR code for phones.
 */
export function ShareSet({ set }: { set: ClassSet }) {
  const url = new URL(set.joinPath, window.location.origin).href;
  const qr = useLazyModule(qrModule, true);
  const QrCode = qr.module?.QrCode;
  return (
    <section className={styles.share} aria-label="Share this set">
      <div className={styles.tight}>
        <figure className={`${styles.codeFrame} ${styles.plain}`}>
          <figcaption className={styles.legend}>Join code</figcaption>
          <p className={styles.code} data-testid="join-code">
            {set.code}
          </p>
        </figure>
        <p className={styles.plain}>
          Students open <strong className={styles.link}>{url}</strong> (or go to /join and type the
          code), pick a nickname and start.
        </p>
        <CopyText text={url} label="Copy link" done="Link copied" fieldLabel="Join link" />
        <p className={styles.muted}>
          {set.closesAt
            ? `Open ${formatTime(set.opensAt)} to ${formatTime(set.closesAt)}.`
            : `Open from ${formatTime(set.opensAt)}, with no closing time.`}
        </p>
      </div>
      {QrCode ? (
        <QrCode text={url} label={`QR code of the join link ${url}`} />
      ) : (
        <div className={styles.qr} aria-hidden="true" />
      )}
    </section>
  );
}
