/** Why a figure of statistics is refused: the sentences by id. */
export const STATISTICS_REFUSALS = {
  statisticsNumbers: 'A list for statistics holds numbers only',
  statisticsTwo: '{name} needs a list of two or more numbers',
  /** The figures, as a sentence names them. */
  figureMean: 'The mean',
  figureMedian: 'The median',
  figureMode: 'The mode',
  figureRange: 'The range',
  figureStdev: 'The standard deviation',
  figureVariance: 'The variance',
  statisticsMost: 'A list for statistics holds at most {most} numbers',
} as const;
