import { useEffect, useId, useRef, useState } from 'react';
import { usePageLanguage, useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { localizedPath } from '../../../i18n/languages';
import { solveHref } from '../../../lib/solve-entry';
import * as styles from './solve.css';

type Copied = { state: 'idle' } | { state: 'copied' } | { state: 'manual'; url: string };

/**
 * Copies the link that solves this problem again (`/solve?q=…`, absolute). Where the clipboard
 * is missing or refused, the link is shown in a read-only field, selected, to copy by hand.
 */
export function CopyLink({ problem }: { problem: string }) {
  const id = useId();
  const t = useWords('solve');
  const language = usePageLanguage();
  const [copied, setCopied] = useState<Copied>({ state: 'idle' });
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copied.state !== 'manual') return;
    field.current?.focus();
    field.current?.select();
  }, [copied]);

  const copy = async () => {
    const url = new URL(localizedPath(solveHref(problem), language), window.location.origin).href;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopied({ state: 'copied' });
    } catch {
      setCopied({ state: 'manual', url });
    }
  };

  return (
    <div className={styles.share}>
      <Button variant="outline" size="small" onClick={copy}>
        {t('copy.button')}
      </Button>
      <p role="status" className={styles.shareStatus}>
        {copied.state === 'copied'
          ? t('copy.copied')
          : copied.state === 'manual'
            ? t('copy.manual')
            : ''}
      </p>
      {copied.state === 'manual' ? (
        <div className={styles.shareField}>
          <Label htmlFor={`${id}-url`}>{t('copy.field')}</Label>
          <Input
            ref={field}
            id={`${id}-url`}
            readOnly
            value={copied.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
