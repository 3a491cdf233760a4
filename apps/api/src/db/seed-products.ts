import { skillsOfPack } from '@mathtools/premium-skills';
import type { NewProduct } from './schema.js';

type SeedProduct = Omit<NewProduct, 'features' | 'sort_order'> & { features: string[] };

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

/**
 * What every pack's skills give, stated from the premium skills' list so the card cannot promise
 * more than the pack unlocks: how many premium skills (named when there are few), problems made
 * fresh at each difficulty the skills offer, the hint levels and worked solutions, and mastery
 * with spaced review.
 */
function packFeatures(packId: string, summary?: string): string[] {
  const skills = skillsOfPack(packId);
  if (skills.length === 0) throw new Error(`seed: pack ${packId} unlocks no skill`);
  const hints = Math.max(...skills.map((s) => s.hintLevels));
  const levels = [...new Set(skills.flatMap((s) => s.levels))];
  return [
    summary ?? `${skills.length} premium skills: ${skills.map((s) => s.title).join(', ')}`,
    `New problems every time, at ${levels.join(', ').replace(/, ([^,]*)$/, ' and $1')} difficulty`,
    `Up to ${COUNT_WORDS[hints]} hint levels and a worked solution for every problem`,
    'Mastery levels and spaced review for each skill',
  ];
}

/**
 * The marketplace packs (one-time payments: a pack unlocks its premium skills for good) and the
 * paid pricing tiers (pro, master: 30 days per payment). The seed is an upsert, so a database
 * made with older text gets this text at the next start.
 */
export const seedProducts: SeedProduct[] = [
  {
    id: 'algebra-foundations',
    kind: 'pack',
    title: 'Algebra Foundations',
    description:
      'Build confidence with expressions, linear equations in words and inequalities, one worked step at a time.',
    difficulty: 'Beginner',
    features: packFeatures('algebra-foundations'),
    price_cents: 1999,
  },
  {
    id: 'geometry-essentials',
    kind: 'pack',
    title: 'Geometry Essentials',
    description:
      'Angles, composite shapes, arcs and sectors, and surface area, with the reasoning behind every answer.',
    difficulty: 'Beginner',
    features: packFeatures('geometry-essentials'),
    price_cents: 1499,
  },
  {
    id: 'logarithms-mastery',
    kind: 'pack',
    title: 'Logarithms Mastery',
    description:
      'From the log rules to change of base and exponential growth and decay, one rule at a time.',
    difficulty: 'Intermediate',
    features: packFeatures('logarithms-mastery'),
    price_cents: 2499,
  },
  {
    id: 'trigonometry-toolkit',
    kind: 'pack',
    title: 'Trigonometry Toolkit',
    description:
      'Sine, cosine and tangent on the unit circle, identities and equations, and right-triangle word problems.',
    difficulty: 'Intermediate',
    features: packFeatures('trigonometry-toolkit'),
    price_cents: 2999,
  },
  {
    id: 'calculus-readiness',
    kind: 'pack',
    title: 'Calculus Readiness',
    description:
      'Limits, derivative rules and the features of a graph, for students heading into their first calculus course.',
    difficulty: 'Advanced',
    features: packFeatures('calculus-readiness'),
    price_cents: 3999,
  },
  {
    id: 'competition-problem-solving',
    kind: 'pack',
    title: 'Competition Problem Solving',
    description:
      'Olympiad-style number theory and counting problems, with hints that lead you to the strategy.',
    difficulty: 'Advanced',
    features: packFeatures('competition-problem-solving'),
    price_cents: 4999,
  },
  {
    id: 'exam-prep-bundle',
    kind: 'pack',
    title: 'Exam Prep Bundle',
    description:
      'Every topic from fractions and percentages to trigonometry and derivatives in one pack, with spaced reviews of what you have learnt.',
    difficulty: 'All Levels',
    features: packFeatures(
      'exam-prep-bundle',
      `All ${skillsOfPack('exam-prep-bundle').length} premium skills of arithmetic, algebra, geometry, logarithms, trigonometry and calculus`,
    ),
    price_cents: 7999,
  },
  {
    id: 'teacher-classroom-kit',
    kind: 'pack',
    title: 'Teacher Classroom Kit',
    description:
      'Every premium algebra, geometry and logarithms skill, to set as practice and walk a class through the worked solutions.',
    difficulty: 'All Levels',
    features: packFeatures(
      'teacher-classroom-kit',
      `The ${skillsOfPack('teacher-classroom-kit').length} premium algebra, geometry and logarithms skills`,
    ),
    price_cents: 5999,
  },
  {
    id: 'pro',
    kind: 'subscription',
    title: 'Pro',
    description: 'For serious students: unlimited practice and one premium pack of your choice.',
    difficulty: null,
    features: [
      'Unlimited practice problems',
      'One premium pack of your choice included',
      'Progress tracking, mastery levels and spaced review',
      '30 days per payment; 7-day free trial, no card required',
    ],
    price_cents: 999,
  },
  {
    id: 'master',
    kind: 'subscription',
    title: 'Master',
    description: 'Everything: every premium pack, and priority support.',
    difficulty: null,
    features: [
      'Everything in Pro',
      'All premium packs',
      '24h priority support: your messages are answered first, within 24 hours',
      '30 days per payment; 7-day free trial, no card required',
    ],
    price_cents: 1999,
  },
];
