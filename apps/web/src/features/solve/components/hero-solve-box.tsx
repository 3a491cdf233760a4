import { type FormEvent, useId, useRef, useState } from 'react';
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { useLocalizedNavigate } from '../../../components/ui/link';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { localizedPath } from '../../../i18n/languages';
import { useLanguage } from '../../../i18n/use-t';
import { problemInputProps, solveHref } from '../../../lib/solve-entry';
import * as styles from './hero-solve-box.css';

/**
 * The Home hero's way into the solver: a plain GET form to /solve?q=…, so it works before the
 * page's script has run. Once React runs it navigates client-side and says so when the box is
 * empty, instead of the browser's bubble. It loads nothing of the solver itself.
 */
export function HeroSolveBox() {
  const id = useId();
  const t = useWords('solve-box');
  const navigate = useLocalizedNavigate();
  const language = useLanguage();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(false);
  const inputId = `${id}-problem`;
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = input.current?.value.trim() ?? '';
    if (problem === '') {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    navigate(solveHref(problem));
  };

  return (
    <form
      action={localizedPath('/solve', language)}
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
      // Before hydration the browser's own check keeps an empty box from submitting.
      noValidate={hydrated}
    >
      <Label htmlFor={inputId} className={styles.label}>
        {t('label')}
      </Label>
      <div className={styles.row}>
        <Input
          ref={input}
          id={inputId}
          name="q"
          required
          {...problemInputProps}
          placeholder={t('placeholder')}
          enterKeyHint="go"
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          onInput={() => setEmpty(false)}
          className={styles.input}
        />
        <Button type="submit" size="large">
          {t('solve')}
        </Button>
      </div>
      <div role="alert">
        {empty ? (
          <p id={errorId} className={styles.error}>
            {t.rich('empty', {
              example: (chunks) => <span className={styles.example}>{chunks}</span>,
            })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
