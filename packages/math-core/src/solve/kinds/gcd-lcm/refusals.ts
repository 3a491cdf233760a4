/** Why a greatest common divisor or least common multiple is refused: the sentences by id. */
export const GCD_LCM_REFUSALS = {
  gcdLcmWhole: 'gcd and lcm take whole numbers from 1 to 10^12',
  gcdTwo: 'gcd needs two or more numbers: gcd(12, 18)',
  lcmTwo: 'lcm needs two or more numbers: lcm(12, 18)',
  lcmTooLarge: 'This least common multiple is too large to give exactly',
} as const;
