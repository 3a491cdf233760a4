import type { ReactNode } from 'react';
import { useWords } from '../../../components/math/words';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Link } from '../../../components/ui/link';
import { ToolIdContext } from '../lib/url-state';
import { type ToolAbout, type ToolId, toolInfo } from '../registry';

export type { ToolAbout };

import * as styles from './tool.css';

export type ToolCardProps = {
  /** Heading for the card; defaults to the tool's name. */
  title?: string;
  /** Whether to link to the tool's dedicated page (on /tools, not on the page itself). */
  showPageLink?: boolean;
};

/** A tool's frame: heading (h2), summary, optional 'View Dedicated Page' link, the widget. */
export function ToolCard({
  id,
  title,
  showPageLink = false,
  children,
}: ToolCardProps & {
  id: ToolId;
  /** The line under the heading in English (the widget's `about`); other languages' from `tools`. */
  summary: string;
  children: ReactNode;
}) {
  const t = useWords('tools');
  const info = toolInfo(id);
  const headingId = `${id}-title`;
  return (
    <Card as="section" id={id} aria-labelledby={headingId} className={styles.card}>
      <div className={styles.cardHeader}>
        <CardTitle as="h2" id={headingId}>
          {title ?? t(`name.${id}`)}
        </CardTitle>
        {showPageLink && info.page ? (
          <Link to={info.page.path} className={styles.pageLink} aria-describedby={headingId}>
            {t('card.pageLink')}
          </Link>
        ) : null}
      </div>
      <CardDescription>{t(`summary.${id}`)}</CardDescription>
      <ToolIdContext.Provider value={id}>{children}</ToolIdContext.Provider>
    </Card>
  );
}
