import type { Purchases } from '@mathtools/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ManagedRestoreCode } from '../../../components/purchases/managed-restore-code';
import { PurchasesBar } from '../../../components/purchases/purchases-bar';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Container } from '../../../components/ui/section';
import { toast } from '../../../components/ui/toast-store';
import { type Translate, useT } from '../../../i18n/use-t';
import { usePackName } from '../../../lib/pack-names';
import { packPracticeHref } from '../../../lib/packs';
import { confirmPurchase } from '../../../lib/purchases/api/confirm-purchase';
import { storePurchases, usePurchases } from '../../../lib/purchases/api/get-purchases';
import { ANNOUNCED_KEY, PURCHASE_KEY, RECEIPT_KEY } from '../../../lib/purchases/checkout-handoff';
import { purchaseTitle } from '../../../lib/purchases/owned-summary';
import {
  confirmDelays,
  type PaymentReturn as Found,
  withoutReturnParams,
} from '../../../lib/purchases/purchase-return';
import * as styles from './marketplace.css';
import { ConfirmErrorNotice, ConfirmingNotice } from './payment-return-notice';

type ReturnState =
  | { kind: 'none' }
  | { kind: 'confirming' }
  | { kind: 'slow' }
  | { kind: 'error'; paymentIntentId: string }
  | {
      kind: 'succeeded';
      productId: string;
      title: string;
      restoreCode: string | null;
      /** Where Stripe emails the receipt, when the buyer gave an address. */
      receiptEmail: string | null;
    }
  /** Paid for what the browser had by then (another tab paid first): refunded. */
  | { kind: 'duplicate'; productId: string; title: string }
  /** Paid, but this browser was told to forget its purchases meanwhile. */
  | { kind: 'notHeld'; productId: string; title: string };

/** Each return is confirmed once per page load (React may run an effect twice in development). */
const handled = new Set<string>();

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const dropReturnParams = () =>
  window.history.replaceState(window.history.state, '', withoutReturnParams(window.location.href));

/**
 * The return from Stripe to /marketplace?payment_intent=…&redirect_status=… (and the checkout's
 * own hand-over after an in-page payment), `found` in the address. The server confirms the
 * payment and grants it; while the bank has not settled it the page says so and asks again with
 * growing waits, for about 30 s. Then Stripe's parameters leave the address bar.
 */
function usePaymentReturn(
  found: Found,
  words: Translate,
  name: (productId: string, otherwise: string) => string,
): [ReturnState, (paymentIntentId: string) => void] {
  const queryClient = useQueryClient();
  // The pack's name in the page's language, as it stands when the payment is confirmed.
  const nameNow = useRef(name);
  nameNow.current = name;
  const [state, setState] = useState<ReturnState>(() =>
    found.redirectStatus === 'failed' || handled.has(found.paymentIntentId)
      ? { kind: 'none' }
      : { kind: 'confirming' },
  );
  const [attempt, setAttempt] = useState<{ id: string; n: number } | null>(null);

  useEffect(() => {
    if (handled.has(found.paymentIntentId)) return;
    handled.add(found.paymentIntentId);
    if (found.redirectStatus === 'failed') {
      sessionStorage.removeItem(PURCHASE_KEY);
      toast({
        title: words('payment.failedTitle'),
        description: words('payment.failedReturn'),
        variant: 'destructive',
      });
      dropReturnParams();
      return;
    }
    setAttempt({ id: found.paymentIntentId, n: 0 });
  }, [found, words]);

  useEffect(() => {
    if (!attempt) return;
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (next: ReturnState) => {
      if (signal.aborted) return;
      setState(next);
      dropReturnParams();
    };
    /** The product's name, and the checkout's hand-over read and cleared. */
    const handOver = (productId: string, purchases: Purchases) => {
      const title = nameNow.current(
        productId,
        purchaseTitle(productId, purchases, sessionStorage.getItem(PURCHASE_KEY), words),
      );
      const receiptEmail = sessionStorage.getItem(RECEIPT_KEY);
      const announced = sessionStorage.getItem(ANNOUNCED_KEY) === attempt.id;
      for (const key of [PURCHASE_KEY, RECEIPT_KEY, ANNOUNCED_KEY]) sessionStorage.removeItem(key);
      return { title, receiptEmail, announced };
    };
    const succeeded = (productId: string, purchases: Purchases) => {
      void storePurchases(queryClient, purchases);
      const { title, receiptEmail, announced } = handOver(productId, purchases);
      // The checkout already said so when the payment went through without a redirect.
      if (!announced)
        toast({
          title: words('payment.successTitle'),
          description: words('payment.successText', { product: title }),
        });
      settle({
        kind: 'succeeded',
        productId,
        title,
        restoreCode: purchases.restoreCode,
        receiptEmail,
      });
    };

    setState({ kind: 'confirming' });
    void (async () => {
      const delays = confirmDelays();
      for (let i = 0; ; i++) {
        let answer: Awaited<ReturnType<typeof confirmPurchase>>;
        try {
          answer = await confirmPurchase(attempt.id);
        } catch {
          settle({ kind: 'error', paymentIntentId: attempt.id });
          return;
        }
        if (signal.aborted) return;
        if (answer.status === 'succeeded' && answer.held)
          return succeeded(answer.productId, answer.purchases);
        if (answer.status === 'succeeded' || answer.status === 'duplicate') {
          void storePurchases(queryClient, answer.purchases);
          const { title } = handOver(answer.productId, answer.purchases);
          return settle({
            kind: answer.status === 'duplicate' ? 'duplicate' : 'notHeld',
            productId: answer.productId,
            title,
          });
        }
        if (answer.status === 'failed') {
          handOver(answer.productId, answer.purchases);
          void storePurchases(queryClient, answer.purchases);
          toast({
            title: words('payment.failedTitle'),
            description: words('payment.failedReturn'),
            variant: 'destructive',
          });
          return settle({ kind: 'none' });
        }
        const delay = delays[i];
        if (delay === undefined) return settle({ kind: 'slow' });
        await wait(delay, signal);
        if (signal.aborted) return;
      }
    })();
    return () => controller.abort();
  }, [attempt, queryClient, words]);

  return [state, (id) => setAttempt((a) => ({ id, n: (a?.n ?? 0) + 1 }))];
}

