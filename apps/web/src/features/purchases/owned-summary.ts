import type { Purchases } from '@mathtools/contracts';
import { formatDay } from './purchase-return';

const listWords = (words: readonly string[]) =>
  words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** "Pro free trial until 30 November 2026", "Master plan until …". */
export function planLabel(plan: NonNullable<Purchases['plan']>, locale?: string): string {
  return `${plan.name} ${plan.trial ? 'free trial' : 'plan'} until ${formatDay(plan.expiresAt, locale)}`;
}

/** What a restore brought to this browser, in one sentence for the toast. */
export function ownedSummary(purchases: Purchases, locale?: string): string {
  const packs = purchases.products
    .filter((p) => p.productId !== 'pro' && p.productId !== 'master')
    .map((p) => p.title);
  const items = [...new Set(packs)];
  if (purchases.plan) items.push(`your ${planLabel(purchases.plan, locale)}`);
  if (items.length === 0) return 'This code has no active purchases yet.';
  return `${listWords(items)} ${items.length === 1 ? 'is' : 'are'} now available in this browser.`;
}

/**
 * The name to thank the buyer with: the title the server recorded for the product, else the
 * one the checkout kept, else the plan's name.
 */
export function purchaseTitle(
  productId: string,
  purchases: Purchases,
  fallback: string | null,
): string {
  const bought = purchases.products.find((p) => p.productId === productId);
  if (bought) return bought.title;
  if (fallback) return fallback;
  if (productId === 'pro') return 'Pro';
  if (productId === 'master') return 'Master';
  return 'your pack';
}
