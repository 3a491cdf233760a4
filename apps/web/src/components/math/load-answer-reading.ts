export type ReadingModule = typeof import('../../lib/answer-reading');

let loading: Promise<ReadingModule> | undefined;
/** The parser's chunk, fetched once per page. */
export const loadAnswerReading = (): Promise<ReadingModule> => {
  loading ??= import('../../lib/answer-reading');
  return loading;
};
