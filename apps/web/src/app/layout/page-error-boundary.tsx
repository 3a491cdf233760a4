import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/section';
import { useT } from '../../i18n/use-t';
import * as styles from '../routes/not-found.css';

type Props = {
  /** The page's address: another page clears the failure. */
  resetKey: string;
  /** Called once the failure is on screen, to let the next render of the page start afresh. */
  onError: () => void;
  children: ReactNode;
};
type State = { failed: boolean; key: string };

/**
 * What the main area shows when its page cannot be shown: a page whose code could not be fetched
 * (offline before the service worker has the site) or that failed while rendering. Without it,
 * React unmounts the whole root and the visitor is left with an empty window. The header and
 * footer stay; Try again renders the page anew (its code fetched again), and a link to another
 * page clears the failure. `onError` runs only after the failure is shown, so the failed page is
 * not rendered (and fetched) again in between.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

/** The failure's words, in the page's language (the shell's catalogue is loaded before any page). */
function PageFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT('common');
  return (
    <Container className={styles.wrapper}>
      <h1 className={styles.title}>{t('pageError.title')}</h1>
      <p className={styles.text}>{t('pageError.text')}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('pageError.retry')}</Button>
      </div>
    </Container>
  );
}
