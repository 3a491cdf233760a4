import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../ui/button';
import * as styles from './purchases.css';
import { restoreCodeMessages } from './restore-code-words';

/**
 * A restore code with a Copy button. Whether the copy worked is said in a polite live region;
 * when the clipboard is refused the code is selected so the visitor can copy it by hand.
 */
export function RestoreCode({ code }: { code: string }) {
  const t = useT(restoreCodeMessages);
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      const node = codeRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopied('failed');
    }
  };

  return (
    <div className={styles.codeRow}>
      <code ref={codeRef} className={styles.code} data-testid="restore-code">
        {code}
      </code>
      <Button size="small" variant="outline" onClick={() => void copy()}>
        {copied === 'copied' ? t('code.copied') : t('code.copy')}
      </Button>
      <p className={styles.muted} role="status">
        {copied === 'copied'
          ? t('code.copiedStatus')
          : copied === 'failed'
            ? t('code.copyRefused')
            : ''}
      </p>
    </div>
  );
}
