import type { HowToStep } from '../lib/json-ld';
/** Site-wide constants shown in the shell and reused by pages. */

import { footerToolLinks } from '../features/tools/registry';

export const SUPPORT_EMAIL = 'support@mathtools.app';

/**
 * Header navigation, in order; each label is the `common` catalogue's message `nav.<key>`. Contact
 * Us is a separate button.
 */
export const mainNav = [
  { to: '/', key: 'home' },
  { to: '/how-it-works', key: 'howItWorks' },
  { to: '/tools', key: 'tools' },
  { to: '/solve', key: 'solve' },
  { to: '/practice', key: 'practice' },
  { to: '/marketplace', key: 'marketplace' },
  { to: '/pricing', key: 'pricing' },
  { to: '/about', key: 'about' },
  { to: '/support', key: 'support' },
] as const;

/**
 * Footer link groups; each title is the `common` catalogue's `footer.<key>` and each link's words
 * `footer.link.<key>`.
 */
export const footerNav = [
  {
    key: 'tools',
    // From the tool registry: the tools marked for the footer (`footer.link.tool-<id>`, their
    // names), then the Calculators tab.
    links: footerToolLinks.map((l) => ({ to: l.to, key: `tool-${l.to.slice('/tools#'.length)}` })),
  },
  {
    key: 'learn',
    links: [
      { to: '/practice', key: 'practice' },
      { to: '/solve', key: 'solve' },
      { to: '/how-it-works', key: 'howItWorks' },
      { to: '/teach', key: 'teach' },
      { to: '/marketplace', key: 'marketplace' },
      { to: '/pricing', key: 'pricing' },
    ],
  },
  {
    key: 'company',
    links: [
      { to: '/about', key: 'about' },
      { to: '/contact', key: 'contact' },
      { to: '/support', key: 'support' },
    ],
  },
  {
    key: 'legal',
    links: [
      { to: '/privacy', key: 'privacy' },
      { to: '/terms', key: 'terms' },
    ],
  },
] as const;

/**
 * External profiles; the icon in the footer gets its accessible name from the `common`
 * catalogue's `footer.social`, with the network's `name`.
 */
export const socialLinks = [
  { href: 'https://x.com/mathtools', name: 'X', icon: 'x' },
  { href: 'https://www.facebook.com/mathtools', name: 'Facebook', icon: 'facebook' },
  { href: 'https://www.youtube.com/@mathtools', name: 'YouTube', icon: 'youtube' },
  { href: 'https://github.com/mathtools', name: 'GitHub', icon: 'github' },
] as const;

/**
 * The product's claims as numbers ("15+ tools", "50,000+ students"), which each language writes
 * with its own digits (50.000 in German): the home page and /how-it-works say them from these.
 */
export const claimCounts = { tools: 15, problems: 100, students: 50_000 } as const;

/** Product claims, verbatim in English, so every page says the same thing. */
export const claims = {
  tools: `${claimCounts.tools}+`,
  problems: `${claimCounts.problems}+`,
  studentsShort: '50K+',
  studentsLong: '50,000+',
  availability: '24/7',
  accuracy: '100%',
} as const;

/**
 * How MathTools is used, in four steps: /how-it-works lists them and the home page's how-it-works
 * section shows the same ones, so the two never count differently.
 */
export const howItWorksSteps: HowToStep[] = [
  {
    name: 'Choose a tool',
    text: 'Type your problem into the step-by-step solver, or open the tool that fits your question: a calculator, the unit converter, the time calculator or the logarithm simplifier.',
  },
  {
    name: 'Input your problem',
    text: 'Enter the numbers you have, such as a base and a value, a bill and a tip percentage, or two dates. Use Load Example if you want to see one worked first.',
  },
  {
    name: 'Get step-by-step solutions',
    text: 'Press Calculate. You get the answer together with the formula and each step in between, so you can follow the reasoning line by line.',
  },
  {
    name: 'Practice and improve',
    text: 'Head to the Practice Center for fresh algebra, logarithm and geometry problems with hints and worked solutions, and build a streak as you go.',
  },
];
