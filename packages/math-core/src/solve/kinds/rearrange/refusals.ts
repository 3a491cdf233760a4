/** Why the rearrange kind refuses a formula, by id: its sentences as data (see math/refusal). */
export const REARRANGE_REFUSALS = {
  rearrangeFormula: 'Give a formula with one = sign to rearrange, such as v = u + at',
  rearrangeNoLetter: 'There is no {letter} in the formula to solve for',
  rearrangeSides:
    'Formulas are rearranged when their sides are sums of products of letters and numbers, such as v = u + at or A = πr^2',
  rearrangePower:
    '{letter} must appear to the first power only, or squared only, to be made the subject',
} as const;
