import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/section';
import { loadMessages } from '../../i18n/catalogue';
import type { Language } from '../../i18n/languages';
import { rememberedLanguage, rememberLanguage, suggestedLanguage } from '../../i18n/preference';
import { translator, useLanguage } from '../../i18n/use-t';
import * as styles from './header.css';
import { useAddressIn } from './language-menu';

/**
 * On an English page, a one-line offer of the same page in the visitor's language, said in that
 * language ("Esta página está disponible en español"): the one they chose before, or else the
 * first of their browser's languages the site has. The browser's languages only suggest: the site
 * never redirects. Dismissing it remembers English. Shown once the page runs (the prerender
 * cannot know the visitor), with the shell's words in that language fetched first.
 */
export function LanguageNotice() {
  const language = useLanguage();
  const addressIn = useAddressIn();
  const [offer, setOffer] = useState<Language | null>(null);

  useEffect(() => {
    const suggested = suggestedLanguage(language, rememberedLanguage(), navigator.languages ?? []);
    if (!suggested) {
      setOffer(null);
      return;
    }
    let current = true;
    loadMessages(suggested, ['common']).then(
      () => current && setOffer(suggested),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (!offer) return null;
  const t = translator(offer, 'common');
  return (
    <div className={styles.languageNotice} lang={offer} data-testid="language-notice">
      <Container className={styles.languageNoticeRow}>
        <p className={styles.languageNoticeText}>
          {t('languageNotice.available')}{' '}
          <RouterLink
            to={addressIn(offer)}
            hrefLang={offer}
            onClick={() => rememberLanguage(offer)}
          >
            {t('languageNotice.switch')}
          </RouterLink>
        </p>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            rememberLanguage('en');
            setOffer(null);
          }}
        >
          {t('languageNotice.dismiss')}
        </Button>
      </Container>
    </div>
  );
}
