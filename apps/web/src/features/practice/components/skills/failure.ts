import { ApiError } from '../../../../lib/api';

/** A premium skill asked for without its pack (403 not_owned). */
export const isNotOwned = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'not_owned';
