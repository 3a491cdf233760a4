/**
 * Why a problem is refused, in Portuguese: the sentences of the refusal tables (`…_REFUSALS`) of
 * the checker of a student's working, similar problems and the graph, by the same ids and with the same {names} as the English ones.
 */
export const portugueseRefusalsTutor = {};
