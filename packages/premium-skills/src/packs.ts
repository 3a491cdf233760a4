/**
 * The marketplace packs: every pack's product id and the facts that do not depend on how it is
 * sold (its title, description and price are the API's): whether it is a bundle, and which packs'
 * skills a bundle gathers. The packs a premium skill lists follow from these.
 */

export interface PackInfo {
  /** The product id: "algebra-foundations". */
  id: string;
  /** True for a pack that gathers the skills of several packs. */
  bundle: boolean;
  /** For a bundle, the single packs whose premium skills it unlocks too; empty otherwise. */
  gathers: string[];
}

interface Pack {
  readonly id: string;
  readonly bundle: boolean;
  readonly gathers: readonly string[];
}

const SINGLE = { bundle: false, gathers: [] };

/** Single packs first, then the bundles, in the order the marketplace shows them. */
const PACKS: readonly Pack[] = [
  { id: 'algebra-foundations', ...SINGLE },
  { id: 'geometry-essentials', ...SINGLE },
  { id: 'logarithms-mastery', ...SINGLE },
  { id: 'trigonometry-toolkit', ...SINGLE },
  { id: 'calculus-readiness', ...SINGLE },
  { id: 'competition-problem-solving', ...SINGLE },
  {
    id: 'exam-prep-bundle',
    bundle: true,
    gathers: [
      'algebra-foundations',
      'geometry-essentials',
      'logarithms-mastery',
      'trigonometry-toolkit',
      'calculus-readiness',
    ],
  },
  {
    id: 'teacher-classroom-kit',
    bundle: true,
    gathers: ['algebra-foundations', 'geometry-essentials', 'logarithms-mastery'],
  },
];

/** Every pack, single packs first, then the bundles (copies: changing one changes nothing here). */
export const listPacks = (): PackInfo[] =>
  PACKS.map((pack) => ({ id: pack.id, bundle: pack.bundle, gathers: [...pack.gathers] }));

/** True when `packId` is a bundle; false for a single pack and for an unknown id. */
export const isBundle = (packId: string): boolean =>
  PACKS.some((pack) => pack.id === packId && pack.bundle);

/** The packs that unlock a skill of the pack `home`: `home` itself, then each bundle gathering it. */
export const unlockedBy = (home: string): string[] => [
  home,
  ...PACKS.filter((pack) => pack.gathers.includes(home)).map((pack) => pack.id),
];
