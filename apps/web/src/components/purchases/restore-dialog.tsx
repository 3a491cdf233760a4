import { Dialog } from 'radix-ui';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import type { Language } from '../../i18n/languages';
import { type Translate, useLanguage, useT } from '../../i18n/use-t';
import { ApiError, userMessage } from '../../lib/api';
import { usePackName } from '../../lib/pack-names';
import { usePurchases } from '../../lib/purchases/api/get-purchases';
import { useRestorePurchases } from '../../lib/purchases/api/restore-purchases';
import { ownedSummary, ownsAnything } from '../../lib/purchases/owned-summary';
import { dayLocale } from '../../lib/purchases/trial-label';
import { useLazyWords } from '../math/words';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/field';
import { toast } from '../ui/toast-store';
import * as styles from './purchases.css';
import { restoreCodeMessages } from './restore-code-words';

/** Why a restore failed, in words for the visitor (`t`: the restore code's words). */
function restoreError(error: unknown, t: Translate, language: Language): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('restore.unknownCode');
    if (error.status === 429) return t('restore.tooMany');
    if (error.status === 400) return userMessage(error, t('restore.failed'), language);
  }
  return t('restore.failed');
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
  const t = useT('purchases');
  const words = useLazyWords(restoreCodeMessages);
  const language = useLanguage();
  const packName = usePackName();
  const restore = useRestorePurchases();
  // What this browser owns already: a restore adds to it, and the dialog says so first.
  const owned = ownsAnything(usePurchases().data);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  if (!words) return null;

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
          toast({
            title: words('restore.toast'),
            description: ownedSummary(purchases, t, dayLocale(language), packName),
          });
          setCode('');
          restore.reset();
          onOpenChange(false);
        },
      },
    );
  };

  const message = empty
    ? words('restore.empty')
    : restore.isError
      ? restoreError(restore.error, words, language)
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
          <Dialog.Title className={styles.dialogTitle}>{t('restore.title')}</Dialog.Title>
          <Dialog.Description className={styles.muted}>
            {words('restore.description')}
          </Dialog.Description>
          <form className={styles.stack} onSubmit={onSubmit} noValidate>
            <div className={styles.stack}>
              <Label htmlFor={`${id}-code`}>{words('restore.codeLabel')}</Label>
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
                {words('restore.hint')}
              </p>
            </div>
            {owned ? (
              <Alert tone="info" id={noteId} data-testid="restore-adds-note">
                <p>{words('restore.addsNote')}</p>
              </Alert>
            ) : null}
            {message ? (
              <Alert tone="destructive" role="alert" id={errorId}>
                <p>{message}</p>
              </Alert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={restore.isPending}>
                {restore.isPending ? words('restore.pending') : words('restore.submit')}
              </Button>
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  {t('cancel')}
                </Button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
