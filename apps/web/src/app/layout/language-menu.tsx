import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../components/ui/use-hydrated';
import { languageNames, languages, localizedPath, splitLanguage } from '../../i18n/languages';
import { rememberLanguage } from '../../i18n/preference';
import { useLanguage, useT } from '../../i18n/use-t';
import * as styles from './header.css';
import { GlobeIcon } from './icons';

/**
 * The address of the page shown, in `language`, with its query and hash once the page runs (the
 * prerendered page has none, and hydration would keep its links as they were).
 */
export function useAddressIn(): (language: (typeof languages)[number]) => string {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const { path } = splitLanguage(pathname);
  return (language) => `${localizedPath(path, language)}${hydrated ? `${search}${hash}` : ''}`;
}

/**
 * The language menu: a button showing the page's language that opens the list of the site's
 * languages, each named in itself (and marked with its `lang`, so a screen reader says
 * "Deutsch" in German). An item is a link to the same page, query and all, in that language, and
 * choosing it is remembered for the next visits. A disclosure rather than a menu widget: Tab
 * goes through the links, Escape or a click elsewhere closes it, and it costs no library.
 */
export function LanguageMenu() {
  const t = useT('common');
  const language = useLanguage();
  // Shown on the button, and the start of its name: what a voice-control user sees is what they
  // say to press it ("click EN"), the rest of the name says what it is.
  const code = language.toUpperCase();
  const addressIn = useAddressIn();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Closed by every navigation.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.languageMenu}>
      <Button
        ref={button}
        variant="ghost"
        size="small"
        className={styles.languageButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.button', { code, language: languageNames[language] })}
        onClick={() => setOpen((o) => !o)}
        data-testid="language-menu"
      >
        <GlobeIcon />
        <span className={styles.languageCode}>{code}</span>
      </Button>
      <ul id={listId} className={styles.languageList} hidden={!open}>
        {languages.map((code) => (
          <li key={code}>
            <RouterLink
              to={addressIn(code)}
              lang={code}
              hrefLang={code}
              aria-current={code === language ? 'true' : undefined}
              className={styles.languageLink}
              onClick={() => rememberLanguage(code)}
            >
              {languageNames[code]}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
