import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Container } from '../../components/ui/section';
import * as styles from './not-found.css';

export function Component() {
  return (
    <Container className={styles.wrapper}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>
        We couldn't find that page. It may have moved, or the link may be mistyped.
      </p>
      <p className={styles.hint}>
        <code>Did you forget to add the page to the router?</code>
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tools">Browse the tools</Link>
        </Button>
      </div>
    </Container>
  );
}
