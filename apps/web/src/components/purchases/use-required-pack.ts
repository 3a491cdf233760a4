import { useState } from 'react';

/**
 * A required pack choice: the value, and whether to say it is missing (after a submit without
 * one, until a pack is picked). `field` goes straight to PackSelect; `check()` on submit.
 */
export function useRequiredPack(initial: string, message: string) {
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState(false);
  return {
    value,
    field: {
      value,
      onChange: (id: string) => {
        setValue(id);
        if (id) setMissing(false);
      },
      error: missing ? message : null,
    },
    /** True when a pack is chosen; otherwise the field says so. */
    check: () => {
      setMissing(!value);
      return value !== '';
    },
  };
}
