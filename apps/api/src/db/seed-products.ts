import { skillsOfPack } from '@mathtools/premium-skills';
import { packFeatures, packText } from './pack-words.js';
import type { NewProduct } from './schema.js';

type SeedProduct = Omit<NewProduct, 'features' | 'sort_order'> & { features: string[] };

/** A pack as the seed writes it: its English words and features, from `pack-words.ts`. */
function pack(id: string): Pick<SeedProduct, 'id' | 'kind' | 'title' | 'description' | 'features'> {
  const text = packText(id);
  if (!text) throw new Error(`seed: pack ${id} has no words`);
  return { id, kind: 'pack', ...text, features: packFeatures(id, skillsOfPack(id)) };
}

/**
 * The marketplace packs (one-time payments: a pack unlocks its premium skills for good) and the
 * paid pricing tiers (pro, master: 30 days per payment). The seed is an upsert, so a database
 * made with older text gets this text at the next start.
 */
export const seedProducts: SeedProduct[] = [
  {
    ...pack('algebra-foundations'),
    difficulty: 'Beginner',
    price_cents: 1999,
  },
  {
    ...pack('geometry-essentials'),
    difficulty: 'Beginner',
    price_cents: 1499,
  },
  {
    ...pack('logarithms-mastery'),
    difficulty: 'Intermediate',
    price_cents: 2499,
  },
  {
    ...pack('trigonometry-toolkit'),
    difficulty: 'Intermediate',
    price_cents: 2999,
  },
  {
    ...pack('calculus-readiness'),
    difficulty: 'Advanced',
    price_cents: 3999,
  },
  {
    ...pack('competition-problem-solving'),
    difficulty: 'Advanced',
    price_cents: 4999,
  },
  {
    ...pack('exam-prep-bundle'),
    difficulty: 'All Levels',
    price_cents: 7999,
  },
  {
    ...pack('teacher-classroom-kit'),
    difficulty: 'All Levels',
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
