/**
 * Why a problem is refused, in German: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of equations, inequalities, identities and functions, by the same ids and with the same {names} as the English ones.
 */
export const germanRefusalsEquations = {};
