import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { solveHref } from '../../../lib/solve-entry';
import * as styles from './solve.css';

type Copied = { state: 'idle' } | { state: 'copied' } | { state: 'manual'; url: string };

/**
 * Copies the link that solves this problem again (`/solve?q=…`, absolute). Where the clipboard
 * is missing or refused, the link is shown in a read-only field, selected, to copy by hand.
 */
export function CopyLink({ problem }: { problem: string }) {
  const id = useId();
  const [copied, setCopied] = useState<Copied>({ state: 'idle' });
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copied.state !== 'manual') return;
    field.current?.focus();
    field.current?.select();
  }, [copied]);

  const copy = async () => {
    const url = new URL(solveHref(problem), window.location.origin).href;
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
        Copy link
      </Button>
      <p role="status" className={styles.shareStatus}>
        {copied.state === 'copied'
          ? 'Link copied'
          : copied.state === 'manual'
            ? 'Copying is not allowed here: the link is selected below, copy it by hand.'
            : ''}
      </p>
      {copied.state === 'manual' ? (
        <div className={styles.shareField}>
          <Label htmlFor={`${id}-url`}>Link to this solution</Label>
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