/**
 * What a return from a payment shows: the confirmation in progress, its outcome, the restore
 * code. A chunk of its own, which `PaymentReturnNotice` fetches only when the address is a
 * return from a payment.
 */
export function PaymentReturnArea({ found }: { found: Found }) {
  const t = useT('marketplace');
  const words = useT('purchases');
  const name = usePackName();
  const [state, retry] = usePaymentReturn(found, words, name);
  // The code now: a New restore code or Forget this browser pressed here changes it.
  const purchases = usePurchases();
  const code =
    state.kind === 'succeeded'
      ? purchases.data
        ? purchases.data.restoreCode
        : state.restoreCode
      : null;
  return (
    <Container className={styles.returnArea}>
      {state.kind === 'confirming' ? <ConfirmingNotice /> : null}
      {state.kind === 'slow' ? (
        <Alert tone="warning" role="status" title={t('return.slowTitle')}>
          <p>{words('confirm.slow')}</p>
        </Alert>
      ) : null}
      {state.kind === 'duplicate' ? (
        <Alert
          tone="info"
          role="status"
          title={words('duplicate.title')}
          data-testid="purchase-duplicate"
        >
          <p>{words('duplicate.text', { product: name(state.productId, state.title) })}</p>
        </Alert>
      ) : null}
      {state.kind === 'notHeld' ? (
        <Alert
          tone="warning"
          role="status"
          title={words('notHeld.title')}
          data-testid="purchase-not-held"
        >
          <p>{words('notHeld.text', { product: name(state.productId, state.title) })}</p>
        </Alert>
      ) : null}
      {state.kind === 'error' ? (
        <ConfirmErrorNotice onRetry={() => retry(state.paymentIntentId)} />
      ) : null}
      {state.kind === 'succeeded' ? (
        <Alert
          tone="success"
          title={t('return.yours', { title: name(state.productId, state.title) })}
          className={styles.status}
          data-testid="purchase-complete"
        >
          {state.restoreCode ? (
            <ManagedRestoreCode
              code={code}
              intro={
                <p>
                  {t('return.keepCode')}
                  {state.receiptEmail ? t('return.receipt', { email: state.receiptEmail }) : null}
                </p>
              }
            />
          ) : null}
          <div>
            <Button asChild>
              <Link
                to={
                  state.productId === 'pro' || state.productId === 'master'
                    ? '/practice'
                    : packPracticeHref(state.productId)
                }
              >
                {t('card.practise')}
              </Link>
            </Button>
          </div>
        </Alert>
      ) : null}
      <PurchasesBar
        lead={t('return.lead')}
        showCode={state.kind !== 'succeeded' || !state.restoreCode}
      />
    </Container>
  );
}
