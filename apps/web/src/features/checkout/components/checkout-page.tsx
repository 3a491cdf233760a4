import { toCents } from '@mathtools/math-core';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { SidebarLayout } from '../../../components/ui/sidebar-layout';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { useLanguage, useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { usePackName } from '../../../lib/pack-names';
import { packPracticeHref } from '../../../lib/packs';
import { useProducts } from '../../../lib/products';
import { usePurchases } from '../../../lib/purchases/api/get-purchases';
import { ownsForGood } from '../../../lib/purchases/owned-summary';
import { isSinglePack } from '../../../lib/purchases/single-packs';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useCatalogItem } from '../api/get-catalog-item';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useStripeJs } from '../use-stripe-js';
import * as styles from './checkout.css';
import { PLAN_WITH_PACK, readOrderParams } from './order-params';
import { GuaranteeNote, type Order, OrderSummary } from './order-summary';
import { PackChoice } from './pack-choice';

// Stripe Elements and the card form: fetched once a payment can be made.
const paymentForm = lazyModule(() => import('./payment-form'));

const sameCents = (a: number, b: number) => {
  const x = toCents(a);
  const y = toCents(b);
  return x.ok && y.ok && x.value === y.value;
};

function Loading() {
  const t = useT('checkout');
  return (
    <div className={styles.placeholder}>
      <Spinner label={t('loading')} />
    </div>
  );
}

