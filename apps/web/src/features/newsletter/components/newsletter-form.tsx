import { type FormEvent, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { loadMessages } from '../../../i18n/catalogue';
import { useLanguage, useT } from '../../../i18n/use-t';
import { prepareNewsletter, useSubscribeNewsletter } from '../api/use-subscribe-newsletter';
import * as styles from './newsletter-form.css';

/**
 * Footer newsletter form (its words are the shell's, in the `common` catalogue): idle → submitting ('...' and disabled inputs) →
 * idle. Validation beyond "not empty" is the server's; on failure its message is shown in the
 * page's language (`userMessage`: the footer is on every page, so the catalogue of the words for
 * the server's error codes is fetched when a failure needs it).
 */
export function NewsletterForm() {
  const id = useId();
  const t = useT('common');
  const language = useLanguage();
  // Uncontrolled: the address is read when the form is sent, so one typed before the page's
  // script arrived is sent too (React does not copy it into state when it hydrates).
  const input = useRef<HTMLInputElement>(null);
  const subscribe = useSubscribeNewsletter();
  const submitting = subscribe.isPending;
  // Before hydration the browser would send the form itself, as a GET that puts the address in
  // the page's URL (history, logs, Referer) and subscribes no one: Subscribe waits for the script.
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = input.current?.value ?? '';
    if (!email.trim()) {
      toast({
        title: t('newsletter.errorTitle'),
        description: t('newsletter.emailRequired'),
        variant: 'destructive',
      });
      return;
    }
    subscribe.mutate(
      { email },
      {
        onSuccess: () => {
          toast({
            title: t('newsletter.successTitle'),
            description: t('newsletter.successText'),
          });
          form.reset();
        },
        onError: (error) => {
          const fallback = t('newsletter.failed');
          const show = (description: string) =>
            toast({ title: t('newsletter.errorTitle'), description, variant: 'destructive' });
          // The API client (which picks the words for the server's error code) came with the
          // call; when the call's code itself could not be fetched (offline), it does not come
          // either, and neither may the catalogue: the generic words are shown then.
          import('../../../lib/api').then(
            ({ apiErrorMessages, userMessage }) => {
              const shown = () => show(userMessage(error, fallback, language));
              return loadMessages(language, [apiErrorMessages]).then(shown, shown);
            },
            () => show(fallback),
          );
        },
      },
    );
  };

  return (
    // noValidate: our own messages (toasts) replace the browser's validation bubbles.
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={prepareNewsletter}
      noValidate
      aria-busy={submitting}
    >
      <Label htmlFor={`${id}-email`}>{t('newsletter.label')}</Label>
      <div className={styles.row}>
        <Input
          ref={input}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={submitting}
        />
        <Button type="submit" className={styles.button} disabled={!hydrated || submitting}>
          {submitting ? '...' : t('newsletter.subscribe')}
        </Button>
      </div>
      <VisuallyHidden role="status">{submitting ? t('newsletter.subscribing') : ''}</VisuallyHidden>
    </form>
  );
}
