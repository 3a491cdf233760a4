import type { NewProduct } from './schema.js';

type SeedProduct = Omit<NewProduct, 'features' | 'sort_order'> & { features: string[] };

/** The marketplace packs (one-time payments) and the paid pricing tiers (pro, master). */
export const seedProducts: SeedProduct[] = [
  {
    id: 'algebra-foundations',
    kind: 'pack',
    title: 'Algebra Foundations',
    description:
      'Build confidence with variables, linear equations and inequalities through short lessons and worked examples.',
    difficulty: 'Beginner',
    features: [
      '120 practice problems with full solutions',
      'Step-by-step video walkthroughs',
      'Printable formula sheet',
      'Progress quizzes after every unit',
    ],
    price_cents: 1999,
  },
  {
    id: 'geometry-essentials',
    kind: 'pack',
    title: 'Geometry Essentials',
    description:
      'Angles, triangles, circles, area and volume explained visually, with diagrams you can annotate.',
    difficulty: 'Beginner',
    features: [
      '90 illustrated problems',
      'Interactive angle and area diagrams',
      'Area and volume cheat sheet',
      'Answer keys with reasoning',
    ],
    price_cents: 1499,
  },
  {
    id: 'logarithms-mastery',
    kind: 'pack',
    title: 'Logarithms Mastery',
    description:
      'From the definition of a logarithm to change of base and exponential equations, one rule at a time.',
    difficulty: 'Intermediate',
    features: [
      '100 graded problems from easy to hard',
      'Change-of-base and log-rules drills',
      'Exponential growth and decay applications',
      'Common-mistakes guide',
    ],
    price_cents: 2499,
  },
  {
    id: 'trigonometry-toolkit',
    kind: 'pack',
    title: 'Trigonometry Toolkit',
    description:
      'Master sine, cosine and tangent, the unit circle and identities with practice sets and visual aids.',
    difficulty: 'Intermediate',
    features: [
      'Unit circle trainer',
      '80 identity and equation problems',
      'Right-triangle word problems',
      'Downloadable identity reference',
    ],
    price_cents: 2999,
  },
  {
    id: 'calculus-readiness',
    kind: 'pack',
    title: 'Calculus Readiness',
    description:
      'Functions, limits and an introduction to derivatives for students heading into their first calculus course.',
    difficulty: 'Advanced',
    features: [
      'Limits and continuity workbook',
      'Derivative rules with 150 exercises',
      'Graph sketching practice',
      'Two full-length readiness tests',
    ],
    price_cents: 3999,
  },
  {
    id: 'competition-problem-solving',
    kind: 'pack',
    title: 'Competition Problem Solving',
    description:
      'Olympiad-style number theory, combinatorics and geometry problems with the strategies behind them.',
    difficulty: 'Advanced',
    features: [
      '60 competition problems with detailed solutions',
      'Strategy guides for proofs and counting',
      'Timed mock contests',
      'Hints in three levels',
    ],
    price_cents: 4999,
  },
  {
    id: 'exam-prep-bundle',
    kind: 'pack',
    title: 'Exam Prep Bundle',
    description:
      'Every topic from arithmetic to pre-calculus in one pack, organised into a 12-week study plan.',
    difficulty: 'All Levels',
    features: [
      '500+ problems across all topics',
      '12-week study planner',
      'Four full practice exams with scoring',
      'Lifetime access to updates',
    ],
    price_cents: 7999,
  },
  {
    id: 'teacher-classroom-kit',
    kind: 'pack',
    title: 'Teacher Classroom Kit',
    description:
      'Ready-to-use worksheets, answer keys and slide decks for teaching algebra, geometry and logarithms.',
    difficulty: 'All Levels',
    features: [
      '40 editable worksheets',
      'Answer keys and marking guides',
      'Slide decks for every unit',
      'Licence for one classroom',
    ],
    price_cents: 5999,
  },
  {
    id: 'pro',
    kind: 'subscription',
    title: 'Pro',
    description: 'For serious students: unlimited practice and one premium pack.',
    difficulty: null,
    features: ['Unlimited practice problems', 'One premium pack included', 'Progress tracking'],
    price_cents: 999,
  },
  {
    id: 'master',
    kind: 'subscription',
    title: 'Master',
    description: 'Everything: all packs and priority support.',
    difficulty: null,
    features: ['Everything in Pro', 'All premium packs', '24h priority support'],
    price_cents: 1999,
  },
];
