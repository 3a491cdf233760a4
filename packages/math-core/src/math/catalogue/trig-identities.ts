/**
 * The words of the steps that rewrite by a trigonometric identity below the solver
 * (algebra/trig-identities), in English: brought by the kinds that use them (identities and
 * trigonometric equations), so that a solver without them carries none of them.
 */
import type { Notes } from './types';

export const TRIG_IDENTITY_NOTES: Notes = {
  forms: {
    quotientIdentity: {
      trigWrite: 'Write tan and cot in sin and cos: {identities}',
    },
    reciprocalIdentity: {
      trigWrite: 'Write sec and csc in sin and cos: {identities}',
    },
    doubleAngle: {
      identity: 'Double-angle identity: {identities}',
    },
  },
  reasons: {
    pythagorean: [
      'Pythagorean identity',
      'the point (cos θ, sin θ) is on the unit circle of radius 1, so sin²θ + cos²θ = 1',
    ],
    quotientIdentity: [
      'Quotient identity',
      'tan θ = sin θ/cos θ and cot θ = cos θ/sin θ, wherever the bottom is not 0',
    ],
    reciprocalIdentity: [
      'Reciprocal identity',
      'sec θ = 1/cos θ and csc θ = 1/sin θ, by definition, wherever the bottom is not 0',
    ],
    doubleAngle: [
      'Double-angle identity',
      'the angle-sum formulas with both angles θ: sin 2θ = 2sin θ cos θ, cos 2θ = cos²θ − sin²θ',
    ],
  },
};
