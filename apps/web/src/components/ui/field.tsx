import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
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
