import { Link } from '../../components/ui/link';
import { Container } from '../../components/ui/section';
import { NewsletterForm } from '../../features/newsletter';
import { footerNav, SUPPORT_EMAIL, socialLinks } from '../site';
import * as styles from './footer.css';
import * as headerStyles from './header.css';
import { Logo, MailIcon, SocialIcon } from './icons';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.about}>
            <Link to="/" className={headerStyles.brand} aria-label="MathTools home">
              <Logo className={headerStyles.logo} />
              <span>MathTools</span>
            </Link>
            <p className={styles.tagline}>
              Free math tools that translate the hard into the clear: answers with the formula and
              every step, for students, teachers and anyone with a sum to do.
            </p>
            <p className={styles.support}>
              <MailIcon />
              <span>
                Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
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
                    aria-label={s.label}
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
          <nav aria-label="Footer" className={styles.groups}>
            {footerNav.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.linkList}>
                  {group.links.map((l) => (
                    <li key={l.to}>
                      <Link className={styles.link} to={l.to}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p>
            © {__BUILD_YEAR__} MathTools. Tools are free and unlimited; no registration required.
          </p>
          <p>Made for students, teachers and the curious.</p>
        </div>
      </Container>
    </footer>
  );
}
