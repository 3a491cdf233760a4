import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import * as styles from './classroom.css';

type Copied = 'idle' | 'copied' | 'manual';

type CopyTextProps = {
  text: string;
  /** The button's words: "Copy link". */
  label: string;
  /** Said once copied: "Link copied". */
  done: string;
  /** The read-only field's label, when the text has to be copied by hand. */
  fieldLabel: string;
};

/**
 * Copies a text to the clipboard. Where the clipboard is missing or refused, the text is shown in
 * a read-only field, selected, to copy by hand. The outcome is said in a status line.
 */
export function CopyText({ text, label, done, fieldLabel }: CopyTextProps) {
  const t = useT('classroom-teach');
  const id = useId();
  const [copied, setCopied] = useState<Copied>('idle');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copied !== 'manual') return;
    field.current?.focus();
    field.current?.select();
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('manual');
    }
  };

  return (
    <div className={styles.tight}>
      <div className={styles.row}>
        <Button variant="outline" className={styles.wrapButton} onClick={copy}>
          {label}
        </Button>
        <p role="status" className={styles.muted}>
          {copied === 'copied' ? done : copied === 'manual' ? t('copy.manual') : ''}
        </p>
      </div>
      {copied === 'manual' ? (
        <div className={styles.tight}>
          <Label htmlFor={`${id}-text`}>{fieldLabel}</Label>
          <Input
            ref={field}
            id={`${id}-text`}
            readOnly
            value={text}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
