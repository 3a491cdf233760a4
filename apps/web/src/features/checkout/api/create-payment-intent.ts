import type { PaymentIntentRequest, PaymentIntentResponse } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/create-payment-intent. The server prices the product from its catalog and refuses
 * an amount that does not match (400 amount_mismatch); it answers with the amount to show.
 */
export async function createPaymentIntent(
  body: PaymentIntentRequest,
): Promise<PaymentIntentResponse> {
  return apiRequest<PaymentIntentResponse>(apiPaths.paymentIntent, {
    method: 'POST',
    data: body,
  });
}

/**
 * Opening the checkout creates the intent, so it is read like a query. gcTime 0: leaving the
 * page forgets it, and a later visit gets a fresh intent (a paid one cannot be reused).
 */
export const paymentIntentQueryOptions = (body: PaymentIntentRequest) =>
  queryOptions({
    queryKey: ['checkout', 'payment-intent', body.productId, body.amount, body.packId ?? null],
    queryFn: () => createPaymentIntent(body),
    gcTime: 0,
  });

/** `body` null: not yet (the product is not verified or payments are not configured). */
export function usePaymentIntent(body: PaymentIntentRequest | null) {
  return useQuery({
    ...paymentIntentQueryOptions(body ?? { productId: '', amount: 0 }),
    enabled: body !== null,
  });
}
