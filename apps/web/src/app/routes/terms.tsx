import { PolicyPage, policiesUpdated } from '../../components/content/policy-page';
import { Link } from '../../components/ui/link';
import { useLanguage, useT } from '../../i18n/use-t';

export function Component() {
  const t = useT('terms');
  const language = useLanguage();
  return (
    <PolicyPage
      eyebrow={t('page.eyebrow')}
      title={t('page.title')}
      intro={t('page.intro')}
      updated={t('page.updated', { date: policiesUpdated(language) })}
    >
      <h2>{t('use.title')}</h2>
      <p>{t('use.text')}</p>
      <h2>{t('age.title')}</h2>
      <p>{t('age.text')}</p>
      <h2>{t('learning.title')}</h2>
      <p>{t('learning.text')}</p>
      <h2>{t('premium.title')}</h2>
      <ul>
        <li>{t('premium.packs')}</li>
        <li>{t('premium.plans')}</li>
        <li>{t('premium.notice')}</li>
      </ul>
      <h2>{t('refunds.title')}</h2>
      <p>
        {t.rich('refunds.text', {
          contact: (chunks) => <Link to="/contact">{chunks}</Link>,
        })}
      </p>
      <h2>{t('account.title')}</h2>
      <p>
        {t.rich('account.text', {
          privacy: (chunks) => <Link to="/privacy">{chunks}</Link>,
        })}
      </p>
      <h2>{t('content.title')}</h2>
      <p>{t('content.text')}</p>
      <h2>{t('changes.title')}</h2>
      <p>{t('changes.text')}</p>
    </PolicyPage>
  );
}
