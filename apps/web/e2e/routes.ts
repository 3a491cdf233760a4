import { mainNav } from '../src/app/site';

/**
 * Every route of the site, written out by hand rather than read from the app's route table, so a
 * route that goes missing from the app fails the tests.
 */
export const routes = [
  '/',
  '/how-it-works',
  '/tools',
  '/tools/logarithm-simplifier',
  '/tools/unit-converter',
  '/tools/time-calculator',
  '/tools/percentage-calculator',
  '/tools/age-calculator',
  '/tools/fraction-calculator',
  '/tools/quadratic-equation-solver',
  '/solve',
  '/practice',
  '/marketplace',
  '/pricing',
  '/about',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
  '/checkout',
  '/developers',
] as const;

/** Header links in their order, from the app's own nav definition. */
export const headerLinks = mainNav.map((item) => ({ name: item.label, path: item.to }));
