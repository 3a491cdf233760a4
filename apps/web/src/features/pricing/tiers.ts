import type { FaqEntry } from '../../lib/faq-json-ld';

/** A feature of a tier: its words' key in the `pricing` catalogue (`feature.<id>`). */
export type TierFeature = {
  id:
    | 'tools'
    | 'steps'
    | 'freePractice'
    | 'freeProblems'
    | 'streak'
    | 'packs'
    | 'support'
    | 'proPractice'
    | 'onePack'
    | 'masterPractice'
    | 'allPacks';
  included: boolean;
};

/**
 * A subscription tier: price per month, features with an included flag, CTA. Its words (the
 * description, features and call to action) are the `pricing` catalogue's, keyed by `id`.
 */
export type PricingTier = {
  id: 'free' | 'pro' | 'master';
  /** The plan's name, a brand name in every language. */
  name: string;
  /** US dollars per month. */
  price: number;
  features: readonly TierFeature[];
  href: string;
  popular: boolean;
  trial: boolean;
};

/** Free $0, Pro $9.99, Master $19.99; Pro and Master go to the checkout. */
export const pricingTiers: readonly PricingTier[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    features: [
      { id: 'tools', included: true },
      { id: 'steps', included: true },
      { id: 'freePractice', included: true },
      { id: 'freeProblems', included: true },
      { id: 'streak', included: true },
      { id: 'packs', included: false },
      { id: 'support', included: false },
    ],
    href: '/tools',
    popular: false,
    trial: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 9.99,
    features: [
      { id: 'tools', included: true },
      { id: 'steps', included: true },
      { id: 'proPractice', included: true },
      { id: 'streak', included: true },
      { id: 'onePack', included: true },
      { id: 'support', included: false },
    ],
    href: '/checkout?product=pro&amount=9.99&name=Pro',
    popular: true,
    trial: true,
  },
  {
    id: 'master',
    name: 'Master',
    price: 19.99,
    features: [
      { id: 'tools', included: true },
      { id: 'steps', included: true },
      { id: 'masterPractice', included: true },
      { id: 'streak', included: true },
      { id: 'allPacks', included: true },
      { id: 'support', included: true },
    ],
    href: '/checkout?product=master&amount=19.99&name=Master',
    popular: false,
    trial: true,
  },
];

/** The pricing questions, in order: `faq.<id>.question` and `.answer` in the `pricing` catalogue. */
export const pricingFaqIds = [
  'free-forever',
  'trial',
  'cancel',
  'packs',
  'refund',
  'restore',
  'price-changes',
] as const;

type Words = (key: string) => string;

/** The questions in the words of `t` (the page's language). */
export const pricingFaqsIn = (t: Words): FaqEntry[] =>
  pricingFaqIds.map((id) => ({
    id,
    question: t(`faq.${id}.question`),
    answer: t(`faq.${id}.answer`),
  }));
