import { Card, CardTitle } from '../../../components/ui/card';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../i18n/use-t';
import * as styles from './contact.css';

/** The quick links; their names are the `contact` catalogue's `links.<key>`. */
const quickLinks = [
  { to: '/support', key: 'support' },
  { to: '/how-it-works', key: 'how' },
  { to: '/pricing', key: 'pricing' },
  { to: '/privacy', key: 'privacy' },
] as const;

/** The side panel of /contact: response time, support hours, quick links. */
export function ContactInfo() {
  const t = useT('contact');
  return (
    <aside className={styles.aside} aria-label={t('info.label')}>
      <Card as="section" aria-labelledby="contact-info-title">
        <CardTitle as="h2" id="contact-info-title">
          {t('info.title')}
        </CardTitle>
        <dl className={styles.infoList}>
          <div>
            <dt className={styles.infoTerm}>{t('info.responseTerm')}</dt>
            <dd className={styles.infoValue}>{t('info.response')}</dd>
          </div>
          <div>
            <dt className={styles.infoTerm}>{t('info.hoursTerm')}</dt>
            <dd className={styles.infoValue}>{t('info.hours')}</dd>
          </div>
        </dl>
      </Card>
      <Card as="section" aria-labelledby="contact-links-title">
        <CardTitle as="h2" id="contact-links-title">
          {t('links.title')}
        </CardTitle>
        <ul className={styles.links} aria-label={t('links.title')}>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link className={styles.link} to={link.to}>
                {t(`links.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </aside>
  );
}
