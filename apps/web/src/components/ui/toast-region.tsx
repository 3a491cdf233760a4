import { Toast } from 'radix-ui';
import { useT } from '../../i18n/use-t';
import * as styles from './toast.css';
import { dismissToast, useToast } from './toast-store';

/**
 * Renders the single current toast. Radix Toast gives the behaviour we want: gone after 5000 ms,
 * swipe right past 50 px to dismiss, F8 focuses the notifications region.
 */
export default function ToastRegion() {
  const { current } = useToast();
  const t = useT('common');
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current ? (
        <Toast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={`${styles.toast} ${styles.variant[current.variant ?? 'default']}`}
          data-variant={current.variant}
        >
          <Toast.Title className={styles.title}>{current.title}</Toast.Title>
          {current.description ? (
            <Toast.Description className={styles.description}>
              {current.description}
            </Toast.Description>
          ) : null}
          <Toast.Close className={styles.close} aria-label={t('toast.close')}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        className={styles.viewport}
        hotkey={['F8']}
        label={t('toast.region', { hotkey: '{hotkey}' })}
      />
    </Toast.Provider>
  );
}
