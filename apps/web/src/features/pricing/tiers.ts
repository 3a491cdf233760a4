import type { FaqEntry } from '../../lib/faq-json-ld';

export type TierFeature = { text: string; included: boolean };

/** A subscription tier: price per month, features with an included flag, CTA. */
export type PricingTier = {
  id: 'free' | 'pro' | 'master';
  name: string;
  /** Dollars per month, as text: exactly what the page shows. */
  price: string;
  description: string;
  features: readonly TierFeature[];
  cta: string;
  href: string;
  popular: boolean;
  trial: boolean;
};

/** Free $0, Pro $9.99, Master $19.99; Pro and Master go to the checkout. */
export const pricingTiers: readonly PricingTier[] = [
  {
    id: 'free',
    name: 'Free',
    price: '0',
    description:
      'Every tool and every free skill, free forever, plus a taste of each premium pack. Perfect for homework help and quick checks.',
    features: [
      { text: 'All 15+ math tools and calculators, unlimited', included: true },
      { text: 'Step-by-step solutions', included: true },
      { text: 'Unlimited practice in the three categories and the free skills', included: true },
      { text: '10 practice problems per month in the premium skills', included: true },
      { text: 'Streak and progress tracking', included: true },
      { text: 'Premium learning packs', included: false },
      { text: '24h priority support', included: false },
    ],
    cta: 'Start for Free',
    href: '/tools',
    popular: false,
    trial: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '9.99',
    description: 'For students who practice every week and want a guided path.',
    features: [
      { text: 'All 15+ math tools and calculators, unlimited', included: true },
      { text: 'Step-by-step solutions', included: true },
      { text: "Unlimited practice problems, your pack's premium skills included", included: true },
      { text: 'Streak and progress tracking', included: true },
      { text: 'Includes 1 premium pack of your choice', included: true },
      { text: '24h priority support', included: false },
    ],
    cta: 'Choose Pro',
    href: '/checkout?product=pro&amount=9.99&name=Pro',
    popular: true,
    trial: true,
  },
  {
    id: 'master',
    name: 'Master',
    price: '19.99',
    description: 'Everything we make, for exam season and for teachers.',
    features: [
      { text: 'All 15+ math tools and calculators, unlimited', included: true },
      { text: 'Step-by-step solutions', included: true },
      { text: 'Unlimited practice problems in every premium skill', included: true },
      { text: 'Streak and progress tracking', included: true },
      { text: 'All premium packs, including new releases', included: true },
      { text: '24h priority support', included: true },
    ],
    cta: 'Choose Master',
    href: '/checkout?product=master&amount=19.99&name=Master',
    popular: false,
    trial: true,
  },
];

export const pricingFaqs: readonly FaqEntry[] = [
  {
    id: 'free-forever',
    question: 'Are the math tools really free?',
    answer:
      'Yes. Every calculator, converter and the logarithm simplifier is free and unlimited, with no registration. So is practice in the algebra, logarithm and geometry categories and in every free skill. The Free plan also includes 10 practice problems per month in the premium skills, to try any pack before you buy it.',
  },
  {
    id: 'trial',
    question: 'How does the 7-day free trial work?',
    answer:
      'Pro and Master start with a 7-day free trial, and no card is required to try them: press Start free trial on the plan (Pro asks which premium pack it should include). The trial ends by itself after 7 days and nothing is charged. Each visitor can take one free trial.',
  },
  {
    id: 'cancel',
    question: 'Do plans renew automatically? How do I cancel?',
    answer:
      'No. A plan is paid for 30 days at a time and never renews or charges you by itself, so there is nothing to cancel: when the 30 days end, simply buy another month if you want one. Paying again while a plan is active adds 30 days to it, and Master replaces Pro.',
  },
  {
    id: 'packs',
    question: 'What is the difference between a plan and a premium pack?',
    answer:
      'A plan opens premium content for 30 days at a time. A premium pack from the marketplace is a one-time payment that is yours to keep. Pro includes one single pack of your choice (chosen at checkout; the bundles are sold on their own) and Master includes all of them while the plan is active.',
  },
  {
    id: 'refund',
    question: 'Is there a money-back guarantee?',
    answer:
      'Every purchase is covered by a 30-day money-back guarantee. Contact us within 30 days and we will refund you in full.',
  },
  {
    id: 'restore',
    question: 'I paid on another device. How do I get my purchases here?',
    answer:
      'After a purchase you get a restore code, which is also on the receipt Stripe emails you when you give your email at checkout. Choose Restore purchases on the pricing or marketplace page and enter it: everything you bought opens in that browser too, and what that browser already had stays there. Beside your restore code, New restore code replaces it (the old one stops working; browsers that used it keep their purchases) and Forget this browser takes your purchases off the browser you are using.',
  },
  {
    id: 'price-changes',
    question: 'Will the price change?',
    answer:
      'If we ever change our prices, we will tell you at least 30 days before the new price applies to your plan.',
  },
];
