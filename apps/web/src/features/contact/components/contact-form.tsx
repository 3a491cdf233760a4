import { CONTACT_MESSAGE_MAX as MESSAGE_MAX } from '@mathtools/contracts/paths';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label, Textarea, useValueFromBeforeHydration } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { type Translate, useT } from '../../../i18n/use-t';
import { useSendContactMessage } from '../api/send-contact-message';
import * as styles from './contact.css';

type Values = { name: string; email: string; subject: string; message: string };
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const empty: Values = { name: '', email: '', subject: '', message: '' };
const order: readonly FieldName[] = ['name', 'email', 'subject', 'message'];

/**
 * Which of a field's messages a problem the rules found calls for: too long, not an email
 * address, else missing.
 */
const problemKind = (code: string) =>
  code === 'too_big' ? 'tooLong' : code === 'invalid_format' ? 'invalid' : 'required';

/**
 * The server's own rules (contracts' ContactRequest), so both sides agree on what is accepted;
 * each problem is said in the page's language (`error.<field>.<kind>`, English word for word the
 * server's own message).
 */
async function validate(values: Values, t: Translate): Promise<Errors> {
  await import('../../../lib/zod-jitless');
  const { checkContact } = await import('../contact-rules');
  const parsed = checkContact(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= t(`error.${field}.${problemKind(issue.code)}`, { max: MESSAGE_MAX });
  }
  return errors;
}

/**
 * Contact form: idle → sending ('Sending...') → success toast and a cleared form,
 * or an error toast with the form kept. The message has a live counter and a hard limit.
 */
export function ContactForm() {
  const id = useId();
  const t = useT('contact');
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useSendContactMessage();
  const checking = useRef(false);
  // Before hydration a click would submit natively (a GET with the fields in the URL).
  const hydrated = useHydrated();
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );

  // What was typed before the script arrived (a long message included) is what gets sent.
  const adopt = (field: FieldName) => (value: string) =>
    setValues((prev) => ({ ...prev, [field]: value }));
  const typedEarly: Record<FieldName, (node: HTMLElement | null) => void> = {
    name: useValueFromBeforeHydration(values.name, adopt('name')),
    email: useValueFromBeforeHydration(values.email, adopt('email')),
    subject: useValueFromBeforeHydration(values.subject, adopt('subject')),
    message: useValueFromBeforeHydration(values.message, adopt('message')),
  };

  const update = (field: FieldName) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void validate(next, t).then(setErrors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || checking.current) return;
    checking.current = true;
    setSubmitted(true);
    const found = await validate(values, t).finally(() => {
      checking.current = false;
    });
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('form.sentTitle'),
          description: t('form.sentText'),
        });
        setValues(empty);
        setErrors({});
        setSubmitted(false);
      },
      onError: () => {
        toast({
          title: t('form.errorTitle'),
          description: t('form.failed'),
          variant: 'destructive',
        });
      },
    });
  };

  const control = (field: FieldName) => {
    const error = errors[field];
    const describedBy = [
      error ? `${id}-${field}-error` : '',
      field === 'message' ? `${id}-count` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: update(field),
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
        refs.current[field] = node;
        typedEarly[field](node);
      },
    };
  };

  const errorText = (field: FieldName) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    // noValidate: the same checks as the server, with its messages, replace browser bubbles.
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={send.isPending}>
      <div className={styles.row}>
        <div className={styles.field}>
          <Label htmlFor={`${id}-name`}>{t('form.name')}</Label>
          <Input {...control('name')} autoComplete="name" maxLength={100} />
          {errorText('name')}
        </div>
        <div className={styles.field}>
          <Label htmlFor={`${id}-email`}>{t('form.email')}</Label>
          <Input {...control('email')} type="email" autoComplete="email" maxLength={254} />
          {errorText('email')}
        </div>
      </div>
      <div className={styles.field}>
        <Label htmlFor={`${id}-subject`}>{t('form.subject')}</Label>
        <Input {...control('subject')} maxLength={200} />
        {errorText('subject')}
      </div>
      <div className={styles.field}>
        <Label htmlFor={`${id}-message`}>{t('form.message')}</Label>
        <Textarea {...control('message')} rows={7} maxLength={MESSAGE_MAX} />
        <p id={`${id}-count`} className={styles.counter}>
          {t('form.count', { count: values.message.length, max: MESSAGE_MAX })}
        </p>
        {errorText('message')}
      </div>
      <div>
        <Button type="submit" size="large" disabled={!hydrated || send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
