/** Why the logarithm kind refuses an expression, by id: its sentences as data (see math/refusal). */
export const LOGARITHM_REFUSALS = {
  logarithmOnly: 'Only logarithms, their sums and multiples can be simplified',
  logarithmBases: 'Logarithms with different bases are not combined',
} as const;
