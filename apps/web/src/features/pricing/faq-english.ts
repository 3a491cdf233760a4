import english from '../../i18n/messages/pricing/en.json' with { type: 'json' };
import type { FaqEntry } from '../../lib/faq-json-ld';
import { pricingFaqsIn } from './tiers';

/** The pricing questions in English, for the page's structured data (its head). */
export const pricingFaqs: readonly FaqEntry[] = /* @__PURE__ */ pricingFaqsIn(
  (key) => (english as Record<string, string>)[key] ?? key,
);
