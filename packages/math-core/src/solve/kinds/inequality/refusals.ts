/** Why the inequality kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const INEQUALITY_REFUSALS = {
  inequalityChainWay: 'A chain of two inequalities must point the same way, as in −3 < 2x + 1 ≤ 7',
  inequalityChainLong: 'Chains of more than two inequalities are not supported',
} as const;
