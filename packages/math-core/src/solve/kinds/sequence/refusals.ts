/** Why a sequence is refused: the sentences by id. */
export const SEQUENCE_REFUSALS = {
  sequenceNumbers: 'The terms of a sequence are numbers',
  sequenceNeither:
    'The differences between the terms ({differences}) are not all the same, so {terms} is neither an arithmetic nor a geometric sequence; the solver works out those two kinds',
  sequenceNeitherRatios:
    'The differences between the terms ({differences}) are not all the same, and neither are the ratios, so {terms} is neither an arithmetic nor a geometric sequence; the solver works out those two kinds',
  sequenceFromOne: 'The terms of a sequence are counted from 1',
  /** The last term worked out is MAX_INDEX's, 10 000. */
  sequenceMaxIndex: 'Terms and sums are worked out up to the 10,000th term',
  sequenceThree: 'Give at least three terms, so that the rule of the sequence is clear',
} as const;
