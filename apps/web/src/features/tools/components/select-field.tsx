import type { ChangeEvent, ReactNode } from 'react';
import { Field, useValueFromBeforeHydration } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';

// Beside tool-form.tsx, in a module of its own: only the tools with a select load it (and the
// select primitive).

type SelectFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  name?: string;
};

/** A labelled select bound to text state. */
export function SelectField({ label, value, onChange, options, name }: SelectFieldProps) {
  const ref = useValueFromBeforeHydration(value, onChange);
  return (
    <Field label={label}>
      {(control) => (
        <Select
          {...control}
          ref={ref}
          name={name}
          value={value}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
