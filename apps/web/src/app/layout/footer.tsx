import { Link } from '../../components/ui/link';
import { Container } from '../../components/ui/section';
import { NewsletterForm } from '../../features/newsletter';
import { useT } from '../../i18n/use-t';
import { footerNav, SUPPORT_EMAIL, socialLinks } from '../site';
import * as styles from './footer.css';
import * as headerStyles from './header.css';
import { Logo, MailIcon, SocialIcon } from './icons';

export function Footer() {
  const t = useT('common');
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.about}>
            <Link to="/" className={headerStyles.brand} aria-label={t('header.home')}>
              <Logo className={headerStyles.logo} />
              <span>MathTools</span>
            </Link>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            <p className={styles.support}>
              <MailIcon />
              <span>
                {t('footer.supportEmail')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </span>
            </p>
            <ul className={styles.social}>
              {socialLinks.map((s) => (
                <li key={s.href}>
                  <a
                    className={styles.socialLink}
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { network: s.name })}
                  >
                    <SocialIcon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
            <div className={styles.newsletter}>
              <NewsletterForm />
            </div>
          </div>
          <nav aria-label={t('footer.nav')} className={styles.groups}>
            {footerNav.map((group) => (
              <div key={group.key}>
                <h2 className={styles.groupTitle}>{t(`footer.${group.key}`)}</h2>
                <ul className={styles.linkList}>
                  {group.links.map((l) => (
                    <li key={l.to}>
                      <Link className={styles.link} to={l.to}>
                        {t(`footer.link.${l.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p>{t('footer.copyright', { year: String(__BUILD_YEAR__) })}</p>
          <p>{t('footer.madeFor')}</p>
        </div>
      </Container>
    </footer>
  );
}
