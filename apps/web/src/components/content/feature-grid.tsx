import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '../ui/card';
import { Grid } from '../ui/section';
import * as styles from './content.css';

export type Feature = { title: string; text: ReactNode; glyph: string };

/** Cards with a glyph, a title and a sentence or two: features, values, team roles. */
export function FeatureGrid({
  features,
  columns = 3,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <Grid as="ul" columns={columns}>
      {features.map((f) => (
        <Card as="li" key={f.title}>
          <span className={styles.glyph} aria-hidden="true">
            {f.glyph}
          </span>
          <CardTitle>{f.title}</CardTitle>
          <CardDescription>{f.text}</CardDescription>
        </Card>
      ))}
    </Grid>
  );
}
