import { randomUUID } from 'node:crypto';
import type { PaymentIntentRequest, PaymentIntentResponse } from '@mathtools/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { receiptLine } from '../../db/pack-words.js';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound, paymentsNotConfigured } from '../../lib/http-error.js';
import { centsToDollars, dollarsToCents } from '../../lib/money.js';
import { findPricedItem } from '../catalog/service.js';
import { findOrderByIdempotencyKey, recordPendingOrder } from '../purchases/orders.js';
import { checkPlanPack, requireSinglePack } from '../purchases/plans.js';
import { ensureAccount, purchasesOf } from '../purchases/service.js';

/** A client may send `Idempotency-Key` so that a retried checkout reuses the same PaymentIntent. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const idempotencyKeyReused = () =>
  new HttpError(
    409,
    'conflict',
    'This Idempotency-Key was already used for another product; send a new key',
    'idempotency-key',
  );

const providerFailed = () =>
  new HttpError(
    502,
    'payment_provider_error',
    'The payment provider did not answer, please try again',
  );

export interface Checkout {
  db: Kysely<Database>;
  /** Null while the server has no Stripe keys. */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
  now: number;
}

const alreadyOwned = (what: string) =>
  new HttpError(
    409,
    'already_owned',
    `You already own ${what}: it is not charged again. Open the marketplace to practise with it.`,
    'productId',
  );

/**
 * Refuses to sell what the visitor already has for good: a pack it bought (in this browser or
 * through a restore code), or Pro with such a pack (the plan would add nothing). A plan it holds
 * now is not refused: buying it again is a renewal, which stacks.
 */
async function refuseOwned(
  db: Kysely<Database>,
  visitorId: string,
  item: { id: string; name: string; kind: string },
  pack: { id: string; name: string } | null,
  now: number,
) {
  const bought = new Set((await purchasesOf(db, visitorId, now)).products.map((p) => p.productId));
  if (item.kind === 'pack' && bought.has(item.id)) throw alreadyOwned(item.name);
  if (pack && bought.has(pack.id)) throw alreadyOwned(pack.name);
}

/**
 * Starts a card payment: a Stripe PaymentIntent for the catalog price of the product (the amount
 * sent only proves the page showed the right one) and a pending order, which remembers when the
 * checkout was opened. A retried checkout with the same `Idempotency-Key` (the header's raw value,
 * if any) gets the same PaymentIntent. Something the visitor already owns is 409 `already_owned`.
 */
export async function createPaymentIntent(
  { db, stripe, log, now }: Checkout,
  visitorId: () => string,
  { productId, amount, packId, lang }: PaymentIntentRequest,
  header: string | string[] | undefined,
): Promise<PaymentIntentResponse> {
  const item = await findPricedItem(db, productId);
  if (!item) throw notFound('Unknown product', 'productId');
  if (dollarsToCents(amount) !== item.priceCents) {
    throw new HttpError(
      400,
      'amount_mismatch',
      'The amount does not match the price of this product',
      'amount',
    );
  }
  if (!stripe) throw paymentsNotConfigured('Card payments');
  checkPlanPack(item.id, packId);
  const pack =
    packId === undefined
      ? null
      : await findPricedItem(db, await requireSinglePack(db, packId, 'packId'));
  if (header !== undefined && (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header))) {
    throw new HttpError(
      400,
      'validation_error',
      'Idempotency-Key must be 8–100 letters, digits, - or _',
      'idempotency-key',
    );
  }
  const visitor = visitorId();
  await refuseOwned(db, visitor, item, pack, now);
  const idempotencyKey = `pi-${visitor}-${header ?? randomUUID()}`;
  // A key belongs to the request it was first used for: reused for another product, Stripe
  // would hand back the first product's PaymentIntent while this reply names the second.
  if (header !== undefined) {
    const earlier = await findOrderByIdempotencyKey(db, idempotencyKey);
    if (earlier && (earlier.product_id !== item.id || earlier.pack_id !== (pack?.id ?? null)))
      throw idempotencyKeyReused();
  }
  // The buyer's account and restore code exist before Stripe is asked, so the code can go in
  // the PaymentIntent's description: Stripe's emailed receipt then carries it.
  const account = await ensureAccount(db, visitor);

  let intent: {
    id: string;
    client_secret: string | null;
    metadata?: Record<string, string> | null;
  };
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: item.priceCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        description: receiptLine(item, pack, account.restoreCode, lang),
        metadata: {
          productId: item.id,
          accountId: account.id,
          ...(pack ? { packId: pack.id } : {}),
        },
      },
      { idempotencyKey },
    );
  } catch (err) {
    log.error(
      { err: (err as Error).message, productId },
      'stripe: creating the PaymentIntent failed',
    );
    throw providerFailed();
  }
  // Two first uses of one key racing each other both miss the order above; Stripe answers
  // both with the first intent, whose product tells.
  const intentProduct = intent.metadata?.productId;
  if (intentProduct !== undefined && intentProduct !== item.id) throw idempotencyKeyReused();
  if (intentProduct !== undefined && (intent.metadata?.packId ?? null) !== (pack?.id ?? null))
    throw idempotencyKeyReused();
  if (!intent.client_secret) throw providerFailed();
  const orderId = await recordPendingOrder(db, {
    productId: item.id,
    packId: pack?.id ?? null,
    accountId: account.id,
    amountCents: item.priceCents,
    paymentIntentId: intent.id,
    idempotencyKey,
    visitorId: visitor,
    openedAt: now,
  });
  log.info(
    {
      orderId,
      productId,
      packId: pack?.id ?? null,
      visitorId: visitor,
      accountId: account.id,
      paymentIntentId: intent.id,
    },
    'order created: payment intent pending',
  );
  return {
    clientSecret: intent.client_secret,
    amount: centsToDollars(item.priceCents),
    productName: item.name,
  };
}
