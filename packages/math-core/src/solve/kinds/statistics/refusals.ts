/** Why a figure of statistics is refused: the sentences by id. */
export const STATISTICS_REFUSALS = {
  statisticsNumbers: 'A list for statistics holds numbers only',
  statisticsTwo: '{name} needs a list of two or more numbers',
  statisticsMost: 'A list for statistics holds at most {most} numbers',
} as const;
