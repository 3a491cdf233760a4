import { ApiError } from '../../../../lib/api';

/** A premium skill asked for without its pack (403 not_owned). */
export const isNotOwned = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'not_owned';

/** A free sample refused: the month's free premium problems are used up. */
export const SAMPLES_USED =
  "You have used this month's free premium problems. Choose a plan or a pack to keep practising this skill.";
