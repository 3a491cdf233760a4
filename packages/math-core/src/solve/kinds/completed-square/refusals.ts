/** Why the completed-square kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const COMPLETED_SQUARE_REFUSALS = {
  completeQuadratic:
    'Completing the square, the vertex and the axis of symmetry are worked out for a quadratic in one letter, such as x^2 + 6x + 2 or y = 2x^2 - 8x + 3',
  completeOneEquation: 'Give one quadratic equation to solve by completing the square',
} as const;
