import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { translator } from '../../i18n/use-t';
import { ApiError, apiErrorMessages } from '../api';
import { trialError as trialErrorIn } from './trial-error';

beforeAll(() =>
  Promise.all([
    loadMessages('en', ['purchases', apiErrorMessages]),
    loadMessages('fr', ['purchases', apiErrorMessages]),
  ]),
);
const trialError = (error: unknown) => trialErrorIn(error, translator('en', 'purchases'), 'en');

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
    const french = (error: unknown) => trialErrorIn(error, translator('fr', 'purchases'), 'fr');
    expect(french(new TypeError('Failed to fetch'))).toBe(
      'Votre essai gratuit n’a pas pu démarrer. Veuillez réessayer.',
    );
    expect(french(new ApiError(429, '429: …', 'rate_limited', 'Too many trials'))).toBe(
      'Trop d’essais en peu de temps. Patientez une minute, puis réessayez.',
    );
  });
});
