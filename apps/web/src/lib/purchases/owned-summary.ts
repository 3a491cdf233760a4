import type { Purchases } from '@mathtools/contracts';
import type { Translate } from '../../i18n/use-t';
import { formatDay } from './trial-label';

type Plan = NonNullable<Purchases['plan']>;

/** "A, B and C": commas, then the language's "and" before the last (`t` is the purchases words). */
const listWords = (words: readonly string[], t: Translate) =>
  words.length < 2
    ? (words[0] ?? '')
    : t('summary.and', { rest: words.slice(0, -1).join(', '), last: words[words.length - 1] });

/**
 * A free trial as the purchase pages show it: "Trial until 4 December 2026" (`t` is the
 * `purchases` catalogue in the page's language; `locale` writes the day, the browser's when absent).
 */
export const trialLabel = (plan: { expiresAt: string }, t: Translate, locale?: string): string =>
  t('trial.until', { day: formatDay(plan.expiresAt, locale) });

/** "Pro plan (Trial until 4 December 2026)" for a trial, "Master plan until 8 November 2026". */
export function planLabel(plan: Plan, t: Translate, locale?: string): string {
  return plan.trial
    ? t('plan.trial', { name: plan.name, trial: trialLabel(plan, t, locale) })
    : t('plan.until', { name: plan.name, day: formatDay(plan.expiresAt, locale) });
}

/**
 * What a restore brought to this browser, in one sentence for the toast; `name` writes a pack's
 * name in the page's language (the server's title, in English, otherwise).
 */
export function ownedSummary(
  purchases: Purchases,
  t: Translate,
  locale?: string,
  name: (packId: string, otherwise: string) => string = (_, otherwise) => otherwise,
): string {
  const packs = purchases.products
    .filter((p) => p.productId !== 'pro' && p.productId !== 'master')
    .map((p) => name(p.productId, p.title));
  const items = [...new Set(packs)];
  if (purchases.plan)
    items.push(t('summary.yourPlan', { plan: planLabel(purchases.plan, t, locale) }));
  if (items.length === 0) return t('summary.none');
  const sentence = t('summary.available', { count: items.length, items: listWords(items, t) });
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
  t: Translate,
): string {
  const bought = purchases.products.find((p) => p.productId === productId);
  if (bought) return bought.title;
  if (fallback) return fallback;
  if (productId === 'pro') return 'Pro';
  if (productId === 'master') return 'Master';
  return t('title.yourPack');
}
