import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { formatMessage } from './catalogue';
import { defaultLanguage, type Language, splitLanguage } from './languages';

/** `useLocation` only inside a router: a hook called the same way on every render of a tree. */
function useLocatedLanguage(): Language {
  return splitLanguage(useLocation().pathname).language;
}

/**
 * The language of the page shown: the code before its route (`/es/…`), English without one.
 * Outside a router (a component rendered on its own, as in unit tests) it is English.
 */
export function useLanguage(): Language {
  // Whether there is a router never changes for a mounted tree, so the hooks' order is stable.
  return useInRouterContext() ? useLocatedLanguage() : defaultLanguage;
}

export type Translate = {
  /** A message as text: `t('header.contact')`, or with values `t(key, { count: 3 })`. */
  (key: string, values?: Record<string, string | number | Date | null | undefined>): string;
  /**
   * A message with markup: each tag of the message (`Read the <terms>terms</terms>`) is a
   * function of its content given in `values`, and a value may be an element.
   */
  rich: (
    key: string,
    values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
  ) => ReactNode;
};

/**
 * The messages of one namespace in the page's language. The page's catalogues are loaded before
 * it renders (each page lists its namespaces in the route table).
 */
export function useT(namespace: string): Translate {
  const language = useLanguage();
  return useMemo(() => translator(language, namespace), [language, namespace]);
}

/** The same, outside a component: for a language known from elsewhere (the page's head). */
export function translator(language: Language, namespace: string): Translate {
  const t = ((key, values) => {
    const out = formatMessage(language, namespace, key, values);
    return typeof out === 'string' ? out : out.join('');
  }) as Translate;
  t.rich = (key, values) => {
    const out = formatMessage(language, namespace, key, values);
    if (typeof out === 'string') return out;
    return createElement(
      Fragment,
      null,
      ...out.map((part, i) =>
        typeof part === 'string' ? part : createElement(Fragment, { key: i }, part as ReactNode),
      ),
    );
  };
  return t;
}
