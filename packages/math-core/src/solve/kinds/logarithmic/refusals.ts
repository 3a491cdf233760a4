/** Why the logarithmic kind refuses an equation, by id: its sentences as data (see math/refusal). */
export const LOGARITHMIC_REFUSALS = {
  logarithmicSides: 'Each side of a logarithmic equation must be a sum of logarithms and numbers',
  logarithmicExponent:
    'An unknown exponent inside a logarithm needs a power of its base, as in ln(eˣ) or log₂(4ˣ)',
  logarithmicBases:
    'Logarithms with different bases are supported in one equation when the bases are powers of one number, such as log_2(x) + log_4(x) = 3',
  logarithmicCancel: 'The logarithms cancel: there is no unknown left to solve for',
  logarithmicEverywhere: 'This logarithmic equation holds wherever it is defined',
  logarithmicNoExact: 'This logarithmic equation has no exact solution the solver can show',
} as const;
