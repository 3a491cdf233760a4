import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useForgetBrowser } from '../../lib/purchases/api/forget-browser';
import { useNewRestoreCode } from '../../lib/purchases/api/new-restore-code';
import { FORGET_TITLE, NEW_CODE_TITLE } from '../../lib/purchases/messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import * as styles from './purchases.css';

export type CodeAction = 'new-code' | 'forget';

export const NEW_CODE_CONFIRM =
  'Your current code will stop working. Browsers that already used it keep their purchases.';
export const NEW_CODE_FAILED =
  'A new restore code could not be made just now. Your current code still works. Please try again.';
export const FORGET_CONFIRM =
  'This browser will no longer have these purchases. Keep your restore code to get them back.';
export const FORGET_FAILED =
  'This browser could not forget its purchases just now. Nothing has changed. Please try again.';

const words = {
  'new-code': {
    title: NEW_CODE_TITLE,
    confirm: NEW_CODE_CONFIRM,
    failed: NEW_CODE_FAILED,
    action: 'Make a new code',
    pending: 'Making a new code…',
  },
  forget: {
    title: FORGET_TITLE,
    confirm: FORGET_CONFIRM,
    failed: FORGET_FAILED,
    action: 'Forget this browser',
    pending: 'Forgetting…',
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
  const text = words[action];
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
          <AlertDialog.Title className={styles.dialogTitle}>{text.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>
            {text.confirm}
          </AlertDialog.Description>
          {action === 'forget' && code ? (
            <p className={styles.muted}>
              Your restore code: <span className={styles.inlineCode}>{code}</span>
            </p>
          ) : null}
          {mutation.isError ? (
            <Alert tone="destructive" role="alert">
              <p>{text.failed}</p>
            </Alert>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant={action === 'forget' ? 'destructive' : 'primary'}
              disabled={pending}
              onClick={confirm}
            >
              {pending ? text.pending : text.action}
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
