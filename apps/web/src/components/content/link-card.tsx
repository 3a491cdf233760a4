import { Card, CardDescription, CardTitle } from '../ui/card';
import { Link } from '../ui/link';
import * as styles from './content.css';

export type LinkCardProps = {
  title: string;
  /** A big figure under the title, e.g. '15+ Tools'. */
  value?: string;
  text: string;
  /** In-app destination; use `href` for a plain link (e.g. '#' for something not launched yet). */
  to?: string;
  href?: string;
  linkLabel: string;
};

/** A card that leads somewhere: title, optional figure, a sentence and an arrow link. */
export function LinkCard({ title, value, text, to, href, linkLabel }: LinkCardProps) {
  const label = (
    <>
      {linkLabel} <span aria-hidden="true">→</span>
    </>
  );
  return (
    <Card as="article">
      <CardTitle>{title}</CardTitle>
      {value ? <p className={styles.cardValue}>{value}</p> : null}
      <CardDescription>{text}</CardDescription>
      {to ? (
        <Link className={styles.cardLink} to={to}>
          {label}
        </Link>
      ) : (
        <a className={styles.cardLink} href={href}>
          {linkLabel}
        </a>
      )}
    </Card>
  );
}
