import type { ReactNode } from 'react';
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
  summary,
  showPageLink = false,
  children,
}: ToolCardProps & { id: ToolId; summary: string; children: ReactNode }) {
  const info = toolInfo(id);
  const headingId = `${id}-title`;
  return (
    <Card as="section" id={id} aria-labelledby={headingId} className={styles.card}>
      <div className={styles.cardHeader}>
        <CardTitle as="h2" id={headingId}>
          {title ?? info.name}
        </CardTitle>
        {showPageLink && info.page ? (
          <Link to={info.page.path} className={styles.pageLink} aria-describedby={headingId}>
            View Dedicated Page
          </Link>
        ) : null}
      </div>
      <CardDescription>{summary}</CardDescription>
      <ToolIdContext.Provider value={id}>{children}</ToolIdContext.Provider>
    </Card>
  );
}
