import { useId } from 'react';
import { useValueFromBeforeHydration } from '../../../components/ui/field';
import * as styles from './tool.css';

// Beside tool-form.tsx, in a module of its own: only the tools with radio buttons load it.

type RadioGroupProps = {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The radios' `name`: the tool's query key, so a form sent before the page's script ran keeps it. */
  name?: string;
};

/** The value of the checked radio button in a fieldset. */
const checkedValue = (fieldset: HTMLElement) =>
  fieldset.querySelector<HTMLInputElement>('input:checked')?.value;

/** A fieldset of radio buttons (arrow keys move between them natively). */
export function RadioGroup({ legend, value, onChange, options, name: key }: RadioGroupProps) {
  const id = useId();
  const name = key ?? id;
  const ref = useValueFromBeforeHydration(value, onChange, checkedValue);
  return (
    <fieldset ref={ref} className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((o) => (
          <label key={o.value} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
