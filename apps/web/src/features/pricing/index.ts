export { PricingTiers } from './components/pricing-tiers';
export { pricingFaqs } from './tiers';
