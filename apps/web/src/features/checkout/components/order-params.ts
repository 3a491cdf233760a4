/**
 * product and amount from the URL (and `pack`, the pack a Pro plan should include, if the link
 * names one); null when product or amount is missing or amount ≤ 0.
 */
export function readOrderParams(
  search: URLSearchParams,
): { product: string; amount: number; pack: string } | null {
  const product = search.get('product')?.trim() ?? '';
  const amountText = search.get('amount')?.trim() ?? '';
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  if (!product || !Number.isFinite(amount) || amount <= 0) return null;
  return { product, amount, pack: search.get('pack')?.trim() ?? '' };
}

/** The plan that includes one pack of the buyer's choice: its checkout asks which. */
export const PLAN_WITH_PACK = 'pro';
