import { Dialog } from 'radix-ui';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { ApiError } from '../../lib/api';
import { usePurchases } from '../../lib/purchases/api/get-purchases';
import { useRestorePurchases } from '../../lib/purchases/api/restore-purchases';
import {
  RESTORE_FAILED,
  RESTORE_TITLE,
  RESTORE_TOO_MANY,
  RESTORE_UNKNOWN_CODE,
  RESTORED_TOAST,
} from '../../lib/purchases/messages';
import { ownedSummary, ownsAnything } from '../../lib/purchases/owned-summary';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/field';
import { toast } from '../ui/toast-store';
import * as styles from './purchases.css';

/** Before Restore, when this browser already owns something: a restore adds, it moves nothing. */
export const RESTORE_ADDS_NOTE =
  "The code's purchases will be added to this browser. What this browser owns now stays here, and your own restore code keeps working.";

/** Why a restore failed, in words for the visitor. */
function restoreError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return RESTORE_UNKNOWN_CODE;
    if (error.status === 429) return RESTORE_TOO_MANY;
    if (error.status === 400 && error.serverMessage) return error.serverMessage;
  }
  return RESTORE_FAILED;
}

/**
 * The restore dialog (Radix Dialog: focus moves in and is trapped, Escape and Cancel close it,
 * focus returns to the button that opened it). Its own chunk, loaded on the first open.
 */
export default function RestoreDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const restore = useRestorePurchases();
  // What this browser owns already: a restore adds to it, and the dialog says so first.
  const owned = ownsAnything(usePurchases().data);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (restore.isPending) return;
    if (!code.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    restore.mutate(
      { code: code.trim() },
      {
        onSuccess: (purchases) => {
          toast({ title: RESTORED_TOAST, description: ownedSummary(purchases) });
          setCode('');
          restore.reset();
          onOpenChange(false);
        },
      },
    );
  };

  const message = empty
    ? 'Please enter your restore code.'
    : restore.isError
      ? restoreError(restore.error)
      : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          restore.reset();
          setEmpty(false);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          data-testid="restore-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>{RESTORE_TITLE}</Dialog.Title>
          <Dialog.Description className={styles.muted}>
            Bought a pack or a plan in another browser? Enter the restore code shown after your
            purchase (it is also on the receipt Stripe emailed you, if you gave your email when
            paying) and everything it unlocks will open here too.
          </Dialog.Description>
          <form className={styles.stack} onSubmit={onSubmit} noValidate>
            <div className={styles.stack}>
              <Label htmlFor={`${id}-code`}>Restore code</Label>
              <Input
                id={`${id}-code`}
                name="code"
                className={styles.codeInput}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
                aria-invalid={message ? true : undefined}
                aria-describedby={[hintId, owned ? noteId : '', message ? errorId : '']
                  .filter(Boolean)
                  .join(' ')}
                disabled={restore.isPending}
              />
              <p id={hintId} className={styles.muted}>
                20 letters and digits; dashes and spaces are optional.
              </p>
            </div>
            {owned ? (
              <Alert tone="info" id={noteId} data-testid="restore-adds-note">
                <p>{RESTORE_ADDS_NOTE}</p>
              </Alert>
            ) : null}
            {message ? (
              <Alert tone="destructive" role="alert" id={errorId}>
                <p>{message}</p>
              </Alert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={restore.isPending}>
                {restore.isPending ? 'Restoring…' : 'Restore'}
              </Button>
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
