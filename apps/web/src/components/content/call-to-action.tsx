import { Button } from '../ui/button';
import { Link } from '../ui/link';
import { Container } from '../ui/section';
import * as styles from './content.css';

type Action = { to: string; label: string };

/** The closing band of a page: a heading, a line of copy and one or two links. */
export function CallToAction({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.ctaSection}>
      <Container>
        <div className={styles.cta}>
          <h2 id={`${id}-heading`} className={styles.ctaTitle}>
            {title}
          </h2>
          <p className={styles.ctaText}>{text}</p>
          <div className={styles.ctaActions}>
            <Button asChild size="large" className={styles.ctaButtonInverse}>
              <Link to={primary.to}>{primary.label}</Link>
            </Button>
            {secondary ? (
              <Button asChild size="large" variant="outline" className={styles.ctaButtonOutline}>
                <Link to={secondary.to}>{secondary.label}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
