/** Why the inverse-function kind refuses a function, by id: its sentences as data (see math/refusal). */
export const INVERSE_FUNCTION_REFUSALS = {
  inverseFunction: 'Give the function as f(x) = …, y = … or an expression in x',
  inverseNotOneToOne:
    '{function} is not one-to-one (two values of x give the same value), so it has no inverse unless its domain is narrowed',
  inverseConstant: 'The function is constant where it is defined, so it has no inverse',
  inverseOneLetter: 'The function is of one letter, such as f(x) = 2x + 3',
  inverseUndo:
    'The inverse is found by undoing one operation at a time on the one x, or for a quotient of two linear expressions; this function is not of that form',
} as const;
