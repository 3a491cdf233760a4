/**
 * The words of the solver's components in the page's language. `useWords` is for a namespace the
 * page loads before it renders (listed with the page); `useLazyWords` for a component in a chunk
 * of its own that other pages show too (the keypad, the preview, the graph): it fetches its
 * namespace itself the first time it is shown, and renders nothing until it has come.
 * Outside a router (a component rendered on its own, as in unit tests) the language is English.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadMessages, messagesLoaded } from '../../i18n/catalogue';
import { type Translate, translator, useLanguage, useT } from '../../i18n/use-t';

/** The page's language (English outside a router): the app's one `useLanguage`. */
export const usePageLanguage = useLanguage;

/** The messages of a namespace the page has loaded, in its language: the app's one `useT`. */
export const useWords = useT;

/** The messages of a namespace this component loads itself: null until they have come. */
export function useLazyWords(namespace: string): Translate | null {
  const language = useLanguage();
  const ready = messagesLoaded(language, namespace);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadMessages(language, [namespace]).then(
      () => live && setArrived((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, language, namespace]);
  return useMemo(
    () => (ready ? translator(language, namespace) : null),
    [ready, language, namespace],
  );
}
