import { mainNav } from '../src/app/site';

/** Every route of spec §2 (written out from the spec, so a route missing from the app fails). */
export const routes = [
  '/',
  '/how-it-works',
  '/tools',
  '/tools/logarithm-simplifier',
  '/tools/unit-converter',
  '/tools/time-calculator',
  '/tools/percentage-calculator',
  '/tools/age-calculator',
  '/practice',
  '/marketplace',
  '/pricing',
  '/about',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
  '/checkout',
] as const;

/** Header links (spec §2 order), from the app's own nav definition. */
export const headerLinks = mainNav.map((item) => ({ name: item.label, path: item.to }));
