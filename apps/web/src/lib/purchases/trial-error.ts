import type { Language } from '../../i18n/languages';
import type { Translate } from '../../i18n/use-t';
import { ApiError, userMessage } from '../api';

/**
 * Why a trial could not start, in words: 409 `trial_used` and 400 `cookie_required` (the browser
 * refused the visitor cookie, so the trial would belong to no one) have their own; otherwise the
 * server's message in the page's language (`userMessage`), else a generic one (`t`: the
 * `purchases` catalogue in the page's language).
 */
export function trialError(error: unknown, t: Translate, language: Language): string {
  if (error instanceof ApiError && error.status === 409) return t('trial.used');
  if (error instanceof ApiError && error.code === 'cookie_required') return t('trial.cookies');
  return userMessage(error, t('trial.failed'), language);
}
