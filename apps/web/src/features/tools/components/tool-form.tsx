import type { Step } from '@mathtools/math-core';
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { StepList } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea, useValueFromBeforeHydration } from '../../../components/ui/field';
import { type Refusal, ToolIdContext, ToolScopeContext } from '../lib/url-state';
import * as styles from './tool.css';

/** The form's refusal, if any: its message's id and the `name` of the control at fault. */
const RefusalContext = createContext<{ id: string; field?: string } | null>(null);

/**
 * What a control adds for the form's refusal: `aria-invalid` when it is the control at fault,
 * and the message among its descriptions (after its own hint).
 */
function refusalWiring(
  refusal: { id: string; field?: string } | null,
  name: string | undefined,
  describedBy: string | undefined,
) {
  const atFault = refusal !== null && name !== undefined && refusal.field === name;
  const ids = [describedBy, atFault ? refusal.id : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': atFault || undefined, 'aria-describedby': ids || undefined };
}

type ToolFormProps = {
  /** Runs on the Calculate button and on Enter in any field. */
  onCalculate: () => void;
  children: ReactNode;
  submitLabel?: string;
  /** Extra buttons beside Calculate (Load Example, Swap …). */
  actions?: ReactNode;
  /** The live region with the result, rendered after the form controls. */
  result: ReactNode;
  /** Long result content (tables, charts) shown after the live region, so it is not read out. */
  details?: ReactNode;
  /**
   * Why the last input was refused, shown (and announced) under the fields; the control whose
   * `name` is its `field` is marked invalid and described by it.
   */
  error?: Refusal | null;
  /**
   * Loads what Calculate will need (`lazyWork`'s `prepare`), on the first focus or press inside
   * the form, so the module is usually there before the visitor has finished typing.
   */
  prepare?: () => void;
  /** The answer is still on its way (its module is loading): the live region says so. */
  busy?: boolean;
  'aria-label': string;
};

/**
 * A tool's form: a real <form> so Enter in any field calculates. Input the tool refuses shows its
 * `error` under the fields (role=alert) with the control at fault marked `aria-invalid` and
 * described by it; after Calculate, focus moves to that control. The result sits in a polite live
 * region that is always in the DOM, so screen readers announce each new result.
 *
 * Before the page's script has run, Calculate sends the form as a plain GET to the same page:
 * each control's `name` is its query key (and on /tools a hidden `tool` names the tool), so the
 * page comes back with the inputs in its URL, fills them in and calculates, as a shared link does.
 */
export function ToolForm({
  onCalculate,
  children,
  submitLabel,
  actions,
  result,
  details,
  error,
  prepare,
  busy,
  ...rest
}: ToolFormProps) {
  const t = useWords('tools');
  const errorId = useId();
  const toolId = useContext(ToolIdContext);
  const listing = useContext(ToolScopeContext) === 'listing';
  const form = useRef<HTMLFormElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  // Calculate was pressed and its answer has not arrived yet: a refusal then moves the focus to
  // the control at fault (one that comes with a link, as the page opens, does not).
  const pressed = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pressed.current = true;
    onCalculate();
  };
  // After each render: the first one with Calculate's answer (a result or a refusal) settles it.
  useEffect(() => {
    if (busy || !pressed.current) return;
    pressed.current = false;
    const named = error?.field ? form.current?.elements.namedItem(error.field) : null;
    const control = named instanceof RadioNodeList ? named[0] : named;
    if (control instanceof HTMLElement) control.focus();
    // A result comes into view (a phone's keyboard or a short window may leave it below), clear
    // of the sticky header by the root's scroll-padding.
    else if (!error) answer.current?.firstElementChild?.scrollIntoView({ block: 'nearest' });
  });
  return (
    <>
      <form
        ref={form}
        className={styles.form}
        onSubmit={submit}
        onFocus={prepare}
        onPointerDown={prepare}
        noValidate
        aria-label={rest['aria-label']}
      >
        {listing && toolId ? <input type="hidden" name="tool" value={toolId} /> : null}
        <RefusalContext.Provider value={error ? { id: errorId, field: error.field } : null}>
          {children}
        </RefusalContext.Provider>
        {error ? (
          <p id={errorId} role="alert" className={styles.error} data-testid="tool-error">
            {error.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit">{submitLabel ?? t('form.calculate')}</Button>
          {actions}
        </div>
      </form>
      <div ref={answer} aria-live="polite">
        {busy ? <p className={styles.muted}>{t('form.calculating')}</p> : result}
      </div>
      {details}
    </>
  );
}

/**
 * A responsive grid of fields; `compact` fits short numeric fields two abreast on phones, `wide`
 * gives selects of long names a row each on phones.
 */
export function Fields({
  children,
  compact,
  wide,
}: {
  children: ReactNode;
  compact?: boolean;
  wide?: boolean;
}) {
  const grid = compact ? styles.compactFields : wide ? styles.wideFields : styles.fields;
  return <div className={grid}>{children}</div>;
}

type InputFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  name?: string;
};

/** A labelled one-line input of `input`'s type bound to text state (the fields below). */
function InputField({
  label,
  value,
  onChange,
  hint,
  placeholder,
  name,
  input,
}: InputFieldProps & { input: ComponentPropsWithoutRef<'input'> }) {
  const refusal = useContext(RefusalContext);
  const ref = useValueFromBeforeHydration(value, onChange);
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...refusalWiring(refusal, name, control['aria-describedby'])}
          {...input}
          ref={ref}
          name={name}
          value={value}
          placeholder={placeholder}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * A labelled number input bound to text state: a text box with the phone's number keyboard
 * (`inputmode`), not type=number, so what was typed reaches the tool as typed. A number input
 * hands over "" for `1e400` or `12,5` (and some browsers drop the comma: 125), where the tool
 * reads the decimal comma and says what is out of range.
 */
export function NumberField({
  integer,
  ...props
}: InputFieldProps & {
  /** Whole numbers only (time fields, people). */
  integer?: boolean;
}) {
  return (
    <InputField
      {...props}
      input={{
        type: 'text',
        inputMode: integer ? 'numeric' : 'decimal',
        autoComplete: 'off',
        spellCheck: false,
      }}
    />
  );
}

/** A labelled date input (the browser's date picker; the value is yyyy-mm-dd) bound to text state. */
export function DateField(props: Omit<InputFieldProps, 'placeholder'>) {
  return <InputField {...props} input={{ type: 'date' }} />;
}

type TextFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The control's name: the refusal's `field` it answers for. */
  name: string;
  hint?: ReactNode;
  placeholder?: string;
  /** A multi-line box (lists of numbers) instead of a one-line input. */
  multiline?: boolean;
};

/** A labelled text input (fractions such as 2 1/2, lists of numbers) bound to text state. */
export function TextField({
  label,
  value,
  onChange,
  name,
  hint,
  placeholder,
  multiline,
}: TextFieldProps) {
  const refusal = useContext(RefusalContext);
  const ref = useValueFromBeforeHydration(value, onChange);
  return (
    <Field label={label} hint={hint}>
      {(control) => {
        const props = {
          ...control,
          ...refusalWiring(refusal, name, control['aria-describedby']),
          ref,
          name,
          value,
          placeholder,
          autoComplete: 'off',
          spellCheck: false,
        };
        return multiline ? (
          <Textarea
            {...props}
            rows={4}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
          />
        ) : (
          <Input
            {...props}
            onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          />
        );
      }}
    </Field>
  );
}

/** A result figure list (label + value pairs) as a <dl>. */
export function ResultStats({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.stats}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.statLabel}>{item.label}</dt>
          <dd className={styles.statValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The working under a result: math-core's steps, each a note in words above its typeset statement
 * (MathML, so the browser typesets it and screen readers read it as maths).
 */
export function Working({ title, steps }: { title?: string; steps: readonly Step[] }) {
  const t = useWords('tools');
  return (
    <div className={styles.working}>
      <h3 className={styles.workingTitle}>{title ?? t('form.steps')}</h3>
      <StepList steps={steps} />
    </div>
  );
}
