/** What the loading card says while a skill problem or a review session is on its way. */
export const loadingLabel = {
  skill: (skillName: string) => `Loading a ${skillName} problem…`,
  review: 'Loading your review…',
};
