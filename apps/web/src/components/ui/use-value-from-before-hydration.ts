import { useCallback, useEffect, useRef } from 'react';

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
 * control's by default).
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
