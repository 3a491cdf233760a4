import type { Purchases } from '@mathtools/contracts';
import { PurchasesBar } from '../../../components/purchases/purchases-bar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { FeatureList } from '../../../components/ui/feature-list';
import { Link } from '../../../components/ui/link';
import { Grid } from '../../../components/ui/section';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useDeferredData } from '../../../lib/deferred-data';
import { packName } from '../../../lib/packs';
import { usePurchases } from '../../../lib/purchases/api/get-purchases';
import { trialLabel } from '../../../lib/purchases/owned-summary';
import { formatDay } from '../../../lib/purchases/purchase-return';
import { type PricingTier, pricingTiers } from '../tiers';
import * as styles from './pricing.css';
import { TrialStart } from './trial-start';

type Plan = NonNullable<Purchases['plan']>;

/**
 * "Your Pro free trial is active until 30 November 2026, with Geometry Essentials.", under a
 * "Trial until 30 November 2026" badge for a trial.
 */
function ActivePlan({ plan }: { plan: Plan }) {
  return (
    <div className={styles.activePlan} data-testid="active-plan">
      {plan.trial ? (
        <Badge tone="warning" data-testid="plan-trial">
          {trialLabel(plan)}
        </Badge>
      ) : null}
      <p className={styles.activePlanText}>
        Your {plan.name} {plan.trial ? 'free trial' : 'plan'} is active until{' '}
        <time dateTime={plan.expiresAt}>{formatDay(plan.expiresAt)}</time>
        {plan.packId ? `, with ${packName(plan.packId)}` : ''}.
      </p>
    </div>
  );
}

function TierCard({ tier, plan }: { tier: PricingTier; plan: Plan | null }) {
  const titleId = `tier-${tier.id}`;
  const current = plan !== null && plan.name === tier.name ? plan : null;
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
        {current ? <Badge tone="success">Your plan</Badge> : null}
        {tier.popular ? <Badge>Most popular</Badge> : null}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>${tier.price}</span>
        <span className={styles.period}>/month</span>
      </p>
      {tier.trial ? <p className={styles.trial}>7-day free trial, no card required</p> : null}
      <CardDescription>{tier.description}</CardDescription>
      <FeatureList label={`${tier.name} plan features`} items={tier.features} announce />
      <div className={styles.actionsStack}>
        {current ? <ActivePlan plan={current} /> : null}
        {tier.trial && !current && (tier.id === 'pro' || tier.id === 'master') ? (
          <TrialStart plan={tier.id} planName={tier.name} />
        ) : null}
        <Button asChild variant={tier.popular ? 'primary' : 'outline'} fullWidth>
          <Link to={tier.href}>
            {tier.cta}
            {tier.id === 'free' ? null : (
              <VisuallyHidden> for ${tier.price} a month</VisuallyHidden>
            )}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/**
 * The three pricing tiers, the popular one highlighted. Pro and Master offer the free trial;
 * the visitor's active plan (paid or trial) is shown on its card with its end date.
 */
export function PricingTiers() {
  // The cards re-render when the visitor's purchases arrive: as a transition (`useDeferredData`).
  const plan = useDeferredData(usePurchases(useHydrated()))?.plan ?? null;
  return (
    <>
      <PurchasesBar lead="Bought a plan or a pack in another browser?" />
      <Grid as="ul" columns={3} className={styles.grid} aria-label="Plans">
        {pricingTiers.map((tier) => (
          <TierCard key={tier.id} tier={tier} plan={plan} />
        ))}
      </Grid>
    </>
  );
}
