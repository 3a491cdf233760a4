import type { ReactNode } from 'react';
import { PolicyPage, policiesUpdated } from '../../components/content/policy-page';
import { Link } from '../../components/ui/link';
import { useLanguage, useT } from '../../i18n/use-t';
import { SUPPORT_EMAIL } from '../site';

/** What we collect, in order; each item's words are the `privacy` catalogue's `collect.<key>`. */
const collected = ['tools', 'practice', 'classes', 'newsletter', 'contact', 'purchases'] as const;

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function Component() {
  const t = useT('privacy');
  const language = useLanguage();
  return (
    <PolicyPage
      eyebrow={t('page.eyebrow')}
      title={t('page.title')}
      intro={t('page.intro')}
      updated={t('page.updated', { date: policiesUpdated(language) })}
    >
      <h2>{t('collect.title')}</h2>
      <ul>
        {collected.map((key) => (
          <li key={key}>{t.rich(`collect.${key}`, { strong })}</li>
        ))}
      </ul>
      <h2>{t('use.title')}</h2>
      <p>{t('use.text')}</p>
      <h2>{t('cookies.title')}</h2>
      <p>{t('cookies.text')}</p>
      <h2>{t('keep.title')}</h2>
      <p>{t('keep.text')}</p>
      <h2>{t('children.title')}</h2>
      <p>{t('children.text')}</p>
      <h2>{t('rights.title')}</h2>
      <p>
        {t.rich('rights.text', {
          email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
          contact: (chunks) => <Link to="/contact">{chunks}</Link>,
        })}
      </p>
      <h2>{t('changes.title')}</h2>
      <p>{t('changes.text')}</p>
    </PolicyPage>
  );
}
