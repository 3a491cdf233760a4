import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { FeatureList } from '../../../components/ui/feature-list';
import { Grid } from '../../../components/ui/section';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { type PricingTier, pricingTiers } from '../tiers';
import * as styles from './pricing.css';

function TierCard({ tier }: { tier: PricingTier }) {
  const titleId = `tier-${tier.id}`;
  return (
    <Card
      as="li"
      tone={tier.popular ? 'highlighted' : 'default'}
      aria-labelledby={titleId}
      data-testid={`tier-${tier.id}`}
    >
      <div className={styles.tierHeader}>
        <CardTitle as="h2" id={titleId}>
          {tier.name}
        </CardTitle>
        {tier.popular ? <Badge>Most popular</Badge> : null}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>${tier.price}</span>
        <span className={styles.period}>/month</span>
      </p>
      {tier.trial ? <p className={styles.trial}>7-day free trial, no card required</p> : null}
      <CardDescription>{tier.description}</CardDescription>
      <FeatureList label={`${tier.name} plan features`} items={tier.features} announce />
      <Button asChild variant={tier.popular ? 'primary' : 'outline'} fullWidth>
        <Link to={tier.href}>
          {tier.cta}
          {tier.id === 'free' ? null : <VisuallyHidden> for ${tier.price} a month</VisuallyHidden>}
        </Link>
      </Button>
    </Card>
  );
}

/** The three pricing tiers, the popular one highlighted. */
export function PricingTiers() {
  return (
    <Grid as="ul" columns={3} className={styles.grid} aria-label="Plans">
      {pricingTiers.map((tier) => (
        <TierCard key={tier.id} tier={tier} />
      ))}
    </Grid>
  );
}