function InvalidProduct() {
  const t = useT('checkout');
  return (
    <div className={styles.stack}>
      <Alert tone="destructive" role="alert">
        <p>{t('invalidProduct')}</p>
      </Alert>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/marketplace">{t('backToMarketplace')}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Something this browser owns for good (bought here or in another tab, even while this checkout
 * was open, or restored; or the server answered 409 `already_owned`): nothing to pay, the button
 * says so.
 */
function Owned({ name, practice }: { name: string; practice: string }) {
  const words = useT('purchases');
  const t = useT('checkout');
  return (
    <div className={styles.stack} data-testid="checkout-owned">
      <Alert tone="success" role="status" title={words('owned.title', { product: name })}>
        <p>{words('owned.text')}</p>
      </Alert>
      <div className={styles.actions}>
        <Button disabled>{words('owned.label')}</Button>
        <Button asChild variant="outline">
          <Link to={practice}>{t('practise')}</Link>
        </Button>
      </div>
    </div>
  );
}

function WithSummary({ order, children }: { order: Order; children: ReactNode }) {
  return (
    <SidebarLayout>
      <div className={styles.stack}>{children}</div>
      <div className={styles.stack}>
        <OrderSummary order={order} />
        <GuaranteeNote />
      </div>
    </SidebarLayout>
  );
}

/**
 * The checkout, states in precedence: loading; invalid product; payments not
 * configured; failed initialisation; the payment form. The URL's amount is only a claim: the
 * catalog must agree with it before anything is shown, and the page displays the server's price.
 * Errors from creating the intent are not shown as such: they end in 'failed'.
 */
function CheckoutState() {
  // The query string is unknown to the prerender: read it only after hydration.
  const t = useT('checkout');
  const words = useT('purchases');
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const params = hydrated ? readOrderParams(search) : null;

  const catalog = useCatalogItem(params?.product ?? null);
  const config = usePaymentsConfig(params !== null);
  const agreed = catalog.data && params ? sameCents(catalog.data.price, params.amount) : false;
  const publishableKey = agreed ? (config.data?.publishableKey ?? null) : null;
  const needsPack = params?.product === PLAN_WITH_PACK;
  // The link may name the pack (`&pack=`); the buyer can change it. It is taken only when it is
  // one of the single packs: Pro's pack is never a bundle, whatever the link says.
  const linkPack = needsPack ? (params?.pack ?? '') : '';
  const products = useProducts(linkPack !== '');
  const [chosenPack, setChosenPack] = useState<string | null>(null);
  const packFromLink = products.data && isSinglePack(products.data, linkPack) ? linkPack : '';
  const packId = needsPack ? (chosenPack ?? packFromLink) : '';
  // What this browser owns, kept current by its other tabs: what it owns for good is not sold
  // again, and a pack bought in another tab while this checkout is open takes its form away.
  const purchases = usePurchases(hydrated);
  const ownedHere =
    params !== null && ownsForGood(purchases.data, params.product, packId || undefined);
  // The page's language writes the payment's description, which Stripe's receipt carries.
  const lang = useLanguage();
  const intent = usePaymentIntent(
    publishableKey && params && (!needsPack || packId) && !purchases.isPending && !ownedHere
      ? { productId: params.product, amount: params.amount, ...(packId ? { packId } : {}), lang }
      : null,
  );
  const owned =
    ownedHere || (intent.error instanceof ApiError && intent.error.code === 'already_owned');
  const packName = usePackName();
  // Stripe.js loads while the intent is created, only when a payment can actually be made.
  const stripeJs = useStripeJs(publishableKey);
  const cardForm = useLazyModule(paymentForm, publishableKey);

  if (!hydrated) return <Loading />;
  if (!params) return <InvalidProduct />;
  if (catalog.isPending || config.isPending) return <Loading />;
  // A linked pack is checked against the packs before the choice opens with it.
  if (linkPack && products.isPending) return <Loading />;
  if (catalog.isError && catalog.error instanceof ApiError && catalog.error.status === 404) {
    return <InvalidProduct />;
  }
  if (catalog.isSuccess && !agreed) return <InvalidProduct />;
  if (catalog.isError || config.isError) {
    return (
      <FailedInit
        onRetry={() => {
          void catalog.refetch();
          void config.refetch();
        }}
      />
    );
  }
  const order: Order = {
    name: catalog.data.name,
    amount: catalog.data.price,
    kind: catalog.data.kind,
  };
  const ownedView = (
    <Owned
      name={needsPack && packId ? packName(packId) : order.name}
      practice={
        catalog.data.kind === 'pack'
          ? packPracticeHref(params.product)
          : packId
            ? packPracticeHref(packId)
            : '/practice'
      }
    />
  );
  if (!publishableKey) {
    return (
      <WithSummary order={order}>
        <Alert tone="warning" role="status" title={t('unconfigured.title')}>
          <p>{t('unconfigured.text')}</p>
        </Alert>
        <div className={styles.actions}>
          <Button asChild variant="outline">
            <Link to="/contact">{t('unconfigured.contact')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/marketplace">{t('backToMarketplace')}</Link>
          </Button>
        </div>
      </WithSummary>
    );
  }
  const stripeArea =
    stripeJs.status === 'failed' || cardForm.failed ? (
      <>
        <Alert tone="destructive" role="alert" title={t('stripe.failedTitle')}>
          <p>
            {stripeJs.status === 'failed' ? t('stripe.scriptFailed') : t('stripe.formFailed')}{' '}
            {t('stripe.notCharged')}
          </p>
        </Alert>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              if (stripeJs.status === 'failed') stripeJs.retry();
              if (cardForm.failed) cardForm.retry();
            }}
          >
            {words('tryAgain')}
          </Button>
        </div>
      </>
    ) : stripeJs.status === 'ready' && cardForm.module && intent.data?.clientSecret ? (
      <cardForm.module.default
        stripe={stripeJs.stripe}
        clientSecret={intent.data.clientSecret}
        productName={order.name}
        amount={intent.data.amount}
      />
    ) : (
      <Loading />
    );

  if (needsPack) {
    // The pack is chosen first; the payment form follows under it once the intent exists.
    return (
      <WithSummary order={order}>
        <PackChoice chosen={packId} onChoose={setChosenPack} />
        {!packId ? null : owned ? (
          ownedView
        ) : intent.isPending ? (
          <Loading />
        ) : !intent.data?.clientSecret ? (
          <FailedInit onRetry={() => void intent.refetch()} />
        ) : (
          stripeArea
        )}
      </WithSummary>
    );
  }
  if (owned) return <WithSummary order={order}>{ownedView}</WithSummary>;
  if (intent.isPending) return <Loading />;
  if (!intent.data?.clientSecret) return <FailedInit onRetry={() => void intent.refetch()} />;

  // The catalog's name, in the page's language (the intent's `productName` is the English one).
  const paid: Order = { ...order, amount: intent.data.amount };
  return <WithSummary order={paid}>{stripeArea}</WithSummary>;
}

/** Every state sits in the same minimum height, so the footer does not jump between them (CLS). */
export function CheckoutPage() {
  return (
    <div className={styles.stateArea}>
      <CheckoutState />
    </div>
  );
}

function FailedInit({ onRetry }: { onRetry: () => void }) {
  const t = useT('checkout');
  const words = useT('purchases');
  return (
    <div className={styles.stack}>
      <Alert tone="destructive" role="alert">
        <p>{t('initFailed')}</p>
      </Alert>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{words('tryAgain')}</Button>
        <Button asChild variant="outline">
          <Link to="/marketplace">{t('backToMarketplace')}</Link>
        </Button>
      </div>
    </div>
  );
}
