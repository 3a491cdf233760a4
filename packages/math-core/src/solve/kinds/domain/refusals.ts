/** Why the domain kind refuses a function's domain or range, by id: its sentences as data (see math/refusal). */
export const DOMAIN_REFUSALS = {
  domainFunction: 'Give the function as f(x) = …, y = … or an expression in x',
  domainOneLetter: 'The function is of one letter, such as sqrt(x - 2)',
  domainExact:
    'The domain is worked out exactly for functions built from roots, fractions and logarithms of polynomials, such as sqrt(x - 2) or 1/(x^2 - 4)',
  /** What the range is worked out for: said alone, or as {cannot} after why not. */
  rangeCannot:
    'The range is worked out exactly for lines, quadratics, odd powers, a line over a line, and square roots, eˣ, ln, |…|, sin and cos of those',
  rangeNoValues: 'The function has no real values',
  rangeHole: '{function} has a hole where a factor cancels: {cannot}',
  rangeSinTurn: 'sin of part of a turn: {cannot}',
  rangeCosTurn: 'cos of part of a turn: {cannot}',
  rangeTanTurn: 'tan of part of a turn: {cannot}',
  rangeBothSigns: 'The bottom of the fraction takes values of both signs: {cannot}',
  rangeConstant: 'The function is a constant: its range is that one value',
  rangeDegree: 'A polynomial of degree {degree}: {cannot}',
  rangeOneLetter: 'The function is of one letter, such as x^2 + 1',
} as const;
