import type { Purchases } from '@mathtools/contracts';
import { formatDay, trialLabel } from './trial-label';

export { trialLabel };

type Plan = NonNullable<Purchases['plan']>;

const listWords = (words: readonly string[]) =>
  words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** "Pro plan (Trial until 4 December 2026)" for a trial, "Master plan until 8 November 2026". */
export function planLabel(plan: Plan, locale?: string): string {
  return plan.trial
    ? `${plan.name} plan (${trialLabel(plan, locale)})`
    : `${plan.name} plan until ${formatDay(plan.expiresAt, locale)}`;
}

/** What a restore brought to this browser, in one sentence for the toast. */
export function ownedSummary(purchases: Purchases, locale?: string): string {
  const packs = purchases.products
    .filter((p) => p.productId !== 'pro' && p.productId !== 'master')
    .map((p) => p.title);
  const items = [...new Set(packs)];
  if (purchases.plan) items.push(`your ${planLabel(purchases.plan, locale)}`);
  if (items.length === 0) return 'This code has no active purchases yet.';
  const sentence = `${listWords(items)} ${items.length === 1 ? 'is' : 'are'} now available in this browser.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * True when buying `productId` (Pro with `packId`) would add nothing this browser does not have
 * for good: a pack it bought, or Pro with such a pack (the server answers 409 `already_owned`). A
 * plan held now is never "owned": buying it again is a renewal.
 */
export function ownsForGood(
  purchases: Purchases | undefined,
  productId: string,
  packId?: string,
): boolean {
  const bought = new Set(purchases?.products.map((p) => p.productId));
  return bought.has(productId === 'pro' ? (packId ?? '') : productId);
}

/** True when this browser has anything: a pack, a plan (a trial included) or an open pack. */
export const ownsAnything = (purchases: Purchases | undefined): boolean =>
  !!purchases &&
  (purchases.products.length > 0 || purchases.plan !== null || purchases.ownedPackIds.length > 0);

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
