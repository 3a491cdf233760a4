import {
  type ComponentPropsWithRef,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
} from 'react';
import { cx } from '../../lib/cx';
import * as styles from './field.css';

export function Label({ className, ...props }: ComponentPropsWithRef<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
  return <label className={cx(styles.label, className)} {...props} />;
}

export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input className={cx(styles.input, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={cx(styles.textarea, className)} {...props} />;
}

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Renders the control with the generated id and hint wiring. */
  children: (control: { id: string; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
};

/** Label + control + optional hint, wired with ids so screen readers read them together. */
export function Field({ label, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx(styles.field, className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': hintId })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An input's, a text area's or a select's value. */
const controlValue = (element: HTMLElement) =>
  'value' in element ? String(element.value) : undefined;

/**
 * What a visitor typed or picked before the page's script arrived. A prerendered form can be
 * filled on a slow connection; when React then hydrates it, the control keeps what is on screen
 * but the component's state still holds its start value, so a submit would act on an empty field
 * the visitor can see filled in. Once hydrated, the control hands its on-screen value to
 * `onChange` when it differs from `value` (a control mounted later, by the app, already shows its
 * state: nothing happens). Returns the control's ref; `read` gets the on-screen value (a text
 * control's by default). Here, beside the controls, because it is small and the footer's form
 * puts this module in every page's first load anyway: in a module of its own it was one more
 * chunk for each tool page to fetch.
 */
export function useValueFromBeforeHydration(
  value: string,
  onChange: (value: string) => void,
  read: (element: HTMLElement) => string | undefined = controlValue,
): (node: HTMLElement | null) => void {
  const element = useRef<HTMLElement | null>(null);
  const mounted = useRef({ value, onChange, read });
  useEffect(() => {
    const { value: start, onChange: report, read: shownIn } = mounted.current;
    const shown = element.current ? shownIn(element.current) : undefined;
    if (shown !== undefined && shown !== start) report(shown);
  }, []);
  return useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
}
