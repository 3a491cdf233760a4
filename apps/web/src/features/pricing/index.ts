export { PricingTiers } from './components/pricing-tiers';
export { pricingFaqsIn } from './tiers';
