import type { ClassSet } from '@mathtools/contracts';
import { localizedPath } from '../../../i18n/languages';
import { useLanguage, useT } from '../../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import * as styles from '../classroom.css';
import { CopyText } from '../copy-text';
import { formatTime } from '../words';

const qrModule = lazyModule(() => import('./qr-code'));

/**
 * How students get in: the join code, large enough to read off a board, the link `/join/CODE`
 * with a copy button, and the link as a QR code for phones. The link is in the teacher's page's
 * language (`/es/join/CODE`), so students open the class in the language it is taught in.
 */
export function ShareSet({ set }: { set: ClassSet }) {
  const t = useT('classroom-teach');
  const language = useLanguage();
  const url = new URL(localizedPath(set.joinPath, language), window.location.origin).href;
  const qr = useLazyModule(qrModule, true);
  const QrCode = qr.module?.QrCode;
  return (
    <section className={styles.share} aria-label={t('share.label')}>
      <div className={styles.tight}>
        <figure className={`${styles.codeFrame} ${styles.plain}`}>
          <figcaption className={styles.legend}>{t('share.code')}</figcaption>
          <p className={styles.code} data-testid="join-code">
            {set.code}
          </p>
        </figure>
        <p className={styles.plain}>
          {t.rich('share.how', {
            url,
            join: localizedPath('/join', language),
            link: (chunks) => <strong className={styles.link}>{chunks}</strong>,
          })}
        </p>
        <CopyText
          text={url}
          label={t('share.copy')}
          done={t('share.copied')}
          fieldLabel={t('share.field')}
        />
        <p className={styles.muted}>
          {set.closesAt
            ? t('share.window', {
                opens: formatTime(set.opensAt, language),
                closes: formatTime(set.closesAt, language),
              })
            : t('share.windowOpen', { opens: formatTime(set.opensAt, language) })}
        </p>
      </div>
      {QrCode ? (
        <QrCode text={url} label={t('share.qr', { url })} />
      ) : (
        <div className={styles.qr} aria-hidden="true" />
      )}
    </section>
  );
}
