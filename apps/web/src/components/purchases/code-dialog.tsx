import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { useForgetBrowser } from '../../lib/purchases/api/forget-browser';
import { useNewRestoreCode } from '../../lib/purchases/api/new-restore-code';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import * as styles from './purchases.css';
import { restoreCodeMessages } from './restore-code-words';

export type CodeAction = 'new-code' | 'forget';

/** Each dialog's words: keys of the `purchases` catalogue. */
const words = {
  'new-code': {
    title: 'newCode.title',
    confirm: 'newCode.confirm',
    failed: 'newCode.failed',
    action: 'newCode.action',
    pending: 'newCode.pending',
  },
  forget: {
    title: 'forget.title',
    confirm: 'forget.confirm',
    failed: 'forget.failed',
    action: 'forget.action',
    pending: 'forget.pending',
  },
} as const;

/**
 * Confirms New restore code or Forget this browser before calling the server (Radix AlertDialog:
 * focus starts on Cancel, is trapped inside, Escape and Cancel close it, focus returns to the
 * button that opened it). On failure the dialog stays open with the reason in an alert and
 * nothing has changed; on success it closes and `onDone` says so. Its own chunk, loaded with the
 * first press of either button.
 */
export default function CodeDialog({
  action,
  code,
  open,
  onOpenChange,
  returnFocus,
  onDone,
}: {
  action: CodeAction;
  /** The restore code now (the forget dialog shows it, to keep); '' for a browser without one. */
  code: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close, when it is still there. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  onDone: (action: CodeAction) => void;
}) {
  const newCode = useNewRestoreCode();
  const forget = useForgetBrowser();
  const mutation = action === 'new-code' ? newCode : forget;
  const t = useT(restoreCodeMessages);
  const purchases = useT('purchases');
  const word = (name: keyof (typeof words)[CodeAction]) => t(words[action][name]);
  const pending = mutation.isPending;

  const close = (next: boolean) => {
    // The call is on its way: the dialog stays until it answers.
    if (!next && pending) return;
    if (!next) mutation.reset();
    onOpenChange(next);
  };

  const confirm = () => {
    if (pending) return;
    mutation.mutate(undefined, {
      onSuccess: () => {
        mutation.reset();
        onOpenChange(false);
        onDone(action);
      },
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={close}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.dialog}
          data-testid={`${action}-dialog`}
          aria-busy={pending}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const button = returnFocus.current;
            if (button?.isConnected) {
              event.preventDefault();
              button.focus();
            }
          }}
        >
          <AlertDialog.Title className={styles.dialogTitle}>{word('title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>
            {word('confirm')}
          </AlertDialog.Description>
          {action === 'forget' && code ? (
            <p className={styles.muted}>
              {t.rich('code.yours', {
                code,
                mono: (chunks) => <span className={styles.inlineCode}>{chunks}</span>,
              })}
            </p>
          ) : null}
          {mutation.isError ? (
            <Alert tone="destructive" role="alert">
              <p>{word('failed')}</p>
            </Alert>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant={action === 'forget' ? 'destructive' : 'primary'}
              disabled={pending}
              onClick={confirm}
            >
              {pending ? word('pending') : word('action')}
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {purchases('cancel')}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
