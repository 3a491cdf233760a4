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
import { useLanguage, useT } from '../../../i18n/use-t';
import { useDeferredData } from '../../../lib/deferred-data';
import { usePackName } from '../../../lib/pack-names';
import { usePurchases } from '../../../lib/purchases/api/get-purchases';
import { trialLabel } from '../../../lib/purchases/owned-summary';
import { formatPrice } from '../../../lib/purchases/price';
import { dayLocale, formatDay } from '../../../lib/purchases/trial-label';
import { type PricingTier, pricingTiers } from '../tiers';
import * as styles from './pricing.css';
import { TrialStart } from './trial-start';

type Plan = NonNullable<Purchases['plan']>;

/**
 * "Your Pro free trial is active until 30 November 2026, with Geometry Essentials.", under a
 * "Trial until 30 November 2026" badge for a trial.
 */
function ActivePlan({ plan }: { plan: Plan }) {
  const t = useT('pricing');
  const words = useT('purchases');
  const packName = usePackName();
  const locale = dayLocale(useLanguage());
  return (
    <div className={styles.activePlan} data-testid="active-plan">
      {plan.trial ? (
        <Badge tone="warning" data-testid="plan-trial">
          {trialLabel(plan, words, locale)}
        </Badge>
      ) : null}
      <p className={styles.activePlanText}>
        {t.rich(plan.trial ? 'active.trial' : 'active.plan', {
          name: plan.name,
          day: <time dateTime={plan.expiresAt}>{formatDay(plan.expiresAt, locale)}</time>,
          pack: plan.packId ? packName(plan.packId) : 'none',
        })}
      </p>
    </div>
  );
}

function TierCard({ tier, plan }: { tier: PricingTier; plan: Plan | null }) {
  const t = useT('pricing');
  const price = formatPrice(tier.price, useLanguage(), true);
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
        {current ? <Badge tone="success">{t('card.yourPlan')}</Badge> : null}
        {tier.popular ? <Badge>{t('card.popular')}</Badge> : null}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span>
        <span className={styles.period}>{t('card.perMonth')}</span>
      </p>
      {tier.trial ? <p className={styles.trial}>{t('card.trial')}</p> : null}
      <CardDescription>{t(`tier.${tier.id}.description`)}</CardDescription>
      <FeatureList
        label={t('card.features', { name: tier.name })}
        items={tier.features.map((f) => ({ text: t(`feature.${f.id}`), included: f.included }))}
        announce
      />
      <div className={styles.actionsStack}>
        {current ? <ActivePlan plan={current} /> : null}
        {tier.trial && !current && (tier.id === 'pro' || tier.id === 'master') ? (
          <TrialStart plan={tier.id} planName={tier.name} />
        ) : null}
        <Button asChild variant={tier.popular ? 'primary' : 'outline'} fullWidth>
          <Link to={tier.href}>
            {t(`tier.${tier.id}.cta`)}
            {tier.id === 'free' ? null : (
              <VisuallyHidden>{t('card.forPrice', { price })}</VisuallyHidden>
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
  const t = useT('pricing');
  return (
    <>
      <PurchasesBar lead={t('bar.lead')} />
      <Grid as="ul" columns={3} className={styles.grid} aria-label={t('page.plans')}>
        {pricingTiers.map((tier) => (
          <TierCard key={tier.id} tier={tier} plan={plan} />
        ))}
      </Grid>
    </>
  );
}
