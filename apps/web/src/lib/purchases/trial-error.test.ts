import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { translator } from '../../i18n/use-t';
import { ApiError } from '../api';
import { trialError as trialErrorIn } from './trial-error';

beforeAll(() => loadMessages('en', ['purchases']).then(() => loadMessages('fr', ['purchases'])));
const trialError = (error: unknown) => trialErrorIn(error, translator('en', 'purchases'));

describe('trialError', () => {
  it('asks for cookies when the server needs the visitor cookie', () => {
    const error = new ApiError(400, '400: …', 'cookie_required', 'A cookie is required');
    expect(trialError(error)).toBe('Please allow cookies for this site to start a trial.');
  });

  it('says a trial was used, else the server message, else a generic one', () => {
    expect(trialError(new ApiError(409, '409: …', 'trial_used', 'Trial used'))).toBe(
      'You have already used your free trial. Choose a plan to keep practising with it.',
    );
    expect(trialError(new ApiError(429, '429: …', 'rate_limited', 'Too many trials'))).toBe(
      'Too many trials',
    );
    expect(trialError(new TypeError('Failed to fetch'))).toBe(
      'Your free trial could not be started. Please try again.',
    );
  });

  it("speaks the page's language", () => {
    expect(trialErrorIn(new TypeError('Failed to fetch'), translator('fr', 'purchases'))).toBe(
      'Votre essai gratuit n’a pas pu démarrer. Veuillez réessayer.',
    );
  });
});
