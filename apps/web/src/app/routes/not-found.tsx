import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Container } from '../../components/ui/section';
import { useT } from '../../i18n/use-t';
import * as styles from './not-found.css';

export function Component() {
  const t = useT('common');
  return (
    <Container className={styles.wrapper}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <p className={styles.hint}>
        <code>{t('notFound.hint')}</code>
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tools">{t('notFound.tools')}</Link>
        </Button>
      </div>
    </Container>
  );
}
