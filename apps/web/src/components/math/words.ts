/**
 * The words of the solver's components in the page's language. `useWords` is for a namespace the
 * page loads before it renders (listed with the page); `useLazyWords` for a component in a chunk
 * of its own that other pages show too (the keypad, the preview, the graph): it fetches its
 * namespace itself the first time it is shown, and renders nothing until it has come.
 * Outside a router (a component rendered on its own, as in unit tests) the language is English.
 */
import { useEffect, useMemo, useState } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { loadMessages, messagesLoaded } from '../../i18n/catalogue';
import { defaultLanguage, type Language, splitLanguage } from '../../i18n/languages';
import { type Translate, translator } from '../../i18n/use-t';

/** `useLocation` only inside a router: a hook called the same way on every render of a tree. */
function Located(): Language {
  return splitLanguage(useLocation().pathname).language;
}

/** The page's language: from its address, English outside a router. */
export function usePageLanguage(): Language {
  // Whether there is a router never changes for a mounted tree, so the hooks' order is stable.
  return useInRouterContext() ? Located() : defaultLanguage;
}

/** The messages of a namespace the page has loaded, in its language. */
export function useWords(namespace: string): Translate {
  const language = usePageLanguage();
  return useMemo(() => translator(language, namespace), [language, namespace]);
}

/** The messages of a namespace this component loads itself: null until they have come. */
export function useLazyWords(namespace: string): Translate | null {
  const language = usePageLanguage();
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
