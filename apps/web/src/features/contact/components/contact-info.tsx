import { Card, CardTitle } from '../../../components/ui/card';
import { Link } from '../../../components/ui/link';
import * as styles from './contact.css';

const quickLinks = [
  { to: '/support', label: 'Help center and FAQ' },
  { to: '/how-it-works', label: 'How MathTools works' },
  { to: '/pricing', label: 'Plans and pricing' },
  { to: '/privacy', label: 'Privacy policy' },
] as const;

/** The side panel of /contact: response time, support hours, quick links. */
export function ContactInfo() {
  return (
    <aside className={styles.aside} aria-label="Contact information">
      <Card as="section" aria-labelledby="contact-info-title">
        <CardTitle as="h2" id="contact-info-title">
          Get in touch
        </CardTitle>
        <dl className={styles.infoList}>
          <div>
            <dt className={styles.infoTerm}>Response time</dt>
            <dd className={styles.infoValue}>We reply to every message within 24 hours.</dd>
          </div>
          <div>
            <dt className={styles.infoTerm}>Support hours</dt>
            <dd className={styles.infoValue}>Monday to Friday 9:00 AM to 6:00 PM EST</dd>
          </div>
        </dl>
      </Card>
      <Card as="section" aria-labelledby="contact-links-title">
        <CardTitle as="h2" id="contact-links-title">
          Quick links
        </CardTitle>
        <ul className={styles.links} aria-label="Quick links">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link className={styles.link} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </aside>
  );
}
