/** Every route of spec §2 with the <h1> its page shows (kept in step with src/app/routes.tsx). */
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

export const headerLinks = [
  { name: 'Home', path: '/' },
  { name: 'How It Works', path: '/how-it-works' },
  { name: 'Tools', path: '/tools' },
  { name: 'Practice', path: '/practice' },
  { name: 'Marketplace', path: '/marketplace' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'About', path: '/about' },
  { name: 'Support', path: '/support' },
] as const;
