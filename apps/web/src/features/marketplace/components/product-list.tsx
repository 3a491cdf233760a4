import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Grid } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { useLanguage, useT } from '../../../i18n/use-t';
import { useDeferredData } from '../../../lib/deferred-data';
import { useProducts } from '../../../lib/products';
import { usePurchases } from '../../../lib/purchases/api/get-purchases';
import { planLabel, trialLabel } from '../../../lib/purchases/owned-summary';
import { dayLocale } from '../../../lib/purchases/trial-label';
import * as styles from './marketplace.css';
import { type Ownership, ProductCard } from './product-card';

/**
 * The packs, fetched in the browser: the prerendered page shows the loading state (the same
 * markup the first client render produces, so hydration matches), then the cards, rendered
 * as a transition (`useDeferredData`).
 */
export function ProductList() {
  const t = useT('marketplace');
  const words = useT('purchases');
  const locale = dayLocale(useLanguage());
  const products = useProducts();
  const list = useDeferredData(products);
  // What this visitor owns: the prerender has no visitor, so only once hydrated. Until it
  // answers (or if it fails) every pack offers Buy Now, as it always did.
  const purchases = useDeferredData(usePurchases(useHydrated()));
  const owned = new Set(purchases?.ownedPackIds ?? []);
  const bought = new Set(purchases?.products.map((p) => p.productId) ?? []);
  const ownership = (id: string): Ownership => {
    if (!owned.has(id)) return { owned: false };
    const plan = purchases?.plan;
    if (bought.has(id) || !plan) return { owned: true, through: null, trial: null };
    return {
      owned: true,
      through: t('list.through', { plan: planLabel(plan, words, locale) }),
      // A pack a trial opens is not owned: its badge says until when it is open.
      trial: plan.trial ? trialLabel(plan, words, locale) : null,
    };
  };

  if (products.isError) {
    return (
      <div className={styles.status}>
        <Alert tone="destructive" role="alert" title={t('list.errorTitle')}>
          <p>{t('list.errorText')}</p>
        </Alert>
        <div>
          <Button variant="outline" onClick={() => void products.refetch()}>
            {words('tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  if (list === undefined) {
    return (
      <div className={styles.placeholder}>
        <Spinner label={t('list.loading')} />
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <Alert tone="info" role="status">
        <p>{t('list.empty')}</p>
      </Alert>
    );
  }
  return (
    <Grid as="ul" columns={3} className={styles.list} aria-label={t('page.packs')}>
      {list.map((product) => (
        <ProductCard key={product.id} product={product} ownership={ownership(product.id)} />
      ))}
    </Grid>
  );
}
