import { ApiError, userMessage } from '../api';
import { TRIAL_COOKIES, TRIAL_FAILED, TRIAL_USED } from './messages';

/**
 * Why a trial could not start, in words: 409 `trial_used` and 400 `cookie_required` (the browser
 * refused the visitor cookie, so the trial would belong to no one) have their own; otherwise the
 * server's message, else a generic one.
 */
export function trialError(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return TRIAL_USED;
  if (error instanceof ApiError && error.code === 'cookie_required') return TRIAL_COOKIES;
  return userMessage(error, TRIAL_FAILED);
}
